package solver_test

// The differential test: solver.Solve against the brute-force reference of
// reference_test.go, on random small positions (every play type), on hand-picked
// positions (testdata/crosscheck/positions.txt) and on the corpus problems small enough
// for brute force. Any difference fails the test unless its id is listed in
// testdata/crosscheck/known.txt ("id | reason", one line each; "//" starts a comment
// line); a listed id that agrees now is logged so that it can be removed.
//
// Ids: "<stipulation> <FEN>" for random and hand-picked positions (the FEN with the side
// that moves first to move), "corpus <corpus id>[ twin <label>]" for corpus problems.
// A failing random position is also shrunk (pieces, castling rights and the en-passant
// square removed while the difference stays) and the smallest form is reported.
//
//	go test -short -run CrossCheck ./solver                 the default run
//	go test -run CrossCheck ./solver                        more positions, larger limits
//	go test -run CrossCheck ./solver -crosscheck.n 2000     this many random positions per play type
//	go test -run CrossCheck/random/help ./solver -crosscheck.v   log every comparison

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/legality"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
)

var (
	crossN       = flag.Int("crosscheck.n", 0, "random positions per play type (0: 30 with -short, 1000 without)")
	crossSeed    = flag.Uint64("crosscheck.seed", 1, "seed of the random positions")
	crossVerbose = flag.Bool("crosscheck.v", false, "log every comparison with its facts")
)

const crossDir = "testdata/crosscheck"

// crossCase is one comparison: a position, a stipulation and the options that matter.
type crossCase struct {
	id     string
	pos    *movegen.Position
	stip   solver.Stipulation
	duplex bool // solve the swapped half too
	half   bool // HalfDuplex: only the swapped half
	tries  bool // battle play: compare tries with one refutation
	// goalIsEnd is Options.GoalIsEnd.
	goalIsEnd bool
	limit     int // the reference's node limit
	// want is the reference's answer when it is already known (random positions are
	// chosen by it).
	want []string
	// rules makes the game pos is solved under; nil: orthodox chess.
	rules func(*movegen.Position) rules.Game
}

// game returns c's position under its rules, for one solve.
func (c crossCase) game() rules.Game {
	if c.rules == nil {
		return rules.NewOrthodox(c.pos)
	}
	return c.rules(c.pos)
}

// refOptions are c's options for the reference.
func (c crossCase) refOptions() refOptions {
	return refOptions{duplex: c.duplex, halfDuplex: c.half, tries: c.tries, goalIsEnd: c.goalIsEnd}
}

// maxAttempts is how many random positions are tried to find one with a solution.
const maxAttempts = 40

// crossOutcome is the result of one comparison.
type crossOutcome int

const (
	agree    crossOutcome = iota
	differ                // the solver and the reference disagree
	tooLarge              // the reference would exceed its node limit: not compared
)

// compare solves c with both and returns the outcome, the reference's facts and, when
// they differ, what each found that the other did not.
func compare(t *testing.T, c crossCase) (out crossOutcome, want []string, diff string) {
	t.Helper()
	want, nodes := c.want, 0
	if want == nil {
		var ok bool
		want, nodes, ok = refSolveOpts(c.game(), c.stip, c.refOptions(), c.limit)
		if !ok {
			return tooLarge, nil, ""
		}
	}
	got, err := solverFacts(c)
	if err != nil {
		return differ, want, "\n    solver error: " + err.Error()
	}
	if *crossVerbose {
		t.Logf("%s (reference %d nodes)\n  %s", c.id, nodes, strings.Join(want, "\n  "))
	}
	refOnly, solverOnly := setDiff(want, got), setDiff(got, want)
	if len(refOnly) == 0 && len(solverOnly) == 0 {
		return agree, want, ""
	}
	var b strings.Builder
	if len(refOnly) > 0 {
		fmt.Fprintf(&b, "\n    reference only: %s", strings.Join(refOnly, "; "))
	}
	if len(solverOnly) > 0 {
		fmt.Fprintf(&b, "\n    solver only:    %s", strings.Join(solverOnly, "; "))
	}
	return differ, want, b.String()
}

