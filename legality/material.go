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

// bishopCage describes a bishop's home square closed by the two pawns beside it.
type bishopCage struct {
	bishop movegen.Square
	pawns  [2]movegen.Square
}

// bishopCages lists each side's two cages; cage 0 is the queen-side bishop's.
var bishopCages = [2][2]bishopCage{
	{{movegen.C1, [2]movegen.Square{movegen.B2, movegen.D2}}, {movegen.F1, [2]movegen.Square{movegen.MakeSquare(4, 1), movegen.MakeSquare(6, 1)}}},
	{{movegen.C8, [2]movegen.Square{movegen.B7, movegen.D7}}, {movegen.F8, [2]movegen.Square{movegen.MakeSquare(4, 6), movegen.MakeSquare(6, 6)}}},
}

// cagedAway reports whether cage k of colour c is closed by both home pawns while no bishop
// of c stands on the cage square: the original bishop was captured there.
func (v *position) cagedAway(c movegen.Color, k int) bool {
	cg := bishopCages[c][k]
	pawn := movegen.MakePiece(c, movegen.Pawn)
	return v.squares[cg.pawns[0]] == pawn && v.squares[cg.pawns[1]] == pawn && v.squares[cg.bishop] != movegen.MakePiece(c, movegen.Bishop)
}

