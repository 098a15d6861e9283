package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// guardCase is a battle stipulation with the guards of Threat, MaxFlightSquares and
// NonTrivial that TestGuardRunEnds searches.
type guardCase struct {
	play    Play
	moves   int
	threat  int
	flights int // MaxFlightSquares; -1 for none
	ntMax   int // NonTrivial's budget; -1 for none
	ntMin   int
}

func (c guardCase) String() string {
	return fmt.Sprintf("play %d n %d threat %d flights %d nontrivial %d %d", c.play, c.moves, c.threat, c.flights, c.ntMax, c.ntMin)
}

// config returns the engine's configuration for c with the attacker to move in p;
// everyLength as given.
func (c guardCase) config(p *movegen.Position, everyLength bool) config {
	cfg := config{play: c.play, goal: Mate, attacker: p.SideToMove(), mater: p.SideToMove(),
		maxThreat: c.threat, maxFlights: max(c.flights, 0), limitFlights: c.flights >= 0,
		nonTrivial: c.ntMax >= 0, ntMax: max(c.ntMax, 0), ntMin: c.ntMin, everyLength: everyLength}
	if c.play != Direct {
		cfg.mater = cfg.attacker.Other()
	}
	return cfg
}

// guardCases are the stipulations TestGuardRunEnds searches: every guard alone and
// together, their runs ending at each length below the full one, in direct, self and
// reflex play.
var guardCases = []guardCase{
	{Direct, 3, 1, -1, -1, 0},
	{Direct, 4, 2, -1, -1, 0},
	{Direct, 4, 1, -1, -1, 0},
	{Direct, 3, 0, 0, -1, 0},
	{Direct, 3, 0, 1, -1, 0},
	{Direct, 4, 0, 2, -1, 0},
	{Direct, 3, 1, 1, -1, 0},
	{Direct, 4, 1, 1, -1, 0},
	{Direct, 4, 2, 0, -1, 0},
	{Direct, 3, 1, -1, 1, 0},
	{Direct, 4, 1, -1, 0, 0},
	{Direct, 4, 2, 1, 1, 0},
	{Direct, 4, 1, 2, 0, 1},
	{Self, 3, 2, -1, -1, 0},
	{Self, 3, 0, 1, -1, 0},
	{Self, 3, 2, 1, 0, 0},
	{Reflex, 3, 1, -1, -1, 0},
	{Reflex, 3, 1, 1, -1, 0},
	{Reflex, 3, 0, 0, 1, 0},
}

// guardFENs are the positions (and those a few random moves on) TestGuardRunEnds
// searches from.
var guardFENs = []string{
	"6k1/5ppp/8/8/8/8/1Q6/R3K3 w Q - 0 1",
	"k7/2R5/1K6/8/8/8/8/7R w - - 0 1",
	"7k/8/5K2/8/8/8/1Q6/R7 w - - 0 1",
	"4k3/8/4K3/8/8/2B5/8/R6R w - - 0 1",
	"2k5/8/1K6/8/8/8/3Q4/8 w - - 0 1",
	"1k6/8/1K6/8/8/8/6N1/2R4B w - - 0 1",
	"7k/5Q1p/6pK/8/8/8/8/1R6 w - - 0 1",
	"k7/p7/K7/8/8/8/1Q6/8 w - - 0 1",
	"5k2/8/5K2/8/8/8/3R4/2B1N3 w - - 0 1",
	// Positions of the orthodox corpus where self or reflex play is lost at a shorter
	// length only.
	"8/8/8/8/1p6/k7/p1Q5/K7 w - - 0 1",
	"8/8/8/2p5/8/kpR5/p7/K7 w - - 0 1",
	"8/6p1/6pk/6p1/8/1p6/1P1p4/2KR4 w - - 0 1",
	"7b/8/4p2p/2pp3Q/2pk4/8/P7/KB6 w - - 0 1",
	"2R5/kP1p4/p2p4/PPpP4/2P1K3/8/1p6/8 b - - 0 1",
}

// TestGuardRunEnds: with the guards of Threat, MaxFlightSquares and NonTrivial a defence
// node is lost if it is lost at some length up to the one left, each with its own
// guards. The search tries only the longest length of each run of lengths with the
// same guards and stops where a guard defends (guardRunEnds, defenceLosesGuarded); it
// must answer as trying every length (everyLength) does, after every first move of
// positions of random games, each search with its own table. The comparison counts the
// nodes where the full length alone would answer otherwise, so that the cases reach
// the shorter lengths.
func TestGuardRunEnds(t *testing.T) {
	games, plies := 2, 3
	if testing.Short() {
		games, plies = 1, 2
	}
	rng := rand.New(rand.NewPCG(14, 3))
	compared, lost, shorter := 0, 0, 0
	for _, c := range guardCases {
		c0, l0, s0 := compared, lost, shorter
		for i := range len(guardFENs) * games {
			p, err := movegen.ParseFEN(guardFENs[i%len(guardFENs)])
			if err != nil {
				t.Fatal(err)
			}
			// The first game searches the position itself.
			for range rng.IntN(plies+1) * min(i/len(guardFENs), 1) {
				legal := p.LegalMoves(nil)
				if len(legal) == 0 {
					break
				}
				p.Make(legal[rng.IntN(len(legal))])
			}
			nc, nl, ns := compareGuardLengths(t, c, p.FEN())
			compared, lost, shorter = compared+nc, lost+nl, shorter+ns
		}
		t.Logf("%v: %d %d %d", c, compared-c0, lost-l0, shorter-s0)
	}
	if lost == 0 || lost == compared || shorter == 0 {
		t.Fatalf("%d nodes, %d lost, %d lost only at a shorter length: the positions test too little", compared, lost, shorter)
	}
	t.Logf("%d nodes, %d lost, %d lost only at a shorter length", compared, lost, shorter)
}

// compareGuardLengths compares, after each first move in fen, the search's
// defenceLoses with every length tried's, and counts the nodes, the lost ones and those
// the full length alone does not lose.
func compareGuardLengths(t *testing.T, c guardCase, fen string) (compared, lost, shorter int) {
	t.Helper()
	newOne := func(every bool) *engine {
		p, err := movegen.ParseFEN(fen)
		if err != nil {
			t.Fatal(err)
		}
		ctl := newControl(context.Background(), 0, DefaultMemoryLimit)
		return newEngine(rules.NewOrthodox(p), c.config(p, every), newTable(tableStart), ctl)
	}
	got, want, full := newOne(false), newOne(true), newOne(true)
	for _, m := range got.attackerMoves() {
		for _, e := range []*engine{got, want, full} {
			e.make(m)
		}
		g, w, f := got.defenceLoses(c.moves), want.defenceLoses(c.moves), full.defenceLosesIn(c.moves)
		for _, e := range []*engine{got, want, full} {
			e.unmake()
		}
		if g != w {
			t.Fatalf("%v, %s, after %v: the search says lost %v, every length %v", c, fen, m, g, w)
		}
		compared++
		if w {
			lost++
			if !f {
				shorter++
			}
		}
	}
	return compared, lost, shorter
}
