package fairy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The reference rules of the conditions of this file's block (the mummer strictness
// forms, …), written from Popeye's manual and sources (conditions/*.c);
// TestConditionReference plays them with the others of condRefs.

var refChameleonSeq = ConditionSpec{Name: "ChameleonSequence", Walks: []Walk{Queen, Bishop, Knight, Rook}}

var refForced = []movegen.Square{movegen.D4, movegen.E5, movegen.C6, movegen.H1}

func init() {
	for _, name := range []string{"WhiteForcedSquare", "BlackForcedSquare", "WhiteConsequentForcedSquare", "BlackConsequentForcedSquare"} {
		squareConditions[name] = true
	}
	// The random games play these in their ultra form; the other mummer conditions
	// stay plain there.
	fuzzSpecs["BlackMinimummer"] = ConditionSpec{Name: "BlackMinimummer", Variants: []string{"Ultra"}}
	fuzzSpecs["WhiteMustCapture"] = ConditionSpec{Name: "WhiteMustCapture", Variants: []string{"Ultra"}}
	fuzzSpecs["ChameleonSequence"] = refChameleonSeq
	lengthOf := func(m refPlay) int {
		df, dr := m.to.File()-m.from.File(), m.to.Rank()-m.from.Rank()
		return df*df + dr*dr
	}
	captures := func(m refPlay) int {
		if m.capSq != movegen.NoSquare {
			return 1
		}
		return 0
	}
	forced := func(m refPlay) int {
		if slices.Contains(refForced, m.to) {
			return 2
		}
		return 1
	}
	condRefs = append(condRefs,
		refStrict(ConditionSpec{Name: "WhiteMaximummer", Variants: []string{"Ultra"}}, movegen.White, true, lengthOf),
		refStrict(ConditionSpec{Name: "BlackMaximummer", Variants: []string{"Exact"}}, movegen.Black, false, lengthOf),
		refStrict(ConditionSpec{Name: "BlackMustCapture", Variants: []string{"Ultra"}}, movegen.Black, true, captures),
		refStrict(ConditionSpec{Name: "WhiteConsequentForcedSquare", Squares: refForced}, movegen.White, true, forced),
		refStrict(ConditionSpec{Name: "BlackForcedSquare", Squares: refForced}, movegen.Black, false, forced),
		// "every move of the side must give check" (plain UltraSchachZwang: the side
		// that defends, Black while White attacks).
		condRef{spec: ConditionSpec{Name: "WhiteUltraSchachZwang"}, outcome: refPlain, lawful: refGivesCheck(movegen.White)},
		condRef{spec: ConditionSpec{Name: "UltraSchachZwang"}, outcome: refPlain, lawful: refGivesCheck(movegen.Black)},
		// "a piece (not a pawn or king) that moves to its side's second rank becomes a
		// pawn".
		condRef{spec: ConditionSpec{Name: "RelegationChess"}, outcome: refRelegation},
		// "a piece captures only a piece of its own kind, a king nothing; a moved queen
		// becomes a knight and back, a rook a bishop and back", check orthodox.
		condRef{spec: ConditionSpec{Name: "NorskSjakk"}, outcome: refNorsk},
		// "a piece moves without capturing from its Circe rebirth square (empty, or its
		// own), captures from its own square"; check orthodox.
		condRef{spec: ConditionSpec{Name: "AntiMarsCirce"}, moves: refAntiMarsMoves, noNeutrals: true},
		// "a piece observed by an enemy piece of some walk may not move, capture or
		// observe where a piece of that walk would move from its square".
		condRef{spec: ConditionSpec{Name: "PartialParalysis"}, outcome: func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
			return m.after, !slices.Contains(refClosed(*b, m.from, c), m.to)
		}, check: refPartialCheck, noNeutrals: true, valid: refNoAttributes,
			// orthodox walks and two riders: with some fairy walks (hoppers over
			// their own lines) engine and rule differ on boards not yet looked into
			onlyWalks: []Walk{King, Queen, Rook, Bishop, Knight, Pawn, Nightrider, Grasshopper}},
		// "after a mating move the pieces that give check change sides, unless that
		// leaves the mover in check".
		condRef{spec: ConditionSpec{Name: "#C"}, outcome: refMateC, noNeutrals: true},
		// "a piece may move, capture or check only while a piece of its side observes
		// it".
		condRef{spec: ConditionSpec{Name: "UltraPatrol"}, outcome: func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
			return m.after, refSupported(*b, m.from, c)
		}, check: refPatrolCheck(false), noNeutrals: true},
		// "after a move from or to a centre square the centre turns: e4 to d4, d4 to
		// d5, d5 to e5, e5 to e4".
		condRef{spec: ConditionSpec{Name: "ActuatedRevolvingCentre"}, outcome: refRevolvingCentre},
		// "a chameleon goes through the walks named, the last to the first".
		condRef{spec: refChameleonSeq, outcome: refChameleonSequence, extra: func(rng *rand.Rand, b *Board) {
			for k := 0; k < 3; k++ {
				if s := movegen.Square(rng.IntN(64)); b[s] == NoPiece {
					w := []Walk{Queen, Rook, Bishop, Knight, Nightrider}[rng.IntN(5)]
					b[s] = MakePiece(w, []Side{WhiteSide, BlackSide}[rng.IntN(2)], Attrs(Chameleon))
				}
			}
		}},
		// "a piece with an enemy piece beside it moves, captures and observes as that
		// piece (as both, with two)".
		func() condRef {
			moves, check := refMovesAndCheck(refCheekMoves)
			// orthodox walks: with some fairy walks two walks make the same board by
			// different moves, which the engine keeps apart (not yet compared with
			// Popeye)
			return condRef{spec: ConditionSpec{Name: "CheekToCheek"}, moves: moves, check: check, noPawns: true,
				onlyWalks: []Walk{King, Queen, Rook, Bishop, Knight, Nightrider}}
		}(),
		// "the side must move the piece first in the order a1, a2, …, h8 that can".
		refStrict(ConditionSpec{Name: "BlackAlphabeticChess"}, movegen.Black, false, func(m refPlay) int {
			return 64 - (m.from.File()*8 + m.from.Rank())
		}),
	)
}