// solverFacts solves c with package solver and writes its answer as the reference's
// facts.
func solverFacts(c crossCase) ([]string, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	opts := solver.Options{Try: c.tries, Duplex: c.duplex, HalfDuplex: c.half, GoalIsEnd: c.goalIsEnd}
	res, err := solver.Solve(ctx, c.game(), c.stip, opts)
	if err != nil {
		return nil, err
	}
	var facts []string
	if res.Status == solver.Interrupted {
		facts = append(facts, "interrupted: "+fmt.Sprint(res.Err))
	}
	for _, h := range res.Halves {
		prefix := ""
		if h.Attacker == movegen.Black {
			prefix = "duplex "
		}
		if slices.Contains(h.Notes, solver.KingCapturable) {
			facts = append(facts, prefix+"unsolvable")
		}
		facts = append(facts, prefix+"half-status "+h.Status.String())
		for _, k := range h.Keys {
			switch k.Mark {
			case solver.Key:
				facts = append(facts, prefix+"key "+k.Move.UCI())
			case solver.TryMark:
				for _, r := range k.Refutations {
					facts = append(facts, prefix+"try "+k.Move.UCI()+" but "+r.Move.UCI())
				}
			case solver.GoalByAttacker:
				facts = append(facts, prefix+"attacker-goal "+k.Move.UCI())
			default:
				facts = append(facts, prefix+"unmarked first move "+k.Move.UCI())
			}
		}
		for _, l := range h.Lines {
			kind := "line "
			switch {
			case l.ByAttacker:
				kind = "attacker-goal "
			case l.Reci && l.Short:
				kind = "short-reci-line "
			case l.Reci:
				kind = "reci-line "
			case l.Short:
				kind = "short-line "
			}
			facts = append(facts, prefix+kind+uciLine(l.Moves))
		}
	}
	facts = append(facts, fmt.Sprintf("count %d full %d short", res.Solutions, res.ShortSolutions))
	facts = append(facts, "status "+res.Status.String())
	sort.Strings(facts)
	return facts, nil
}

// setDiff returns the elements of a (sorted) not in b, duplicates counted.
func setDiff(a, b []string) []string {
	count := map[string]int{}
	for _, s := range b {
		count[s]++
	}
	var out []string
	for _, s := range a {
		if count[s] > 0 {
			count[s]--
			continue
		}
		out = append(out, s)
	}
	return out
}

// ---- Known mismatches ----

// knownList is testdata/crosscheck/known.txt: the ids of known mismatches with their
// reasons, and which of them were seen to differ in this run.
type knownList struct {
	reasons map[string]string
	order   []string
	seen    map[string]bool
}

func loadKnown(t *testing.T) *knownList {
	t.Helper()
	k := &knownList{reasons: map[string]string{}, seen: map[string]bool{}}
	data, err := os.ReadFile(filepath.Join(crossDir, "known.txt"))
	if err != nil {
		t.Fatalf("crosscheck: %v", err)
	}
	for i, line := range strings.Split(string(data), "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		id, reason, ok := strings.Cut(line, " | ")
		if !ok {
			t.Fatalf("crosscheck: known.txt:%d: want \"id | reason\"", i+1)
		}
		id = strings.TrimSpace(id)
		k.reasons[id] = strings.TrimSpace(reason)
		k.order = append(k.order, id)
	}
	return k
}

// check compares c and fails t on an unlisted difference; a too large case is counted in
// skipped. It returns the outcome and whether the reference found a key or a line.
func (k *knownList) check(t *testing.T, c crossCase, skipped *int) (crossOutcome, bool) {
	t.Helper()
	out, want, diff := compare(t, c)
	found := hasSolution(want)
	switch out {
	case tooLarge:
		*skipped++
	case differ:
		if reason, ok := k.reasons[c.id]; ok {
			k.seen[c.id] = true
			t.Logf("known mismatch %s (%s)%s", c.id, reason, diff)
			return out, found
		}
		t.Errorf("mismatch %s%s%s", c.id, shrunkNote(t, c), diff)
	case agree:
		if _, ok := k.reasons[c.id]; ok {
			t.Logf("known mismatch %s agrees now: remove it from known.txt", c.id)
		}
	}
	return out, found
}

// ---- Random positions ----

// playType is one group of random positions: the stipulations it cycles through, each
// with the number of pieces besides the kings and the reference's node limit, and the
// option GoalIsEnd for all of them.
type playType struct {
	name      string
	stips     []randomStip
	goalIsEnd bool
	// orthodoxOnly: the solver refuses these stipulations on other rules (the goals of
	// a move that leaves the mover's king in check), so the seam tests skip them.
	orthodoxOnly bool
}

