package problem

import (
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// planOf returns the plan the solver's interpreter solves a structured stipulation as,
// when it is none of the forms read as a traditional stipulation (structuredForms) and
// the interpreter takes it; nil otherwise.
func planOf(s *parser.Stipulation) *solver.Structured {
	if s == nil || !s.Valid || !s.Structured || s.SStip == nil {
		return nil
	}
	if _, ok := convertStructured(s.SStip); ok {
		return nil
	}
	return PlanFor(s)
}

// PlanFor returns the plan of a structured stipulation as the interpreter solves it,
// also when it is one of the forms read as a traditional stipulation (the cross-checks
// compare the two); nil when it is no structured stipulation or one the interpreter
// does not take.
func PlanFor(s *parser.Stipulation) *solver.Structured {
	if s == nil || !s.Valid || !s.Structured || s.SStip == nil {
		return nil
	}
	root, ok := planNode(s.SStip.Expr)
	if !ok {
		return nil
	}
	hideHelpForks(root)
	st := &solver.Structured{Side: movegen.Color(s.SStip.Side), Flip: s.SStip.Flip, Root: root}
	if st.Validate() != nil {
		return nil
	}
	return st
}

// planProblem says why the interpreter does not take the structured stipulation s.
func planProblem(s *parser.Stipulation) string {
	root, ok := planNode(s.SStip.Expr)
	if !ok {
		return "a requirement other than ?+? or a goal cpls does not know"
	}
	hideHelpForks(root)
	st := &solver.Structured{Side: movegen.Color(s.SStip.Side), Flip: s.SStip.Flip, Root: root}
	if err := st.Validate(); err != nil {
		return unsupportedText(err)
	}
	return ""
}

// unsupportedText is the reason err gives why the interpreter does not take a plan,
// without the prefixes of ErrUnsupported and the package.
func unsupportedText(err error) string {
	return strings.TrimPrefix(strings.TrimPrefix(err.Error(), solver.ErrUnsupported.Error()+": "), "solver: ")
}

// hideHelpForks marks hidden the help branches that fork from the attacking move of a
// battle branch of one move at the root (under its operators): Popeye ends the battle
// branch where such a branch holds and writes none of its moves, with "/" or without
// ("1a[2hh[#]]d" is "1a[/2hh[#]]d"). In a longer battle branch the two differ (without
// "/" Popeye writes the play after the key with Option Variation), which cpls does not
// solve.
func hideHelpForks(p *solver.Plan) {
	switch p.Kind {
	case solver.PlanNot:
		hideHelpForks(p.X)
	case solver.PlanAnd, solver.PlanOr:
		hideHelpForks(p.X)
		hideHelpForks(p.Y)
	case solver.PlanBranch:
		if p.Max != 1 || len(p.Moves) != 2 || p.Moves[0].Letter != 'a' || p.Moves[1].Letter != 'd' {
			return
		}
		for i, f := range p.Moves[0].Forks {
			if helpBranch(f) {
				h := *f
				h.Hidden, h.End = true, false
				p.Moves[0].Forks[i] = &h
			}
		}
	}
}

// helpBranch reports whether p is a branch of help moves alone.
func helpBranch(p *solver.Plan) bool {
	if p.Kind != solver.PlanBranch || len(p.Moves) == 0 {
		return false
	}
	for _, m := range p.Moves {
		if m.Letter != 'h' {
			return false
		}
	}
	return true
}

// planNode converts a node of the parser's structured stipulation.
func planNode(n *parser.SNode) (*solver.Plan, bool) {
	if n == nil {
		return nil, false
	}
	switch n.Kind {
	case parser.SGoal:
		g, ok := solverGoals()[n.Goal]
		p := &solver.Plan{Kind: solver.PlanGoal, Goal: g}
		if ok && g.HasSquare() {
			p.Square = movegen.Square(n.Square)
		}
		return p, ok
	case parser.SNot:
		x, ok := planNode(n.X)
		return &solver.Plan{Kind: solver.PlanNot, X: x}, ok
	case parser.SAnd, parser.SOr:
		x, okx := planNode(n.X)
		y, oky := planNode(n.Y)
		kind := solver.PlanAnd
		if n.Kind == parser.SOr {
			kind = solver.PlanOr
		}
		return &solver.Plan{Kind: kind, X: x, Y: y}, okx && oky
	}
	p := &solver.Plan{Kind: solver.PlanBranch, Min: n.Min, Max: n.Max, End: n.End, Hidden: n.Hidden, Flip: n.Flip}
	for _, m := range n.Moves {
		if m.Requirement != "" && m.Requirement != "+" {
			return nil, false
		}
		pm := solver.PlanMove{Letter: m.Letter, CheckOnly: m.Requirement == "+"}
		for _, f := range m.Forks {
			x, ok := planNode(f)
			if !ok {
				return nil, false
			}
			pm.Forks = append(pm.Forks, x)
		}
		for _, c := range m.Constraints {
			x, ok := planNode(c)
			if !ok {
				return nil, false
			}
			pm.Constraints = append(pm.Constraints, x)
		}
		p.Moves = append(p.Moves, pm)
	}
	return p, true
}

// planStipulation is the Stipulation a twin solved by a plan carries for the code that
// reads one (the option notes, the analyses): help play of one move with the plan's
// first goal, of a half move where the root's side is White, so that its Starter is the
// root's side (the side the position is validated for).
func planStipulation(st *solver.Structured) solver.Stipulation {
	return solver.Stipulation{Play: solver.Help, Goal: st.FirstGoal(), Moves: 1, HalfMove: st.Side == movegen.White}
}

// battleOperand reports whether a branch at the root of n, or an operand of an operator
// there, starts with an attacking or defending move. With Option PostKeyPlay Popeye
// writes such a stipulation as the play after the key ("3a[#]d" as "Black -2da[#]"),
// which cpls does not solve.
func battleOperand(n *parser.SNode) bool {
	switch n.Kind {
	case parser.SBranch:
		return len(n.Moves) > 0 && (n.Moves[0].Letter == 'a' || n.Moves[0].Letter == 'd')
	case parser.SNot:
		return battleOperand(n.X)
	case parser.SAnd, parser.SOr:
		return battleOperand(n.X) || battleOperand(n.Y)
	}
	return false
}
