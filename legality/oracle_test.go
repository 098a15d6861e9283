package legality

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The oracle decides, independently of Validate's retraction generator, whether the side
// that just moved (S) has a legal last move: it builds every candidate previous position
// (one man of S put back on any empty square, as itself or as a pawn before promotion, with
// or without a man of T where it stands now; castling and en passant rebuilt) and asks the
// move generator whether a legal move of S leads from it to the position. Its only shared
// part with Validate is the material test of whether T can have had one more man.

// oracleAnyLastMove reports whether S has a legal last move in p.
func oracleAnyLastMove(t *testing.T, p *movegen.Position) bool {
	o := oracle{}
	o.v.load(p)
	o.tm = o.v.materialOf(o.v.side)
	o.tc, o.sc = o.v.side, o.v.side.Other()
	for s := movegen.Square(0); s < 64; s++ {
		o.target[s] = p.PieceAt(s)
	}
	for to := movegen.Square(0); to < 64; to++ {
		pc := o.target[to]
		if pc == movegen.NoPiece || pc.Color() != o.sc {
			continue
		}
		if o.plainMove(to, pc) ||
			pc.Type() == movegen.King && o.castling(to, pc) ||
			pc.Type() == movegen.Pawn && relRank(to, o.sc) == 5 && o.enPassant(to, pc) {
			return true
		}
	}
	return false
}

// oracle is oracleAnyLastMove's state: the position to reach (target), T and S, T's
// material and a move buffer.
type oracle struct {
	v      position
	tm     material
	tc, sc movegen.Color
	target [64]movegen.Piece
	buf    []movegen.Move
}

// leadsHere reports whether, in q (S to move, T not in check), a legal move from→to (of
// the kind check accepts) gives the position.
func (o *oracle) leadsHere(q *movegen.Position, from, to movegen.Square, check func(m movegen.Move) bool) bool {
	if k := q.King(o.tc); k != movegen.NoSquare && q.AttackersTo(k, o.sc) != 0 {
		return false
	}
	o.buf = q.LegalMoves(o.buf[:0])
	for _, m := range o.buf {
		if m.From() != from || m.To() != to || !check(m) {
			continue
		}
		q.Make(m)
		same := true
		for s := movegen.Square(0); s < 64; s++ {
			same = same && q.PieceAt(s) == o.target[s]
		}
		q.Unmake()
		if same {
			return true
		}
	}
	return false
}

// build returns the position, S to move, of the target board changed by edit.
func (o *oracle) build(edit func(b *[64]movegen.Piece)) *movegen.Position {
	b := o.target
	edit(&b)
	q := movegen.NewEmpty()
	for s := movegen.Square(0); s < 64; s++ {
		if b[s] != movegen.NoPiece {
			q.Put(s, b[s])
		}
	}
	q.SetSideToMove(o.sc)
	return q
}

// plainMove reports whether pc reached to by a move from an empty square, as itself or
// as a pawn that promoted, with or without a capture of any kind of man of T.
func (o *oracle) plainMove(to movegen.Square, pc movegen.Piece) bool {
	uncaptured := []movegen.PieceType{movegen.Knight, movegen.Bishop, movegen.Rook, movegen.Queen, movegen.Pawn}
	movers := []movegen.Piece{pc}
	if pc.Type() != movegen.Pawn && pc.Type() != movegen.King && relRank(to, o.sc) == 7 {
		movers = append(movers, movegen.MakePiece(o.sc, movegen.Pawn))
	}
	for from := movegen.Square(0); from < 64; from++ {
		if o.target[from] != movegen.NoPiece {
			continue
		}
		for _, mover := range movers {
			promo := movegen.NoPieceType
			if mover != pc {
				promo = pc.Type()
			}
			wantPromo := func(m movegen.Move) bool { return m.Promotion() == promo && !m.IsCastle() && !m.IsEnPassant() }
			if o.leadsHere(o.build(func(b *[64]movegen.Piece) { b[from], b[to] = mover, movegen.NoPiece }), from, to, wantPromo) {
				return true
			}
			if !o.v.canUncapture(&o.tm, to, false) {
				continue
			}
			for _, ut := range uncaptured {
				if ut == movegen.Pawn && (to.Rank() == 0 || to.Rank() == 7) {
					continue
				}
				q := o.build(func(b *[64]movegen.Piece) { b[from], b[to] = mover, movegen.MakePiece(o.tc, ut) })
				if o.leadsHere(q, from, to, wantPromo) {
					return true
				}
			}
		}
	}
	return false
}

// castling reports whether S's king pc on to (g1 or c1) castled, beside its rook.
func (o *oracle) castling(to movegen.Square, pc movegen.Piece) bool {
	base := movegen.Square(0)
	if o.sc == movegen.Black {
		base = 56
	}
	for _, c := range []struct {
		king, rookFrom, rookTo movegen.Square
		right                  uint8
	}{{base + 6, base + 7, base + 5, movegen.WhiteKingside}, {base + 2, base, base + 3, movegen.WhiteQueenside}} {
		if to != c.king || o.target[c.rookTo] != movegen.MakePiece(o.sc, movegen.Rook) || o.target[base+4] != movegen.NoPiece || o.target[c.rookFrom] != movegen.NoPiece {
			continue
		}
		q := o.build(func(b *[64]movegen.Piece) {
			b[base+4], b[c.rookFrom], b[to], b[c.rookTo] = pc, b[c.rookTo], movegen.NoPiece, movegen.NoPiece
		})
		right := c.right
		if o.sc == movegen.Black {
			right <<= 2
		}
		q.SetCastling(right)
		if o.leadsHere(q, base+4, to, func(m movegen.Move) bool { return m.IsCastle() }) {
			return true
		}
	}
	return false
}