type randomStip struct {
	stip      string
	minExtra  int
	maxExtra  int
	limit     int
	longLimit int // the limit without -short
}

var playTypes = []playType{
	{name: "direct", stips: []randomStip{
		{"#1", 2, 5, 20_000, 50_000},
		{"#2", 1, 5, 60_000, 400_000},
		{"#3", 1, 3, 150_000, 2_000_000},
		{"=1", 2, 5, 20_000, 50_000},
		{"=2", 1, 4, 60_000, 400_000},
		{"=3", 1, 2, 150_000, 2_000_000},
		{"==2", 1, 4, 60_000, 400_000},
	}},
	{name: "self", stips: []randomStip{
		{"s#1", 2, 5, 30_000, 100_000},
		{"s#2", 1, 4, 150_000, 2_000_000},
		{"s=1", 2, 5, 30_000, 100_000},
	}},
	{name: "reflex", stips: []randomStip{
		{"r#1", 2, 5, 30_000, 100_000},
		{"r#2", 1, 4, 150_000, 2_000_000},
		{"r=1", 2, 5, 30_000, 100_000},
	}},
	{name: "help", stips: []randomStip{
		{"h#1", 2, 5, 20_000, 50_000},
		{"h#1.5", 1, 4, 40_000, 200_000},
		{"h#2", 1, 4, 150_000, 1_000_000},
		{"h#2.5", 1, 3, 200_000, 3_000_000},
		{"h#3", 1, 2, 300_000, 5_000_000},
		{"h=2", 1, 4, 150_000, 1_000_000},
		{"h=2.5", 1, 3, 200_000, 3_000_000},
		{"h==2", 1, 4, 150_000, 1_000_000},
		{"h=3", 1, 2, 300_000, 5_000_000},
	}},
	{name: "series", stips: []randomStip{
		{"ser-#2", 1, 5, 40_000, 200_000},
		{"ser-#3", 1, 4, 100_000, 1_000_000},
		{"ser-#4", 1, 3, 200_000, 3_000_000},
		{"ser-h#2", 1, 5, 40_000, 200_000},
		{"ser-h#3", 1, 4, 100_000, 1_000_000},
		{"ser-h#4", 1, 3, 200_000, 3_000_000},
		{"ser-s#2", 1, 4, 60_000, 400_000},
		{"ser-s#3", 1, 3, 150_000, 2_000_000},
		{"ser-r#2", 1, 4, 60_000, 400_000},
		{"ser-=2", 1, 4, 40_000, 200_000},
		{"ser-=3", 1, 3, 150_000, 2_000_000},
		{"ser-h=3", 1, 3, 150_000, 2_000_000},
		{"ser-h=4", 1, 3, 200_000, 3_000_000},
		{"ser-hs#1", 1, 4, 40_000, 200_000},
		{"ser-hs#2", 1, 4, 100_000, 1_000_000},
		{"ser-hs#3", 1, 3, 200_000, 3_000_000},
		{"ser-hs=2", 1, 4, 100_000, 1_000_000},
	}},
	{name: "goals-direct", stips: goalStips([]string{"x2", "+2", "~1", "002", "ep2", "zd52", "c812", "%2", "!=2", "ct3", "<>3", "kd42"})},
	{name: "goals-help", stips: goalStips([]string{"hx2", "h+2", "h~1.5", "h002", "hep2", "hzd42", "hc812", "h%2", "h!=2", "hct2", "h<>2", "hkd42", "hx2.5"})},
	{name: "goals-self-reflex", stips: goalStips([]string{"sx2", "s+2", "rx2", "r+2", "s002", "rc812", "sc812", "s!=2", "rzd52"})},
	{name: "goals-series", stips: goalStips([]string{"ser-x3", "ser-+3", "ser-003", "ser-hx3", "ser-sx3", "ser-rx3", "ser-zd43", "ser-c813", "ser-ct4", "ser-<>4", "ser-kd43", "ser-!=3", "ser-hep3"})},
	{name: "exact", stips: goalStips([]string{"exact-#2", "exact-#3", "exact-s#2", "exact-r#2", "exact-h#2", "exact-h#2.5",
		"exact-ser-#3", "exact-ser-h#3", "exact-ser-s#3", "exact-ser-r#3", "exact-x2", "exact-hx2", "exact-sx2", "exact-ser-x3", "exact-rx2"})},
	{name: "reci", stips: goalStips([]string{"reci-h#1", "reci-h#2", "reci-h=2", "reci-h(=)#2", "reci-h(#)=2", "reci-h#1.5",
		"ser-reci-h#2", "ser-reci-h#3", "ser-reci-h(=)#3", "reci-hx2", "reci-h(x)#2", "reci-h(=)#1"})},
	{name: "hs-hr-semi", stips: goalStips([]string{"hs#1", "hs#2", "hs#1.5", "hs#2.5", "hr#1", "hr#2", "hr#1.5", "hr#2.5",
		"semi-r#1", "semi-r#2", "semi-r#3", "hs=2", "hrx2", "hsx2", "semi-rx2"})},
	{name: "parry", stips: goalStips([]string{"pser-#2", "pser-#3", "pser-s#2", "pser-s#3", "pser-r#2", "pser-r#3", "pser-h#2", "pser-h#3",
		"phser-#2", "phser-#3", "phser-s#2", "phser-r#2", "pser-=2", "pser-h=3", "pser-s=2", "pser-x2", "pser-hx3"})},
	{name: "self-check-goals", orthodoxOnly: true, stips: goalStips([]string{"##1", "##2", "##!1", "##!2", "!#1", "!#2", "h##1", "h##2", "h##!2", "h!#1.5",
		"h!#2", "ser-##2", "ser-!#3", "ser-h##!2", "ser-h!#2", "r##!2", "semi-r##!1", "reci-h##2", "ser-r!#2", "h##1.5"})},
	{name: "intro", stips: introStips([]string{"1->ser-#2", "2->ser-#2", "1->ser-h#2", "2->ser-h#2", "1->ser-=2", "1->ser-s#2",
		"1->ser-r#2", "2->pser-h#2", "1->ser-x2", "2->ser-h=1", "1->pser-#2", "1->ser-reci-h#2", "3->ser-#1", "3->ser-=1"})},
	{name: "help-direct", stips: introStips([]string{"hd#1", "hd#2", "hdn#2", "hd/#2", "hdn/#1", "hd=1", "hdx1", "hd+1", "hdn#1",
		"ht#1", "ht#2", "ht=1", "htx1"})},
	{name: "mate-or-stalemate", stips: goalStips([]string{"#=2", "h#=2", "h#=1.5", "s#=2", "r#=2", "ser-#=3", "ser-h#=3", "semi-r#=2", "hs#=2"})},
	{name: "goal-is-end", goalIsEnd: true, stips: goalStips([]string{"x2", "c812", "hx2", "hc812", "sx2", "sc812", "ser-x3", "ser-c813", "ser-hc813", "ser-sx3", "hzd42", "ser-zd43"})},
}

