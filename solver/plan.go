package solver

import (
	"errors"
	"fmt"

	"github.com/cpls-dev/cpls/movegen"
)

// A Plan is a stipulation as a tree (Popeye's structured stipulation, SStipulation): the
// one search is parameterised with it instead of a Stipulation. Its nodes are goals,
// branches of moves and the operators !, & and |.
//
// A branch is played half move by half move, its letters repeating (a3 "ad" branch is
// a, d, a). After a move, the forks of its letter are tested in the position reached
// (the other side to move): where one holds and the branch has been played at least Min
// half moves, the branch is solved there. Before a move, the constraints of the letter
// before it (the last letter's before the first move) must hold, else the branch fails.
// The letters:
//
//	a  the side to move chooses a move (the branch's owner attacks)
//	d  every move of the side to move must lead to the solution, and it must have one
//	h  the side to move chooses (help play)
//	s  the side to move chooses and moves again, the other side passing (series); a
//	   move that leaves the other side in check must end the branch
//
// A branch is owned by the side that plays its a, h or s moves; it holds when its owner
// solves it. A leaf holds when the last move reached the goal (the side to move is
// mated, the move captured, …).
type Plan struct {
	Kind PlanKind
	// Goal and Square are a leaf's goal (Square for z and k).
	Goal   Goal
	Square movegen.Square
	// Min and Max bound a branch's length in half moves; End (">"): play in the
	// containing branch ends where this branch holds; Hidden ("/"): its moves are not
	// written; Flip ("-"): the other side moves first (the side to move passes).
	Min, Max          int
	End, Hidden, Flip bool
	Moves             []PlanMove
	// X and Y are the operands of PlanNot (X), PlanAnd and PlanOr.
	X, Y *Plan
}

// PlanKind says what a Plan node is.
type PlanKind uint8

// The kinds of Plan nodes.
const (
	PlanGoal PlanKind = iota
	PlanBranch
	PlanNot
	PlanAnd
	PlanOr
)

// PlanMove is one letter of a branch: a, d, h or s; CheckOnly (Popeye's "?+?"): the side
// to move moves only when it is in check, else it passes; the forks and constraints
// after it.
type PlanMove struct {
	Letter      byte
	CheckOnly   bool
	Forks       []*Plan
	Constraints []*Plan
}

// Structured is a whole structured stipulation: the side to move at the root, whether
// it passes first (Flip), and the plan.
type Structured struct {
	Side movegen.Color
	Flip bool
	Root *Plan
}

// leafGroup reports whether p is made of goals alone (a goal, or !, & and | of goals).
func (p *Plan) leafGroup() bool {
	switch p.Kind {
	case PlanGoal:
		return true
	case PlanNot:
		return p.X.leafGroup()
	case PlanAnd, PlanOr:
		return p.X.leafGroup() && p.Y.leafGroup()
	}
	return false
}

// cuts reports whether p, a fork, ends play in its branch wherever it holds, also before
// the branch's full length: goals do, and branches marked ">".
func (p *Plan) cuts() bool { return p.leafGroup() || p.Kind == PlanBranch && p.End }

// immobileGoals reports whether p is made of goals alone, each of which leaves the side
// to move without a move (mate, stalemate, …).
func (p *Plan) immobileGoals() bool {
	all := p.leafGroup()
	p.goals(func(g Goal) { all = all && g < numGoals && g.spec().immobile })
	return all
}

// goals calls f with every goal of p.
func (p *Plan) goals(f func(Goal)) {
	if p == nil {
		return
	}
	switch p.Kind {
	case PlanGoal:
		f(p.Goal)
	case PlanBranch:
		for _, m := range p.Moves {
			for _, x := range m.Forks {
				x.goals(f)
			}
			for _, x := range m.Constraints {
				x.goals(f)
			}
		}
	default:
		p.X.goals(f)
		p.Y.goals(f)
	}
}

// lineRoot reports whether p, an operand at the root, is written as lines (help and
// series play) rather than as a tree of keys and defences.
func (p *Plan) lineRoot() bool {
	if p.Kind != PlanBranch {
		return false
	}
	for _, m := range p.Moves {
		if m.Letter == 'a' || m.Letter == 'd' {
			return false
		}
	}
	return true
}

// battleRoot reports whether p, an operand at the root, is battle play written as a
// tree: a branch of an attack and a defence whose forks are goals or hidden.
func (p *Plan) battleRoot() bool {
	if p.Kind != PlanBranch || len(p.Moves) != 2 || p.Moves[0].Letter != 'a' || p.Moves[1].Letter != 'd' ||
		p.Moves[0].CheckOnly || p.Moves[1].CheckOnly {
		return false
	}
	for _, m := range p.Moves {
		for _, f := range m.Forks {
			if !f.hiddenGroup() && !f.forcedEnd() {
				return false
			}
		}
	}
	return true
}

