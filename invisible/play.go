package invisible

import (
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// step is one move as the solver sees it and the states it leads to. As a last move
// it is dead where it was legal without mating (it cannot mate in every state).
type step struct {
	text  string // the move as Popeye writes it, without revelations
	after *stateSet
	dead  bool
}

// moveText writes m, played in s, as the solver sees it: a move of an invisible piece
// as "TI~-~" or "TI~*sq", a pawn's capture of an invisible piece with the victim
// announced ("[+bTIb6]a5*b6"), another capture of an invisible piece as a plain move
// (nothing is seen to be taken) unless the line wrote where that piece is, anything
// else as Popeye writes it. It reports false for the moves the line cannot hold: an
// invisible piece's castling or capture of an invisible piece.
func moveText(s state, m movegen.Move) (string, bool) {
	from, to := m.From(), m.To()
	if s.inv.Has(from) {
		switch {
		case m.IsCastle() || s.inv.Has(to):
			return "", false
		case s.pos.PieceAt(to) != movegen.NoPiece:
			return captureTexts[to], true
		}
		return "TI~-~", true
	}
	if !s.inv.Has(to) || s.seen.Has(to) || m.IsCastle() {
		return s.pos.MoveText(m, movegen.English), true
	}
	if s.pos.PieceAt(from).Type() == movegen.Pawn {
		victim := "w" // the mover's opponent's (a neutral pawn's colour is not the mover's)
		if s.pos.SideToMove() == movegen.White {
			victim = "b"
		}
		return "[+" + victim + "TI" + to.String() + "]" + s.pos.MoveText(m, movegen.English), true
	}
	return strings.Replace(s.pos.MoveText(m, movegen.English), "*", "-", 1), true
}

// played returns s after m: the invisible squares follow the move, a captured invisible
// piece is gone, a castling rook that was invisible is seen, and the trail records the
// squares the move touched and the mover's king. The board is a copy of s's with the
// move made, or, lazy, s's own made into it only while the state is played from
// (lazyBoard).
func played(s state, m movegen.Move, lazy bool) state {
	n := s
	from, to := m.From(), m.To()
	mover := s.pos.SideToMove()
	touched := movegen.SquareBB(from) | movegen.SquareBB(to) | movegen.Between(from, to)
	var castle movegen.Bitboard
	if m.IsCastle() {
		rook, rookTo := movegen.CastlingRook(to)
		n.inv &^= movegen.SquareBB(rook)
		castle = movegen.SquareBB(from) | movegen.SquareBB(to) | movegen.Between(from, to)
		touched |= movegen.SquareBB(rook) | movegen.SquareBB(rookTo) | movegen.Between(rook, rookTo)
	}
	n.seen &^= movegen.SquareBB(from) | movegen.SquareBB(to)
	if s.inv.Has(from) && s.pos.PieceAt(to) != movegen.NoPiece {
		n.seen |= movegen.SquareBB(to) // "TI~*to"
	}
	if n.inv.Has(from) {
		n.inv = n.inv&^movegen.SquareBB(from) | movegen.SquareBB(to)
	} else {
		n.inv &^= movegen.SquareBB(to)
	}
	n.ply++
	t := trail{ply: n.ply, side: mover, castle: castle, touched: touched, prev: s.trail}
	if lazy {
		n.lazy = s.mem.lazy(lazyBoard{puts: s.puts(), rights: s.pos.Castling(), move: m})
		s.pos.Make(m)
		n.lazy.hash = s.pos.Hash()
		t.occ, t.king = s.pos.Occupied(), s.pos.King(mover)
		s.pos.Unmake()
	} else {
		n.pos, n.own = s.mem.clone(s.pos), n.stood
		n.pos.Make(m)
		t.occ, t.king = n.pos.Occupied(), n.pos.King(mover)
	}
	n.trail = s.mem.trail(t).linked()
	return n
}

// puts returns the pieces placed on s's board since it was its own, in the order put.
func (s state) puts() []placedPiece {
	var out []placedPiece
	for p := s.stood; p != s.own; p = p.next {
		out = append(out, placedPiece{p.sq, s.pos.PieceAt(p.sq)})
	}
	slices.Reverse(out)
	return out
}

// moves collects the moves of the side to move over a set of states, each with the
// states it leads to, in the order first met.
type moves struct {
	list  []*step // the steps with states, in the order first met
	index map[string]*step
	buf   []movegen.Move
	// selfBuf holds the moves that leave the king attacked (placeMoves), which shield
	// plays while buf is reused
	selfBuf []movegen.Move
	last    bool // the moves must mate
	// lazy: the moves lead to the states the last move is played from, whose boards
	// are made only while they are played from (lazyBoard)
	lazy bool
	// distinct: the steps' states are kept without repeats (newStateSet); false for
	// the mates.
	distinct bool
	// texts holds the steps of moveText's answers by the key text builds (nil: the
	// move is not one the line can hold).
	texts keyTable[*step]
	// checks: only the last moves that may give check are looked for (mayMate's
	// first pass); the ways of placing free pieces whose moves give none are skipped.
	checks bool
	// only, where set, holds the last moves that may mate: the steps of all others
	// are dead from the start (mayMate).
	only map[string]bool
	// exhaustive: the last moves are tried with every placement, none skipped for
	// not mating as the pieces stand (matesAsStanding) nor for giving no check
	// (checksFrom), and no capture's square of departure is left open (openCaptures);
	// the tests compare the shortcuts with it.
	exhaustive bool
}

// step returns the step of the move written text.
func (ms *moves) step(text string) *step {
	st := ms.index[text]
	if st == nil {
		st = &step{text: text, dead: ms.only != nil && !ms.only[text]}
		ms.index[text] = st
	}
	return st
}

// text returns the step of moveText(s, m) (nil where it reports false), remembered by
// what it depends on: the move, the piece that makes it, the piece it takes, and
// which of its squares are invisible or seen.
func (ms *moves) text(s state, m movegen.Move) *step {
	k := textKey(s, m, s.pos.PieceAt(m.To()), s.inv)
	if st, ok := ms.texts.get(k); ok {
		return st
	}
	var st *step
	if t, ok := moveText(s, m); ok {
		st = ms.step(t)
	}
	ms.texts.put(k, st)
	return st
}

// textKey returns the key text remembers the step of m under, played in s with the
// piece victim on m's arrival square and the invisible pieces on inv.
func textKey(s state, m movegen.Move, victim movegen.Piece, inv movegen.Bitboard) uint64 {
	from, to := m.From(), m.To()
	k := uint64(m) | uint64(s.pos.PieceAt(from))<<32 | uint64(victim)<<40
	for i, b := range []movegen.Bitboard{inv, s.seen} {
		if b.Has(from) {
			k |= 1 << (48 + 2*i)
		}
		if b.Has(to) {
			k |= 1 << (49 + 2*i)
		}
	}
	return k
}

// deadPawnCapture reports, for the last move, whether the captures moves of a visible
// pawn of an invisible piece on the empty square to are all dead or ones the line
// cannot hold. Their texts do not depend on the kind of the victim ("[+bTIe5]f4*e5"),
// so one lookup answers for every kind that deadLast would put there; the victim is
// put on s's board only where the text is not known yet.
func (ms *moves) deadPawnCapture(s state, to movegen.Square, moves []movegen.Move) bool {
	victim := movegen.MakePiece(s.pos.SideToMove().Other(), movegen.Knight)
	put := s
	put.inv |= movegen.SquareBB(to)
	for _, m := range moves {
		st, ok := ms.texts.get(textKey(s, m, victim, put.inv))
		if !ok {
			s.pos.Put(to, victim)
			st = ms.text(put, m)
			s.pos.Remove(to)
		}
		if st != nil && !st.dead {
			return false
		}
	}
	return true
}

func newMoves(last, distinct bool) *moves {
	return &moves{index: map[string]*step{}, last: last, distinct: distinct}
}

// add records m played in s. A last move is recorded only where it mates; where it
// does not, it is dead.
func (ms *moves) add(s state, m movegen.Move) {
	if ms.checks {
		if s.pos.GivesCheck(m) {
			ms.addCheck(s, m)
		}
		return
	}
	st := ms.text(s, m)
	if st == nil || st.dead {
		return
	}
	if !ms.last {
		ms.addState(st, played(s, m, ms.lazy))
		return
	}
	if s.pos.GivesCheck(m) && (ms.exhaustive || matesAsStanding(s.pos, m)) {
		if n := played(s, m, false); mated(n, st.text == "TI~-~") {
			ms.addState(st, n)
			return
		}
	}
	// An invisible king's square is no exception: Popeye places it as it places the
	// other invisible pieces, so the mate must stand wherever the line lets it stand.
	st.dead = true
}

// addState records the state after the move st.
func (ms *moves) addState(st *step, after state) {
	if st.after == nil {
		st.after = newStateSet(ms.distinct)
		ms.list = append(ms.list, st)
	}
	st.after.add(after)
}

// expand returns the moves of the side to move over the states: those legal as the
// pieces stand, and those a free invisible piece makes possible (placeMoves). last
// leaves out the moves of free pieces written "TI~-~": they cannot mate, as the piece
// may have gone anywhere; where one may be played, the text "TI~-~" does not mate.
// The steps' states are kept without repeats, but for the mates (moves.distinct).
func expand(states stateList, last bool) []*step {
	return expandLazy(states, last, false)
}

// expandLazy is expand, the steps' states with lazy boards where lazy is set (the
// states the last move is played from: moves.lazy). The last moves are looked for
// only where a first pass finds some that mate (mayMate).
func expandLazy(states stateList, last, lazy bool) []*step {
	return expandAll(states, last, lazy, false)
}

// expandAll is expandLazy, the last moves tried with every placement where exhaustive
// is set (moves.exhaustive).
func expandAll(states stateList, last, lazy, exhaustive bool) []*step {
	ms := newMoves(last, !last)
	ms.lazy, ms.exhaustive = lazy, exhaustive
	if last {
		if ms.only = mayMate(states, exhaustive); len(ms.only) == 0 {
			return nil
		}
	}
	ms.over(states)
	var out []*step
	for _, st := range ms.list {
		if st.dead {
			continue
		}
		if len(st.after.list) > 0 {
			out = append(out, st)
		}
	}
	return out
}

// over adds the moves of the side to move in each of the states.
func (ms *moves) over(states stateList) {
	for _, b := range states {
		for _, lz := range b {
			s, rights := lz.made()
			ms.from(s)
			lz.unmade(rights)
		}
	}
}

// from adds the moves of the side to move in s.
func (ms *moves) from(s state) {
	ms.buf = s.pos.LegalMoves(ms.buf[:0])
	for _, m := range ms.buf {
		ms.add(s, m)
	}
	if len(s.free) > 0 {
		ms.placeMoves(s, ms.buf, ms.last)
		ms.behindShields(s, s.inv)
	}
}

// behindShields adds, where the side to move is in check as the pieces stand, the
// moves it has with free pieces standing on the lines of the checks (so those checks
// are not there) that no other way of placing them finds: the moves of those pieces
// themselves, and the moves of the other free pieces (moved, freeShields), which a
// side in check does not make. A move of a piece seen, or of one placed before,
// behind such shields is found where the move is tried with shields (shield). base
// holds the invisible pieces placed before the shields.
func (ms *moves) behindShields(s state, base movegen.Bitboard) {
	c := s.pos.Checkers()
	if ms.last || c == 0 {
		return
	}
	side := s.pos.SideToMove()
	for checker := range c.Squares() {
		for sq := range movegen.Between(checker, s.pos.King(side)).Squares() {
			for _, col := range colours {
				for _, pt := range freeKinds {
					s.withPlaced(sq, movegen.MakePiece(col, pt), func(n state) bool {
						ms.shieldedMoves(n, base)
						return true
					})
				}
			}
		}
	}
}

// shieldedMoves adds the moves of s, whose free pieces not in base were placed as
// shields (behindShields), that need them: theirs, and those of the other free pieces.
func (ms *moves) shieldedMoves(s state, base movegen.Bitboard) {
	ms.buf = s.pos.LegalMoves(ms.buf[:0])
	for _, m := range ms.buf {
		if s.inv.Has(m.From()) && !base.Has(m.From()) {
			ms.add(s, m)
		}
	}
	if len(s.free) == 0 {
		return
	}
	for _, n := range s.moved(s.pos.SideToMove()) {
		ms.addState(ms.step("TI~-~"), n)
	}
	ms.freeShields(s)
	ms.behindShields(s, base)
}

// placeMoves adds the moves of s that need a free invisible piece: a move of that
// piece itself, a pawn's capture of it, a move it shields from check, a castling with
// it as the rook. legal holds s's legal moves.
func (ms *moves) placeMoves(s state, legal []movegen.Move, last bool) {
	side := s.pos.SideToMove()
	if !last {
		for _, n := range s.moved(side) {
			ms.addState(ms.step("TI~-~"), n)
		}
	} else if s.mayMoveFree(side) {
		// a last move of a free piece leaves the pieces standing as they stand, so the
		// other side is not mated where that move is the "TI~-~" played: Popeye plays it
		// without placing the piece (random_move_by_invisible.c,
		// forward_random_move_by_invisible_from) and tests the mate on that
		ms.step("TI~-~").dead = true
	}
	ms.freeCaptures(s)
	ms.freeShields(s)
	ms.pawnCaptures(s)
	ms.selfBuf = selfCheckMoves(s.pos, legal, ms.selfBuf[:0])
	for _, m := range ms.selfBuf {
		ms.shield(s, m)
	}
	ms.castlings(s)
}

// freeCaptures adds the captures of visible pieces by free invisible pieces ("TI~*e4").
func (ms *moves) freeCaptures(s state) {
	side := s.pos.SideToMove()
	targets := s.pos.ColorPieces(side.Other()) &^ s.inv &^ s.pos.Pieces(side.Other(), movegen.King)
	occ := s.pos.Occupied()
	for v := range targets.Squares() {
		st := ms.step(captureTexts[v])
		if ms.last && !ms.checks && ms.killCaptures(s, v, occ) {
			continue
		}
		for _, pt := range freeKinds {
			pc := movegen.MakePiece(side, pt)
			if ms.checks && !capturerChecks(s.pos, pc, v) {
				continue
			}
			if !ms.last && !ms.exhaustive && s.origin == nil {
				ms.openCaptures(s, v, pc)
				continue
			}
			for from := range (attackersOf(pc, v, occ) &^ occ).Squares() {
				if ms.last && st.dead {
					continue
				}
				var room, legalRoom [4]movegen.Move
				moves := captureMoves(room[:0], pc, from, v)
				if len(s.free) == 1 && len(probe(legalRoom[:0], s.pos, from, pc, moves)) == 0 {
					continue // no free piece is left to shield the king
				}
				if ms.last && ms.deadLast(s, from, pc, moves) {
					continue
				}
				s.withPlaced(from, pc, func(n state) bool {
					for _, m := range moves {
						ms.shield(n, m)
					}
					return true
				})
			}
		}
	}
}

// killCaptures reports, for the last move, whether the captures of the piece on v by
// free pieces are dead: it kills their step where one of them, a free piece put on
// any square and as any kind it may stand, is legal and gives no check, before the
// captures that check are tested for mate (deadLast; s's board is as it was on return).
func (ms *moves) killCaptures(s state, v movegen.Square, occ movegen.Bitboard) bool {
	st := ms.step(captureTexts[v])
	side := s.pos.SideToMove()
	for _, pt := range freeKinds {
		pc := movegen.MakePiece(side, pt)
		for from := range (attackersOf(pc, v, occ) &^ occ).Squares() {
			if st.dead {
				return true
			}
			var room [4]movegen.Move
			ms.deadLast(s, from, pc, captureMoves(room[:0], pc, from, v))
		}
	}
	return st.dead
}

// deadLast reports, for last moves that need a free piece put as pc on the empty
// square sq of s, whether placing it is wasted: every move is dead or one the line
// cannot hold. A move that is legal as the pieces stand and does not mate as they
// stand (no check, or a check the side can meet) cannot mate; where the piece may
// stand on sq it kills its step here, as add would after the placement (s's board is
// as it was on return).
func (ms *moves) deadLast(s state, sq movegen.Square, pc movegen.Piece, moves []movegen.Move) bool {
	may := false
	for i, f := range s.free {
		if (i == 0 || f != s.free[i-1]) && (f.colour < 0 || movegen.Color(f.colour) == pc.Color()) && s.canPlace(f, sq, pc) {
			may = true
			break
		}
	}
	if !may {
		return true // placed finds no state
	}
	put := s
	put.inv |= movegen.SquareBB(sq)
	s.pos.Put(sq, pc)
	dead := true
	for _, m := range moves {
		st := ms.text(put, m)
		switch {
		case st == nil || st.dead:
		case legalIn(s.pos, m) && (!s.pos.GivesCheck(m) || !ms.exhaustive && !matesAsStanding(s.pos, m)):
			st.dead = true
		default:
			dead = false
		}
	}
	s.pos.Remove(sq)
	return dead
}

// captureTexts holds the texts of invisible pieces' captures by square ("TI~*e4").
var captureTexts = func() (t [64]string) {
	for sq := range movegen.Square(64) {
		t[sq] = "TI~*" + sq.String()
	}
	return t
}()

// promotionOrder is the order movegen generates promotions in.
var promotionOrder = []movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight}

