package movegen

import "testing"

// TestCheckFilter plays random games from varied positions and checks that every move
// GivesCheck accepts passes the filter, and that the filter drops most moves.
func TestCheckFilter(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 60
	}
	checks, passed, moves := 0, 0, 0
	playRandomGames(t, randomGameFENs, 1, games, 80, func(p *Position, _ int, legal []Move) {
		f := p.CheckFilter()
		for _, m := range legal {
			may := f.MayCheck(p, m)
			if may {
				passed++
			}
			if p.GivesCheck(m) {
				checks++
				if !may {
					t.Fatalf("%s: %s gives check but the filter drops it", p.FEN(), m.UCI())
				}
			}
		}
		moves += len(legal)
	})
	if checks == 0 || passed > moves/2 {
		t.Fatalf("%d checks; the filter passed %d of %d moves", checks, passed, moves)
	}
	t.Logf("%d checks; the filter passed %d of %d moves", checks, passed, moves)
}
