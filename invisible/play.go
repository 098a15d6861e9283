package invisible

import (
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// step is one move as the solver sees it and the states it leads to.
type step struct {
	text  string // the move as Popeye writes it, without revelations
	after *stateSet
}

// moveText writes m, played in s, as the solver sees it: a move of an invisible piece
// as "TI~-~" or "TI~*sq", a pawn's capture of an invisible piece with the victim
// announced ("[+bTIb6]a5*b6"), another capture of an invisible piece as a plain move
// (nothing is seen to be taken) unless the line wrote where that piece is, anything
// else as Popeye writes it.
func moveText(s state, m movegen.Move) (string, bool) {
	from, to := m.From(), m.To()
	if s.inv.Has(from) {
		switch {
		case m.IsCastle():
			return "", false // the castling of an invisible king is not seen
		case s.inv.Has(to):
			return "", false // an invisible piece takes no invisible piece
		case s.pos.PieceAt(to) != movegen.NoPiece:
			return "TI~*" + to.String(), true
		}
		return "TI~-~", true
	}
	if !s.inv.Has(to) || s.seen.Has(to) || m.IsCastle() {
		return s.pos.MoveText(m, movegen.English), true
	}
	pc := s.pos.PieceAt(from)
	if pc.Type() == movegen.Pawn {
		victim := "w"
		if pc.Color() == movegen.White {
			victim = "b"
		}
		return "[+" + victim + "TI" + to.String() + "]" + s.pos.MoveText(m, movegen.English), true
	}
	text := s.pos.MoveText(m, movegen.English)
	return strings.Replace(text, "*", "-", 1), true
}

// played returns s after m: the invisible squares follow the move, a captured invisible
// piece is gone, and a castling rook that was invisible is seen.
func played(s state, m movegen.Move) state {
	pos := s.pos.Clone()
	inv, seen := s.inv, s.seen
	from, to := m.From(), m.To()
	seen &^= movegen.SquareBB(from) | movegen.SquareBB(to)
	if inv.Has(from) && pos.PieceAt(to) != movegen.NoPiece {
		seen |= movegen.SquareBB(to) // "TI~*to"
	}
	if m.IsCastle() {
		rook, _ := movegen.CastlingRook(to)
		inv &^= movegen.SquareBB(rook)
	}
	if inv.Has(from) {
		inv = inv&^movegen.SquareBB(from) | movegen.SquareBB(to)
	} else {
		inv &^= movegen.SquareBB(to)
	}
	pos.Make(m)
	return state{pos: pos.Clone(), inv: inv, seen: seen}
}

// expand returns the moves of the side to move over the states, each with the states
// in which it is legal, in the order first met.
func expand(states []state) []*step {
	var out []*step
	index := map[string]*step{}
	var buf []movegen.Move
	for _, s := range states {
		buf = s.pos.LegalMoves(buf[:0])
		for _, m := range buf {
			text, ok := moveText(s, m)
			if !ok {
				continue
			}
			st := index[text]
			if st == nil {
				st = &step{text: text, after: newStateSet()}
				index[text] = st
				out = append(out, st)
			}
			st.after.add(played(s, m))
		}
	}
	return out
}

// reveal finds the invisible pieces that stand with the same colour and kind on the
// same square in every state, makes them visible in all states and returns them as
// Popeye writes them after the move ("[f7=wS]"), in square order.
func reveal(states []state) string {
	if len(states) == 0 {
		return ""
	}
	var sb strings.Builder
	first := states[0]
	for sq := range first.inv.Squares() {
		pc := first.pos.PieceAt(sq)
		same := true
		for _, s := range states[1:] {
			if !s.inv.Has(sq) || s.pos.PieceAt(sq) != pc {
				same = false
				break
			}
		}
		if !same {
			continue
		}
		for i := range states {
			states[i].inv &^= movegen.SquareBB(sq)
			states[i].seen &^= movegen.SquareBB(sq)
		}
		colour := "w"
		if pc.Color() == movegen.Black {
			colour = "b"
		}
		sb.WriteString("[" + sq.String() + "=" + colour + string(movegen.PieceLetter(pc.Type(), movegen.English)) + "]")
	}
	return sb.String()
}
