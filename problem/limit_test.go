package problem

import (
	"context"
	"fmt"
	"runtime"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// oneLongLine is a file of about size bytes whose Pieces line gives a1 again and again:
// one "given twice" finding per 4 bytes.
func oneLongLine(size int) []byte {
	n := size / 4
	return []byte("BeginProblem\nStipulation #2\nPieces White Kh8" + strings.Repeat(" Qa1", n) + "\nBlack Ka8\nEndProblem\n")
}

// tenThousandLines is a file of 10,000 lines or more: two-move problems, each with a
// mistake in its pieces, one after another.
func tenThousandLines() []byte {
	var b strings.Builder
	b.WriteString("BeginProblem\n")
	for i := 0; strings.Count(b.String(), "\n") < 10000; i++ {
		if i > 0 {
			b.WriteString("NextProblem\n")
		}
		fmt.Fprintf(&b, "Author cpls %d\nStipulation #2\nPieces White Ke1 Qa7 Rh1 Zz%d\n  Black Kc1\nOption Variation\n", i, i%9)
	}
	b.WriteString("EndProblem\n")
	return []byte(b.String())
}

// TestCheckCapsDiagnostics: a file with more findings than parser.MaxDiagnostics gives
// that many and a last one that says how many more there are, as severe as the worst.
func TestCheckCapsDiagnostics(t *testing.T) {
	ds := Check(context.Background(), oneLongLine(40000), CheckOptions{})
	require.Len(t, ds, parser.MaxDiagnostics+1)
	note := ds[len(ds)-1]
	assert.Equal(t, parser.CodeTooManyFindings, note.Code)
	assert.Contains(t, note.Message, "more findings not shown")
	worst := parser.Information
	for _, d := range ds[:len(ds)-1] {
		assert.NotEqual(t, parser.CodeTooManyFindings, d.Code)
		worst = min(worst, d.Severity)
	}
	assert.LessOrEqual(t, note.Severity, worst, "the note is at least as severe as what it hides")

	ds = Check(context.Background(), tenThousandLines(), CheckOptions{})
	require.Len(t, ds, parser.MaxDiagnostics+1)
	assert.Equal(t, parser.Error, ds[len(ds)-1].Severity)
}

// TestOmittedErrorsStopSolving: a problem whose only error comes after the cap is not
// solved, as if the error had been kept.
func TestOmittedErrorsStopSolving(t *testing.T) {
	src := strings.Replace(string(oneLongLine(4*(parser.MaxDiagnostics+10))), "EndProblem", "NextProblem", 1) +
		"Stipulation #1\nPieces White Kb6 Qc1 Zz9\nBlack Ka8\nEndProblem\n"
	f := LoadFile([]byte(src))
	require.Len(t, f.Problems, 2)
	assert.Len(t, f.Source.Diagnostics, parser.MaxDiagnostics)
	assert.True(t, f.HasErrors(1), "the error in the second problem was counted, not kept")
	assert.False(t, f.HasErrors(0))
}

// TestCheckMemoryBounded: checking a 5 MB file of one long Pieces line (1.25 million
// findings) holds memory in proportion to the findings kept, not to those found (all of
// them kept took over a gigabyte).
func TestCheckMemoryBounded(t *testing.T) {
	if testing.Short() {
		t.Skip("a second: run without -short")
	}
	src := oneLongLine(5 << 20)
	var ds []Diagnostic
	peak := heapPeak(func() { ds = Check(context.Background(), src, CheckOptions{}) })
	require.Len(t, ds, parser.MaxDiagnostics+1)
	t.Logf("%d bytes: heap peak %d MB", len(src), peak>>20)
	assert.Less(t, peak, uint64(100<<20), "heap peak %d MB for %d findings", peak>>20, len(ds))
}

// BenchmarkCheckLarge: check -nosolve of a 5 MB file of one line and of a 10,000-line
// file. Reports bytes and allocations per check, and the peak of the heap during one.
func BenchmarkCheckLarge(b *testing.B) {
	for _, bc := range []struct {
		name string
		src  []byte
	}{{"5MB-one-line", oneLongLine(5 << 20)}, {"10000-lines", tenThousandLines()}} {
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.src)))
			b.ReportAllocs()
			var peak uint64
			for b.Loop() {
				peak = max(peak, heapPeak(func() { Check(context.Background(), bc.src, CheckOptions{}) }))
			}
			b.ReportMetric(float64(peak)/(1<<20), "peak-heap-MB")
		})
	}
}

// heapPeak runs f and returns the most heap in use seen while it ran, sampled.
func heapPeak(f func()) uint64 {
	runtime.GC()
	done := make(chan struct{})
	peak := make(chan uint64)
	go func() {
		var m runtime.MemStats
		var top uint64
		for {
			runtime.ReadMemStats(&m)
			top = max(top, m.HeapInuse)
			select {
			case <-done:
				peak <- top
				return
			default:
				runtime.Gosched()
			}
		}
	}()
	f()
	close(done)
	return <-peak
}
