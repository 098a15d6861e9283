package problem

// TestPopeyeInvisible compares cpls with a Popeye binary on random help mates with
// total invisible pieces: a development tool for the rules read off Popeye's output. It
// runs only with -popeye naming the binary:
//
//	go test ./problem -run PopeyeInvisible -popeye /path/to/py [-popeye.tin 60] [-popeye.seed 1] [-popeye.dump DIR]
//
// Each input has both kings (the black one on the edge), two to five other men (sometimes a neutral queen, rook,
// bishop or knight), one or two invisible pieces and h#1, h#1.5 or h#2; inputs that
// either program takes more than 20 seconds over are skipped. The test logs how many
// inputs differ (CanonicalOutput) and writes them to -popeye.dump; it fails only when
// an input makes cpls report an error.

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/movegen"
)

var popeyeTIN = flag.Int("popeye.tin", 60, "random inputs for TestPopeyeInvisible")

// edge holds the squares on the board's edge.
const edge movegen.Bitboard = 0xff818181818181ff

func TestPopeyeInvisible(t *testing.T) {
	if *popeyeBin == "" {
		t.Skip("no -popeye binary given")
	}
	dir := t.TempDir()
	rng := rand.New(rand.NewPCG(*popeyeSeed, 0x7157))
	differ, skipped, solved := 0, 0, 0
	for i := range *popeyeTIN {
		src := randomInvisibleProblem(rng)
		want, ok := runPopeye(t, dir, src)
		if !ok {
			skipped++
			continue
		}
		ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
		got := solveText(ctx, []byte(src))
		cancel()
		if errors.Is(ctx.Err(), context.DeadlineExceeded) {
			skipped++
			continue
		}
		if strings.Contains(want, "  1.") {
			solved++
		}
		if CanonicalOutput(got.Text) == CanonicalOutput(want) {
			continue
		}
		differ++
		t.Logf("input %d differs:\n%s", i, src)
		if *popeyeDump != "" {
			base := filepath.Join(*popeyeDump, fmt.Sprintf("ti-%d", i))
			_ = os.WriteFile(base+".inp", []byte(src), 0o644)
			_ = os.WriteFile(base+".cpls", []byte(CanonicalOutput(got.Text)), 0o644)
			_ = os.WriteFile(base+".popeye", []byte(CanonicalOutput(want)), 0o644)
		}
	}
	t.Logf("%d inputs (%d with solutions by Popeye), %d differ, %d skipped (a program too slow)", *popeyeTIN, solved, differ, skipped)
}

// randomInvisibleProblem writes a help mate with total invisible pieces
// (TestPopeyeInvisible): the black king on the board's edge and White with most of the
// men, so that many have solutions; kings not next to each other, pawns off the first
// and last ranks, no neutral rook in a corner (whose castling the solver does not play).
func randomInvisibleProblem(rng *rand.Rand) string {
	var used movegen.Bitboard
	pick := func(pawn bool) movegen.Square {
		for {
			s := movegen.Square(rng.IntN(64))
			if used.Has(s) || pawn && (s.Rank() == 0 || s.Rank() == 7) {
				continue
			}
			used |= movegen.SquareBB(s)
			return s
		}
	}
	sides := [3][]string{} // white, black, neutral
	wk := pick(false)
	sides[0] = append(sides[0], "K"+wk.String())
	bk := pick(false)
	for movegen.Attacks(movegen.White, movegen.King, wk, 0).Has(bk) || !edge.Has(bk) {
		used &^= movegen.SquareBB(bk)
		bk = pick(false)
	}
	sides[1] = append(sides[1], "K"+bk.String())
	kinds := "QRRBBSSPP"
	for n := 2 + rng.IntN(4); n > 0; n-- {
		k := kinds[rng.IntN(len(kinds))]
		side := rng.IntN(3) / 2 // White's twice as often as Black's
		if k != 'P' && rng.IntN(6) == 0 {
			side = 2
		}
		s := pick(k == 'P')
		if side == 2 && k == 'R' && (s.File() == 0 || s.File() == 7) && (s.Rank() == 0 || s.Rank() == 7) {
			side = rng.IntN(2)
		}
		sides[side] = append(sides[side], string(k)+s.String())
	}
	pieces := fmt.Sprintf("Pieces TotalInvisible %d White %s Black %s", 1+rng.IntN(2), strings.Join(sides[0], " "), strings.Join(sides[1], " "))
	if len(sides[2]) > 0 {
		pieces += " Neutral " + strings.Join(sides[2], " ")
	}
	stip := []string{"h#1", "h#1.5", "h#2"}[rng.IntN(3)]
	return "BeginProblem\n" + pieces + "\nStipulation " + stip + "\nEndProblem\n"
}
