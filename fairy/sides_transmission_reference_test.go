package fairy

import "github.com/cpls-dev/cpls/movegen"

// The manual's rules of MultiCaptures for one side, LosingChess and TransmissionMenace,
// for TestConditionReference.

// refMultiCapturesOf: "MultiCaptures White" (Black), MultiCaptures for that side's
// captures and checks alone; the other side's are orthodox.
func refMultiCapturesOf(side movegen.Color) (func(*Board, []refPlay, []Board, movegen.Color) []Board, func(Board, movegen.Color) bool) {
	choose := func(before *Board, ms []refPlay, outs []Board, c movegen.Color) []Board {
		if c != side {
			return outs
		}
		return refMultiCaptures(before, ms, outs, c)
	}
	check := func(b Board, c movegen.Color) bool {
		if c.Other() != side {
			return refAttacked(b, c)
		}
		return refMultiCapturesCheck(b, c)
	}
	return choose, check
}

// refLosingMoves: LosingChess, "a side that can capture must; no piece is royal, a pawn
// may promote to a king": the plain moves (a king may be captured), the captures alone
// when there is one, and a promotion to a king beside the queen's.
func refLosingMoves(b Board, c movegen.Color) []Board {
	var caps, all []Board
	for _, m := range plainMoves(b, c) {
		outs := []Board{m.after}
		if isPawn(b[m.from].Walk()) && m.after[m.to].Walk() == Queen && m.after[m.to].Belongs(c) {
			k := m.after
			k[m.to] = k[m.to].WithWalk(King)
			outs = append(outs, k)
		}
		all = append(all, outs...)
		if m.capSq != movegen.NoSquare {
			caps = append(caps, outs...)
		}
	}
	if len(caps) > 0 {
		return caps
	}
	return all
}

// refNoCheck: LosingChess has no check.
func refNoCheck(Board, movegen.Color) bool { return false }

// refTransmission: TransmissionMenace, "a piece also moves as each enemy piece that
// observes it; a side is in check when such a move could capture its king"; a square
// reached by two walks is reached once.
func refTransmission() (func(Board, movegen.Color) []Board, func(Board, movegen.Color) bool) {
	return refMovesAndCheck(refTransmissionMoves)
}

func refTransmissionMoves(b Board, c movegen.Color) []refPlay {
	var out []refPlay
	enemy := plainMoves(b, c.Other())
	for s, p := range b {
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		var reached [64]bool
		for _, m := range plainMoves(b, c) {
			if m.from == movegen.Square(s) {
				reached[m.to] = true
				out = append(out, m)
			}
		}
		var lent [NumWalks]bool
		for _, e := range enemy {
			if e.capSq == movegen.Square(s) {
				lent[b[e.from].Walk()] = true
			}
		}
		for w := range lent {
			if !lent[w] {
				continue
			}
			b2 := b
			b2[s] = p.WithWalk(Walk(w))
			for _, m := range plainMoves(b2, c) {
				if m.from == movegen.Square(s) && !reached[m.to] {
					reached[m.to] = true
					m.after[m.to] = p
					out = append(out, m)
				}
			}
		}
	}
	return out
}
