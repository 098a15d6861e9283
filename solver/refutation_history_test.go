package solver

import (
	"context"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// TestRefutationHistoryOrder: the most frequent refutation comes first, then the others
// by count, and the moves never counted keep their order behind them.
func TestRefutationHistoryOrder(t *testing.T) {
	var h refutationHistory
	a, b, c := movegen.Move(11), movegen.Move(22), movegen.Move(33)
	for _, m := range []movegen.Move{a, b, b, c, b, c} {
		h.add(m)
	}
	moves := []movegen.Move{1, a, 2, c, 3, b}
	h.order(moves)
	if want := []movegen.Move{b, c, a, 1, 2, 3}; !slices.Equal(moves, want) {
		t.Fatalf("order %v, want %v", moves, want)
	}
	for i := range 2 * refHistorySize {
		h.add(movegen.Move(100 + i))
	}
	if h.n != refHistorySize || h.moves[0] != b {
		t.Fatalf("after many: %d remembered, first %v (want %d, %v)", h.n, h.moves[0], refHistorySize, b)
	}
}

// TestRootRefutationsIgnoreHistory: the refutations firstMoveRefutations returns for a
// first move (all of them up to the limit, else more than the limit) do not depend on
// the refutation history that orders the defences. Each first move of direct mates
// with tries is evaluated with an empty history and with one that holds every defence,
// the last generated the most frequent, on engines with tables of their own.
func TestRootRefutationsIgnoreHistory(t *testing.T) {
	fens := []struct {
		fen string
		n   int
	}{
		{"4k3/8/4K3/8/8/8/8/R6R w - - 0 1", 2},
		{"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", 2},
		{"2k5/8/1K6/8/8/8/1p6/R7 w - - 0 1", 3},
		{"6k1/5p1p/6p1/8/8/8/5PPP/3R2K1 w - - 0 1", 3},
	}
	compared, tries := 0, 0
	for _, f := range fens {
		p, err := movegen.ParseFEN(f.fen)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range p.LegalMoves(nil) {
			for _, limit := range []int{1, 2} {
				plain := rootRefutations(p, m, f.n, limit, false)
				primed := rootRefutations(p, m, f.n, limit, true)
				if plain == nil != (primed == nil) || len(plain) <= limit != (len(primed) <= limit) ||
					len(plain) <= limit && !sameSet(plain, primed) {
					t.Fatalf("%s %v limit %d: refutations %v plain, %v with the history", f.fen, m, limit, plain, primed)
				}
				compared++
				if len(plain) > 0 && len(plain) <= limit {
					tries++
				}
			}
		}
	}
	if compared == 0 || tries == 0 {
		t.Fatalf("%d first moves compared, %d tries", compared, tries)
	}
}

// rootRefutations evaluates the first move m of a direct mate in n on p with a fresh
// engine, its refutation history empty or (primed) holding every defence; nil when m
// solves.
func rootRefutations(p *movegen.Position, m movegen.Move, n, limit int, primed bool) []movegen.Move {
	e := newEngine(rules.NewOrthodox(p.Clone()), config{play: Direct, goal: Mate, attacker: p.SideToMove()},
		newTable(tableStart), newControl(context.Background(), 0, DefaultMemoryLimit))
	e.make(m)
	defer e.unmake()
	if primed {
		for i, d := range e.pos.fast.LegalMoves(nil) {
			for range i + 1 {
				e.rootRefs.add(d)
			}
		}
	}
	solves, refs := e.firstMoveRefutations(n, limit)
	if solves {
		return nil
	}
	return append([]movegen.Move{}, refs...)
}

func sameSet(a, b []movegen.Move) bool {
	if len(a) != len(b) {
		return false
	}
	for _, m := range a {
		if !slices.Contains(b, m) {
			return false
		}
	}
	return true
}
