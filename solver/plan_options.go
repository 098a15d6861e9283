package solver

import "fmt"

// ValidateOptions reports whether cpls writes the plan with opts as Popeye does. With
// Option PostKeyPlay Popeye writes a battle branch at the root as the play after the key
// ("3a[#]d" as "Black -2da[#]"; "1a[/2hh[#]]d" as "Black -0[>2hh[#]]da", with no
// solution). With Option Variation, where a hidden branch forks from the attacking move
// of a battle branch of three or more half moves ("3a[/2hh[#]]d"), Popeye writes the
// keys without the play after them. cpls refuses both.
func (st *Structured) ValidateOptions(opts Options) error {
	if st == nil || st.Root == nil {
		return nil
	}
	for _, p := range st.operands() {
		switch {
		case opts.PostKeyPlay && p.Kind == PlanBranch && len(p.Moves) > 0 && p.Moves[0].Letter != 'h' && p.Moves[0].Letter != 's':
			return fmt.Errorf("%w: %w of battle play with Option PostKeyPlay", ErrUnsupported, errPlan)
		case opts.Variation && p.hiddenForkLength() > 2:
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
