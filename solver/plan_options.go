package solver

import "fmt"

// ValidateOptions reports whether cpls writes the plan with opts as Popeye does. A
// hidden branch forking from the attacking move of a battle branch ("1a[/2hh[#]]d") is
// refused with Option PostKeyPlay, where Popeye writes a caption of the play after the
// key ("Black -0[>2hh[#]]da") and no solution, and with Option Variation in a battle
// branch of three or more half moves, where Popeye writes the keys without the play
// after them.
func (st *Structured) ValidateOptions(opts Options) error {
	if st == nil || st.Root == nil {
		return nil
	}
	for _, p := range st.operands() {
		n := p.hiddenForkLength()
		switch {
		case n > 0 && opts.PostKeyPlay:
			return fmt.Errorf("%w: %w with a hidden branch after an attacking move and Option PostKeyPlay", ErrUnsupported, errPlan)
		case n > 2 && opts.Variation:
			return fmt.Errorf("%w: %w with a hidden branch after an attacking move and Option Variation", ErrUnsupported, errPlan)
		}
	}
	return nil
}

// hiddenForkLength returns the length in half moves of battle branch p when a hidden
// branch forks from its attacking move, else 0.
func (p *Plan) hiddenForkLength() int {
	if p.Kind != PlanBranch || len(p.Moves) == 0 || p.Moves[0].Letter != 'a' {
		return 0
	}
	for _, f := range p.Moves[0].Forks {
		if f.Kind == PlanBranch && f.Hidden {
			return p.Max
		}
	}
	return 0
}
