package legality

import (
	"fmt"
	"math/bits"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// Material rules: too-many-promoted, caged-bishop, pawn-structure and pawn-captures.
//
// A side starts with 8 pawns and 1 queen, 2 rooks, 2 knights, a light-squared and a
// dark-squared bishop; every piece beyond those is a promoted pawn, so the excess cannot
// exceed the missing pawns. A bishop whose home square (c1, f1, c8, f8) is closed by both
// neighbouring pawns still on their home squares never left it: if no bishop of its side
// stands there, it was captured there, and every bishop of that square colour elsewhere is
// promoted. Pawns change files only by capturing, one file per capture, and a pawn on its
// k-th rank has made at most k-2 moves; matching each pawn (and each promoted piece, which
// needs a pawn of its own, a promoted bishop one that promoted on a square of its colour) to
// a different starting file gives the fewest captures the pawns made, which cannot exceed
// the opponent's missing men (minus a bishop captured in its cage, which no pawn took).

// vldCage describes a bishop's home square closed by the two pawns beside it.
type vldCage struct {
	bishop movegen.Square
	pawns  [2]movegen.Square
}

// vldCages lists each side's two cages; cage 0 is the queen-side bishop's.
var vldCages = [2][2]vldCage{
	{{movegen.C1, [2]movegen.Square{movegen.B2, movegen.D2}}, {movegen.F1, [2]movegen.Square{movegen.MakeSquare(4, 1), movegen.MakeSquare(6, 1)}}},
	{{movegen.C8, [2]movegen.Square{movegen.B7, movegen.D7}}, {movegen.F8, [2]movegen.Square{movegen.MakeSquare(4, 6), movegen.MakeSquare(6, 6)}}},
}

// cagedAway reports whether cage k of colour c is closed by both home pawns while no bishop
// of c stands on the cage square: the original bishop was captured there.
func (v *vldPos) cagedAway(c movegen.Color, k int) bool {
	cg := vldCages[c][k]
	pawn := movegen.MakePiece(c, movegen.Pawn)
	return v.board[cg.pawns[0]] == pawn && v.board[cg.pawns[1]] == pawn && v.board[cg.bishop] != movegen.MakePiece(c, movegen.Bishop)
}

// vldMaterial is the promotion arithmetic of one side.
type vldMaterial struct {
	pawns, missing    int
	bishops           [2]int // [0] dark-squared, [1] light-squared
	originalBishops   [2]int // bishops of each square colour that can be original pieces
	promotedBishops   [2]int
	promotedOthers    int // queens, rooks, knights beyond the initial ones
	excessPlain       int // promotions needed by counting alone
	excess            int // promotions needed once caged bishops are taken into account
	cagedAway         [2]bool
	cagedSquareColour [2]int // square colour (0 dark, 1 light) of cage k's bishop
}

func (v *vldPos) material(c movegen.Color) vldMaterial {
	var m vldMaterial
	m.pawns = v.count[c][movegen.Pawn]
	m.missing = 8 - m.pawns
	for s := movegen.Square(0); s < 64; s++ {
		if v.board[s] == movegen.MakePiece(c, movegen.Bishop) {
			m.bishops[vldColourIndex(s)]++
		}
	}
	m.originalBishops = [2]int{1, 1}
	for k := range 2 {
		m.cagedSquareColour[k] = vldColourIndex(vldCages[c][k].bishop)
		if v.cagedAway(c, k) {
			m.cagedAway[k] = true
			m.originalBishops[m.cagedSquareColour[k]] = 0
		}
	}
	over := func(n, base int) int { return max(0, n-base) }
	m.promotedOthers = over(v.count[c][movegen.Queen], 1) + over(v.count[c][movegen.Rook], 2) + over(v.count[c][movegen.Knight], 2)
	m.excessPlain = m.promotedOthers + over(m.bishops[0], 1) + over(m.bishops[1], 1)
	for i := range 2 {
		m.promotedBishops[i] = over(m.bishops[i], m.originalBishops[i])
	}
	m.excess = m.promotedOthers + m.promotedBishops[0] + m.promotedBishops[1]
	return m
}

// vldColourIndex is 1 for a light square, 0 for a dark one.
func vldColourIndex(s movegen.Square) int {
	if vldLight(s) {
		return 1
	}
	return 0
}

func (v *vldPos) materialRules(out []Violation) []Violation {
	var mat [2]vldMaterial
	for c := movegen.White; c <= movegen.Black; c++ {
		mat[c] = v.material(c)
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		m := mat[c]
		if m.missing < 0 {
			continue // too-many-pawns says it
		}
		switch {
		case m.excessPlain > m.missing:
			out = append(out, v.tooManyPromoted(c, m))
			continue
		case m.excess > m.missing:
			out = append(out, v.cagedBishop(c, m))
			continue
		}
		out = v.pawnCaptures(c, m, mat[c.Other()], out)
	}
	return out
}

func (v *vldPos) tooManyPromoted(c movegen.Color, m vldMaterial) Violation {
	var parts []string
	var sq []movegen.Square
	add := func(n, base int, what string, match func(movegen.Square) bool) {
		if n <= base {
			return
		}
		parts = append(parts, fmt.Sprintf("%d %s", n, what))
		for s := movegen.Square(0); s < 64; s++ {
			if match(s) {
				sq = append(sq, s)
			}
		}
	}
	for _, pt := range [3]movegen.PieceType{movegen.Queen, movegen.Rook, movegen.Knight} {
		base := 2
		if pt == movegen.Queen {
			base = 1
		}
		add(v.count[c][pt], base, pt.String()+"s", func(s movegen.Square) bool { return v.board[s] == movegen.MakePiece(c, pt) })
	}
	for i, name := range [2]string{"dark-squared bishops", "light-squared bishops"} {
		add(m.bishops[i], 1, name, func(s movegen.Square) bool {
			return v.board[s] == movegen.MakePiece(c, movegen.Bishop) && vldColourIndex(s) == i
		})
	}
	var fixes []Fix
	for _, s := range sq {
		fixes = append(fixes, vldRemove(v.board[s], s))
	}
	return Violation{
		Rule:    RuleTooManyPromoted,
		Squares: sq,
		Message: fmt.Sprintf("%s has %s, so at least %d of them %s, but %s",
			vldSide(c), vldJoin(parts), m.excessPlain, vldPlural(m.excessPlain, "is a promoted pawn", "are promoted pawns"),
			vldMissingPawns(c, m.missing)),
		Fixes: fixes,
	}
}

func (v *vldPos) cagedBishop(c movegen.Color, m vldMaterial) Violation {
	var sq, bishops []movegen.Square
	var cages []string
	for k := range 2 {
		if !m.cagedAway[k] {
			continue
		}
		cg := vldCages[c][k]
		i := m.cagedSquareColour[k]
		if m.promotedBishops[i] == 0 {
			continue
		}
		for s := movegen.Square(0); s < 64; s++ {
			if v.board[s] == movegen.MakePiece(c, movegen.Bishop) && vldColourIndex(s) == i {
				bishops = append(bishops, s)
			}
		}
		sq = append(sq, cg.pawns[0], cg.pawns[1])
		cages = append(cages, fmt.Sprintf("the %s bishop from %s cannot have left it past the unmoved pawns on %s and %s",
			c, cg.bishop, cg.pawns[0], cg.pawns[1]))
	}
	var fixes []Fix
	for _, s := range bishops {
		fixes = append(fixes, vldRemove(v.board[s], s))
	}
	return Violation{
		Rule:    RuleCagedBishop,
		Squares: append(bishops, sq...),
		Message: fmt.Sprintf("%s, so the %s %s on %s %s, and %s needs %d %s, but %s",
			vldJoin(cages), c, vldPlural(len(bishops), "bishop", "bishops"), vldSquareList(bishops),
			vldPlural(len(bishops), "is a promoted pawn", "are promoted pawns"), vldSide(c), m.excess,
			vldPlural(m.excess, "promotion", "promotions"), vldMissingPawns(c, m.missing)),
		Fixes: fixes,
	}
}

const vldInf = 100

// vldFileItem is a pawn or promoted piece to be matched with a starting file.
type vldFileItem struct {
	square movegen.Square // the pawn's square, NoSquare for a promoted piece
	cost   [8]int8
}

// pawnCaptures: pawn-structure and pawn-captures for the pawns of c, and too-many-promoted
// when the opponent's unmoved pawns leave no way to the promotion rank. A pawn that promoted
// stepped onto its seventh rank on some file y whose seventh-rank square does not hold an
// unmoved enemy pawn now (an enemy pawn on its home square has always been there), then
// promoted on y or, capturing, beside it.
func (v *vldPos) pawnCaptures(c movegen.Color, m, opp vldMaterial, out []Violation) []Violation {
	oc := c.Other()
	var items [8]vldFileItem
	n := 0
	pawnFiles, doubled := uint8(0), false
	for s := movegen.Square(0); s < 64; s++ {
		if v.board[s] != movegen.MakePiece(c, movegen.Pawn) || n == 8 {
			continue
		}
		reach := vldRelRank(s, c) - 1 // moves made at most, so files changed at most
		if reach < 0 || reach > 5 {
			continue // on a first or last rank: pawnRankRules says it
		}
		it := vldFileItem{square: s}
		for g := range 8 {
			d := vldAbs(s.File() - g)
			if d > reach {
				d = vldInf
			}
			it.cost[g] = int8(d)
		}
		items[n] = it
		n++
		doubled = doubled || pawnFiles&(1<<s.File()) != 0
		pawnFiles |= 1 << s.File()
	}
	pawns := n
	promoRank, passRank := 7, 6
	if c == movegen.Black {
		promoRank, passRank = 0, 1
	}
	var blocked [8]bool
	anyBlocked, allBlocked := false, true
	for y := range 8 {
		blocked[y] = v.board[movegen.MakeSquare(y, passRank)] == movegen.MakePiece(oc, movegen.Pawn)
		anyBlocked = anyBlocked || blocked[y]
		allBlocked = allBlocked && blocked[y]
	}
	promotions := m.promotedOthers + m.promotedBishops[0] + m.promotedBishops[1]
	if !doubled && (promotions == 0 || (!anyBlocked && m.promotedBishops == [2]int{})) {
		return out // every pawn on its own file, the promoted pieces from the others: no capture needed
	}
	// promotion returns a promoted piece's item; colour is the square colour of a promoted
	// bishop, -1 for another piece.
	promotion := func(colour int) vldFileItem {
		it := vldFileItem{square: movegen.NoSquare}
		for g := range 8 {
			best := vldInf
			for y := range 8 {
				if blocked[y] {
					continue
				}
				for h := max(0, y-1); h <= min(7, y+1); h++ {
					if colour < 0 || vldColourIndex(movegen.MakeSquare(h, promoRank)) == colour {
						best = min(best, vldAbs(y-g)+vldAbs(h-y))
					}
				}
			}
			it.cost[g] = int8(best)
		}
		return it
	}
	for i := range 2 {
		for range m.promotedBishops[i] {
			if n < 8 {
				items[n] = promotion(i)
				n++
			}
		}
	}
	for range m.promotedOthers {
		if n < 8 {
			items[n] = promotion(-1)
			n++
		}
	}
	if promotions > 0 && allBlocked {
		var home []movegen.Square
		for y := range 8 {
			home = append(home, movegen.MakeSquare(y, passRank))
		}
		sq := v.promotedSquares(c, m)
		what := "some of the " + c.String() + " pieces on " + vldSquareList(sq) + " must be promoted pawns"
		if len(sq) == 1 {
			what = vldName(v.board[sq[0]], sq[0]) + " must be a promoted pawn"
		}
		return append(out, Violation{
			Rule:    RuleTooManyPromoted,
			Squares: sq,
			Message: fmt.Sprintf("%s, but no %s pawn can have promoted: the %s pawns on %s never moved, so none got past them",
				what, c, oc, vldSquareList(home)),
		})
	}
	total, from := vldMatchFiles(items[:n])
	if total >= vldInf {
		sq := vldHallViolator(items[:n])
		promoted := vldHallSize(items[:n]) - len(sq)
		msg := fmt.Sprintf("the %s pawns on %s cannot all come from different files: a pawn changes files only by capturing, once per rank it advances",
			c, vldSquareList(sq))
		if promoted > 0 {
			msg = fmt.Sprintf("the %s pawns on %s and %d promoted %s cannot all come from different files: a pawn changes files only by capturing, once per rank it advances, and a pawn that promoted passed the unmoved %s pawns only on a file they leave open",
				c, vldSquareList(sq), promoted, vldPlural(promoted, "piece", "pieces"), oc)
			sq = append(sq, v.promotedSquares(c, m)...)
		}
		return append(out, Violation{Rule: RulePawnStructure, Squares: sq, Message: msg})
	}
	caged := 0
	for k := range 2 {
		if opp.cagedAway[k] {
			caged++
		}
	}
	if v.men[oc] > 16 {
		return out // too-many-men says it
	}
	available := 15 - (v.men[oc] - v.kings[oc]) - caged
	if total <= available {
		return out
	}
	var sq []movegen.Square
	var why []string
	promotedCost := false
	for i := range n {
		it := items[i]
		switch {
		case i < pawns && it.square.File() != from[i]:
			sq = append(sq, it.square)
		case i >= pawns && it.cost[from[i]] > 0:
			promotedCost = true
		}
	}
	if len(sq) > 0 {
		why = append(why, fmt.Sprintf("the %s on %s changed files", vldPlural(len(sq), "pawn", "pawns"), vldSquareList(sq)))
	}
	if promotedCost {
		why = append(why, "the pawns that promoted changed files to get past unmoved "+oc.String()+" pawns or to promote on their bishop's square colour")
		sq = append(sq, v.promotedSquares(c, m)...)
	}
	msg := fmt.Sprintf("the %s pawns made at least %d %s, since %s, but %s",
		c, total, vldPlural(total, "capture", "captures"), vldJoin(why), vldMissingMen(oc, available))
	if caged > 0 {
		msg += fmt.Sprintf(" that a pawn could have taken (a %s bishop was captured in its cage)", oc)
	}
	return append(out, Violation{Rule: RulePawnCaptures, Squares: sq, Message: msg})
}

// promotedSquares lists the squares of c's pieces of the kinds that include promoted ones.
func (v *vldPos) promotedSquares(c movegen.Color, m vldMaterial) []movegen.Square {
	var sq []movegen.Square
	for s := movegen.Square(0); s < 64; s++ {
		pc := v.board[s]
		if pc == movegen.NoPiece || pc.Color() != c {
			continue
		}
		switch pt := pc.Type(); pt {
		case movegen.Queen:
			if v.count[c][movegen.Queen] > 1 {
				sq = append(sq, s)
			}
		case movegen.Rook, movegen.Knight:
			if v.count[c][pt] > 2 {
				sq = append(sq, s)
			}
		case movegen.Bishop:
			if m.promotedBishops[vldColourIndex(s)] > 0 {
				sq = append(sq, s)
			}
		}
	}
	return sq
}

// vldMatchFiles matches each item with a different starting file at the least total cost
// and returns that cost (vldInf or more when no matching exists) and each item's file.
func vldMatchFiles(items []vldFileItem) (int, [8]int) {
	n := len(items)
	var dp [256]int16
	var choice [256]int8
	for i := range dp {
		dp[i] = vldInf * 9
	}
	dp[0] = 0
	best, bestMask := int16(vldInf*9), 0
	for mask := 0; mask < 256; mask++ {
		i := bits.OnesCount8(uint8(mask))
		if dp[mask] >= vldInf {
			continue
		}
		if i == n {
			if dp[mask] < best {
				best, bestMask = dp[mask], mask
			}
			continue
		}
		for g := range 8 {
			if mask&(1<<g) != 0 || items[i].cost[g] >= vldInf {
				continue
			}
			nm := mask | 1<<g
			if d := dp[mask] + int16(items[i].cost[g]); d < dp[nm] {
				dp[nm], choice[nm] = d, int8(g)
			}
		}
	}
	var from [8]int
	if best >= vldInf {
		return vldInf, from
	}
	for mask := bestMask; mask != 0; {
		g := int(choice[mask])
		from[bits.OnesCount8(uint8(mask))-1] = g
		mask &^= 1 << g
	}
	return int(best), from
}

// vldHallSize returns the size of a smallest set of items whose possible starting files are
// fewer than the items.
func vldHallSize(items []vldFileItem) int {
	set := vldHallSet(items)
	return bits.OnesCount(uint(set))
}

// vldHallViolator returns the squares of the pawns in a smallest set of items whose
// possible starting files are fewer than the items.
func vldHallViolator(items []vldFileItem) []movegen.Square {
	set := vldHallSet(items)
	var sq []movegen.Square
	for i := range items {
		if set&(1<<i) != 0 && items[i].square != movegen.NoSquare {
			sq = append(sq, items[i].square)
		}
	}
	return sq
}

func vldHallSet(items []vldFileItem) int {
	n := len(items)
	var files [8]uint8
	for i, it := range items {
		for g := range 8 {
			if it.cost[g] < vldInf {
				files[i] |= 1 << g
			}
		}
	}
	bestSet, bestSize := 0, 99
	for set := 1; set < 1<<n; set++ {
		var union uint8
		for i := range n {
			if set&(1<<i) != 0 {
				union |= files[i]
			}
		}
		if size := bits.OnesCount(uint(set)); bits.OnesCount8(union) < size && size < bestSize {
			bestSet, bestSize = set, size
		}
	}
	return bestSet
}

func vldAbs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// vldPlural returns one or many by n.
func vldPlural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// vldJoin joins phrases as "a", "a and b", "a, b and c".
func vldJoin(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func vldMissingPawns(c movegen.Color, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("no %s pawn is missing", c)
	case 1:
		return fmt.Sprintf("only 1 %s pawn is missing", c)
	}
	return fmt.Sprintf("only %d %s pawns are missing", n, c)
}

func vldMissingMen(c movegen.Color, n int) string {
	switch {
	case n <= 0:
		return fmt.Sprintf("no %s man is missing", c)
	case n == 1:
		return fmt.Sprintf("only 1 %s man is missing", c)
	}
	return fmt.Sprintf("only %d %s men are missing", n, c)
}
