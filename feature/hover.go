package feature

import (
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// A Hover explains a place of a File: a title, lines of prose and an optional
// monospace block (a board), over the bytes At of the text.
type Hover struct {
	At    Span
	Title string
	Lines []string
	Block string
}

// Markdown renders h in Markdown: the title bold, every text escaped (escapeMarkdown),
// the block as code.
func (h *Hover) Markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**\n", escapeMarkdown(h.Title))
	for _, l := range h.Lines {
		fmt.Fprintf(&b, "\n%s\n", escapeMarkdown(l))
	}
	if h.Block != "" {
		fmt.Fprintf(&b, "\n```text\n%s```\n", h.Block)
	}
	return b.String()
}

// Plain renders h as plain text.
func (h *Hover) Plain() string {
	var b strings.Builder
	b.WriteString(h.Title + "\n")
	for _, l := range h.Lines {
		b.WriteString("\n" + l + "\n")
	}
	if h.Block != "" {
		b.WriteString("\n" + h.Block)
	}
	return b.String()
}

// Hover explains what is at off, in the language of the problem: a piece or square (the
// piece, attackers and defenders, legal moves, pins, checks), the stipulation or an
// option (what it means), a twin or the problem itself (its board, FEN and solving
// status, from problems, as States gives them); nil outside every problem.
func (f *File) Hover(off int, problems []ProblemState) *Hover {
	p := f.outline.problemAt(off)
	if p == nil {
		return nil
	}
	w := wordsOf(p.lang)
	for _, pc := range p.pieces {
		if pc.sq.contains(off) && off < pc.sq.End || (pc.named.Start <= off && off < pc.named.End) {
			h := hoverPiece(w, p, pc)
			if pc.twin < 0 {
				h.Lines = append(keyLines(w, keyTexts(p, stateOf(problems, p.index), pc.square)), h.Lines...)
			}
			return h
		}
	}
	if p.stip != nil && p.stip.contains(off) {
		h := hoverStipulation(w, p.stip.Span, p.stip.node)
		h.Lines = append(h.Lines, keyLines(w, keyTexts(p, stateOf(problems, p.index), ""))...)
		return h
	}
	for _, sq := range p.squares {
		if sq.Start <= off && off < sq.End {
			return hoverSquare(w, p, sq)
		}
	}
	for _, c := range p.conds {
		if spanOf(c.Range).contains(off) {
			return hoverCondition(w, c)
		}
	}
	for _, op := range p.options {
		if op.contains(off) {
			text, ok := describeOption(w.lang, op.name)
			if !ok {
				text = w.otherOption
			}
			title := w.option + " " + optionName(w.lang, op.name)
			if len(op.args) > 0 {
				title += " " + strings.Join(op.args, " ")
			}
			return &Hover{At: op.Span, Title: title, Lines: []string{text}}
		}
	}
	for _, tw := range p.twins {
		if tw.contains(off) {
			if st := p.src.Twins[tw.index]; st != nil {
				for _, op := range st.Ops {
					if op.Stipulation != nil && op.Stipulation.Value.Range.Contains(off) {
						return hoverStipulation(w, spanOf(op.Stipulation.Value.Range), op.Stipulation)
					}
					for _, c := range op.Conditions {
						if spanOf(c.Range).contains(off) {
							return hoverCondition(w, c)
						}
					}
				}
			}
			return hoverTwin(w, p, tw, stateOf(problems, p.index))
		}
	}
	for _, ti := range p.src.TotalInvisible {
		if at := spanOf(ti.Range); at.contains(off) {
			return &Hover{At: at, Title: ti.Text, Lines: []string{w.totalInvisible}}
		}
	}
	return hoverProblem(w, p, stateOf(problems, p.index))
}

func hoverStipulation(w *vocabulary, at Span, st *parser.Stipulation) *Hover {
	return &Hover{At: at, Title: w.stipulation + " " + st.Value.Text, Lines: []string{describeStipulation(w.lang, st)}}
}

func hoverPiece(w *vocabulary, p *problemView, pc pieceView) *Hover {
	h := &Hover{At: pc.sq, Title: w.pieceTitle(pc.color, pc.name) + " " + w.on + " " + pc.square}
	if pc.twin >= 0 && pc.twin < len(p.twins) {
		h.Title += " " + fmt.Sprintf(w.twin, p.twins[pc.twin].label)
	}
	sq, sqOK := movegen.ParseSquare(pc.square)
	if pc.fairy {
		// How the piece moves and its legal moves come from package problem.
		facts := []string{w.fairy}
		if sqOK && p.pr != nil {
			if f := p.pr.PieceFacts(p.pr.TwinOf(pc.twin), sq); len(f) > 0 {
				facts = append(f, p.pr.ConditionFacts(p.pr.TwinOf(pc.twin), sq)...)
			}
		}
		h.Lines = append(h.Lines, facts...)
		return h
	}
	if t := conditionTwin(p, pc.twin); t != nil && sqOK {
		// Under conditions the orthodox attacks and moves do not hold: the legal moves
		// and what the conditions do here come from the fairy engine.
		h.Lines = append(h.Lines, p.pr.LegalMoveFacts(t, sq)...)
		h.Lines = append(h.Lines, p.pr.ConditionFacts(t, sq)...)
		return h
	}
	if namesConditions(p) {
		h.Lines = append(h.Lines, w.condNoFacts)
		return h
	}
	h.Lines = append(h.Lines, squareFacts(w, p.pr, pc.twin, pc.square)...)
	return h
}

// namesConditions reports whether the problem or one of its twins names conditions:
// where cpls does not play them, orthodox attacks and moves would mislead.
func namesConditions(p *problemView) bool {
	if len(p.src.Conditions) > 0 {
		return true
	}
	for _, tw := range p.src.Twins {
		for _, op := range tw.Ops {
			if len(op.Conditions) > 0 {
				return true
			}
		}
	}
	return false
}

