package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The friend against the reference generator, from the manual's definition: a friend
// moves like each walk W of its own side whose W guards it, or guards a friend that
// moves like a W (and so on along a chain of friends). The reference computes the
// friends that move like a W as a fixpoint — those guarded by a W, then those guarded
// by one of them as a W, until none is added — and a guard as the capture the
// guarding piece could make if the guarded one were the enemy's.

// refGuards reports whether the piece on (f, r), moving for c as w, guards (tf, tr).
func (b *refBoard) refGuards(f, r int, w Walk, c movegen.Color, tf, tr int) bool {
	cp := *b
	cp.sq[f][r] = MakePiece(w, SideOf(c), 0)
	cp.sq[tf][tr] = cp.sq[tf][tr].WithSide(SideOf(c.Other()))
	for _, m := range cp.refMoves(f, r, c) {
		if m.cap == movegen.MakeSquare(tf, tr) {
			return true
		}
	}
	return false
}

// refFriendMoves returns the reference moves of the friend on (f, r), moving for c.
func (b *refBoard) refFriendMoves(f, r int, c movegen.Color) []refMove {
	type at struct{ f, r int }
	var friends, others []at
	for x := 0; x < 8; x++ {
		for y := 0; y < 8; y++ {
			if p := b.sq[x][y]; p != NoPiece && p.Belongs(c) {
				if p.Walk() == Friend {
					friends = append(friends, at{x, y})
				} else {
					others = append(others, at{x, y})
				}
			}
		}
	}
	var walks []Walk
	for _, o := range others {
		if w := b.sq[o.f][o.r].Walk(); !slices.Contains(walks, w) {
			walks = append(walks, w)
		}
	}
	var out []refMove
	for _, w := range walks {
		powered := map[at]bool{}
		for _, fr := range friends {
			for _, o := range others {
				if b.sq[o.f][o.r].Walk() == w && b.refGuards(o.f, o.r, w, c, fr.f, fr.r) {
					powered[fr] = true
				}
			}
		}
		for added := true; added; {
			added = false
			for _, fr := range friends {
				for p := range powered {
					if !powered[fr] && b.refGuards(p.f, p.r, w, c, fr.f, fr.r) {
						powered[fr], added = true, true
					}
				}
			}
		}
		if powered[at{f, r}] {
			cp := *b
			cp.sq[f][r] = MakePiece(w, SideOf(c), 0)
			out = append(out, cp.refMoves(f, r, c)...)
		}
	}
	return out
}

// TestReferenceFriends: on random boards with friends among the reference's walks,
// every friend's moves and attacks are the reference's.
func TestReferenceFriends(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	walks := make([]Walk, 0, len(refWalks))
	for w := range refWalks {
		walks = append(walks, w)
	}
	slices.Sort(walks)
	n := 1500
	if testing.Short() {
		n = 300
	}
	for i := 0; i < n; i++ {
		var b Board
		sides := []Side{WhiteSide, BlackSide}
		for k := 2 + rng.IntN(4); k > 0; k-- {
			b[movegen.Square(rng.IntN(64))] = MakePiece(Friend, sides[rng.IntN(2)], 0)
		}
		for k := 3 + rng.IntN(8); k > 0; k-- {
			s := movegen.Square(rng.IntN(64))
			w := walks[rng.IntN(len(walks))]
			if (w == Pawn || w == BerolinaPawn) && (s.Rank() == 0 || s.Rank() == 7) {
				continue
			}
			b[s] = MakePiece(w, sides[rng.IntN(2)], 0)
		}
		g := New(Setup{Board: b, EnPassant: movegen.NoSquare})
		var rb refBoard
		for s, p := range b {
			rb.sq[s%8][s/8] = p
		}
		for s := movegen.Square(0); s < 64; s++ {
			p := b[s]
			if p.Walk() != Friend {
				continue
			}
			c := movegen.White
			if p.Side() == BlackSide {
				c = movegen.Black
			}
			ref := rb.refFriendMoves(int(s)%8, int(s)/8, c)
			require.Equal(t, sortMoves(ref), sortMoves(engineMoves(g, s, c)), "friend on %v for %v in %v", s, c, b)
			for tsq := movegen.Square(0); tsq < 64; tsq++ {
				if !enemyOf(b[tsq], c) {
					continue
				}
				want := slices.ContainsFunc(ref, func(m refMove) bool { return m.cap == tsq })
				require.Equal(t, want, g.walkAttacks(box(s), box(tsq), Friend, c), "attack of the friend on %v on %v in %v", s, tsq, b)
			}
		}
	}
}
