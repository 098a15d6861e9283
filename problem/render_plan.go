package problem

import (
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/solver"
)

// stepsText writes a line of a structured stipulation (solver.Line.Steps) as Popeye's
// line writer does: the moves of the side that moves first are numbered; after one
// pass at the root the line begins "  1..." and the other side's moves are numbered from
// 2; passes are not written; a step marked Restart starts the numbers again at 1 with
// its side. pos is the phase's start (unchanged on return).
func (tr *twinRenderer) stepsText(start Notation, l solver.Line) string {
	pos := start.Clone().(Notation)
	var sb strings.Builder
	n, numbered := 1, pos.SideToMove()
	switch l.Inversions {
	case 1:
		sb.WriteString("  1...")
		n, numbered = 2, numbered.Other()
	case 2:
		sb.WriteString("  1...  ...")
		n = 2
	}
	last := len(l.Steps) - 1
	for last >= 0 && l.Steps[last].Move == solver.NullMove {
		last--
	}
	for i, st := range l.Steps[:last+1] {
		if st.Move == solver.NullMove {
			pos.Pass()
			continue
		}
		if st.Restart {
			n, numbered = 1, pos.SideToMove()
		}
		if pos.SideToMove() == numbered {
			fmt.Fprintf(&sb, "%3d.", n)
			n++
		}
		sb.WriteString(pos.MoveText(st.Move, tr.w.lang))
		pos.Make(st.Move)
		check := pos.InCheck()
		if i < last {
			if check {
				sb.WriteString(" +")
			}
			sb.WriteByte(' ')
			continue
		}
		if check && !(l.StepMarked && l.StepGoal.PreemptsCheck()) {
			sb.WriteString(" +")
		}
		if mk := l.StepGoal.Marker(); l.StepMarked && mk != "" {
			sb.WriteString(" " + mk)
		}
	}
	return sb.String()
}

// planPhaseStart is phaseStart for the lines of a structured stipulation: the king may
// not be taken with the root's side to move (Half.Attacker), and the lines start with
// the side that moves first (Half.Start) after the passes of "-".
func (tr *twinRenderer) planPhaseStart(h *solver.Half) Notation {
	pos := tr.phaseStart(h.Attacker)
	if pos != nil && h.Start != h.Attacker {
		pos.Pass()
	}
	return pos
}
