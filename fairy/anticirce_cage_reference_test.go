package fairy

import (
	"math/rand/v2"

	"github.com/cpls-dev/cpls/movegen"
)

// AntiCirce Cage against its rule (the manual names the variant; Popeye's
// circe_cage_cage_tester with AntiCirce's rebirths plays it): the capturing piece is
// reborn on a square of its choice where it has no move that captures nothing (a cage),
// the capture square included (Calvet); a capture without a cage is illegal (AntiCirce
// is Strict); kings are reborn too; a royal piece is in check when the other side has a
// capture of it with a cage. Inside a cage test no move of the reborn piece is illegal:
// a capture there is no check, as Popeye finds (REGRESSIONS/4_85_to_4_87.inp#11). The
// boards hold walks whose capture lands on the taken piece's square, where the rule
// takes the capturer from, and no pawns (whose promotions it does not model); they are
// crowded, so that cages are common.
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "AntiCirce", Variants: []string{"Cage"}},
		moves: refAntiCirceCage, check: refAntiCirceCageCheck, noPawns: true, noNeutrals: true, extra: refCrowdBoard,
		onlyWalks: cageWalks})
}

// cageWalks are the walks on AntiCirce Cage's boards.
var cageWalks = []Walk{King, Queen, Rook, Bishop, Knight, Grasshopper, Nightrider, Amazon, Zebra, Wazir, Fers}

// refCrowdBoard fills most empty squares with pieces of cageWalks of either side, so
// that a reborn capturer often finds a square where every move it has captures.
func refCrowdBoard(rng *rand.Rand, b *Board) {
	for s, p := range *b {
		if p != NoPiece || rng.IntN(8) == 0 {
			continue
		}
		w := cageWalks[1+rng.IntN(len(cageWalks)-1)]
		b[s] = MakePiece(w, []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0)
	}
}

// refAntiCirceCage lists the boards c's moves lead to: a move that captures nothing as
// played, a capture once per cage of its capturer.
func refAntiCirceCage(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		if m.capSq == movegen.NoSquare {
			out = append(out, m.after)
			continue
		}
		out = append(out, refCageRebirths(m)...)
	}
	return out
}

// refCageRebirths returns the boards after the capture m with its capturer reborn on
// each of its cages: the capture square or a square empty after the capture where it
// has no move that captures nothing.
func refCageRebirths(m refPlay) []Board {
	var out []Board
	p := m.after[m.to]
	for s, q := range m.after {
		sq := movegen.Square(s)
		if sq != m.to && q != NoPiece {
			continue
		}
		o := m.after
		o[m.to], o[sq] = NoPiece, p
		if refCaged(o, sq) {
			out = append(out, o)
		}
	}
	return out
}

// refCaged reports whether the piece on s of b has no move that captures nothing.
func refCaged(b Board, s movegen.Square) bool {
	c := movegen.White
	if !b[s].Belongs(c) {
		c = movegen.Black
	}
	for _, pm := range plainMoves(b, c) {
		if pm.from == s && pm.capSq == movegen.NoSquare {
			return false
		}
	}
	return true
}

// refAntiCirceCageCheck reports whether c's royal piece on b is in check: the other
// side has a capture of it with a cage.
func refAntiCirceCageCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) && len(refCageRebirths(m)) > 0 {
			return true
		}
	}
	return false
}