// refStrict: a mummer condition of Popeye's strictness (conditions/mummer.c). Regular:
// the side plays the legal moves of the greatest measure. Exact: the greatest measure
// is taken over the pseudo-legal moves, those leaving the own king in check included.
// Ultra (and ConsequentForcedSquare): exact with a floor of 1 (a MustCapture side only
// captures), and the side checks only by a capture of that greatest measure. Pawns are
// left off: the measure does not see promotion, the rule neither.
func refStrict(spec ConditionSpec, side movegen.Color, ultra bool, measure func(refPlay) int) condRef {
	exact := ultra || slices.Contains(spec.Variants, "Exact")
	floor := 0
	if ultra {
		floor = 1
	}
	greatest := func(b Board, c movegen.Color) int {
		best := floor
		for _, m := range plainMoves(b, c) {
			best = max(best, measure(m))
		}
		return best
	}
	r := condRef{spec: spec, outcome: refPlain, noNeutrals: true}
	r.choose = func(before *Board, ms []refPlay, outs []Board, c movegen.Color) []Board {
		if c != side {
			return outs
		}
		best := floor
		if exact {
			best = greatest(*before, c)
		} else {
			for _, m := range ms {
				best = max(best, measure(m))
			}
		}
		var out []Board
		for i, m := range ms {
			if measure(m) == best {
				out = append(out, outs[i])
			}
		}
		return out
	}
	if ultra {
		r.check = func(b Board, c movegen.Color) bool {
			by := c.Other()
			if by != side {
				return refAttacked(b, c)
			}
			best := greatest(b, by)
			return slices.ContainsFunc(plainMoves(b, by), func(m refPlay) bool {
				return m.captured.IsRoyal() && m.captured.Belongs(c) && measure(m) == best
			})
		}
	}
	return r
}

