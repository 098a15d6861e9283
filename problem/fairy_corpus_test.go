package problem

import (
	"bufio"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/parser"
)

// The fairy agreement test: every problem of popeye-fairy.jsonl whose only constructs
// the orthodox cpls could not solve were pieces, piece attributes or conditions (its
// "unsupported" list names nothing else: no stipulation, no option) is loaded; those
// cpls now solves must agree with Popeye's output up to the order of sibling lines.
// The short run takes the problems Popeye solved in under -fairy.max (0.2 s) with
// -fairy.timeout (3 s) each, a timeout skipping rather than failing; -fairy.all runs
// every one with 2 minutes each; -fairy.pieces keeps the problems without a condition.
// The log ends with agree/total per piece kind and condition.

var (
	fairyAll     = flag.Bool("fairy.all", false, "run every fairy-piece corpus problem, however slow")
	fairyOnly    = flag.String("fairy.id", "", "run only the fairy corpus problems with these ids (comma-separated)")
	fairyDiff    = flag.Bool("fairy.diff", false, "print our output and Popeye's for fairy disagreements")
	fairyMax     = flag.Float64("fairy.max", 0, "run only fairy problems whose reference time is under this many seconds (default 0.2 in the short run)")
	fairyTimeout = flag.Duration("fairy.timeout", 0, "time allowed per fairy problem (default 3s short, 2m with -fairy.all)")
	fairyPieces  = flag.Bool("fairy.pieces", false, "run only the fairy problems whose unsupported constructs are pieces and attributes (no condition, no total invisible pieces)")
	fairyNoCond  = flag.Bool("fairy.nocond", false, "run only the fairy problems without a condition (total invisible pieces included)")
)

const fairyCorpusPath = "../../shared/corpus/popeye-fairy.jsonl"

type fairyRecord struct {
	ID          string   `json:"id"`
	Input       string   `json:"input"`
	Expected    *string  `json:"expected_output"`
	RefSeconds  float64  `json:"reference_cpu_seconds"`
	Unsupported []string `json:"unsupported"`
}

// pieceIssue matches the orthodox cpls's findings about pieces and conditions: the kind
// is the piece's English name, the attribute, or "condition" and the condition's name.
var pieceIssue = regexp.MustCompile(`^fairy piece \S+ \((.*)\) is not supported|^piece attribute (\S+) is not supported|^(neutral) pieces are not supported|^(total invisible) pieces are not supported|^(condition \S+) is not supported`)

// pieceKinds returns the kinds of a record whose every unsupported construct is a
// piece, an attribute or a condition, and false for any other record.
func (r fairyRecord) pieceKinds() ([]string, bool) {
	var kinds []string
	for _, u := range r.Unsupported {
		m := pieceIssue.FindStringSubmatch(u)
		if m == nil {
			return nil, false
		}
		for _, k := range m[1:] {
			if k != "" {
				kinds = append(kinds, k)
			}
		}
	}
	return kinds, len(kinds) > 0
}

// piecesOnly reports whether the kinds of a record are all pieces and attributes: no
// condition, and no total invisible pieces (which bring their own solving).
func piecesOnly(kinds []string) bool {
	for _, k := range kinds {
		if strings.HasPrefix(k, "condition ") || k == "total invisible" {
			return false
		}
	}
	return true
}

// fairyKindsChosen reports whether a record with these kinds passes -fairy.pieces and
// -fairy.nocond.
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
		if _, ok := r.pieceKinds(); ok {
			out = append(out, r)
		}
	}
	return out
}

// kindTally counts, per piece kind or condition, the problems with it, those cpls solves and those
// that agree.
type kindTally struct{ total, covered, agree, slow int }

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

