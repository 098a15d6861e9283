package movegen

import "testing"

// TestKingMoveCount checks KingMoveCount against the king moves LegalMoves lists (up to
// one past the limit), on random games, wherever it can tell.
func TestKingMoveCount(t *testing.T) {
	told := 0
	playRandomGames(t, randomGameFENs, 7, 200, 60, func(p *Position, _ int, legal []Move) {
		n, ok := p.KingMoveCount(8)
		if !ok {
			return
		}
		told++
		want := 0
		for _, m := range legal {
			if m.From() == p.King(p.SideToMove()) {
				want++
			}
		}
		if want = min(want, 9); n != want {
			t.Fatalf("%s: KingMoveCount %d, LegalMoves has %d king moves", p.FEN(), n, want)
		}
	})
	if told == 0 {
		t.Fatal("KingMoveCount never told")
	}
}

// TestHasNonKingMove checks HasNonKingMove and HasLegalMove against LegalMoves on random
// games: a move by a man other than the royal king, and any move.
func TestHasNonKingMove(t *testing.T) {
	seen := [2]int{}
	playRandomGames(t, randomGameFENs, 3, 200, 60, func(p *Position, _ int, legal []Move) {
		k := p.King(p.SideToMove())
		others := 0
		for _, m := range legal {
			if m.From() != k {
				others++
			}
		}
		if got := p.HasNonKingMove(); got != (others > 0) {
			t.Fatalf("%s: HasNonKingMove %v, LegalMoves has %d moves by other men", p.FEN(), got, others)
		}
		if got := p.HasLegalMove(); got != (len(legal) > 0) {
			t.Fatalf("%s: HasLegalMove %v, LegalMoves has %d moves", p.FEN(), got, len(legal))
		}
		seen[min(others, 1)]++
	})
	if seen[0] == 0 || seen[1] == 0 {
		t.Fatalf("positions without and with other men's moves: %v", seen)
	}
}
