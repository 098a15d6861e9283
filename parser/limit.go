package parser

import "fmt"

// MaxDiagnostics is the most diagnostics cpls reports of one file, in the editor and on
// the command line alike. Past it, findings are counted, not kept, so that a file of
// millions of mistakes costs memory for a thousand; the last diagnostic shown says how
// many more there were (Omitted.Note).
const MaxDiagnostics = 1000

// CodeTooManyFindings is the code of the note that ends a list cut at MaxDiagnostics.
const CodeTooManyFindings = "too-many-findings"

// Omitted counts the findings of a file that were found but not kept.
type Omitted struct {
	// Count is how many findings were left out.
	Count int
	// Severity is the most severe of their severities (Error is the smallest value); 0
	// when Count is 0.
	Severity Severity
	// First is the range of the first finding left out.
	First Range
	// ErrorStarts holds the start of the first error-severity finding left out while
	// each problem was parsed: a problem with an error is never solved, however many
	// findings its file has.
	ErrorStarts []int
}

// add counts d as left out; problem is the index of the problem parsed when it was found.
func (o *Omitted) add(d Diagnostic, problem int, lastErrorProblem *int) {
	o.count(d.Severity, d.Range)
	if d.Severity == Error && *lastErrorProblem != problem {
		*lastErrorProblem = problem
		o.ErrorStarts = append(o.ErrorStarts, d.Start)
	}
}

func (o *Omitted) count(sev Severity, r Range) {
	if o.Count == 0 || r.Start < o.First.Start {
		o.First = r
	}
	if o.Count == 0 || sev < o.Severity {
		o.Severity = sev
	}
	o.Count++
}

// Note is the diagnostic that ends a cut list: at the first finding left out, as severe
// as the most severe of them (so that a file whose errors were all cut still counts as
// one with errors), saying how many more there are.
func (o Omitted) Note() Diagnostic {
	return Diagnostic{Range: o.First, Severity: o.Severity, Code: CodeTooManyFindings,
		Message: fmt.Sprintf("… and %d more findings not shown: cpls reports at most %d per file", o.Count, MaxDiagnostics)}
}

// Limit keeps the first MaxDiagnostics of ds and counts the others, with those already
// left out (o), in the Omitted it returns; diag tells what an element is. Everything
// that reports the findings of a file (cpls check, the language server) cuts its list
// here, and appends the note (Omitted.Note) when the count is not zero.
func Limit[T any](ds []T, o Omitted, diag func(T) Diagnostic) ([]T, Omitted) {
	if len(ds) <= MaxDiagnostics {
		return ds, o
	}
	for _, d := range ds[MaxDiagnostics:] {
		dd := diag(d)
		o.count(dd.Severity, dd.Range)
	}
	return ds[:MaxDiagnostics:MaxDiagnostics], o
}
