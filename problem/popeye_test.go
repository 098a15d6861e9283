package problem

// TestPopeyeRandom compares cpls with a Popeye binary on random positions, one
// stipulation at a time: a development tool for the goals and play types whose rules
// are read off Popeye's output. It runs only with -popeye naming the binary:
//
//	go test ./problem -run PopeyeRandom -popeye /path/to/py -popeye.stips 'x2,hx2,ser-x3' -popeye.n 50
//
// A stipulation written "S:text" is given as SStipulation text ("S:white 3h[1a[x]d]h").
//
// Each stipulation gets -popeye.n random legal positions (seeded by -popeye.seed); a
// position whose outputs differ (CanonicalOutput) fails the test with its input.

import (
	"context"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/legality"
	"github.com/cpls-dev/cpls/movegen"
)

var (
	popeyeBin     = flag.String("popeye", "", "a Popeye binary to compare with (TestPopeyeRandom)")
	popeyeStips   = flag.String("popeye.stips", "#2,h#2,s#2,ser-#3", "comma-separated stipulations for TestPopeyeRandom")
	popeyeN       = flag.Int("popeye.n", 30, "random positions per stipulation for TestPopeyeRandom")
	popeyeSeed    = flag.Uint64("popeye.seed", 1, "seed of TestPopeyeRandom's positions")
	popeyeOpts    = flag.String("popeye.options", "", "an Option line's options for every TestPopeyeRandom problem")
	popeyeDump    = flag.String("popeye.dump", "", "write the canonical outputs of TestPopeyeRandom's differences to this directory")
	popeyeVerbose = flag.Bool("popeye.v", false, "log every TestPopeyeRandom problem with Popeye's output")
	popeyeMax     = flag.Int("popeye.pieces", 8, "most pieces besides the kings in TestPopeyeRandom's positions")
)

func TestPopeyeRandom(t *testing.T) {
	if *popeyeBin == "" {
		t.Skip("no -popeye binary given")
	}
	dir := t.TempDir()
	for _, stip := range strings.Split(*popeyeStips, ",") {
		t.Run(stip, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(*popeyeSeed, uint64(len(stip))*7919+uint64(stip[len(stip)-1])))
			differ, skipped := 0, 0
			for i := 0; i < *popeyeN; i++ {
				src := randomProblem(rng, stip, *popeyeOpts)
				want, ok := runPopeye(t, dir, src)
				if !ok {
					skipped++
					continue
				}
				ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
				got := solveText(ctx, []byte(src))
				cancel()
				if *popeyeVerbose {
					t.Logf("%s%s", src, want)
				}
				if CanonicalOutput(got.Text) != CanonicalOutput(want) {
					differ++
					if *popeyeDump != "" {
						name := filepath.Join(*popeyeDump, fmt.Sprintf("%s-%d", strings.NewReplacer("#", "M", "/", "_", "=", "S").Replace(stip), i))
						_ = os.WriteFile(name+".inp", []byte(src), 0o644)
						_ = os.WriteFile(name+".cpls", []byte(CanonicalOutput(got.Text)), 0o644)
						_ = os.WriteFile(name+".popeye", []byte(CanonicalOutput(want)), 0o644)
					}
					if differ <= 3 {
						t.Errorf("differs:\n%s--- cpls\n%s--- popeye\n%s", src, got.Text, want)
					}
				}
			}
			t.Logf("%s: %d positions, %d differ, %d skipped (Popeye too slow)", stip, *popeyeN, differ, skipped)
		})
	}
}

// runPopeye returns Popeye's -regression output for src, or false when it takes more
// than 20 seconds.
func runPopeye(t *testing.T, dir, src string) (string, bool) {
	t.Helper()
	return runPopeyeWithin(t, dir, src, 20*time.Second)
}

