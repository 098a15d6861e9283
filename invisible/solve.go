package invisible

import (
	"context"
	"errors"

	"github.com/cpls-dev/cpls/movegen"
)

// MaxInvisibles is the most invisible pieces Solve takes on: the placements grow as
// about 600 to the power of their number.
const MaxInvisibles = 1

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
	s.help(placements(p.Visible, p.Invisibles), nil)
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
	if s.nodes++; s.nodes%64 == 0 {
		if s.err = s.ctx.Err(); s.err != nil {
			return
		}
	}
	if len(line) == s.plies-1 {
		s.mates(states, line)
		return
	}
	for _, st := range expand(states) {
		after := st.after.list
		text := st.text + reveal(after)
		s.help(after, append(line[:len(line):len(line)], text))
	}
}

// outcome is what one move does over the states that share its invisible kings'
// squares: dead when it is legal in one of them without mating.
type outcome struct {
	dead  bool
	after []state
}

type outcomeKey struct {
	text  string
	kings movegen.Bitboard // the squares of the invisible kings after the move
}

// mates adds the line's last moves that mate in every state where they are legal, for
// some choice of the invisible kings' squares.
func (s *search) mates(states []state, line Line) {
	outcomes := map[outcomeKey]*outcome{}
	var order []string
	var buf []movegen.Move
	for _, st := range states {
		buf = st.pos.LegalMoves(buf[:0])
		for _, m := range buf {
			text, ok := moveText(st, m)
			if !ok {
				continue
			}
			k := outcomeKey{text, invisibleKingsAfter(st, m)}
			o := outcomes[k]
			if o == nil {
				o = &outcome{}
				outcomes[k] = o
				order = append(order, text)
			}
			if o.dead {
				continue
			}
			if !st.pos.GivesCheck(m) {
				o.dead = true
				continue
			}
			next := played(st, m)
			if !next.pos.IsCheckmate() {
				o.dead = true
				continue
			}
			o.after = append(o.after, next)
		}
	}
	done := map[string]bool{}
	for _, text := range order {
		if done[text] {
			continue
		}
		done[text] = true
		var mated []state
		for k, o := range outcomes {
			if k.text == text && !o.dead {
				mated = append(mated, o.after...)
			}
		}
		if len(mated) > 0 {
			s.lines = append(s.lines, append(line[:len(line):len(line)], text+reveal(mated)))
		}
	}
}

// invisibleKingsAfter returns the squares of the invisible kings of st after m.
func invisibleKingsAfter(st state, m movegen.Move) movegen.Bitboard {
	var kings movegen.Bitboard
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		k := st.pos.King(c)
		if !st.inv.Has(k) {
			continue
		}
		if m.From() == k {
			k = m.To()
		}
		kings |= movegen.SquareBB(k)
	}
	return kings
}