// goalStips gives each stipulation of the goals' groups the same piece counts and
// limits: one to four pieces besides the kings.
func goalStips(stips []string) []randomStip {
	var out []randomStip
	for _, s := range stips {
		out = append(out, randomStip{s, 1, 4, 100_000, 1_000_000})
	}
	return out
}

// introStips is goalStips for series play after introductory moves and for help-direct
// play, which multiply the reference's work: up to three pieces besides the kings, lower
// limits.
func introStips(stips []string) []randomStip {
	var out []randomStip
	for _, s := range stips {
		out = append(out, randomStip{s, 1, 3, 30_000, 300_000})
	}
	return out
}

func TestCrossCheckRandom(t *testing.T) {
	known := loadKnown(t)
	n := *crossN
	if n == 0 {
		n = 30
		if !testing.Short() {
			n = 1000
		}
	}
	for _, pt := range playTypes {
		t.Run(pt.name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(*crossSeed, seedOf(pt.name)))
			var compared, skipped, solved, differed int
			for i := 0; i < n; i++ {
				rs := pt.stips[i%len(pt.stips)]
				stip := mustStip(t, rs.stip)
				limit := rs.limit
				if !testing.Short() {
					limit = rs.longLimit
				}
				// Most positions must have a key or a line (random ones rarely do, and an
				// answer "nothing" proves little); the others are taken as they come.
				wantFound := i%10 < 7
				var c crossCase
				for attempt := 0; ; attempt++ {
					extra := rs.minExtra + rng.IntN(rs.maxExtra-rs.minExtra+1)
					pos := randomPosition(rng, stip, extra)
					c = crossCase{id: rs.stip + " " + pos.FEN(), pos: pos, stip: stip, tries: battle(stip), limit: limit,
						goalIsEnd: pt.goalIsEnd}
					if pt.goalIsEnd {
						c.id = rs.stip + " goalisend " + pos.FEN()
					}
					if !wantFound || attempt == maxAttempts {
						break
					}
					// Positions that take the reference long are dropped here, not compared.
					facts, _, ok := refSolveOpts(c.game(), c.stip, c.refOptions(), c.limit/4)
					if ok && hasSolution(facts) {
						c.want = facts
						break
					}
				}
				out, found := known.check(t, c, &skipped)
				if out != tooLarge {
					compared++
				}
				if out == differ {
					differed++
				}
				if found {
					solved++
				}
			}
			t.Logf("%s: %d positions compared (%d with a solution or key, %d differ), %d over the node limit",
				pt.name, compared, solved, differed, skipped)
		})
	}
}

