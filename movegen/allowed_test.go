package movegen

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// TestLegalMovesAllowed checks LegalMovesAllowed against LegalMoves on random games
// (the perft positions, pins, checks, en passant and castling among them) with random
// masks: it lists the legal moves allow marks in LegalMoves' order, lists no illegal
// move, and of pieces other than pawns no move allow leaves out, castlings apart.
func TestLegalMovesAllowed(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	checked := 0
	for g := range 120 {
		p, err := ParseFEN(perftCases[g%len(perftCases)].fen)
		if err != nil {
			t.Fatal(err)
		}
		for range 40 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			var allow [64]Bitboard
			for s := range allow {
				if rng.IntN(3) > 0 {
					allow[s] = Bitboard(rng.Uint64() & rng.Uint64())
				}
			}
			checkAllowed(t, p, legal, &allow)
			checked++
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if checked < 1000 {
		t.Fatalf("only %d positions checked", checked)
	}
}

// checkAllowed compares LegalMovesAllowed(allow) on p with legal, p's legal moves.
func checkAllowed(t *testing.T, p *Position, legal []Move, allow *[64]Bitboard) {
	t.Helper()
	got := p.LegalMovesAllowed(nil, allow)
	var want, gotMarked []Move
	for _, m := range legal {
		if allow[m.From()].Has(m.To()) {
			want = append(want, m)
		}
	}
	for _, m := range got {
		if !slices.Contains(legal, m) {
			t.Fatalf("%s: %v is not legal", p.FEN(), m)
		}
		marked := allow[m.From()].Has(m.To())
		if !marked && p.PieceAt(m.From()).Type() != Pawn && !m.IsCastle() {
			t.Fatalf("%s: %v is not allowed", p.FEN(), m)
		}
		if marked {
			gotMarked = append(gotMarked, m)
		}
	}
	if !slices.Equal(gotMarked, want) {
		t.Fatalf("%s: allowed moves %v, want %v", p.FEN(), gotMarked, want)
	}
}