// captureMoves returns the moves of pc from from capturing on to: the promotions in
// movegen's order for a pawn that reaches its last rank, else the one move.
// They are appended to out, which the callers give room on their stack.
func captureMoves(out []movegen.Move, pc movegen.Piece, from, to movegen.Square) []movegen.Move {
	if pc.Type() != movegen.Pawn || to.Rank() != 0 && to.Rank() != 7 {
		return append(out, movegen.NewMove(from, to, movegen.NoPieceType))
	}
	for _, pt := range promotionOrder {
		out = append(out, movegen.NewMove(from, to, pt))
	}
	return out
}

// freeShields adds, when the side to move is in check from one line piece, the moves
// of free pieces onto the line ("TI~-~").
func (ms *moves) freeShields(s state) {
	checkers := s.pos.Checkers()
	if checkers == 0 || checkers&(checkers-1) != 0 {
		return
	}
	side := s.pos.SideToMove()
	occ := s.pos.Occupied()
	if ms.last && ms.step("TI~-~").dead {
		return
	}
	for to := range movegen.Between(checkers.First(), s.pos.King(side)).Squares() {
		for _, pt := range freeKinds {
			pc := movegen.MakePiece(side, pt)
			for from := range (reachersOf(pc, to, occ) &^ occ).Squares() {
				var room, legalRoom [4]movegen.Move
				legal := probe(legalRoom[:0], s.pos, from, pc, captureMoves(room[:0], pc, from, to))
				if ms.checks && !ms.exhaustive {
					legal = checksFrom(s.pos, from, pc, legal)
				}
				if len(legal) == 0 {
					continue
				}
				s.withPlaced(from, pc, func(n state) bool {
					for _, m := range legal {
						ms.add(n, m)
					}
					return true
				})
			}
		}
	}
}

