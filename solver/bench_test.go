package solver

import (
	"context"
	"flag"
	"fmt"
	"math"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/rules"
)

var benchOut = flag.String("bench.out", "", "file for BenchmarkCorpusSpeedup's per-problem lines")
var benchCap = flag.Duration("bench.cap", time.Minute, "longest time BenchmarkCorpusSpeedup gives one problem")

// cpuTime returns the CPU time (user and system) the process has used.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// corpusKind groups stipulations as the speed targets do.
func corpusKind(st Stipulation) string {
	switch {
	case st.Series:
		return "series"
	case st.Play == Help:
		return "help"
	}
	return "battle"
}

// benchRecords returns the corpus problems of the speed benchmark: Popeye needed at least
// 0.1 s; twins are left out (this package solves the diagram only; package problem
// benchmarks whole problems).
func benchRecords(b *testing.B) []*testProblem {
	var out []*testProblem
	for _, r := range loadCorpus(b) {
		if r.RefSeconds < 0.1 || r.Twins || hasOption(r, "maxsolutions") || hasOption(r, "maxtime") {
			continue
		}
		tp, err := loadTestProblem(r)
		if err != nil {
			continue
		}
		tp.id, tp.ref = r.ID, r.RefSeconds
		out = append(out, tp)
	}
	return out
}

// BenchmarkCorpus solves each benchmark problem; ns/op is the wall time, "cpu-s" our CPU
// seconds per solve and "popeye-s" Popeye's.
//
//	go test -run - -bench Corpus/ -benchtime 1x ./solver
func BenchmarkCorpus(b *testing.B) {
	for _, tp := range benchRecords(b) {
		b.Run(tp.id, func(b *testing.B) {
			var cpu time.Duration
			for b.Loop() {
				c0 := cpuTime()
				res, err := Solve(context.Background(), rules.NewOrthodox(tp.pos), tp.stip, tp.opts)
				cpu += cpuTime() - c0
				if err != nil || res.Status == Interrupted {
					b.Fatalf("%v %v", err, res.Status)
				}
			}
			b.ReportMetric(cpu.Seconds()/float64(b.N), "cpu-s")
			b.ReportMetric(tp.ref, "popeye-s")
		})
	}
}

// BenchmarkCorpusSpeedup solves every benchmark problem once (each within 20× Popeye's
// time plus 5 s, at most -bench.cap; a problem cut off counts with the time it used) and
// reports the
// geometric mean of Popeye's CPU time over ours per kind of play.
//
//	go test -run - -bench CorpusSpeedup -benchtime 1x ./solver
func BenchmarkCorpusSpeedup(b *testing.B) {
	recs := benchRecords(b)
	for b.Loop() {
		logSum := map[string]float64{}
		count := map[string]int{}
		cut := map[string]int{}
		var lines []string
		for _, tp := range recs {
			limit := min(time.Duration((5+20*tp.ref)*float64(time.Second)), *benchCap)
			ctx, cancel := context.WithTimeout(context.Background(), limit)
			c0 := cpuTime()
			res, err := Solve(ctx, rules.NewOrthodox(tp.pos), tp.stip, tp.opts)
			cpu := (cpuTime() - c0).Seconds()
			cancel()
			k := corpusKind(tp.stip)
			if err != nil {
				b.Fatalf("%s: %v", tp.id, err)
			}
			if res.Status == Interrupted {
				cut[k]++
			}
			cpu = math.Max(cpu, 1e-4)
			logSum[k] += math.Log(tp.ref / cpu)
			count[k]++
			lines = append(lines, fmt.Sprintf("%-34s %-9s popeye %7.2fs  cpls %8.3fs  ×%.1f %s",
				tp.id, tp.stip, tp.ref, cpu, tp.ref/cpu, map[bool]string{true: "(cut off)"}[res.Status == Interrupted]))
		}
		if *benchOut != "" {
			if err := os.WriteFile(*benchOut, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
				b.Error(err)
			}
		}
		for k, n := range count {
			b.ReportMetric(math.Exp(logSum[k]/float64(n)), "speedup-"+k)
			b.ReportMetric(float64(cut[k]), "cutoff-"+k)
		}
	}
}
