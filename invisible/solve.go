package invisible

import (
	"context"
	"errors"

	"github.com/cpls-dev/cpls/movegen"
)

// Problem is a help mate with total invisible pieces.
type Problem struct {
	// Visible holds the pieces the solver sees, with the castling rights and the side
	// that moves first; a side's king may be missing (it is then invisible).
	Visible *movegen.Position
	// Neutral holds the squares of Visible's neutral pieces, of any colour there: queens,
	// rooks, bishops and knights (NeutralKinds).
	Neutral movegen.Bitboard
	// Invisibles is the number of total invisible pieces.
	Invisibles int
	// Plies is the length of the play in single moves (h#2: 4, h#1.5: 3).
	Plies int
}

// Line is a solution: its moves as Popeye writes them, each followed by what it
// reveals.
type Line []string

// ErrKingCapture is Solve's error where the side to move attacks the other side's
// visible king in a way no invisible piece can shield: Popeye writes "the side to play
// can capture the king" and solves nothing (its uninterceptable checks: a king's, a
// pawn's or a knight's, a line piece's from beside the king). Checks that only more
// invisible pieces than there are could shield leave the problem without solutions.
var ErrKingCapture = errors.New("invisible: the side to play can capture the king")

// Solve returns the solutions of p, in the order the moves are generated. It stops with
// ctx's error, returning what it found.
func Solve(ctx context.Context, p Problem) ([]Line, error) {
	return solve(ctx, p, false)
}

// solve is Solve, the last moves tried with every placement where exhaustive is set
// (moves.exhaustive), as the tests compare.
func solve(ctx context.Context, p Problem, exhaustive bool) ([]Line, error) {
	// no line places more pieces than there are empty squares: the rest stay free
	n := min(p.Invisibles, 64-p.Visible.Occupied().Count())
	b := newBoard(p.Visible, p.Neutral)
	if uninterceptableCheck(b) {
		return nil, ErrKingCapture
	}
	start := initial(b, n)
	if len(start) == 0 {
		return nil, nil
	}
	s := &search{ctx: ctx, plies: p.Plies, exhaustive: exhaustive}
	s.help(stateList{start}, nil)
	return s.lines, s.err
}

type search struct {
	ctx   context.Context
	plies int
	lines []Line
	err   error
	nodes int
	// exhaustive: see moves.exhaustive
	exhaustive bool
}

// help extends the line played to the states, one ply at a time.
func (s *search) help(states stateList, line Line) {
	if s.err != nil {
		return
	}
	if s.nodes++; s.nodes%16 == 0 {
		if s.err = s.ctx.Err(); s.err != nil {
			return
		}
	}
	last := len(line) == s.plies-1
	// the states the last move is played from get lazy boards
	for _, st := range expandAll(states, last, len(line) == s.plies-2, s.exhaustive) {
		after := st.after.list
		if last {
			s.mate(st.text, after, line)
			continue
		}
		text := st.text + reveal(after)
		s.help(after, append(line[:len(line):len(line)], text))
	}
}

// mate adds the line ending in the move text; after holds the states it leads to, in
// each of which it mates (expand keeps no other). Their revelations are those of the
// states grouped by the squares of the invisible kings, the groups in the order first
// met.
func (s *search) mate(text string, after stateList, line Line) {
	groups := map[movegen.Bitboard][]state{}
	var order []movegen.Bitboard
	for _, b := range after {
		for _, st := range b {
			k := invisibleKings(st)
			if _, ok := groups[k]; !ok {
				order = append(order, k)
			}
			groups[k] = append(groups[k], st)
		}
	}
	var mates []state
	for _, k := range order {
		mates = append(mates, groups[k]...)
	}
	s.lines = append(s.lines, append(line[:len(line):len(line)], text+reveal(stateList{mates})))
}

// mated reports whether the side to move is mated in st however its free invisible
// pieces stand: one of them put anywhere it may have stood must not give it a move or
// take the check away. The pieces are put on st's board and taken off again. After a
// random move of an invisible piece ("TI~-~", random) a free piece of the mated side
// that made a random move too counts only where it takes the check away by standing in
// the line (it neither takes the mating piece nor opens a flight): Popeye does not validate such a mate (total_invisible.c,
// validate_mate), so it never puts an invisible piece that attacks the mating piece
// (goal_validation.c, attack_checks; attack_mating_piece.c), and leaves the random
// mover unplaced (random_move_by_invisible.c); the Popeye golden invisible-random-last
// shows that a piece that stood still since the start may still take the mating piece.
func mated(st state, random bool) bool {
	if !st.pos.IsCheckmate() {
		return false
	}
	for _, w := range st.worlds() {
		if !matedIn(w, random) {
			return false
		}
	}
	return true
}