// checksFrom returns the moves among moves that give check in pos with pc put on the
// empty square sq, in moves' room (pos is as it was on return): mayMate's first pass
// looks for no other, and a placement of pc on sq leaves the board the same.
func checksFrom(pos *board, sq movegen.Square, pc movegen.Piece, moves []movegen.Move) []movegen.Move {
	pos.Put(sq, pc)
	out := moves[:0]
	for _, m := range moves {
		if pos.GivesCheck(m) {
			out = append(out, m)
		}
	}
	pos.Remove(sq)
	return out
}

// reachersOf returns the squares from which pc may move to the empty square to, with
// the squares of occ occupied.
func reachersOf(pc movegen.Piece, to movegen.Square, occ movegen.Bitboard) movegen.Bitboard {
	if pc.Type() != movegen.Pawn {
		return attackersOf(pc, to, occ)
	}
	back, start := -1, 1
	if pc.Color() == movegen.Black {
		back, start = 1, 6
	}
	var from movegen.Bitboard
	one, ok := to.Offset(0, back)
	if !ok {
		return 0
	}
	from |= movegen.SquareBB(one)
	if two, ok := one.Offset(0, back); ok && two.Rank() == start && !occ.Has(one) {
		from |= movegen.SquareBB(two)
	}
	return from
}

