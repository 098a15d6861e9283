package invisible

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestAttacksAgreesWithMovegen checks the geometry a free piece's placement is judged
// by against movegen's attack tables on random boards.
func TestAttacksAgreesWithMovegen(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for range 2000 {
		pos := movegen.NewEmpty()
		for range 8 {
			pos.Put(movegen.Square(r.IntN(64)), movegen.MakePiece(movegen.Black, movegen.Knight))
		}
		from := movegen.Square(r.IntN(64))
		to := movegen.Square(r.IntN(64))
		if from == to {
			continue
		}
		c := colours[r.IntN(2)]
		pt := []movegen.PieceType{movegen.Pawn, movegen.Knight, movegen.Bishop, movegen.Rook, movegen.Queen, movegen.King}[r.IntN(6)]
		if pt == movegen.King || pt == movegen.Pawn && (from.Rank() == 0 || from.Rank() == 7) {
			continue // movegen keeps one king a side; no pawn stands on a first rank
		}
		pc := movegen.MakePiece(c, pt)
		pos.Remove(from)
		pos.Remove(to)
		pos.Put(from, pc)
		occ := pos.Occupied()
		want := pos.AttackersTo(to, c).Has(from)
		if got := attacks(pc, from, to, occ); got != want {
			t.Fatalf("%v on %v attacks %v: got %v, movegen says %v\n%s", pc.Type(), from, to, got, want, pos.FEN())
		}
	}
}

func mustFEN(t *testing.T, fen string) *movegen.Position {
	t.Helper()
	pos, err := movegen.ParseFEN(fen)
	if err != nil {
		t.Fatal(err)
	}
	return pos
}

// TestPlacementRespectsTheLine: 1.Kh6-h5 needs a free piece to shield h5 from the
// queen; the other free piece may then stand where it disturbs nothing, but not on the
// square the king left nor where it would have attacked the king on h5.
func TestPlacementRespectsTheLine(t *testing.T) {
	states := initial(newBoard(mustFEN(t, "8/7p/5K1k/3Q4/8/8/8/8 b - - 0 1"), 0), 2)
	if len(states) != 1 || len(states[0].free) != 2 {
		t.Fatalf("want one state with two free pieces, got %d", len(states))
	}
	var kh5 *step
	for _, st := range expand(stateList{states}, false) {
		if st.text == "Kh6-h5" {
			kh5 = st
		}
	}
	if kh5 == nil {
		t.Fatal("Kh6-h5 needs a shield on e5, f5 or g5 and must be found")
	}
	var after state
	for _, s := range slices.Concat(kh5.after.list...) {
		if len(s.free) == 2 {
			t.Fatalf("Kh6-h5 is illegal without its shield: %s", s.pos.FEN())
		}
		for sq := range s.inv.Squares() {
			if sq != movegen.MakeSquare(4, 4) && sq != movegen.MakeSquare(5, 4) && sq != movegen.MakeSquare(6, 4) {
				t.Errorf("shield on %v is not on the queen's line to h5", sq)
			}
		}
		if len(s.free) == 1 {
			after = s
		}
	}
	if after.pos == nil {
		t.Fatal("no state shields h5 with one piece")
	}
	h6, g4, a1 := movegen.MakeSquare(7, 5), movegen.MakeSquare(6, 3), movegen.MakeSquare(0, 0)
	if placings(after, h6, movegen.MakePiece(movegen.Black, movegen.Rook)) != 0 {
		t.Error("a free piece was placed on the square the king left")
	}
	if placings(after, g4, movegen.MakePiece(movegen.White, movegen.Pawn)) != 0 {
		t.Error("a white pawn on g4 would have attacked the black king on h5 after Black's move")
	}
	if placings(after, a1, movegen.MakePiece(movegen.White, movegen.Rook)) != 1 {
		t.Error("a white rook on a1 disturbs nothing and may stand there")
	}
}

// TestReveal: a piece standing alike in every state is revealed and becomes visible;
// one that differs is not.
func TestReveal(t *testing.T) {
	base := newBoard(mustFEN(t, "7k/5N2/7K/8/8/8/8/8 b - - 0 1"), 0)
	f7 := movegen.MakeSquare(5, 6)
	a := state{pos: base, inv: movegen.SquareBB(f7)}
	b := state{pos: (*slab)(nil).clone(base), inv: movegen.SquareBB(f7)}
	states := []state{a, b}
	if got := reveal(stateList{states}); got != "[f7=wS]" {
		t.Errorf("reveal = %q, want [f7=wS]", got)
	}
	if states[0].inv != 0 || states[1].inv != 0 {
		t.Error("a revealed piece stays invisible")
	}
	other := newBoard(mustFEN(t, "7k/5B2/7K/8/8/8/8/8 b - - 0 1"), 0)
	states = []state{{pos: base, inv: movegen.SquareBB(f7)}, {pos: other, inv: movegen.SquareBB(f7)}}
	if got := reveal(stateList{states}); got != "" {
		t.Errorf("a knight in one state and a bishop in the other revealed %q", got)
	}
}

// TestAttackersOfIsTheInverse checks attackersOf against attacks: the squares it gives
// are exactly those from which the piece attacks the square, on random boards (a pawn
// is never put on a first or last rank, where movegen gives it no attack).
func TestAttackersOfIsTheInverse(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		var occ movegen.Bitboard
		for range 10 {
			occ |= movegen.SquareBB(movegen.Square(r.IntN(64)))
		}
		to := movegen.Square(r.IntN(64))
		pc := movegen.MakePiece(colours[r.IntN(2)], freeKinds[r.IntN(len(freeKinds))])
		got := attackersOf(pc, to, occ)
		for from := movegen.Square(0); from < 64; from++ {
			if pc.Type() == movegen.Pawn && (from.Rank() == 0 || from.Rank() == 7) {
				continue
			}
			if want := from != to && attacks(pc, from, to, occ|movegen.SquareBB(from)); got.Has(from) != want {
				t.Fatalf("%v to %v from %v: attackersOf says %v, attacks %v", pc, to, from, got.Has(from), want)
			}
		}
	}
}

// placings counts the states withPlaced offers for pc on sq.
func placings(s state, sq movegen.Square, pc movegen.Piece) int {
	n := 0
	s.withPlaced(sq, pc, func(state) bool { n++; return true })
	return n
}
