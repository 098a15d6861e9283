package fairy

import "github.com/cpls-dev/cpls/movegen"

// The position's hash is Zobrist's: the XOR of one key per (square, piece) and keys for
// the side to move, the castling rights and the en-passant square. The keys are not
// tabled (a piece has 2^30 values) but computed by a mixing function of the piece and
// the square; every change of a square updates the hash by XOR-ing out the old piece's
// key and in the new one's.

// mix is SplitMix64's finaliser: a bijection that scatters its input's bits.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}

// pieceKey is the key of piece p on box square b (0 for an empty square).
func pieceKey(b int, p Piece) uint64 {
	if p == NoPiece {
		return 0
	}
	return mix(uint64(p)<<10 | uint64(b))
}

const (
	sideKey     = 0x6a09e667f3bcc908
	castleSalt  = 0x3c6ef372fe94f82b
	passantSalt = 0xa54ff53a5f1d36f1
	passedSalt  = 0x9b05688c2b3e6c1f
	tallySalt   = 0x510e527fade682d1
)

// tallyKey is the key of the conditions' tally (Game.tally).
func tallyKey(t [2]int32) uint64 {
	if t == [2]int32{} {
		return 0
	}
	return mix(tallySalt ^ uint64(uint32(t[0])) ^ uint64(uint32(t[1]))<<32)
}

func castlingKey(c uint8) uint64 {
	if c == 0 {
		return 0
	}
	return mix(castleSalt ^ uint64(c))
}

func epKey(ep int) uint64 {
	if ep == 0 {
		return 0
	}
	return mix(passantSalt ^ uint64(ep))
}

// passedEpKey is the key of an en-passant right set aside by a pass (Game.observedRight),
// which the observation tests still see: the position differs from the one without it.
func passedEpKey(ep int) uint64 {
	if ep == 0 {
		return 0
	}
	return mix(passedSalt ^ uint64(ep))
}

// passedKey is the key of the en-passant right a pass set aside that the position
// carries (observedRight), 0 if none.
func (g *Game) passedKey() uint64 {
	if g.ep != 0 {
		return 0
	}
	ep, _ := g.observedRight()
	return passedEpKey(ep)
}

// fullHash computes the hash from scratch.
func (g *Game) fullHash() uint64 {
	var h uint64
	for sq := movegen.Square(0); sq < 64; sq++ {
		b := box(sq)
		h ^= pieceKey(b, g.board[b])
	}
	if g.side == movegen.Black {
		h ^= sideKey
	}
	for _, x := range g.ghosts {
		h ^= ghostKey(x.p, int(x.sq))
	}
	if g.rules != nil && g.rules.pendingHashed {
		h ^= pendingKey(g.pending())
	}
	if g.rules != nil && g.rules.waitingHashed {
		u := g.lastCapture(len(g.hist))
		h ^= pendingKey(u.captured, int(u.capSq))
	}
	return h ^ castlingKey(g.castling) ^ epKey(g.ep) ^ g.passedKey() ^ g.state.hash() ^ tallyKey(g.tally)
}
