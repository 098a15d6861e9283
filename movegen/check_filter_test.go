package movegen

import (
	"math/rand/v2"
	"testing"
)

// TestCheckFilter plays random games from varied positions and checks that every move
// GivesCheck accepts passes the filter, and that the filter drops most moves.
func TestCheckFilter(t *testing.T) {
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1",
		"1k6/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
		"8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
		"k7/8/8/8/8/8/8/KQ6 w - - 0 1",
	}
	rng := rand.New(rand.NewPCG(1, 2))
	games := 300
	if testing.Short() {
		games = 60
	}
	var buf []Move
	checks, passed, moves := 0, 0, 0
	for g := range games {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		for range 80 {
			buf = p.LegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			f := p.CheckFilter()
			for _, m := range buf {
				may := f.MayCheck(p, m)
				if may {
					passed++
				}
				if p.GivesCheck(m) {
					checks++
					if !may {
						t.Fatalf("%s: %s gives check but the filter drops it", p.FEN(), m.UCI())
					}
				}
			}
			moves += len(buf)
			p.Make(buf[rng.IntN(len(buf))])
		}
	}
	if checks == 0 || passed > moves/2 {
		t.Fatalf("%d checks; the filter passed %d of %d moves", checks, passed, moves)
	}
	t.Logf("%d checks; the filter passed %d of %d moves", checks, passed, moves)
}
