package target

import "github.com/cpls-dev/cpls/movegen"

// The exact block question (may distinct pieces of the victim block every square of a
// king's block within the moves left?) asked as a depth-first search: the squares in
// turn, the one with the fewest pieces that can reach it first, each tried with its
// pieces cheapest first, and a branch cut as soon as its moves so far plus the cheapest
// piece for every square still open exceed the moves left. With the few moves a help
// play leaves, only a handful of pieces can reach a square, so the search meets a fit
// or runs out of branches after a few steps, where the assignment over all subsets of
// the squares (blockAssign) does the same work for every question.

// blockCand is one piece (index into nodeFacts.bsq) that can reach a block square,
// with its moves to get there.
type blockCand struct{ i, c uint8 }

// maxBlockSteps bounds the search's steps; beyond it the question goes to blockAssign,
// whose work is bounded (the search's is not, on boards with many pieces near many
// squares where no assignment fits).
const maxBlockSteps = 512

// blockSearch is the state of one search.
type blockSearch struct {
	k     int
	cands [maxAssignSquares][16]blockCand // per square in search order, cheapest first
	nc    [maxAssignSquares]int
	rest  [maxAssignSquares + 1]int // the cheapest piece for each square from j on, summed
	// leaver is the index of the piece on the king's square (which must leave it if it
	// blocks nothing), -1 if none.
	leaver int
	left   int
	steps  int
}

// blockFits reports whether distinct pieces of the victim (not the king) can stand on
// every square of block with left moves, one more for the piece on the king's square
// s if it blocks nothing: the answer of blockAssign(block, s, left) <= left.
func (n *nodeFacts) blockFits(block movegen.Bitboard, s movegen.Square, left int) bool {
	if ok, decided := n.searchBlocks(block, s, left); decided {
		return ok
	}
	return n.blockAssign(block, s, left) <= left
}

// searchBlocks is blockFits by the search; decided is false when the search gave up
// after maxBlockSteps.
func (n *nodeFacts) searchBlocks(block movegen.Bitboard, s movegen.Square, left int) (ok, decided bool) {
	var bs blockSearch
	bs.left, bs.leaver = left, -1
	for i := range n.nb {
		if n.bsq[i] == s {
			bs.leaver = i
		}
	}
	if !n.blockCands(&bs, block) || bs.rest[0] > left {
		return false, true
	}
	ok = bs.search(0, 0, 0)
	return ok, bs.steps <= maxBlockSteps
}

// blockCands fills bs with each square's pieces within left moves, cheapest first, the
// squares ordered by how few pieces they have, and rest; false if a square has none.
func (n *nodeFacts) blockCands(bs *blockSearch, block movegen.Bitboard) bool {
	for b := block; b != 0; bs.k++ {
		f := b.PopFirst()
		j := bs.k
		for i := range n.nb {
			c := n.brow[i][f]
			if a := n.balt[i]; a != nil {
				c = min(c, a[f])
			}
			if int(c) <= bs.left {
				bs.insertCand(j, blockCand{uint8(i), c})
			}
		}
		if bs.nc[j] == 0 {
			return false
		}
		// Fewest pieces first: move the square down past those with more.
		for ; j > 0 && bs.nc[j-1] > bs.nc[j]; j-- {
			bs.cands[j-1], bs.cands[j] = bs.cands[j], bs.cands[j-1]
			bs.nc[j-1], bs.nc[j] = bs.nc[j], bs.nc[j-1]
		}
	}
	for j := bs.k - 1; j >= 0; j-- {
		bs.rest[j] = bs.rest[j+1] + int(bs.cands[j][0].c)
	}
	return true
}

// insertCand adds c to square j's pieces, keeping them cheapest first.
func (bs *blockSearch) insertCand(j int, c blockCand) {
	row := &bs.cands[j]
	m := bs.nc[j]
	for ; m > 0 && row[m-1].c > c.c; m-- {
		row[m] = row[m-1]
	}
	row[m] = c
	bs.nc[j]++
}

// search reports whether squares j… can be blocked by pieces not in used within the
// moves left after cost, the leaver paying its move if it stays unused.
func (bs *blockSearch) search(j int, used uint32, cost int) bool {
	bs.steps++
	if j == bs.k {
		if bs.leaver >= 0 && used&(1<<bs.leaver) == 0 {
			cost++
		}
		return cost <= bs.left
	}
	if bs.steps > maxBlockSteps {
		return false
	}
	for _, c := range bs.cands[j][:bs.nc[j]] {
		w := cost + int(c.c)
		if w+bs.rest[j+1] > bs.left {
			return false // the rest are dearer
		}
		if used&(1<<c.i) == 0 && bs.search(j+1, used|1<<c.i, w) {
			return true
		}
	}
	return false
}