// hasSolution reports whether the reference's facts hold a key or a line (for the
// statistics only: a cross-check of empty answers proves little).
func hasSolution(facts []string) bool {
	for _, f := range facts {
		if strings.HasPrefix(f, "key ") || strings.HasPrefix(f, "line ") || strings.HasPrefix(f, "short-line ") {
			return true
		}
	}
	return false
}

// battle reports whether stip is battle play (where tries are compared).
func battle(stip solver.Stipulation) bool {
	return !stip.Series && stip.Play != solver.Help
}

func seedOf(s string) uint64 {
	h := uint64(14695981039346656037)
	for i := 0; i < len(s); i++ {
		h = (h ^ uint64(s[i])) * 1099511628211
	}
	return h
}

// randomPosition returns a position legal by legality.Validate with both kings (rarely
// one), extra other pieces and the side that moves first in stip to move. It favours
// what makes the play interesting: the victim's king near an edge with pieces around it,
// pawns about to promote, kings and rooks ready to castle, a pawn that may be taken en
// passant.
func randomPosition(rng *rand.Rand, stip solver.Stipulation, extra int) *movegen.Position {
	mover := startingSide(stip, movegen.White)
	victim := movegen.Black // whose king the goal is about
	if stip.Play == solver.Self || stip.Play == solver.Reflex || stip.End == solver.EndSelf || stip.End == solver.EndReflex {
		victim = movegen.White
	}
	for {
		pos := movegen.NewEmpty()
		empty := func(s movegen.Square) bool { return pos.PieceAt(s) == movegen.NoPiece }
		near := func(s movegen.Square) movegen.Square { // a random square at most 2 steps from s
			f := min(7, max(0, s.File()+rng.IntN(5)-2))
			r := min(7, max(0, s.Rank()+rng.IntN(5)-2))
			return movegen.MakeSquare(f, r)
		}
		var rights uint8
		// Kings: castling-ready at home sometimes, else anywhere; the victim's mostly at
		// an edge.
		for _, c := range []movegen.Color{movegen.White, movegen.Black} {
			if rng.IntN(6) == 0 {
				home := 0
				if c == movegen.Black {
					home = 7
				}
				pos.Put(movegen.MakeSquare(4, home), movegen.MakePiece(c, movegen.King))
				kingside, queenside := movegen.WhiteKingside, movegen.WhiteQueenside
				if c == movegen.Black {
					kingside, queenside = movegen.BlackKingside, movegen.BlackQueenside
				}
				if rng.IntN(3) != 0 {
					pos.Put(movegen.MakeSquare(7, home), movegen.MakePiece(c, movegen.Rook))
					rights |= kingside
				}
				if rng.IntN(3) != 0 {
					pos.Put(movegen.MakeSquare(0, home), movegen.MakePiece(c, movegen.Rook))
					rights |= queenside
				}
				continue
			}
			if rng.IntN(40) == 0 {
				continue // no king: Popeye's NoWk/NoBk
			}
			var s movegen.Square
			for {
				s = movegen.Square(rng.IntN(64))
				if c == victim && rng.IntN(4) != 0 {
					if rng.IntN(2) == 0 {
						s = movegen.MakeSquare(s.File(), []int{0, 7}[rng.IntN(2)])
					} else {
						s = movegen.MakeSquare([]int{0, 7}[rng.IntN(2)], s.Rank())
					}
				}
				if empty(s) {
					break
				}
			}
			pos.Put(s, movegen.MakePiece(c, movegen.King))
		}
		pos.SetCastling(rights)
		// A pawn that has just made a double step, and an enemy pawn beside it.
		if rng.IntN(6) == 0 {
			f := rng.IntN(8)
			jumped, beyond, start, capRank := 3, 2, 1, 3 // White jumped, Black captures
			if mover == movegen.White {
				jumped, beyond, start, capRank = 4, 5, 6, 4
			}
			side := f - 1
			if f == 0 || (f < 7 && rng.IntN(2) == 0) {
				side = f + 1
			}
			sq := []movegen.Square{movegen.MakeSquare(f, jumped), movegen.MakeSquare(f, beyond),
				movegen.MakeSquare(f, start), movegen.MakeSquare(side, capRank)}
			if empty(sq[0]) && empty(sq[1]) && empty(sq[2]) && empty(sq[3]) {
				pos.Put(sq[0], movegen.MakePiece(mover.Other(), movegen.Pawn))
				pos.Put(sq[3], movegen.MakePiece(mover, movegen.Pawn))
				pos.SetEnPassant(sq[1])
			}
		}
		victimKing := pos.King(victim)
		kinds := []movegen.PieceType{movegen.Pawn, movegen.Pawn, movegen.Pawn, movegen.Knight, movegen.Knight,
			movegen.Bishop, movegen.Bishop, movegen.Rook, movegen.Rook, movegen.Queen}
		for placed := 0; placed < extra; {
			c := movegen.Color(rng.IntN(2))
			pt := kinds[rng.IntN(len(kinds))]
			s := movegen.Square(rng.IntN(64))
			switch {
			case pt == movegen.Pawn && rng.IntN(2) == 0:
				// About to promote.
				r := 6
				if c == movegen.Black {
					r = 1
				}
				s = movegen.MakeSquare(rng.IntN(8), r)
			case victimKing != movegen.NoSquare && rng.IntN(2) == 0:
				s = near(victimKing)
			}
			if pt == movegen.Pawn && (s.Rank() == 0 || s.Rank() == 7) {
				continue
			}
			if !empty(s) {
				continue
			}
			pos.Put(s, movegen.MakePiece(c, pt))
			placed++
		}
		pos.SetSideToMove(mover)
		if legal(pos) {
			return pos
		}
	}
}

