package fairy

import "github.com/cpls-dev/cpls/movegen"

// WhiteEdgeMover and BlackEdgeMover (Popeye's conditions/edgemover.c): the side's moves
// must arrive on an edge square (the a- or h-file, the first or eighth rank), and its
// pieces observe, and so check, only squares on the edge.
type edgeMover struct {
	base
	side movegen.Color
}

func init() {
	for name, c := range map[string]movegen.Color{"WhiteEdgeMover": movegen.White, "BlackEdgeMover": movegen.Black} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return edgeMover{base{&s}, c}, nil
		})
	}
}

// onEdge reports whether the box square b is on the board's edge.
func onEdge(b int) bool {
	s := square(b)
	return s.File() == 0 || s.File() == 7 || s.Rank() == 0 || s.Rank() == 7
}

// allowed keeps the side's moves that arrive on the edge.
func (x edgeMover) allowed(_ *Game, d decoded, c movegen.Color) bool {
	return c != x.side || onEdge(d.to)
}

// reaches: the side observes only the edge.
func (x edgeMover) reaches(_, t int, c movegen.Color) bool { return c != x.side || onEdge(t) }
