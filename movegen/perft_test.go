package movegen

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// perftCases are the six positions of the chessprogramming wiki "Perft Results" page with
// their published node counts.
var perftCases = []struct {
	name   string
	fen    string
	counts []uint64 // counts[d-1] is perft(d)
	short  int      // deepest depth run with -short
}{
	{"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		[]uint64{20, 400, 8902, 197281, 4865609, 119060324}, 3},
	{"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		[]uint64{48, 2039, 97862, 4085603, 193690690}, 3},
	{"position3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		[]uint64{14, 191, 2812, 43238, 674624, 11030083, 178633661}, 4},
	{"position4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
		[]uint64{6, 264, 9467, 422333, 15833292}, 3},
	{"position5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		[]uint64{44, 1486, 62379, 2103487, 89941194}, 3},
	{"position6", "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
		[]uint64{46, 2079, 89890, 3894594, 164075551}, 3},
}

func TestPerft(t *testing.T) {
	for _, c := range perftCases {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		for d, want := range c.counts {
			depth := d + 1
			if testing.Short() && depth > c.short {
				break
			}
			t.Run(fmt.Sprintf("%s/%d", c.name, depth), func(t *testing.T) {
				require.Equal(t, want, p.Perft(depth))
				require.Equal(t, c.fen, p.FEN(), "make/unmake must restore the position")
			})
		}
	}
}

func TestFENRoundTrip(t *testing.T) {
	for _, c := range perftCases {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		require.Equal(t, c.fen, p.FEN())
	}
}

func TestFENErrorsNameTheField(t *testing.T) {
	for _, c := range []struct{ fen, field string }{
		{"8/8/8 w - -", "piece placement"},
		{"9/8/8/8/8/8/8/8 w - -", "piece placement"},
		{"8/8/8/8/8/8/8/7x w - -", "piece placement"},
		{"8/8/8/8/8/8/8/8 x - -", "side to move"},
		{"8/8/8/8/8/8/8/8 w KX -", "castling"},
		{"8/8/8/8/8/8/8/8 w - e5", "en-passant"},
		{"8/8/8/8/8/8/8/8 w - - x", "halfmove"},
		{"8/8/8/8/8/8/8/8 w - - 0 0", "fullmove"},
		{"8/8/8/8/8/8/8/8", "fields"},
	} {
		_, err := ParseFEN(c.fen)
		require.Error(t, err, c.fen)
		require.Contains(t, err.Error(), c.field, c.fen)
	}
}

func FuzzParseFEN(f *testing.F) {
	for _, c := range perftCases {
		f.Add(c.fen)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			require.Contains(t, err.Error(), "movegen: FEN")
			return
		}
		q, err := ParseFEN(p.FEN())
		require.NoError(t, err)
		require.Equal(t, p.FEN(), q.FEN())
		p.Perft(1)
	})
}

// benchDepths are the depths of the six positions in the benchmarks: one ply less than
// the full-depth test, so that an iteration takes milliseconds.
var benchDepths = map[string]int{"start": 5, "kiwipete": 4, "position3": 6, "position4": 4, "position5": 4, "position6": 4}

// benchmarkPerft runs count on each of the six positions and reports nodes/second.
func benchmarkPerft(b *testing.B, count func(p *Position, depth int) uint64) {
	for _, c := range perftCases {
		b.Run(c.name, func(b *testing.B) {
			p, err := ParseFEN(c.fen)
			require.NoError(b, err)
			depth := benchDepths[c.name]
			var nodes uint64
			for b.Loop() {
				nodes += count(p, depth)
			}
			require.Equal(b, c.counts[depth-1]*uint64(b.N), nodes)
			b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
		})
	}
}

// BenchmarkPerft counts the last ply in bulk, as Stockfish's go perft does.
func BenchmarkPerft(b *testing.B) {
	benchmarkPerft(b, (*Position).Perft)
}

// BenchmarkPerftFull makes every leaf move.
func BenchmarkPerftFull(b *testing.B) {
	benchmarkPerft(b, (*Position).PerftFull)
}

// TestPerftHashed checks the perft table against the plain counts, with a table small
// enough to be overwritten often.
func TestPerftHashed(t *testing.T) {
	table := NewPerftTable(1)
	for _, c := range perftCases {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		depth := min(c.short+1, len(c.counts))
		require.Equal(t, c.counts[depth-1], p.PerftHashed(depth, table), c.name)
		require.Equal(t, c.fen, p.FEN())
	}
	require.Equal(t, uint64(20), mustFEN(t, perftCases[0].fen).PerftHashed(1, nil))
	require.Len(t, NewPerftTable(0).entries, 1)
}

func mustFEN(t testing.TB, fen string) *Position {
	p, err := ParseFEN(fen)
	require.NoError(t, err)
	return p
}

// BenchmarkPerftHashed is BenchmarkPerft with a 64 MiB perft table, cleared for every
// iteration (a perft technique, reported apart from the generator's speed).
func BenchmarkPerftHashed(b *testing.B) {
	table := NewPerftTable(64)
	benchmarkPerft(b, func(p *Position, depth int) uint64 {
		clear(table.entries)
		return p.PerftHashed(depth, table)
	})
}

// BenchmarkGivesCheck measures GivesCheck over the moves of a perft tree's nodes.
func BenchmarkGivesCheck(b *testing.B) {
	p := mustFEN(b, perftCases[1].fen)
	var lists [][]Move
	for _, m := range p.LegalMoves(nil) {
		p.Make(m)
		lists = append(lists, p.LegalMoves(nil))
		p.Unmake()
	}
	root := p.LegalMoves(nil)
	calls, checks := 0, 0
	for b.Loop() {
		for i, m := range root {
			p.Make(m)
			for _, r := range lists[i] {
				if p.GivesCheck(r) {
					checks++
				}
				calls++
			}
			p.Unmake()
		}
	}
	require.NotZero(b, checks)
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(calls), "ns/call")
}
