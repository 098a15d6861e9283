package fairy

// ChameleonSequence (Popeye's condition input, chameleon_walk_sequence): the walks a
// chameleon piece goes through, in the order named ("ChameleonSequence Q R B S Q"): a
// chameleon of one of them takes the next after moving (the last the first), one of
// another walk keeps its own. Without it a chameleon goes knight → bishop → rook → queen → knight.
type chameleonSequence struct {
	base
	next [NumWalks]Walk
	// walks is the sequence closed: Popeye adds the first walk after the last when it
	// is missing.
	walks []Walk
}

func init() {
	registerCondition("ChameleonSequence", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Squares: s.Squares, Numbers: s.Numbers}); err != nil {
			return nil, err
		}
		x := chameleonSequence{base: base{&s}, walks: s.Walks}
		if len(s.Walks) == 0 {
			for _, w := range []Walk{Knight, Bishop, Rook, Queen} {
				x.next[w] = chameleonNext(w) // no walks named: the usual sequence
			}
			return x, nil
		}
		if last := s.Walks[len(s.Walks)-1]; last != s.Walks[0] {
			x.walks = append(s.Walks[:len(s.Walks):len(s.Walks)], s.Walks[0])
		}
		for i, w := range x.walks[:len(x.walks)-1] {
			x.next[w] = x.walks[i+1]
		}
		return x, nil
	})
}

// keeps: the condition changes what a chameleon becomes, nothing else.
func (chameleonSequence) keeps() keeps { return keepsAll }

// headerWalks: Popeye writes the sequence after the name (joined by "->").
func (x chameleonSequence) headerWalks() []Walk { return x.walks }

// chameleonNext returns the walk a chameleon of walk w takes after moving: the next of
// the game's sequence.
func (g *Game) chameleonNext(w Walk) Walk {
	if seq := g.rules.chameleonSeq; seq != nil {
		if n := seq[w]; n != NoWalk {
			return n
		}
		return w
	}
	return chameleonNext(w)
}