// conditionTwin returns the twin that source twin tw (-1: the diagram) stands for when
// cpls plays it under conditions, nil otherwise.
func conditionTwin(p *problemView, tw int) *problem.Twin {
	if p.pr == nil {
		return nil
	}
	t := p.pr.TwinOf(tw)
	if t == nil || t.Fairy == nil || len(t.Fairy.Conditions) == 0 {
		return nil
	}
	return t
}

// hoverCondition explains a condition of a Condition command or twinning: what it does
// and whether cpls plays it.
func hoverCondition(w *vocabulary, c *parser.Condition) *Hover {
	title := w.condition + " " + problem.ConditionName(w.lang, c.Name)
	for _, a := range c.Args {
		title += " " + a.Text
	}
	text, ok := describeCondition(w.lang, c.Name)
	if !ok {
		text = w.otherCondition
	}
	played := w.condPlayed
	if ok, variant := problem.ConditionPlayed(w.lang, c); !ok && variant != "" {
		played = fmt.Sprintf(w.condVariant, variant)
	} else if !ok {
		played = w.condNotPlayed
	}
	return &Hover{At: spanOf(c.Range), Title: title, Lines: []string{text, played}}
}

func hoverSquare(w *vocabulary, p *problemView, sq squareRef) *Hover {
	h := &Hover{At: sq.Span, Title: fmt.Sprintf(w.square, sq.square)}
	if who := occupant(w, p.pr, sq.twin, sq.square); who != "" {
		h.Title = fmt.Sprintf(w.squareWho, h.Title, who)
	}
	if sq.twin >= 0 && sq.twin < len(p.twins) {
		h.Title += " " + fmt.Sprintf(w.twin, p.twins[sq.twin].label)
	}
	if t := conditionTwin(p, sq.twin); t != nil {
		if s, ok := movegen.ParseSquare(sq.square); ok {
			if t.Pieces[s] != fairy.NoPiece {
				h.Lines = append(h.Lines, p.pr.LegalMoveFacts(t, s)...)
			}
			h.Lines = append(h.Lines, p.pr.ConditionFacts(t, s)...)
			return h
		}
	}
	if namesConditions(p) {
		h.Lines = append(h.Lines, w.condNoFacts)
		return h
	}
	h.Lines = append(h.Lines, squareFacts(w, p.pr, sq.twin, sq.square)...)
	return h
}

// hoverTwin shows a twin's position and status.
func hoverTwin(w *vocabulary, p *problemView, tw twinView, ps *ProblemState) *Hover {
	h := &Hover{At: tw.Span, Title: fmt.Sprintf(w.twinTitle, tw.label, tw.text)}
	if ps != nil {
		label := strings.TrimSuffix(tw.label, ")")
		for i, u := range ps.Units {
			if strings.TrimSuffix(u.Label, ")") == label {
				status := w.solving
				if o := ps.Outcomes[i]; o != nil {
					status = w.outcomeText(o)
				}
				h.Lines = append(h.Lines, fmt.Sprintf(w.status, status))
			}
		}
	}
	h.Lines = append(h.Lines, fmt.Sprintf(w.fen, p.pr.FENOf(tw.index)))
	h.Block = diagram(p.pr, tw.index)
	return h
}

func hoverProblem(w *vocabulary, p *problemView, ps *ProblemState) *Hover {
	title := fmt.Sprintf(w.problem, p.index+1)
	if p.stip != nil {
		title += " " + p.stip.text
	}
	if p.title != "" {
		title += w.colon() + p.title
	}
	h := &Hover{At: p.headSpan(), Title: title}
	if ps != nil {
		h.Lines = append(h.Lines, fmt.Sprintf(w.status, w.problemText(*ps)))
	}
	h.Lines = append(h.Lines, fmt.Sprintf(w.fen, p.pr.FENOf(-1)))
	h.Block = diagram(p.pr, -1)
	return h
}

// escapeMarkdown makes s read as the plain text it is where Markdown is rendered
// (CommonMark and GitHub's extensions, as VS Code renders hovers): a backslash goes
// before each character that would start emphasis, code, a link, HTML, an entity, a
// table cell or strike-through anywhere ("Tf1*h1, Tf1*f2" would turn italic), and before
// what would start a heading, quote, list or rule at the start of a line. Other
// punctuation is left alone, so that clients that show Markdown as text (Neovim) show
// little more than the text.
func escapeMarkdown(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 8)
	lineStart := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if lineStart {
			// Up to three spaces may precede a block marker.
			j := i
			for j < len(s) && j-i < 3 && s[j] == ' ' {
				j++
			}
			b.WriteString(s[i:j])
			i = j
			if i >= len(s) {
				break
			}
			c = s[i]
			lineStart = false
			switch {
			case strings.IndexByte("#>+-=", c) >= 0:
				b.WriteByte('\\')
				b.WriteByte(c)
				continue
			case c >= '0' && c <= '9':
				k := i
				for k < len(s) && s[k] >= '0' && s[k] <= '9' {
					k++
				}
				if k < len(s) && (s[k] == '.' || s[k] == ')') {
					b.WriteString(s[i:k])
					b.WriteByte('\\')
					b.WriteByte(s[k])
					i = k
					continue
				}
			}
		}
		switch {
		case c == '\n':
			lineStart = true
		case strings.IndexByte("\\`*_[]<>|~", c) >= 0,
			c == '&' && i+1 < len(s) && (isAlnum(s[i+1]) || s[i+1] == '#'):
			b.WriteByte('\\')
		}
		b.WriteByte(c)
	}
	return b.String()
}

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
