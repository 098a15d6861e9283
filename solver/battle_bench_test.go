package solver

import (
	"context"
	"flag"
	"math"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/rules"
)

var (
	battleProbe        = flag.Bool("battle.probe", false, "TestBattleProbe: print nodes and CPU time of the slow battle-play corpus problems")
	battleProbeMax     = flag.Float64("battle.max", 10, "TestBattleProbe: leave out problems Popeye needs more seconds for")
	battleProbeID      = flag.String("battle.id", "", "TestBattleProbe: only this problem")
	battleProbeWorkers = flag.Int("battle.workers", 1, "TestBattleProbe: Options.Workers (0: one per core)")
	battleProbeTimeout = flag.Duration("battle.timeout", 30*time.Second, "TestBattleProbe: time allowed per solve")
	battleProbeRep     = flag.Int("battle.rep", 1, "TestBattleProbe: solve each problem this many times and log the least CPU time")
)

// TestBattleProbe solves the corpus's battle-play problems (direct, self, reflex) that
// Popeye needs at least 0.1 s for, on one goroutine, and logs positions visited and CPU
// time beside Popeye's; the node counts are deterministic, so they show what a search
// change saves independently of the machine's load.
//
//	go test ./solver -run BattleProbe -v -args -battle.probe
func TestBattleProbe(t *testing.T) {
	if !*battleProbe {
		t.Skip("needs -battle.probe")
	}
	var logSum float64
	var count int
	for _, r := range loadCorpus(t) {
		if *battleProbeID != "" && r.ID != *battleProbeID {
			continue
		}
		if r.RefSeconds < 0.1 || r.RefSeconds > *battleProbeMax || r.Twins || hasOption(r, "maxsolutions") || hasOption(r, "maxtime") {
			continue
		}
		tp, err := loadTestProblem(r)
		if err != nil || corpusKind(tp.stip) != "battle" {
			continue
		}
		opts := tp.opts
		opts.Workers = *battleProbeWorkers
		var res *Result
		cpu := math.Inf(1)
		for range max(*battleProbeRep, 1) {
			ctx, cancel := context.WithTimeout(context.Background(), *battleProbeTimeout)
			c0 := cpuTime()
			res, err = Solve(ctx, rules.NewOrthodox(tp.pos), tp.stip, opts)
			cpu = min(cpu, (cpuTime() - c0).Seconds())
			cancel()
			if err != nil {
				break
			}
		}
		if err != nil {
			t.Errorf("%s: %v", r.ID, err)
			continue
		}
		speedup := r.RefSeconds / math.Max(cpu, 1e-4)
		logSum += math.Log(speedup)
		count++
		t.Logf("%-34s %-6s nodes %10d  cpu %7.3fs  popeye %6.2fs  ×%5.1f %v",
			r.ID, r.Stipulation, res.Nodes, cpu, r.RefSeconds, speedup, res.Status)
	}
	if count > 0 {
		t.Logf("geomean ×%.2f over %d problems", math.Exp(logSum/float64(count)), count)
	}
}
