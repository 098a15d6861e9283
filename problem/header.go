package problem

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
)

// boardWidth is the width of Popeye's diagram, which header lines are centred in.
const boardWidth = 37

// centre returns s centred as Popeye's fprintf_c centres a line in the board's width:
// (width - len) / 2 blanks before it, none when it is too long.
func centre(s string) string {
	if len(s)+1 >= boardWidth {
		return s
	}
	return strings.Repeat(" ", (boardWidth-len(s))/2) + s
}

// writeHeader writes what Popeye prints before it solves: the remarks, the remark
// that WhiteToPlay does not apply, the centred
// author, origin, award and title lines, the diagram, the caption with stipulation and
// piece counts, and the option lines under it. NoBoard leaves out all but the remarks.
func (pr *Problem) writeHeader(sb *strings.Builder) {
	for _, r := range pr.Remarks {
		if r == "" {
			continue // Popeye writes nothing for a Remark without text
		}
		sb.WriteString(r)
		sb.WriteByte('\n')
	}
	for _, n := range pr.OptionNotes {
		sb.WriteString(n)
	}
	if pr.WhiteToPlayIgnored {
		sb.WriteString(wordsFor(pr.Language).whiteToPlayIgnored)
	}
	if pr.NoBoard {
		return
	}
	sb.WriteByte('\n')
	for _, group := range [][]string{pr.Authors, pr.Origins, pr.Awards, pr.Titles} {
		for _, l := range group {
			if l == "" {
				continue // nor for a Title, Author, Origin or Award without text
			}
			sb.WriteString(centre(l))
			sb.WriteByte('\n')
		}
	}
	grid := pr.Grid
	if pr.SuppressGrid {
		grid = nil
	}
	writeBoard(sb, &pr.Pieces, &pr.Holes, grid, pr.hunters.words(wordsFor(pr.Language).lang), pr.imitators)
	pr.writeCaption(sb)
	if pr.WriteGrid && pr.Grid != nil {
		writeGridNumbers(sb, pr.Grid)
	}
}

// writeBoard writes the diagram: a blank line, the border with the file letters, and
// for each rank a row of cells (" -P " for a black pawn, "  S " for a white knight,
// " =B " for a neutral bishop, "-DG " for a black double grasshopper, "  . " for an
// empty square, four blanks for a hole, "  I " for an Imitator's) between frame lines.
// Under GridChess, as Popeye draws it, a cell starts with '|' where a grid line runs
// between it and the square on its left, and the frame line under a rank has "---"
// under each square a grid line separates from the square below.
func writeBoard(sb *strings.Builder, b *fairy.Board, holes *[64]bool, grid interface {
	Separates(a, b movegen.Square) bool
}, words *fairy.Words, imitators []movegen.Square) {
	const border = "+---a---b---c---d---e---f---g---h---+\n"
	const blank = "|                                   |\n"
	sb.WriteByte('\n')
	sb.WriteString(border)
	sb.WriteString(blank)
	for r := 7; r >= 0; r-- {
		digit := byte('1' + r)
		sb.WriteByte(digit)
		sb.WriteByte(' ')
		for f := 0; f < 8; f++ {
			sq := movegen.Square(r*8 + f)
			cell := boardCell(b[sq], words)
			if b[sq] == fairy.NoPiece && slices.Contains(imitators, sq) {
				cell = "  I "
			}
			if holes[sq] && b[sq] == fairy.NoPiece {
				cell = "    "
			}
			if grid != nil && f > 0 && grid.Separates(sq, sq-1) {
				cell = "|" + cell[1:]
			}
			sb.WriteString(cell)
		}
		sb.WriteString("  ")
		sb.WriteByte(digit)
		sb.WriteByte('\n')
		sb.WriteString(withHunterParts(gridFrame(grid, r), b, r, words))
	}
	sb.WriteString(border)
}

// writeGridNumbers writes the diagram of the grid's cell numbers (Option WriteGrid), as
// Popeye's WriteGrid: each square's number modulo 100, right aligned in the middle two
// characters of its cell.
func writeGridNumbers(sb *strings.Builder, grid fairy.Grid) {
	const border = "+---a---b---c---d---e---f---g---h---+\n"
	const blank = "|                                   |\n"
	sb.WriteByte('\n')
	sb.WriteString(border)
	sb.WriteString(blank)
	for r := 7; r >= 0; r-- {
		digit := byte('1' + r)
		sb.WriteByte(digit)
		sb.WriteByte(' ')
		for f := 0; f < 8; f++ {
			fmt.Fprintf(sb, " %2d ", grid.Cell(movegen.Square(r*8+f))%100)
		}
		sb.WriteString("  ")
		sb.WriteByte(digit)
		sb.WriteByte('\n')
		sb.WriteString(blank)
	}
	sb.WriteString(border)
}

