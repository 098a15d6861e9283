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
//	    [-rep 3] [-core 1] [-timeout 60s] [-id ID] [-group battle|help] [-startup=false] [-json]
//
// Problems are chosen by the corpus's stored reference_cpu_seconds (min ≤ ref < max);
// -min 3 -max 60 times the long ones. Problems cpls does not solve (unsupported
// constructs, input errors) and those using MaxTime or MaxSolutions are left out and
// listed. Before the problems it measures start-up: cpls version, cpls solve and Popeye
// on a trivial problem, and taskset running /bin/true as the floor.
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

func vspopeye(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("vspopeye", flag.ContinueOnError)
	fs.SetOutput(stderr)
	popeyeFlag := fs.String("popeye", "", "Popeye binary (default $POPEYE)")
	cplsFlag := fs.String("cpls", "", "cpls binary (default: go build ./cmd/cpls into a temporary directory)")
	corpusFlag := fs.String("corpus", "", "comma-separated corpus files (default ../shared/corpus/popeye-orthodox.jsonl beside the module)")
	minRef := fs.Float64("min", 0.1, "least stored reference time (seconds) of a problem timed")
	maxRef := fs.Float64("max", 3, "stored reference time (seconds) a problem timed stays under (0: no limit)")
	reps := fs.Int("rep", 3, "runs of each solver per problem")
	core := fs.Int("core", 1, "CPU to pin both solvers to (-1: not pinned)")
	timeout := fs.Duration("timeout", time.Minute, "CPU time one run may take before it is stopped")
	only := fs.String("id", "", "time only the corpus problem with this id")
	group := fs.String("group", "", "time only this group: battle (direct, self, reflex) or help (help, series)")
	trivial := fs.String("trivial", "", "problem file for the start-up measurement (default examples/sound-2.inp)")
	doStartup := fs.Bool("startup", true, "measure start-up first")
	asJSON := fs.Bool("json", false, "print the report as JSON")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *reps < 1 || (*group != "" && *group != groupBattle && *group != groupHelp) {
		fmt.Fprintln(stderr, "usage: go run ./bench/vspopeye [flags] (see -h)")
		return 2
	}
	fail := func(err error) int {
		fmt.Fprintf(stderr, "vspopeye: %v\n", err)
		return 2
	}

	popeye := *popeyeFlag
	if popeye == "" {
		popeye = os.Getenv("POPEYE")
	}
	if popeye == "" {
		fmt.Fprint(stderr, popeyeHelp)
		return 2
	}
	if _, err := exec.LookPath(popeye); err != nil {
		return fail(err)
	}
	if *core >= 0 {
		if _, err := exec.LookPath("taskset"); err != nil {
			return fail(fmt.Errorf("pinning needs taskset (util-linux), or pass -core -1: %v", err))
		}
	}

	root := moduleRoot()
	corpora := []string{filepath.Join(root, "..", "shared", "corpus", "popeye-orthodox.jsonl")}
	if *corpusFlag != "" {
		corpora = strings.Split(*corpusFlag, ",")
	}
	recs, err := loadRecords(corpora)
	if err != nil {
		return fail(err)
	}
	chosen := choose(recs, selection{Min: *minRef, Max: *maxRef, ID: *only, Group: *group})
	if *only != "" && len(chosen) == 0 {
		return fail(fmt.Errorf("no corpus problem %q (in group %q)", *only, *group))
	}
	var timed []candidate
	rep := report{Popeye: popeye, Core: *core, Reps: *reps, Min: *minRef, Max: *maxRef, Timeout: timeout.String(),
		Problems: []result{}, LeftOut: []leftOut{}}
	for _, c := range chosen {
		if c.LeftOut != "" {
			rep.LeftOut = append(rep.LeftOut, leftOut{ID: c.ID, Group: c.Group, Reason: c.LeftOut})
			continue
		}
		timed = append(timed, c)
	}

	tmp, err := os.MkdirTemp("", "vspopeye")
	if err != nil {
		return fail(err)
	}
	defer os.RemoveAll(tmp)
	cpls := *cplsFlag
	if cpls == "" {
		cpls = filepath.Join(tmp, "cpls")
		fmt.Fprintln(stderr, "vspopeye: building cpls")
		build := exec.Command("go", "build", "-o", cpls, "./cmd/cpls")
		build.Dir, build.Stdout, build.Stderr = root, stderr, stderr
		if err := build.Run(); err != nil {
			return fail(fmt.Errorf("go build ./cmd/cpls: %v", err))
		}
	}
	rep.Cpls = cpls
	paths, err := writeInputs(tmp, timed)
	if err != nil {
		return fail(err)
	}

	// Rows go to stdout as they are measured; with -json they are progress on stderr.
	progress := stdout
	if *asJSON {
		progress = stderr
	}
	rn := runner{Core: *core, Timeout: *timeout}
	if *doStartup {
		if *trivial == "" {
			*trivial = filepath.Join(root, "examples", "sound-2.inp")
		}
		s := measureStartup(runner{Core: *core, Timeout: 10 * time.Second}, cpls, popeye, *trivial, max(*reps, 10))
		rep.Startup = &s
		writeStartup(progress, s)
		fmt.Fprintln(progress)
	}
	fmt.Fprintf(progress, "%d problems (stored reference time %g s to %g s), %d left out; CPU seconds, least of %d runs, pinned to CPU %d\n",
		len(timed), *minRef, *maxRef, len(rep.LeftOut), *reps, *core)
	writeHeader(progress)
	for _, c := range timed {
		r := timeProblem(rn, c, cpls, popeye, paths[c.ID], *reps)
		writeRow(progress, r)
		rep.Problems = append(rep.Problems, r)
	}
	rep.Groups = summarize(rep.Problems, rep.LeftOut)
	rep.Noise = measureNoise(rep.Problems)
	if *asJSON {
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
