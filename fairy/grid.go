package fairy

import (
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// GridChess (Popeye's conditions/grid.c): the board is divided into cells, the 2×2
// blocks of the standard grid unless a variant draws others, and a move or a capture
// must cross a grid line: its departure and arrival squares lie in different cells, or
// (after Irregular or GridLine) the straight line between their centres meets one of
// the extra grid lines. Variants as Popeye reads them (input/plaintext/condition.c):
// VerticalShift, HorizontalShift and DiagonalShift move the standard grid by a rank, a
// file or both; Orthogonal lists the files and ranks the lines run after ("bdf246");
// Irregular lists the cells as square groups, the squares of no group forming one more;
// GridLine adds lines ("Ha24": horizontal from a2's lower left corner, 4 squares long).
type grid struct {
	base
	cell *[64]int // by pointer: the hooks copy the value on every call
	// lines are the extra grid lines in half-square units: x1, y1, x2, y2.
	lines     [][4]int
	irregular bool
}

// gridVariants are Popeye's words for the grid variants: English, German, French.
var gridVariants = [...][3]string{
	{"VerticalShift", "VertikalVerschieben", "VerticalDecalage"},
	{"HorizontalShift", "HorizontalVerschieben", "HorizontalDecalage"},
	{"DiagonalShift", "DiagonalVerschieben", "DiagonalDecalage"},
	{"Orthogonal", "Orthogonal", "Orthogonale"},
	{"Irregular", "Unregelmaessig", "Irreguliere"},
	{"GridLine", "GitterLinie", "LigneGrille"},
}

// gridVariant returns the index of the grid variant w abbreviates (in any language),
// or -1.
func gridVariant(w string) int {
	l := strings.ToLower(w)
	for i, v := range gridVariants {
		for _, name := range v {
			if strings.HasPrefix(strings.ToLower(name), l) {
				return i
			}
		}
	}
	return -1
}

func init() {
	registerCondition("GridChess", newGrid)
}

// newGrid reads the grid's variants.
func newGrid(s ConditionSpec) (Condition, error) {
	x := grid{base: base{&s}, cell: new([64]int)}
	for sq := range x.cell {
		f, r := sq%8, sq/8
		x.cell[sq] = f/2 + 4*(r/2)
	}
	words := s.Variants
	numbers := s.Numbers
	for i := 0; i < len(words); i++ {
		switch gridVariant(words[i]) {
		case 0, 1, 2:
			x.shift(gridVariant(words[i]))
		case 3:
			arg := ""
			switch {
			case i+1 < len(words) && gridVariant(words[i+1]) < 0:
				i++
				arg = words[i]
			case len(numbers) > 0:
				arg, numbers = strconv.Itoa(numbers[0]), numbers[1:]
			}
			if !x.orthogonal(arg) {
				return nil, &UnplayedError{Condition: s.Name, Variant: "Orthogonal " + arg}
			}
		case 4:
			x.irregular = true
			*x.cell = [64]int{}
			for n, group := range s.Groups {
				for _, sq := range group {
					x.cell[sq] = n + 1
				}
			}
		case 5:
			x.irregular = true
			for i+1 < len(words) && x.addLine(words[i+1]) {
				i++
			}
		default:
			return nil, &UnplayedError{Condition: s.Name, Variant: words[i]}
		}
	}
	if len(numbers) > 0 || len(s.Walks) > 0 || len(s.Squares) > 0 && !x.irregular {
		return nil, variantsKnown(ConditionSpec{Name: s.Name, Numbers: numbers, Walks: s.Walks, Squares: s.Squares})
	}
	return x, nil
}

// shift numbers the cells of the standard grid moved by a rank (0: VerticalShift), a
// file (1) or both (2) with Popeye's formulas, whose C arithmetic is kept: for the
// vertical and diagonal shifts it multiplies before it halves, so that every rank gets
// cells of its own.
func (x *grid) shift(v int) {
	for sq := range x.cell {
		f, r := sq%8, sq/8
		switch v {
		case 0:
			x.cell[sq] = f/2 + 4*(r+1)/2
		case 1:
			x.cell[sq] = (f+1)/2 + 5*(r/2)
		default:
			x.cell[sq] = (f+1)/2 + 5*(r+1)/2
		}
	}
}

// orthogonal numbers the cells of lines after the files and ranks of arg; false when
// arg names something else.
func (x *grid) orthogonal(arg string) bool {
	var files, ranks [8]int
	if arg == "" {
		return false
	}
	for _, ch := range strings.ToLower(arg) {
		switch {
		case ch >= '1' && ch <= '8':
			for j := int(ch-'1') + 1; j < 8; j++ {
				ranks[j]++
			}
		case ch >= 'a' && ch <= 'h':
			for j := int(ch-'a') + 1; j < 8; j++ {
				files[j]++
			}
		default:
			return false
		}
	}
	for sq := range x.cell {
		x.cell[sq] = files[sq%8] + (files[7]+1)*ranks[sq/8]
	}
	return true
}

// addLine adds the grid line w ("Ha24", "vc61"); false when w is not one.
func (x *grid) addLine(w string) bool {
	l := strings.ToLower(w)
	if len(l) != 4 || l[0] != 'h' && l[0] != 'v' || l[1] < 'a' || l[1] > 'h' || l[2] < '1' || l[2] > '8' || l[3] < '1' || l[3] > '9' {
		return false
	}
	f, r, n := int(l[1]-'a'), int(l[2]-'1'), int(l[3]-'0')
	line := [4]int{2 * f, 2 * r, 2 * f, 2 * r}
	if l[0] == 'h' {
		line[2] += 2 * n
	} else {
		line[3] += 2 * n
	}
	x.lines = append(x.lines, line)
	return true
}

// Separates reports whether a move from a to b crosses a grid line.
func (x grid) Separates(a, b movegen.Square) bool {
	return x.cell[a] != x.cell[b] || x.irregular && x.crossesLines(a, b)
}

// crossesLines reports whether the segment between the centres of a and b meets an
// extra grid line (Popeye's CrossesGridLines; touching an end counts).
func (x grid) crossesLines(a, b movegen.Square) bool {
	x1, y1 := 2*a.File()+1, 2*a.Rank()+1
	dX, dY := 2*b.File()+1-x1, 2*b.Rank()+1-y1
	for _, l := range x.lines {
		dx, dy := l[2]-l[0], l[3]-l[1]
		v := dY*dx - dX*dy
		if v == 0 {
			continue
		}
		diffx, diffy := l[0]-x1, l[1]-y1
		u1 := dX*diffy - dY*diffx
		u2 := dx*diffy - dy*diffx
		if within(u1, v) && within(u2, v) {
			return true
		}
	}
	return false
}

// within reports whether u lies between 0 and v (either sign), ends included.
func within(u, v int) bool {
	if v < 0 {
		return u <= 0 && u >= v
	}
	return u >= 0 && u <= v
}

// keeps: moves are the engine's; the grid decides observations by the squares alone, so
// the pieces on the lines decide the rest as without it.
func (grid) keeps() keeps { return keepsObservation | keepsMoves | keepsLawful | keepsChoice }

// allowed keeps the moves that cross a grid line.
func (x grid) allowed(_ *Game, d decoded, _ movegen.Color) bool {
	return x.Separates(square(d.from), square(d.to))
}

// reaches: an observation crosses a grid line too (Popeye validates the observation's
// geometry: check, and Madrasi's paralysis).
func (x grid) reaches(f, t int, _ movegen.Color) bool { return x.Separates(square(f), square(t)) }

// Grid is the grid of GridChess as the diagram shows it.
type Grid interface {
	// Separates reports whether a move from a to b crosses a grid line.
	Separates(a, b movegen.Square) bool
	// Cell returns the number of the cell of s.
	Cell(s movegen.Square) int
}

// Cell returns the number of the cell of s (Popeye's GridNum).
func (x grid) Cell(s movegen.Square) int { return x.cell[s] }

// GridOf returns the grid of the conditions, nil when none is played under GridChess.
func GridOf(conds []Condition) Grid {
	for _, c := range conds {
		if x, ok := c.(Grid); ok {
			return x // GridChess's, or ContactGridChess's
		}
	}
	return nil
}
