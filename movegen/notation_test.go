package movegen

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestNotation checks moves as Popeye prints them in the corpus's expected output.
func TestNotation(t *testing.T) {
	for _, c := range []struct {
		fen, uci string
		lang     Language
		want     string
	}{
		// REGRESSIONS/4_47_to_4_49.inp#8: 1.Sa8-b6 Qg8-a2 #
		{"n5Q1/8/8/8/6N1/K7/8/k7 b - - 0 1", "a8b6", English, "Sa8-b6"},
		{"6Q1/8/1n6/8/6N1/K7/8/k7 w - - 0 1", "g8a2", English, "Qg8-a2 #"},
		// REGRESSIONS/4_47_to_4_49.inp#0: 1...c2-c1=Q #
		{"8/8/8/8/8/P7/P1p5/K7 b - - 0 1", "c2c1q", English, "c2-c1=Q #"},
		// BEISPIEL/castling.inp#0: 2.0-0 #
		{"8/8/8/8/8/8/5Q2/2k1K2R w K - 0 1", "e1g1", German, "0-0 #"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", English, "e5*d6 ep."},
		{"3qk3/8/8/8/8/8/8/3QK3 w - - 0 1", "d1d8", German, "Dd1*d8 +"},
		{"4k3/8/8/8/8/8/8/4K1N1 w - - 0 1", "g1f3", French, "Cg1-f3"},
		{"4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1", English, "0-0-0"},
	} {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		var m Move
		for _, l := range p.LegalMoves(nil) {
			if l.UCI() == c.uci {
				m = l
			}
		}
		require.NotZero(t, m, "%s not legal in %s", c.uci, c.fen)
		require.Equal(t, c.want, p.Notation(m, c.lang))
		require.Equal(t, c.fen, p.FEN())
	}
}
