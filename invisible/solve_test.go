package invisible

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

func solveFEN(t *testing.T, fen string, n, plies int) []string {
	t.Helper()
	pos, err := movegen.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	lines, err := Solve(context.Background(), Problem{Visible: pos, Invisibles: n, Plies: plies})
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, l := range lines {
		out = append(out, strings.Join(l, " "))
	}
	slices.Sort(out)
	return out
}

// TestPopeyeTests1 is Popeye's TESTS/total_invisible.inp, second problem: three
// solutions, one where an invisible piece shields the black king's capture of a5 and is
// taken by the rook, one where it takes a5, one where it is taken by the pawn.
func TestPopeyeTests1(t *testing.T) {
	got := solveFEN(t, "8/8/k7/P7/2K5/8/8/RR6 w - - 0 1", 1, 3)
	want := []string{"Rb1-b4 Ka6*a5 Ra1-a4", "Rb1-b5 TI~*a5 Ra1*a5", "Rb1-b8 TI~-~ [+bTIb6]a5*b6"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestPawnCaptureShieldsCheck is the position after 1.Qh1-a1 in Popeye's
// EXAMPLES/total_invisible.inp (2nd HM, Caillaud): White is in check along a1-f6, and
// f2*e3 takes one invisible piece while the other one stands on the diagonal.
func TestPawnCaptureShieldsCheck(t *testing.T) {
	pos, err := movegen.ParseFEN("8/8/3N1K2/5PP1/k7/3R4/3B1P2/q7 w - - 0 1")
	if err != nil {
		t.Fatal(err)
	}
	for _, st := range expand(stateList{initial(newBoard(pos, 0), 2)}, false) {
		if st.text == "[+bTIe3]f2*e3" {
			for _, s := range slices.Concat(st.after.list...) {
				if s.pos.InCheck() || s.pos.OwnKingAttacked() {
					t.Fatalf("a state leaves the white king attacked: %s", s.pos.FEN())
				}
			}
			return
		}
	}
	t.Error("no [+bTIe3]f2*e3")
}

// TestInterposeOnTheKingsSquare is Popeye's EXAMPLES/total_invisible.inp (7th HM,
// Crisan & Huber) with the black king on h2: the twelve solutions Popeye 4.104 writes,
// and one it misses, 1.Kh2-h1 Qd3-h3 2.TI~-~ 0-0-0 #, where a black invisible piece
// interposes on h2, the square the king left, pinned there by the queen. Popeye finds
// the same mate when the interposition is on a square no king left (1.Kh2-g1 Qd3-g3
// 2.TI~-~ 0-0-0 #); its problem file notes that it misses solutions in this problem.
func TestInterposeOnTheKingsSquare(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of solving")
	}
	got := solveFEN(t, "8/8/8/8/8/3Q4/5P1k/4K3 b - - 0 1", 2, 4)
	want := []string{
		"Kh2-g1 Qd3-g3 TI~-~ 0-0-0",
		"Kh2-g2 0-0-0 Kg2-h3 Qd3-g3",
		"Kh2-g2 TI~-~ Kg2-h3 Qd3-g3",
		"Kh2-h1 Qd3-g3 Kh1-g1 0-0-0",
		"Kh2-h1 Qd3-h3 TI~-~ 0-0-0", // not in Popeye's output
		"Kh2-h3 0-0-0 Kh3-g2 Qd3-g3",
		"Kh2-h3 0-0-0 Kh3-h2 Qd3-g3",
		"Kh2-h3 0-0-0 TI~-~ Qd3-g3",
		"Kh2-h3 TI~-~ TI~-~ Qd3-g3",
		"TI~*f2 Ke1*f2 Kh2-h3 Qd3-g3",
		"TI~-~ 0-0-0 Kh2-h3 Qd3-g3",
		"TI~-~ Qd3-g3 Kh2-g1 0-0-0",
		"TI~-~ TI~-~ Kh2-h3 Qd3-g3",
	}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestRandomPawnMovePromotes is Popeye's TESTS/total_invisible.inp ("random move by
// invisible pawn results in promotion"): the one solution Popeye 4.104 writes. A state
// placed for one move and played from in place must not be played from twice.
func TestRandomPawnMovePromotes(t *testing.T) {
	got := solveFEN(t, "8/8/8/7B/5N2/4PK2/4PB2/5k1b b - - 0 1", 1, 4)
	want := []string{"TI~-~ Kf3-g3 TI~*e2[e2=bS] Bh5*e2"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestMateRefuterBehindShield is Popeye's EXAMPLES/total_invisible.inp (Sake tourney
// 2018, 6th HM) after 1.Bb3-c2, played on as h#1.5: in twin a) 1...Bb7-g2 2.Bc2-h7
// Rh6-h4 is no mate, as a black rook may stand on h3 and take h4, with a second
// invisible piece on h2 shielding the white king from it throughout; in twin b) the
// black pawn on h3 leaves no room for it and the mate stands (Popeye 4.104 writes
// the line in b) only).
func TestMateRefuterBehindShield(t *testing.T) {
	if testing.Short() {
		t.Skip("a second of solving")
	}
	line := "Bb7-g2 Bc2-h7 Rh6-h4"
	a := solveFEN(t, "8/1B6/7R/4p1B1/5Pk1/4p1N1/2b1PP2/3rr1bK w - - 0 1", 5, 3)
	if slices.Contains(a, line) {
		t.Errorf("twin a): %q is a solution", line)
	}
	b := solveFEN(t, "8/1B6/7R/6B1/5Pk1/4p1Np/2b1PP2/3rr1bK w - - 0 1", 5, 3)
	if !slices.Contains(b, line) {
		t.Errorf("twin b): %q is missing from %q", line, b)
	}
}

// TestMateBehindShields is Popeye's EXAMPLES/total_invisible.inp (Widlert & Maeder,
// Sake tourney 2018, Comm.): Black starts in check from both rooks, which free pieces
// on the lines of the checks make no checks at all. A black queen on h6 and a white
// knight on g8 (1.Qh6-h7 Sg8-h6 2.Qh7-g8 S~), or a black knight interposing on h6 and
// a white bishop on g8 (1.S~-h6 Bg8-h7 2.Sh6-g8 B~), and every move of the white
// piece last mates: the one solution Popeye 4.104 writes, nothing revealed.
func TestMateBehindShields(t *testing.T) {
	if testing.Short() {
		t.Skip("seconds of solving")
	}
	got := solveFEN(t, "5R1k/6p1/8/8/K7/8/8/7R b - - 0 1", 2, 4)
	want := []string{"TI~-~ TI~-~ TI~-~ TI~-~"}
	if !slices.Equal(got, want) {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

// TestShortcutsKeepSolutions solves total-invisible problems of Popeye's files with the
// shortcuts that skip placements whose last move cannot mate and the states that
// leave a capture's square of departure open (openCaptures), and with every placement
// tried, one state per square of departure (solve's exhaustive): the lines and their
// revelations must be the same (their order may differ, as the states come in
// another order).
func TestShortcutsKeepSolutions(t *testing.T) {
	cases := []tiCase{
		{"8/8/k7/P7/2K5/8/8/RR6 w - - 0 1", 1, 3, false},          // TESTS/total_invisible.inp#1
		{"6rk/8/3p3K/7b/8/8/8/7r w - - 0 1", 2, 3, false},         // TESTS/total_invisible.inp#5
		{"8/7p/5K1k/3Q4/8/8/8/8 b - - 0 1", 1, 2, false},          // EXAMPLES/total_invisible.inp#0
		{"8/8/8/8/8/Q7/PpK5/k7 b - - 0 1", 1, 2, false},           // EXAMPLES/total_invisible.inp#1
		{"1K6/4n3/8/8/8/8/8/kn5Q b - - 0 1", 1, 4, false},         // EXAMPLES/total_invisible.inp#2
		{"1K3b2/8/1k6/pP6/p1P5/4p3/3P4/8 b - - 0 1", 2, 4, true},  // EXAMPLES/total_invisible.inp#17
		{"4k3/rp6/8/8/8/7Q/8/7K b - - 0 1", 2, 4, true},           // EXAMPLES/total_invisible.inp#20
		{"8/8/3N1K2/5PP1/k7/3R4/3B1P2/q7 w - - 0 1", 2, 3, false}, // total_invisible.inp#10 after 1.Qh1-a1
		{"1b1N4/p6r/bk1K4/p7/8/8/8/1r6 b - - 0 1", 1, 4, true},    // TESTS/total_invisible.inp#6
	}
	eachTICase(t, cases, func(c tiCase, pos *movegen.Position) {
		var got [2][]Line
		var err error
		for i, exhaustive := range []bool{false, true} {
			if got[i], err = solve(context.Background(), Problem{Visible: pos.Clone(), Invisibles: c.n, Plies: c.plies}, exhaustive); err != nil {
				t.Fatal(err)
			}
		}
		for i := range got {
			slices.SortFunc(got[i], func(a, b Line) int { return slices.Compare(a, b) })
		}
		if !slices.EqualFunc(got[0], got[1], slices.Equal) {
			t.Errorf("%s: with shortcuts %q\nwith every placement %q", c.fen, got[0], got[1])
		}
		if len(got[0]) == 0 {
			t.Errorf("%s: no solution to compare", c.fen)
		}
	})
}

// tiCase is a test position of the TI solver: a FEN, the number of invisibles, the
// half-moves to play, and whether it runs only without -short.
type tiCase struct {
	fen      string
	n, plies int
	slow     bool
}

// eachTICase calls f with each case and its position, leaving out the slow ones under
// -short.
func eachTICase(t *testing.T, cases []tiCase, f func(c tiCase, pos *movegen.Position)) {
	t.Helper()
	for _, c := range cases {
		if c.slow && testing.Short() {
			continue
		}
		pos, err := movegen.ParseFEN(c.fen)
		if err != nil {
			t.Fatal(err)
		}
		f(c, pos)
	}
}
