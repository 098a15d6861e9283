package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCertainlyLegal plays random games and offers CertainlyLegal the moves of earlier
// positions of the same side (as killers are) and the current ones: every move it
// accepts must be legal, and it must accept a good part of the legal moves.
func TestCertainlyLegal(t *testing.T) {
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1",
		"1k6/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
		"8/P7/8/8/8/8/p7/K6k w - - 0 1",
		"4k3/8/8/8/8/8/8/P3K2p w - - 0 1", // pawns on their own first rank
		"8/8/3k4/8/2K5/8/8/R6r w - - 0 1", // bare kings and rooks: king steps
		"k7/8/8/8/8/8/1K6/K7 w - - 0 1",   // a second white king
	}
	rng := rand.New(rand.NewPCG(3, 4))
	games := 400
	if testing.Short() {
		games = 80
	}
	var accepted, offered, kingSteps int
	var history [][]Move
	for g := range games {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		history = history[:0]
		for ply := range 60 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
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
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if accepted < offered/3 || kingSteps == 0 {
		t.Fatalf("CertainlyLegal accepted %d moves (%d king steps) of %d legal ones offered", accepted, kingSteps, offered)
	}
}