// TestSynchronMoverReference: White/Black(Anti)SynchronMover, "the side must play a move
// of the same vector as the last move (the opposite one) when it can", checked after
// up to three random moves.
func TestSynchronMoverReference(t *testing.T) {
	for _, name := range []string{"WhiteSynchronMover", "BlackAntiSynchronMover"} {
		side, sign := movegen.White, 1
		if name == "BlackAntiSynchronMover" {
			side, sign = movegen.Black, -1
		}
		historyGames(t, ConditionSpec{Name: name}, 15, func(g *Game, rng *rand.Rand) {
			df, dr, moved := 0, 0, false
			playRandomMoves(g, rng, func(m movegen.Move) {
				df, dr, moved = m.To().File()-m.From().File(), m.To().Rank()-m.From().Rank(), true
			})
			b, c := g.boardNow(), g.side
			var all, same []string
			for _, m := range plainMoves(b, c) {
				if !refAttacked(m.after, c) {
					all = append(all, fmt.Sprint(m.after))
					if m.to.File()-m.from.File() == sign*df && m.to.Rank()-m.from.Rank() == sign*dr {
						same = append(same, fmt.Sprint(m.after))
					}
				}
			}
			want := all
			if len(same) > 0 && c == side && moved {
				want = same
			}
			got := legalBoards(g)
			slices.Sort(want)
			require.Equal(t, want, got, "%s, %v to move on %v, vector %d %d", name, c, b, df, dr)
		})
	}
}

// refGivesCheck: a move of side is lawful when it leaves the other side's king attacked.
func refGivesCheck(side movegen.Color) func(out Board, c movegen.Color) bool {
	return func(out Board, c movegen.Color) bool { return c != side || refAttacked(out, c.Other()) }
}

// TestUltraSchachZwangImmobility: a side bound by UltraSchachZwang and in check is mated
// only when it has no move at all, checking or not (Popeye's mate test leaves the rule
// out); one not in check is stalemated when it has no checking move.
func TestUltraSchachZwangImmobility(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 18))
	cond, err := NewCondition(ConditionSpec{Name: "BlackUltraSchachZwang"})
	require.NoError(t, err)
	for i := 0; i < 200; i++ {
		b := refKingsBoard(rng)
		if refAttacked(b, movegen.White) {
			continue
		}
		g := New(Setup{Board: b, SideToMove: movegen.Black, Conditions: []Condition{cond}})
		var any, checking bool
		for _, m := range plainMoves(b, movegen.Black) {
			if !refAttacked(m.after, movegen.Black) {
				any = true
				checking = checking || refAttacked(m.after, movegen.White)
			}
		}
		want := !checking
		if refAttacked(b, movegen.Black) {
			want = !any
		}
		require.Equal(t, want, g.Immobile(), "%v", b)
	}
}

func refRelegation(b *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	second := map[movegen.Color]int{movegen.White: 1, movegen.Black: 6}[c]
	p := out[m.to]
	if mover := b[m.from]; p != NoPiece && !mover.IsRoyal() && !isPawn(mover.Walk()) && !isPawn(p.Walk()) && m.to.Rank() == second {
		out[m.to] = p.WithWalk(Pawn)
	}
	return out, true
}

func refNorsk(b *Board, m refPlay, _ movegen.Color) (Board, bool) {
	mover := b[m.from]
	if m.capSq != movegen.NoSquare && (mover.IsRoyal() || mover.Walk() != m.captured.Walk()) {
		return Board{}, false
	}
	out := m.after
	if p := out[m.to]; p != NoPiece && p.Walk() == mover.Walk() {
		swap := map[Walk]Walk{Queen: Knight, Knight: Queen, Rook: Bishop, Bishop: Rook}
		if w, ok := swap[p.Walk()]; ok {
			out[m.to] = p.WithWalk(w)
		}
	}
	return out, true
}

