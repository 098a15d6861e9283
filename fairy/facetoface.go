package fairy

import "github.com/cpls-dev/cpls/movegen"

// FaceToFace and BackToBack (conditions/facetoface.c): a piece with an enemy piece
// right in front of it (FaceToFace: towards the other side; BackToBack: right behind
// it) moves, captures and observes as that enemy piece, and only so; kings included.
type faceToFace struct {
	base
	// back: the confronting piece stands behind (BackToBack).
	back bool
}

func init() {
	for name, back := range map[string]bool{"FaceToFace": false, "BackToBack": true} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return faceToFace{base{&s}, back}, nil
		})
	}
}

// keeps: moves are the engine's; which walk a piece observes by depends on the square
// next to it, off the lines.
func (faceToFace) keeps() keeps { return keepsMoves | keepsLawful | keepsChoice }

// checkOnly: Popeye gives a confronted piece the confronter's walk when it checks,
// not when another condition asks what it observes (conditions/facetoface.c).
func (faceToFace) checkOnly() {}

// walkAt returns the walk of the enemy piece confronting the piece of c on b, if there
// is one.
func (x faceToFace) walkAt(g *Game, b int, c movegen.Color, w Walk) Walk {
	d := forward(c)
	if x.back {
		d = -d
	}
	if p := g.board[b+d]; p != invalid && p != NoPiece && p.Belongs(c.Other()) {
		return p.Walk()
	}
	return w
}