func TestFairyCorpusAgreement(t *testing.T) {
	records := loadFairyCorpus(t)
	short := testing.Short() && !*fairyAll
	maxRef, timeout := *fairyMax, *fairyTimeout
	if maxRef == 0 && short {
		maxRef = 0.2
	}
	if timeout == 0 {
		timeout = 3 * time.Second
		if !short {
			timeout = 2 * time.Minute
		}
	}
	tally := map[string]*kindTally{}
	left := map[string]int{}
	known := loadFairyKnown(t)
	for _, r := range records {
		if !fairyChosen(r.ID) {
			continue
		}
		kinds, _ := r.pieceKinds()
		if !fairyKindsChosen(kinds) {
			continue
		}
		add := func(f func(*kindTally)) {
			for _, k := range dedupe(kinds) {
				if tally[k] == nil {
					tally[k] = &kindTally{}
				}
				f(tally[k])
			}
		}
		add(func(k *kindTally) { k.total++ })
		if why := uncovered(r.Input); why != "" {
			left[why]++
			continue
		}
		add(func(k *kindTally) { k.covered++ })
		if r.Expected == nil || (*fairyOnly == "" && maxRef > 0 && r.RefSeconds >= maxRef) {
			add(func(k *kindTally) { k.slow++ })
			continue
		}
		t.Run(r.ID, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), timeout)
			defer cancel()
			start := time.Now()
			got := solveFairyText(ctx, []byte(r.Input))
			if CanonicalOutput(got.Text) == CanonicalOutput(*r.Expected) {
				add(func(k *kindTally) { k.agree++ })
				if _, ok := known[r.ID]; ok {
					t.Logf("agrees now: remove it from testdata/fairy-disagreements.txt")
				}
				return
			}
			if why, ok := known[r.ID]; ok && *fairyOnly == "" {
				t.Skipf("known disagreement: %s", why)
			}
			if got.Interrupted && got.finishedAgrees(*r.Expected) && short {
				t.Skipf("not finished within %s (Popeye %.2f s)", time.Since(start).Round(time.Millisecond), r.RefSeconds)
			}
			if *fairyDiff {
				t.Errorf("disagreement (canonical forms)\n--- cpls\n%s--- popeye\n%s", CanonicalOutput(got.Text), CanonicalOutput(*r.Expected))
			} else {
				t.Errorf("disagreement (run with -fairy.diff -fairy.id '%s' to see both)", r.ID)
			}
		})
	}
	logTally(t, tally, left)
}

// loadFairyKnown reads testdata/fairy-disagreements.txt: ID <tab> reason.
func loadFairyKnown(t testing.TB) map[string]string {
	t.Helper()
	data, err := os.ReadFile("testdata/fairy-disagreements.txt")
	if err != nil {
		t.Fatal(err)
	}
	known := map[string]string{}
	for _, l := range strings.Split(string(data), "\n") {
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		id, why, ok := strings.Cut(l, "\t")
		if !ok {
			t.Fatalf("fairy-disagreements.txt: malformed line %q", l)
		}
		known[id] = why
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

// logTally logs agree/covered/total per kind and what is left uncovered.
func logTally(t *testing.T, tally map[string]*kindTally, left map[string]int) {
	var kinds []string
	for k := range tally {
		kinds = append(kinds, k)
	}
	sort.Slice(kinds, func(i, j int) bool {
		if tally[kinds[i]].total != tally[kinds[j]].total {
			return tally[kinds[i]].total > tally[kinds[j]].total
		}
		return kinds[i] < kinds[j]
	})
	var sb strings.Builder
	fmt.Fprintf(&sb, "%-36s %5s %7s %5s %5s\n", "kind", "agree", "covered", "total", "slow")
	for _, k := range kinds {
		c := tally[k]
		fmt.Fprintf(&sb, "%-36s %5d %7d %5d %5d\n", k, c.agree, c.covered, c.total, c.slow)
	}
	var why []string
	for w, n := range left {
		why = append(why, fmt.Sprintf("%3d  %s", n, w))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(why)))
	t.Logf("per kind (slow: covered but not run: no reference output or over -fairy.max):\n%s\nnot covered:\n%s",
		sb.String(), strings.Join(why, "\n"))
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
