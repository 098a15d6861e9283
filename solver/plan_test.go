package solver_test

// The interpreter of structured stipulations (solver.SolvePlan) against the search of
// the traditional stipulations (solver.Solve, itself cross-checked against the
// brute-force reference): on random positions, a plan that says what a traditional
// stipulation says must find the same keys (battle play) or the same lines (help and
// series play, every length).

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver"
)

// planPairs are structured stipulations and the traditional ones they say (Popeye's
// manual gives most of them as synonyms).
var planPairs = []struct{ sstip, stip string }{
	{"white 3a[#]d", "#2"},
	{"white 3a[x]d", "x2"},
	{"white 3a[+]d", "+2"},
	{"white 4ad[#]", "s#2"},
	{"white 3a[1a[#]d]d", "semi-r#2"},
	{"white 3a[1a[#]d]d{!1a[#]d}", "r#2"},
	{"black 4hh[#]", "h#2"},
	{"black 4hh[=]", "h=2"},
	{"black 4hh[x]", "hx2"},
	{"white 3h[#]h", "h#1.5"},
	{"black 4:4hh[#]", "exact-h#2"},
	{"white 3s[#]", "ser-#3"},
	{"white 3s[x]", "ser-x3"},
	{"black 3s[1h[#]h]", "ser-h#3"},
	{"white 3s[1d[#]a]", "ser-s#3"},
	{"black 1h[3a[#]d]h", "ht#1"},
	{"black 1h[3a[x]d]h", "htx1"},
}

func TestPlanCrossCheck(t *testing.T) {
	n := 15
	if !testing.Short() {
		n = 150
	}
	for _, pair := range planPairs {
		t.Run(pair.sstip, func(t *testing.T) {
			plan := mustPlan(t, pair.sstip)
			stip := mustStip(t, pair.stip)
			rng := rand.New(rand.NewPCG(*crossSeed, seedOf(pair.sstip)))
			found := 0
			for i := 0; i < n; i++ {
				var pos *movegen.Position
				var want []string
				for attempt := 0; attempt < 15; attempt++ {
					pos = randomPosition(rng, stip, 2+rng.IntN(4))
					want = stipFacts(t, pos, stip)
					if len(want) > 0 || i%3 == 2 {
						break
					}
				}
				if len(want) > 0 {
					found++
				}
				got := planFacts(t, pos, plan)
				if !slices.Equal(got, want) {
					t.Errorf("%s and %s differ on %s\nplan: %v\nstipulation: %v", pair.sstip, pair.stip, pos.FEN(), got, want)
				}
			}
			t.Logf("%d positions, %d with a solution", n, found)
		})
	}
}

// mustPlan reads a structured stipulation.
func mustPlan(t *testing.T, text string) *solver.Structured {
	t.Helper()
	f := parser.Parse([]byte("BeginProblem\nSStipulation " + text + "\nEndProblem\n"))
	if len(f.Problems) != 1 {
		t.Fatalf("%s: no problem", text)
	}
	plan := problem.PlanFor(f.Problems[0].Stipulation)
	if plan == nil {
		t.Fatalf("%s: the interpreter does not take it", text)
	}
	return plan
}

// stipFacts are the keys or lines Solve finds.
func stipFacts(t *testing.T, pos *movegen.Position, stip solver.Stipulation) []string {
	t.Helper()
	r, err := solver.Solve(context.Background(), rules.NewOrthodox(pos), stip, solver.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return resultFacts(r)
}

// planFacts are the keys or lines SolvePlan finds.
func planFacts(t *testing.T, pos *movegen.Position, plan *solver.Structured) []string {
	t.Helper()
	r, err := solver.SolvePlan(context.Background(), rules.NewOrthodox(pos), plan, solver.Options{Workers: 1})
	if err != nil {
		t.Fatal(err)
	}
	return resultFacts(r)
}

// resultFacts lists a result's keys ("key e2e4") and lines ("line e7e5 d1h5"), sorted;
// the lines' passes are left out.
func resultFacts(r *solver.Result) []string {
	var out []string
	for _, h := range r.Halves {
		for _, k := range h.Keys {
			if k.Mark == solver.Key {
				out = append(out, "key "+k.Move.UCI())
			}
		}
		for _, l := range h.Lines {
			var ms []string
			for _, m := range l.Moves {
				ms = append(ms, m.UCI())
			}
			for _, s := range l.Steps {
				if s.Move != solver.NullMove {
					ms = append(ms, s.Move.UCI())
				}
			}
			out = append(out, fmt.Sprintf("line %s", strings.Join(ms, " ")))
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}
