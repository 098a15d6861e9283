package invisible

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestSelfCheckMovesAgreesWithMovegen plays random games from positions with castling
// rights, pins and promotions, and checks at every position that selfCheckMoves finds
// the moves movegen's SelfCheckMoves finds, in its order.
func TestSelfCheckMovesAgreesWithMovegen(t *testing.T) {
	fens := []string{
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
	}
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for _, fen := range fens {
		for range 40 {
			pos := mustFEN(t, fen)
			for range 30 {
				legal := pos.LegalMoves(nil)
				if len(legal) == 0 {
					break
				}
				want := pos.SelfCheckMoves(nil)
				if got := selfCheckMoves(&board{Position: *pos}, legal, nil); !slices.Equal(got, want) {
					t.Fatalf("%s: got %v, movegen says %v", pos.FEN(), got, want)
				}
				checked++
				pos.Make(legal[r.IntN(len(legal))])
			}
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions checked", checked)
	}
}
