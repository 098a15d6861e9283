package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The reference rules of the promotion conditions (NoWhitePromotion, NoBlackPromotion,
// WhitePromSquares, BlackPromSquares) and of White/BlackRoyalSquare, written from Popeye's sources
// (conditions/nopromotion.c; the WhPromSq and BlPromSq flags of
// solving/machinery/twin.c); TestConditionReference plays them with the others of
// condRefs, on boards of orthodox pieces (whose promotions are queen, knight, rook and
// bishop).

var refPromSq = []movegen.Square{movegen.C6, movegen.E8, movegen.F7, movegen.H5, movegen.B3, movegen.D1, movegen.G2}

var orthodoxWalks = []Walk{King, Queen, Rook, Bishop, Knight, Pawn}

func init() {
	squareConditions["WhitePromSquares"] = true
	squareConditions["BlackPromSquares"] = true
	condRefs = append(condRefs,
		// "a move that leaves the side's moving pawn where it promotes is illegal"
		condRef{spec: ConditionSpec{Name: "NoWhitePromotion"}, outcome: refNoPromotion(movegen.White), onlyWalks: orthodoxWalks, extra: refPromotingPawns},
		condRef{spec: ConditionSpec{Name: "NoBlackPromotion"}, outcome: refNoPromotion(movegen.Black), onlyWalks: orthodoxWalks, extra: refPromotingPawns},
		// "the side's pawns promote on the squares listed, in place of their last rank"
		condRef{spec: ConditionSpec{Name: "WhitePromSquares", Squares: refPromSq}, moves: refPromSquares(movegen.White, refPromSq), onlyWalks: orthodoxWalks, extra: refPromotingPawns},
		condRef{spec: ConditionSpec{Name: "BlackPromSquares", Squares: refPromSq}, moves: refPromSquares(movegen.Black, refPromSq), onlyWalks: orthodoxWalks, extra: refPromotingPawns},
	)
}

// refPromotingPawns adds pawns of either side (or neutral) a step or two from their
// last ranks, on empty squares. None goes to b2, where the reference boards' en
// passant square (a1, the zero Setup's) would let a black pawn attack a2.
func refPromotingPawns(rng *rand.Rand, b *Board) {
	for i := 0; i < 4; i++ {
		s := movegen.MakeSquare(rng.IntN(8), []int{1, 2, 5, 6}[rng.IntN(4)])
		if b[s] == NoPiece && s != movegen.B2 {
			b[s] = MakePiece(Pawn, []Side{WhiteSide, BlackSide, NeutralSide}[rng.IntN(3)], 0)
		}
	}
}

// refLastRank reports whether s is on the last rank of c's pawns.
func refLastRank(s movegen.Square, c movegen.Color) bool {
	return c == movegen.White && s.Rank() == 7 || c == movegen.Black && s.Rank() == 0
}

// refNoPromotion: side's pawn may not move to its last rank.
func refNoPromotion(side movegen.Color) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
		return m.after, c != side || b[m.from].Walk() != Pawn || !refLastRank(m.to, c)
	}
}

// refPromSquares: side's pawn promotes (queen, knight, rook, bishop) where it arrives on
// one of squares, and stays a pawn on its last rank elsewhere.
func refPromSquares(side movegen.Color, squares []movegen.Square) func(Board, movegen.Color) []Board {
	return func(b Board, c movegen.Color) []Board {
		var out []Board
		add := func(a Board) {
			if !slices.Contains(out, a) {
				out = append(out, a)
			}
		}
		for _, m := range plainMoves(b, c) {
			p := b[m.from]
			if c != side || p.Walk() != Pawn {
				add(m.after)
				continue
			}
			a := m.after
			switch on := slices.Contains(squares, m.to); {
			case on:
				for _, w := range []Walk{Queen, Knight, Rook, Bishop} {
					a[m.to] = p.WithWalk(w)
					add(a)
				}
			case refLastRank(m.to, c):
				a[m.to] = p
				add(a)
			default:
				add(a)
			}
		}
		return out
	}
}

// refRoyalSq is the royal square of the RoyalSquare references.
const refRoyalSq = movegen.E4

