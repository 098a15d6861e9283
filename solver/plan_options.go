package solver

import "fmt"

// ValidateOptions reports whether cpls writes the plan with opts as Popeye does. With
// Option PostKeyPlay Popeye writes a battle branch at the root as the play after the key
// ("3a[#]d" as "Black -2da[#]"; "1a[/2hh[#]]d" as "Black -0[>2hh[#]]da", with no
// solution). With Option Variation, where a hidden help branch forks from the attacking
// move of a battle branch of three or more half moves ("3a[/2hh[#]]d"), Popeye writes the
// keys without the play after them, and where a hidden battle branch does so in five or
// more ("5a[/1d[+]a{!+}]d"), it writes the shortest play only. cpls refuses these; it
// writes a hidden battle branch in three half moves as Popeye ("3a[/1d[+]a{!+}]d":
// EXAMPLES/capzug.inp#4), with the threats unmarked (Attack.ThreatsUnmarked), but not
// with Option Try.
func (st *Structured) ValidateOptions(opts Options) error {
	if st == nil || st.Root == nil {
		return nil
	}
	for _, p := range st.operands() {
		switch {
		case opts.PostKeyPlay && p.Kind == PlanBranch && len(p.Moves) > 0 && p.Moves[0].Letter != 'h' && p.Moves[0].Letter != 's':
			return fmt.Errorf("%w: %w of battle play with Option PostKeyPlay", ErrUnsupported, errPlan)
		case opts.Variation && p.hiddenForkUnwritten():
			return fmt.Errorf("%w: %w with a hidden branch after an attacking move and Option Variation", ErrUnsupported, errPlan)
		case opts.tries() && p.hiddenBattleFork():
			// Popeye writes "try play not applicable" at such a fork (try.c,
			// filter_complex_sstip) and solves on; cpls does not follow it there.
			return fmt.Errorf("%w: %w with a hidden branch after an attacking move and Option Try", ErrUnsupported, errPlan)
		}
	}
	return nil
}

// hiddenForkUnwritten reports whether battle branch p has a hidden branch forking from
// its attacking move that cpls does not write as Popeye with Option Variation: a help
// branch where p is of three half moves or more, another where p is of five or more.
func (p *Plan) hiddenForkUnwritten() bool {
	if p.Kind != PlanBranch || len(p.Moves) == 0 || p.Moves[0].Letter != 'a' {
		return false
	}
	for _, f := range p.Moves[0].Forks {
		if f.Kind != PlanBranch || !f.Hidden {
			continue
		}
		help := len(f.Moves) > 0 && f.Moves[0].Letter == 'h'
		if help && p.Max > 2 || p.Max > 3 {
			return true
		}
	}
	return false
}

// hiddenBattleFork reports whether a hidden branch that is no help branch forks from the
// attacking move of battle branch p ("3a[/1d[+]a{!+}]d").
func (p *Plan) hiddenBattleFork() bool {
	if p.Kind != PlanBranch || len(p.Moves) == 0 || p.Moves[0].Letter != 'a' {
		return false
	}
	for _, f := range p.Moves[0].Forks {
		if f.Kind == PlanBranch && f.Hidden && (len(f.Moves) == 0 || f.Moves[0].Letter != 'h') {
			return true
		}
	}
	return false
}
