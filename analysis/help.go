package analysis

import (
	"slices"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// lineDuals finds the duals among the full-length solutions of one half of help or
// series play: solutions that play the same moves (each side the same moves) in
// another order, and solutions that differ in one move only (PromotionDual when the
// two moves differ only in the promoted piece, else MoveDual). Short solutions are
// left to the short-solution finding.
func lineDuals(diagram *movegen.Position, half int, h *solver.Half, sel Selection) []Dual {
	var lines [][]movegen.Move
	for _, l := range h.Lines {
		if !l.Short && len(l.Moves) > 0 {
			lines = append(lines, l.Moves)
		}
	}
	var out []Dual
	if sel.Has(OrderDual) {
		out = append(out, orderDuals(phase(diagram, h.Start), half, lines)...)
	}
	if sel.Has(PromotionDual) || sel.Has(MoveDual) {
		out = append(out, oneMoveDuals(half, lines, sel)...)
	}
	return out
}

// moveID identifies a move by what it does on the board: from, to and promotion (the
// same move can be encoded with other flags in another position).
func moveID(m movegen.Move) uint32 {
	return uint32(m.From()) | uint32(m.To())<<6 | uint32(m.Promotion())<<12
}

// orderDuals groups the solutions by the moves each side plays, ignoring their order;
// a group of two or more solutions is an OrderDual.
func orderDuals(start *movegen.Position, half int, lines [][]movegen.Move) []Dual {
	groups := map[string][]int{}
	var order []string
	for i, l := range lines {
		k := movesKey(start, l)
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		groups[k] = append(groups[k], i)
	}
	var out []Dual
	for _, k := range order {
		g := groups[k]
		if len(g) < 2 {
			continue
		}
		d := Dual{Kind: OrderDual, Half: half}
		for _, i := range g {
			d.Alts = append(d.Alts, Alt{Moves: slices.Clone(lines[i]), Goal: true})
		}
		out = append(out, d)
	}
	return out
}

// movesKey writes the moves of line, each side's sorted, as a map key: the colour of
// the mover (from a replay, since in series play one side moves many times in a row)
// and the move's identity.
func movesKey(start *movegen.Position, line []movegen.Move) string {
	pos := start.Clone()
	var ids [2][]uint32
	for _, m := range line {
		c := pos.PieceAt(m.From()).Color()
		ids[c&1] = append(ids[c&1], moveID(m))
		if pos.SideToMove() != c {
			pos = phase(pos, c) // series play: the same side again
		}
		if !slices.Contains(pos.LegalMoves(nil), m) {
			return "illegal" // not expected of a solver line; keeps it out of every group
		}
		pos.Make(m)
	}
	var sb strings.Builder
	for c := range ids {
		slices.Sort(ids[c])
		sb.WriteByte('|')
		for _, id := range ids[c] {
			sb.WriteString(strconv.FormatUint(uint64(id), 36) + ",")
		}
	}
	return sb.String()
}

// oneMoveDuals groups the solutions that agree in every move but the one at index i,
// for every i; a group of two or more is a dual at that move.
func oneMoveDuals(half int, lines [][]movegen.Move, sel Selection) []Dual {
	type group struct {
		at    int
		lines []int
	}
	groups := map[string]*group{}
	var order []string
	for i, l := range lines {
		for at := range l {
			var sb strings.Builder
			sb.WriteString(strconv.Itoa(at) + ":")
			for j, m := range l {
				if j != at {
					sb.WriteString(strconv.FormatUint(uint64(moveID(m)), 36))
				}
				sb.WriteByte(',')
			}
			k := sb.String()
			g := groups[k]
			if g == nil {
				g = &group{at: at}
				groups[k] = g
				order = append(order, k)
			}
			g.lines = append(g.lines, i)
		}
	}
	var out []Dual
	for _, k := range order {
		g := groups[k]
		if len(g.lines) < 2 {
			continue
		}
		kind := PromotionDual
		first := lines[g.lines[0]][g.at]
		for _, i := range g.lines[1:] {
			m := lines[i][g.at]
			if m.From() != first.From() || m.To() != first.To() || m.Promotion() == movegen.NoPieceType {
				kind = MoveDual
			}
		}
		if !sel.Has(kind) {
			continue
		}
		d := Dual{Kind: kind, Half: half, Path: slices.Clone(lines[g.lines[0]][:g.at])}
		for _, i := range g.lines {
			d.Alts = append(d.Alts, Alt{Moves: slices.Clone(lines[i][g.at:]), Goal: true})
		}
		out = append(out, d)
	}
	return out
}