// legal reports whether legality.Validate finds no error in pos; a missing king is
// allowed (Popeye's NoWk and NoBk).
func legal(pos *movegen.Position) bool {
	opts := legality.Options{
		NoWhiteKing:   pos.King(movegen.White) == movegen.NoSquare,
		NoBlackKing:   pos.King(movegen.Black) == movegen.NoSquare,
		CastlingGiven: true,
	}
	for _, v := range legality.Validate(pos, opts) {
		if v.Severity == legality.SeverityError {
			return false
		}
	}
	return true
}

// shrunkNote shrinks a differing case and describes the smallest form, if smaller.
func shrunkNote(t *testing.T, c crossCase) string {
	t.Helper()
	c.want = nil
	small := shrink(t, c)
	if small.pos.FEN() == c.pos.FEN() {
		return ""
	}
	_, _, diff := compare(t, small)
	return "\n    smallest form: " + small.stip.String() + " " + small.pos.FEN() + diff
}

// shrink removes pieces other than kings, castling rights and the en-passant square from
// c's position one at a time, keeping each removal after which the position is still
// legal and the solver and the reference still differ.
func shrink(t *testing.T, c crossCase) crossCase {
	t.Helper()
	still := func(p *movegen.Position) bool {
		if !legal(p) {
			return false
		}
		d := c
		d.pos, d.want = p, nil
		out, _, _ := compare(t, d)
		return out == differ
	}
	for changed := true; changed; {
		changed = false
		var tries []*movegen.Position
		if c.pos.EnPassant() != movegen.NoSquare {
			p := c.pos.Clone()
			p.SetEnPassant(movegen.NoSquare)
			tries = append(tries, p)
		}
		for bit := uint8(1); bit <= movegen.BlackQueenside; bit <<= 1 {
			if c.pos.Castling()&bit != 0 {
				p := c.pos.Clone()
				p.SetCastling(c.pos.Castling() &^ bit)
				tries = append(tries, p)
			}
		}
		for s := range c.pos.Occupied().Squares() {
			if c.pos.PieceAt(s).Type() != movegen.King {
				p := c.pos.Clone()
				p.Remove(s)
				tries = append(tries, p)
			}
		}
		for _, p := range tries {
			if still(p) {
				c.pos, changed = p, true
				break
			}
		}
	}
	return c
}

