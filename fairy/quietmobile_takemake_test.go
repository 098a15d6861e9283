package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestCirceTakeMakeMobility checks HasLegalMove and its quiet-move shortcut
// (anyQuietLegal, which tests the royal piece's moves before the others') against the
// legal moves under CirceTake&Make, in random games of orthodox pieces and in every position
// a legal move leads to: most of those the side to move is in check, where the mate
// test asks it.
func TestCirceTakeMakeMobility(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "Circe", Variants: []string{"Take&Make"}})
	if err != nil {
		t.Fatal(err)
	}
	games := 300
	if testing.Short() {
		games = 60
	}
	rng := rand.New(rand.NewPCG(21, 12))
	var checked, mated int
	for range games {
		g := New(Setup{Board: orthodoxBoard(rng), EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
		for range 4 {
			moves := g.LegalMoves(nil)
			if len(moves) == 0 {
				break
			}
			for _, m := range moves {
				g.Make(m)
				c, m := compareMobility(t, g)
				checked, mated = checked+c, mated+m
				g.Unmake()
			}
			g.Make(moves[rng.IntN(len(moves))])
		}
	}
	if checked < 100 || mated < 5 {
		t.Fatalf("too few positions in check (%d) or mated (%d) to test the shortcut", checked, mated)
	}
}

// compareMobility fails t when HasLegalMove, or anyQuietLegal, disagrees with
// LegalMoves in g (any legal move; any that captures nothing), and returns 1s for a
// position in check and for one without a legal move.
func compareMobility(t *testing.T, g *Game) (checked, mated int) {
	t.Helper()
	legal := g.LegalMoves(nil)
	want := len(legal) > 0
	if got := g.HasLegalMove(); got != want {
		t.Fatalf("HasLegalMove %v, legal moves %v in\n%s", got, want, g.describe())
	}
	wantQuiet := slices.ContainsFunc(legal, func(m movegen.Move) bool { return g.capturedAt(m) == 0 })
	if got := g.anyQuietLegal(nil, g.lineTestNow()); got != wantQuiet {
		t.Fatalf("anyQuietLegal %v, legal moves capturing nothing %v in\n%s", got, wantQuiet, g.describe())
	}
	if g.InCheck() {
		checked = 1
	}
	if !want {
		mated = 1
	}
	return checked, mated
}

// orthodoxBoard returns a random board of two kings and a few orthodox pieces of
// either side, no pawn on the first or last rank.
func orthodoxBoard(rng *rand.Rand) Board {
	var b Board
	walks := []Walk{Queen, Rook, Bishop, Knight, Pawn, Pawn}
	put := func(p Piece) {
		for {
			sq := movegen.Square(rng.IntN(64))
			if b[sq] == NoPiece && (p.Walk() != Pawn || sq.Rank() != 0 && sq.Rank() != 7) {
				b[sq] = p
				return
			}
		}
	}
	put(MakePiece(King, WhiteSide, 0))
	put(MakePiece(King, BlackSide, 0))
	for range 3 + rng.IntN(8) {
		put(MakePiece(walks[rng.IntN(len(walks))], []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0))
	}
	return b
}
