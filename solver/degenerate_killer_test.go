package solver

import (
	"context"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// degenerateCase is a direct mate with NonTrivial m n, which sets Popeye's degenerate
// tree: the positions of problem/testdata/popeye/degenerate-tree-*.inp.
type degenerateCase struct {
	fen          string
	moves        int
	ntMax, ntMin int
}

var degenerateCases = []degenerateCase{
	{"k7/P1p5/1K6/8/N7/8/8/8 w - - 0 1", 5, 1, 0},           // degenerate-tree-killer
	{"8/8/pQ6/p1P5/P1p5/5p2/2k2P2/R3K3 w Q - 0 1", 4, 1, 1}, // degenerate-tree-key-length
}

func (c degenerateCase) engine(t *testing.T) *engine {
	t.Helper()
	p, err := movegen.ParseFEN(c.fen)
	if err != nil {
		t.Fatal(err)
	}
	cfg := config{play: Direct, goal: Mate, attacker: p.SideToMove(), mater: p.SideToMove(),
		nonTrivial: true, ntMax: c.ntMax, ntMin: c.ntMin, degenerate: true, degenerateMoves: c.ntMin}
	return newEngine(rules.NewOrthodox(p), cfg, newTable(tableStart), newControl(context.Background(), 0, DefaultMemoryLimit))
}

// TestDegenerateLengthIgnoresMainKillers checks that the length a short key is written
// with under the degenerate tree (solvedLength) does not depend on the main search's
// killers: for every short key of the cases and every attacking move after one of its
// defences, an engine whose killer at that ply is that move writes the key with the
// length a fresh engine writes it with.
func TestDegenerateLengthIgnoresMainKillers(t *testing.T) {
	compared := 0
	for _, c := range degenerateCases {
		e := c.engine(t)
		for _, m := range slices.Clone(e.legal()) {
			e.make(m)
			key, short := e.defenceLoses(c.moves), e.defenceLoses(c.moves-1)
			if !key || !short {
				e.unmake()
				continue
			}
			want := c.engine(t).lengthAfter(m, c.moves)
			for _, junk := range e.junkKillers() {
				f := c.engine(t)
				f.killers = junk
				if got := f.lengthAfter(m, c.moves); got != want {
					t.Errorf("%s key %v: written with %d moves, with killers %v %d", c.fen, m, want, junk, got)
				}
				compared++
			}
			e.unmake()
		}
	}
	if compared == 0 {
		t.Fatal("no short key found: the cases test nothing")
	}
	t.Logf("%d lengths compared", compared)
}

// lengthAfter returns solvedLength for the key m (attacker to move, n moves).
func (e *engine) lengthAfter(m movegen.Move, n int) int {
	e.make(m)
	defer e.unmake()
	return e.solvedLength(n, true, true)
}

// junkKillers returns killer tables (the defender to move after a key) that each hold
// at the attacker's next ply one of the attacker's moves after one of the defences.
func (e *engine) junkKillers() [][]movegen.Move {
	var out [][]movegen.Move
	for _, d := range slices.Clone(e.legal()) {
		e.make(d)
		for _, a := range slices.Clone(e.legal()) {
			k := make([]movegen.Move, e.ply+1)
			k[e.ply] = a
			out = append(out, k)
		}
		e.unmake()
	}
	return out
}