// material is the promotion arithmetic of one side.
type material struct {
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

func (v *position) materialOf(c movegen.Color) material {
	var m material
	m.pawns = v.count[c][movegen.Pawn]
	m.missing = 8 - m.pawns
	for s := movegen.Square(0); s < 64; s++ {
		if v.squares[s] == movegen.MakePiece(c, movegen.Bishop) {
			m.bishops[colourIndex(s)]++
		}
	}
	m.originalBishops = [2]int{1, 1}
	for k := range 2 {
		m.cagedSquareColour[k] = colourIndex(bishopCages[c][k].bishop)
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

// colourIndex is 1 for a light square, 0 for a dark one.
func colourIndex(s movegen.Square) int {
	if isLight(s) {
		return 1
	}
	return 0
}

func (v *position) materialRules(out []Violation) []Violation {
	var mat [2]material
	for c := movegen.White; c <= movegen.Black; c++ {
		mat[c] = v.materialOf(c)
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

func (v *position) tooManyPromoted(c movegen.Color, m material) Violation {
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
		add(v.count[c][pt], base, pt.String()+"s", func(s movegen.Square) bool { return v.squares[s] == movegen.MakePiece(c, pt) })
	}
	for i, name := range [2]string{"dark-squared bishops", "light-squared bishops"} {
		add(m.bishops[i], 1, name, func(s movegen.Square) bool {
			return v.squares[s] == movegen.MakePiece(c, movegen.Bishop) && colourIndex(s) == i
		})
	}
	var fixes []Fix
	for _, s := range sq {
		fixes = append(fixes, removeFix(v.squares[s], s))
	}
	return Violation{
		Rule:    RuleTooManyPromoted,
		Squares: sq,
		Message: fmt.Sprintf("%s has %s, so at least %d of them %s, but %s",
			sideName(c), join(parts), m.excessPlain, plural(m.excessPlain, "is a promoted pawn", "are promoted pawns"),
			missingPawns(c, m.missing)),
		Fixes: fixes,
	}
}

func (v *position) cagedBishop(c movegen.Color, m material) Violation {
	var sq, bishops []movegen.Square
	var cages []string
	for k := range 2 {
		if !m.cagedAway[k] {
			continue
		}
		cg := bishopCages[c][k]
		i := m.cagedSquareColour[k]
		if m.promotedBishops[i] == 0 {
			continue
		}
		for s := movegen.Square(0); s < 64; s++ {
			if v.squares[s] == movegen.MakePiece(c, movegen.Bishop) && colourIndex(s) == i {
				bishops = append(bishops, s)
			}
		}
		sq = append(sq, cg.pawns[0], cg.pawns[1])
		cages = append(cages, fmt.Sprintf("the %s bishop from %s cannot have left it past the unmoved pawns on %s and %s",
			c, cg.bishop, cg.pawns[0], cg.pawns[1]))
	}
	var fixes []Fix
	for _, s := range bishops {
		fixes = append(fixes, removeFix(v.squares[s], s))
	}
	return Violation{
		Rule:    RuleCagedBishop,
		Squares: append(bishops, sq...),
		Message: fmt.Sprintf("%s, so the %s %s on %s %s, and %s needs %d %s, but %s",
			join(cages), c, plural(len(bishops), "bishop", "bishops"), squareList(bishops),
			plural(len(bishops), "is a promoted pawn", "are promoted pawns"), sideName(c), m.excess,
			plural(m.excess, "promotion", "promotions"), missingPawns(c, m.missing)),
		Fixes: fixes,
	}
}

const inf = 100

// fileItem is a pawn or promoted piece to be matched with a starting file.
type fileItem struct {
	square movegen.Square // the pawn's square, NoSquare for a promoted piece
	cost   [8]int8
}

// pawnCaptures: pawn-structure and pawn-captures for the pawns of c, and too-many-promoted
// when the opponent's unmoved pawns leave no way to the promotion rank. A pawn that promoted
// stepped onto its seventh rank on some file y whose seventh-rank square does not hold an
// unmoved enemy pawn now (an enemy pawn on its home square has always been there), then
// promoted on y or, capturing, beside it.
func (v *position) pawnCaptures(c movegen.Color, m, opp material, out []Violation) []Violation {
	var items [8]fileItem
	pawns, doubled := v.pawnItems(c, &items)
	blocked := v.blockedFiles(c)
	promotions := m.promotedOthers + m.promotedBishops[0] + m.promotedBishops[1]
	if !doubled && (promotions == 0 || (blocked == 0 && m.promotedBishops == [2]int{})) {
		return out // every pawn on its own file, the promoted pieces from the others: no capture needed
	}
	n := promotedItems(c, m, blocked, &items, pawns)
	if promotions > 0 && blocked == 0xff {
		return append(out, v.noPromotionPath(c, m))
	}
	total, from := matchFiles(items[:n])
	if total >= inf {
		return append(out, v.pawnStructure(c, m, items[:n]))
	}
	caged := 0
	for k := range 2 {
		if opp.cagedAway[k] {
			caged++
		}
	}
	oc := c.Other()
	if v.men[oc] > 16 {
		return out // too-many-men says it
	}
	available := 15 - (v.men[oc] - v.kings[oc]) - caged
	if total <= available {
		return out
	}
	return append(out, v.tooManyCaptures(c, m, items[:n], pawns, from, total, available, caged))
}

// pawnItems fills items with c's pawns (at most 8), each with the cost of coming from each
// starting file, and returns their number and whether two of them share a file.
func (v *position) pawnItems(c movegen.Color, items *[8]fileItem) (n int, doubled bool) {
	pawnFiles := uint8(0)
	for s := movegen.Square(0); s < 64; s++ {
		if v.squares[s] != movegen.MakePiece(c, movegen.Pawn) || n == 8 {
			continue
		}
		reach := relRank(s, c) - 1 // moves made at most, so files changed at most
		if reach < 0 || reach > 5 {
			continue // on a first or last rank: pawnRankRules says it
		}
		it := fileItem{square: s}
		for g := range 8 {
			d := abs(s.File() - g)
			if d > reach {
				d = inf
			}
			it.cost[g] = int8(d)
		}
		items[n] = it
		n++
		doubled = doubled || pawnFiles&(1<<s.File()) != 0
		pawnFiles |= 1 << s.File()
	}
	return n, doubled
}

// promotionRanks returns the rank on which c's pawns promote and the rank before it, where
// the opponent's pawns start.
func promotionRanks(c movegen.Color) (promoRank, passRank int) {
	if c == movegen.Black {
		return 0, 1
	}
	return 7, 6
}

// blockedFiles returns the files (bit y for file y) whose square on c's seventh rank holds
// an unmoved pawn of the opponent, so that no pawn of c promoted on them.
func (v *position) blockedFiles(c movegen.Color) uint8 {
	_, passRank := promotionRanks(c)
	var blocked uint8
	for y := range 8 {
		if v.squares[movegen.MakeSquare(y, passRank)] == movegen.MakePiece(c.Other(), movegen.Pawn) {
			blocked |= 1 << y
		}
	}
	return blocked
}

// promotedItems appends to items[n:] an item for each promoted piece of c (as many as fit)
// and returns the new number of items. A promoted piece came from the file where its pawn
// passed the unblocked seventh rank, plus one file if it promoted capturing; a promoted
// bishop promoted on a square of its own colour.
func promotedItems(c movegen.Color, m material, blocked uint8, items *[8]fileItem, n int) int {
	promoRank, _ := promotionRanks(c)
	// promotion returns a promoted piece's item; colour is the square colour of a promoted
	// bishop, -1 for another piece.
	promotion := func(colour int) fileItem {
		it := fileItem{square: movegen.NoSquare}
		for g := range 8 {
			best := inf
			for y := range 8 {
				if blocked&(1<<y) != 0 {
					continue
				}
				for h := max(0, y-1); h <= min(7, y+1); h++ {
					if colour < 0 || colourIndex(movegen.MakeSquare(h, promoRank)) == colour {
						best = min(best, abs(y-g)+abs(h-y))
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
	return n
}

// noPromotionPath is too-many-promoted when the opponent's unmoved pawns fill c's seventh
// rank, so that no pawn of c got past them.
func (v *position) noPromotionPath(c movegen.Color, m material) Violation {
	_, passRank := promotionRanks(c)
	var home []movegen.Square
	for y := range 8 {
		home = append(home, movegen.MakeSquare(y, passRank))
	}
	sq := v.promotedSquares(c, m)
	what := "some of the " + c.String() + " pieces on " + squareList(sq) + " must be promoted pawns"
	if len(sq) == 1 {
		what = pieceName(v.squares[sq[0]], sq[0]) + " must be a promoted pawn"
	}
	return Violation{
		Rule:    RuleTooManyPromoted,
		Squares: sq,
		Message: fmt.Sprintf("%s, but no %s pawn can have promoted: the %s pawns on %s never moved, so none got past them",
			what, c, c.Other(), squareList(home)),
	}
}

// pawnStructure is pawn-structure: no matching of items with different starting files
// exists.
func (v *position) pawnStructure(c movegen.Color, m material, items []fileItem) Violation {
	sq := hallViolator(items)
	promoted := hallSize(items) - len(sq)
	msg := fmt.Sprintf("the %s pawns on %s cannot all come from different files: a pawn changes files only by capturing, once per rank it advances",
		c, squareList(sq))
	if promoted > 0 {
		msg = fmt.Sprintf("the %s pawns on %s and %d promoted %s cannot all come from different files: a pawn changes files only by capturing, once per rank it advances, and a pawn that promoted passed the unmoved %s pawns only on a file they leave open",
			c, squareList(sq), promoted, plural(promoted, "piece", "pieces"), c.Other())
		sq = append(sq, v.promotedSquares(c, m)...)
	}
	return Violation{Rule: RulePawnStructure, Squares: sq, Message: msg}
}

// tooManyCaptures is pawn-captures: the cheapest matching of the items (the first pawns
// of them pawns, the rest promoted pieces) with starting files, from, costs total captures,
// more than the available missing men of the opponent.
func (v *position) tooManyCaptures(c movegen.Color, m material, items []fileItem, pawns int, from [8]int, total, available, caged int) Violation {
	oc := c.Other()
	var sq []movegen.Square
	var why []string
	promotedCost := false
	for i, it := range items {
		switch {
		case i < pawns && it.square.File() != from[i]:
			sq = append(sq, it.square)
		case i >= pawns && it.cost[from[i]] > 0:
			promotedCost = true
		}
	}
	if len(sq) > 0 {
		why = append(why, fmt.Sprintf("the %s on %s changed files", plural(len(sq), "pawn", "pawns"), squareList(sq)))
	}
	if promotedCost {
		why = append(why, "the pawns that promoted changed files to get past unmoved "+oc.String()+" pawns or to promote on their bishop's square colour")
		sq = append(sq, v.promotedSquares(c, m)...)
	}
	msg := fmt.Sprintf("the %s pawns made at least %d %s, since %s, but %s",
		c, total, plural(total, "capture", "captures"), join(why), missingMen(oc, available))
	if caged > 0 {
		msg += fmt.Sprintf(" that a pawn could have taken (a %s bishop was captured in its cage)", oc)
	}
	return Violation{Rule: RulePawnCaptures, Squares: sq, Message: msg}
}

// promotedSquares lists the squares of c's pieces of the kinds that include promoted ones.
func (v *position) promotedSquares(c movegen.Color, m material) []movegen.Square {
	var sq []movegen.Square
	for s := movegen.Square(0); s < 64; s++ {
		pc := v.squares[s]
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
			if m.promotedBishops[colourIndex(s)] > 0 {
				sq = append(sq, s)
			}
		}
	}
	return sq
}

// matchFiles matches each item with a different starting file at the least total cost
// and returns that cost (inf or more when no matching exists) and each item's file.
func matchFiles(items []fileItem) (int, [8]int) {
	n := len(items)
	var dp [256]int16
	var choice [256]int8
	for i := range dp {
		dp[i] = inf * 9
	}
	dp[0] = 0
	best, bestMask := int16(inf*9), 0
	for mask := 0; mask < 256; mask++ {
		i := bits.OnesCount8(uint8(mask))
		if dp[mask] >= inf {
			continue
		}
		if i == n {
			if dp[mask] < best {
				best, bestMask = dp[mask], mask
			}
			continue
		}
		for g := range 8 {
			if mask&(1<<g) != 0 || items[i].cost[g] >= inf {
				continue
			}
			nm := mask | 1<<g
			if d := dp[mask] + int16(items[i].cost[g]); d < dp[nm] {
				dp[nm], choice[nm] = d, int8(g)
			}
		}
	}
	var from [8]int
	if best >= inf {
		return inf, from
	}
	for mask := bestMask; mask != 0; {
		g := int(choice[mask])
		from[bits.OnesCount8(uint8(mask))-1] = g
		mask &^= 1 << g
	}
	return int(best), from
}

// hallSize returns the size of a smallest set of items whose possible starting files are
// fewer than the items.
func hallSize(items []fileItem) int {
	set := hallSet(items)
	return bits.OnesCount(uint(set))
}

// hallViolator returns the squares of the pawns in a smallest set of items whose
// possible starting files are fewer than the items.
func hallViolator(items []fileItem) []movegen.Square {
	set := hallSet(items)
	var sq []movegen.Square
	for i := range items {
		if set&(1<<i) != 0 && items[i].square != movegen.NoSquare {
			sq = append(sq, items[i].square)
		}
	}
	return sq
}

func hallSet(items []fileItem) int {
	n := len(items)
	var files [8]uint8
	for i, it := range items {
		for g := range 8 {
			if it.cost[g] < inf {
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

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// plural returns one or many by n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// join joins phrases as "a", "a and b", "a, b and c".
func join(parts []string) string {
	if len(parts) <= 1 {
		return strings.Join(parts, "")
	}
	return strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
}

func missingPawns(c movegen.Color, n int) string {
	switch n {
	case 0:
		return fmt.Sprintf("no %s pawn is missing", c)
	case 1:
		return fmt.Sprintf("only 1 %s pawn is missing", c)
	}
	return fmt.Sprintf("only %d %s pawns are missing", n, c)
}

func missingMen(c movegen.Color, n int) string {
	switch {
	case n <= 0:
		return fmt.Sprintf("no %s man is missing", c)
	case n == 1:
		return fmt.Sprintf("only 1 %s man is missing", c)
	}
	return fmt.Sprintf("only %d %s men are missing", n, c)
}
