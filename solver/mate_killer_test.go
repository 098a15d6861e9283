package solver

import (
	"context"
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// TestMateInOneKiller: on positions of random games, mateInOne agrees with playing every
// legal move and asking whether it mates, whatever the killer its test of the killer
// (killerMates) tries first: each legal move of the position, a move of another position
// and none, with the last mate in one at the ply found or not. The test fails unless the
// killer's test decided some positions alone, a mate among them.
func TestMateInOneKiller(t *testing.T) {
	fens := append(mateStartFENs(), "2kr4/ppp5/8/8/8/8/5PPP/3R2K1 b - - 0 1")
	rng := rand.New(rand.NewPCG(5, 8))
	shortcut, shortMates := 0, 0
	var foreign movegen.Move
	for g := range 60 {
		p, err := movegen.ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		e := newEngine(rules.NewOrthodox(p), config{play: Direct, goal: Mate}, newTable(tableStart), newControl(context.Background(), 0, DefaultMemoryLimit))
		for range 30 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			want := false
			for _, m := range legal {
				p.Make(m)
				want = want || p.IsCheckmate()
				p.Unmake()
			}
			for _, k := range append([]movegen.Move{NullMove, foreign}, legal...) {
				for _, last := range []bool{false, true} {
					e.setKiller(k)
					e.setLastMated(last)
					if _, tested := e.killerMates(k); tested {
						shortcut++
						if want {
							shortMates++
						}
					}
					e.setKiller(k)
					e.setLastMated(last)
					if got := e.mateInOne(); got != want {
						t.Fatalf("%s killer %v (last mated %v): mateInOne %v, playing every move %v", p.FEN(), k, last, got, want)
					}
				}
			}
			foreign = legal[rng.IntN(len(legal))]
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if shortcut == 0 || shortMates == 0 {
		t.Fatalf("the killer was tested first %d times, %d of them in a position with a mate", shortcut, shortMates)
	}
}
