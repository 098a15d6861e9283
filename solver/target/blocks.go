package target

import "github.com/cpls-dev/cpls/movegen"

// The victim's blocks: whether its pieces (not the king) can stand on the squares a
// target needs blocked around its king's square within the moves left, with the
// cheap bounds first and the exact answer (blockFits) remembered across nodes.

// blocksFeasible reports whether the victim's pieces may block every square of block
// with left moves while the king goes to s (vacate: a piece of its own must leave s).
func (n *nodeFacts) blocksFeasible(block movegen.Bitboard, s movegen.Square, left int, vacate bool) bool {
	if !n.blockReady {
		n.blockers()
	}
	nb := block.Count()
	if nb > n.nBlockers {
		return false
	}
	cost := 0
	for b := block; b != 0; {
		cost += n.minBlock(b.PopFirst())
		if cost > left {
			return false
		}
	}
	if nb > maxAssignSquares || (nb < 2 && !vacate) {
		return true
	}
	return n.assignFits(block, s, left)
}

// assignSlot is a remembered assignFits answer: for the victim's pieces hashing to
// vkey, block, the king's square s and left.
type assignSlot struct {
	vkey  uint64
	block movegen.Bitboard
	s     movegen.Square
	left  int8
	ok    bool
}

// assignMemoLog is the log size of Set.assignMemo.
const assignMemoLog = 14

// assignFits is blockFits, remembered across nodes: the answer depends only on the
// victim's pieces (their squares and types and its castling rights: victimKey), and in
// help play one placement of them recurs under many of the mating side's, while
// blockFits' work is more than a look-up. Like the transposition table it trusts a
// 64-bit hash of the pieces.
func (n *nodeFacts) assignFits(block movegen.Bitboard, s movegen.Square, left int) bool {
	ts := n.ts
	if ts == nil {
		return n.blockFits(block, s, left)
	}
	if ts.assignMemo == nil {
		ts.assignMemo = make([]assignSlot, 1<<assignMemoLog)
	}
	if n.vkey == 0 {
		n.vkey = n.victimKey()
	}
	h := (n.vkey ^ uint64(block)*0x9e3779b97f4a7c15 ^ uint64(s)<<8 ^ uint64(left)) * 0xbf58476d1ce4e5b9 >> (64 - assignMemoLog)
	slot := &ts.assignMemo[h]
	if slot.vkey == n.vkey && slot.block == block && slot.s == s && int(slot.left) == left {
		return slot.ok
	}
	ok := n.blockFits(block, s, left)
	*slot = assignSlot{vkey: n.vkey, block: block, s: s, left: int8(left), ok: ok}
	return ok
}

// victimKey hashes the victim's pieces (square and type of each) and castling rights;
// never 0.
func (n *nodeFacts) victimKey() uint64 {
	victim := n.mater.Other()
	h := mix64(uint64(n.nkc)<<8 | uint64(n.kingCastles[0])<<16 | uint64(n.kingCastles[1])<<24)
	for b := n.pos.ColorPieces(victim); b != 0; {
		s := b.PopFirst()
		h ^= mix64(uint64(s)<<3 | uint64(n.pos.PieceAt(s).Type()) + 1<<32)
	}
	return h | 1
}

// mix64 is splitmix64's finaliser.
func mix64(z uint64) uint64 {
	z = (z ^ z>>30) * 0xbf58476d1ce4e5b9
	z = (z ^ z>>27) * 0x94d049bb133111eb
	return z ^ z>>31
}

// blockSlot is a cached blocksFeasible result of one node (stamp == Set.gen).
type blockSlot struct {
	stamp uint32
	sq    movegen.Square
	ok    bool
	block movegen.Bitboard
}

// cachedBlocks is blocksFeasible, remembered for the node: targets share king squares
// (and left and vacate depend only on the king's square within a node).
func (n *nodeFacts) cachedBlocks(block movegen.Bitboard, s movegen.Square, left int, vacate bool) bool {
	ts := n.ts
	if ts == nil {
		return n.blocksFeasible(block, s, left, vacate)
	}
	h := (uint64(block)*0x9e3779b97f4a7c15 ^ uint64(s)*0xbf58476d1ce4e5b9) >> 56
	slot := &ts.blockCache[h]
	if slot.stamp == ts.gen && slot.block == block && slot.sq == s {
		return slot.ok
	}
	ok := n.blocksFeasible(block, s, left, vacate)
	*slot = blockSlot{stamp: ts.gen, sq: s, ok: ok, block: block}
	return ok
}

// maxAssignSquares is the most block squares blockFits is asked about (blockAssign's
// work grows as 2^n).
const maxAssignSquares = 6

// blockAssign is the fewest moves of the victim's pieces (not the king) to stand with
// distinct pieces on every square of block while a piece on the king's square s leaves
// it (an exact assignment over the empty-board distances, so a lower bound). Only
// whether it exceeds left is exact: costs above left count as unreachable, and a cost
// within left may be any one within left.
func (n *nodeFacts) blockAssign(block movegen.Bitboard, s movegen.Square, left int) int {
	var sqs [maxAssignSquares]movegen.Square
	k := 0
	for b := block; b != 0; k++ {
		sqs[k] = b.PopFirst()
	}
	full := 1<<k - 1
	var dp [1 << maxAssignSquares]uint8
	for m := 1; m <= full; m++ {
		dp[m] = unreachable
	}
	// Only whether the cost exceeds left matters, and more pieces only lower it: once
	// every square is blocked within left, with the piece on s (if any) already seen,
	// the answer is known.
	leaver := -1
	for i := range n.nb {
		if n.bsq[i] == s {
			leaver = i
		}
	}
	for i := range n.nb {
		if i > leaver && int(dp[full]) <= left {
			return int(dp[full])
		}
		leave := uint8(0)
		if i == leaver {
			leave = 1
		}
		// The piece's costs; one above left is as good as unreachable (an assignment
		// using it exceeds left anyway).
		row, alt := n.brow[i], n.balt[i]
		var cost [maxAssignSquares]uint8
		useful := false
		for j := range k {
			c := row[sqs[j]]
			if alt != nil {
				c = min(c, alt[sqs[j]])
			}
			if int(c) > left {
				c = unreachable
			} else {
				useful = true
			}
			cost[j] = c
		}
		if !useful && leave == 0 {
			continue
		}
		for m := full; m >= 0; m-- {
			v := dp[m]
			if v == unreachable {
				continue
			}
			for j := range k {
				bit := 1 << j
				c := cost[j]
				if m&bit != 0 || c == unreachable {
					continue
				}
				if w := int(v) + int(c); w < int(dp[m|bit]) {
					dp[m|bit] = uint8(w)
				}
			}
			dp[m] = min(unreachable, v+leave)
		}
	}
	return int(dp[full])
}
