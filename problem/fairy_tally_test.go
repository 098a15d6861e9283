package problem

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// fairyOutcome is what became of one fairy corpus problem in TestFairyCorpusAgreement.
type fairyOutcome int

const (
	outAgree       fairyOutcome = iota // agrees with Popeye
	outDisagree                        // disagrees and is not listed: the test fails
	outKnown                           // disagrees as a testdata list says
	outTimeout                         // not finished in time; what finished agrees
	outUnsupported                     // cpls reports a construct unsupported
	outNotRun                          // left out: over -fairy.max, known slow, or the deadline near
	outcomes
)

// outcomeNames head the summary's columns.
var outcomeNames = [outcomes]string{"agree", "disagree", "listed", "timeout", "unsupp", "notrun"}

// fairyCounts counts problems per outcome.
type fairyCounts [outcomes]int

func (c fairyCounts) total() int {
	n := 0
	for _, v := range c {
		n += v
	}
	return n
}

// fairyTally counts the outcomes overall and per construct kind, and keeps what is
// left unsupported and which problems timed out or disagree.
type fairyTally struct {
	all          fairyCounts
	perKind      map[string]*fairyCounts
	left         map[string]int // why cpls does not solve → problems
	timedOut     []string
	disagree     []string
	deadlineNear bool
	// corpus is the size of the whole fairy corpus, the summary's share's denominator.
	corpus int
}

func newFairyTally() *fairyTally {
	return &fairyTally{perKind: map[string]*fairyCounts{}, left: map[string]int{}}
}

// add counts one problem's outcome under each of its kinds.
func (ft *fairyTally) add(id string, kinds []string, o fairyOutcome) {
	ft.all[o]++
	for _, k := range kinds {
		if ft.perKind[k] == nil {
			ft.perKind[k] = &fairyCounts{}
		}
		ft.perKind[k][o]++
	}
	switch o {
	case outTimeout:
		ft.timedOut = append(ft.timedOut, id)
	case outDisagree, outKnown:
		ft.disagree = append(ft.disagree, id)
	}
}

// kindGroups are the summary's sections: a title and the prefixes of its kinds.
var kindGroups = []struct {
	title    string
	prefixes []string
}{
	{"conditions", []string{"condition "}},
	{"pieces and attributes", []string{"piece ", "attribute ", "unknown piece "}},
	{"stipulations, goals and options", []string{"stipulation ", "structured ", "goal ", "option ", "other"}},
}

// log writes the table per kind, what is left unsupported, and the summary line.
func (ft *fairyTally) log(t *testing.T, maxRef float64) {
	var sb strings.Builder
	header := func(title string) {
		fmt.Fprintf(&sb, "\n%-36s", title)
		for _, n := range outcomeNames {
			fmt.Fprintf(&sb, " %6s", n)
		}
		fmt.Fprintf(&sb, " %6s\n", "total")
	}
	row := func(name string, c fairyCounts) {
		fmt.Fprintf(&sb, "  %-34s", name)
		for _, v := range c {
			fmt.Fprintf(&sb, " %6d", v)
		}
		fmt.Fprintf(&sb, " %6d\n", c.total())
	}
	for _, g := range kindGroups {
		header(g.title)
		for _, k := range ft.kindsOf(g.prefixes) {
			row(k, *ft.perKind[k])
		}
	}
	header("overall")
	row("problems", ft.all)
	t.Logf("fairy corpus per kind (a problem counts under each of its kinds; listed: disagreements the testdata lists give a reason for; notrun: reference time of %.2g s or more, or a known timeout, in the short run):\n%s\nnot covered:\n%s",
		maxRef, sb.String(), ft.leftLines())
	if ft.deadlineNear {
		t.Logf("the test's deadline came near: some problems were not run (raise go test -timeout)")
	}
	if len(ft.disagree) > 0 {
		t.Logf("disagreements: %s", strings.Join(ft.disagree, ","))
	}
	if len(ft.timedOut) > 0 {
		t.Logf("timeouts (rerun with a larger -fairy.timeout): -fairy.id '%s'", strings.Join(ft.timedOut, ","))
	}
	c := ft.all
	t.Logf("fairy corpus summary: %d problems counted: agree %d, disagree %d (%d listed), timeout %d, unsupported %d, not run %d; agree: %.1f %% of the whole corpus (%d problems with Popeye's output, proof games aside)",
		c.total(), c[outAgree], c[outDisagree]+c[outKnown], c[outKnown], c[outTimeout], c[outUnsupported], c[outNotRun],
		100*float64(c[outAgree])/float64(max(ft.corpus, 1)), ft.corpus)
}

// kindsOf returns the kinds with one of the prefixes, the most frequent first.
func (ft *fairyTally) kindsOf(prefixes []string) []string {
	var kinds []string
	for k := range ft.perKind {
		for _, p := range prefixes {
			if strings.HasPrefix(k, p) {
				kinds = append(kinds, k)
				break
			}
		}
	}
	sort.Slice(kinds, func(i, j int) bool {
		a, b := ft.perKind[kinds[i]].total(), ft.perKind[kinds[j]].total()
		if a != b {
			return a > b
		}
		return kinds[i] < kinds[j]
	})
	return kinds
}

// leftLines lists why problems are not covered, with the number of problems each.
func (ft *fairyTally) leftLines() string {
	var why []string
	for w, n := range ft.left {
		why = append(why, fmt.Sprintf("%4d  %s", n, w))
	}
	sort.Sort(sort.Reverse(sort.StringSlice(why)))
	return strings.Join(why, "\n")
}
