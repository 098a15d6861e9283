package fairy

import "github.com/cpls-dev/cpls/movegen"

// ChecklessChess (conditions/ohneschach.c): a move that gives check is illegal unless it
// mates. Whether the checked side is mated asks in turn whether its moves are legal,
// checks among them included; Popeye stops that recursion after two levels (its
// recursion stopper), beyond which a check is allowed.
type checkless struct{ base }

func init() {
	registerCondition("ChecklessChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return checkless{base{s}}, nil
	})
}

// keeps: moves and check are orthodox; the rule rejects checks alone.
func (checkless) keeps() keeps { return keepsObservation | keepsMoves | keepsLawful | keepsChoice }

// checklessDepth is how deep mate tests nest before the rule stops applying.
const checklessDepth = 6

// lawful allows a move of c that gives no check, or mates.
func (checkless) lawful(g *Game, c movegen.Color) bool {
	if !g.InCheck() {
		return true
	}
	if g.nested >= checklessDepth {
		return false
	}
	g.nested++
	mated := !g.HasLegalMove()
	g.nested--
	return mated
}