// enPassant reports whether S's pawn pc on to, its sixth rank, took a pawn of T that had
// just passed.
func (o *oracle) enPassant(to movegen.Square, pc movegen.Piece) bool {
	fwd := forward(o.sc)
	passed, _ := to.Offset(0, -fwd)
	origin, _ := to.Offset(0, fwd)
	if o.target[passed] != movegen.NoPiece || o.target[origin] != movegen.NoPiece || !o.v.canUncapture(&o.tm, passed, true) {
		return false
	}
	for _, df := range []int{-1, 1} {
		from, ok := to.Offset(df, -fwd)
		if !ok || o.target[from] != movegen.NoPiece {
			continue
		}
		q := o.build(func(b *[64]movegen.Piece) {
			b[from], b[to], b[passed] = pc, movegen.NoPiece, movegen.MakePiece(o.tc, movegen.Pawn)
		})
		q.SetEnPassant(to)
		if !o.leadsHere(q, from, to, func(m movegen.Move) bool { return m.IsEnPassant() }) {
			continue
		}
		// Before T's double step, S (then not to move) was not in check.
		before := o.build(func(b *[64]movegen.Piece) {
			b[from], b[to], b[origin] = pc, movegen.NoPiece, movegen.MakePiece(o.tc, movegen.Pawn)
		})
		if k := before.King(o.sc); k == movegen.NoSquare || before.AttackersTo(k, o.tc) == 0 {
			return true
		}
	}
	return false
}

// randomPosition places two kings apart and a few men of each side (no pawn on a first
// or last rank), with a random side to move whose opponent is not in check.
func randomPosition(rng *rand.Rand) *movegen.Position {
	for {
		p := movegen.NewEmpty()
		wk, bk := movegen.Square(rng.IntN(64)), movegen.Square(rng.IntN(64))
		if movegen.Attacks(movegen.White, movegen.King, wk, 0).Has(bk) || wk == bk {
			continue
		}
		p.Put(wk, movegen.MakePiece(movegen.White, movegen.King))
		p.Put(bk, movegen.MakePiece(movegen.Black, movegen.King))
		types := []movegen.PieceType{movegen.Pawn, movegen.Pawn, movegen.Knight, movegen.Bishop, movegen.Rook, movegen.Queen}
		for c := movegen.White; c <= movegen.Black; c++ {
			for range rng.IntN(7) {
				s := movegen.Square(rng.IntN(64))
				pt := types[rng.IntN(len(types))]
				if p.PieceAt(s) != movegen.NoPiece || (pt == movegen.Pawn && (s.Rank() == 0 || s.Rank() == 7)) {
					continue
				}
				p.Put(s, movegen.MakePiece(c, pt))
			}
		}
		side := movegen.Color(rng.IntN(2))
		mover := side.Other()
		base := movegen.Square(0)
		if mover == movegen.Black {
			base = 56
		}
		switch rng.IntN(6) {
		case 0: // a king that may just have castled
			k, r, long := base+6, base+5, rng.IntN(2) == 0
			if long {
				k, r = base+2, base+3
			}
			if p.PieceAt(k) != movegen.NoPiece || p.PieceAt(r) != movegen.NoPiece || p.King(mover) == movegen.NoSquare {
				break
			}
			p.Remove(p.King(mover))
			p.Put(k, movegen.MakePiece(mover, movegen.King))
			p.Put(r, movegen.MakePiece(mover, movegen.Rook))
		case 1: // a pawn that may just have taken en passant
			s := movegen.MakeSquare(rng.IntN(8), relRankToRank(5, mover))
			if p.PieceAt(s) == movegen.NoPiece {
				p.Put(s, movegen.MakePiece(mover, movegen.Pawn))
			}
		}
		if rng.IntN(2) == 0 { // leave S few last moves: only its king, rooks and pawns
			for s := movegen.Square(0); s < 64; s++ {
				if pc := p.PieceAt(s); pc != movegen.NoPiece && pc.Color() == mover && pc.Type() != movegen.King && pc.Type() != movegen.Rook && pc.Type() != movegen.Pawn {
					p.Remove(s)
				}
			}
		}
		if p.King(movegen.White) == movegen.NoSquare || p.King(movegen.Black) == movegen.NoSquare || movegen.Attacks(movegen.White, movegen.King, p.King(movegen.White), 0).Has(p.King(movegen.Black)) {
			continue
		}
		p.SetSideToMove(side)
		if p.AttackersTo(p.King(side.Other()), side) != 0 {
			continue
		}
		return p
	}
}

// TestRetroAgainstOracle compares, on random positions (mostly with the side to move in
// check, where last moves are scarce), whether Validate's retraction analysis finds a legal
// last move with the oracle's answer. Agreement both ways shows the one-ply analysis is
// exact: it misses no last move (no false alarm) and invents none (no missed illegality).
func TestRetroAgainstOracle(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 40
	}
	rng := rand.New(rand.NewPCG(11, 3))
	illegal := 0
	for i := 0; i < n; {
		p := randomPosition(rng)
		inCheck := p.AttackersTo(p.King(p.SideToMove()), p.SideToMove().Other()) != 0
		if !inCheck && rng.IntN(4) != 0 {
			continue
		}
		i++
		var v position
		v.load(p)
		got := v.retro().any
		want := oracleAnyLastMove(t, p)
		require.Equalf(t, want, got, "%s: oracle says a last move exists: %v", p.FEN(), want)
		if !want {
			illegal++
		}
	}
	t.Logf("%d random positions, %d without a legal last move", n, illegal)
	require.NotZero(t, illegal)
}

// relRankToRank converts a rank counted from c's side to an absolute rank.
func relRankToRank(r int, c movegen.Color) int {
	if c == movegen.White {
		return r
	}
	return 7 - r
}
