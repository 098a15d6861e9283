package movegen

import "testing"

// TestLeavesFlight plays random games and checks LeavesFlight against the position after
// each legal move: it reports a flight exactly when the opponent then has a legal king
// move, castling and en passant apart (answered false).
func TestLeavesFlight(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 100
	}
	flights, checks := 0, 0
	playRandomGames(t, randomGameFENs, 7, games, 80, func(p *Position, _ int, legal []Move) {
		for _, m := range legal {
			claim := p.LeavesFlight(m)
			check := p.GivesCheck(m)
			p.Make(m)
			k := p.King(p.SideToMove())
			steps := 0
			for _, r := range p.LegalMoves(nil) {
				if r.From() == k {
					steps++
				}
			}
			p.Unmake()
			if check {
				checks++
			}
			if claim {
				flights++
			}
			want := steps > 0 && !m.IsCastle() && !m.IsEnPassant()
			if claim != want {
				t.Fatalf("%s: LeavesFlight(%s) = %v, the king has %d moves after it", p.FEN(), m.UCI(), claim, steps)
			}
		}
	})
	if flights == 0 || checks == 0 {
		t.Fatalf("%d flights claimed, %d checks", flights, checks)
	}
	t.Logf("%d flights claimed, %d checks", flights, checks)
}
