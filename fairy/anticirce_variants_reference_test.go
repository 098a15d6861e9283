package fairy

import (
	"github.com/cpls-dev/cpls/movegen"
)

// AntiCirce's variants against their rules (the manual's list of Circe options, which
// AntiCirce takes with the capturer as the reborn piece): the capturer is reborn on the
// square the variant gives (the square rules, the adapters), as the piece the variant
// makes of it (Chameleon, Turncoats), where an occupied rebirth square makes the capture
// illegal (Strict, AntiCirce's default), leaves the capturer where it captured (Relaxed)
// or removes the occupant (Assassin, illegal when it is the capturer's own royal
// piece); a royal capturer is not reborn in RexExclusive. A royal piece is in check when
// the other side has a capture the variant allows after which it is gone (taken, or
// assassinated). The rules with pawns reborn on their last rank (Symmetry, Antipodes,
// Equipollents, Couscous), whose promotions they do not model, play without pawns.
func init() {
	type variant struct {
		words   []string
		rule    refAntiRule
		noPawns bool
	}
	plain := func(p, _ Piece, _, _, capSq movegen.Square, c movegen.Color) (movegen.Square, bool) {
		return refAntiCirceSquare(p, capSq, c), true
	}
	for _, v := range []variant{
		{[]string{"Symmetry"}, refAntiRule{square: func(_, _ Piece, _, _, capSq movegen.Square, _ movegen.Color) (movegen.Square, bool) {
			return movegen.MakeSquare(7-capSq.File(), 7-capSq.Rank()), true
		}}, true},
		{[]string{"Antipodes"}, refAntiRule{square: func(_, _ Piece, _, _, capSq movegen.Square, _ movegen.Color) (movegen.Square, bool) {
			return movegen.MakeSquare((capSq.File()+4)%8, (capSq.Rank()+4)%8), true
		}}, true},
		{[]string{"Equipollents"}, refAntiRule{square: refEquipollentsSquare}, true},
		{[]string{"Diametral"}, refAntiRule{square: func(p, _ Piece, _, _, capSq movegen.Square, c movegen.Color) (movegen.Square, bool) {
			s := refAntiCirceSquare(p, capSq, c)
			return movegen.MakeSquare(7-s.File(), 7-s.Rank()), true
		}}, false},
		{[]string{"VerticalMirror"}, refAntiRule{square: func(p, _ Piece, _, _, capSq movegen.Square, c movegen.Color) (movegen.Square, bool) {
			s := refAntiCirceSquare(p, capSq, c)
			return movegen.MakeSquare(7-s.File(), s.Rank()), true
		}}, false},
		{[]string{"Rank"}, refAntiRule{square: func(p, _ Piece, _, _, capSq movegen.Square, _ movegen.Color) (movegen.Square, bool) {
			return refRankSquare(p.Walk(), capSq), true
		}}, false},
		{[]string{"Couscous"}, refAntiRule{square: func(_, captured Piece, _, _, capSq movegen.Square, c movegen.Color) (movegen.Square, bool) {
			return refAntiCirceSquare(captured, capSq, c.Other()), true
		}}, true},
		{[]string{"Turncoats"}, refAntiRule{square: plain, turn: true}, false},
		{[]string{"Chameleon"}, refAntiRule{square: plain, walk: refChameleonNext}, false},
		{[]string{"RexExclusive"}, refAntiRule{square: plain, rexExclusive: true}, false},
		{[]string{"Relaxed"}, refAntiRule{square: plain, relaxed: true}, false},
		{[]string{"Assassin"}, refAntiRule{square: plain, assassin: true}, false},
		{[]string{"Equipollents", "Relaxed"}, refAntiRule{square: refEquipollentsSquare, relaxed: true}, true},
	} {
		rule := v.rule
		condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "AntiCirce", Variants: v.words},
			outcome: rule.outcome, check: rule.check, noPawns: v.noPawns, noNeutrals: true})
	}
}

// refAntiRule is an AntiCirce variant's rule.
type refAntiRule struct {
	// square returns the rebirth square of the capturer p (as reborn) of c, which took
	// captured on capSq moving from from to to (the square rules read the capture
	// square: Popeye's relevant_square); false when it is off the board.
	square       func(p, captured Piece, from, to, capSq movegen.Square, c movegen.Color) (movegen.Square, bool)
	walk         func(w Walk) Walk // the walk the capturer is reborn as (nil: its own)
	turn         bool              // the capturer is reborn for the other side
	rexExclusive bool
	relaxed      bool
	assassin     bool
}

// outcome is the board after the plain move m of c under the rule, false when the rule
// forbids it.
func (r refAntiRule) outcome(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	b := m.after
	p := b[m.to]
	if m.captured == NoPiece || p == NoPiece || r.rexExclusive && p.IsRoyal() {
		return b, true
	}
	q := p
	if r.walk != nil {
		q = p.WithWalk(r.walk(p.Walk()))
	}
	if r.turn {
		q = q.WithSide(q.Side() ^ (WhiteSide | BlackSide))
	}
	sq, on := r.square(q, m.captured, m.from, m.to, m.capSq, c)
	switch {
	case on && sq == m.to:
		b[m.to] = q
		return b, true
	case !on:
		return b, r.relaxed
	case b[sq] != NoPiece && r.relaxed:
		return b, true
	case b[sq] != NoPiece && !r.assassin, r.assassin && b[sq].IsRoyal() && b[sq].Belongs(c):
		return b, false
	}
	b[m.to], b[sq] = NoPiece, q
	return b, true
}

// check: c's royal piece is in check when the other side has a capture the rule allows
// after which a royal piece of c is no longer where it stood (taken, or assassinated).
func (r refAntiRule) check(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured == NoPiece || !m.captured.Belongs(c) {
			continue
		}
		out, ok := r.outcome(&b, m, c.Other())
		for s, p := range b {
			if ok && p.IsRoyal() && p.Belongs(c) && out[s] != p {
				return true
			}
		}
	}
	return false
}

// refEquipollentsSquare: the capture square moved by the capturing move's vector.
func refEquipollentsSquare(_, _ Piece, from, to, capSq movegen.Square, _ movegen.Color) (movegen.Square, bool) {
	f, r := capSq.File()+to.File()-from.File(), capSq.Rank()+to.Rank()-from.Rank()
	if f < 0 || f > 7 || r < 0 || r > 7 {
		return movegen.NoSquare, false
	}
	return movegen.MakeSquare(f, r), true
}

// refRankSquare: on the rank of the capture, on the file of the walk's game-array
// square whose square there has the capture square's colour (a pawn's and a fairy
// piece's: the file of the capture; the queen's d, the king's e).
func refRankSquare(w Walk, to movegen.Square) movegen.Square {
	files := map[Walk][]int{Rook: {0, 7}, Knight: {1, 6}, Bishop: {2, 5}, Queen: {3}, King: {4}}[w]
	if files == nil {
		return to
	}
	for _, f := range files {
		if s := movegen.MakeSquare(f, to.Rank()); (s.File()+s.Rank())%2 == (to.File()+to.Rank())%2 {
			return s
		}
	}
	return movegen.MakeSquare(files[0], to.Rank())
}

// refChameleonNext: the chameleon sequence, knight to bishop to rook to queen to knight.
func refChameleonNext(w Walk) Walk {
	if n, ok := map[Walk]Walk{Knight: Bishop, Bishop: Rook, Rook: Queen, Queen: Knight}[w]; ok {
		return n
	}
	return w
}
