package analysis

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// keys describes the keys and then the tries of one half of battle play. setPlay says
// whether the set play was solved (h.SetPlay is then the whole set play).
func keys(diagram *movegen.Position, half int, h *solver.Half, setPlay bool) []Key {
	var out []Key
	for _, mark := range []solver.Mark{solver.Key, solver.TryMark} {
		for _, a := range h.Keys {
			if a.Mark == mark {
				out = append(out, describeKey(diagram, half, h, a, setPlay))
			}
		}
	}
	return out
}

// describeKey says what the first move a does: check, capture, flights, pins, its threat
// or zugzwang, and how its play differs from the set play (when there is set play: with
// none, every variation would count as added).
func describeKey(diagram *movegen.Position, half int, h *solver.Half, a *solver.Attack, setPlay bool) Key {
	att, def := h.Start, h.Start.Other()
	before := phase(diagram, att)
	k := Key{Half: half, Move: a.Move, Try: a.Mark == solver.TryMark}
	for _, r := range a.Refutations {
		k.Refutations = append(k.Refutations, r.Move)
	}
	k.Capture = before.PieceAt(a.Move.To()) != movegen.NoPiece || a.Move.IsEnPassant()
	k.Promotion = a.Move.Promotion() != movegen.NoPieceType
	k.Castling = a.Move.IsCastle()
	beforeDef := phase(diagram, def)
	after := before.Clone()
	after.Make(a.Move)
	k.Check = after.InCheck()
	k.Given, k.Taken = squareDiff(flights(after), flights(beforeDef))
	// The defender's pieces stay where they were; the attacker's moving piece is
	// followed from its square before the key to its square after.
	follow := func(s movegen.Square) movegen.Square {
		if s == a.Move.From() {
			return a.Move.To()
		}
		return s
	}
	afterAtt := phase(after, att)
	k.Pins, k.Unpins = pinDiff(after, after.Pinned(), beforeDef.Pinned(), nil)
	p, u := pinDiff(afterAtt, afterAtt.Pinned(), before.Pinned(), follow)
	k.Pins, k.Unpins = append(k.Pins, p...), append(k.Unpins, u...)
	k.Waiting = a.Zugzwang && !k.Check
	for _, t := range a.Threats {
		k.Threats = append(k.Threats, t.Move)
	}
	if setPlay && len(h.SetPlay) > 0 {
		k.SetPlay = true
		k.Changed, k.Added, k.Lost = changes(h.SetPlay, a.Defences)
	}
	return k
}

// flights are the squares the king of the side to move can go to (castling aside).
func flights(p *movegen.Position) []movegen.Square {
	king := p.King(p.SideToMove())
	if king == movegen.NoSquare {
		return nil
	}
	var out []movegen.Square
	for _, m := range p.LegalMoves(nil) {
		if m.From() == king && !m.IsCastle() && !slices.Contains(out, m.To()) {
			out = append(out, m.To())
		}
	}
	slices.Sort(out)
	return out
}

// squareDiff returns the squares of after not in before, and those of before not in
// after.
func squareDiff(after, before []movegen.Square) (added, removed []movegen.Square) {
	for _, s := range after {
		if !slices.Contains(before, s) {
			added = append(added, s)
		}
	}
	for _, s := range before {
		if !slices.Contains(after, s) {
			removed = append(removed, s)
		}
	}
	return added, removed
}

// pinDiff compares the pinned pieces of one side after the key (pos is the position
// after it) with those before; follow, if not nil, maps a square before the key to the
// same piece's square after it. A piece gone after the key (captured) is neither.
func pinDiff(pos *movegen.Position, after, before movegen.Bitboard, follow func(movegen.Square) movegen.Square) (pins, unpins []Pin) {
	var was movegen.Bitboard
	for b := before; b != 0; b &= b - 1 {
		s := b.First()
		if follow != nil {
			s = follow(s)
		}
		was |= 1 << s
	}
	mover := pos.SideToMove()
	for s := movegen.Square(0); s < 64; s++ {
		pc := pos.PieceAt(s)
		if pc == movegen.NoPiece || pc.Color() != mover {
			continue
		}
		now, then := after&(1<<s) != 0, was&(1<<s) != 0
		switch {
		case now && !then:
			pins = append(pins, Pin{Square: s, Piece: pc})
		case then && !now:
			unpins = append(unpins, Pin{Square: s, Piece: pc})
		}
	}
	return pins, unpins
}

// changes compares the set play's variations with those after a key: defences whose
// continuations differ (changed), defences with continuations only after the key
// (added), and set-play defences that are no variation after it (lost). Defences that
// reach the goal themselves (self play) have no continuations and are compared as such.
func changes(set, actual []*solver.Defence) (changed, added, lost []Variation) {
	find := func(ds []*solver.Defence, m movegen.Move) *solver.Defence {
		for _, d := range ds {
			if moveID(d.Move) == moveID(m) {
				return d
			}
		}
		return nil
	}
	for _, d := range actual {
		s := find(set, d.Move)
		v := Variation{Defence: d.Move, Actual: attackMoves(d.Attacks)}
		switch {
		case s == nil:
			added = append(added, v)
		case !sameMoves(attackMoves(s.Attacks), v.Actual):
			v.Set = attackMoves(s.Attacks)
			changed = append(changed, v)
		}
	}
	for _, s := range set {
		if find(actual, s.Move) == nil {
			lost = append(lost, Variation{Defence: s.Move, Set: attackMoves(s.Attacks)})
		}
	}
	return changed, added, lost
}

func attackMoves(as []*solver.Attack) []movegen.Move {
	out := make([]movegen.Move, 0, len(as))
	for _, a := range as {
		out = append(out, a.Move)
	}
	return out
}

// sameMoves reports whether a and b hold the same moves, in any order.
func sameMoves(a, b []movegen.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for _, m := range a {
		if !slices.ContainsFunc(b, func(n movegen.Move) bool { return moveID(n) == moveID(m) }) {
			return false
		}
	}
	return true
}
