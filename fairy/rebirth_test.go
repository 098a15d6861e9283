package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRebirthSquare: on random boards, the rebirth square RebirthSquare gives every
// piece on every square is the reference's Circe square (written from the manual), for
// each Circe-family condition, and Circe leaves a king where it is.
func TestRebirthSquare(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for _, name := range []string{"Circe", "AntiCirce", "MarsCirce"} {
		cond, err := NewCondition(ConditionSpec{Name: name})
		require.NoError(t, err)
		for i := 0; i < 50; i++ {
			b := randomBoard(rng)
			for _, p := range b {
				if p == NoPiece || p.Neutral() || p.IsRoyal() {
					continue
				}
				c := movegen.White
				if !p.Belongs(c) {
					c = movegen.Black
				}
				s := movegen.Square(rng.IntN(64))
				got, ok := RebirthSquare(cond, p, c, s)
				require.True(t, ok, "%s %v on %v", name, p, s)
				assert.Equal(t, refCirceSquare(p.Walk(), s, c), got, "%s %v on %v", name, p, s)
			}
		}
	}
	circe, _ := NewCondition(ConditionSpec{Name: "Circe"})
	_, ok := RebirthSquare(circe, MakePiece(King, WhiteSide, Attrs(Royal)), movegen.White, movegen.E4)
	assert.False(t, ok, "a king is not reborn in Circe")
	madrasi, _ := NewCondition(ConditionSpec{Name: "Madrasi"})
	_, ok = RebirthSquare(madrasi, MakePiece(Rook, WhiteSide, 0), movegen.White, movegen.E4)
	assert.False(t, ok, "Madrasi has no rebirth square")
}

// TestParalysed: under Madrasi, Paralysed says of every piece what the reference says.
func TestParalysed(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	madrasi, err := NewCondition(ConditionSpec{Name: "Madrasi"})
	require.NoError(t, err)
	seen := 0
	for i := 0; i < 600; i++ {
		b := randomBoard(rng)
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare, Conditions: []Condition{madrasi}})
		for s, p := range b {
			for c := movegen.White; c <= movegen.Black; c++ {
				if p == NoPiece || !p.Belongs(c) {
					continue
				}
				want := refParalysed(&b, movegen.Square(s), c)
				if want {
					seen++
				}
				assert.Equal(t, want, g.Paralysed(movegen.Square(s), c), "%v on %v for %v", p, movegen.Square(s), c)
			}
		}
	}
	assert.Greater(t, seen, 10, "the boards paralyse some pieces")
	assert.False(t, New(Setup{EnPassant: movegen.NoSquare}).Paralysed(movegen.E4, movegen.White))
}

// TestRebirthSquarePlayed: under Circe, after every capture of random positions, the
// captured piece stands on the square RebirthSquare names for it whenever that square
// was empty before the move (the hover's rebirth square is the one the engine plays).
func TestRebirthSquarePlayed(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	circe, err := NewCondition(ConditionSpec{Name: "Circe"})
	require.NoError(t, err)
	checked := 0
	for i := 0; i < 300; i++ {
		b := randomBoard(rng)
		for s, p := range b {
			if p.IsRoyal() || p.Neutral() {
				b[s] = NoPiece
			}
		}
		b[movegen.A1], b[movegen.H8] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
		c := movegen.Color(rng.IntN(2))
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare, SideToMove: c, Conditions: []Condition{circe}})
		for _, m := range g.LegalMoves(nil) {
			capSq := g.capturedAt(m)
			if capSq == 0 {
				continue
			}
			s := square(capSq)
			p := g.PieceAt(s)
			r, ok := RebirthSquare(circe, p, c.Other(), s)
			if p.IsRoyal() {
				continue // a king standing in check: not reborn
			}
			require.True(t, ok)
			if g.PieceAt(r) != NoPiece && r != m.From() || square(g.decode(m).to) == r {
				continue // occupied, or the capturer lands there: the piece vanishes
			}
			g.Make(m)
			if p.Walk() == g.PieceAt(r).Walk() && g.PieceAt(r).Belongs(c.Other()) {
				checked++
			} else {
				t.Errorf("%v: %v captured on %v is not on %v", m, p, s, r)
			}
			g.Unmake()
		}
	}
	assert.Greater(t, checked, 100)
}
