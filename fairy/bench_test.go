package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// BenchmarkPerftStart measures the engine's perft speed (nodes/s) from the initial
// position, the orthodox pieces played as fairy ones.
func BenchmarkPerftStart(b *testing.B) {
	p, _ := movegen.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
	g := fromPosition(p)
	var n uint64
	for b.Loop() {
		n += perft(g, 4)
	}
	b.ReportMetric(float64(n)/b.Elapsed().Seconds(), "nodes/s")
}
