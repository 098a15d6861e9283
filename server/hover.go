package server

import (
	"context"
	"fmt"
	"strings"

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
	p := snap.outline.problemAt(off)
	if p == nil {
		return nil
	}
	for _, pc := range p.pieces {
		if pc.sq.contains(off) || (off >= pc.token.start && off < pc.token.start+len(pc.letter)) {
			return s.hoverPiece(snap, p, pc)
		}
	}
	if p.stip != nil && p.stip.contains(off) {
		text, ok := describeStipulation(p.stip.text)
		if !ok {
			text = "Popeye stipulation " + p.stip.text + "."
		}
		return &hoverText{at: p.stip.span, title: "Stipulation " + p.stip.text, lines: []string{text}}
	}
	for _, op := range p.options {
		if op.contains(off) {
			text, ok := describeOption(op.name)
			if !ok {
				text = "Popeye option."
			}
			title := "Option " + op.name
			if len(op.args) > 0 {
				title += " " + strings.Join(op.args, " ")
			}
			return &hoverText{at: op.span, title: title, lines: []string{text}}
		}
	}
	if sq, sp, ok := squareAt(snap.text, off); ok {
		for _, tw := range p.twins {
			if tw.contains(off) {
				return s.hoverSquare(snap, p, sq, sp)
			}
		}
		for _, op := range p.options {
			if sp.start >= op.start && sp.end <= op.end+32 {
				return s.hoverSquare(snap, p, sq, sp)
			}
		}
	}
	return s.hoverProblem(snap, p)
}

// squareAt finds a square name ("e4") around off in text.
func squareAt(text string, off int) (string, span, bool) {
	for start := max(0, off-1); start <= off && start+2 <= len(text); start++ {
		f, r := text[start], text[start+1]
		if f >= 'A' && f <= 'H' {
			f += 'a' - 'A'
		}
		if f < 'a' || f > 'h' || r < '1' || r > '8' {
			continue
		}
		if start+2 < len(text) && isAlnum(text[start+2]) && !(start+3 < len(text) && text[start+2] >= 'a' && text[start+2] <= 'h' && text[start+3] >= '1' && text[start+3] <= '8') {
			continue
		}
		return string([]byte{f, r}), span{start, start + 2}, true
	}
	return "", span{}, false
}

func isAlnum(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

func (s *Server) hoverPiece(snap *snapshot, p *problemView, pc pieceView) *hoverText {
	h := &hoverText{at: pc.sq, title: fmt.Sprintf("%s %s on %s", capitalize(pc.color), pc.name, pc.square)}
	if pc.fairy {
		h.lines = append(h.lines, "A fairy piece: cpls does not solve problems with it.")
		return h
	}
	h.lines = append(h.lines, s.chess.squareFacts(snap, p.index, pc.square)...)
	return h
}

func (s *Server) hoverSquare(snap *snapshot, p *problemView, sq string, at span) *hoverText {
	h := &hoverText{at: at, title: "Square " + sq}
	h.lines = append(h.lines, s.chess.squareFacts(snap, p.index, sq)...)
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
	h := &hoverText{at: p.begin, title: title}
	if h.at.end <= h.at.start {
		h.at = span{p.start, p.start}
	}
	if p.index < len(problems) {
		h.lines = append(h.lines, "Status: "+lensTitle(problems[p.index]))
	}
	h.block = s.chess.diagram(snap, p.index, 0)
	if fen := s.chess.fen(snap, p.index, 0); fen != "" {
		h.lines = append(h.lines, "FEN: "+fen)
	}
	return h
}

func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}
