package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

func init() {
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "MagicSquares", Variants: []string{"Type2"}, Squares: refMagic}, outcome: refMagicSquares},
		condRef{spec: ConditionSpec{Name: "MagicSquares", Variants: []string{"Type2"}, Squares: refMagic},
			also: []ConditionSpec{{Name: "AntiCirce"}}, outcome: refMagic2AntiCirce, check: refMagic2AntiCirceCheck,
			noNeutrals: true},
	)
}

// refMagic2AntiCirce: MagicSquares Type2 with AntiCirce, "a piece (not royal, not
// neutral) that arrives on a magic square changes its side before the AntiCirce rebirth:
// a capturer that changed is reborn as a piece of its new side, on that side's rebirth
// square" (found from the capture square). A capture whose rebirth square is occupied
// is illegal; a capture on the rebirth square itself stays there (Calvet).
func refMagic2AntiCirce(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	p := out[m.to]
	magic := slices.Contains(refMagic, m.to) && p != NoPiece && !p.IsRoyal()
	owner := c
	if magic {
		p = p.WithSide(SideOf(c.Other()))
		owner = c.Other()
	}
	if m.captured == NoPiece || p == NoPiece {
		if p != NoPiece {
			out[m.to] = p
		}
		return out, true
	}
	sq := refCirceSquare(p.Walk(), m.capSq, owner)
	if p.Walk() == King {
		sq = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[owner])
	}
	if sq == m.to {
		out[m.to] = p
		return out, true
	}
	if out[sq] != NoPiece {
		return out, false
	}
	out[m.to], out[sq] = NoPiece, p
	return out, true
}

// refMagic2AntiCirceCheck: a royal piece is in check when the other side has a capture
// of it that the rule allows.
func refMagic2AntiCirceCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) {
			if _, ok := refMagic2AntiCirce(&b, m, c.Other()); ok {
				return true
			}
		}
	}
	return false
}
