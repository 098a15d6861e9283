package fairy

// LineChameleonChess (conditions/line_chameleon.c): a queen, rook, bishop or knight that
// moved takes the walk of the piece that starts the game on the file it arrived on: a
// rook on the a- and h-files, a knight on the b- and g-files, a bishop on the c- and
// f-files, a queen on the d-file; on the e-file it keeps its walk. A pawn promoting
// arrives so changed ("Lf1*h3=T"); kings, pawns and fairy walks keep theirs.
type lineChameleon struct{ base }

func init() {
	registerCondition("LineChameleonChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return lineChameleon{base{&s}}, nil
	})
}

// keeps: as ChameleonChess, the walk a piece arrives with is the engine's.
func (lineChameleon) keeps() keeps { return keepsAll }

// setRules makes the condition the game's arrival rule.
func (x lineChameleon) setRules(r *ruleSet) { r.arrival = x }

// lineWalks are the walks by file (a to h); NoWalk on the e-file keeps the walk.
var lineWalks = [8]Walk{Rook, Knight, Bishop, Queen, NoWalk, Bishop, Knight, Rook}

// arrivalWalk: the walk of t's file, for the four officers' walks.
func (lineChameleon) arrivalWalk(_ *Game, w Walk, t int) Walk {
	switch w {
	case Queen, Rook, Bishop, Knight:
		if f := lineWalks[fileOf(t)]; f != NoWalk {
			return f
		}
	}
	return w
}
