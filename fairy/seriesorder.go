package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// seriesOrder puts the series moves of moves (SeriesCapture), which PopeyeOrder has
// reversed with their piece's other moves, where Popeye plays them: right after the
// capture they go on from, each followed by its own continuations. The continuations of
// one capture keep their order in moves: reversed, as Popeye plays its piece's moves
// (the last generated first).
func (g *Game) seriesOrder(moves []movegen.Move) {
	if g.rules.series == nil {
		return
	}
	var base, series []movegen.Move
	for _, m := range moves {
		if g.seriesOf(m) != 0 {
			series = append(series, m)
		} else {
			base = append(base, m)
		}
	}
	if len(series) == 0 {
		return
	}
	out := moves[:0]
	for _, m := range base {
		out = append(out, m)
		out = g.seriesAfter(out, series, []movegen.Move{m})
	}
}

// seriesAfter appends to out the series moves of series that go on from the legs
// prefix by one leg, in their order in series, each followed by its own continuations.
func (g *Game) seriesAfter(out, series, prefix []movegen.Move) []movegen.Move {
	var next []movegen.Move
	for _, m := range series {
		legs := g.seriesLegs(g.seriesOf(m))
		if len(legs) == len(prefix)+1 && slices.Equal(legs[:len(prefix)], prefix) {
			next = append(next, m)
		}
	}
	for _, m := range next {
		out = append(out, m)
		out = g.seriesAfter(out, series, g.seriesLegs(g.seriesOf(m)))
	}
	return out
}
