package problem

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"
)

// The agreement test of the stipulations, goals and options (issue 19): every problem
// of popeye-fairy.jsonl whose unsupported constructs (as cpls named them when the corpus
// was cut) are only stipulations, goals or options must agree with Popeye's output, up
// to the order of sibling lines (CanonicalOutput), unless it is listed in
// testdata/corpus-stipulations.txt (ID <tab> kind <tab> reason; kind is unsupported,
// solver or timeout, as in corpus-disagreements.txt). Proof games (dia, a=>b) are not
// part of it.
//
// The default run takes the problems Popeye solves in under a second (-corpus.max
// overrides it) and gives each 10 s, plus those listed as timeout, with 3 s each (failed
// when they finish with an answer other than Popeye's); -corpus.all (or -short=false) runs every problem
// with an expected output, with 2 minutes each. -corpus.id runs one, -corpus.diff
// prints both outputs of a disagreement. The log ends with the count per kind of
// construct: problems that agree / problems of that kind.

// otherConstruct matches what the corpus names that is no stipulation, goal or option:
// fairy pieces, conditions, piece attributes, unknown pieces.
var otherConstruct = regexp.MustCompile(`^(condition |fairy piece |piece attribute |neutral pieces|total invisible|.* is no piece of)`)

// proofGame matches the proof games, which are another issue's.
var proofGame = regexp.MustCompile(`(dia|a=>b)[0-9]|goal (dia|a=>b)`)

// stipulationKind names the construct a record is counted under: the first of its
// unsupported constructs, shortened to its kind ("goal 00", "stipulation reci-h",
// "structured stipulation", "option GoalIsEnd").
func stipulationKind(unsupported []string) string {
	var kinds []string
	for _, u := range unsupported {
		u = strings.TrimPrefix(u, "cpls does not solve problems with ")
		switch {
		case strings.Contains(u, "structured stipulation"), strings.Contains(u, "unreadable stipulation"):
			kinds = append(kinds, "structured stipulation")
		case strings.HasPrefix(u, "the goal "):
			g := strings.TrimPrefix(u, "the goal ")
			if len(g) == 3 && (g[0] == 'z' || g[0] == 'k') {
				g = g[:1]
			}
			kinds = append(kinds, "goal "+g)
		case strings.HasPrefix(u, "the stipulation "):
			kinds = append(kinds, "stipulation "+playPrefix(strings.TrimPrefix(u, "the stipulation ")))
		case strings.HasSuffix(u, " option"):
			kinds = append(kinds, "option "+strings.TrimSuffix(strings.TrimPrefix(u, "the "), " option"))
		case strings.Contains(u, "solution limit on Intelligent"):
			kinds = append(kinds, "option Intelligent n")
		}
	}
	if len(kinds) == 0 {
		return "other"
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		if strings.HasPrefix(k, "structured") {
			return k
		}
	}
	return kinds[0]
}

// playPrefix returns the play of a stipulation's text: "reci-h", "exact-", "hr", "2->".
func playPrefix(s string) string {
	s = strings.ToLower(s)
	for _, p := range []string{"exact-", "ser-reci-h", "reci-h", "pser-", "phser-", "semi-r", "ser-hs", "hs", "hr"} {
		if strings.Contains(s, p) {
			return p
		}
	}
	if i := strings.Index(s, "->"); i > 0 {
		return "m->"
	}
	return s
}

// stipulationTarget reports whether the record is one of the test's: what cpls named
// unsupported is only stipulations, goals and options, and it is no proof game.
func (r fairyRecord) stipulationTarget() bool {
	if len(r.Unsupported) == 0 || r.Expected == nil {
		return false
	}
	for _, u := range r.Unsupported {
		if otherConstruct.MatchString(u) || proofGame.MatchString(u) {
			return false
		}
	}
	return true
}

// loadStipCorpus returns every record of popeye-fairy.jsonl.
func loadStipCorpus(t testing.TB) []fairyRecord {
	t.Helper()
	f, err := os.Open(fairyCorpusPath)
	if err != nil {
		t.Skipf("corpus not available: %v", err)
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
		out = append(out, r)
	}
	return out
}

