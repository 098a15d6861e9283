package movegen

import (
	"strings"
	"testing"
)

// TestPopeyeOrder checks PopeyeOrder against the order of Popeye's MoveNumbers lines:
// BEISPIEL/stip.inp#67 (black bishop h1 and king b4: "1 (Lh1-a8)" … "15 (Kb4-c4)"),
// REGRESSIONS/4_93_to_4_95.inp#0 (the white king's steps from a4 and from b3), and a
// position with every kind of move checked by hand against Popeye's generator. Popeye
// numbers pseudo-legal moves (Kb4-a3 walks into the rook's file).
func TestPopeyeOrder(t *testing.T) {
	for _, tc := range []struct{ fen, want string }{
		{"8/8/8/8/1k1N4/8/3P4/R1N1K2b b Q - 0 1",
			"Bh1-a8 Bh1-b7 Bh1-c6 Bh1-d5 Bh1-e4 Bh1-f3 Bh1-g2 Kb4-a3 Kb4-c3 Kb4-c5 Kb4-a5 Kb4-b3 Kb4-a4 Kb4-b5 Kb4-c4"},
		{"5k2/5p1n/7b/8/K7/8/8/8 w - - 0 1", "Ka4-b3 Ka4-b5 Ka4-a3 Ka4-a5 Ka4-b4"},
		{"5k2/5p1n/7b/8/8/1K6/8/8 w - - 0 1", "Kb3-a2 Kb3-c2 Kb3-c4 Kb3-a4 Kb3-b2 Kb3-a3 Kb3-b4 Kb3-c3"},
		// Pawns (captures to the a-side first, promotions Q S R B), a knight, a rook's
		// capture before its far squares, castling after the king's steps.
		{"1n2k3/P7/8/8/8/8/8/R3K3 w Q - 0 1",
			"Ra1-a6 Ra1-a5 Ra1-a4 Ra1-a3 Ra1-a2 Ra1-d1 Ra1-c1 Ra1-b1 0-0-0 Ke1-f2 Ke1-d2 Ke1-d1 Ke1-e2 Ke1-f1 " +
				"a7-a8=Q a7-a8=S a7-a8=R a7-a8=B a7*b8=Q a7*b8=S a7*b8=R a7*b8=B"},
		{"k7/8/8/8/2p5/8/1N6/7K w - - 0 1", "Kh1-g2 Kh1-g1 Kh1-h2 Sb2-d1 Sb2-d3 Sb2*c4 Sb2-a4"},
	} {
		p, err := ParseFEN(tc.fen)
		if err != nil {
			t.Fatal(err)
		}
		moves := p.PseudoLegalMoves(nil)
		p.PopeyeOrder(moves)
		var got []string
		for _, m := range moves {
			got = append(got, p.MoveText(m, English))
		}
		if g := strings.Join(got, " "); g != tc.want {
			t.Errorf("%s:\n got %s\nwant %s", tc.fen, g, tc.want)
		}
	}
}
