package movegen

import (
	"math/rand/v2"
	"testing"
)

// TestKingMoveCount checks KingMoveCount against the king moves LegalMoves lists (up to
// one past the limit), on random games, wherever it can tell.
func TestKingMoveCount(t *testing.T) {
	fens := []string{
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"8/8/3k4/8/2K5/8/8/R6r w - - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
		"4k3/8/8/2pP4/8/8/8/4K2R w - c6 0 1",
		"k7/8/8/8/8/8/1K6/K7 w - - 0 1",
		"4k3/8/8/8/8/8/8/P3K2p w - - 0 1",
	}
	rng := rand.New(rand.NewPCG(7, 8))
	told := 0
	for g := range 200 {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		for range 60 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			if n, ok := p.KingMoveCount(8); ok {
				told++
				want := 0
				for _, m := range legal {
					if m.From() == p.King(p.SideToMove()) {
						want++
					}
				}
				if want = min(want, 9); n != want {
					t.Fatalf("%s: KingMoveCount %d, LegalMoves has %d king moves", p.FEN(), n, want)
				}
			}
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if told == 0 {
		t.Fatal("KingMoveCount never told")
	}
}

// TestHasNonKingMove checks HasNonKingMove and HasLegalMove against LegalMoves on random
// games: a move by a man other than the royal king, and any move.
func TestHasNonKingMove(t *testing.T) {
	fens := []string{
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1",
		"k7/8/8/8/8/8/1K6/K7 w - - 0 1",
		"6k1/5ppp/8/8/8/8/1Q6/R3K3 w Q - 0 1",
		"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
	}
	rng := rand.New(rand.NewPCG(3, 4))
	seen := [2]int{}
	for g := range 200 {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		for range 60 {
			legal := p.LegalMoves(nil)
			k := p.King(p.SideToMove())
			others := 0
			for _, m := range legal {
				if m.From() != k {
					others++
				}
			}
			if got := p.HasNonKingMove(); got != (others > 0) {
				t.Fatalf("%s: HasNonKingMove %v, LegalMoves has %d moves by other men", p.FEN(), got, others)
			}
			if got := p.HasLegalMove(); got != (len(legal) > 0) {
				t.Fatalf("%s: HasLegalMove %v, LegalMoves has %d moves", p.FEN(), got, len(legal))
			}
			seen[min(others, 1)]++
			if len(legal) == 0 {
				break
			}
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if seen[0] == 0 || seen[1] == 0 {
		t.Fatalf("positions without and with other men's moves: %v", seen)
	}
}
