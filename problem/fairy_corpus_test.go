package problem

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/parser"
)

// The agreement test of the whole fairy corpus (issues 19 to 21): every problem of
// popeye-fairy.jsonl with Popeye's output, proof games aside (dia, a=>b: another
// issue's), is one subtest of TestFairyCorpusAgreement, whatever its constructs:
// fairy pieces, attributes, conditions, stipulations, goals, options, or a mix.
//   - cpls's output must agree with Popeye's up to the order of sibling lines
//     (CanonicalOutput); a disagreement fails unless testdata/fairy-disagreements.txt
//     (ID <tab> reason) or testdata/corpus-stipulations.txt (ID <tab> kind <tab>
//     reason) lists it;
//   - a problem cpls still reports unsupported is counted as such, not run;
//   - a problem not finished within its time is counted as a timeout, not failed
//     (speed is BenchmarkFairyCorpus's business), but the twins it finished must agree.
//
// The short run (go test -short, as CI runs it) takes the problems Popeye solved in
// under -fairy.max (0.2 s) with -fairy.timeout (3 s) each; -fairy.all (or -short=false)
// runs every one with 2 minutes each. -fairy.id runs a comma-separated list of ids,
// -fairy.kind the problems with a construct kind matching a regular expression,
// -fairy.pieces those with pieces and attributes alone, -fairy.shard i/n every n-th
// problem (n processes share the corpus); -fairy.diff prints both outputs
// of a disagreement, -corpus.dump writes them to a directory. The log ends with
// agree / disagree / timeout / unsupported / not run per condition, piece kind and
// stipulation kind, then overall with the share of the whole corpus that agrees and
// the ids that timed out (to rerun with a larger -fairy.timeout).

var (
	fairyAll     = flag.Bool("fairy.all", false, "run every fairy corpus problem, however slow")
	fairyOnly    = flag.String("fairy.id", "", "run only the fairy corpus problems with these ids (comma-separated)")
	fairyDiff    = flag.Bool("fairy.diff", false, "print our output and Popeye's for fairy disagreements")
	fairyMax     = flag.Float64("fairy.max", 0, "run only fairy problems whose reference time is under this many seconds (default 0.2 in the short run)")
	fairyTimeout = flag.Duration("fairy.timeout", 0, "time allowed per fairy problem (default 3s short, 2m with -fairy.all)")
	fairyPieces  = flag.Bool("fairy.pieces", false, "run only the fairy problems whose constructs are pieces and attributes (no condition, no stipulation, no total invisible pieces)")
	fairyNoCond  = flag.Bool("fairy.nocond", false, "run only the fairy problems without a condition (total invisible pieces included)")
	fairyShard   = flag.String("fairy.shard", "", "run only every n-th fairy problem from the i-th on (i/n, 0 <= i < n), so that n processes share the corpus; each logs its own table")
	fairyKind    = flag.String("fairy.kind", "", "run only the fairy problems with a construct kind matching this regular expression (e.g. '^condition Circe$', '^stipulation |^goal ')")
)

const fairyCorpusPath = "../../shared/corpus/popeye-fairy.jsonl"

type fairyRecord struct {
	ID          string   `json:"id"`
	Input       string   `json:"input"`
	Expected    *string  `json:"expected_output"`
	RefSeconds  float64  `json:"reference_cpu_seconds"`
	Unsupported []string `json:"unsupported"`
}

// proofGame matches the proof games, which are another issue's.
var proofGame = regexp.MustCompile(`(dia|a=>b)[0-9]|goal (dia|a=>b)`)

// inWholeCorpus reports whether the record is one of the whole fairy corpus the
// agreement is measured on: Popeye's output is known and it is no proof game.
func (r fairyRecord) inWholeCorpus() bool {
	if r.Expected == nil {
		return false
	}
	for _, u := range r.Unsupported {
		if proofGame.MatchString(u) {
			return false
		}
	}
	return true
}

// loadFairyCorpus returns the records of the whole fairy corpus (inWholeCorpus).
func loadFairyCorpus(t testing.TB) []fairyRecord {
	t.Helper()
	f, err := os.Open(fairyCorpusPath)
	if err != nil {
		t.Skipf("fairy corpus not available: %v", err)
	}
	defer f.Close()
	var out []fairyRecord
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r fairyRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.inWholeCorpus() {
			out = append(out, r)
		}
	}
	return out
}

