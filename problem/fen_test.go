package problem

import (
	"testing"

	"github.com/cpls-dev/cpls/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFENSource: a FEN, a stipulation and options become a Popeye problem with the
// same position; castling rights and the en-passant square of a whole FEN become
// NoCastling and EnPassant.
func TestFENSource(t *testing.T) {
	cases := []struct {
		fen, stip string
		options   []string
		want      string
	}{
		{"8/Q7/8/8/8/8/8/2k1K2R", "#2", []string{"Variation", "Try Defence 2"},
			"BeginProblem\nPieces White Ke1 Qa7 Rh1 Black Kc1\nStipulation #2\nOption Variation\nOption Try Defence 2\nEndProblem\n"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", "h#2", nil,
			"BeginProblem\nPieces White Ke1 Ra1 Rh1 Black Ke8 Ra8 Rh8\nStipulation h#2\nOption NoCastling a1h8\nEndProblem\n"},
		{"r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", "h#2", nil,
			"BeginProblem\nPieces White Ke1 Ra1 Rh1 Black Ke8 Ra8 Rh8\nStipulation h#2\nOption NoCastling e1e8\nEndProblem\n"},
		{"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "#1", nil,
			"BeginProblem\nPieces White Ke1 Pe5 Black Ke8 Pd5\nStipulation #1\nOption EnPassant d6\nEndProblem\n"},
		{"4k3/8/8/8/8/8/8/4KN2 w KQkq - 0 1", "#1", nil,
			"BeginProblem\nPieces White Ke1 Sf1 Black Ke8\nStipulation #1\nEndProblem\n"},
	}
	for _, c := range cases {
		src, err := FENSource(c.fen, c.stip, c.options)
		require.NoError(t, err, c.fen)
		assert.Equal(t, c.want, string(src), c.fen)
		f := parser.Parse(src)
		assert.Empty(t, f.Diagnostics, c.fen)
	}
	for _, bad := range []struct{ fen, stip, want string }{
		{"8/8", "#2", "FEN piece placement needs 8 ranks, found 2"},
		{"8/Q7/8/8/8/8/8/2k1K2R", "", "a position needs a stipulation"},
		{"8/Q7/8/8/8/8/8/2k1K2R", "#2\nPieces White Qa1", "spans several lines"},
	} {
		_, err := FENSource(bad.fen, bad.stip, nil)
		require.Error(t, err, bad.fen)
		assert.Contains(t, err.Error(), bad.want)
		assert.NotContains(t, err.Error(), "movegen")
	}
}