// forcedEnd reports whether p is an attack of one half move that reaches goals
// ("1a[#]d" in semi-r#2): the moves that make it hold are written as the defender's
// forced moves.
func (p *Plan) forcedEnd() bool {
	if p.Kind != PlanBranch || p.Max != 1 || p.Flip || p.Hidden || p.Moves[0].Letter != 'a' {
		return false
	}
	for _, f := range p.Moves[0].Forks {
		if !f.leafGroup() {
			return false
		}
	}
	return true
}

// operands returns the branches at the root that are solved one after the other: the
// operands of "!", "&" and "|" there (solvePlan), else the root.
func (st *Structured) operands() []*Plan {
	var out []*Plan
	var walk func(p *Plan)
	walk = func(p *Plan) {
		switch p.Kind {
		case PlanAnd, PlanOr:
			walk(p.X)
			walk(p.Y)
		case PlanNot:
			walk(p.X)
		default:
			out = append(out, p)
		}
	}
	walk(st.Root)
	return out
}

// errPlan is the error of a plan the interpreter does not solve.
var errPlan = errors.New("structured stipulation")

// Validate reports whether the plan is well formed and can be solved and written.
func (st *Structured) Validate() error {
	if st == nil || st.Root == nil {
		return errors.New("solver: no plan")
	}
	var bad error
	st.Root.goals(func(g Goal) {
		if g >= numGoals || g.spec().selfCheck {
			bad = fmt.Errorf("%w: the goal %s in a structured stipulation", ErrUnsupported, g.Symbol())
		}
	})
	if bad != nil {
		return bad
	}
	for _, p := range st.operands() {
		switch {
		case p.lineRoot():
			if err := p.validateLines(); err != nil {
				return err
			}
		case !p.battleRoot():
			return fmt.Errorf("%w: %w whose root is neither help or series play nor attack and defence", ErrUnsupported, errPlan)
		case p.joinsGoals():
			return fmt.Errorf("%w: %w joining goals with & in battle play of more than one move", ErrUnsupported, errPlan)
		}
	}
	return nil
}

// validateLines reports whether the moves of p, written as lines, can be written: the
// branches among its forks can (battle play among them is written a line per defence).
func (p *Plan) validateLines() error {
	if p.Kind != PlanBranch || p.Hidden {
		return nil
	}
	if p.Max < 1 || p.Min > p.Max || len(p.Moves) == 0 {
		return fmt.Errorf("solver: a branch of %d to %d half moves", p.Min, p.Max)
	}
	for i, m := range p.Moves {
		if i >= p.Max {
			break // never played
		}
		for _, f := range m.Forks {
			if err := f.validateOperands(); err != nil {
				return err
			}
		}
	}
	return nil
}

// validateOperands is validateLines for a fork: each branch under its operators.
func (p *Plan) validateOperands() error {
	switch p.Kind {
	case PlanBranch:
		return p.validateLines()
	case PlanNot:
		return p.X.validateOperands()
	case PlanAnd, PlanOr:
		if err := p.X.validateOperands(); err != nil {
			return err
		}
		return p.Y.validateOperands()
	}
	return nil
}

// joinsGoals reports whether a fork of battle branch p has "&" over goals that cpls
// does not write as Popeye: after an attacker's move in a branch of more than one
// attacker's move (Popeye writes a continuation "2.Qc6-h1" where "!x" holds and "#"
// does not, though the fork fails there, and a line per goal of the "&", "2.Qd7*d8 #"
// then "2.Qd7*d8 x"), and after a defender's move. A key of one move ("1a", "2a": the
// branch ends after the defence) is written with the marker of each goal that holds
// ("#&x": "# x"; "!x&#": the mate alone).
func (p *Plan) joinsGoals() bool {
	var and func(x *Plan, letter byte) bool
	and = func(x *Plan, letter byte) bool {
		switch x.Kind {
		case PlanAnd:
			return letter != 'a' || p.Max > 2
		case PlanOr:
			return and(x.X, letter) || and(x.Y, letter)
		case PlanNot:
			return and(x.X, letter)
		}
		return false
	}
	for _, m := range p.Moves {
		for _, f := range m.Forks {
			if f.leafGroup() && and(f, m.Letter) {
				return true
			}
		}
	}
	return false
}

// hiddenGroup reports whether p is made of hidden branches and goals.
func (p *Plan) hiddenGroup() bool {
	switch p.Kind {
	case PlanGoal:
		return true
	case PlanBranch:
		return p.Hidden
	case PlanNot:
		return p.X.hiddenGroup()
	}
	return p.X.hiddenGroup() && p.Y.hiddenGroup()
}

// byMove reports whether a goal of the plan asks what the last move did.
func (st *Structured) byMove() bool {
	by := false
	st.Root.goals(func(g Goal) { by = by || g.ByMove() })
	return by
}

// FirstGoal returns the plan's first goal (Mate when it has none).
func (st *Structured) FirstGoal() Goal {
	g, seen := Mate, false
	st.Root.goals(func(x Goal) {
		if !seen {
			g, seen = x, true
		}
	})
	return g
}
