package invisible

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
)

// TestNeutralBoardAgainstFairy plays random games on boards with neutral pieces and
// checks board against the variant engine (package fairy), which plays neutral pieces
// as Popeye does: the same legal moves, the same checks, and Unmake restoring the board
// and its hash.
func TestNeutralBoardAgainstFairy(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 11))
	games, plies := 0, 0
	for games < 300 {
		b, g, ok := randomNeutralGame(r)
		if !ok {
			continue
		}
		games++
		for range 8 {
			moves := b.LegalMoves(nil)
			want := g.LegalMoves(nil)
			if !slices.Equal(moveSquares(moves), moveSquares(want)) {
				t.Fatalf("%s: board's moves %v, fairy's %v", b.FEN(), moveSquares(moves), moveSquares(want))
			}
			if len(moves) == 0 {
				break
			}
			m := moves[r.IntN(len(moves))]
			fm := want[slices.IndexFunc(want, func(f movegen.Move) bool { return f.From() == m.From() && f.To() == m.To() })]
			if b.GivesCheck(m) != g.GivesCheck(fm) {
				t.Fatalf("%s: %v gives check: board %v, fairy %v", b.FEN(), m, b.GivesCheck(m), g.GivesCheck(fm))
			}
			fen, hash := b.FEN(), b.Hash()
			b.Make(m)
			b.Unmake()
			if b.FEN() != fen || b.Hash() != hash {
				t.Fatalf("%s: %v made and unmade gives %s", fen, m, b.FEN())
			}
			b.Make(m)
			g.Make(fm)
			plies++
		}
	}
	t.Logf("%d games, %d plies", games, plies)
}

// randomNeutralGame returns a board and the variant engine's game of one random
// position: the two kings, one to three neutral queens, rooks, bishops or knights, and
// up to three other pieces of either side but pawns; ok is false where the side not to
// move is in check.
func randomNeutralGame(r *rand.Rand) (*board, *fairy.Game, bool) {
	kinds := []movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight}
	pos := movegen.NewEmpty()
	var fb fairy.Board
	var neutral movegen.Bitboard
	put := func(pc movegen.Piece, n bool) {
		sq := movegen.Square(r.IntN(64))
		for pos.Occupied().Has(sq) {
			sq = movegen.Square(r.IntN(64))
		}
		pos.Put(sq, pc)
		fb[sq] = fairy.FromOrthodox(pc)
		if n {
			neutral |= movegen.SquareBB(sq)
			fb[sq] = fb[sq].WithSide(fairy.NeutralSide)
		}
	}
	put(movegen.MakePiece(movegen.White, movegen.King), false)
	put(movegen.MakePiece(movegen.Black, movegen.King), false)
	for range 1 + r.IntN(3) {
		put(movegen.MakePiece(movegen.White, kinds[r.IntN(len(kinds))]), true)
	}
	for range r.IntN(4) {
		put(movegen.MakePiece(movegen.Color(r.IntN(2)), kinds[r.IntN(len(kinds))]), false)
	}
	side := movegen.Color(r.IntN(2))
	pos.SetSideToMove(side)
	b := newBoard(pos, neutral)
	if b.AttackersTo(b.King(side.Other()), side) != 0 {
		return nil, nil, false
	}
	g := fairy.New(fairy.Setup{Board: fb, EnPassant: movegen.NoSquare, SideToMove: side})
	return b, g, true
}

// moveSquares returns the departure and arrival squares of moves, sorted.
func moveSquares(moves []movegen.Move) []int {
	out := make([]int, 0, len(moves))
	for _, m := range moves {
		out = append(out, int(m.From())<<8|int(m.To()))
	}
	slices.Sort(out)
	return out
}
