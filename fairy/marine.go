package fairy

// MarineChess and UltramarineChess (pieces/walks/walks.c, initalise_standard_walks): the
// marine pieces are the standard walks, the sirene, triton, nereide and marine knight in
// the places of the queen, rook, bishop and knight, and under UltramarineChess the
// poseidon and marine pawn in the king's and the pawn's. The pieces on the board keep
// the walks the problem gives them; what changes is what the standard walks decide: a
// pawn promotes to the marine pieces (and the walks present), and castling
// (solving/castling.c) is the standard king's (the poseidon's, under Ultramarine) with
// the standard rook, the triton.
type marineChess struct {
	base
	ultra bool // UltramarineChess: the poseidon is the standard king
}

func init() {
	for _, name := range []string{"MarineChess", "UltramarineChess"} {
		registerCondition(name, func(s ConditionSpec) (Condition, error) {
			if err := variantsKnown(s); err != nil {
				return nil, err
			}
			return marineChess{base{&s}, s.Name == "UltramarineChess"}, nil
		})
	}
}

// keeps: the condition changes no move, check or choice; only which pieces castle and
// what a pawn promotes to, which the rules hold.
func (marineChess) keeps() keeps { return keepsAll }

// standardWalks puts the marine pieces in the places of the queen, knight, rook and
// bishop.
func (marineChess) standardWalks(std [4]Walk) [4]Walk {
	return replaceWalks(std, map[Walk]Walk{Queen: Sirene, Knight: MarineKnight, Rook: Triton, Bishop: Nereide})
}

// replaceWalks returns std with each walk that by maps to replaced by its image, as the
// conditions that swap the standard pieces for their own (MarineChess, ArgentinianChess) do.
func replaceWalks(std [4]Walk, by map[Walk]Walk) [4]Walk {
	for i, w := range std {
		if r, ok := by[w]; ok {
			std[i] = r
		}
	}
	return std
}

// setRules makes the triton the castling partner, and the poseidon the castling king
// under UltramarineChess.
func (m marineChess) setRules(r *ruleSet) {
	r.castleRook = Triton
	if m.ultra {
		r.castleKing = Poseidon
	}
}
