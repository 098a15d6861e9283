package solver

import (
	"context"
	"flag"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/rules"
)

var corpusRun = flag.Bool("corpus", false, "compare with the corpus here too (problem's TestCorpusAgreement does so by default, through the whole pipeline)")
var corpusAll = flag.Bool("corpus.all", false, "solve every corpus problem, not only the fast ones")
var corpusSlack = flag.Float64("corpus.slack", 1, "multiply the time allowed per problem")
var corpusID = flag.String("corpus.id", "", "solve only the corpus problem with this id")

// TestCorpus solves the corpus problems without twins and compares the solution with
// Popeye's expected output, up to the order of sibling lines.
func TestCorpus(t *testing.T) {
	if !*corpusRun && *corpusID == "" {
		t.Skip("corpus comparison runs with -corpus or -corpus.id")
	}
	recs := loadCorpus(t)
	agree, total := 0, 0
	for _, r := range recs {
		if *corpusID != "" && r.ID != *corpusID {
			continue
		}
		if r.Twins || hasOption(r, "maxsolutions") || hasOption(r, "maxtime") {
			continue
		}
		if *corpusID == "" && !*corpusAll && r.RefSeconds >= 1 {
			continue
		}
		if *corpusID == "" && testing.Short() && r.RefSeconds >= 0.2 {
			continue
		}
		tp, err := loadTestProblem(r)
		if err != nil {
			t.Logf("%s: skipped: %v", r.ID, err)
			continue
		}
		total++
		t.Run(r.ID, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), time.Duration((2+20*r.RefSeconds)*float64(*corpusSlack))*time.Second)
			defer cancel()
			start := time.Now()
			res, err := Solve(ctx, rules.NewOrthodox(tp.pos), tp.stip, tp.opts)
			t.Logf("%s %v: %v (Popeye %.2fs), %d positions", r.Stipulation, r.Options, time.Since(start), r.RefSeconds, res.Nodes)
			if err != nil {
				t.Fatalf("%v", err)
			}
			if res.Status == Interrupted {
				t.Fatalf("interrupted: %v", res.Err)
			}
			got := canonical(solutionPart(renderSolution(tp.pos, res, tp.lang)))
			want := canonical(solutionPart(r.Expected))
			if got != want {
				t.Fatalf("(%s %v): mismatch\n--- got\n%s--- want\n%s", r.Stipulation, r.Options, got, want)
			}
			agree++
		})
	}
	t.Logf("%d of %d corpus problems agree", agree, total)
}

func hasOption(r corpusRecord, name string) bool {
	for _, o := range r.Options {
		if strings.HasPrefix(o, name) {
			return true
		}
	}
	return false
}