// pawnCaptures adds the captures of visible pawns (neutral ones too) of invisible pieces
// placed on the empty squares they attack, where need be with other free pieces
// shielding the king.
func (ms *moves) pawnCaptures(s state) {
	side := s.pos.SideToMove()
	forward := 1
	if side == movegen.Black {
		forward = -1
	}
	pawn := movegen.MakePiece(side, movegen.Pawn)
	neutral := s.pos.neutral & s.pos.Pieces(side.Other(), movegen.Pawn)
	for from := range (s.pos.Pieces(side, movegen.Pawn) | neutral).Squares() {
		if s.inv.Has(from) {
			continue
		}
		for _, df := range []int{-1, 1} {
			to, ok := from.Offset(df, forward)
			if !ok {
				continue
			}
			if s.pos.Occupied().Has(to) { // a man or a hole
				continue
			}
			ms.pawnCapture(s, pawn, from, to)
		}
	}
}

// pawnCapture adds the captures by the visible pawn on from of invisible pieces
// placed on the empty square to. Whether a capture is legal does not depend on the
// kind of its victim, which it removes, so the captures are probed once for all kinds.
func (ms *moves) pawnCapture(s state, pawn movegen.Piece, from, to movegen.Square) {
	var room, legalRoom [4]movegen.Move
	moves := captureMoves(room[:0], pawn, from, to)
	if ms.checks && !anyGivesCheck(s.pos, moves) {
		return
	}
	if ms.last && ms.deadPawnCapture(s, to, moves) {
		return
	}
	if len(s.free) == 1 {
		stand := movegen.MakePiece(pawn.Color().Other(), movegen.Knight)
		if moves = probe(legalRoom[:0], s.pos, to, stand, moves); len(moves) == 0 {
			return // no free piece is left to shield the king
		}
	}
	for _, pt := range freeKinds {
		victim := movegen.MakePiece(pawn.Color().Other(), pt)
		if pt == movegen.Pawn && (to.Rank() == 0 || to.Rank() == 7) {
			continue
		}
		if ms.last && ms.deadLast(s, to, victim, moves) {
			continue
		}
		s.withPlaced(to, victim, func(n state) bool {
			for _, m := range moves {
				ms.shield(n, m)
			}
			return true
		})
	}
}

