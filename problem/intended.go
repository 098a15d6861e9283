package problem

import (
	"regexp"
	"strconv"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/parser"
)

// A composer states how many solutions a problem is meant to have in a Remark line,
// which Popeye echoes but otherwise ignores ("Everything up to the end of the line will
// be ignored and has no further effects", py-engl.txt), so the file solves the same in
// Popeye. The forms read here:
//
//	Remark intended-solutions 2        YACPDB's field name (a colon after it is allowed)
//	Remark intended-solutions 2.1.1.1  YACPDB's branching form
//	Remark 2 solutions                 also "2 Loesungen" / "2 Lösungen"; "1 solution"
//	Remark 2.1.1.1                     the branching form alone; "4.1.1..." too
//	Remark b) 2 solutions              for twin b) only
//
// In YACPDB's branching form each number is how many ways the play branches at that
// move (2.2.1.1: two first moves, each followed by two replies, then one way on), so
// the number of solutions is their product; "..." stands for further 1s. A Remark
// after a Twin command's operations is for that twin; any other Remark is for every
// twin that no Remark names. The count is per half of a Duplex.

// intendedCount is one statement of the intended number of solutions.
type intendedCount struct {
	n      int
	labels []string // the twins it names ("b"); none: every twin
}

var (
	remarkLabels   = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^((?:[a-z][0-9]*\)\s*)+)`) })
	remarkLabel    = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`[a-z][0-9]*`) })
	intendedField  = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?i)^intended[- ]solutions\s*:?\s*`) })
	countSolutions = sync.OnceValue(func() *regexp.Regexp {
		return regexp.MustCompile(`(?i)^([0-9]+)\s+(?:solutions?|l(?:oe|ö)sung(?:en)?)\b`)
	})
	branching = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`^[0-9]+(?:\.[0-9]+)*(?:\.\.\.)?(?:\s|$|[,;])`) })
)

// maxBareBranch bounds each number of the branching form written without
// "intended-solutions" before it, so that a remark that starts with a date
// ("12.3.1998") is not read as one.
const maxBareBranch = 20

// parseIntended reads the intended number of solutions from the text of a Remark. ok
// is false when the remark states none; msg is set when it starts like a statement but
// the count cannot be read.
func parseIntended(text string) (c intendedCount, ok bool, msg string) {
	s := strings.TrimSpace(text)
	if m := remarkLabels().FindStringSubmatch(s); m != nil {
		c.labels = remarkLabel().FindAllString(m[1], -1)
		s = strings.TrimSpace(s[len(m[0]):])
	}
	field := false
	if m := intendedField().FindString(s); m != "" {
		field = true
		s = s[len(m):]
	}
	if m := countSolutions().FindStringSubmatch(s); m != nil {
		n, err := strconv.Atoi(m[1])
		if err != nil || n < 1 {
			return c, false, "the intended number of solutions must be 1 or more"
		}
		c.n = n
		return c, true, ""
	}
	if m := branching().FindString(s); m != "" && (field || bareBranching(m)) {
		n, ok := branchCount(strings.TrimRight(m, " \t\r\n,;"))
		if !ok {
			return c, false, "cannot read the intended number of solutions " + strconv.Quote(strings.TrimSpace(m)) + ": each number must be 1 or more"
		}
		c.n = n
		return c, true, ""
	}
	if field {
		return c, false, "cannot read the intended number of solutions: write it as intended-solutions 2, or 2.1.1.1 per move"
	}
	return c, false, ""
}

// bareBranching reports whether m, written without "intended-solutions", is the
// branching form: three numbers or more ("2.1.1"), or some ending in "..." ("4.1..."),
// none above maxBareBranch.
func bareBranching(m string) bool {
	m = strings.TrimRight(m, " \t\r\n,;")
	dots := strings.HasSuffix(m, "...")
	fields := strings.Split(strings.TrimSuffix(m, "..."), ".")
	if len(fields) < 3 && !(dots && len(fields) >= 2) {
		return false
	}
	for _, f := range fields {
		if k, err := strconv.Atoi(f); err != nil || k > maxBareBranch {
			return false
		}
	}
	return true
}

// branchCount multiplies the numbers of YACPDB's branching form ("2.2.1.1" is 4,
// "4.1.1..." is 4, "3" is 3).
func branchCount(s string) (int, bool) {
	s = strings.TrimSuffix(s, "...")
	n := 1
	for _, f := range strings.Split(s, ".") {
		k, err := strconv.Atoi(f)
		if err != nil || k < 1 || k > 1<<16 {
			return 0, false
		}
		n *= k
		if n > 1<<20 {
			return 0, false
		}
	}
	return n, true
}

// setIntended gives every twin of pr the intended number of solutions its remarks
// state (Twin.Intended) and reports remarks that start like such a statement but
// cannot be read, or name a twin the problem does not have. twinOf maps the parser's
// twins to pr's.
func (pr *Problem) setIntended(src []byte, twinOf map[*parser.Twin]*Twin) {
	p := pr.Source
	owner := remarkOwners(p)
	general := 0
	specific := map[*Twin]int{}
	for _, t := range p.Texts {
		if t.Kind != parser.CmdRemark {
			continue
		}
		c, ok, msg := parseIntended(rawLine(src, t))
		if msg != "" {
			pr.Diagnostics = append(pr.Diagnostics, parser.Diagnostic{Range: t.Value.Range, Severity: parser.Warning,
				Code: parser.CodeSyntax, Message: msg})
		}
		if !ok {
			continue
		}
		switch {
		case len(c.labels) > 0:
			for _, l := range c.labels {
				found := false
				for _, tw := range pr.Twins {
					if tw.Label == l {
						specific[tw], found = c.n, true
					}
				}
				if !found {
					pr.Diagnostics = append(pr.Diagnostics, parser.Diagnostic{Range: t.Value.Range, Severity: parser.Warning,
						Code: parser.CodeSyntax, Message: "this problem has no twin " + l + ")"})
				}
			}
		case owner[t.Keyword.Range] != nil && twinOf[owner[t.Keyword.Range]] != nil:
			specific[twinOf[owner[t.Keyword.Range]]] = c.n
		default:
			general = c.n
		}
	}
	for _, t := range pr.Twins {
		t.Intended = general
		if n, ok := specific[t]; ok {
			t.Intended = n
		}
	}
}

// remarkOwners maps the keyword of every Remark that follows a Twin (or ZeroPosition)
// command to that twin.
func remarkOwners(p *parser.Problem) map[parser.Range]*parser.Twin {
	owners := map[parser.Range]*parser.Twin{}
	for _, c := range p.Commands {
		if c.Kind == parser.CmdRemark && c.Twin != nil {
			owners[c.Keyword.Range] = c.Twin
		}
	}
	return owners
}
