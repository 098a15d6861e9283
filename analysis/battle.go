package analysis

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// battle walks the play after the keys (and the set play) of one half of direct, self
// or reflex play and collects its duals.
//
// Only the play the solver shows is walked: the defences that stop the threat, with the
// attacker's shortest continuations (all of them: the solver lists every one). A
// defence the threat still answers is no variation and has no dual. The threats' own
// play is not walked.
type battle struct {
	half  int
	sel   Selection
	moves int // the stipulation's attacking moves
	duals []Dual
}

// attack walks the play after an attacking move at the end of path, left attacking
// moves remaining after it.
func (b *battle) attack(path []movegen.Move, a *solver.Attack, left int, set bool) {
	if len(a.Threats) > 1 && b.sel.Has(ThreatDual) && !set {
		b.add(Dual{Kind: ThreatDual, Path: slices.Clone(path), Alts: alts(a.Threats),
			Left: left, Length: attackLength(a.Threats[0], left)})
	}
	for _, d := range a.Defences {
		b.defence(append(slices.Clone(path), d.Move), d, left, set)
	}
}

// defence walks the play after a defence at the end of path, the attacker having left
// moves to fulfil the stipulation.
func (b *battle) defence(path []movegen.Move, d *solver.Defence, left int, set bool) {
	if d.Goal || len(d.Attacks) == 0 {
		return
	}
	length := attackLength(d.Attacks[0], left)
	switch {
	case set && len(d.Attacks) > 1 && b.sel.Has(SetDual):
		b.add(Dual{Kind: SetDual, Path: slices.Clone(path), Alts: alts(d.Attacks), Left: left, Length: length})
	case !set && len(d.Attacks) > 1 && b.sel.Has(MateDual):
		b.add(Dual{Kind: MateDual, Path: slices.Clone(path), Alts: alts(d.Attacks), Left: left, Length: length})
	}
	if !set && length < left && b.sel.Has(ShortVariation) {
		b.add(Dual{Kind: ShortVariation, Path: slices.Clone(path), Alts: alts(d.Attacks), Left: left, Length: length})
	}
	for _, a := range d.Attacks {
		b.attack(append(slices.Clone(path), a.Move), a, length-1, set)
	}
}

func (b *battle) add(d Dual) {
	d.Half = b.half
	b.duals = append(b.duals, d)
}

// alts are the moves of attacks as alternatives.
func alts(as []*solver.Attack) []Alt {
	out := make([]Alt, len(as))
	for i, a := range as {
		out[i] = Alt{Moves: []movegen.Move{a.Move}, Goal: a.Goal}
	}
	return out
}

// attackLength is the number of attacking moves the play of a takes, a included, read
// off the tree: 1 for a move that reaches the goal (or after which the defender's
// moves all reach it, in self play), else one more than its longest line; max, the
// moves that were left for it, when the tree does not say (nothing shown after it).
func attackLength(a *solver.Attack, max int) int {
	if a.Goal {
		return 1
	}
	longest, known := 0, false
	for _, t := range a.Threats {
		longest, known = maxInt(longest, attackLength(t, max-1)), true
	}
	for _, d := range a.Defences {
		known = true
		if !d.Goal && len(d.Attacks) > 0 {
			longest = maxInt(longest, attackLength(d.Attacks[0], max-1))
		}
	}
	if !known {
		return max
	}
	return 1 + longest
}

func maxInt(a, b int) int {
	if a > b {
		return a
	}
	return b
}