// shield adds m, a move that leaves its king attacked, where free invisible pieces
// placed on the lines of the attacks make it legal. A last move that does not give
// check where the pieces stand gives none with more pieces placed: it cannot mate, and
// one placement that makes it legal is enough to show that (shieldAll's one).
func (ms *moves) shield(s state, m movegen.Move) {
	if ms.last {
		st := ms.text(s, m)
		if st == nil || st.dead {
			return
		}
		if !s.pos.GivesCheck(m) {
			if !ms.checks {
				ms.shieldAll(s, m, true)
			}
			return
		}
	}
	ms.shieldAll(s, m, false)
}

// shieldAll adds m where free pieces placed on the lines of the attacks on the king
// make it legal, each placement (one: the first only), and reports whether it added
// any.
func (ms *moves) shieldAll(s state, m movegen.Move, one bool) bool {
	if legalIn(s.pos, m) {
		ms.add(s, m)
		return true
	}
	if len(s.free) == 0 {
		return false
	}
	side := s.pos.SideToMove()
	s.pos.Make(m)
	k := s.pos.King(side)
	a := s.pos.AttackersTo(k, side.Other())
	s.pos.Unmake()
	if a == 0 {
		return false
	}
	line := movegen.Between(a.First(), k)
	var st *step // the last move's step, dead once one placement did not mate
	if ms.last {
		st = ms.text(s, m)
	}
	found, more := false, true
	// a contact or leaper's attack has no line: nothing shields it; the first attack
	// is shielded first, the others in the recursion
	for sq := range line.Squares() {
		for _, c := range colours {
			for _, pt := range freeKinds {
				more = more && s.withPlaced(sq, movegen.MakePiece(c, pt), func(n state) bool {
					if ms.shieldAll(n, m, one) {
						found = true
						if one {
							return false
						}
					}
					return st == nil || !st.dead // the rest need not be made
				})
			}
		}
	}
	return found
}

