package target

import "github.com/cpls-dev/cpls/movegen"

// Move masks: which moves of the side to move keep a target within reach, found before
// the moves are played. A node's children that the filter would prune at once are most
// of the nodes a search over full targets visits (on hpint.inp#90, eleven in sixteen
// million); a mask skips them without making, tracking and filtering each.
//
// A quiet move (no capture, promotion, en passant or castling) changes the sums of a
// target only through the mover's distance to its slot (see FullSet.filter), so the
// squares it may go to for a target are those within the distance the target's slack
// allows: a ball around the slot, looked up in withinTo. Every other move may change
// more and is let through, for the child's filter to decide; so is any move of a king or
// rook while castling rights remain (the filter then recomputes the sums with castling).

// maxBall is the largest distance withinTo tells apart: no piece other than a pawn
// needs more than seven moves to reach a square it can reach at all.
const maxBall = 7

// withinTo[kind][s][k]: the squares from which a piece of the kind (not a pawn) stands
// on s within k moves on an empty board.
var withinTo [7][64][maxBall + 1]movegen.Bitboard

// buildWithin fills withinTo from plainDist.
func buildWithin() {
	for kind := int(movegen.Knight); kind <= int(movegen.King); kind++ {
		for s := movegen.Square(0); s < 64; s++ {
			for from := movegen.Square(0); from < 64; from++ {
				d := int(plainDist[kind][from][s])
				for k := d; k <= maxBall; k++ {
					withinTo[kind][s][k] |= movegen.SquareBB(from)
				}
			}
		}
	}
}

// MoveMask marks in allow, for each square of a piece of the side to move, the squares
// its moves may go to and keep a target of live within reach, materMoves and
// victimMoves being the moves left after the move (live: Filter's answer at the node).
// A move whose destination is not marked certainly leaves no target of live within
// reach; castling is not marked (callers let it through). Squares of other pieces are
// left as they were. final says the move ends the play: the position after it is the
// final one, which the search tests for the goal without filtering, so a checker that
// arrives on its square then has arrived (its stay, which holds before the last move,
// does not apply).
func (fs *FullSet) MoveMask(live []FullEntry, materMoves, victimMoves int, final bool, allow *[64]movegen.Bitboard) {
	pos := fs.pos
	us := pos.SideToMove()
	lo, hi := 0, fs.nM // the ids of the side to move
	left := materMoves
	if us != fs.mater {
		lo, hi = fs.nM, fs.n
		left = victimMoves
	}
	// Every move but a quiet one passes: captures, promotions, en passant.
	capture := pos.ColorPieces(us.Other())
	if ep := pos.EnPassant(); ep != movegen.NoSquare {
		capture |= movegen.SquareBB(ep)
	}
	var open movegen.Bitboard // pieces already allowed every move
	for id := lo; id < hi; id++ {
		sq := fs.tr.sq[id]
		if sq == movegen.NoSquare {
			continue
		}
		allow[sq] = capture
		switch pos.PieceAt(sq).Type() {
		case movegen.Pawn:
			allow[sq] |= movegen.Rank1 | movegen.Rank8 // promotions
		case movegen.King, movegen.Rook:
			if fs.castles {
				allow[sq], open = ^movegen.Bitboard(0), open|movegen.SquareBB(sq)
			}
		}
	}
	for _, en := range live {
		slack := left - int(en.msum)
		if us != fs.mater {
			slack = left - int(en.vsum)
		} else if int(en.vcap) > materMoves {
			continue // only a capture may still reach it
		}
		base := int(en.i) * fs.n
		for id := lo; id < hi; id++ {
			sq := fs.tr.sq[id]
			if sq == movegen.NoSquare || open.Has(sq) {
				continue
			}
			if m := fs.quietTo(id, sq, fs.flat[base+id], slack, final); m == ^movegen.Bitboard(0) {
				allow[sq], open = m, open|movegen.SquareBB(sq)
			} else {
				allow[sq] |= m
			}
		}
	}
}

// quietTo is the set of squares piece id, on sq, may go to by a quiet move and keep a
// target whose slot for it is sl, with slack moves to spare on its side after the move
// (all squares: ^0); final as for MoveMask.
func (fs *FullSet) quietTo(id int, sq movegen.Square, sl slot, slack int, final bool) movegen.Bitboard {
	switch sl.state {
	case slotAt:
	case slotMoved:
		// The piece must end away from its first square (as its first type): a move
		// onto it costs one move more, a move off it saves one.
		typ := fs.pos.PieceAt(sq).Type()
		home := fs.home(id, typ, sq)
		switch {
		case slack >= 1 || slack == 0 && home:
			return ^movegen.Bitboard(0)
		case slack == 0:
			if typ == fs.origType[id] {
				return ^movegen.SquareBB(fs.origSq[id])
			}
			return ^movegen.Bitboard(0)
		case slack == -1 && home:
			return ^movegen.Bitboard(0)
		}
		return 0
	default: // free or to be captured: its moves change nothing
		if slack >= 0 {
			return ^movegen.Bitboard(0)
		}
		return 0
	}
	c := fs.mater
	if id >= fs.nM {
		c = c.Other()
	}
	if final {
		sl.stay = 0
	}
	typ := fs.pos.PieceAt(sq).Type()
	k := sl.dist(c, typ, sq) + slack // the farthest the move may leave it
	if k < 0 {
		return 0
	}
	if typ == movegen.Pawn {
		// Its quiet moves go one or two squares forward.
		var m movegen.Bitboard
		for _, step := range [2]int{8, 16} {
			to := int(sq) + step
			if c == movegen.Black {
				to = int(sq) - step
			}
			if to >= 0 && to < 64 && sl.dist(c, typ, movegen.Square(to)) <= k {
				m |= movegen.SquareBB(movegen.Square(to))
			}
		}
		return m
	}
	if typ != sl.typ {
		return 0 // a piece cannot change its type but by promotion
	}
	m := withinTo[typ][sl.sq][min(k, maxBall)]
	if int(sl.stay) > k {
		m &^= movegen.SquareBB(sl.sq) // a checker standing there already needs stay
	}
	return m
}
