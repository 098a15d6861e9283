package movegen

// Zobrist keys, filled once at start-up from a fixed seed so that hashes are the same in
// every run (a transposition table or a cache may be compared across processes).
var (
	zobristPiece    [16][64]uint64
	zobristBlack    uint64
	zobristCastling [16]uint64
	zobristEPFile   [8]uint64
)

func init() {
	seed := uint64(0x9E3779B97F4A7C15)
	next := func() uint64 { // splitmix64
		seed += 0x9E3779B97F4A7C15
		z := seed
		z = (z ^ z>>30) * 0xBF58476D1CE4E5B9
		z = (z ^ z>>27) * 0x94D049BB133111EB
		return z ^ z>>31
	}
	for i := range zobristPiece {
		for s := range zobristPiece[i] {
			zobristPiece[i][s] = next()
		}
	}
	zobristBlack = next()
	for i := range zobristCastling {
		zobristCastling[i] = next()
	}
	for i := range zobristEPFile {
		zobristEPFile[i] = next()
	}
}

// Hash returns the Zobrist hash of the position (pieces, side to move, castling rights,
// en-passant file), kept up to date incrementally by every mutating method.
func (p *Position) Hash() uint64 { return p.hash }

// computeHash returns the hash from scratch; the incremental hash must always equal it.
func (p *Position) computeHash() uint64 {
	var h uint64
	for s, pc := range p.board {
		if pc != NoPiece {
			h ^= zobristPiece[pc][s]
		}
	}
	if p.side == Black {
		h ^= zobristBlack
	}
	h ^= zobristCastling[p.castling]
	if p.ep != NoSquare {
		h ^= zobristEPFile[p.ep.File()]
	}
	return h
}
