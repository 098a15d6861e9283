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
// Popeye's (cpu-s/op, popeye-s, speedup), and at the end, per group of issue 5 —
// direct/self/reflex play (battle, target ≥ 10×) and help/series play (target ≥ 3×) —
// the geometric-mean speed-up:
//
//	go test ./problem -run XXX -bench Corpus -benchtime 1x -timeout 0 -args -corpus.timeout 30s
//
// A problem that does not finish within -corpus.timeout counts with the CPU time it
// spent until it was stopped (about the cap), so its speed-up is an upper bound; the
// group lines say how many timed out (timeouts) and give the geometric mean over the
// finished problems alone as well (speedup-finished). Problems listed as unsupported in
// testdata/corpus-disagreements.txt are not solved and so not timed (unsupported).
//
// CPU time is the whole process's (all goroutines), so parallel search is not counted
// as a speed-up; Popeye's reference is single-threaded CPU time on a like machine.
func BenchmarkCorpus(b *testing.B) {
	type timing struct {
		speedup  float64
		finished bool
	}
	timings := map[string][]timing{}
	unsupported := map[string]int{}
	known := loadDisagreements(b)
	for _, r := range loadCorpus(b) {
		if r.RefSeconds < 0.1 || r.excluded() != "" {
			continue
		}
		if *corpusOnly != "" && r.ID != *corpusOnly {
			continue
		}
		group := benchGroup(r)
		if kd, ok := known[r.ID]; ok && kd.kind == "unsupported" {
			unsupported[group]++
			continue
		}
		b.Run(r.ID, func(b *testing.B) {
			var cpu time.Duration
			finished := true
			for i := 0; i < b.N; i++ {
				ctx, cancel := context.WithTimeout(context.Background(), problemTimeout())
				start := cpuTime()
				out := solveText(ctx, []byte(r.Input))
				cpu += cpuTime() - start
				cancel()
				if out.Interrupted {
					finished = false
				}
			}
			perOp := cpu.Seconds() / float64(b.N)
			speedup := r.RefSeconds / math.Max(perOp, 1e-6)
			b.ReportMetric(perOp, "cpu-s/op")
			b.ReportMetric(r.RefSeconds, "popeye-s")
			b.ReportMetric(speedup, "speedup")
			if !finished {
				b.ReportMetric(1, "timeout")
			}
			timings[group] = append(timings[group], timing{speedup, finished})
		})
	}
	groups := make([]string, 0, len(timings))
	for g := range timings {
		groups = append(groups, g)
	}
	sort.Strings(groups)
	for _, g := range groups {
		var all, done []float64
		for _, t := range timings[g] {
			all = append(all, t.speedup)
			if t.finished {
				done = append(done, t.speedup)
			}
		}
		// One result line per group: the geometric-mean speed-up over all problems timed
		// (timeouts at the time they ran), and over the finished ones.
		b.Run("geomean-"+strings.ReplaceAll(g, "/", "-"), func(b *testing.B) {
			b.ReportMetric(geomean(all), "speedup")
			b.ReportMetric(geomean(done), "speedup-finished")
			b.ReportMetric(float64(len(all)), "problems")
			b.ReportMetric(float64(len(all)-len(done)), "timeouts")
			b.ReportMetric(float64(unsupported[g]), "unsupported")
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
