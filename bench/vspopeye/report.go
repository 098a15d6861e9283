package main

import (
	"fmt"
	"io"
	"math"
	"slices"
	"sort"
	"strings"
)

// Statuses of a timed problem.
const (
	statusOK            = "ok"             // both finished and their outputs agree
	statusMismatch      = "mismatch"       // cpls's output differs from Popeye's
	statusCplsTimeout   = "cpls-timeout"   // cpls ran out of -timeout
	statusPopeyeTimeout = "popeye-timeout" // Popeye ran out of it (cpls checked against the stored output)
	statusCplsError     = "cpls-error"     // cpls exited with an error
	statusPopeyeError   = "popeye-error"   // Popeye exited with an error
)

// timing is one solver's runs of one problem.
type timing struct {
	// Runs are the CPU seconds of each run, in the order they ran. After a timeout or an
	// error the solver is not run again for that problem.
	Runs     []float64 `json:"runs_cpu_seconds"`
	TimedOut bool      `json:"timed_out,omitempty"`
	Err      string    `json:"error,omitempty"`
}

// Min is the least CPU time of the runs: on a shared machine other work only ever adds
// to a run's CPU time (cache and memory-bus contention, migrations), never takes from
// it, so the minimum is the figure nearest the solver's own cost.
func (t timing) Min() float64 {
	if len(t.Runs) == 0 {
		return 0
	}
	return slices.Min(t.Runs)
}

// Spread is the largest run over the least (1 for a single run): how noisy the runs were.
func (t timing) Spread() float64 {
	if len(t.Runs) == 0 || slices.Min(t.Runs) <= 0 {
		return 1
	}
	return slices.Max(t.Runs) / slices.Min(t.Runs)
}

// result is one timed problem.
type result struct {
	ID    string `json:"id"`
	Stip  string `json:"stipulation"`
	Group string `json:"group"`
	// RefSeconds and OneCoreSeconds are the corpus's stored Popeye times.
	RefSeconds     float64 `json:"reference_cpu_seconds"`
	OneCoreSeconds float64 `json:"stored_one_core_seconds,omitempty"`
	Popeye         timing  `json:"popeye"`
	Cpls           timing  `json:"cpls"`
	// PopeyeSeconds and CplsSeconds are the minima of the runs; Ratio is
	// CplsSeconds/PopeyeSeconds (above 1: cpls is slower).
	PopeyeSeconds float64 `json:"popeye_cpu_seconds"`
	CplsSeconds   float64 `json:"cpls_cpu_seconds"`
	Ratio         float64 `json:"ratio"`
	Status        string  `json:"status"`
}

// finish sets the minima, the ratio and the status from the runs; agree says whether
// the outputs agreed (meaningful only when both finished without error).
func (r *result) finish(agree bool) {
	r.PopeyeSeconds, r.CplsSeconds = r.Popeye.Min(), r.Cpls.Min()
	r.Ratio = r.CplsSeconds / math.Max(r.PopeyeSeconds, 1e-3)
	switch {
	case r.Cpls.Err != "":
		r.Status = statusCplsError
	case r.Popeye.Err != "":
		r.Status = statusPopeyeError
	case r.Cpls.TimedOut:
		r.Status = statusCplsTimeout
	case !agree:
		r.Status = statusMismatch
	case r.Popeye.TimedOut:
		r.Status = statusPopeyeTimeout
	default:
		r.Status = statusOK
	}
}

// leftOut is a selected problem that was not timed, and why.
type leftOut struct {
	ID     string `json:"id"`
	Group  string `json:"group,omitempty"`
	Reason string `json:"reason"`
}

// groupSummary sums up one group.
type groupSummary struct {
	Group string `json:"group"`
	// Timed counts the problems run; Agree those with status ok, over which Geomean, the
	// geometric mean of cpls/Popeye, is taken (problems where either solver timed out,
	// failed or disagreed are listed, not averaged).
	Timed    int     `json:"timed"`
	Agree    int     `json:"agree"`
	Geomean  float64 `json:"geomean_ratio"`
	Mismatch int     `json:"mismatches"`
	Timeouts int     `json:"timeouts"`
	Errors   int     `json:"errors"`
	LeftOut  int     `json:"left_out"`
	// Slower are the problems where cpls used more CPU time than Popeye (timeouts of
	// cpls included), the weakest first.
	Slower []result `json:"slower"`
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

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return 0
	}
	s := slices.Sorted(slices.Values(xs))
	n := len(s)
	if n%2 == 1 {
		return s[n/2]
	}
	return (s[n/2-1] + s[n/2]) / 2
}

