package parser

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// duplicates is a problem whose Pieces line gives a1 n+1 times: n "given twice" warnings.
func duplicates(n int) string {
	return "BeginProblem\nStipulation #2\nPieces White Kh8" + strings.Repeat(" Qa1", n+1) + "\nBlack Ka8\nEndProblem\n"
}

// TestDiagnosticsCapped: a file of 5,000 findings keeps MaxDiagnostics of them, in source
// order, and counts the rest, whose severity and first range the note carries.
func TestDiagnosticsCapped(t *testing.T) {
	f := Parse([]byte(duplicates(5000)))
	require.Len(t, f.Diagnostics, MaxDiagnostics)
	assert.Equal(t, 5000-MaxDiagnostics, f.Omitted.Count)
	assert.Equal(t, Warning, f.Omitted.Severity)
	assert.Empty(t, f.Omitted.ErrorStarts, "no error was left out")
	last := f.Diagnostics[MaxDiagnostics-1]
	assert.Greater(t, f.Omitted.First.Start, last.Start, "what is kept comes first in the text")
	note := f.Omitted.Note()
	assert.Equal(t, CodeTooManyFindings, note.Code)
	assert.Equal(t, Warning, note.Severity)
	assert.Contains(t, note.Message, "4000 more findings")
	for _, d := range f.Diagnostics {
		assert.NotEmpty(t, d.Message)
	}

	// Under the cap nothing is cut.
	f = Parse([]byte(duplicates(MaxDiagnostics)))
	assert.Len(t, f.Diagnostics, MaxDiagnostics)
	assert.Zero(t, f.Omitted.Count)
}

// TestOmittedErrorsRemembered: an error left out is remembered by where it starts, once
// per problem, so that a problem with errors is never taken for a clean one.
func TestOmittedErrorsRemembered(t *testing.T) {
	src := strings.Replace(duplicates(MaxDiagnostics), "EndProblem", "NextProblem", 1) +
		"Stipulation #2\nPieces White Kh8 Zq9 Zq9\nBlack Ka8\nNextProblem\n" +
		"Stipulation #2\nPieces White Kh8 Zq9\nBlack Ka8\nEndProblem\n"
	f := Parse([]byte(src))
	require.Len(t, f.Problems, 3)
	require.Len(t, f.Omitted.ErrorStarts, 2, "one per problem with an error left out")
	assert.Equal(t, Error, f.Omitted.Severity)
	assert.Equal(t, Error, f.Omitted.Note().Severity)
	for i, start := range f.Omitted.ErrorStarts {
		p := f.Problems[i+1].Range
		assert.True(t, start >= p.Start && start <= p.End, "error %d in problem %d", i, i+2)
	}
}

// TestLimit cuts a longer list and counts what it cut with what the parser left out.
func TestLimit(t *testing.T) {
	ds := make([]Diagnostic, MaxDiagnostics+5)
	for i := range ds {
		ds[i] = Diagnostic{Range: Range{Start: i, End: i + 1}, Severity: Warning}
	}
	ds[MaxDiagnostics+2].Severity = Error
	kept, o := Limit(ds, Omitted{Count: 3, Severity: Warning, First: Range{Start: 5000, End: 5001}}, func(d Diagnostic) Diagnostic { return d })
	assert.Len(t, kept, MaxDiagnostics)
	assert.Equal(t, 8, o.Count)
	assert.Equal(t, Error, o.Severity)
	assert.Equal(t, MaxDiagnostics, o.First.Start)
	kept = append(kept, Diagnostic{})
	assert.Equal(t, Warning, ds[MaxDiagnostics].Severity, "appending to what is kept leaves the input alone")

	short, o := Limit(ds[:10], Omitted{}, func(d Diagnostic) Diagnostic { return d })
	assert.Len(t, short, 10)
	assert.Zero(t, o.Count)
}
