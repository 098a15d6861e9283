package movegen

import (
	"slices"
	"testing"
)

// TestCheckingMoves plays random games and, wherever CheckingMoves vouches for its list,
// checks that the list holds only legal moves, each once, and every legal checking move.
// The positions include discovered checks, pins, castling that checks, en passant and
// promotions.
func TestCheckingMoves(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 120
	}
	vouched, checks := 0, 0
	var buf []Move
	playRandomGames(t, randomGameFENs, 5, games, 80, func(p *Position, _ int, legal []Move) {
		var ok bool
		var sure int
		buf, sure, ok = p.CheckingMovesSure(buf[:0])
		if !ok {
			return
		}
		for _, m := range buf[:sure] {
			if !p.GivesCheck(m) {
				t.Fatalf("%s: CheckingMovesSure counts %s as a sure check", p.FEN(), m.UCI())
			}
		}
		vouched++
		for i, m := range buf {
			if slices.Contains(buf[:i], m) {
				t.Fatalf("%s: CheckingMoves lists %s twice", p.FEN(), m.UCI())
			}
			if !slices.Contains(legal, m) {
				t.Fatalf("%s: CheckingMoves lists %s, which is not legal", p.FEN(), m.UCI())
			}
		}
		for _, m := range legal {
			if p.GivesCheck(m) {
				checks++
				if !slices.Contains(buf, m) {
					t.Fatalf("%s: CheckingMoves misses the check %s", p.FEN(), m.UCI())
				}
			}
		}
	})
	if vouched == 0 || checks == 0 {
		t.Fatalf("CheckingMoves vouched for %d positions with %d checks", vouched, checks)
	}
	t.Logf("CheckingMoves vouched for %d positions with %d checks", vouched, checks)
}

// TestCheckInfo plays random games and checks CheckInfo's answer for every legal move of
// every position against GivesCheck.
func TestCheckInfo(t *testing.T) {
	games := 600
	if testing.Short() {
		games = 120
	}
	checks, discovered := 0, 0
	playRandomGames(t, randomGameFENs, 13, games, 80, func(p *Position, _ int, legal []Move) {
		c := p.CheckInfo()
		for _, m := range legal {
			got, want := c.GivesCheck(p, m), p.GivesCheck(m)
			if got != want {
				t.Fatalf("%s: CheckInfo says %s gives check %v, GivesCheck %v", p.FEN(), m.UCI(), got, want)
			}
			if want {
				checks++
				if c.discover.Has(m.From()) {
					discovered++
				}
			}
		}
	})
	if checks == 0 || discovered == 0 {
		t.Fatalf("%d checks, %d by a man that uncovers a line", checks, discovered)
	}
	t.Logf("%d checks, %d by a man that uncovers a line", checks, discovered)
}