// slowerThanPopeye returns the results where cpls took more CPU time than Popeye,
// highest ratio first. A Popeye timeout or error gives no comparison and is skipped.
func slowerThanPopeye(rs []result) []result {
	var out []result
	for _, r := range rs {
		if r.Popeye.TimedOut || r.Popeye.Err != "" || r.Cpls.Err != "" {
			continue
		}
		if r.CplsSeconds > r.PopeyeSeconds {
			out = append(out, r)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Ratio > out[j].Ratio })
	return out
}

// summarize builds one summary per group present in rs or left, battle first.
func summarize(rs []result, left []leftOut) []groupSummary {
	var out []groupSummary
	for _, g := range []string{groupBattle, groupHelp} {
		s := groupSummary{Group: g}
		var in []result
		var ratios []float64
		for _, r := range rs {
			if r.Group != g {
				continue
			}
			in = append(in, r)
			switch r.Status {
			case statusOK:
				ratios = append(ratios, r.Ratio)
			case statusMismatch:
				s.Mismatch++
			case statusCplsTimeout, statusPopeyeTimeout:
				s.Timeouts++
			default:
				s.Errors++
			}
		}
		for _, l := range left {
			if l.Group == g {
				s.LeftOut++
			}
		}
		if len(in) == 0 && s.LeftOut == 0 {
			continue
		}
		s.Timed, s.Agree, s.Geomean = len(in), len(ratios), geomean(ratios)
		s.Slower = append([]result{}, slowerThanPopeye(in)...)
		out = append(out, s)
	}
	return out
}

// noise sums up how far repeated runs of the same solver on the same problem differed.
type noise struct {
	// PopeyeSpread and CplsSpread are the median and largest max/min over the problems
	// run more than once.
	PopeyeMedianSpread float64 `json:"popeye_median_spread"`
	PopeyeMaxSpread    float64 `json:"popeye_max_spread"`
	CplsMedianSpread   float64 `json:"cpls_median_spread"`
	CplsMaxSpread      float64 `json:"cpls_max_spread"`
	// StoredRatio is the median of this run's Popeye time over the corpus's stored
	// one-core time: above 1, the machine was slower than when the corpus was measured.
	StoredRatio float64 `json:"popeye_vs_stored_one_core"`
}

func measureNoise(rs []result) noise {
	var ps, cs, stored []float64
	for _, r := range rs {
		if len(r.Popeye.Runs) > 1 {
			ps = append(ps, r.Popeye.Spread())
		}
		if len(r.Cpls.Runs) > 1 {
			cs = append(cs, r.Cpls.Spread())
		}
		if r.OneCoreSeconds > 0 && !r.Popeye.TimedOut && r.Popeye.Err == "" && r.PopeyeSeconds > 0 {
			stored = append(stored, r.PopeyeSeconds/r.OneCoreSeconds)
		}
	}
	maxOf := func(xs []float64) float64 {
		if len(xs) == 0 {
			return 0
		}
		return slices.Max(xs)
	}
	return noise{
		PopeyeMedianSpread: median(ps), PopeyeMaxSpread: maxOf(ps),
		CplsMedianSpread: median(cs), CplsMaxSpread: maxOf(cs),
		StoredRatio: median(stored),
	}
}

// startup is the start-up measurement: each command's CPU times on a trivial problem.
type startup struct {
	Problem string `json:"problem"`
	// Floor is /bin/true started as the solvers are: what any pinned process costs.
	Floor       timing `json:"floor"`
	CplsVersion timing `json:"cpls_version"`
	CplsSolve   timing `json:"cpls_solve"`
	Popeye      timing `json:"popeye"`
}

// report is the whole run, as -json prints it.
type report struct {
	Popeye   string         `json:"popeye"`
	Cpls     string         `json:"cpls"`
	Core     int            `json:"core"`
	Reps     int            `json:"reps"`
	Min      float64        `json:"min_reference_seconds"`
	Max      float64        `json:"max_reference_seconds"`
	Timeout  string         `json:"timeout"`
	Startup  *startup       `json:"startup,omitempty"`
	Problems []result       `json:"problems"`
	LeftOut  []leftOut      `json:"left_out"`
	Groups   []groupSummary `json:"groups"`
	Noise    noise          `json:"noise"`
}

