package movegen

import "testing"

// TestLeavesFlight plays random games and checks LeavesFlight and FlightAfter against the
// position after each legal move: they report a flight exactly when the opponent then
// has a legal king move, castling and en passant apart (answered false, and unknown).
func TestLeavesFlight(t *testing.T) {
	games := 400
	if testing.Short() {
		games = 100
	}
	flights, checks := 0, 0
	playRandomGames(t, randomGameFENs, 7, games, 80, func(p *Position, _ int, legal []Move) {
		for _, m := range legal {
			claim := p.LeavesFlight(m)
			flight, known := p.FlightAfter(m)
			// Castling and en passant are unknown, and everything when the opponent
			// has no king.
			mayKnow := !m.IsCastle() && !m.IsEnPassant() && p.King(p.SideToMove().Other()) != NoSquare
			if flight != claim || known != mayKnow {
				t.Fatalf("%s: FlightAfter(%s) = %v, %v; LeavesFlight %v", p.FEN(), m.UCI(), flight, known, claim)
			}
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
