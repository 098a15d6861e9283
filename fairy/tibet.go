package fairy

import "github.com/cpls-dev/cpls/movegen"

// Tibet and DoubleTibet (conditions/tibet.c): a piece that captures a piece of another
// walk changes to the other side, as in Andernach (a royal piece keeps its side, and so
// does a piece that already belongs to the other side); in Tibet only Black's captures do
// so, in DoubleTibet both sides'. The walk compared is the capturer's as it arrived
// (after a promotion). The notation shows the new colour ("=w").
type tibet struct {
	base
	double bool
}

func init() {
	for name, double := range map[string]bool{"Tibet": false, "DoubleTibet": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return tibet{base{&s}, double}, nil
		})
	}
}

// afterMove gives a capturer of another walk to the other side.
func (x tibet) afterMove(g *Game, e *moveEffect) {
	if e.captured == NoPiece || e.mover.IsRoyal() || e.arrived == NoPiece || !x.double && e.side != movegen.Black {
		return
	}
	p := g.board[e.d.to]
	o := e.side.Other()
	if p == NoPiece || p.Walk() == e.captured.Walk() || p.Belongs(o) {
		return
	}
	s := SideOf(o)
	g.set(e.d.to, p.WithSide(s))
	g.noteRecolour(s)
}