// uncovered returns why cpls does not solve a problem of src ("" when it solves every
// twin).
func uncovered(src string) string {
	f := parser.Parse([]byte(src))
	var why []string
	for _, p := range f.Problems {
		pr := Load([]byte(src), p)
		for _, tw := range pr.Twins {
			if !tw.Solvable() {
				why = append(why, tw.Unsupported...)
			}
		}
	}
	return strings.Join(dedupe(why), ", ")
}

// fairyRun is one run of the agreement test: its settings, the known disagreements and
// what it counted.
type fairyRun struct {
	short    bool
	maxRef   float64
	timeout  time.Duration
	known    map[string]knownDisagreement
	kindRE   *regexp.Regexp
	tally    *fairyTally
	deadline time.Time // zero: none
}

func newFairyRun(t *testing.T) *fairyRun {
	run := &fairyRun{short: testing.Short() && !*fairyAll, maxRef: *fairyMax, timeout: *fairyTimeout, tally: newFairyTally()}
	if run.maxRef == 0 && run.short {
		run.maxRef = 0.2
	}
	if run.timeout == 0 {
		run.timeout = 3 * time.Second
		if !run.short {
			run.timeout = 2 * time.Minute
		}
	}
	run.known = loadFairyKnown(t)
	for id, kd := range loadKnownFile(t, "testdata/corpus-stipulations.txt") {
		run.known[id] = kd
	}
	if *fairyKind != "" {
		run.kindRE = regexp.MustCompile(*fairyKind)
	}
	run.deadline, _ = t.Deadline()
	return run
}

func TestFairyCorpusAgreement(t *testing.T) {
	run := newFairyRun(t)
	records := loadFairyCorpus(t)
	run.tally.corpus = len(records)
	shard, shards := fairyShardOf(t)
	for i, r := range records {
		kinds := constructKinds(r.Unsupported)
		if !fairyChosen(r.ID) || !run.kindChosen(kinds) || i%shards != shard {
			continue
		}
		run.tally.add(r.ID, kinds, run.check(t, r))
	}
	run.tally.log(t, run.maxRef)
}

// fairyShardOf returns the shard -fairy.shard names and the number of shards (0 of 1
// without it).
func fairyShardOf(t *testing.T) (int, int) {
	if *fairyShard == "" {
		return 0, 1
	}
	var i, n int
	if _, err := fmt.Sscanf(*fairyShard, "%d/%d", &i, &n); err != nil || n < 1 || i < 0 || i >= n {
		t.Fatalf("-fairy.shard %q: want i/n with 0 <= i < n", *fairyShard)
	}
	return i, n
}

// kindChosen reports whether -fairy.kind, -fairy.pieces and -fairy.nocond let a problem with these
// construct kinds run.
func (run *fairyRun) kindChosen(kinds []string) bool {
	if !fairyKindsChosen(kinds) {
		return false
	}
	if run.kindRE == nil {
		return true
	}
	for _, k := range kinds {
		if run.kindRE.MatchString(k) {
			return true
		}
	}
	return false
}

// check runs one record, as a subtest unless it is not to be run, and returns its
// outcome.
func (run *fairyRun) check(t *testing.T, r fairyRecord) fairyOutcome {
	if why := uncovered(r.Input); why != "" {
		run.tally.left[why]++
		return outUnsupported
	}
	if *fairyOnly == "" {
		kd, isKnown := run.known[r.ID]
		listed := isKnown && kd.kind == "timeout"
		if run.maxRef > 0 && r.RefSeconds >= run.maxRef && !listed {
			return outNotRun
		}
	}
	// Leave room for this problem and for the summary before go test's own timeout.
	if !run.deadline.IsZero() && time.Until(run.deadline) < run.timeout+15*time.Second {
		run.tally.deadlineNear = true
		return outNotRun
	}
	o := outNotRun
	t.Run(r.ID, func(t *testing.T) { run.solve(t, r, &o) })
	return o
}

