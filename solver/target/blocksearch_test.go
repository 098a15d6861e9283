package target

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// TestBlockFitsMatchesAssign checks the block search against the assignment over all
// subsets of the squares (blockAssign) on random boards of the victim (Black), blocks
// and budgets, castling rights included (the castled rook as a second way for a rook),
// and that the search itself answered most of them (not its fallback to blockAssign)
// and found fits as well as none.
func TestBlockFitsMatchesAssign(t *testing.T) {
	ensureTables()
	rng := rand.New(rand.NewPCG(18, 3))
	cases := 20000
	if testing.Short() {
		cases = 4000
	}
	var searched, fits, misses int
	for range cases {
		pos, k := randomVictim(rng)
		var n nodeFacts
		n.init(pos, NewTracker(pos, movegen.White), movegen.White, 0, 0)
		n.blockers()
		block := randomBlock(rng, k)
		s := k
		if rng.IntN(2) == 0 {
			s = movegen.Square(rng.IntN(64)) // a king's square with a piece of its own on it, maybe
		}
		left := rng.IntN(9)
		want := n.blockAssign(block, s, left) <= left
		got, decided := n.searchBlocks(block, s, left)
		if !decided {
			got = n.blockFits(block, s, left)
		}
		if got != want {
			t.Fatalf("blockFits = %v, blockAssign says %v: %s, block %x, king square %v, left %d", got, want, pos.FEN(), uint64(block), s, left)
		}
		if decided {
			searched++
		}
		if want {
			fits++
		} else {
			misses++
		}
	}
	if searched < cases*9/10 || fits < cases/10 || misses < cases/10 {
		t.Errorf("of %d questions the search answered %d, %d fit, %d did not: too few to test it", cases, searched, fits, misses)
	}
}

// randomVictim is a board with Black's king and 1–15 more black pieces (pawns off the
// first and last ranks), kingside and queenside castling rights where king and rook
// stand for them; it returns the king's square.
func randomVictim(rng *rand.Rand) (*movegen.Position, movegen.Square) {
	pos := movegen.NewEmpty()
	k := movegen.Square(rng.IntN(64))
	if rng.IntN(4) == 0 {
		k = movegen.E8
		pos.Put(movegen.H8, movegen.MakePiece(movegen.Black, movegen.Rook))
		pos.Put(movegen.A8, movegen.MakePiece(movegen.Black, movegen.Rook))
	}
	pos.Put(k, movegen.MakePiece(movegen.Black, movegen.King))
	for range 1 + rng.IntN(15) {
		s := movegen.Square(rng.IntN(64))
		if pos.ColorPieces(movegen.Black).Count() == 16 {
			break
		}
		pt := movegen.PieceType(1 + rng.IntN(5))
		if pos.PieceAt(s) != movegen.NoPiece || pt == movegen.Pawn && (s.Rank() == 0 || s.Rank() == 7) {
			continue
		}
		pos.Put(s, movegen.MakePiece(movegen.Black, pt))
	}
	if k == movegen.E8 {
		pos.SetCastling(movegen.BlackKingside | movegen.BlackQueenside)
	}
	return pos, k
}

// randomBlock is 2–6 squares near k (not k itself), as a king's flights are.
func randomBlock(rng *rand.Rand, k movegen.Square) movegen.Bitboard {
	var block movegen.Bitboard
	for range 2 + rng.IntN(5) {
		f := min(7, max(0, k.File()+rng.IntN(5)-2))
		r := min(7, max(0, k.Rank()+rng.IntN(5)-2))
		if s := movegen.MakeSquare(f, r); s != k {
			block |= movegen.SquareBB(s)
		}
	}
	return block
}