// TestAMUReference: AMU, "a move mates only when the moving piece was attacked exactly
// once (by one piece of the other side) on its departure square", after a random
// first move: the side to move is immobile as the goals see it when it has no legal
// move and, in check, the move's piece was so attacked.
func TestAMUReference(t *testing.T) {
	rng := rand.New(rand.NewPCG(19, 20))
	cond, err := NewCondition(ConditionSpec{Name: "AMU"})
	require.NoError(t, err)
	for i := 0; i < 300; i++ {
		b := refKingsBoard(rng)
		c := movegen.Color(rng.IntN(2))
		if refAttacked(b, c.Other()) {
			continue
		}
		g := New(Setup{Board: b, SideToMove: c, Conditions: []Condition{cond}})
		ms := g.LegalMoves(nil)
		if len(ms) == 0 {
			continue
		}
		m := ms[rng.IntN(len(ms))]
		attackers := map[movegen.Square]bool{}
		for _, p := range plainMoves(b, c.Other()) {
			if p.capSq == m.From() {
				attackers[p.from] = true
			}
		}
		text := g.MoveText(m, movegen.English)
		g.Make(m)
		after := g.boardNow()
		stuck := !slices.ContainsFunc(plainMoves(after, c.Other()), func(p refPlay) bool { return !refAttacked(p.after, c.Other()) })
		want := stuck
		if refAttacked(after, c.Other()) {
			want = stuck && len(attackers) == 1
		}
		require.Equal(t, want, g.Immobile(), "%v after %s", b, text)
	}
}

func refAntiMarsMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		if m.capSq != movegen.NoSquare {
			out = append(out, m.after)
		}
	}
	for s, p := range b {
		from := movegen.Square(s)
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		r := refCirceSquare(p.Walk(), from, c)
		if p.Walk() == King {
			r = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[c])
		}
		if r != from && b[r] != NoPiece {
			continue
		}
		moved := b
		moved[from], moved[r] = NoPiece, p
		for _, m := range plainMoves(moved, c) {
			if m.from == r && m.capSq == movegen.NoSquare && m.to != from {
				out = append(out, m.after)
			}
		}
	}
	return append(out, refAntiMarsCastlings(b, c)...)
}

// refAntiMarsCastlings: the castlings of AntiMarsCirce on a board without castling
// rights, as Popeye plays them (conditions/marscirce/anti.c): c's king, moved to its
// home (empty or its own), castles with a rook of c moved to its rebirth square (a
// corner, empty), which gets that corner's right; the king not in check on its home,
// the squares between it and the corner empty, the square it passes not attacked.
func refAntiMarsCastlings(b Board, c movegen.Color) []Board {
	var out []Board
	rank := map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[c]
	home := movegen.MakeSquare(4, rank)
	k := slices.IndexFunc(b[:], func(p Piece) bool { return p.Walk() == King && p.Belongs(c) })
	if k < 0 || movegen.Square(k) != home && b[home] != NoPiece {
		return nil
	}
	king := b[k]
	for s, rook := range b {
		corner := refCirceSquare(Rook, movegen.Square(s), c)
		if rook.Walk() != Rook || !rook.Belongs(c) || b[corner] != NoPiece {
			continue
		}
		moved := b
		moved[k], moved[s] = NoPiece, NoPiece
		moved[home], moved[corner] = king, rook
		dir := movegen.Square(1)
		if corner.File() == 0 {
			dir = -1
		}
		clear := true
		for t := home + dir; t != corner; t += dir {
			clear = clear && moved[t] == NoPiece
		}
		passed := moved
		passed[home], passed[home+dir] = NoPiece, king
		if !clear || refAttacked(moved, c) || refAttacked(passed, c) {
			continue
		}
		castled := passed
		castled[home+dir], castled[home+2*dir], castled[corner] = rook, king, NoPiece
		out = append(out, castled)
	}
	return out
}

// refClosed returns the squares closed to c's piece on s under PartialParalysis: those
// a piece of the walk of an enemy piece that could capture it would reach from s.
func refClosed(b Board, s movegen.Square, c movegen.Color) []movegen.Square {
	var walks []Walk
	for _, m := range plainMoves(b, c.Other()) {
		if w := b[m.from].Walk(); m.capSq == s && !slices.Contains(walks, w) {
			walks = append(walks, w)
		}
	}
	var closed []movegen.Square
	for _, w := range walks {
		as := b
		as[s] = b[s].WithWalk(w)
		for _, m := range plainMoves(as, c) {
			if m.from == s {
				closed = append(closed, m.to)
			}
		}
	}
	return closed
}

