package problem

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// This file answers, for a place in the source, which twin it stands for and what its
// board and position are: the source numbers its Twin commands from 0 (-1 standing for
// the diagram), Problem.Twins numbers what is solved (the diagram first unless it is a
// zero position).

// TwinOf returns the twin that source twin i (pr.Source.Twins[i]; -1: the diagram)
// stands for; nil for the diagram of a zero position, which is not solved, and for an
// index out of range.
func (pr *Problem) TwinOf(i int) *Twin {
	j := i + 1
	if pr.Zero {
		j = i
	}
	if len(pr.Source.Twins) == 0 {
		j = 0
	}
	if j < 0 || j >= len(pr.Twins) {
		return nil
	}
	return pr.Twins[j]
}

// SourceIndex is the index in pr.Source.Twins of the Twin command that made t, -1 for
// the diagram.
func (pr *Problem) SourceIndex(t *Twin) int {
	for i, tw := range pr.Source.Twins {
		if tw.Range == t.Range {
			return i
		}
	}
	return -1
}

// TwinLabel is the label of source twin i as Popeye prints it ("b)"), "?)" when it has
// none.
func (pr *Problem) TwinLabel(i int) string {
	if i < 0 {
		return "?)"
	}
	if t := pr.TwinOf(i); t != nil && t.Label != "" {
		return t.Label + ")"
	}
	return "?)"
}

// BoardOf is the board of the diagram (i = -1) or of source twin i.
func (pr *Problem) BoardOf(i int) Board {
	if t := pr.TwinOf(i); t != nil {
		return t.Board
	}
	return pr.Diagram
}

// PositionOf is the position of the diagram (i = -1) or of source twin i with side to
// move: castling rights and the en-passant square as the twin's position has them (the
// en-passant square only when side is the one that may capture), none for a zero
// position's diagram or a board with fairy pieces.
func (pr *Problem) PositionOf(i int, side movegen.Color) *movegen.Position {
	b := pr.BoardOf(i)
	pos := movegen.NewEmpty()
	for s, pc := range b {
		if pc != movegen.NoPiece {
			pos.Put(movegen.Square(s), pc)
		}
	}
	if t := pr.TwinOf(i); t != nil && t.Position != nil {
		src := t.Position
		pos.SetCastling(src.Castling())
		if ep := src.EnPassant(); ep != movegen.NoSquare && src.SideToMove() == side {
			pos.SetEnPassant(ep)
		}
	}
	pos.SetSideToMove(side)
	return pos
}

// FENOf is the FEN of the diagram (i = -1) or of source twin i with the side that
// starts; White starts where there is no position to solve.
func (pr *Problem) FENOf(i int) string {
	if t := pr.TwinOf(i); t != nil && t.Position != nil {
		return t.Position.FEN()
	}
	return pr.PositionOf(i, movegen.White).FEN()
}

// StructuredReading returns the stipulation cpls solves a structured stipulation s as
// (structuredForms) and the goal's parser name; ok is false when it solves s otherwise
// or not at all.
func StructuredReading(s *parser.Stipulation) (st solver.Stipulation, goal parser.Goal, ok bool) {
	if s == nil || !s.Valid || !s.Structured || s.SStip == nil {
		return st, 0, false
	}
	r, ok := convertStructured(s.SStip)
	if !ok {
		return st, 0, false
	}
	for pg, g := range solverGoals() {
		if g == r.st.Goal {
			goal = pg
		}
	}
	return r.st, goal, true
}

// StructuredImplies returns the options a structured stipulation s implies where cpls
// reads it as a traditional one (StructuredReading): PostKeyPlay (a branch the defender
// starts) and Quodlibet (a goal after both sides' moves).
func StructuredImplies(s *parser.Stipulation) (postKey, quodlibet bool) {
	o := implied(s)
	return o.postKey, o.quodlibet
}

// SolvesStipulation reports whether cpls solves problems with the stipulation s (it may
// still not solve a problem with s for other reasons: fairy pieces, options).
func SolvesStipulation(s *parser.Stipulation) bool {
	_, _, why := convertStipulation(s, solver.Options{}, parser.English)
	return why == ""
}
