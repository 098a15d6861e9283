package target

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Intelligent help play (the idea of Popeye's option Intelligent, our own design).
//
// Every help line ends in a position where each piece of the mating side stands on
// some square (or has been captured). The solver enumerates these final placements of
// the mating side's pieces within its move budget (empty-board move counts, which are
// never too high), keeps those that leave the victim's king a square where it can be
// mated (or stalemated) with the flights its own pieces may block, and runs for each a
// search that prunes every position from which the placement, the king's square and the
// blocks are out of reach. Each solution ends in exactly one placement, so it is found
// exactly once; the enumeration leaves out no placement a solution could end in, so no
// solution is missed.

// maxPlacements is the most placements tried before falling back to the plain search
// (which is then cheaper).
const maxPlacements = 60000

// placed is the final state of one piece of the mating side.
type placed struct {
	typ      movegen.PieceType
	sq       movegen.Square
	captured bool
}

// target is one final placement with what follows from it.
type Placement struct {
	place []placed // by piece id (ids 0…len-1 are the mating side's pieces)
	cover movegen.Bitboard
	occ   movegen.Bitboard
	kings []kingTarget // squares where the victim's king may end
	kid   int32        // targets with equal kings share it (see kingsID)
}

// kingTarget is a final square of the victim's king with the flights its own pieces
// must block there.
type kingTarget struct {
	sq    movegen.Square
	block movegen.Bitboard
}

// pieceDist is the number of moves (a lower bound) for a piece of colour c and type
// from on sq to stand on to as a piece of type want. A pawn never stands on its last
// rank: it promotes there.
func pieceDist(c movegen.Color, from movegen.PieceType, sq movegen.Square, want movegen.PieceType, to movegen.Square) int {
	switch {
	case from == want && from == movegen.Pawn:
		if to.Rank() == lastRank(c) {
			return unreachable
		}
		return int(plainDist[c][sq][to])
	case from == want:
		return int(plainDist[from][sq][to])
	case from == movegen.Pawn && want >= movegen.Knight && want <= movegen.Queen:
		return int(promoDist[c][want][sq][to])
	}
	return unreachable
}

// lastRank is the rank where a pawn of colour c promotes.
func lastRank(c movegen.Color) int {
	if c == movegen.White {
		return 7
	}
	return 0
}

// attackKind is the index into attackBB of a piece of colour c and type pt.
func attackKind(c movegen.Color, pt movegen.PieceType) int {
	if pt == movegen.Pawn {
		return int(c)
	}
	return int(pt)
}

// Placements enumerates the final placements of mater's pieces for a help play of
// materMoves and victimMoves moves from pos. ok is false when there are too many (or
// the position does not suit the method); the plain search must then be used.
func Placements(pos *movegen.Position, goal Goal, mater movegen.Color, materMoves, victimMoves int) (targets []*Placement, ok bool) {
	ensureTables()
	victim := mater.Other()
	k := pos.King(victim)
	if k == movegen.NoSquare || goal == MateOrStalemate {
		return nil, false
	}
	var blockers []reachPiece
	for b := pos.ColorPieces(victim) &^ movegen.SquareBB(k); b != 0; {
		s := b.PopFirst()
		blockers = append(blockers, reachPiece{kind: distKind(pos.PieceAt(s)), sq: s})
		if c, ok := castledRook(pos, victim, s); ok {
			// The same rook after castling: counted as another piece, which only
			// lowers the bound.
			blockers = append(blockers, reachPiece{kind: int(movegen.Rook), sq: c})
		}
	}
	en := &placementEnum{
		opts:        placementOptions(pos, mater, materMoves, victimMoves),
		mater:       mater,
		k:           k,
		kingCastles: castleSquares(pos, victim),
		blocks:      newBlockTable(blockers),
		mate:        goal == Mate,
		victimMoves: victimMoves,
		kinds:       map[string]int32{},
	}
	for s, walk := range kingSquares(k, victimMoves, en.kingCastles) {
		en.kingBB |= movegen.SquareBB(s)
		en.kingLeft[s] = int8(victimMoves - walk)
	}
	en.cur = make([]placed, len(en.opts))
	en.rec(0, materMoves)
	if en.tooMany {
		return nil, false
	}
	return en.targets, true
}

// placeOption is one final state of a piece with the moves it costs at least.
type placeOption struct {
	p    placed
	cost int
}

// placementOptions returns, for each of mater's pieces (in square order), its final
// states within materMoves, cheapest first: every square it may reach as its own type
// or, for a pawn, as a promoted piece, and captured if the victim has a move to take it.
func placementOptions(pos *movegen.Position, mater movegen.Color, materMoves, victimMoves int) [][]placeOption {
	materCastles := castleSquares(pos, mater)
	var opts [][]placeOption
	for b := pos.ColorPieces(mater); b != 0; {
		sq := b.PopFirst()
		typ := pos.PieceAt(sq).Type()
		var po []placeOption
		types := []movegen.PieceType{typ}
		if typ == movegen.Pawn {
			types = append(types, movegen.Knight, movegen.Bishop, movegen.Rook, movegen.Queen)
		}
		for _, want := range types {
			for to := movegen.Square(0); to < 64; to++ {
				d := pieceDist(mater, typ, sq, want, to)
				if typ == movegen.King {
					for _, c := range materCastles {
						d = min(d, 1+int(plainDist[movegen.King][c][to]))
					}
				}
				if c, ok := castledRook(pos, mater, sq); ok && typ == want {
					d = min(d, int(plainDist[movegen.Rook][c][to]))
				}
				if d <= materMoves {
					po = append(po, placeOption{placed{typ: want, sq: to}, d})
				}
			}
		}
		if typ != movegen.King && victimMoves > 0 {
			po = append(po, placeOption{placed{captured: true}, 0})
		}
		slices.SortStableFunc(po, func(a, b placeOption) int { return a.cost - b.cost })
		opts = append(opts, po)
	}
	return opts
}

// placementEnum is the enumeration of Placements: a choice per piece within the budget,
// each complete placement checked by finish.
type placementEnum struct {
	opts        [][]placeOption
	mater       movegen.Color
	k           movegen.Square
	kingCastles []movegen.Square
	blocks      *blockTable
	mate        bool
	victimMoves int
	// The squares the victim's king may reach (kingSquares) and the victim's moves left
	// on each after the king's walk there: the same for every placement.
	kingBB   movegen.Bitboard
	kingLeft [64]int8
	kings    []kingTarget // finish's buffer

	kinds   map[string]int32
	cur     []placed
	occ     movegen.Bitboard
	targets []*Placement
	tooMany bool
}

// rec chooses the final state of piece i on, with budget moves left.
func (en *placementEnum) rec(i, budget int) {
	if en.tooMany {
		return
	}
	if i == len(en.opts) {
		t := en.finish()
		if t != nil {
			if len(en.targets) >= maxPlacements {
				en.tooMany = true
				return
			}
			t.kid = kingsID(en.kinds, t.kings)
			en.targets = append(en.targets, t)
		}
		return
	}
	for _, o := range en.opts[i] {
		if o.cost > budget {
			break
		}
		if !o.p.captured {
			if en.occ.Has(o.p.sq) {
				continue
			}
			en.occ |= movegen.SquareBB(o.p.sq)
		}
		en.cur[i] = o.p
		en.rec(i+1, budget-o.cost)
		if !o.p.captured {
			en.occ &^= movegen.SquareBB(o.p.sq)
		}
	}
}

// finish checks the complete placement en.cur: it returns the target with the king
// squares where the victim may end, or nil if there is none.
func (en *placementEnum) finish() *Placement {
	var cover, check, occ, sure, near movegen.Bitboard
	for _, p := range en.cur {
		if p.captured {
			continue
		}
		occ |= movegen.SquareBB(p.sq)
		a := attackBB[attackKind(en.mater, p.typ)][p.sq]
		cover |= a
		if p.typ != movegen.King {
			check |= a
		} else {
			near = a // no king stands next to the other
		}
		if p.typ == movegen.King || p.typ == movegen.Knight || p.typ == movegen.Pawn {
			sure |= a // a leaper's attacks cannot be blocked
		}
	}
	kings := en.kings[:0]
	// (For stalemate nothing can be said about checks here: cover holds every square a
	// piece would attack on an empty board, more than it really does.)
	squares := en.kingBB &^ occ &^ near
	if en.mate {
		squares &= check
	} else {
		squares &^= sure
	}
	for s := range squares.Squares() {
		block := attackBB[int(movegen.King)][s] &^ cover
		if block&occ != 0 {
			continue // an unprotected piece next to the king
		}
		if en.blocks.cost(block) > int(en.kingLeft[s]) {
			continue
		}
		kings = append(kings, kingTarget{sq: s, block: block})
	}
	en.kings = kings
	if len(kings) == 0 {
		return nil // most placements: nothing allocated for them
	}
	return &Placement{cover: cover, occ: occ, kings: slices.Clone(kings), place: slices.Clone(en.cur)}
}

// blockTable bounds the victim's moves to occupy squares with its pieces: n pieces,
// and dist[f] the fewest moves for any of them to reach f (unreachable if none can).
type blockTable struct {
	n    int
	dist [64]uint8
}

func newBlockTable(blockers []reachPiece) *blockTable {
	bt := &blockTable{n: len(blockers)}
	for f := range bt.dist {
		best := uint8(unreachable)
		for _, q := range blockers {
			best = min(best, moveDist[q.kind][q.sq][f])
		}
		bt.dist[f] = best
	}
	return bt
}

// cost is a lower bound of the victim's moves to occupy every square of block with
// distinct pieces (unreachable if there are too few). The table makes it one lookup a
// square instead of a minimum over the pieces: the construction asks it for every
// placement.
func (bt *blockTable) cost(block movegen.Bitboard) int {
	if bits.OnesCount64(uint64(block)) > bt.n {
		return unreachable
	}
	sum := 0
	for b := block; b != 0; {
		d := bt.dist[b.PopFirst()]
		if d == unreachable {
			return unreachable
		}
		sum += int(d)
	}
	return sum
}

// castledRook returns where the rook of colour c on sq lands by castling, if it may.
func castledRook(pos *movegen.Position, c movegen.Color, sq movegen.Square) (movegen.Square, bool) {
	if pos.PieceAt(sq) != movegen.MakePiece(c, movegen.Rook) {
		return movegen.NoSquare, false
	}
	return castledRookWith(c, sq, pos.Castling())
}

// kingsID numbers the distinct lists of king squares (with their blocks): the victim's
// side of the feasibility test depends on nothing else, so a node tests each list once.
func kingsID(ids map[string]int32, kings []kingTarget) int32 {
	b := make([]byte, 0, 9*len(kings))
	for _, k := range kings {
		b = append(b, byte(k.sq))
		for i := range 8 {
			b = append(b, byte(k.block>>(8*i)))
		}
	}
	id, ok := ids[string(b)]
	if !ok {
		id = int32(len(ids))
		ids[string(b)] = id
	}
	return id
}