// solve solves one record and sets its outcome; a disagreement fails the subtest unless
// it is listed, a timeout whose finished part agrees skips it.
func (run *fairyRun) solve(t *testing.T, r fairyRecord, o *fairyOutcome) {
	kd, isKnown := run.known[r.ID]
	listed := isKnown && kd.kind == "timeout"
	ctx, cancel := context.WithTimeout(context.Background(), run.budget(listed))
	defer cancel()
	start, startCPU := time.Now(), cpuTime()
	got := solveFairyText(ctx, []byte(r.Input))
	t.Logf("solved in %s, CPU %s (Popeye %.2f s)", time.Since(start).Round(time.Millisecond),
		(cpuTime() - startCPU).Round(time.Millisecond), r.RefSeconds)
	want := *r.Expected
	if CanonicalOutput(got.Text) == CanonicalOutput(want) {
		*o = outAgree
		if isKnown {
			t.Logf("agrees now although listed as %s (%s): remove it from its testdata list", kd.kind, kd.reason)
		}
		return
	}
	if maxTimeAgrees(got, want) {
		*o = outAgree
		t.Logf("finished where Option MaxTime cut Popeye: every line Popeye wrote is there")
		if isKnown {
			t.Logf("agrees now although listed as %s (%s): remove it from its testdata list", kd.kind, kd.reason)
		}
		return
	}
	if listed {
		*o = outTimeout
		checkListedTimeout(t, got, want, kd)
		return
	}
	if isKnown && *fairyOnly == "" {
		*o = outKnown
		t.Skipf("known disagreement (%s): %s", kd.kind, kd.reason)
	}
	if got.Interrupted && got.finishedAgrees(want) {
		*o = outTimeout
		t.Skipf("not finished within %s (Popeye %.2f s); what finished agrees", run.timeout, r.RefSeconds)
	}
	*o = outDisagree
	dumpDisagreement(r.ID, got.Text, want)
	what := "disagreement"
	if got.Interrupted {
		what = "disagreement in the part finished before the timeout"
	}
	if *fairyDiff {
		t.Errorf("%s (canonical forms)\n--- cpls\n%s--- popeye\n%s", what, CanonicalOutput(got.Text), CanonicalOutput(want))
	} else {
		t.Errorf("%s (run with -fairy.diff -fairy.id '%s' to see both)", what, r.ID)
	}
}

// budget is the time one problem may take; listed: it is listed as timeout, so in the
// short run it gets listedTimeoutBudget, enough to finish once the solver is fast (and
// then to be compared) whatever its reference time.
func (run *fairyRun) budget(listed bool) time.Duration {
	if listed && run.short && *fairyTimeout == 0 {
		return listedTimeoutBudget
	}
	return run.timeout
}

// dumpDisagreement writes the canonical forms of cpls's and Popeye's output of a
// problem to the -corpus.dump directory, when there is one.
func dumpDisagreement(id, got, want string) {
	if *corpusDump == "" {
		return
	}
	name := strings.NewReplacer("/", "_", "#", "_").Replace(id)
	_ = os.WriteFile(*corpusDump+"/"+name+".got", []byte(CanonicalOutput(got)), 0o644)
	_ = os.WriteFile(*corpusDump+"/"+name+".want", []byte(CanonicalOutput(want)), 0o644)
}

// loadFairyKnown reads testdata/fairy-disagreements.txt: ID <tab> reason, each a
// disagreement of the solver's answer.
func loadFairyKnown(t testing.TB) map[string]knownDisagreement {
	t.Helper()
	data, err := os.ReadFile("testdata/fairy-disagreements.txt")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]knownDisagreement{}
	for _, l := range strings.Split(string(data), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		id, why, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("fairy-disagreements.txt: malformed line %q", l)
		}
		known[id] = knownDisagreement{"solver", why}
	}
	return known
}

// solveFairyText is solveText for a fairy-corpus record: Popeye's warnings about a
// missing king are removed from the whole text and from its finished part, which an
// interrupted solve compares with Popeye's output.
func solveFairyText(ctx context.Context, src []byte) solved {
	got := solveText(ctx, src)
	got.Text = withoutKingMissing(got.Text)
	got.Finished = withoutKingMissing(got.Finished)
	return got
}

// withoutKingMissing removes Popeye's warnings that a side has no king and that the side
// to play can capture the king from cpls's output: Popeye writes them to standard
// error, which the fairy corpus did not record.
func withoutKingMissing(s string) string {
	for _, lang := range []parser.Language{parser.English, parser.German, parser.French} {
		w := wordsFor(lang)
		s = strings.ReplaceAll(s, w.kingMissing, "")
		s = strings.ReplaceAll(s, "\n"+w.kingCapture+"\n", "\n")
	}
	return s
}

// fairyChosen reports whether -fairy.id lets the problem id run: every problem when
// the flag is empty, else the ids it lists, separated by commas.
func fairyChosen(id string) bool {
	if *fairyOnly == "" {
		return true
	}
	for _, s := range strings.Split(*fairyOnly, ",") {
		if strings.TrimSpace(s) == id {
			return true
		}
	}
	return false
}
