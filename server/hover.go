package server

import (
	"context"
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/parser"
	"go.lsp.dev/protocol"
)

// Hover explains what is under the cursor: a piece or square (the piece, attackers and
// defenders, legal moves, pins, checks), the stipulation or an option (what it means),
// or the problem itself (a board diagram and the solving status).
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

func (h *hoverText) markdown() string {
	var b strings.Builder
	fmt.Fprintf(&b, "**%s**\n", h.title)
	for _, l := range h.lines {
		fmt.Fprintf(&b, "\n%s\n", l)
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
	for _, pc := range p.pieces {
		if pc.sq.contains(off) && off < pc.sq.end || (pc.named.start <= off && off < pc.named.end) {
			return s.hoverPiece(snap, p, pc)
		}
	}
	if p.stip != nil && p.stip.contains(off) {
		return hoverStipulation(p.stip.span, p.stip.node)
	}
	for _, sq := range p.squares {
		if sq.start <= off && off < sq.end {
			return s.hoverSquare(snap, p, sq)
		}
	}
	for _, op := range p.options {
		if op.contains(off) {
			text, ok := describeOption(op.name)
			if !ok {
				text = "A Popeye option."
			}
			title := "Option " + op.name
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
						return hoverStipulation(spanOf(op.Stipulation.Value.Range), op.Stipulation)
					}
				}
			}
			return s.hoverTwin(snap, p, tw)
		}
	}
	return s.hoverProblem(snap, p)
}

func hoverStipulation(at span, st *parser.Stipulation) *hoverText {
	return &hoverText{at: at, title: "Stipulation " + st.Value.Text, lines: []string{describeStipulation(st)}}
}

func (s *Server) hoverPiece(snap *snapshot, p *problemView, pc pieceView) *hoverText {
	h := &hoverText{at: pc.sq, title: fmt.Sprintf("%s %s on %s", capitalize(pc.color), pc.name, pc.square)}
	if pc.twin >= 0 && pc.twin < len(p.twins) {
		h.title += " (twin " + p.twins[pc.twin].label + ")"
	}
	if pc.fairy {
		h.lines = append(h.lines, "cpls does not solve problems with fairy pieces, neutral pieces or piece attributes.")
		return h
	}
	h.lines = append(h.lines, snap.squareFacts(p.index, pc.twin, pc.square)...)
	return h
}

func (s *Server) hoverSquare(snap *snapshot, p *problemView, sq squareRef) *hoverText {
	h := &hoverText{at: sq.span, title: "Square " + sq.square}
	if who := snap.occupant(p.index, sq.twin, sq.square); who != "" {
		h.title += ": " + who
	}
	if sq.twin >= 0 && sq.twin < len(p.twins) {
		h.title += " (twin " + p.twins[sq.twin].label + ")"
	}
	h.lines = append(h.lines, snap.squareFacts(p.index, sq.twin, sq.square)...)
	return h
}

// hoverTwin shows a twin's position and status.
func (s *Server) hoverTwin(snap *snapshot, p *problemView, tw twinView) *hoverText {
	h := &hoverText{at: tw.span, title: "Twin " + tw.label + " " + tw.text}
	_, problems, _ := s.analysis.view(snap)
	if p.index < len(problems) {
		label := strings.TrimSuffix(tw.label, ")")
		for i, u := range problems[p.index].units {
			if strings.TrimSuffix(u.label, ")") == label {
				status := "solving…"
				if o := problems[p.index].outcomes[i]; o != nil {
					status = o.summary
				}
				h.lines = append(h.lines, "Status: "+status)
			}
		}
	}
	if fen := snap.fenOf(p.index, tw.index); fen != "" {
		h.lines = append(h.lines, "FEN: "+fen)
	}
	h.block = snap.diagramOf(p.index, tw.index)
	return h
}

func (s *Server) hoverProblem(snap *snapshot, p *problemView) *hoverText {
	_, problems, _ := s.analysis.view(snap)
	title := fmt.Sprintf("Problem %d", p.index+1)
	if p.stip != nil {
		title += " " + p.stip.text
	}
	if p.title != "" {
		title += ": " + p.title
	}
	h := &hoverText{at: p.headSpan(), title: title}
	if p.index < len(problems) {
		h.lines = append(h.lines, "Status: "+lensTitle(problems[p.index]))
	}
	if fen := snap.fenOf(p.index, -1); fen != "" {
		h.lines = append(h.lines, "FEN: "+fen)
	}
	h.block = snap.diagramOf(p.index, -1)
	return h
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
