// Command vspopeye compares cpls's solving speed with Popeye's as composers run them:
// each solver as a whole process on a file holding one corpus problem (cpls solve FILE,
// py -regression FILE), pinned to one core with taskset, timed by the child's CPU time
// (user + system, as wait4 reports it), the two alternating, -rep runs each, keeping the
// least run. It checks that cpls prints what Popeye prints (up to the order of sibling
// lines, as the corpus tests compare) and prints a row per problem and, per group
// (direct, self and reflex play; help and series play), the geometric mean of
// cpls/Popeye and every problem where cpls was slower; -json prints it all as data.
//
//	go run ./bench/vspopeye [-popeye PATH] [-cpls PATH] [-corpus FILE,…] [-min 0.1] [-max 3]
//	    [-rep 3] [-core 1] [-pin taskset|affinity] [-timeout 60s] [-id ID] [-group battle|help]
//	    [-startup=false] [-copy] [-json]
//
// With -pin affinity (Linux) the tool pins each solver itself, starting it from a thread
// bound to the core, so that taskset's own exec (most of the floor) is counted for
// neither solver.
//
// Problems are chosen by the corpus's stored reference_cpu_seconds (min ≤ ref < max);
// -min 3 -max 60 times the long ones. Problems cpls does not solve (unsupported
// constructs, input errors) and those using MaxTime or MaxSolutions are left out and
// listed. Before the problems it measures start-up: cpls version, cpls solve and Popeye
// on a trivial problem, and /bin/true started the same way as the floor.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/problem"
)

func main() { os.Exit(vspopeye(os.Args[1:], os.Stdout, os.Stderr)) }

// popeyeHelp says how to get the Popeye binary the comparison needs.
const popeyeHelp = `vspopeye: no Popeye: pass -popeye PATH or set POPEYE.
Build Popeye (4.104, the version the corpus was made with) from its public sources;
it needs git, make and a C compiler, and takes a few minutes:

    git clone --depth 1 --filter=blob:none --sparse https://github.com/thomas-maeder/popeye.git
    cd popeye
    git sparse-checkout set conditions debugging DHT input optimisations options output \
        pieces platform position retro solving stipulation utilities toolchains
    make -f makefile.unx

The binary is ./py; it reads only the input file it is given.
`

// The ways of pinning a solver to one core (-pin).
const (
	pinTaskset  = "taskset"
	pinAffinity = "affinity"
)

// config is the command line.
type config struct {
	popeye, cpls, corpus, trivial string
	sel                           selection
	reps, core                    int
	pin                           string
	timeout                       time.Duration
	startup, json, copy           bool
}

// parseFlags reads the command line; ok is false after a usage error (already reported).
func parseFlags(args []string, stderr io.Writer) (cfg config, ok bool) {
	fs := flag.NewFlagSet("vspopeye", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&cfg.popeye, "popeye", "", "Popeye binary (default $POPEYE)")
	fs.StringVar(&cfg.cpls, "cpls", "", "cpls binary (default: go build ./cmd/cpls into a temporary directory)")
	fs.StringVar(&cfg.corpus, "corpus", "", "comma-separated corpus files (default ../shared/corpus/popeye-orthodox.jsonl beside the module)")
	fs.Float64Var(&cfg.sel.Min, "min", 0.1, "least stored reference time (seconds) of a problem timed")
	fs.Float64Var(&cfg.sel.Max, "max", 3, "stored reference time (seconds) a problem timed stays under (0: no limit)")
	fs.IntVar(&cfg.reps, "rep", 3, "runs of each solver per problem")
	fs.IntVar(&cfg.core, "core", 1, "CPU to pin both solvers to (-1: not pinned)")
	fs.StringVar(&cfg.pin, "pin", pinTaskset, "how to pin: taskset (taskset -c CORE execs the solver; its start is counted, as the floor shows) or affinity (Linux: the solver is started from a thread bound to CORE and inherits it; only the solver's own exec is counted)")
	fs.DurationVar(&cfg.timeout, "timeout", time.Minute, "CPU time one run may take before it is stopped")
	fs.StringVar(&cfg.sel.ID, "id", "", "time only the corpus problem with this id")
	fs.StringVar(&cfg.sel.Group, "group", "", "time only this group: battle (direct, self, reflex) or help (help, series)")
	fs.StringVar(&cfg.trivial, "trivial", "", "problem file for the start-up measurement (default examples/sound-2.inp)")
	fs.BoolVar(&cfg.startup, "startup", true, "measure start-up first")
	fs.BoolVar(&cfg.json, "json", false, "print the report as JSON")
	fs.BoolVar(&cfg.copy, "copy", false, "time copies of both binaries, written into the temporary directory, so that how each file was written (a binary go build has just written starts more slowly) does not count")
	if err := fs.Parse(args); err != nil {
		return cfg, false
	}
	badPin := cfg.pin != pinTaskset && (cfg.pin != pinAffinity || !affinitySupported || cfg.core >= 1024)
	if g := cfg.sel.Group; fs.NArg() > 0 || cfg.reps < 1 || badPin || (g != "" && g != groupBattle && g != groupHelp) {
		fmt.Fprintln(stderr, "usage: go run ./bench/vspopeye [flags] (see -h)")
		return cfg, false
	}
	if cfg.popeye == "" {
		cfg.popeye = os.Getenv("POPEYE")
	}
	return cfg, true
}

