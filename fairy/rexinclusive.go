package fairy

import "github.com/cpls-dev/cpls/movegen"

// Circe RexInclusive validates a check by playing the capture of the royal piece
// (conditions/circe/rex_inclusive.c: STValidateCheckMoveByPlayingCapture): the piece
// checks when, the capture played with every condition, the royal piece is gone, not
// reborn. circe.observes foresees that from the rebirth square alone where the capturer
// stays where it captured; where another condition moves it on (AntiCirce's rebirth,
// Wormholes' transfer), possibly onto the royal piece's rebirth square, the capture is
// played (REGRESSIONS/4_63_to_4_65.inp#45, #46). Popeye plays the capture's first
// outcome only: of the wormholes the capturer may go to, the first from a1 to h8
// (circe-rexinclusive-played in problem/testdata/popeye: with Wormholes e6 b8 e8 the
// capture on e6 goes to b8 and gives no check).

// movesCapturers reports whether a condition of the game moves a capturer away from
// the square it captured on.
func (g *Game) movesCapturers() bool {
	for _, c := range g.rules.hooks.conditions {
		switch c.(type) {
		case antiCirce, wormholes:
			return true
		}
	}
	return false
}

// captureRemovesRoyal reports whether a capture by the piece on f of the royal piece
// on t, played for c, leaves the royal piece's side without it: the first such capture
// the piece generates.
func (g *Game) captureRemovesRoyal(f, t int, c movegen.Color) bool {
	first := true
	return g.anyCapturePlayed(f, t, c, func() bool {
		gone := first && g.royal[c.Other()] == 0
		first = false
		return gone
	})
}

// anyCapturePlayed reports whether, of the captures of t by the piece on f for c, one
// played makes holds true. The captures are played for c even when c is not to move (a
// check asked after c's own move), the turn passed over meanwhile.
func (g *Game) anyCapturePlayed(f, t int, c movegen.Color, holds func() bool) bool {
	passed := g.side != c
	if passed {
		g.Pass()
		defer func(was bool) { g.observerPass = was }(g.observerPass)
		g.observerPass = true
	}
	seeking := g.seekingCaptures
	g.seekingCaptures = true
	buf := g.pieceMoves(g.takeBuf(), f, c)
	g.seekingCaptures = seeking
	found := false
	for _, m := range buf {
		if g.capturedAt(m) != t {
			continue
		}
		g.Make(m)
		found = holds()
		g.Unmake()
		if found {
			break
		}
	}
	g.giveBuf(buf)
	if passed {
		g.Unpass()
	}
	return found
}
