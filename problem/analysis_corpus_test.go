package problem

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/analysis"
	"github.com/cpls-dev/cpls/solver"
	"github.com/stretchr/testify/require"
)

// popeyeTree is what Popeye's output of a #2 with one key says about duals: the
// defences after the key with two or more mates and those with one, the number of
// threats, and the same for the set play.
type popeyeTree struct {
	keys                int
	multi, single       []string // defences after the key, as oneSpace writes them
	threats             int
	setMulti, setSingle []string
}

var (
	popeyeFirstMove = regexp.MustCompile(`^   1\.(\S.*?) ([!?])`)
	popeyeDefence   = regexp.MustCompile(`^      (1\.\.\.\S.*)$`)
	popeyeMate      = regexp.MustCompile(`^          (2\.\S.*)$`)
)

// readPopeyeTree reads Popeye's -regression output of a #2: the set play (the
// defences before the first key or try), then the key's threats and variations; the
// tries' play is skipped. Refutations ("1...Tf8-e8 !") are no variations.
func readPopeyeTree(out string) popeyeTree {
	var pt popeyeTree
	section := "set"
	counts := map[string]int{}
	var order []string
	current := ""
	flush := func() {
		for _, d := range order {
			switch {
			case section == "set" && counts[d] > 1:
				pt.setMulti = append(pt.setMulti, d)
			case section == "set":
				pt.setSingle = append(pt.setSingle, d)
			case counts[d] > 1:
				pt.multi = append(pt.multi, d)
			default:
				pt.single = append(pt.single, d)
			}
		}
		counts, order, current = map[string]int{}, nil, ""
	}
	for _, l := range strings.Split(out, "\n") {
		if m := popeyeFirstMove.FindStringSubmatch(l); m != nil {
			if section == "set" || section == "key" {
				flush()
			}
			section = "try"
			if m[2] == "!" {
				section = "key"
				pt.keys++
			}
			continue
		}
		if section == "try" {
			continue
		}
		if m := popeyeDefence.FindStringSubmatch(l); m != nil {
			current = ""
			if !strings.HasSuffix(m[1], "!") {
				current = oneSpace(m[1])
				order = append(order, current)
			}
			continue
		}
		if m := popeyeMate.FindStringSubmatch(l); m != nil {
			switch {
			case current != "":
				counts[current]++
			case section == "key":
				pt.threats++
			}
		}
	}
	if section == "set" || section == "key" {
		flush()
	}
	return pt
}

// TestDualsAgainstPopeye takes Popeye's own output as ground truth for duals after the
// first defence: over the corpus's direct, self and reflex problems (#2 first of all) whose
// output shows variations (Variation, no NoThreat, one key), twin by twin, every
// defence after the key followed by two or more continuations (mates in #2) is
// reported as a mating dual and none after a defence with one; the same for the set
// play where Popeye shows it (SetPlay) and for the threats.
func TestDualsAgainstPopeye(t *testing.T) {
	checked, withDual, twoMovers := 0, 0, 0
	for _, rec := range loadCorpus(t) {
		if !showsVariations(rec) || (shortRun() && rec.RefSeconds > 1) {
			continue
		}
		f := LoadFile([]byte(rec.Input))
		if len(f.Problems) != 1 || f.HasErrors(0) {
			continue
		}
		pr := f.Problems[0]
		segments := twinSegments(rec.Expected, pr)
		for i, tw := range pr.Twins {
			st := tw.Stipulation
			if st.Series || st.Moves < 2 || st.Play == solver.Help || !f.ToSolve(0, tw) {
				continue
			}
			pt := readPopeyeTree(segments[i])
			if pt.keys != 1 {
				continue
			}
			t.Run(rec.ID+tw.Label, func(t *testing.T) {
				sol := solveTwin(t, tw)
				var mate, set []string
				threat := false
				for _, d := range pr.Duals(sol) {
					switch {
					case d.Kind == analysis.MateDual && d.Plies == 2:
						mate = append(mate, d.After)
					case d.Kind == analysis.SetDual && d.Plies == 2:
						set = append(set, d.After)
					case d.Kind == analysis.ThreatDual && d.Plies == 1:
						threat = true
					}
				}
				require.ElementsMatch(t, pt.multi, mate, "mating duals after the key")
				require.Equal(t, pt.threats > 1, threat, "threat dual (Popeye shows %d threats)", pt.threats)
				if len(pt.setMulti)+len(pt.setSingle) > 0 {
					require.ElementsMatch(t, pt.setMulti, set, "duals in the set play")
				}
				for _, d := range pt.single {
					require.NotContains(t, mate, d)
				}
			})
			checked++
			if st.Moves == 2 && st.Play == solver.Direct {
				twoMovers++
			}
			if len(pt.multi) > 0 {
				withDual++
			}
		}
	}
	t.Logf("%d twins with variations checked (%d of them #2), %d with mating duals", checked, twoMovers, withDual)
	require.GreaterOrEqual(t, twoMovers, 10)
	require.GreaterOrEqual(t, withDual, 3)
}

// showsVariations reports whether a corpus record's output shows the variations the
// way the analysis reads them.
func showsVariations(rec corpusRecord) bool {
	if rec.excluded() != "" {
		return false
	}
	variation := false
	for _, o := range rec.Options {
		switch strings.Fields(o)[0] {
		case "variation", "variations":
			variation = true
		case "nothreat", "postkeyplay", "duplex", "halfduplex", "threat", "maxflightsquares", "noshortvariations", "quodlibet":
			return false
		}
	}
	return variation
}

// twinSegments splits Popeye's output of a problem into the parts of its twins ("a) …"
// up to "b) …"), indexed like pr.Twins; a problem without twins is one part.
func twinSegments(out string, pr *Problem) []string {
	segs := make([]string, len(pr.Twins))
	if len(pr.Twins) == 1 {
		segs[0] = out
		return segs
	}
	lines := strings.Split(out, "\n")
	cur := -1
	for _, l := range lines {
		for i, tw := range pr.Twins {
			if strings.HasPrefix(l, tw.Label+") ") || strings.HasPrefix(l, "+"+tw.Label+") ") {
				cur = i
			}
		}
		if cur >= 0 {
			segs[cur] += l + "\n"
		}
	}
	return segs
}

// solveTwin solves a twin with every analysis.
func solveTwin(t *testing.T, tw *Twin) TwinSolution {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sol := tw.Solve(ctx, SolveOptions{Analyses: analysis.All})
	require.NoError(t, sol.Err)
	if sol.Analysis == nil && ctx.Err() != nil {
		t.Skipf("not solved and analysed within a minute") // speed is not this test's business
	}
	require.NotNil(t, sol.Analysis, "analysed")
	return sol
}

// solveOne loads a one-problem source and solves its first twin with every analysis.
func solveOne(t *testing.T, src string) (TwinSolution, *Problem) {
	t.Helper()
	f := LoadFile([]byte(src))
	require.NotEmpty(t, f.Problems)
	pr := f.Problems[0]
	require.NotEmpty(t, pr.Twins)
	tw := pr.Twins[0]
	require.True(t, tw.Solvable())
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	sol := tw.Solve(ctx, SolveOptions{Analyses: analysis.All})
	require.NoError(t, sol.Err)
	require.NotNil(t, sol.Analysis, "analysed")
	return sol, pr
}