func vspopeye(args []string, stdout, stderr io.Writer) int {
	cfg, ok := parseFlags(args, stderr)
	if !ok {
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "vspopeye: %v\n", err)
		return 2
	}
	if cfg.popeye == "" {
		fmt.Fprint(stderr, popeyeHelp)
		return 2
	}
	if _, err := exec.LookPath(cfg.popeye); err != nil {
		return fail(err)
	}
	if cfg.core >= 0 && cfg.pin == pinTaskset {
		if _, err := exec.LookPath("taskset"); err != nil {
			return fail(fmt.Errorf("pinning needs taskset (util-linux), or pass -core -1: %v", err))
		}
	}
	root := moduleRoot()
	rep, timed, err := selectProblems(cfg, root)
	if err != nil {
		return fail(err)
	}
	tmp, err := os.MkdirTemp("", "vspopeye")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(tmp)
	if cfg.cpls == "" {
		cfg.cpls = filepath.Join(tmp, "cpls")
		fmt.Fprintln(stderr, "vspopeye: building cpls")
		// Built as the README's Install section builds it: without cgo the binary is
		// static, and no dynamic loader runs at each start.
		build := exec.Command("go", "build", "-o", cfg.cpls, "./cmd/cpls")
		build.Dir, build.Stdout, build.Stderr = root, stderr, stderr
		build.Env = append(os.Environ(), "CGO_ENABLED=0")
		if err := build.Run(); err != nil {
			return fail(fmt.Errorf("go build ./cmd/cpls: %v", err))
		}
	}
	rep.Cpls = cfg.cpls
	if cfg.copy {
		if err := copyBinaries(&cfg, tmp); err != nil {
			return fail(err)
		}
	}
	if cfg.trivial == "" {
		cfg.trivial = filepath.Join(root, "examples", "sound-2.inp")
	}
	// Rows go to stdout as they are measured; with -json they are progress on stderr.
	progress := stdout
	if cfg.json {
		progress = stderr
	}
	if err := measure(cfg, &rep, timed, tmp, progress); err != nil {
		return fail(err)
	}
	if cfg.json {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(rep); err != nil {
			return fail(err)
		}
		return 0
	}
	writeSummary(stdout, rep)
	return 0
}

// selectProblems reads the corpus and returns the report started with the problems left
// out, and the problems to time.
func selectProblems(cfg config, root string) (report, []candidate, error) {
	rep := report{Popeye: cfg.popeye, Core: cfg.core, Reps: cfg.reps, Min: cfg.sel.Min, Max: cfg.sel.Max,
		Timeout: cfg.timeout.String(), Problems: []result{}, LeftOut: []leftOut{}}
	corpora := []string{filepath.Join(root, "..", "shared", "corpus", "popeye-orthodox.jsonl")}
	if cfg.corpus != "" {
		corpora = strings.Split(cfg.corpus, ",")
	}
	recs, err := loadRecords(corpora)
	if err != nil {
		return rep, nil, err
	}
	chosen := choose(recs, cfg.sel)
	if cfg.sel.ID != "" && len(chosen) == 0 {
		return rep, nil, fmt.Errorf("no corpus problem %q (in group %q)", cfg.sel.ID, cfg.sel.Group)
	}
	var timed []candidate
	for _, c := range chosen {
		if c.LeftOut != "" {
			rep.LeftOut = append(rep.LeftOut, leftOut{ID: c.ID, Group: c.Group, Reason: c.LeftOut})
			continue
		}
		timed = append(timed, c)
	}
	return rep, timed, nil
}

