package fairy

import "github.com/cpls-dev/cpls/movegen"

// The squares where RepublicanChess's placed king is mated, remembered by position: a
// move's placements are found by a mate test on every empty square, and the search
// lists the same position's moves many times (in the goal tests, the threat and check
// searches, and by transposition). The key is the hash of the position after the move,
// before any placement, the one the solver's transposition tables trust.

// placementSlots is the number of positions a game remembers (a power of two).
const placementSlots = 1 << 16

// placementCache is a direct-mapped table from a position's hash to its mate squares.
type placementCache struct {
	entries [placementSlots]placementEntry
}

type placementEntry struct {
	key     uint64
	squares movegen.Bitboard
	ok      bool
}

// cachedMateSquares returns findMateSquares for the position (after a move whose
// arrival square is occupied, so that it is no empty square to exclude), from the
// game's table when it was found before.
func (g *Game) cachedMateSquares(o movegen.Color) movegen.Bitboard {
	if g.placements == nil {
		g.placements = new(placementCache)
	}
	e := &g.placements.entries[g.hash&(placementSlots-1)]
	if e.ok && e.key == g.hash {
		return e.squares
	}
	squares := g.findMateSquares(0, o)
	*e = placementEntry{key: g.hash, squares: squares, ok: true}
	return squares
}