// gridFrame returns the frame line under rank r: blank, or with the grid lines that
// separate its squares from those below.
func gridFrame(grid interface {
	Separates(a, b movegen.Square) bool
}, r int) string {
	const blank = "|                                   |\n"
	if grid == nil || r == 0 {
		return blank
	}
	var sb strings.Builder
	sb.WriteString("| ")
	for f := 0; f < 8; f++ {
		sq := movegen.Square(r*8 + f)
		if grid.Separates(sq, sq-8) {
			sb.WriteString(" ---")
		} else {
			sb.WriteString("    ")
		}
	}
	sb.WriteString("  |\n")
	return sb.String()
}

// boardCell returns the four characters of a square of the diagram: the name right
// aligned in the middle two, the sign of a black ('-') or neutral ('=') piece before it.
func boardCell(p fairy.Piece, words *fairy.Words) string {
	if p == fairy.NoPiece {
		return "  . "
	}
	name := words.WalkName(p.Walk())
	sign := " "
	switch p.Side() {
	case fairy.BlackSide:
		sign = "-"
	case fairy.NeutralSide:
		sign = "="
	}
	if away, _, ok := strings.Cut(name, "/"); ok {
		// A hunter: its first part and '/' end the cell, its second part goes on the
		// frame line below (withHunterParts).
		return (" " + sign + away)[len(away)-1:] + "/"
	}
	if len(name) == 1 {
		return " " + sign + name + " "
	}
	return sign + name[:2] + " "
}

// withHunterParts writes into the frame line under rank r the second part of the name
// of each hunter on that rank, as Popeye writes it (right aligned in the middle two
// characters of the square's cell).
func withHunterParts(frame string, b *fairy.Board, r int, words *fairy.Words) string {
	line := []byte(frame)
	for f := 0; f < 8; f++ {
		p := b[r*8+f]
		if p.Walk() < fairy.Hunter0 {
			continue
		}
		_, home, _ := strings.Cut(words.WalkName(p.Walk()), "/")
		at := 2 + 4*f + 2 // the frame's "| ", the cells before, the cell's middle two
		copy(line[at+1-len(home):], home)
	}
	return string(line)
}

// writeCaption writes the stipulation line ("  #2/1" and the piece counts right-aligned
// to the board's width) and the lines Popeye prints under it for some options.
func (pr *Problem) writeCaption(sb *strings.Builder) {
	w := wordsFor(pr.Language)
	left := "  " + pr.StipText
	if pr.HasThreat {
		left += "/" + strconv.Itoa(pr.ThreatLength)
		if pr.HasFlights {
			left += "/" + strconv.Itoa(pr.MaxFlights)
		}
	} else if pr.HasFlights {
		left += "//" + strconv.Itoa(pr.MaxFlights)
	}
	left += pr.NonTrivial
	white, black, neutral := pieceCounts(&pr.Pieces)
	counts := strconv.Itoa(white) + " + " + strconv.Itoa(black)
	// Popeye writes the total invisible pieces in place of the neutral ones, not beside
	// them.
	if pr.Invisibles > 0 {
		counts += " + " + strconv.Itoa(pr.Invisibles) + " TI"
	} else if neutral > 0 {
		counts += " + " + strconv.Itoa(neutral) + "n"
	}
	sb.WriteString(left)
	if pad := boardWidth - 2 - len(left) - len(counts); pad > 0 {
		sb.WriteString(strings.Repeat(" ", pad))
	}
	sb.WriteString(counts)
	sb.WriteByte('\n')
	pr.writeAttributeLines(sb)
	for _, c := range pr.Conditions {
		sb.WriteString(centre(c) + "\n")
	}
	if len(pr.CastlingExclusive) > 0 {
		sb.WriteString(w.castlingExclusive)
		for _, p := range pr.CastlingExclusive {
			sb.WriteByte(' ')
			sb.WriteString(p)
		}
		sb.WriteByte('\n')
	}
	if pr.HalfDuplex {
		sb.WriteString(centre(w.halfDuplex) + "\n")
	} else if pr.Duplex {
		sb.WriteString(centre(w.duplex) + "\n")
	}
	if pr.Quodlibet {
		sb.WriteString(centre(w.quodlibet) + "\n")
	}
}

// writeAttributeLines writes the lines Popeye prints under the caption for attributed
// pieces: the royal pieces that are not kings, then, for every other attribute some
// piece has or a condition gives, its name and the squares of those pieces (rank 8
// first, a to h), centred.
func (pr *Problem) writeAttributeLines(sb *strings.Builder) {
	lang := wordsFor(pr.Language).lang
	w := wordsOf(lang)
	for a := fairy.Royal; a < fairy.NumAttrs; a++ {
		var squares strings.Builder
		for r := 7; r >= 0; r-- {
			for f := 0; f < 8; f++ {
				s := movegen.MakeSquare(f, r)
				p := pr.Pieces[s]
				if p.Has(a) && (a != fairy.Royal || p.Walk() != fairy.King && p.Walk() != fairy.Poseidon && p.Walk() != fairy.Sting) {
					squares.WriteString(" " + s.String())
				}
			}
		}
		if squares.Len() > 0 || slices.Contains(pr.impliedAttrs, a) {
			sb.WriteString(centre(w.Attrs[a]+squares.String()) + "\n")
		}
	}
}