// measure writes the problems' inputs to dir, measures start-up (unless switched off)
// and times every problem, printing rows to progress as they come, and completes rep.
func measure(cfg config, rep *report, timed []candidate, dir string, progress io.Writer) error {
	paths, err := writeInputs(dir, timed)
	if err != nil {
		return err
	}
	if cfg.startup {
		s := measureStartup(runner{Core: cfg.core, Affinity: cfg.pin == pinAffinity, Timeout: 10 * time.Second}, cfg.cpls, cfg.popeye, cfg.trivial, max(cfg.reps, 10))
		rep.Startup = &s
		writeStartup(progress, s)
		fmt.Fprintln(progress)
	}
	fmt.Fprintf(progress, "%d problems (stored reference time %g s to %g s), %d left out; CPU seconds, least of %d runs, pinned to CPU %d\n",
		len(timed), cfg.sel.Min, cfg.sel.Max, len(rep.LeftOut), cfg.reps, cfg.core)
	writeHeader(progress)
	rn := runner{Core: cfg.core, Affinity: cfg.pin == pinAffinity, Timeout: cfg.timeout}
	for _, c := range timed {
		r := timeProblem(rn, c, cfg.cpls, cfg.popeye, paths[c.ID], cfg.reps)
		writeRow(progress, r)
		rep.Problems = append(rep.Problems, r)
	}
	rep.Groups = summarize(rep.Problems, rep.LeftOut)
	rep.Noise = measureNoise(rep.Problems)
	return nil
}

// timeProblem runs both solvers reps times on the problem file path, alternating which
// goes first, and compares cpls's output with Popeye's (with the stored output when
// Popeye ran out of time). A solver that times out or fails is not run again.
func timeProblem(rn runner, c candidate, cpls, popeye, path string, reps int) result {
	r := result{ID: c.ID, Stip: c.Stip, Group: c.Group, RefSeconds: c.RefSeconds, OneCoreSeconds: c.OneCoreSeconds}
	var popeyeOut, cplsOut string
	var popeyeDone, cplsDone bool
	for k := 0; k < reps; k++ {
		for i := range 2 {
			isPopeye := (i+k)%2 == 0
			t, out, done := &r.Cpls, &cplsOut, &cplsDone
			if isPopeye {
				t, out, done = &r.Popeye, &popeyeOut, &popeyeDone
			}
			if t.TimedOut || t.Err != "" {
				continue
			}
			var res run
			if isPopeye {
				res = rn.Run(popeye, "-regression", path)
			} else {
				res = rn.Run(cpls, "solve", path)
			}
			t.Runs = append(t.Runs, res.CPU.Seconds())
			t.TimedOut = res.TimedOut
			if res.Err != nil {
				t.Err = res.Err.Error()
			}
			if !*done && !res.TimedOut && res.Err == nil {
				*out, *done = res.Output, true
			}
		}
	}
	want := popeyeOut
	if !popeyeDone && c.Expected != nil {
		want = *c.Expected
	}
	agree := !cplsDone || (!popeyeDone && c.Expected == nil) ||
		problem.CanonicalOutput(cplsOut) == problem.CanonicalOutput(want)
	r.finish(agree)
	return r
}

// measureStartup times the floor, cpls version, cpls solve and Popeye on the trivial
// problem, reps times each, in turn.
func measureStartup(rn runner, cpls, popeye, trivial string, reps int) startup {
	s := startup{Problem: filepath.Base(trivial)}
	add := func(t *timing, res run) {
		t.Runs = append(t.Runs, res.CPU.Seconds())
		if res.Err != nil && t.Err == "" {
			t.Err = res.Err.Error()
		}
	}
	for range reps {
		add(&s.Floor, rn.Run("/bin/true"))
		add(&s.CplsVersion, rn.Run(cpls, "version"))
		add(&s.CplsSolve, rn.Run(cpls, "solve", trivial))
		add(&s.Popeye, rn.Run(popeye, "-regression", trivial))
	}
	return s
}

// moduleRoot is the directory of the go.mod of the current directory's module, or "."
// when go cannot say.
func moduleRoot() string {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	gomod := strings.TrimSpace(string(out))
	if err != nil || gomod == "" || gomod == os.DevNull {
		return "."
	}
	return filepath.Dir(gomod)
}
