package problem

import (
	"context"
	"flag"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

var fairyPopeye = flag.String("fairy.popeye", "", "path of a Popeye binary to time live beside cpls in BenchmarkFairyCorpus")

// BenchmarkFairyCorpus times cpls and Popeye on the fairy corpus problems cpls
// solves whose reference time is at least 0.1 s, both live on this machine, and reports
// each problem's CPU times and the geometric mean of Popeye's time over cpls's
// (speedup > 1: cpls is faster). Run it on one core, as the figure is meant:
//
//	taskset -c 0 go test ./problem -run XXX -bench FairyCorpus -benchtime 1x -timeout 0 \
//	    -args -fairy.popeye /path/to/py
//
// Without -fairy.popeye the corpus's reference times stand in for Popeye's. cpls's
// time is the test process's CPU time (every goroutine, the garbage collector
// included); Popeye's is its process's user and system time. A problem cpls does not
// finish within -fairy.timeout (2 minutes by default) counts with the time it spent.
func BenchmarkFairyCorpus(b *testing.B) {
	timeout := *fairyTimeout
	if timeout == 0 {
		timeout = 2 * time.Minute
	}
	var speedups []float64
	dir := b.TempDir()
	for _, r := range loadFairyCorpus(b) {
		if !fairyBenchChosen(r) {
			continue
		}
		b.Run(r.ID, func(b *testing.B) {
			popeye := r.RefSeconds
			if *fairyPopeye != "" {
				popeye = popeyeCPU(b, dir, r.Input, timeout)
			}
			var cpu time.Duration
			for i := 0; i < b.N; i++ {
				ctx, cancel := context.WithTimeout(context.Background(), timeout)
				start := cpuTime()
				solveText(ctx, []byte(r.Input))
				cpu += cpuTime() - start
				cancel()
			}
			perOp := cpu.Seconds() / float64(b.N)
			s := popeye / math.Max(perOp, 1e-3)
			b.ReportMetric(perOp, "cpu-s/op")
			b.ReportMetric(popeye, "popeye-s")
			b.ReportMetric(s, "speedup")
			speedups = append(speedups, s)
		})
	}
	b.Run("geomean", func(b *testing.B) {
		b.ReportMetric(geomean(speedups), "speedup")
		b.ReportMetric(float64(len(speedups)), "problems")
	})
}

// fairyBenchChosen reports whether BenchmarkFairyCorpus times r: a reference time of at
// least 0.1 s (and under -fairy.max when given), an expected output, only pieces,
// attributes and conditions among its constructs, chosen by -fairy.id, -fairy.pieces and
// -fairy.nocond, and solved by cpls.
func fairyBenchChosen(r fairyRecord) bool {
	if r.RefSeconds < 0.1 || r.Expected == nil || !fairyChosen(r.ID) {
		return false
	}
	if *fairyMax > 0 && r.RefSeconds >= *fairyMax {
		return false
	}
	kinds := constructKinds(r.Unsupported)
	return piecesAndConditions(kinds) && fairyKindsChosen(kinds) && uncovered(r.Input) == ""
}

// fairyKindsChosen reports whether a record with these construct kinds passes
// -fairy.pieces and -fairy.nocond.
func fairyKindsChosen(kinds []string) bool {
	if *fairyPieces && !piecesOnly(kinds) {
		return false
	}
	for _, k := range kinds {
		if *fairyNoCond && strings.HasPrefix(k, "condition ") {
			return false
		}
	}
	return true
}

// popeyeCPU runs Popeye on input and returns its CPU time in seconds.
func popeyeCPU(b *testing.B, dir, input string, timeout time.Duration) float64 {
	f := filepath.Join(dir, "problem.inp")
	if err := os.WriteFile(f, []byte(input), 0o644); err != nil {
		b.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, *fairyPopeye, "-regression", f)
	cmd.Stdout, cmd.Stderr = nil, nil
	if err := cmd.Run(); err != nil && !strings.Contains(err.Error(), "exit status") {
		b.Logf("popeye: %v", err)
	}
	if cmd.ProcessState == nil {
		return timeout.Seconds()
	}
	return (cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()).Seconds()
}
