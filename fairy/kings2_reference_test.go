package fairy

import (
	"math/rand/v2"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// The reference rules of more king conditions (condRefs), written from Popeye's
// manual and its definitions.

// refDynastyKings adds a second king to a side now and then: RoyalDynasty lets a side
// have several.
func refDynastyKings(rng *rand.Rand, b *Board) {
	if rng.IntN(2) == 0 {
		return
	}
	s := movegen.Square(rng.IntN(64))
	if b[s].IsRoyal() {
		return
	}
	b[s] = MakePiece(King, []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0)
}

// refDynastyMoves: RoyalDynasty, "a side's king is royal while it is its only king; a
// pawn may promote to a king as well": the plain moves, and each promotion to a queen
// once more as one to a king.
func refDynastyMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		out = append(out, m.after)
		if isPawn(b[m.from].Walk()) && m.after[m.to].Walk() == Queen && m.after[m.to].Belongs(c) {
			k := m.after
			k[m.to] = k[m.to].WithWalk(King)
			out = append(out, k)
		}
	}
	return out
}

// refDynastyCheck: RoyalDynasty, "a side is in check when it has exactly one king and
// that king is attacked" (by every piece of the other side, its kings too).
func refDynastyCheck(b Board, c movegen.Color) bool {
	k, n := movegen.NoSquare, 0
	for s, p := range b {
		if p.Walk() == King && p.Belongs(c) {
			k, n = movegen.Square(s), n+1
		}
	}
	if n != 1 {
		return false
	}
	g := New(Setup{Board: b, SideToMove: c})
	return g.attacked(box(k), c.Other())
}

// refVaulting: VaultingKings, "a king that is observed moves (and observes) as the
// walks named besides its own"; whether it is observed is asked with the other side's
// pieces by their plain moves.
func refVaulting(vaulters []Walk) (func(Board, movegen.Color) []Board, func(Board, movegen.Color) bool) {
	return refMovesAndCheck(func(b Board, c movegen.Color) []refPlay { return refVaultingMoves(b, c, vaulters) })
}

// refVaultingMoves returns the moves of c's pieces, its king's by the vaulting walks as
// well when the other side's pieces could capture it.
func refVaultingMoves(b Board, c movegen.Color, vaulters []Walk) []refPlay {
	k := movegen.NoSquare
	for s, p := range b {
		if p != NoPiece && p.Belongs(c) && p.IsRoyal() {
			k = movegen.Square(s)
		}
	}
	out := plainMoves(b, c)
	observed := false
	for _, m := range plainMoves(b, c.Other()) {
		observed = observed || k != movegen.NoSquare && m.capSq == k
	}
	if !observed {
		return out
	}
	for _, w := range vaulters {
		b2 := b
		b2[k] = b[k].WithWalk(w)
		for _, m := range plainMoves(b2, c) {
			if m.from == k {
				m.after[m.to] = b[k]
				out = append(out, m)
			}
		}
	}
	return out
}

// refConfronted: FaceToFace and BackToBack, "a piece with an enemy piece right in
// front of it (behind it) moves, captures and observes as that piece".
func refConfronted(back bool) (func(Board, movegen.Color) []Board, func(Board, movegen.Color) bool) {
	return refMovesAndCheck(func(b Board, c movegen.Color) []refPlay { return refConfrontedMoves(b, c, back) })
}

func refConfrontedMoves(b Board, c movegen.Color, back bool) []refPlay {
	var out []refPlay
	front := 8
	if c == movegen.Black {
		front = -8
	}
	if back {
		front = -front
	}
	for s, p := range b {
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		b2 := b
		if f := s + front; f >= 0 && f < 64 && b[f] != NoPiece && b[f].Belongs(c.Other()) {
			b2[s] = p.WithWalk(b[f].Walk())
		}
		for _, m := range plainMoves(b2, c) {
			if m.from == movegen.Square(s) {
				if m.after[m.to] != NoPiece {
					m.after[m.to] = p
				}
				out = append(out, m)
			}
		}
	}
	return out
}

// refShieldedCheck: ShieldedKings, "a king does not check the other king while a piece
// of that king's side guards it": c is in check when a piece of the other side could
// capture c's king, a king only when no piece of c could take on the king's square.
func refShieldedCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) && !(b[m.from].IsRoyal() && refGuarded(b, m.capSq, c)) {
			return true
		}
	}
	return false
}

// refGuarded reports whether a piece of c could capture on s, the piece there given to
// the other side.
func refGuarded(b Board, s movegen.Square, c movegen.Color) bool {
	b2 := b
	b2[s] = b[s].WithSide(SideOf(c.Other()))
	for _, m := range plainMoves(b2, c) {
		if m.capSq == s {
			return true
		}
	}
	return false
}

// refAntiKingsCheck: AntiKings, "a king is in check when it is not attacked".
func refAntiKingsCheck(b Board, c movegen.Color) bool { return !refAttacked(b, c) }

// refPowerTransfer: PowerTransfer, "a piece (not a king) moves as the piece standing on
// its Circe rebirth square, if any".
func refPowerTransfer() (func(Board, movegen.Color) []Board, func(Board, movegen.Color) bool) {
	movesOf := func(b Board, c movegen.Color) []refPlay {
		var out []refPlay
		for s, p := range b {
			if p == NoPiece || !p.Belongs(c) {
				continue
			}
			b2 := b
			if r := square(circeSquare(p.Walk(), box(movegen.Square(s)), c.Other())); !p.IsRoyal() && b[r] != NoPiece {
				b2[s] = p.WithWalk(b[r].Walk())
			}
			for _, m := range plainMoves(b2, c) {
				if m.from == movegen.Square(s) {
					if m.after[m.to] != NoPiece {
						m.after[m.to] = p
					}
					out = append(out, m)
				}
			}
		}
		return out
	}
	return refMovesAndCheck(movesOf)
}

// refProvoked reports whether a piece of the other side could capture c's piece on s:
// ProvocationChess, "a piece captures (and checks) only while an enemy piece observes
// it".
func refProvoked(b Board, s movegen.Square, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.capSq == s {
			return true
		}
	}
	return false
}

func refProvocation(b *Board, m refPlay, c movegen.Color) (Board, bool) {
	return m.after, m.capSq == movegen.NoSquare || refProvoked(*b, m.from, c)
}

func refProvocationCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) && refProvoked(b, m.from, c.Other()) {
			return true
		}
	}
	return false
}

// refNoAttributes reports whether no piece of b has an attribute (a royal king's aside).
func refNoAttributes(b Board) bool {
	for _, p := range b {
		if p != NoPiece && p.AttrBits()&^Attrs(Royal) != 0 {
			return false
		}
	}
	return true
}

// refMovesAndCheck returns a condition's reference moves and check rule from plays, the
// moves of a side's pieces under it: the boards after them, and whether the other side
// could capture c's royal piece by one of them.
func refMovesAndCheck(plays func(Board, movegen.Color) []refPlay) (func(Board, movegen.Color) []Board, func(Board, movegen.Color) bool) {
	moves := func(b Board, c movegen.Color) []Board {
		var out []Board
		for _, m := range plays(b, c) {
			out = append(out, m.after)
		}
		return out
	}
	check := func(b Board, c movegen.Color) bool {
		return slices.ContainsFunc(plays(b, c.Other()), func(m refPlay) bool {
			return m.captured.IsRoyal() && m.captured.Belongs(c)
		})
	}
	return moves, check
}