// matedIn is mated for a state with at most one open origin, its side to move in
// checkmate as the pieces stand.
func matedIn(st state, random bool) bool {
	for sq := movegen.Square(0); sq < 64 && len(st.free) > 0; sq++ {
		if st.pos.Occupied().Has(sq) { // a man or a hole
			continue
		}
		for _, c := range colours {
			for _, pt := range freeKinds {
				if !mateStands(st, sq, movegen.MakePiece(c, pt), random) {
					return false
				}
			}
		}
	}
	return true
}

// mateStands reports whether the mate in st stands with a free piece put as pc on the
// empty square sq, where one may have stood: on its own, or with other free pieces
// shielding the kings it would have attacked earlier in the line (shieldLine). The
// shields are tried only where pc takes the mate away.
func mateStands(st state, sq movegen.Square, pc movegen.Piece, random bool) bool {
	if pc.Type() == movegen.Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
		return true
	}
	var shielded []freePiece // the kinds of free piece that may stand there behind shields
	movers := random         // all of them made random moves
	for i, f := range st.free {
		if i > 0 && f == st.free[i-1] || f.colour >= 0 && movegen.Color(f.colour) != pc.Color() {
			continue
		}
		if st.canPlace(f, sq, pc) {
			return putMates(st, sq, pc, random && f.colour >= 0)
		}
		shielded = append(shielded, f)
		movers = movers && f.colour >= 0
	}
	if len(st.free) < 2 || len(shielded) == 0 || putMates(st, sq, pc, movers) {
		return true
	}
	for _, f := range shielded {
		for q := range st.shieldLine(f, sq, pc).Squares() {
			for _, c := range colours {
				for _, pt := range freeKinds {
					if !st.withPlaced(q, movegen.MakePiece(c, pt), func(n state) bool { return mateStands(n, sq, pc, random) }) {
						return false
					}
				}
			}
		}
	}
	return true
}

// putMates reports whether st's side to move is mated with pc put on the empty square
// sq (st's board is as it was on return); with random (a random mover after a random
// last move, see mated), a piece of the mated side counts only where it stands in the
// line of the check.
func putMates(st state, sq movegen.Square, pc movegen.Piece, random bool) bool {
	st.pos.Put(sq, pc)
	ok := st.pos.IsCheckmate() || random && pc.Color() == st.pos.SideToMove() && st.pos.InCheck()
	st.pos.Remove(sq)
	return ok
}

// shieldLine returns the squares between sq and the first king (or square a castling
// king crossed) of the trail that pc, standing there as the free piece f, would have
// attacked, 0 where nothing can shield that attack (a contact or leaper's attack, or
// sq touched since f came).
func (s state) shieldLine(f freePiece, sq movegen.Square, pc movegen.Piece) movegen.Bitboard {
	o := s.world()
	for t := s.trail; t != nil && t.ply >= f.since; t = t.prev {
		if s.touchedIn(t, o).Has(sq) && t.ply > f.since {
			return 0
		}
		if t.side == pc.Color() {
			continue
		}
		occ := s.occupiedIn(t, o) | movegen.SquareBB(sq)
		if attacks(pc, sq, t.king, occ) {
			return movegen.Between(sq, t.king)
		}
		for q := range t.castle.Squares() {
			if attacks(pc, sq, q, occ) {
				return movegen.Between(sq, q)
			}
		}
	}
	return 0
}

// invisibleKings returns the squares of the invisible kings of st.
func invisibleKings(st state) movegen.Bitboard {
	var kings movegen.Bitboard
	for _, c := range colours {
		if k := st.pos.King(c); st.inv.Has(k) {
			kings |= movegen.SquareBB(k)
		}
	}
	return kings
}

// uninterceptableCheck reports whether the side to move attacks the other side's king on
// b from a square with none between them (ErrKingCapture).
func uninterceptableCheck(b *board) bool {
	side := b.SideToMove()
	k := b.King(side.Other())
	if k == movegen.NoSquare {
		return false
	}
	for a := range b.AttackersTo(k, side).Squares() {
		if movegen.Between(a, k) == 0 {
			return true
		}
	}
	return false
}
