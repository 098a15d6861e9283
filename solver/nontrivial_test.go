package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// TestOwnMateCount: on positions of random games, ownMateCount (the nontrivial defences of
// a self mate in 0, counted without playing the quiet ones) agrees with playing every
// move and asking whether it mates: the exact count up to limit, else a count above it.
func TestOwnMateCount(t *testing.T) {
	fens := mateStartFENs()
	rng := rand.New(rand.NewPCG(3, 4))
	checked, mating := 0, 0
	for g := range 60 {
		p, err := movegen.ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		e := newEngine(rules.NewOrthodox(p), config{play: Self, goal: Mate}, newTable(tableStart), newControl(context.Background(), 0, DefaultMemoryLimit))
		for range 40 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			plain := 0
			for _, m := range legal {
				p.Make(m)
				if !p.IsCheckmate() {
					plain++
				}
				p.Unmake()
			}
			mating += len(legal) - plain
			for _, limit := range []int{0, 1, 2, len(legal) - 1, len(legal)} {
				count, complete, ok := e.ownMateCount(limit)
				if !ok {
					continue
				}
				checked++
				if plain <= limit && (count != plain || !complete) || plain > limit && (count <= limit || complete) {
					t.Fatalf("%s limit %d: ownMateCount %d (complete %v), %d nontrivial", p.FEN(), limit, count, complete, plain)
				}
			}
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if checked == 0 || mating == 0 {
		t.Fatalf("%d counts checked, %d mating moves", checked, mating)
	}
	t.Logf("%d counts checked, %d mating moves", checked, mating)
}

// mateStartFENs returns the positions the random games of the mate tests start from:
// mates in one and in two near, castling, a self-mate position, Black to move.
func mateStartFENs() []string {
	return []string{
		"6k1/5ppp/8/8/8/8/1Q6/R3K3 w Q - 0 1",
		"7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
		"r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4",
		"k7/2R5/1K6/8/8/8/8/7R w - - 0 1",
		"4k3/8/4K3/8/8/8/8/R6R b - - 0 1",
	}
}
