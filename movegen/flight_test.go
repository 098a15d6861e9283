package movegen

import (
	"math/rand/v2"
	"testing"
)

// TestLeavesFlight plays random games and checks LeavesFlight and FlightAfter against the
// position after each legal move: they report a flight exactly when the opponent then
// has a legal king move, castling and en passant apart (answered false, and unknown).
func TestLeavesFlight(t *testing.T) {
	fens := []string{
		"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"4k3/8/4N3/8/4R3/2B5/8/R3K1r1 w Q - 0 1",
		"6k1/5ppp/8/8/8/8/1Q6/R3K3 w Q - 0 1",
		"7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
		"k7/2P5/1K6/8/8/8/8/8 w - - 0 1",
	}
	rng := rand.New(rand.NewPCG(7, 8))
	games := 400
	if testing.Short() {
		games = 100
	}
	flights, checks := 0, 0
	for g := range games {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		for range 80 {
			legal := p.LegalMoves(nil)
			if len(legal) == 0 {
				break
			}
			for _, m := range legal {
				claim := p.LeavesFlight(m)
				flight, known := p.FlightAfter(m)
				if flight != claim || known != !(m.IsCastle() || m.IsEnPassant()) {
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
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
	if flights == 0 || checks == 0 {
		t.Fatalf("%d flights claimed, %d checks", flights, checks)
	}
	t.Logf("%d flights claimed, %d checks", flights, checks)
}
