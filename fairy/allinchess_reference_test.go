package fairy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// HalfInChess, AllInChess and MainlyInChess against Popeye's definitions
// (conditions/all_in_chess.c): "a side moves the other side's pieces (HalfIn), or the
// pieces of both sides (AllIn, MainlyIn), each as its own side moves it; the mover's
// king must be safe afterwards and is never captured". Before the first move neither
// AllIn's nor MainlyIn's restriction on the previous move applies.
func init() {
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "HalfInChess"}, moves: refAllIn(false), noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "AllInChess"}, moves: refAllIn(true), noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "MainlyInChess"}, moves: refAllIn(true), noNeutrals: true})
}

// refAllIn: the plain moves of the other side's pieces, and of the own ones when own,
// but those that take the mover's king.
func refAllIn(own bool) func(b Board, c movegen.Color) []Board {
	return func(b Board, c movegen.Color) []Board {
		k := refKing(b, c)
		ms := plainMoves(b, c.Other())
		if own {
			ms = append(ms, plainMoves(b, c)...)
		}
		var out []Board
		for _, m := range ms {
			if m.capSq == movegen.NoSquare || m.capSq != k {
				out = append(out, m.after)
			}
		}
		return out
	}
}

// TestAllInHistoryReference: after a few random moves, MainlyInChess's moves are
// refAllIn's but those of the piece the last move moved, and AllInChess's those but
// the quiet move straight back of the piece a quiet last move moved.
func TestAllInHistoryReference(t *testing.T) {
	for _, name := range []string{"MainlyInChess", "AllInChess"} {
		historyGames(t, ConditionSpec{Name: name}, 21, func(g *Game, rng *rand.Rand) {
			var last refPlay
			playRandomMoves(g, rng, func(m movegen.Move) {
				d := g.decode(m)
				last = refPlay{from: m.From(), to: m.To(), capSq: movegen.NoSquare, captured: g.board[d.from]}
				if cs := g.capturedSquare(&d); cs != 0 {
					last.capSq = square(cs)
				}
			})
			b, c := g.boardNow(), g.side
			var want []string
			for _, out := range refAllIn(true)(b, c) {
				if refAttacked(out, c) || refAllInBarred(name, b, out, last) {
					continue
				}
				want = append(want, fmt.Sprint(out))
			}
			slices.Sort(want)
			require.Equal(t, want, legalBoards(g), "%s, %v to move on %v, last %v", name, c, b, last)
		})
	}
}

// refAllInBarred reports whether the move from b to out is barred after last (whose
// captured field holds the piece that moved): MainlyIn, it moves the piece on last's
// arrival square; AllIn, it takes that piece straight back, neither move capturing.
func refAllInBarred(name string, b, out Board, last refPlay) bool {
	if last.to == last.from {
		return false // no move was played
	}
	moved := b[last.to] != NoPiece && out[last.to] != b[last.to]
	if name == "MainlyInChess" {
		return moved && refPieceLeft(b, out, last.to)
	}
	if last.capSq != movegen.NoSquare || b[last.to] != last.captured {
		return false
	}
	back := b
	back[last.from], back[last.to] = b[last.to], NoPiece
	return out == back
}

// refPieceLeft reports whether the move from b to out took the piece on s away from
// it (not captured there: it stands elsewhere, or nothing took its place but it). A
// locust's capture empties s too: then another piece left its square and the piece of
// s stands nowhere new.
func refPieceLeft(b, out Board, s movegen.Square) bool {
	if out[s] != NoPiece {
		return false // a capture on s, or something else moved there
	}
	otherLeft, standsElsewhere := false, false
	for t := range b {
		if movegen.Square(t) != s && b[t] != NoPiece && out[t] == NoPiece {
			otherLeft = true
		}
		if out[t] == b[s] && b[t] != b[s] {
			standsElsewhere = true
		}
	}
	return !otherLeft || standsElsewhere
}
