package problem

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// The corpus agreement test of issue 5: for every problem of popeye-orthodox.jsonl
// except those using MaxTime or MaxSolutions, our output equals Popeye's up to the order
// of sibling lines (CanonicalOutput). The default run (-short) takes the problems Popeye
// solves in under a second; -corpus.all or -short=false takes all of them.

var (
	corpusAll  = flag.Bool("corpus.all", false, "run every corpus problem, however slow")
	corpusOnly = flag.String("corpus.id", "", "run only the corpus problem with this id")
	corpusDiff = flag.Bool("corpus.diff", false, "print our output and Popeye's for disagreements")
	corpusMin  = flag.Float64("corpus.min", 0, "run only problems whose reference time is at least this many seconds")
	corpusDump = flag.String("corpus.dump", "", "write our and Popeye's canonical output of disagreements to this directory")
	corpusTime = flag.Duration("corpus.timeout", 0, "time allowed per problem (default 30s with -short, 2m without)")
)

const corpusPath = "../../shared/corpus/popeye-orthodox.jsonl"

type corpusRecord struct {
	ID       string   `json:"id"`
	Language string   `json:"language"`
	Options  []string `json:"options"`
	// AllStipulations are the stipulations of the diagram and its twins.
	AllStipulations []string `json:"all_stipulations"`
	Input           string   `json:"input"`
	Expected        string   `json:"expected_output"`
	RefSeconds      float64  `json:"reference_cpu_seconds"`
}

func loadCorpus(t testing.TB) []corpusRecord {
	t.Helper()
	f, err := os.Open(corpusPath)
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	defer f.Close()
	var out []corpusRecord
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r corpusRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

// problemTimeout is the time one corpus problem may take.
func problemTimeout() time.Duration {
	switch {
	case *corpusTime > 0:
		return *corpusTime
	case testing.Short():
		return 30 * time.Second
	}
	return 2 * time.Minute
}

// excluded reports why a record is left out of the agreement test ("" if it is not).
func (r corpusRecord) excluded() string {
	for _, o := range r.Options {
		name := strings.Fields(o)[0]
		if name == "maxtime" || name == "maxsolutions" {
			return "uses " + name
		}
	}
	return ""
}

// solveText parses, loads, solves and renders one problem source the way cpls solve does.
func solveText(ctx context.Context, src []byte) string {
	f := parser.Parse(src)
	var sb strings.Builder
	for _, p := range f.Problems {
		pr := Load(src, p)
		results := make([]*solver.Result, len(pr.Twins))
		for i, t := range pr.Twins {
			if !t.Solvable() {
				continue
			}
			r, err := solver.Solve(ctx, t.Position, t.Stipulation, t.Options)
			if err == nil {
				results[i] = r
			}
		}
		sb.WriteString(Render(pr, results))
	}
	return sb.String()
}

// knownDisagreement is an entry of testdata/corpus-disagreements.txt.
type knownDisagreement struct{ kind, reason string }

func loadDisagreements(t testing.TB) map[string]knownDisagreement {
	t.Helper()
	data, err := os.ReadFile("testdata/corpus-disagreements.txt")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]knownDisagreement{}
	for _, l := range strings.Split(string(data), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.SplitN(l, "\t", 3)
		if len(f) != 3 {
			t.Fatalf("corpus-disagreements.txt: malformed line %q", l)
		}
		known[f[0]] = knownDisagreement{f[1], f[2]}
	}
	return known
}

func TestCorpusAgreement(t *testing.T) {
	records := loadCorpus(t)
	known := loadDisagreements(t)
	all := *corpusAll || !testing.Short()
	agree, ran, skipped := 0, 0, 0
	for _, r := range records {
		if *corpusOnly != "" && r.ID != *corpusOnly {
			continue
		}
		if why := r.excluded(); why != "" {
			continue
		}
		if (!all && r.RefSeconds >= 1 && *corpusOnly == "") || r.RefSeconds < *corpusMin {
			continue
		}
		kd, isKnown := known[r.ID]
		if isKnown && kd.kind == "timeout" && !all && *corpusOnly == "" {
			skipped++ // known to take longer than a short run allows
			continue
		}
		ran++
		t.Run(r.ID, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), problemTimeout())
			defer cancel()
			got := solveText(ctx, []byte(r.Input))
			if CanonicalOutput(got) == CanonicalOutput(r.Expected) {
				agree++
				if isKnown {
					t.Logf("agrees now although listed as %s (%s): remove it from testdata/corpus-disagreements.txt", kd.kind, kd.reason)
				}
				return
			}
			if isKnown && *corpusOnly == "" {
				t.Skipf("known disagreement (%s): %s", kd.kind, kd.reason)
			}
			if *corpusDump != "" {
				name := strings.NewReplacer("/", "_", "#", "_").Replace(r.ID)
				_ = os.WriteFile(*corpusDump+"/"+name+".got", []byte(CanonicalOutput(got)), 0o644)
				_ = os.WriteFile(*corpusDump+"/"+name+".want", []byte(CanonicalOutput(r.Expected)), 0o644)
			}
			if *corpusDiff {
				t.Errorf("disagreement\n--- cpls\n%s--- popeye\n%s", got, r.Expected)
			} else {
				t.Errorf("disagreement (run with -corpus.diff -corpus.id '%s' to see both)", r.ID)
			}
		})
	}
	t.Logf("corpus agreement: %d of %d problems run (%d known slow ones not run)", agree, ran, skipped)
}
