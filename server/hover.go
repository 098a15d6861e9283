package server

import (
	"context"
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/parser"
	"go.lsp.dev/protocol"
)

// Hover explains what is under the cursor, in the language of the problem: a piece or
// square (the piece, attackers and defenders, legal moves, pins, checks), the stipulation
// or an option (what it means), or the problem itself (a board diagram and the solving
// status).
func (s *Server) Hover(ctx context.Context, params *protocol.HoverParams) (*protocol.Hover, error) {
	snap := s.snapshotOf(params.TextDocument.URI)
	if snap == nil {
		return nil, nil
	}
	h := s.hoverAt(snap, snap.offsetOf(params.Position))
	if h == nil {
		return nil, nil
	}
	r := snap.rangeOf(h.at.start, h.at.end)
	kind, text := protocol.MarkupKindPlainText, h.plain()
	if s.capabilities().markdown {
		kind, text = protocol.MarkupKindMarkdown, h.markdown()
	}
	return &protocol.Hover{Contents: &protocol.MarkupContent{Kind: kind, Value: text}, Range: &r}, nil
}

// hoverText is a hover before rendering: a title, lines of prose, and an optional
// monospace block (a board).
type hoverText struct {
	at    span
	title string
	lines []string
	block string
}

// markdown renders h in Markdown: the title bold, every text escaped (escapeMarkdown),
// the block as code.
func (h *hoverText) markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**\n", escapeMarkdown(h.title))
	for _, l := range h.lines {
		fmt.Fprintf(&b, "\n%s\n", escapeMarkdown(l))
	}
	if h.block != "" {
		fmt.Fprintf(&b, "\n```text\n%s```\n", h.block)
	}
	return b.String()
}

func (h *hoverText) plain() string {
	var b strings.Builder
	b.WriteString(h.title + "\n")
	for _, l := range h.lines {
		b.WriteString("\n" + l + "\n")
	}
	if h.block != "" {
		b.WriteString("\n" + h.block)
	}
	return b.String()
}

func (s *Server) hoverAt(snap *snapshot, off int) *hoverText {
	p := snap.st().outline.problemAt(off)
	if p == nil {
		return nil
	}
	w := wordsOf(p.lang)
	for _, pc := range p.pieces {
		if pc.sq.contains(off) && off < pc.sq.end || (pc.named.start <= off && off < pc.named.end) {
			return s.hoverPiece(w, snap, p, pc)
		}
	}
	if p.stip != nil && p.stip.contains(off) {
		return hoverStipulation(w, p.stip.span, p.stip.node)
	}
	for _, sq := range p.squares {
		if sq.start <= off && off < sq.end {
			return s.hoverSquare(w, snap, p, sq)
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
			return &hoverText{at: op.span, title: title, lines: []string{text}}
		}
	}
	for _, tw := range p.twins {
		if tw.contains(off) {
			if st := p.src.Twins[tw.index]; st != nil {
				for _, op := range st.Ops {
					if op.Stipulation != nil && op.Stipulation.Value.Range.Contains(off) {
						return hoverStipulation(w, spanOf(op.Stipulation.Value.Range), op.Stipulation)
					}
				}
			}
			return s.hoverTwin(w, snap, p, tw)
		}
	}
	return s.hoverProblem(w, snap, p)
}

func hoverStipulation(w *vocabulary, at span, st *parser.Stipulation) *hoverText {
	return &hoverText{at: at, title: w.stipulation + " " + st.Value.Text, lines: []string{describeStipulation(w.lang, st)}}
}

func (s *Server) hoverPiece(w *vocabulary, snap *snapshot, p *problemView, pc pieceView) *hoverText {
	h := &hoverText{at: pc.sq, title: w.pieceTitle(pc.color, pc.name) + " " + w.on + " " + pc.square}
	if pc.twin >= 0 && pc.twin < len(p.twins) {
		h.title += " " + fmt.Sprintf(w.twin, p.twins[pc.twin].label)
	}
	if pc.fairy {
		h.lines = append(h.lines, w.fairy)
		return h
	}
	h.lines = append(h.lines, snap.squareFacts(w, p.index, pc.twin, pc.square)...)
	return h
}

func (s *Server) hoverSquare(w *vocabulary, snap *snapshot, p *problemView, sq squareRef) *hoverText {
	h := &hoverText{at: sq.span, title: fmt.Sprintf(w.square, sq.square)}
	if who := snap.occupant(w, p.index, sq.twin, sq.square); who != "" {
		h.title = fmt.Sprintf(w.squareWho, h.title, who)
	}
	if sq.twin >= 0 && sq.twin < len(p.twins) {
		h.title += " " + fmt.Sprintf(w.twin, p.twins[sq.twin].label)
	}
	h.lines = append(h.lines, snap.squareFacts(w, p.index, sq.twin, sq.square)...)
	return h
}

// hoverTwin shows a twin's position and status.
func (s *Server) hoverTwin(w *vocabulary, snap *snapshot, p *problemView, tw twinView) *hoverText {
	h := &hoverText{at: tw.span, title: fmt.Sprintf(w.twinTitle, tw.label, tw.text)}
	_, problems, _ := s.analysis.view(snap)
	if p.index < len(problems) {
		label := strings.TrimSuffix(tw.label, ")")
		for i, u := range problems[p.index].units {
			if strings.TrimSuffix(u.label, ")") == label {
				status := w.solving
				if o := problems[p.index].outcomes[i]; o != nil {
					status = w.outcomeText(o)
				}
				h.lines = append(h.lines, fmt.Sprintf(w.status, status))
			}
		}
	}
	if fen := snap.fenOf(p.index, tw.index); fen != "" {
		h.lines = append(h.lines, fmt.Sprintf(w.fen, fen))
	}
	h.block = snap.diagramOf(p.index, tw.index)
	return h
}

func (s *Server) hoverProblem(w *vocabulary, snap *snapshot, p *problemView) *hoverText {
	_, problems, _ := s.analysis.view(snap)
	title := fmt.Sprintf(w.problem, p.index+1)
	if p.stip != nil {
		title += " " + p.stip.text
	}
	if p.title != "" {
		title += w.colon() + p.title
	}
	h := &hoverText{at: p.headSpan(), title: title}
	if p.index < len(problems) {
		h.lines = append(h.lines, fmt.Sprintf(w.status, w.problemText(problems[p.index])))
	}
	if fen := snap.fenOf(p.index, -1); fen != "" {
		h.lines = append(h.lines, fmt.Sprintf(w.fen, fen))
	}
	h.block = snap.diagramOf(p.index, -1)
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
