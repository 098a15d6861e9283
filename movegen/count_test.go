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
