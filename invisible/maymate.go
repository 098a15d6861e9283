package invisible

import "github.com/cpls-dev/cpls/movegen"

// mayMate returns the texts of the last moves that mate in some of the states: a
// first pass over the states that looks only for the moves that give check, and so
// skips the placements of free pieces whose moves give none. Nearly all lines have no
// such move, and then the full pass, which must see every move that kills a mating
// text by being legal without mating, is not made. A text the first pass returns may
// still die in the full pass; one it does not return mates nowhere, so the full pass
// treats it as dead from the start (moves.only).
func mayMate(states stateList, exhaustive bool) map[string]bool {
	ms := newMoves(true, false)
	ms.checks, ms.exhaustive = true, exhaustive
	for _, b := range states {
		for _, lz := range b {
			s, rights := lz.made()
			ms.checkMoves(s)
			lz.unmade(rights)
		}
	}
	only := map[string]bool{}
	for _, st := range ms.list {
		only[st.text] = true
	}
	return only
}

// addCheck is add for mayMate's first pass, for a legal m that gives check in s: it
// records m where it mates, and then marks its step dead, so that the pass spends
// nothing more on a text it returns already.
func (ms *moves) addCheck(s state, m movegen.Move) {
	st := ms.text(s, m)
	if st == nil || st.dead {
		return
	}
	if ms.exhaustive || matesAsStanding(s.pos, m) {
		if n := played(s, m, false); mated(n, st.text == "TI~-~") {
			ms.addState(st, n)
		}
	}
	st.dead = true
}

// matesAsStanding reports whether m, a legal move in pos, mates with the pieces as they
// stand (pos is as it was on return). Where it does not, mated says no for the state
// after m whatever the free pieces, and the state need not be made.
func matesAsStanding(pos *board, m movegen.Move) bool {
	pos.Make(m)
	ok := pos.IsCheckmate()
	pos.Unmake()
	return ok
}

// checkMoves adds the moves of s that give check: the legal ones among those
// movegen lists as possible checks, the pseudo-legal ones outside that list (so
// illegal as the pieces stand) behind free pieces shielding the king (shieldAll), and
// the moves that need a free piece.
func (ms *moves) checkMoves(s state) {
	var legal [64]movegen.Bitboard // the squares the listed moves go to, by the square they leave
	checks, ok := s.pos.CheckingMoves(ms.buf[:0])
	if !ok {
		checks = s.pos.LegalMoves(ms.buf[:0])
	}
	ms.buf = checks
	for _, m := range checks {
		legal[m.From()] |= movegen.SquareBB(m.To())
		if s.pos.GivesCheck(m) {
			ms.addCheck(s, m)
		}
	}
	if len(s.free) == 0 {
		return
	}
	f := s.pos.CheckFilter()
	ms.selfBuf = s.pos.PseudoLegalMoves(ms.selfBuf[:0])
	for _, m := range ms.selfBuf {
		if !legal[m.From()].Has(m.To()) && s.pos.mayCheck(f, m) && s.pos.GivesCheck(m) {
			if ms.exhaustive {
				ms.shieldAll(s, m, false)
			} else {
				ms.shield(s, m)
			}
		}
	}
	ms.freeCaptures(s)
	ms.freeShields(s)
	ms.pawnCaptures(s)
	ms.castlings(s)
}

// capturerChecks reports whether a piece pc that captures on v gives check to the
// king of the other side in pos: from v itself, as a pawn also as each piece it
// promotes to there. Its capture opens no line, as it takes the place of its victim,
// and the free pieces it needs come from squares that were empty and shield no check
// (canPlace), so no check is discovered.
func capturerChecks(pos *board, pc movegen.Piece, v movegen.Square) bool {
	k := pos.King(pc.Color().Other())
	if k == movegen.NoSquare {
		return false
	}
	occ := pos.Occupied()
	if pc.Type() != movegen.Pawn || v.Rank() != 0 && v.Rank() != 7 {
		return attacks(pc, v, k, occ)
	}
	for _, pt := range promotionOrder {
		if attacks(movegen.MakePiece(pc.Color(), pt), v, k, occ) {
			return true
		}
	}
	return false
}

// anyGivesCheck reports whether one of moves, by pieces of pos's side to move, gives
// check; the other side's pieces they capture need not stand on pos.
func anyGivesCheck(pos *board, moves []movegen.Move) bool {
	for _, m := range moves {
		if pos.GivesCheck(m) {
			return true
		}
	}
	return false
}
