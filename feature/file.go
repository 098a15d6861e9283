package feature

import (
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// File is what a text gives without solving: package problem's parsed, loaded and
// validated problems, the outline the features read, the findings (syntax, unsupported
// constructs, illegal positions with their quick fixes) and the units to solve. It is
// not changed once made (Analyse, then its Units chosen: UnitsToSolve).
type File struct {
	Text string
	// Loaded is the text's problems as package problem makes them (the one place from a
	// parsed problem to positions, twins and what is solved).
	Loaded *problem.File
	// Findings are the diagnostics known without solving, in the order the parser, the
	// loader and the legality check give them.
	Findings []Finding
	// Units are the twins to solve, in text order, as whoever made the File chose them
	// (UnitsToSolve: those package problem says are to be solved).
	Units []Unit

	outline *outline
}

// A Finding is a diagnostic at byte offsets of a File's text.
type Finding struct {
	Start, End int
	Severity   parser.Severity // numbered as LSP numbers severities
	Code       string
	Message    string
	Related    []Span // other places concerned (the other pieces of an illegal position)
	Fixes      []Fix  // quick fixes
}

// A Fix is a quick fix: a titled set of edits of the same text.
type Fix struct {
	Title string
	Edits []Edit
}

// An Edit replaces the bytes [Start, End) of a text with Text.
type Edit struct {
	Start, End int
	Text       string
}

// A Unit is one independently solvable thing: a twin of a problem (a problem without
// twins is one twin).
type Unit struct {
	Problem int    // index into the file's problems
	Twin    int    // index of the twin in problem.Problem.Twins
	Key     string // what the outcome depends on (problem.Problem.SolveKey)
	Label   string // "b)" for a twin; "" for a problem without twins
}

// Analyse parses text, loads and validates its problems and builds the outline and the
// findings; the units are left to the caller to choose (UnitsToSolve).
func Analyse(text string) *File {
	src := []byte(text)
	lf := problem.LoadFile(src)
	f := &File{Text: text, Loaded: lf, outline: &outline{lang: lf.Source.Language}}
	for _, d := range lf.Source.Diagnostics {
		fd := findingOf(d)
		fd.Fixes = suggestionFixes(d)
		f.Findings = append(f.Findings, fd)
	}
	for i, pr := range lf.Problems {
		for _, d := range pr.Diagnostics {
			f.Findings = append(f.Findings, findingOf(d))
		}
		for _, ld := range lf.Legality[i] {
			fd := findingOf(ld.Diagnostic)
			for _, r := range ld.Related {
				fd.Related = append(fd.Related, spanOf(r))
			}
			for _, qf := range ld.Fixes {
				fx := Fix{Title: qf.Title}
				for _, e := range qf.Edits {
					fx.Edits = append(fx.Edits, Edit{Start: e.Start, End: e.End, Text: e.NewText})
				}
				fd.Fixes = append(fd.Fixes, fx)
			}
			f.Findings = append(f.Findings, fd)
		}
		f.outline.problems = append(f.outline.problems, problemViewOf(text, pr))
	}
	return f
}

// UnitsToSolve lists the twins of f that package problem says are to be solved
// (problem.File.ToSolve), in text order, keyed by what their outcome depends on
// (problem.Problem.SolveKey).
func UnitsToSolve(f *File) []Unit {
	var out []Unit
	for i, pr := range f.Loaded.Problems {
		for j, t := range pr.Twins {
			if !f.Loaded.ToSolve(i, t) {
				continue
			}
			label := ""
			if t.Label != "" {
				label = t.Label + ")"
			}
			out = append(out, Unit{Problem: i, Twin: j, Key: pr.SolveKey(t), Label: label})
		}
	}
	return out
}

func findingOf(d parser.Diagnostic) Finding {
	return Finding{Start: d.Start, End: d.End, Severity: d.Severity, Code: d.Code, Message: d.Message}
}

// suggestionFixes are the quick fixes of a misspelt keyword: "Did you mean Option?" for
// each keyword the parser suggests, replacing the unknown word.
func suggestionFixes(d parser.Diagnostic) []Fix {
	var out []Fix
	for _, kw := range d.Suggestions {
		out = append(out, Fix{Title: "Did you mean " + kw + "?", Edits: []Edit{{Start: d.Word.Start, End: d.Word.End, Text: kw}}})
	}
	return out
}

// ProblemCount is the number of problems in the file.
func (f *File) ProblemCount() int { return len(f.Loaded.Problems) }

// ProblemAt is the index of the problem whose text holds off, -1 for none.
func (f *File) ProblemAt(off int) int {
	if p := f.outline.problemAt(off); p != nil {
		return p.index
	}
	return -1
}

// twin returns the problem and twin of u, or nil when u is not of f.
func (f *File) twin(u Unit) (*problem.Problem, *problem.Twin) {
	if u.Problem < 0 || u.Problem >= len(f.Loaded.Problems) {
		return nil, nil
	}
	pr := f.Loaded.Problems[u.Problem]
	if u.Twin < 0 || u.Twin >= len(pr.Twins) {
		return pr, nil
	}
	return pr, pr.Twins[u.Twin]
}

// Format formats text like `cpls fmt`; ok is false when the text has errors (the
// formatter refuses to rewrite what it did not understand).
func Format(text string) (string, bool) {
	out, errs := parser.Format([]byte(text))
	if len(errs) > 0 {
		return "", false
	}
	return out, true
}

// keywordIn returns the command named english ("EndProblem") in lang ("EndeProblem").
func keywordIn(lang parser.Language, english string) string {
	en, local := parser.KeywordsOf(parser.English).Commands, parser.KeywordsOf(lang).Commands
	for i, e := range en {
		if e == english && i < len(local) {
			return local[i]
		}
	}
	return english
}