// castlings adds the castlings with a rook on its corner, visible or a free piece
// placed there, where free pieces shield the squares the king crosses if need be.
func (ms *moves) castlings(s state) {
	side := s.pos.SideToMove()
	rank := 0
	if side == movegen.Black {
		rank = 7
	}
	rook := movegen.MakePiece(side, movegen.Rook)
	for _, f := range []int{0, 7} {
		sq := movegen.MakeSquare(f, rank)
		if s.pos.Castling()&movegen.CastlingRightsAt(sq) != 0 && s.pos.PieceAt(sq) == rook {
			if !s.inv.Has(sq) && !ms.castle(s, f == 7, false) {
				ms.castleShields(s, f == 7)
			}
			continue
		}
		if rookRights(s, sq, side) == 0 {
			continue
		}
		s.withPlaced(sq, rook, func(n state) bool {
			// a rook that moved ("TI~-~") has no right
			if n.pos.Castling()&movegen.CastlingRightsAt(sq) != 0 && !ms.castle(n, f == 7, true) {
				ms.castleShields(n, f == 7)
			}
			return true
		})
	}
}

// castle adds the castling on the king's side (kingside) if it is legal in s, and
// reports whether it is; add: also when it is legal in s as the pieces stand (a
// castling with a visible rook that needs no shield is one of the legal moves).
func (ms *moves) castle(s state, kingside, add bool) bool {
	ms.buf = s.pos.LegalMoves(ms.buf[:0])
	for _, m := range ms.buf {
		if m.IsCastle() && (m.To().File() > 4) == kingside {
			if add {
				ms.add(s, m)
			}
			return true
		}
	}
	return false
}