var groupTitle = map[string]string{
	groupBattle: "direct, self and reflex play",
	groupHelp:   "help and series play",
}

const rowFormat = "%-36s %-9s %9s %9s %8s  %s\n"

func writeHeader(w io.Writer) {
	fmt.Fprintf(w, rowFormat, "problem", "stip", "popeye-s", "cpls-s", "cpls/py", "status")
}

// writeRow prints one problem as a table row; a time that ran out is marked with ">".
func writeRow(w io.Writer, r result) {
	secs := func(t timing) string {
		s := fmt.Sprintf("%.3f", t.Min())
		if t.TimedOut {
			s = ">" + s
		}
		return s
	}
	ratio := fmt.Sprintf("%.2f", r.Ratio)
	if r.Cpls.TimedOut {
		ratio = ">" + ratio
	} else if r.Popeye.TimedOut {
		ratio = "<" + ratio
	}
	status := r.Status
	if r.Cpls.Err != "" {
		status += ": " + r.Cpls.Err
	} else if r.Popeye.Err != "" {
		status += ": " + r.Popeye.Err
	}
	fmt.Fprintf(w, rowFormat, r.ID, r.Stip, secs(r.Popeye), secs(r.Cpls), ratio, status)
}

// writeStartup prints the start-up figures.
func writeStartup(w io.Writer, s startup) {
	fmt.Fprintf(w, "start-up (CPU seconds, least and median of %d runs; floor: /bin/true started the same way):\n", len(s.Floor.Runs))
	for _, t := range []struct {
		name string
		t    timing
	}{{"floor", s.Floor}, {"cpls version", s.CplsVersion}, {"cpls solve " + s.Problem, s.CplsSolve}, {"popeye " + s.Problem, s.Popeye}} {
		fmt.Fprintf(w, "  %-28s %.4f  %.4f", t.name, t.t.Min(), median(t.t.Runs))
		if t.t.Err != "" {
			fmt.Fprintf(w, "  (%s)", t.t.Err)
		}
		fmt.Fprintln(w)
	}
}

// writeSummary prints the groups, the problems left out and the noise.
func writeSummary(w io.Writer, rep report) {
	for _, g := range rep.Groups {
		fmt.Fprintf(w, "\n%s (%s): %d timed, %d agree, geomean cpls/popeye %.3f over those %d",
			g.Group, groupTitle[g.Group], g.Timed, g.Agree, g.Geomean, g.Agree)
		var notes []string
		for _, n := range []struct {
			k int
			s string
		}{{g.Mismatch, "mismatches"}, {g.Timeouts, "timeouts"}, {g.Errors, "errors"}, {g.LeftOut, "left out"}} {
			if n.k > 0 {
				notes = append(notes, fmt.Sprintf("%d %s", n.k, n.s))
			}
		}
		if len(notes) > 0 {
			fmt.Fprintf(w, "; %s", strings.Join(notes, ", "))
		}
		fmt.Fprintf(w, "\n  slower than Popeye: %d\n", len(g.Slower))
		for _, r := range g.Slower {
			fmt.Fprint(w, "  ")
			writeRow(w, r)
		}
	}
	if len(rep.LeftOut) > 0 {
		fmt.Fprintf(w, "\nleft out (%d):\n", len(rep.LeftOut))
		for _, l := range rep.LeftOut {
			fmt.Fprintf(w, "  %-36s %s\n", l.ID, l.Reason)
		}
	}
	n := rep.Noise
	fmt.Fprint(w, "\nnoise: ")
	if n.PopeyeMaxSpread > 0 || n.CplsMaxSpread > 0 {
		fmt.Fprintf(w, "max/min of repeated runs, median %.3f (largest %.3f) for Popeye, %.3f (%.3f) for cpls; ",
			n.PopeyeMedianSpread, n.PopeyeMaxSpread, n.CplsMedianSpread, n.CplsMaxSpread)
	} else {
		fmt.Fprint(w, "one run each, no spread; ")
	}
	fmt.Fprintf(w, "Popeye now / stored one-core time: median %.3f\n", n.StoredRatio)
}
