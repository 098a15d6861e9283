package fairy

import (
	"math/bits"

	"github.com/cpls-dev/cpls/movegen"
)

// Condition state: what some conditions remember beyond the board, which the next
// moves depend on (GhostChess's underworld, the Imitators' squares). Effects change it
// through saveState, which keeps the state before the move for Unmake; the hash covers
// it, so that positions that differ only in it are different positions.

// condState is the state the conditions keep.
type condState struct {
	// ghosts is the underworld: pieces taken by a capture under GhostChess, each with
	// the square it returns to when that square is empty, oldest first.
	ghosts []ghost
	// imitators are the box squares of the Imitators, in the order Popeye lists them.
	imitators []int
	// tamed are the squares of the pieces that lost their Volage changes (Volage).
	tamed movegen.Bitboard
	// barred is the piece the last move moved, as it stood before it (Disparate);
	// NoPiece before the first move.
	barred Piece
	// captors are the squares of the pieces that have captured (PAD).
	captors movegen.Bitboard
	// fuddled are, by side, the squares of the pieces the side's last move moved
	// (FuddledMen).
	fuddled [2]movegen.Bitboard
	// duellists are, by side, 1 + the square (movegen's) of the piece the side moved
	// last; 0 before its first move (DuellistChess).
	duellists [2]int8
	// left is 1 + the square (movegen's) the last move left; 0 before the first move
	// (FollowMyLeader).
	left int8
	// disters are 1 + the squares (movegen's) of the two pieces a Dister condition
	// measures between; 0 for one captured.
	disters [2]int8
	// vector is the last move's vector, (16 + files) << 5 | (16 + ranks); 0 before the
	// first move (SynchronMover).
	vector int16
	// exchanges is how many times the roles were exchanged (RoleExchange).
	exchanges int8
	// exchangeCastled: the side's king exchanged its square (ExchangeCastling).
	exchangeCastled [2]bool
	// placed: a king was placed (RepublicanChess Type1, which is then suspended).
	placed bool
	// lastMoved is the last move (AllInChess, MainlyInChess).
	lastMoved lastMoved
	// passed: the last move was Black's pass (BlackChecks).
	passed bool
}

// lastMoved is a move as AllInChess and MainlyInChess remember it: 1 + its departure
// and arrival squares (movegen's), whether it captured nothing, and the piece that
// moved, as it stood before.
type lastMoved struct {
	from, to int8
	quiet    bool
	piece    Piece
}

// ghost is a piece in the underworld.
type ghost struct {
	sq int
	p  Piece
}

// stateSave is the state before the move of ply (len(g.hist) while it was made).
type stateSave struct {
	ply   int
	saved condState
}

// clone returns a copy of s that shares nothing with it.
func (s condState) clone() condState {
	return condState{ghosts: append([]ghost(nil), s.ghosts...), imitators: append([]int(nil), s.imitators...), tamed: s.tamed,
		barred: s.barred, captors: s.captors, fuddled: s.fuddled,
		duellists: s.duellists, left: s.left, disters: s.disters, vector: s.vector, exchanges: s.exchanges,
		exchangeCastled: s.exchangeCastled, placed: s.placed, lastMoved: s.lastMoved,
		passed: s.passed}
}

// hash returns the key of s.
func (s condState) hash() uint64 {
	var h uint64
	for _, gh := range s.ghosts {
		h ^= bits.RotateLeft64(pieceKey(gh.sq, gh.p), 23) ^ 0x510e527fade682d1
	}
	if s.tamed != 0 {
		h ^= mix(0x1f83d9abfb41bd6b ^ uint64(s.tamed))
	}
	if s.fuddled != [2]movegen.Bitboard{} {
		h ^= mix(0xbb67ae8584caa73b^uint64(s.fuddled[0])) ^ mix(0xa54ff53a5f1d36f1^uint64(s.fuddled[1]))
	}
	if s.disters != [2]int8{} {
		h ^= mix(0x923f82a4ab1c5ed5 ^ uint64(s.disters[0])<<8 ^ uint64(s.disters[1]))
	}
	if s.vector != 0 {
		h ^= mix(0x2b3e6c1f71374491 ^ uint64(s.vector))
	}
	if s.exchangeCastled != [2]bool{} {
		h ^= mix(0xcbbb9d5dc1059ed8 ^ b2u(s.exchangeCastled[0])<<1 ^ b2u(s.exchangeCastled[1])<<2)
	}
	if l := s.lastMoved; l.to != 0 {
		h ^= mix(0x3c6ef372fe94f82b ^ 0x51 ^ uint64(l.from)<<8 ^ uint64(l.to)<<16 ^ b2u(l.quiet)<<24 ^ uint64(l.piece)<<32)
	}
	if s.placed {
		h ^= 0x629a292a367cd507
	}
	if s.passed {
		h ^= 0x1f83d9ab5be0cd19
	}
	if s.exchanges != 0 {
		h ^= mix(0x5be0cd19137e2179 ^ uint64(s.exchanges))
	}
	if s.left != 0 {
		h ^= mix(0x71374491b5c0fbcf ^ uint64(s.left))
	}
	if s.duellists != [2]int8{} {
		h ^= mix(0x9b05688c2b3e6c1f ^ uint64(s.duellists[0])<<8 ^ uint64(s.duellists[1]))
	}
	if s.captors != 0 {
		h ^= mix(0x6a09e667f3bcc908 ^ uint64(s.captors))
	}
	if s.barred != NoPiece {
		h ^= mix(0x3c6ef372fe94f82b ^ uint64(s.barred))
	}
	for i, b := range s.imitators {
		h ^= mix(0x9b05688c2b3e6c1f ^ uint64(i)<<16 ^ uint64(b))
	}
	return h
}

// initState sets the state the conditions start from (the Imitators' squares).
func (g *Game) initState() {
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(interface{ initState(*Game) }); ok {
			x.initState(g)
		}
	}
}

// saveState keeps the state before the move being made, once per move, and takes its
// key out of the hash; the effect that changes the state puts the new key in with
// stateChanged.
func (g *Game) saveState() {
	ply := len(g.hist)
	if n := len(g.stateLog); n > 0 && g.stateLog[n-1].ply == ply {
		g.hash ^= g.state.hash()
		return
	}
	g.stateLog = append(g.stateLog, stateSave{ply: ply, saved: g.state.clone()})
	g.hash ^= g.state.hash()
}

// stateChanged puts the key of the changed state into the hash (after saveState).
func (g *Game) stateChanged() { g.hash ^= g.state.hash() }

// restoreState takes back what the move being unmade did to the state (Unmake restores
// the hash).
func (g *Game) restoreState() {
	if n := len(g.stateLog); n > 0 && g.stateLog[n-1].ply == len(g.hist) {
		g.state = g.stateLog[n-1].saved
		g.stateLog = g.stateLog[:n-1]
	}
}

// cloneState gives c, a copy of g, its own state.
func (g *Game) cloneState(c *Game) {
	c.state = g.state.clone()
	c.stateLog = make([]stateSave, len(g.stateLog))
	for i, s := range g.stateLog {
		c.stateLog[i] = stateSave{ply: s.ply, saved: s.saved.clone()}
	}
}

// b2u returns 1 for true, 0 for false.
func b2u(b bool) uint64 {
	if b {
		return 1
	}
	return 0
}
