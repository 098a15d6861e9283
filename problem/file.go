package problem

import (
	"encoding/binary"
	"sort"
	"strconv"
	"time"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// File is one source with its problems made ready: parsed, loaded and their positions
// validated. It is what `cpls check` and the language server both start from, and it
// says which twins are to be solved. It is not changed once made.
type File struct {
	Source   *parser.File
	Problems []*Problem // parallel to Source.Problems
	// Legality holds, per problem, the findings of Legality.
	Legality [][]LegalityDiagnostic
	// illegal holds per problem the labels of the twins with an error-severity legality
	// finding ("" for a problem without twins), "*" when every twin has one.
	illegal []map[string]bool
	// errors holds per problem whether the parser found an error in it.
	errors []bool
}

// LoadFile parses src, loads every problem and validates its positions.
func LoadFile(src []byte) *File {
	pf := parser.Parse(src)
	f := &File{
		Source:   pf,
		Problems: make([]*Problem, len(pf.Problems)),
		Legality: make([][]LegalityDiagnostic, len(pf.Problems)),
		illegal:  make([]map[string]bool, len(pf.Problems)),
		errors:   make([]bool, len(pf.Problems)),
	}
	var errorStarts []int
	for _, d := range pf.Diagnostics {
		if d.Severity == parser.Error {
			errorStarts = append(errorStarts, d.Start)
		}
	}
	errorStarts = append(errorStarts, pf.Omitted.ErrorStarts...) // the errors not kept count too
	for _, start := range errorStarts {
		// The problems are in source order: the first that ends at or after start, and
		// the next ones while they begin before it, hold it.
		i := sort.Search(len(pf.Problems), func(i int) bool { return pf.Problems[i].Range.End >= start })
		for ; i < len(pf.Problems) && pf.Problems[i].Range.Start <= start; i++ {
			f.errors[i] = true
		}
	}
	for i, p := range pf.Problems {
		pr := Load(src, p)
		f.Problems[i] = pr
		f.Legality[i] = Legality(src, pr)
		f.illegal[i] = map[string]bool{}
		for _, ld := range f.Legality[i] {
			if ld.Severity != parser.Error {
				continue
			}
			if ld.Twins == nil {
				f.illegal[i]["*"] = true
			}
			for _, l := range ld.Twins {
				f.illegal[i][l] = true
			}
		}
	}
	return f
}

// HasErrors reports whether problem i has an error-severity diagnostic of the parser:
// such a problem is never solved (what is left of it may be another problem).
func (f *File) HasErrors(i int) bool { return f.errors[i] }

// Illegal reports whether the position of twin t of problem i has an error-severity
// legality finding.
func (f *File) Illegal(i int, t *Twin) bool {
	return f.illegal[i]["*"] || f.illegal[i][t.Label]
}

// ToSolve reports whether twin t of problem i is to be solved: the problem has no errors,
// cpls solves the twin and its position is legal.
func (f *File) ToSolve(i int, t *Twin) bool {
	return !f.HasErrors(i) && t.Solvable() && !f.Illegal(i, t)
}

// SolveKey is what the outcome of solving twin t of pr depends on: the position (with
// side to move, castling rights and en passant), stipulation, options (all but the
// observer), Options MaxTime and CastlingMutuallyExclusive, the language the moves are
// written in and the intended number of solutions the verdict is judged against. Twins with equal keys have equal outcomes, whatever
// else their text says. It is written field by field rather than with fmt's reflection,
// as every change of a document computes it for every twin (TestSolveKeyFields checks
// that every field counts).
func (pr *Problem) SolveKey(t *Twin) string {
	b := make([]byte, 0, 160)
	var side, castling, ep int
	if pos := t.Position; pos != nil {
		for s := movegen.A1; s <= movegen.H8; s++ {
			b = append(b, byte(pos.PieceAt(s)))
		}
		side, castling, ep = int(pos.SideToMove()), int(pos.Castling()), int(pos.EnPassant())
	} else if f := t.Fairy; f != nil {
		for _, p := range f.Board {
			b = binary.LittleEndian.AppendUint32(b, uint32(p))
		}
		side, castling, ep = int(f.SideToMove), int(f.Castling), int(f.EnPassant)
	}
	st, o := t.Stipulation, t.Options
	b = append(b, '|')
	for _, n := range []int{side, castling, ep,
		int(st.Play), int(st.Goal), st.Moves, st.Intro, int(pr.Language), t.Intended,
		int(st.GoalSquare), int(st.ReciGoal), int(st.ReciSquare), int(st.End), int(t.MaxTime / time.Millisecond),
		o.NonTrivialMax, o.NonTrivialMin, o.DegenerateMoves,
		o.Defence, o.Threat, o.MaxSolutions, o.StartMoveNumber, o.MaxFlightSquares, int(o.MaxNodes), int(o.MemoryLimit), o.Workers,
		o.IntelligentLimit} {
		b = strconv.AppendInt(b, int64(n), 10)
		b = append(b, ',')
	}
	for _, f := range []bool{st.Series, st.HalfMove,
		o.Try, o.NoThreat, o.LimitFlights, o.Variation, o.SetPlay, o.PostKeyPlay, o.WhiteToPlay, o.Duplex, o.HalfDuplex,
		o.NoShortVariations, o.MatesIn1, o.StopOnShortSolutions, o.Intelligent, o.Quodlibet, o.NonTrivial, o.DegenerateTree, o.KeepMatingPiece,
		st.Exact, st.Reci, st.Semi, o.GoalIsEnd, st.Parry, st.ParryHelp, st.EndNoCheck, st.EndHidden} {
		c := byte('0')
		if f {
			c = '1'
		}
		b = append(b, c)
	}
	for _, p := range t.castlingPairs {
		b = append(b, '|', byte(p[0]), byte(p[1]))
	}
	return string(appendNumbersKey(b, t))
}

// appendNumbersKey appends to b what StartMoveNumber and UpToMoveNumber select for t:
// the play they drop and the moves the search skips (Options.MoveNumbers).
func appendNumbersKey(b []byte, t *Twin) []byte {
	n := t.numbers
	b = append(b, '|')
	for _, x := range [][]int{{n.start, n.upTo}, n.lists.Start, n.lists.End} {
		b = appendInts(b, x)
	}
	if n.given {
		b = append(b, 'g')
	}
	if mn := t.Options.MoveNumbers; mn != nil {
		b = appendInts(appendInts(append(b, 'o'), mn.Start), mn.End)
	}
	return b
}

// appendInts appends the numbers xs to b, each followed by a comma, and a semicolon.
func appendInts(b []byte, xs []int) []byte {
	for _, x := range xs {
		b = append(strconv.AppendInt(b, int64(x), 10), ',')
	}
	return append(b, ';')
}