// kindCount counts one kind's problems.
type kindCount struct{ agree, total int }

func TestCorpusStipulations(t *testing.T) {
	known := loadKnownFile(t, "testdata/corpus-stipulations.txt")
	counts := map[string]*kindCount{}
	deadline, hasDeadline := t.Deadline()
	for _, r := range loadStipCorpus(t) {
		if !r.stipulationTarget() || (*corpusOnly != "" && r.ID != *corpusOnly) {
			continue
		}
		kd, isKnown := known[r.ID]
		listed := isKnown && kd.kind == "timeout"
		if *corpusOnly == "" && !listed {
			if max := maxReference(); max > 0 && r.RefSeconds >= max {
				continue
			}
		}
		if hasDeadline && time.Until(deadline) < problemTimeout()+15*time.Second {
			t.Logf("the test's deadline came near: %s and later ones not run", r.ID)
			break
		}
		kind := stipulationKind(r.Unsupported)
		c := counts[kind]
		if c == nil {
			c = &kindCount{}
			counts[kind] = c
		}
		c.total++
		t.Run(r.ID, func(t *testing.T) {
			if checkStipulationRecord(t, r, kd, isKnown) {
				c.agree++
			}
		})
	}
	var kinds []string
	for k := range counts {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	var b strings.Builder
	agree, total := 0, 0
	for _, k := range kinds {
		fmt.Fprintf(&b, "\n  %-28s %3d / %3d", k, counts[k].agree, counts[k].total)
		agree += counts[k].agree
		total += counts[k].total
	}
	t.Logf("stipulations, goals and options of the fairy corpus: %d of %d problems run agree with Popeye%s", agree, total, b.String())
}

// checkStipulationRecord solves one record and reports whether it agrees with Popeye;
// a disagreement fails the test unless kd lists it.
func checkStipulationRecord(t *testing.T, r fairyRecord, kd knownDisagreement, isKnown bool) bool {
	listed := isKnown && kd.kind == "timeout"
	ctx, cancel := context.WithTimeout(context.Background(), budgetFor(listed))
	defer cancel()
	got := solveFairyText(ctx, []byte(r.Input))
	want := *r.Expected
	if CanonicalOutput(got.Text) == CanonicalOutput(want) {
		if isKnown {
			t.Logf("agrees now although listed as %s (%s): remove it from testdata/corpus-stipulations.txt", kd.kind, kd.reason)
		}
		return true
	}
	if listed {
		checkListedTimeout(t, got, want, kd)
		return false
	}
	if isKnown && *corpusOnly == "" {
		t.Skipf("known disagreement (%s): %s", kd.kind, kd.reason)
	}
	if got.Interrupted && got.finishedAgrees(want) && shortRun() {
		t.Skipf("not finished within %s (Popeye %.2f s); what finished agrees", problemTimeout(), r.RefSeconds)
	}
	if *corpusDump != "" {
		name := strings.NewReplacer("/", "_", "#", "_").Replace(r.ID)
		_ = os.WriteFile(*corpusDump+"/"+name+".got", []byte(CanonicalOutput(got.Text)), 0o644)
		_ = os.WriteFile(*corpusDump+"/"+name+".want", []byte(CanonicalOutput(want)), 0o644)
	}
	if *corpusDiff {
		t.Errorf("disagreement\n--- cpls\n%s--- popeye\n%s", got.Text, want)
	} else {
		t.Errorf("disagreement (run with -corpus.diff -corpus.id '%s' to see both)", r.ID)
	}
	return false
}

// loadKnownFile reads a list of known disagreements: ID <tab> kind <tab> reason.
func loadKnownFile(t testing.TB, path string) map[string]knownDisagreement {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]knownDisagreement{}
	for _, l := range strings.Split(string(data), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		f := strings.SplitN(l, "\t", 3)
		if len(f) != 3 {
			t.Fatalf("%s: malformed line %q", path, l)
		}
		known[f[0]] = knownDisagreement{f[1], f[2]}
	}
	return known
}