// castleShields adds the castling on the king's side where free pieces placed on the
// lines of the attacks on the squares the king crosses make it legal.
func (ms *moves) castleShields(s state, kingside bool) {
	if len(s.free) == 0 {
		return
	}
	side := s.pos.SideToMove()
	k := s.pos.King(side)
	to := movegen.MakeSquare(6, k.Rank())
	if !kingside {
		to = movegen.MakeSquare(2, k.Rank())
	}
	for q := range (movegen.SquareBB(k) | movegen.SquareBB(to) | movegen.Between(k, to)).Squares() {
		a := s.pos.AttackersTo(q, side.Other())
		if a == 0 {
			continue
		}
		line := movegen.Between(a.First(), q)
		if line == 0 {
			return
		}
		for sq := range line.Squares() {
			for _, c := range colours {
				for _, pt := range freeKinds {
					s.withPlaced(sq, movegen.MakePiece(c, pt), func(n state) bool {
						if !ms.castle(n, kingside, true) {
							ms.castleShields(n, kingside)
						}
						return true
					})
				}
			}
		}
		return
	}
}

// legalIn reports whether m, a move of pos's side to move by the rules of its piece,
// is legal in pos: nothing stands in its way and it leaves its king unattacked (a
// castling: it is one of pos's legal moves).
func legalIn(pos *board, m movegen.Move) bool {
	if m.IsCastle() {
		return slices.Contains(pos.LegalMoves(nil), m)
	}
	if movegen.Between(m.From(), m.To())&pos.Occupied() != 0 {
		return false
	}
	pos.Make(m)
	ok := !pos.OwnKingAttacked()
	pos.Unmake()
	return ok
}

// probe appends to legal the moves that are legal in pos with pc put on sq, none if sq
// is not empty (pos is as it was on return).
func probe(legal []movegen.Move, pos *board, sq movegen.Square, pc movegen.Piece, moves []movegen.Move) []movegen.Move {
	if pos.Occupied().Has(sq) || pc.Type() == movegen.Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
		return legal
	}
	pos.Put(sq, pc)
	for _, m := range moves {
		if legalIn(pos, m) {
			legal = append(legal, m)
		}
	}
	pos.Remove(sq)
	return legal
}

// reveal finds the invisible pieces that stand with the same colour and kind on the
// same square in every state, makes them visible in all states and returns them as
// Popeye writes them after the move ("[f7=wS]"), from h8 down to a1 as Popeye goes
// through the board's squares backwards.
func reveal(states stateList) string {
	if len(states) == 0 || len(states[0]) == 0 {
		return ""
	}
	var same []placedPiece // the pieces invisible in every state so far
	for _, b := range states {
		for _, lz := range b {
			s, rights := lz.made()
			if same == nil {
				for sq := range s.inv.Squares() {
					same = append(same, placedPiece{sq, s.pos.PieceAt(sq)})
				}
			}
			same = slices.DeleteFunc(same, func(p placedPiece) bool {
				return !s.inv.Has(p.sq) || s.pos.PieceAt(p.sq) != p.pc
			})
			lz.unmade(rights)
			if len(same) == 0 {
				return ""
			}
		}
	}
	var sb strings.Builder
	for _, p := range slices.Backward(same) {
		for _, b := range states {
			for i := range b {
				b[i].inv &^= movegen.SquareBB(p.sq)
				b[i].seen &^= movegen.SquareBB(p.sq)
			}
		}
		colour := "w"
		if p.pc.Color() == movegen.Black {
			colour = "b"
		}
		sb.WriteString("[" + p.sq.String() + "=" + colour + string(movegen.PieceLetter(p.pc.Type(), movegen.English)) + "]")
	}
	return sb.String()
}
