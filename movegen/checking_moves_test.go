package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestCheckingMoves plays random games and, wherever CheckingMoves vouches for its list,
// checks that the list holds only legal moves, each once, and every legal checking move.
// The positions include discovered checks, pins, castling that checks, en passant and
// promotions.
func TestCheckingMoves(t *testing.T) {
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1",
		"8/8/3k4/8/2K5/8/8/R6r w - - 0 1",
		"k7/8/8/8/8/8/1K6/K7 w - - 0 1",
		"4k3/8/8/8/8/8/8/P3K2p w - - 0 1",
		"3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1",
		"1n2k1n1/8/8/8/2Q5/8/3PP3/4K3 w - - 0 1",
		"4k3/8/4N3/8/4R3/2B5/8/R3K1r1 w Q - 0 1",
		"5k2/8/8/3pP3/8/1B6/8/R3K2R w KQ d6 0 1",
		"r4rk1/8/8/8/3b4/8/1P1P4/R2K3R w - - 0 1",
		"8/1k6/8/3pP3/8/8/1B6/K2R3r w - d6 0 1",
		"1k6/8/8/1K6/8/3B4/8/2R5 w - - 0 1",
		// Promotions that check as a queen, rook, bishop or knight, or not at all.
		"3k4/1P6/8/8/8/8/8/4K3 w - - 0 1",
		"8/4P3/2k5/8/8/8/8/4K3 w - - 0 1",
		"5r2/3P4/4k3/8/8/8/8/K7 w - - 0 1",
	}
	rng := rand.New(rand.NewPCG(5, 6))
	games := 600
	if testing.Short() {
		games = 120
	}
	vouched, checks := 0, 0
	var buf []Move
	for g := range games {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		for range 80 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			var ok bool
			var sure int
			buf, sure, ok = p.CheckingMovesSure(buf[:0])
			if ok {
				for _, m := range buf[:sure] {
					if !p.GivesCheck(m) {
						t.Fatalf("%s: CheckingMovesSure counts %s as a sure check", p.FEN(), m.UCI())
					}
				}
				vouched++
				for i, m := range buf {
					if slices.Contains(buf[:i], m) {
						t.Fatalf("%s: CheckingMoves lists %s twice", p.FEN(), m.UCI())
					}
					if !slices.Contains(legal, m) {
						t.Fatalf("%s: CheckingMoves lists %s, which is not legal", p.FEN(), m.UCI())
					}
				}
				for _, m := range legal {
					if p.GivesCheck(m) {
						checks++
						if !slices.Contains(buf, m) {
							t.Fatalf("%s: CheckingMoves misses the check %s", p.FEN(), m.UCI())
						}
					}
				}
			}
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if vouched == 0 || checks == 0 {
		t.Fatalf("CheckingMoves vouched for %d positions with %d checks", vouched, checks)
	}
	t.Logf("CheckingMoves vouched for %d positions with %d checks", vouched, checks)
}
