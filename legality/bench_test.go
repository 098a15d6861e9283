package legality

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// BenchmarkValidate reports the time to validate one position (ns/op): the server runs
// Validate on every keystroke, so it must take microseconds.
func BenchmarkValidate(b *testing.B) {
	cases := []struct{ name, fen string }{
		// The initial array: 32 men, castling rights, every rule runs.
		{"initial", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
		// Corpus diagrams: a #2 with castling rights (BEISPIEL/castling.inp#42), an s#6 with an
		// en-passant square and promoted pieces (BEISPIEL/ep.inp#10), helpmates with few men
		// (BEISPIEL/hpint.inp#3, BEISPIEL/intell.inp#25).
		{"castling", "n3k2r/1pp1pN1p/1P2BppP/b7/1P6/2P5/1PP3P1/R3K3 w Qk - 0 1"},
		{"enpassant", "KR2N3/4P1P1/6QB/3N1pPB/n6P/rP6/ppkPP2P/3R4 w - f6 0 1"},
		{"helpmate", "8/8/2b3R1/8/8/1K6/6p1/k7 b - - 0 1"},
		{"helpmate2", "8/7B/3k1q1p/1p2b1rp/1p6/3PP2K/8/8 b - - 0 1"},
		// An illegal position: violations are built (messages, squares, fixes).
		{"illegal", "4k3/8/8/8/B7/8/PPPPPPPP/Q3R2K b - - 0 1"},
	}
	for _, c := range cases {
		p, err := movegen.ParseFEN(c.fen)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				Validate(p, Options{})
			}
		})
	}
}

// BenchmarkValidateCorpus validates every diagram of the shared corpus once per op and
// reports the mean time per position.
func BenchmarkValidateCorpus(b *testing.B) {
	problems := readCorpus(b)
	var positions []*movegen.Position
	for _, pr := range problems {
		positions = append(positions, pr.positions...)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for b.Loop() {
		for _, p := range positions {
			Validate(p, Options{})
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(positions)), "ns/position")
}
