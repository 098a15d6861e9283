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
	helpProbe        = flag.Bool("help.probe", false, "TestHelpProbe: print nodes and CPU time of the slow help and series corpus problems")
	helpProbeMin     = flag.Float64("help.min", 0.1, "TestHelpProbe: leave out problems Popeye needs fewer seconds for")
	helpProbeMax     = flag.Float64("help.max", 1000, "TestHelpProbe: leave out problems Popeye needs more seconds for")
	helpProbeID      = flag.String("help.id", "", "TestHelpProbe: only this problem")
	helpProbeWorkers = flag.Int("help.workers", 1, "TestHelpProbe: Options.Workers (0: one per core)")
	helpProbeTimeout = flag.Duration("help.timeout", 20*time.Second, "TestHelpProbe: time allowed per solve")
	helpProbeStip    = flag.String("help.stip", "", "TestHelpProbe: solve this stipulation instead of the problem's (e.g. a twin's h=7)")
	helpProbeStale   = flag.Int("help.stalemin", 0, "TestHelpProbe: shortest stalemate help play (half moves) solved intelligently (0: the default)")
	helpProbeFull    = flag.Bool("help.full", true, "TestHelpProbe: full stalemate targets")
	helpProbeMate    = flag.Bool("help.mate", true, "TestHelpProbe: full mate targets beside the mate-only ones (false: mate-only)")
)

// TestHelpProbe solves the corpus's help and series problems that Popeye needs at least
// -help.min seconds for, on one goroutine, and logs positions visited and CPU time
// beside Popeye's (the diagram only; twins are left out). Node counts are deterministic,
// so they show what a search change saves independently of the machine's load.
//
//	go test ./solver -run HelpProbe -v -args -help.probe
func TestHelpProbe(t *testing.T) {
	if !*helpProbe {
		t.Skip("needs -help.probe")
	}
	st := defaultStrategy()
	if *helpProbeStale > 0 {
		st.stalemateMin = *helpProbeStale
	}
	st.fullStalemate = *helpProbeFull
	st.fullMate = *helpProbeMate
	var logSum float64
	var count, cut int
	for _, r := range loadCorpus(t) {
		if *helpProbeID != "" && r.ID != *helpProbeID {
			continue
		}
		if *helpProbeID == "" && (r.RefSeconds < *helpProbeMin || r.RefSeconds > *helpProbeMax || hasOption(r, "maxsolutions") || hasOption(r, "maxtime")) {
			continue
		}
		tp, err := loadTestProblem(r)
		if err != nil || corpusKind(tp.stip) == "battle" {
			continue
		}
		if *helpProbeStip != "" {
			if tp.stip, err = parseTestStipulation(*helpProbeStip); err != nil {
				t.Fatal(err)
			}
		}
		opts := tp.opts
		if *helpProbeID != "" {
			t.Logf("%s %s", tp.pos.FEN(), tp.stip)
		}
		opts.Workers = *helpProbeWorkers
		ctx, cancel := context.WithTimeout(context.Background(), *helpProbeTimeout)
		c0 := cpuTime()
		res, err := solve(ctx, rules.NewOrthodox(tp.pos), tp.stip, opts, st)
		cpu := (cpuTime() - c0).Seconds()
		cancel()
		if err != nil {
			t.Errorf("%s: %v", r.ID, err)
			continue
		}
		if res.Status == Interrupted {
			cut++
		}
		speedup := r.RefSeconds / math.Max(cpu, 1e-4)
		logSum += math.Log(speedup)
		count++
		t.Logf("%-34s %-9s nodes %11d  cpu %7.3fs  popeye %6.2fs  ×%6.2f %v",
			r.ID, tp.stip, res.Nodes, cpu, r.RefSeconds, speedup, res.Status)
	}
	if count > 0 {
		t.Logf("geomean ×%.2f over %d problems (%d cut off)", math.Exp(logSum/float64(count)), count, cut)
	}
}
