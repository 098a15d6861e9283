package movegen

// PerftTable is a transposition table for PerftHashed: it remembers the node count of
// positions already counted at a given depth, keyed by the Zobrist hash and the depth.
// This is a perft technique (transpositions are counted once), not move-generation
// speed; Perft never uses it. A table may be reused across calls and positions. It is
// not safe for concurrent use.
type PerftTable struct {
	entries []perftEntry
	mask    uint64
}

type perftEntry struct {
	key   uint64 // position hash mixed with the depth; 0 for an empty slot
	count uint64
}

// NewPerftTable returns a table of about megabytes MiB (the largest power-of-two number
// of 16-byte entries that fits, at least one).
func NewPerftTable(megabytes int) *PerftTable {
	n := uint64(1)
	for n*2*16 <= uint64(max(megabytes, 0))<<20 {
		n *= 2
	}
	return &PerftTable{entries: make([]perftEntry, n), mask: n - 1}
}

// perftKey mixes the depth into the hash; the multiplier is odd, so distinct depths of
// one position never share a key.
func perftKey(hash uint64, depth int) uint64 {
	return hash ^ uint64(depth)*0x9E3779B97F4A7C15
}

// PerftHashed is Perft with a transposition table: the same count, usually sooner on deep
// trees. A 64-bit key collision could in principle give a wrong count; with 64-bit
// Zobrist keys this is not seen in practice (the usual perft-table trade-off).
func (p *Position) PerftHashed(depth int, t *PerftTable) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1:
		return uint64(p.MoveCount())
	case t == nil:
		return p.Perft(depth)
	}
	p.reserveMoveStack(depth)
	return p.perftHashed(depth, 0, t)
}

func (p *Position) perftHashed(depth, top int, t *PerftTable) uint64 {
	key := perftKey(p.hash, depth)
	e := &t.entries[key&t.mask]
	if e.key == key {
		return e.count
	}
	moves := p.plyMoves(top)
	var n uint64
	if depth == 2 {
		n = p.replyCount(moves)
	} else {
		for _, m := range moves {
			p.Make(m)
			n += p.perftHashed(depth-1, top+maxMoves, t)
			p.Unmake()
		}
	}
	e.key, e.count = key, n
	return n
}
