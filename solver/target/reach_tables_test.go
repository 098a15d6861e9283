package target

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestDistanceTables compares the distance tables with their definitions computed
// square by square (the tables are built layer by layer and row by row, faster).
func TestDistanceTables(t *testing.T) {
	plain := refPlainDistances()
	require.Equal(t, plain, plainDistances(), "plain distances")
	move := refPromotingDistances(&plain)
	require.Equal(t, move, promotingDistances(&plain), "promoting distances")
	require.Equal(t, refPromotedDistances(&plain), promotedDistances(&plain), "promoted distances")
	ensureTables()
	require.Equal(t, refAttackDistances(&plain, &move), attackDistances(&plain, &move), "attack distances")
}

// refPlainDistances is plainDistances by its definition: a breadth-first search over
// each square's empty-board moves (emptyBoardTargets).
func refPlainDistances() (plain [7][64][64]uint8) {
	var buf [32]movegen.Square
	var queue [64]movegen.Square
	for kind := range 7 {
		for from := movegen.Square(0); from < 64; from++ {
			d := &plain[kind][from]
			for i := range d {
				d[i] = unreachable
			}
			d[from] = 0
			// Each square enters the queue once.
			queue[0] = from
			for head, tail := 0, 1; head < tail; head++ {
				s := queue[head]
				for _, t := range emptyBoardTargets(buf[:0], kind, s) {
					if d[t] == unreachable {
						d[t] = d[s] + 1
						queue[tail] = t
						tail++
					}
				}
			}
		}
	}
	return plain
}

// refPromotingDistances is promotingDistances by its definition: every promotion
// square and type tried for every pair of squares.
func refPromotingDistances(plain *[7][64][64]uint8) (dist [7][64][64]uint8) {
	for c := range 2 {
		for from := movegen.Square(0); from < 64; from++ {
			for to := movegen.Square(0); to < 64; to++ {
				best := int(plain[c][from][to])
				for _, p := range promotionSquares(c) {
					if plain[c][from][p] == unreachable {
						continue
					}
					for _, pt := range promotionTypes {
						best = min(best, int(plain[c][from][p])+int(plain[pt][p][to]))
					}
				}
				dist[c][from][to] = uint8(min(best, unreachable))
			}
		}
	}
	for kind := 2; kind < 7; kind++ {
		dist[kind] = plain[kind]
	}
	return dist
}

// refPromotedDistances is promotedDistances by its definition.
func refPromotedDistances(plain *[7][64][64]uint8) (dist [2][7][64][64]uint8) {
	for c := range 2 {
		for _, pt := range promotionTypes {
			for from := movegen.Square(0); from < 64; from++ {
				for to := movegen.Square(0); to < 64; to++ {
					best := unreachable
					for _, p := range promotionSquares(c) {
						if plain[c][from][p] != unreachable {
							best = min(best, int(plain[c][from][p])+int(plain[pt][p][to]))
						}
					}
					dist[c][pt][from][to] = uint8(best)
				}
			}
		}
	}
	return dist
}

// refAttackDistances is attackDistances by its definition: the fewest moves to each
// square from which the piece attacks the target, or to a promotion and such a square.
func refAttackDistances(plain, move *[7][64][64]uint8) (dist [7][64][64]uint8) {
	var buf, ybuf [32]movegen.Square
	for kind := 2; kind < 7; kind++ {
		for to := movegen.Square(0); to < 64; to++ {
			from := attacksFrom(buf[:0], kind, to) // symmetric for pieces
			for s := movegen.Square(0); s < 64; s++ {
				best := unreachable
				for _, y := range from {
					best = min(best, int(move[kind][s][y]))
				}
				dist[kind][s][to] = uint8(best)
			}
		}
	}
	for c := range 2 {
		for to := movegen.Square(0); to < 64; to++ {
			// Squares from which a pawn of colour c attacks to: one rank behind to.
			from := buf[:0]
			for y := movegen.Square(0); y < 64; y++ {
				for _, t := range attacksFrom(ybuf[:0], c, y) {
					if t == to {
						from = append(from, y)
					}
				}
			}
			for s := movegen.Square(0); s < 64; s++ {
				best := unreachable
				for _, y := range from {
					best = min(best, int(plain[c][s][y]))
				}
				// …or promote and attack as a piece.
				for _, p := range promotionSquares(c) {
					if plain[c][s][p] == unreachable {
						continue
					}
					for _, pt := range promotionTypes {
						best = min(best, int(plain[c][s][p])+int(dist[pt][p][to]))
					}
				}
				dist[c][s][to] = uint8(min(best, unreachable))
			}
		}
	}
	return dist
}