// refPartialCheck: c's king is in check when an enemy piece could capture it and the
// king's square is not closed to that piece.
func refPartialCheck(b Board, c movegen.Color) bool {
	return slices.ContainsFunc(plainMoves(b, c.Other()), func(m refPlay) bool {
		return m.captured.IsRoyal() && m.captured.Belongs(c) && !slices.Contains(refClosed(b, m.from, c.Other()), m.to)
	})
}

func refMateC(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	o := c.Other()
	if !refAttacked(out, o) || slices.ContainsFunc(plainMoves(out, o), func(p refPlay) bool { return !refAttacked(p.after, o) }) {
		return out, true
	}
	changed := out
	for _, p := range plainMoves(out, c) {
		if p.captured.IsRoyal() && p.captured.Belongs(o) && !out[p.from].IsRoyal() {
			changed[p.from] = out[p.from].WithSide(SideOf(o))
		}
	}
	if refAttacked(changed, c) {
		return out, true
	}
	return changed, true
}

// TestChameleonPursuitReference: ChameleonPursuit, "a piece (not a king) that moves to
// the square the last move left changes sides", checked after up to three random
// moves.
func TestChameleonPursuitReference(t *testing.T) {
	historyGames(t, ConditionSpec{Name: "ChameleonPursuit"}, 21, func(g *Game, rng *rand.Rand) {
		left := movegen.NoSquare
		playRandomMoves(g, rng, func(m movegen.Move) { left = m.From() })
		b, c := g.boardNow(), g.side
		var want []string
		for _, m := range plainMoves(b, c) {
			out := m.after
			if p := out[m.to]; m.to == left && p != NoPiece && !b[m.from].IsRoyal() && !p.Neutral() {
				out[m.to] = p.WithSide(SideOf(c.Other()))
			}
			if !refAttacked(out, c) {
				want = append(want, fmt.Sprint(out))
			}
		}
		got := legalBoards(g)
		slices.Sort(want)
		require.Equal(t, want, got, "%v to move on %v, left %v", c, b, left)
	})
}

func refRevolvingCentre(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
	out := m.after
	centre := []movegen.Square{movegen.E4, movegen.D4, movegen.D5, movegen.E5}
	if slices.Contains(centre, m.from) || slices.Contains(centre, m.to) {
		e4, d4, d5, e5 := out[movegen.E4], out[movegen.D4], out[movegen.D5], out[movegen.E5]
		out[movegen.D4], out[movegen.D5], out[movegen.E5], out[movegen.E4] = e4, d4, d5, e5
	}
	return out, true
}

func refChameleonSequence(b *Board, m refPlay, _ movegen.Color) (Board, bool) {
	out := m.after
	mover := b[m.from]
	if p := out[m.to]; mover.Has(Chameleon) && !isPawn(mover.Walk()) && p != NoPiece {
		next := map[Walk]Walk{Queen: Bishop, Bishop: Knight, Knight: Rook, Rook: Queen}
		w, ok := next[mover.Walk()]
		if !ok {
			w = mover.Walk()
		}
		out[m.to] = p.WithWalk(w)
	}
	return out, true
}

func refCheekMoves(b Board, c movegen.Color) []refPlay {
	var out []refPlay
	for s, p := range b {
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		var walks []Walk
		for _, d := range []int{-1, 1} {
			if f := s + d; f/8 == s/8 && f >= 0 && f < 64 && b[f] != NoPiece && b[f].Belongs(c.Other()) {
				walks = append(walks, b[f].Walk())
			}
		}
		if len(walks) == 0 {
			walks = []Walk{p.Walk()}
		}
		seen := map[string]bool{}
		for _, w := range walks {
			b2 := b
			b2[s] = p.WithWalk(w)
			for _, m := range plainMoves(b2, c) {
				if m.from != movegen.Square(s) {
					continue
				}
				if m.after[m.to] != NoPiece {
					m.after[m.to] = p
				}
				// a move both walks make is one move
				if key := fmt.Sprint(m.to, m.capSq, m.after); !seen[key] {
					seen[key] = true
					out = append(out, m)
				}
			}
		}
	}
	return out
}
