package fairy

// ChameleonChess (pieces/attributes/chameleon.c, chameleon_chess_arriving_adjuster):
// every piece that moved changes its walk to the next of the chameleon sequence, knight
// → bishop → rook → queen → knight, or the sequence named after the condition
// ("ChameleonChess Q R B S": Popeye's ReadChameleonSequence, the last walk turning into
// the first); kings, pawns and the walks not in the sequence keep theirs. A pawn that
// promotes arrives as its promotion's next ("d2-d1=S" for the queen). The notation shows
// the new walk as a promotion's ("Sd1-b2=B").
type chameleonChess struct {
	base
	next [NumWalks]Walk
	// explicit: the sequence was named, and Popeye writes its cycle in the header.
	explicit bool
}

// arrivalWalker is a condition that changes the walk of every piece that arrives
// (ChameleonChess, LineChameleonChess), a rule of the game (ruleSet.arrival) that the
// engine applies where a move's arriving piece is decided (Game.arriving), so that the
// legality shortcuts and the observation tests see the walk the piece arrives with.
type arrivalWalker interface {
	// arrivalWalk returns the walk of a piece of walk w once it arrived on t.
	arrivalWalk(g *Game, w Walk, t int) Walk
}

func init() {
	registerCondition("ChameleonChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants, Squares: s.Squares, Numbers: s.Numbers}); err != nil {
			return nil, err
		}
		x := chameleonChess{base: base{&s}}
		for w := range x.next {
			x.next[w] = Walk(w)
		}
		if len(s.Walks) < 2 {
			for _, w := range []Walk{Knight, Bishop, Rook, Queen} {
				x.next[w] = chameleonNext(w)
			}
			return x, nil
		}
		for i := 1; i < len(s.Walks); i++ {
			x.next[s.Walks[i-1]] = s.Walks[i]
		}
		if last := s.Walks[len(s.Walks)-1]; last != s.Walks[0] {
			x.next[last] = s.Walks[0]
		}
		x.explicit = true
		return x, nil
	})
}

// keeps: the walk a piece arrives with is the engine's (Game.arriving), which the
// shortcuts ask; check is observation by the pieces' walks.
func (chameleonChess) keeps() keeps { return keepsAll }

// setRules makes the condition the game's arrival rule.
func (x chameleonChess) setRules(r *ruleSet) { r.arrival = x }

// arrivalWalk: the next walk of the sequence.
func (x chameleonChess) arrivalWalk(_ *Game, w Walk, _ int) Walk { return x.next[w] }

// headerWalks: with a sequence named Popeye writes its cycle after the name
// (append_to_CondLine_chameleon_sequence), from the first walk in its walk order.
func (x chameleonChess) headerWalks() []Walk {
	if !x.explicit {
		return nil
	}
	for w := Walk(0); w < NumWalks; w++ {
		if x.next[w] == w {
			continue
		}
		out := []Walk{w}
		for q := x.next[w]; ; q = x.next[q] {
			out = append(out, q)
			if q == w || len(out) > int(NumWalks) {
				return out
			}
		}
	}
	return nil
}

// headerCycle: the walks of the header are joined by "->".
func (x chameleonChess) headerCycle() bool { return x.explicit }
