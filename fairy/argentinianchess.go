package fairy

// ArgentinianChess (pieces/walks/walks.c, initalise_standard_walks): the Argentinian
// pieces are the standard walks, the senora, faro, loco and saltador in the places of
// the queen, rook, bishop and knight. As under MarineChess the pieces on the board keep
// their walks: a pawn promotes to the Argentinian pieces (and the walks present), and
// the standard rook, the faro, is the king's castling partner (solving/castling.c).
type argentinianChess struct{ base }

func init() {
	registerCondition("ArgentinianChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return argentinianChess{base{&s}}, nil
	})
}

// keeps: the condition changes no move, check or choice; only which pieces castle and
// what a pawn promotes to, which the rules hold.
func (argentinianChess) keeps() keeps { return keepsAll }

// standardWalks puts the Argentinian pieces in the places of the queen, knight, rook
// and bishop.
func (argentinianChess) standardWalks(std [4]Walk) [4]Walk {
	return replaceWalks(std, map[Walk]Walk{Queen: Senora, Knight: Saltador, Rook: Faro, Bishop: Loco})
}

// setRules makes the faro the castling partner.
func (argentinianChess) setRules(r *ruleSet) { r.castleRook = Faro }
