package movegen

import (
	"slices"
	"testing"
)

// TestCertainlyLegal plays random games and offers CertainlyLegal the moves of earlier
// positions of the same side (as killers are) and the current ones: every move it
// accepts must be legal, and it must accept a good part of the legal moves.
func TestCertainlyLegal(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 80
	}
	var accepted, offered, kingSteps int
	var history [][]Move
	playRandomGames(t, randomGameFENs, 3, games, 60, func(p *Position, ply int, legal []Move) {
		if ply == 0 {
			history = history[:0]
		}
		var cands []Move
		for back := 2; back <= 6 && back <= ply; back += 2 {
			cands = append(cands, history[ply-back]...)
		}
		cands = append(cands, legal...)
		for _, m := range cands {
			if p.CertainlyLegal(m) {
				accepted++
				if m.From() == p.King(p.SideToMove()) {
					kingSteps++
				}
				if !slices.Contains(legal, m) {
					t.Fatalf("%s: CertainlyLegal accepts %s, which is not legal", p.FEN(), m.UCI())
				}
			}
		}
		offered += len(legal)
		history = append(history, legal)
	})
	if accepted < offered/3 || kingSteps == 0 {
		t.Fatalf("CertainlyLegal accepted %d moves (%d king steps) of %d legal ones offered", accepted, kingSteps, offered)
	}
}
