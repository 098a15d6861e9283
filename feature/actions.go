package feature

import (
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/parser"
)

// ActionKind says what a code action does.
type ActionKind uint8

// The kinds of code action.
const (
	ActionFix            ActionKind = iota // a quick fix of a finding: Edits
	ActionShowSolution                     // show problem Problem's solution
	ActionGoToKey                          // go to key Key of problem Problem
	ActionInsertSolution                   // Edits write the solution below the last end token
)

// Action is a code action in byte offsets.
type Action struct {
	Title     string
	Kind      ActionKind
	Edits     []Edit
	Finding   *Finding // the finding a fix repairs
	Preferred bool
	Problem   int // the problem of a solution action
	Key       int // the key of ActionGoToKey, counted over the problem's units
}

// Actions are the code actions of the range [start, end]: the quick fixes of the
// findings there, and inside a problem with units "Show solution", "Go to key …" (one
// per key of each solved unit) and, once every unit is solved, "Insert solution" with
// solution, the problem's solution text. problems are as States gives them.
func (f *File) Actions(findings []Finding, problems []ProblemState, start, end int, solution string) []Action {
	var out []Action
	for fi := range findings {
		fd := &findings[fi]
		if len(fd.Fixes) == 0 || fd.End < start || fd.Start > end {
			continue
		}
		for i, fx := range fd.Fixes {
			out = append(out, Action{Title: fx.Title, Kind: ActionFix, Edits: fx.Edits, Finding: fd, Preferred: i == 0})
		}
	}
	ps := stateOf(problems, f.ProblemAt(start))
	if ps == nil || len(ps.Units) == 0 {
		return out
	}
	out = append(out, Action{Title: "Show solution", Kind: ActionShowSolution, Problem: ps.Index})
	k := 0
	for i, o := range ps.Outcomes {
		if o == nil {
			continue
		}
		for _, key := range o.Keys {
			title := "Go to key " + key.Notation
			if key.Line {
				title = "Go to solution " + key.Notation
			}
			if ps.Units[i].Label != "" {
				title += " (twin " + ps.Units[i].Label + ")"
			}
			out = append(out, Action{Title: title, Kind: ActionGoToKey, Problem: ps.Index, Key: k})
			k++
		}
	}
	if ps.Solved() {
		out = append(out, Action{Title: "Insert solution", Kind: ActionInsertSolution, Problem: ps.Index,
			Edits: []Edit{f.insertSolution(ps.Index, solution)}})
	}
	return out
}

// insertSolution appends the solution at the end of the file, below EndProblem, where
// Popeye ignores text (earlier notes after it stay above). When the file has no
// EndProblem (the last problem ends with NextProblem or nothing), one is written first,
// in the file's language, so that the solution is never read as input.
func (f *File) insertSolution(idx int, text string) Edit {
	body := fmt.Sprintf("Solution of problem %d (cpls):\n%s", idx+1, strings.TrimRight(text, "\n")+"\n")
	// A blank line between the text and what is added.
	prefix := ""
	switch {
	case f.Text == "" || strings.HasSuffix(f.Text, "\n\n"):
	case strings.HasSuffix(f.Text, "\n"):
		prefix = "\n"
	default:
		prefix = "\n\n"
	}
	pf := f.Loaded.Source
	if n := len(pf.Problems); n == 0 || pf.Problems[n-1].EndKind != parser.EndProblem {
		if strings.HasSuffix(f.Text, "\n") {
			prefix = "" // EndProblem goes on the next line, right after the problem
		} else if f.Text != "" {
			prefix = "\n"
		}
		prefix += keywordIn(pf.Language, "EndProblem") + "\n\n"
	}
	return Edit{Start: len(f.Text), End: len(f.Text), Text: prefix + body}
}

// KeyLocation is where the piece that plays key k of problem idx stands (counting the
// keys of units, solved as outs, in order), with the key's notation; ok is false when
// there is no such key.
func (f *File) KeyLocation(idx int, units []Unit, outs []Outcome, k int) (at Span, notation string, ok bool) {
	if idx < 0 || idx >= len(f.outline.problems) {
		return Span{}, "", false
	}
	p := f.outline.problems[idx]
	for i, o := range outs {
		if k < len(o.Keys) {
			tw := -1
			if _, t := f.twin(units[i]); t != nil {
				tw = p.pr.SourceIndex(t)
			}
			return p.squareSpan(o.Keys[k].From, tw), o.Keys[k].Notation, true
		}
		k -= len(o.Keys)
	}
	return Span{}, "", false
}

// BoardInfo describes a problem, or the twin of it, at a place of the text.
type BoardInfo struct {
	FEN          string
	Stipulation  string
	Status       string
	Title        string
	ProblemIndex int
}

// Board describes the problem (or twin) at off, with its status from problems (as
// States gives them); ok is false when off is outside every problem.
func (f *File) Board(off int, problems []ProblemState) (b BoardInfo, ok bool) {
	p := f.outline.problemAt(off)
	if p == nil {
		return BoardInfo{}, false
	}
	twin := -1
	for i, tw := range p.twins {
		if off >= tw.Start {
			twin = i
		}
	}
	b = BoardInfo{Title: p.title, ProblemIndex: p.index, FEN: p.pr.FENOf(twin)}
	if p.stip != nil {
		b.Stipulation = p.stip.text
	}
	if ps := stateOf(problems, p.index); ps != nil {
		b.Status = ps.Status
	}
	return b, true
}
