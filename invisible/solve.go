package invisible

import (
	"context"
	"errors"

	"github.com/cpls-dev/cpls/movegen"
)

// MaxInvisibles is the most invisible pieces Solve takes on.
const MaxInvisibles = 2

// ErrTooMany is Solve's error for more than MaxInvisibles invisible pieces.
var ErrTooMany = errors.New("too many total invisible pieces")

// Problem is a help mate with total invisible pieces.
type Problem struct {
	// Visible holds the pieces the solver sees, with the castling rights and the side
	// that moves first; a side's king may be missing (it is then invisible).
	Visible *movegen.Position
	// Invisibles is the number of total invisible pieces.
	Invisibles int
	// Plies is the length of the play in single moves (h#2: 4, h#1.5: 3).
	Plies int
}

// Line is a solution: its moves as Popeye writes them, each followed by what it
// reveals.
type Line []string

// Solve returns the solutions of p, in the order the moves are generated. It stops with
// ctx's error, returning what it found.
func Solve(ctx context.Context, p Problem) ([]Line, error) {
	if p.Invisibles > MaxInvisibles {
		return nil, ErrTooMany
	}
	s := &search{ctx: ctx, plies: p.Plies}
	s.help(initial(p.Visible, p.Invisibles), nil)
	return s.lines, s.err
}

type search struct {
	ctx   context.Context
	plies int
	lines []Line
	err   error
	nodes int
}

// help extends the line played to the states, one ply at a time.
func (s *search) help(states []state, line Line) {
	if s.err != nil {
		return
	}
	if s.nodes++; s.nodes%16 == 0 {
		if s.err = s.ctx.Err(); s.err != nil {
			return
		}
	}
	last := len(line) == s.plies-1
	for _, st := range expand(states, last) {
		after := st.after.list
		if last {
			s.mate(st.text, after, line)
			continue
		}
		text := st.text + reveal(after)
		s.help(after, append(line[:len(line):len(line)], text))
	}
}

// mate adds the line ending in the move text when it mates in every state it leads to,
// for some choice of the squares of the invisible kings (the states are grouped by
// them).
func (s *search) mate(text string, after []state, line Line) {
	groups := map[movegen.Bitboard][]state{}
	dead := map[movegen.Bitboard]bool{}
	var order []movegen.Bitboard
	for _, st := range after {
		k := invisibleKings(st)
		if dead[k] {
			continue
		}
		if _, ok := groups[k]; !ok {
			order = append(order, k)
		}
		if !mated(st) {
			dead[k] = true
			continue
		}
		groups[k] = append(groups[k], st)
	}
	var mates []state
	for _, k := range order {
		if !dead[k] {
			mates = append(mates, groups[k]...)
		}
	}
	if len(mates) > 0 {
		s.lines = append(s.lines, append(line[:len(line):len(line)], text+reveal(mates)))
	}
}

// mated reports whether the side to move is mated in st however its free invisible
// pieces stand: one of them put anywhere it may have stood must not give it a move or
// take the check away.
func mated(st state) bool {
	if !st.pos.IsCheckmate() {
		return false
	}
	for sq := movegen.Square(0); sq < 64 && len(st.free) > 0; sq++ {
		for _, c := range colours {
			for _, pt := range freeKinds {
				for _, n := range st.placed(sq, movegen.MakePiece(c, pt)) {
					if !n.pos.IsCheckmate() {
						return false
					}
				}
			}
		}
	}
	return true
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