// ---- Hand-picked positions ----

// TestCrossCheckPositions compares the positions of testdata/crosscheck/positions.txt:
// lines "stipulation [duplex|halfduplex] | FEN | what it exercises".
func TestCrossCheckPositions(t *testing.T) {
	known := loadKnown(t)
	f, err := os.Open(filepath.Join(crossDir, "positions.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	lineNo, compared, skipped := 0, 0, 0
	for sc.Scan() {
		lineNo++
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "//") {
			continue
		}
		fields := strings.Split(line, "|")
		if len(fields) != 3 {
			t.Fatalf("positions.txt:%d: want \"stipulation | FEN | comment\"", lineNo)
		}
		words := strings.Fields(fields[0])
		fen := strings.TrimSpace(fields[1])
		pos, err := movegen.ParseFEN(fen)
		if err != nil {
			t.Fatalf("positions.txt:%d: %v", lineNo, err)
		}
		if !legal(pos) {
			t.Fatalf("positions.txt:%d: %s is illegal", lineNo, fen)
		}
		stip := mustStip(t, words[0])
		c := crossCase{id: strings.Join(words, " ") + " " + fen, pos: pos, stip: stip, tries: battle(stip), limit: 20_000_000}
		for _, w := range words[1:] {
			switch w {
			case "duplex":
				c.duplex = true
			case "halfduplex":
				c.half = true
			default:
				t.Fatalf("positions.txt:%d: unknown option %q", lineNo, w)
			}
		}
		if out, _ := known.check(t, c, &skipped); out != tooLarge {
			compared++
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if skipped > 0 {
		t.Errorf("%d hand-picked positions exceed the node limit", skipped)
	}
	t.Logf("%d hand-picked positions compared", compared)
}

// ---- Corpus ----

const crossCorpus = "../../shared/corpus/popeye-orthodox.jsonl"

// TestCrossCheckCorpus compares the corpus problems whose brute force stays under the
// node limit. Options that change the answer in ways the reference does not model
// (Threat, MaxFlightSquares, Quodlibet, PostKeyPlay, MaxSolutions,
// StopOnShortSolutions) keep a twin out; display options do not matter here.
func TestCrossCheckCorpus(t *testing.T) {
	known := loadKnown(t)
	f, err := os.Open(crossCorpus)
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	defer f.Close()
	limit := 100_000
	if !testing.Short() {
		limit = 20_000_000
	}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	compared, skipped, unsupported := 0, 0, 0
	// -short compares every second record; without it, all.
	every := 1
	if testing.Short() {
		every = 2
	}
	for i := 0; sc.Scan(); i++ {
		if i%every != 0 {
			continue
		}
		var rec struct {
			ID    string `json:"id"`
			Input string `json:"input"`
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			t.Fatal(err)
		}
		src := []byte(rec.Input)
		file := parser.Parse(src)
		for _, p := range file.Problems {
			pr := problem.Load(src, p)
			for _, tw := range pr.Twins {
				o := tw.Options
				// The reference plays orthodox chess on tw.Position: a twin the fairy engine
				// plays (an orthodox problem can need it, e.g. for a piece the diagram puts
				// into Popeye's underworld) has none.
				if !tw.Solvable() || tw.Position == nil || o.Threat > 0 || o.MaxFlightSquares > 0 || o.LimitFlights || o.Quodlibet || o.PostKeyPlay ||
					o.MaxSolutions > 0 || o.StopOnShortSolutions {
					unsupported++
					continue
				}
				id := "corpus " + rec.ID
				if tw.Label != "" {
					id += " twin " + tw.Label
				}
				c := crossCase{id: id, pos: tw.Position, stip: tw.Stipulation, duplex: o.Duplex, half: o.HalfDuplex,
					tries: battle(tw.Stipulation), limit: limit}
				if out, _ := known.check(t, c, &skipped); out != tooLarge {
					compared++
				}
			}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	t.Logf("corpus: %d twins compared, %d over the node limit, %d with options the reference does not model",
		compared, skipped, unsupported)
}

// readGoal reads the goal at the start of rest (of the stipulation s), with its square.
func readGoal(t *testing.T, s, rest string) (solver.Goal, movegen.Square, string) {
	t.Helper()
	var goal solver.Goal
	best := ""
	for g := solver.Goal(0); g.Symbol() != "?"; g++ {
		if sym := g.Symbol(); strings.HasPrefix(rest, sym) && len(sym) > len(best) {
			goal, best = g, sym
		}
	}
	rest = strings.TrimPrefix(rest, best)
	if !goal.HasSquare() {
		return goal, 0, rest
	}
	sq, ok := movegen.ParseSquare(rest[:min(2, len(rest))])
	if !ok {
		t.Fatalf("crosscheck: no square in stipulation %q", s)
	}
	return goal, sq, rest[2:]
}

// mustStip reads a stipulation as Stipulation.String writes it ("#2", "h#2.5",
// "ser-h=3", "r==2", "hzd42", "ser-x3").
func mustStip(t *testing.T, s string) solver.Stipulation {
	t.Helper()
	var st solver.Stipulation
	rest := s
	if i := strings.Index(rest, "->"); i > 0 {
		n, err := strconv.Atoi(rest[:i])
		if err != nil {
			t.Fatalf("bad introductory moves in %q", s)
		}
		st.Intro, rest = n, rest[i+2:]
	}
	if r, ok := strings.CutPrefix(rest, "exact-"); ok {
		st.Exact, rest = true, r
	}
	if r, ok := strings.CutPrefix(rest, "ser-"); ok {
		st.Series, rest = true, r
	} else if r, ok := strings.CutPrefix(rest, "phser-"); ok {
		st.Series, st.Parry, st.ParryHelp, rest = true, true, true, r
	} else if r, ok := strings.CutPrefix(rest, "pser-"); ok {
		st.Series, st.Parry, rest = true, true, r
	}
	if r, ok := strings.CutPrefix(rest, "reci-"); ok {
		st.Reci, rest = true, r
	}
	// "hd" is help-direct play (solver.EndDirect, Popeye's structured Nhh[2da[G]]; no
	// traditional form), "n" after it adds EndNoCheck, "/" EndHidden.
	if r, ok := strings.CutPrefix(rest, "ht"); ok {
		// "ht" is help play followed by a two-mover (solver.EndTwoMover, Nh[3a[G]d]h).
		st.Play, st.End, rest = solver.Help, solver.EndTwoMover, r
	}
	if r, ok := strings.CutPrefix(rest, "hd"); ok {
		st.Play, st.End, rest = solver.Help, solver.EndDirect, r
		if r, ok := strings.CutPrefix(rest, "n"); ok {
			st.EndNoCheck, rest = true, r
		}
		if r, ok := strings.CutPrefix(rest, "/"); ok {
			st.EndHidden, rest = true, r
		}
	}
	for _, p := range []struct {
		prefix string
		play   solver.Play
		end    solver.Ending
		semi   bool
	}{{"hs", solver.Help, solver.EndSelf, false}, {"hr", solver.Help, solver.EndReflex, false}, {"semi-r", solver.Reflex, 0, true},
		{"h", solver.Help, 0, false}, {"s", solver.Self, 0, false}, {"r", solver.Reflex, 0, false}} {
		if r, ok := strings.CutPrefix(rest, p.prefix); ok && st.End != solver.EndDirect && st.End != solver.EndTwoMover {
			st.Play, st.End, st.Semi, rest = p.play, p.end, p.semi, r
			break
		}
	}
	if r, ok := strings.CutPrefix(rest, "("); ok && st.Reci {
		st.ReciGoal, st.ReciSquare, rest = readGoal(t, s, r)
		rest = strings.TrimPrefix(rest, ")")
		st.Goal, st.GoalSquare, rest = readGoal(t, s, rest)
	} else {
		st.Goal, st.GoalSquare, rest = readGoal(t, s, rest)
		st.ReciGoal, st.ReciSquare = st.Goal, st.GoalSquare
	}
	if r, ok := strings.CutSuffix(rest, ".5"); ok {
		st.HalfMove, rest = true, r
	}
	n, err := strconv.Atoi(rest)
	st.Moves = n
	if err != nil || st.Validate() != nil || st.End != solver.EndDirect && st.End != solver.EndTwoMover && st.String() != s {
		t.Fatalf("crosscheck: cannot read stipulation %q", s)
	}
	return st
}
