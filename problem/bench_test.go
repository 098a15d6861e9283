package problem

import (
	"context"
	"math"
	"sort"
	"strings"
	"testing"
	"time"
)

// BenchmarkCorpus solves (parse, load, solve, render) every corpus problem whose
// reference_cpu_seconds is at least 0.1 s and reports our CPU time per problem beside
// Popeye's, the speed-up, and at the end the geometric-mean speed-up of the two groups
// of issue 5: direct/self/reflex play (target ≥ 10×) and help/series play (target ≥ 3×).
//
//	go test ./problem -run XXX -bench Corpus -benchtime 1x
//
// CPU time is the whole process's (all goroutines), so parallel search is not counted
// as a speed-up; Popeye's reference is single-threaded CPU time on a like machine.
func BenchmarkCorpus(b *testing.B) {
	speedups := map[string][]float64{}
	known := loadDisagreements(b)
	skipped := map[string]int{}
	for _, r := range loadCorpus(b) {
		if r.RefSeconds < 0.1 || r.excluded() != "" {
			continue
		}
		if *corpusOnly != "" && r.ID != *corpusOnly {
			continue
		}
		// Problems cpls does not solve (or solves differently) have no meaningful time;
		// known timeouts would only burn the timeout (run them with -corpus.all).
		if kd, ok := known[r.ID]; ok && (kd.kind != "timeout" || !*corpusAll) {
			skipped[benchGroup(r)+" "+kd.kind]++
			continue
		}
		group := benchGroup(r)
		b.Run(r.ID, func(b *testing.B) {
			var cpu time.Duration
			for i := 0; i < b.N; i++ {
				ctx, cancel := context.WithTimeout(context.Background(), problemTimeout())
				start := cpuTime()
				out := solveText(ctx, []byte(r.Input))
				cpu += cpuTime() - start
				cancel()
				if strings.Contains(out, english.interrupted) || strings.Contains(out, german.interrupted) {
					b.Skipf("interrupted after %s", problemTimeout())
				}
			}
			perOp := cpu.Seconds() / float64(b.N)
			speedup := r.RefSeconds / math.Max(perOp, 1e-6)
			b.ReportMetric(perOp, "cpu-s/op")
			b.ReportMetric(r.RefSeconds, "popeye-s")
			b.ReportMetric(speedup, "speedup")
			speedups[group] = append(speedups[group], speedup)
		})
	}
	groups := make([]string, 0, len(speedups))
	for g := range speedups {
		groups = append(groups, g)
	}
	sort.Strings(groups)
	for _, g := range groups {
		// One result line per group: the geometric-mean speed-up over the problems timed.
		b.Run("geomean-"+strings.ReplaceAll(g, "/", "-"), func(b *testing.B) {
			b.ReportMetric(geomean(speedups[g]), "speedup")
			b.ReportMetric(float64(len(speedups[g])), "problems")
			b.ReportMetric(float64(skipped[g+" timeout"]), "known-timeouts")
		})
	}
}

// benchGroup is "battle" for direct, self and reflex play, "help/series" otherwise.
func benchGroup(r corpusRecord) string {
	for _, st := range r.AllStipulations {
		s := strings.ToLower(st)
		if strings.HasPrefix(s, "h") || strings.HasPrefix(s, "ser-") {
			return "help/series"
		}
	}
	return "battle"
}

func geomean(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	var sum float64
	for _, x := range xs {
		sum += math.Log(x)
	}
	return math.Exp(sum / float64(len(xs)))
}