// runPopeyeWithin returns Popeye's -regression output for src, or false when it takes
// more than limit.
func runPopeyeWithin(t *testing.T, dir, src string, limit time.Duration) (string, bool) {
	t.Helper()
	in := filepath.Join(dir, "p.inp")
	if err := os.WriteFile(in, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	// Unbuffered, Popeye's standard output and error (the king-capture message) merge
	// in the order written, as in the golden outputs (testdata/popeye/README.md).
	cmd := exec.CommandContext(ctx, *popeyeBin, "-regression", in)
	if stdbuf, err := exec.LookPath("stdbuf"); err == nil {
		cmd = exec.CommandContext(ctx, stdbuf, "-o0", *popeyeBin, "-regression", in)
	}
	out, err := cmd.CombinedOutput()
	if ctx.Err() != nil {
		return "", false
	}
	if err != nil {
		t.Fatalf("popeye: %v\n%s", err, out)
	}
	return string(out), true
}

// randomProblem writes a problem with a random legal position (both kings, up to
// -popeye.pieces other pieces) and the stipulation stip.
func randomProblem(rng *rand.Rand, stip, opts string) string {
	for {
		pos := movegen.NewEmpty()
		place := func(pc movegen.Piece) {
			for {
				s := movegen.Square(rng.IntN(64))
				if pos.PieceAt(s) != movegen.NoPiece {
					continue
				}
				if pc.Type() == movegen.Pawn && (s.Rank() == 0 || s.Rank() == 7) {
					continue
				}
				pos.Put(s, pc)
				return
			}
		}
		place(movegen.MakePiece(movegen.White, movegen.King))
		place(movegen.MakePiece(movegen.Black, movegen.King))
		kinds := []movegen.PieceType{movegen.Pawn, movegen.Pawn, movegen.Pawn, movegen.Knight,
			movegen.Bishop, movegen.Rook, movegen.Rook, movegen.Queen}
		for n := 2 + rng.IntN(*popeyeMax-1); n > 0; n-- {
			place(movegen.MakePiece(movegen.Color(rng.IntN(2)), kinds[rng.IntN(len(kinds))]))
		}
		if rng.IntN(4) == 0 {
			castlingSetup(rng, pos)
		}
		bad := false
		for _, v := range legality.Validate(pos, legality.Options{}) {
			if v.Severity == legality.SeverityError {
				bad = true
			}
		}
		if bad {
			continue
		}
		var b strings.Builder
		b.WriteString("BeginProblem\n")
		for _, c := range []movegen.Color{movegen.White, movegen.Black} {
			b.WriteString(map[movegen.Color]string{movegen.White: "Pieces White", movegen.Black: "\n  Black"}[c])
			for s := movegen.Square(0); s < 64; s++ {
				if pc := pos.PieceAt(s); pc != movegen.NoPiece && pc.Color() == c {
					fmt.Fprintf(&b, " %c%s", "?PSBRQK"[pc.Type()], s)
				}
			}
		}
		if text, ok := strings.CutPrefix(stip, "S:"); ok {
			fmt.Fprintf(&b, "\nSStipulation %s\n", text) // a structured stipulation
		} else {
			fmt.Fprintf(&b, "\nStipulation %s\n", stip)
		}
		if opts != "" {
			fmt.Fprintf(&b, "Option %s\n", opts)
		}
		b.WriteString("EndProblem\n")
		return b.String()
	}
}

// castlingSetup moves a king and rooks of a random side to their initial squares, so
// that castling can be played.
func castlingSetup(rng *rand.Rand, pos *movegen.Position) {
	c := movegen.Color(rng.IntN(2))
	rank := 0
	if c == movegen.Black {
		rank = 7
	}
	k := pos.King(c)
	home := movegen.MakeSquare(4, rank)
	if pos.PieceAt(home) != movegen.NoPiece {
		return
	}
	pos.Remove(k)
	pos.Put(home, movegen.MakePiece(c, movegen.King))
	for _, f := range []int{0, 7} {
		if s := movegen.MakeSquare(f, rank); pos.PieceAt(s) == movegen.NoPiece && rng.IntN(3) != 0 {
			pos.Put(s, movegen.MakePiece(c, movegen.Rook))
		}
	}
}