func init() {
	for _, name := range []string{"WhiteRoyalSquare", "BlackRoyalSquare"} {
		fuzzSpecs[name] = ConditionSpec{Name: name, Squares: []movegen.Square{refRoyalSq}} // one square
	}
	condRefs = append(condRefs,
		// "the side's king is a square: the side is in check when the enemy attacks it,
		// whatever stands there"
		condRef{spec: ConditionSpec{Name: "BlackRoyalSquare", Squares: []movegen.Square{refRoyalSq}}, outcome: refPlain,
			check: refRoyalSquareCheck(movegen.Black), extra: refNoKing(BlackSide)},
		condRef{spec: ConditionSpec{Name: "WhiteRoyalSquare", Squares: []movegen.Square{refRoyalSq}}, outcome: refPlain,
			check: refRoyalSquareCheck(movegen.White), extra: refNoKing(WhiteSide)},
	)
}

// refNoKing takes the side's king off the board.
func refNoKing(side Side) func(*rand.Rand, *Board) {
	return func(_ *rand.Rand, b *Board) {
		for s, p := range b {
			if p.Walk() == King && p.Side() == side {
				b[s] = NoPiece
			}
		}
	}
}

// refRoyalSquareCheck: side is in check when the enemy attacks the royal square; the
// other side's king by the plain rules.
func refRoyalSquareCheck(side movegen.Color) func(Board, movegen.Color) bool {
	return func(b Board, c movegen.Color) bool {
		if c != side {
			return refAttacked(b, c)
		}
		g := New(Setup{Board: b, SideToMove: c, EnPassant: movegen.NoSquare})
		return g.attacked(box(refRoyalSq), c.Other())
	}
}

func init() {
	condRefs = append(condRefs,
		// "ChameleonCirce S Q R B S": a captured knight is reborn as a queen, a queen as
		// a rook, a rook as a bishop, a bishop as a knight, on the new walk's square.
		condRef{spec: ConditionSpec{Name: "ChameleonCirce", Walks: []Walk{Knight, Queen, Rook, Bishop, Knight}},
			outcome: refCirceVariant(refReverseChameleonRebirth)},
	)
}

// refReverseChameleonRebirth: the reverse chameleon sequence's rebirth.
func refReverseChameleonRebirth(_ *Board, m refPlay, c movegen.Color) (Piece, movegen.Square, bool) {
	next := map[Walk]Walk{Knight: Queen, Queen: Rook, Rook: Bishop, Bishop: Knight}
	p := m.captured
	if w, ok := next[p.Walk()]; ok {
		p = p.WithWalk(w)
	}
	return p, refCirceSquare(p.Walk(), m.capSq, c.Other()), true
}

func init() {
	condRefs = append(condRefs,
		// Hypervolage: "a piece (not a king) moving to a square of the other colour
		// changes side", every time; from the diagram as Volage.
		condRef{spec: ConditionSpec{Name: "Hypervolage"}, outcome: func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
			out := m.after
			if p := out[m.to]; p != NoPiece && !b[m.from].IsRoyal() && (m.from.File()+m.from.Rank())%2 != (m.to.File()+m.to.Rank())%2 {
				out[m.to] = p.WithSide(SideOf(c.Other()))
			}
			return out, true
		}, noNeutrals: true},
	)
}

// TestHypervolageAgain: under Hypervolage a piece that changed side changes again on
// its next move to a square of the other colour; under Volage it keeps its side.
func TestHypervolageAgain(t *testing.T) {
	for name, again := range map[string]bool{"Volage": false, "Hypervolage": true} {
		var b Board
		b[movegen.A1] = MakePiece(King, WhiteSide, Attrs(Royal))
		b[movegen.H8] = MakePiece(King, BlackSide, Attrs(Royal))
		b[movegen.D4] = MakePiece(Rook, WhiteSide, 0)
		c, err := NewCondition(ConditionSpec{Name: name})
		require.NoError(t, err)
		g := New(Setup{Board: b, SideToMove: movegen.White, EnPassant: movegen.NoSquare, Conditions: []Condition{c}})
		play := func(from, to movegen.Square) {
			for _, m := range g.LegalMoves(nil) {
				if m.From() == from && m.To() == to {
					g.Make(m)
					return
				}
			}
			t.Fatalf("%s: no move %v-%v", name, from, to)
		}
		play(movegen.D4, movegen.D5) // to a light square: the rook turns black
		require.True(t, g.PieceAt(movegen.D5).Belongs(movegen.Black), name)
		play(movegen.D5, movegen.D6) // Black moves it to a dark square
		require.Equal(t, again, g.PieceAt(movegen.D6).Belongs(movegen.White), name)
	}
}
