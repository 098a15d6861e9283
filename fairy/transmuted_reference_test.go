package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// refTransmuted: TransmutedKings and ReflectiveKings, "a king in check moves (and
// observes) as the pieces that check it" (Reflective: as a king as well); whether a king
// is in check is asked with the other side's pieces by their plain moves.
func refTransmuted(reflective bool) (func(Board, movegen.Color) []Board, func(Board, movegen.Color) bool) {
	return refMovesAndCheck(func(b Board, c movegen.Color) []refPlay { return refTransmutedMoves(b, c, reflective) })
}

// refTransmutedMoves returns the moves of c's pieces, its king's by the walks of the
// other side's pieces that could capture it.
func refTransmutedMoves(b Board, c movegen.Color, reflective bool) []refPlay {
	k := movegen.NoSquare
	for s, p := range b {
		if p != NoPiece && p.Belongs(c) && p.IsRoyal() {
			k = movegen.Square(s)
		}
	}
	var walks []Walk
	if k != movegen.NoSquare {
		for _, m := range plainMoves(b, c.Other()) {
			if m.capSq == k && !slices.Contains(walks, b[m.from].Walk()) {
				walks = append(walks, b[m.from].Walk())
			}
		}
	}
	var out []refPlay
	for _, m := range plainMoves(b, c) {
		if m.from != k || len(walks) == 0 || reflective {
			out = append(out, m)
		}
	}
	for _, w := range walks {
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

// refTransmutedMovesOf and refTransmutedCheckOf are refTransmuted's two halves.
func refTransmutedMovesOf(reflective bool) func(Board, movegen.Color) []Board {
	m, _ := refTransmuted(reflective)
	return m
}

func refTransmutedCheckOf(reflective bool) func(Board, movegen.Color) bool {
	_, c := refTransmuted(reflective)
	return c
}
