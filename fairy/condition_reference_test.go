package fairy

import (
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The conditions against the manual: for every condition, a rule written from Popeye's
// manual (py-engl.txt) on top of the plain game's moves says which positions the side
// to move may reach; the engine's legal moves under the condition must reach exactly
// those (as a multiset of boards).

// refPlay is a move of the plain game (no condition), as the reference rules see it.
type refPlay struct {
	from, to movegen.Square
	capSq    movegen.Square // movegen.NoSquare when nothing is captured
	captured Piece
	after    Board // the board after the plain move
}

// condRef is a condition's rule as the manual states it.
type condRef struct {
	spec ConditionSpec
	// outcome returns the board a plain move of c leads to under the condition, and
	// false when the condition forbids it.
	outcome func(before *Board, m refPlay, c movegen.Color) (Board, bool)
	// choose narrows the legal outcomes of c (nil: all stay).
	choose func(before *Board, ms []refPlay, outs []Board, c movegen.Color) []Board
	// check reports whether c's royal piece on b is in check (nil: attacked by the
	// plain rules).
	check func(b Board, c movegen.Color) bool
	// lawful reports whether the outcome out of a move of c is legal besides c's royal
	// piece being safe (nil: it is).
	lawful func(out Board, c movegen.Color) bool
	// moves lists the outcomes of c's moves when the condition changes how pieces move
	// (it replaces outcome).
	moves func(b Board, c movegen.Color) []Board
	// noPawns leaves the pawns off the random boards (their promotions are not
	// modelled by the rule), noNeutrals the neutral pieces (whose side the rule does not
	// say).
	noPawns, noNeutrals bool
	// noWalks are walks left off the random boards because the rule does not say how
	// the condition treats them.
	noWalks []Walk
}

var condRefs = []condRef{
	{spec: ConditionSpec{Name: "NoCapture"}, outcome: func(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
		return m.after, m.capSq == movegen.NoSquare
	}},
	{spec: ConditionSpec{Name: "NoWhiteCapture"}, outcome: func(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
		return m.after, m.capSq == movegen.NoSquare || c == movegen.Black
	}},
	{spec: ConditionSpec{Name: "Circe"}, outcome: refCirce},
	{spec: ConditionSpec{Name: "AntiCirce"}, outcome: refAntiCirce, check: refAntiCirceCheck},
	{spec: ConditionSpec{Name: "ChecklessChess"}, outcome: refPlain, lawful: func(out Board, c movegen.Color) bool {
		return !refAttacked(out, c.Other()) || !refChecklessHasMove(out, c.Other(), 1)
	}},
	{spec: ConditionSpec{Name: "Madrasi"}, outcome: func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
		return m.after, !refParalysed(b, m.from, c)
	}, check: refMadrasiCheck,
		// A querquisite moves as the piece of its file's initial array: whether Madrasi
		// takes it for a piece of that kind the rule does not say (engine and rule
		// disagree on such boards; Popeye's answer is still to be taken).
		noWalks: []Walk{Querquisite}},
	{spec: ConditionSpec{Name: "Isardam"}, outcome: refPlain, lawful: func(out Board, _ movegen.Color) bool {
		return !refIsardamPair(&out)
	}, check: refIsardamCheck},
	{spec: ConditionSpec{Name: "AndernachChess"}, outcome: refAndernach(false)},
	{spec: ConditionSpec{Name: "AntiAndernachChess"}, outcome: refAndernach(true)},
	{spec: ConditionSpec{Name: "MarsCirce"}, moves: refMarsMoves, check: func(b Board, c movegen.Color) bool {
		k := movegen.NoSquare
		for s, p := range b {
			if p.IsRoyal() && p.Belongs(c) {
				k = movegen.Square(s)
			}
		}
		return k != movegen.NoSquare && slices.ContainsFunc(refMarsCaptures(b, c.Other()), func(m refPlay) bool { return m.capSq == k })
	}},
	{spec: ConditionSpec{Name: "AnnanChess"}, moves: func(b Board, c movegen.Color) []Board {
		var out []Board
		for _, m := range refAnnanMoves(b, c) {
			out = append(out, m.after)
		}
		return out
	}, check: func(b Board, c movegen.Color) bool {
		return slices.ContainsFunc(refAnnanMoves(b, c.Other()), func(m refPlay) bool {
			return m.captured.IsRoyal() && m.captured.Belongs(c)
		})
	}, noPawns: true},
	{spec: ConditionSpec{Name: "Take&MakeChess"}, moves: refTakeMake, noPawns: true, noNeutrals: true},
	{spec: ConditionSpec{Name: "BlackMaximummer"}, outcome: refPlain, choose: refMummer(movegen.Black, true)},
	{spec: ConditionSpec{Name: "WhiteMinimummer"}, outcome: refPlain, choose: refMummer(movegen.White, false)},
	{spec: ConditionSpec{Name: "FrankfurtChess"}, outcome: refFrankfurt(false, false)},
	{spec: ConditionSpec{Name: "ProteanChess"}, outcome: refFrankfurt(true, false)},
	{spec: ConditionSpec{Name: "FrankfurtChess", Variants: []string{"RexExclusive"}}, outcome: refFrankfurt(false, true)},
	{spec: ConditionSpec{Name: "Bicolores"}, outcome: refPlain, check: refBicoloresCheck, noNeutrals: true},
	// Pawns (and the gryphon's and ship's pawn parts) move from the first rank under
	// Einstein: the plain moves the rule starts from lack those.
	{spec: ConditionSpec{Name: "EinsteinChess"}, outcome: refEinstein(false), noPawns: true, noWalks: einsteinPawnLike},
	{spec: ConditionSpec{Name: "ReversalEinsteinChess"}, outcome: refEinstein(true), noPawns: true, noWalks: einsteinPawnLike},
	{spec: ConditionSpec{Name: "Tibet"}, outcome: refTibet(false)},
	{spec: ConditionSpec{Name: "DoubleTibet"}, outcome: refTibet(true)},
	{spec: ConditionSpec{Name: "CavalierMajeur"}, outcome: refCavalierMajeur, noWalks: []Walk{Knight}}, // Popeye refuses knights
	{spec: ConditionSpec{Name: "Sentinelles"}, outcome: refSentinelles(false, 8, 16), noNeutrals: true},
	{spec: ConditionSpec{Name: "Sentinelles", Variants: []string{"PionAdvers", "MaximumTotal"}, Numbers: []int{5}},
		outcome: refSentinelles(true, 8, 5), noNeutrals: true},
}

// refSentinelles: Sentinelles, "a piece (not a pawn) leaving a square that is not on the
// first or last rank leaves a pawn of its side there (of the other side with
// PionAdvers), unless that side has max pawns or both sides total".
func refSentinelles(adverse bool, max, total int) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
		out := m.after
		if isPawn(b[m.from].Walk()) || m.from.Rank() == 0 || m.from.Rank() == 7 || out[m.from] != NoPiece {
			return out, true
		}
		if adverse {
			c = c.Other()
		}
		own, all := 0, 0
		for _, p := range out {
			if p.Walk() == Pawn {
				all++
				if p.Belongs(c) {
					own++
				}
			}
		}
		if own < max && all < total {
			out[m.from] = MakePiece(Pawn, SideOf(c), 0)
		}
		return out, true
	}
}

// refCavalierMajeur: CavalierMajeur, "the nightrider replaces the knight as a standard
// piece": a promotion to a knight is one to a nightrider (once, when a nightrider on
// the board makes it a promotion already).
func refCavalierMajeur(b *Board, m refPlay, _ movegen.Color) (Board, bool) {
	out := m.after
	p := out[m.to]
	if b[m.from].Walk() == p.Walk() || p.Walk() != Knight {
		return out, true
	}
	if slices.ContainsFunc(b[:], func(q Piece) bool { return q.Walk() == Nightrider }) {
		return out, false
	}
	out[m.to] = p.WithWalk(Nightrider)
	return out, true
}

// refTibet: Tibet, "a black piece (not a king) that captures a piece of another kind
// changes its colour"; DoubleTibet, the same for both sides. A piece that already
// belongs to the other side (neutral) stays.
func refTibet(double bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
		out := m.after
		p := out[m.to]
		if m.capSq == movegen.NoSquare || !double && c != movegen.Black || b[m.from].IsRoyal() || p == NoPiece ||
			p.Walk() == m.captured.Walk() || p.Belongs(c.Other()) {
			return out, true
		}
		out[m.to] = p.WithSide(SideOf(c.Other()))
		return out, true
	}
}

var einsteinPawnLike = []Walk{Gryphon, Ship}

// refEinstein: EinsteinChess, "a piece that captures becomes the next stronger of pawn,
// knight, bishop, rook, queen; one that moves without capturing the next weaker (a queen
// stays a queen, a pawn a pawn, other pieces and the king stay)"; ReversalEinsteinChess
// the other way round.
func refEinstein(reversal bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	ladder := []Walk{Pawn, Knight, Bishop, Rook, Queen}
	return func(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
		out := m.after
		p := out[m.to]
		i := slices.Index(ladder, p.Walk())
		if p == NoPiece || i < 0 {
			return out, true
		}
		if up := (m.capSq != movegen.NoSquare) != reversal; up && i < len(ladder)-1 {
			out[m.to] = p.WithWalk(ladder[i+1])
		} else if !up && i > 0 {
			out[m.to] = p.WithWalk(ladder[i-1])
		}
		return out, true
	}
}

// refBicoloresCheck: Bicolores, "a king is in check when attacked by a piece of either
// colour": the plain attack, or a plain capture by c's own pieces of an enemy piece put
// in the royal piece's place.
func refBicoloresCheck(b Board, c movegen.Color) bool {
	if refAttacked(b, c) {
		return true
	}
	for s, p := range b {
		if p.IsRoyal() && p.Belongs(c) {
			b2 := b
			b2[s] = MakePiece(Queen, SideOf(c.Other()), 0)
			// plainMoves's game has en passant on a1 (Setup's zero square): a pawn's
			// capture counts only on the square itself.
			return slices.ContainsFunc(plainMoves(b2, c), func(m refPlay) bool {
				return m.capSq == movegen.Square(s) && (m.to == m.capSq || !isPawn(b2[m.from].Walk()))
			})
		}
	}
	return false
}

// refFrankfurt: FrankfurtChess, "a piece that captures takes the walk of the piece it
// captured; a king becomes a royal piece of that walk (not with RexExclusive)"; a pawn
// that captures on its last rank becomes the captured piece instead of promoting (of
// its promotions, the rule keeps the queen's), unless it takes a pawn. ProteanChess:
// the same, but taking a pawn gives a reverse pawn and a reverse pawn a pawn.
func refFrankfurt(protean, rexExclusive bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
		out := m.after
		p := b[m.from]
		if m.captured == NoPiece || p.IsRoyal() && rexExclusive {
			return out, true
		}
		w := m.captured.Walk()
		if protean && w == Pawn {
			w = ReversePawn
		} else if protean && w == ReversePawn {
			w = Pawn
		}
		if out[m.to].Walk() != p.Walk() { // a promotion
			if w == p.Walk() {
				return out, true
			}
			if out[m.to].Walk() != Queen {
				return out, false
			}
		}
		q := out[m.to].WithWalk(w)
		if p.IsRoyal() && !q.IsRoyal() {
			q |= Piece(Attrs(Royal)) << attrShift
		}
		out[m.to] = q
		return out, true
	}
}

// refChecklessHasMove: ChecklessChess, "a move giving check is illegal unless it
// mates", with mate asked the same way for the mated side's moves, down to Popeye's
// depth, where a check is illegal.
func refChecklessHasMove(b Board, c movegen.Color, depth int) bool {
	for _, m := range plainMoves(b, c) {
		if refAttacked(m.after, c) {
			continue
		}
		if refAttacked(m.after, c.Other()) &&
			(depth >= checklessDepth || refChecklessHasMove(m.after, c.Other(), depth+1)) {
			continue
		}
		return true
	}
	return false
}

// refParalysed: Madrasi, "a piece (not a king) observed by an enemy piece of its own
// kind is paralysed", the observation by the reference generator's captures.
func refParalysed(b *Board, s movegen.Square, c movegen.Color) bool {
	p := b[s]
	if p.IsRoyal() {
		return false
	}
	var rb refBoard
	for q, x := range b {
		rb.sq[q%8][q/8] = x.Without(Uncapturable) // observation is geometry
	}
	for f, q := range b {
		if q == NoPiece || q.Walk() != p.Walk() || !q.Belongs(c.Other()) || movegen.Square(f) == s {
			continue
		}
		for _, m := range rb.refMoves(f%8, f/8, c.Other()) {
			if m.cap == s {
				return true
			}
		}
	}
	return false
}

// refMadrasiCheck: a royal piece is in check when an enemy piece that is not paralysed
// could capture it.
func refMadrasiCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) && !refParalysed(&b, m.from, c.Other()) {
			return true
		}
	}
	return false
}

// refIsardamPair: Isardam, "a move is illegal when it leaves two pieces (not kings) of
// the same walk and opposite sides observing each other": some piece stands observed
// as Madrasi would paralyse it.
func refIsardamPair(b *Board) bool {
	for s, p := range b {
		for c := movegen.White; c <= movegen.Black; c++ {
			if p != NoPiece && p.Belongs(c) && refParalysed(b, movegen.Square(s), c) {
				return true
			}
		}
	}
	return false
}

// refIsardamCheck: in type A a check is validated by playing the capture of the royal
// piece: c is in check when the other side has a capture of it that leaves no pair.
func refIsardamCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) && !refIsardamPair(&m.after) {
			return true
		}
	}
	return false
}

// refAndernach: AndernachChess, "a piece (not a king) that captures changes its
// colour"; AntiAndernachChess, "a piece (not a king) that moves without capturing
// changes its colour". A piece that already belongs to the other side (neutral) stays.
func refAndernach(anti bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
		out := m.after
		p := out[m.to]
		if (m.capSq == movegen.NoSquare) != anti || b[m.from].IsRoyal() || p == NoPiece || p.Belongs(c.Other()) {
			return out, true
		}
		out[m.to] = p.WithSide(SideOf(c.Other()))
		return out, true
	}
}

// refMarsCaptures: MarsCirce, "a piece captures from its Circe rebirth square, which
// must be empty (or its own square)": the plain captures of each piece of c put on its
// rebirth square, from its own square.
func refMarsCaptures(b Board, c movegen.Color) []refPlay {
	var out []refPlay
	for s, p := range b {
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		r := refCirceSquare(p.Walk(), movegen.Square(s), c)
		if p.Walk() == King {
			r = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[c])
		}
		if r != movegen.Square(s) && b[r] != NoPiece {
			continue
		}
		b2 := b
		b2[s], b2[r] = NoPiece, p
		for _, m := range plainMoves(b2, c) {
			if m.from == r && m.capSq != movegen.NoSquare {
				m.from = movegen.Square(s)
				out = append(out, m)
			}
		}
	}
	return out
}

// refMarsMoves: the plain moves without capture and the MarsCirce captures.
func refMarsMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		if m.capSq == movegen.NoSquare {
			out = append(out, m.after)
		}
	}
	for _, m := range refMarsCaptures(b, c) {
		out = append(out, m.after)
	}
	return out
}

// refAnnanMoves: AnnanChess, "a piece standing directly in front of a friendly piece
// moves like that piece": each piece of c played with the walk of its own piece right
// behind it, and put back with its own walk.
func refAnnanMoves(b Board, c movegen.Color) []refPlay {
	var out []refPlay
	back := -8
	if c == movegen.Black {
		back = 8
	}
	for s, p := range b {
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		b2 := b
		if r := s + back; r >= 0 && r < 64 && b[r] != NoPiece && b[r].Belongs(c) {
			b2[s] = p.WithWalk(b[r].Walk())
		}
		for _, m := range plainMoves(b2, c) {
			if m.from == movegen.Square(s) {
				if m.after[m.to] != NoPiece {
					m.after[m.to] = p
				}
				out = append(out, m)
			}
		}
	}
	return out
}

// refTakeMake: Take&MakeChess, "after capturing, the capturing piece must make a
// non-capturing move from the capture square with the moving power of the captured
// piece (as its side moves it); a capture that cannot is illegal", the make move from
// the capturer's arrival square.
func refTakeMake(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		if m.capSq == movegen.NoSquare {
			out = append(out, m.after)
			continue
		}
		p := m.after[m.to]
		b2 := m.after
		b2[m.to] = m.captured.WithAttrs(0)
		for _, mk := range plainMoves(b2, c.Other()) {
			if mk.from == m.to && mk.capSq == movegen.NoSquare {
				o := mk.after
				o[mk.to] = p
				out = append(out, o)
			}
		}
	}
	return out
}

func refPlain(_ *Board, m refPlay, _ movegen.Color) (Board, bool) { return m.after, true }

// refMummer: "side must play its geometrically longest (shortest) move", the length
// measured from departure to arrival square.
func refMummer(side movegen.Color, longest bool) func(*Board, []refPlay, []Board, movegen.Color) []Board {
	return func(_ *Board, ms []refPlay, outs []Board, c movegen.Color) []Board {
		if c != side {
			return outs
		}
		dist := func(m refPlay) float64 {
			df, dr := float64(m.to.File()-m.from.File()), float64(m.to.Rank()-m.from.Rank())
			return math.Sqrt(df*df + dr*dr)
		}
		var best float64
		for i, m := range ms {
			if d := dist(m); i == 0 || (d > best) == longest && d != best {
				best = d
			}
		}
		var out []Board
		for i, m := range ms {
			if dist(m) == best {
				out = append(out, outs[i])
			}
		}
		return out
	}
}

// refAntiCirce: "the capturing piece is reborn on its Circe square (as the capture
// square determines it); a capture is illegal when that square is occupied, except by
// the capturer itself before it moved; in the Calvet type it may capture on its rebirth
// square and stays there. Kings are reborn too."
func refAntiCirce(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	b := m.after
	if m.captured == NoPiece {
		return b, true
	}
	p := b[m.to]
	sq := refCirceSquare(p.Walk(), m.to, c)
	if p.Walk() == King {
		sq = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[c])
	}
	if sq == m.to {
		return b, true
	}
	if b[sq] != NoPiece {
		return b, false
	}
	b[m.to], b[sq] = NoPiece, p
	return b, true
}

// refAntiCirceCheck: a royal piece is in check when the other side has a capture of it
// that AntiCirce allows.
func refAntiCirceCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured.IsRoyal() && m.captured.Belongs(c) {
			if _, ok := refAntiCirce(&b, m, c.Other()); ok {
				return true
			}
		}
	}
	return false
}

// refCirce: "a captured piece is reborn on its game-array square: a pawn on the second
// rank of its side on the file of capture, a rook, knight or bishop on its square of the
// capture square's colour, the queen on d1/d8; fairy pieces on the promotion square of
// the file of capture. If the rebirth square is occupied the piece vanishes; kings are
// not reborn."
func refCirce(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	b := m.after
	p := m.captured
	if p == NoPiece || p.IsRoyal() {
		return b, true
	}
	if sq := refCirceSquare(p.Walk(), m.capSq, c.Other()); b[sq] == NoPiece {
		b[sq] = p
	}
	return b, true
}

// refCirceSquare is the rebirth square of a piece of walk w of side owner (the side that
// did not capture) captured on capSq.
func refCirceSquare(w Walk, capSq movegen.Square, owner movegen.Color) movegen.Square {
	home, pawnRank, promo := 0, 1, 7
	if owner == movegen.Black {
		home, pawnRank, promo = 7, 6, 0
	}
	light := func(s movegen.Square) bool { return (s.File()+s.Rank())%2 == 1 }
	sameColour := func(f1, f2 int) movegen.Square {
		if s := movegen.MakeSquare(f1, home); light(s) == light(capSq) {
			return s
		}
		return movegen.MakeSquare(f2, home)
	}
	switch {
	case w == Pawn || w == BerolinaPawn:
		return movegen.MakeSquare(capSq.File(), pawnRank)
	case w == Rook:
		return sameColour(0, 7)
	case w == Knight:
		return sameColour(1, 6)
	case w == Bishop:
		return sameColour(2, 5)
	case w == Queen:
		return movegen.MakeSquare(3, home)
	}
	return movegen.MakeSquare(capSq.File(), promo)
}

// plainMoves returns the plain game's pseudo-legal moves of the side to move on b.
func plainMoves(b Board, c movegen.Color) []refPlay {
	g := New(Setup{Board: b, SideToMove: c})
	var out []refPlay
	for _, m := range g.pseudo(nil, c) {
		d := g.decode(m)
		pm := refPlay{from: m.From(), to: m.To(), capSq: movegen.NoSquare}
		if cs := g.capturedSquare(d); cs != 0 {
			pm.capSq, pm.captured = square(cs), g.board[cs]
		}
		g.Make(m)
		pm.after = g.boardNow()
		g.Unmake()
		out = append(out, pm)
	}
	return out
}

// boardNow returns the game's board as a diagram.
func (g *Game) boardNow() Board {
	var b Board
	for s := movegen.Square(0); s < 64; s++ {
		b[s] = g.board[box(s)]
	}
	return b
}

// refAttacked reports whether c's royal piece on b is attacked by the plain rules.
func refAttacked(b Board, c movegen.Color) bool {
	g := New(Setup{Board: b, SideToMove: c})
	k := g.royal[c]
	return k != 0 && g.attacked(k, c.Other())
}

// TestConditionReference: on random boards, the positions each condition's legal
// moves reach are those its manual rule reaches.
func TestConditionReference(t *testing.T) {
	n := 400
	if testing.Short() {
		n = 100
	}
	for _, ref := range condRefs {
		t.Run(ref.spec.Name, func(t *testing.T) {
			rng := rand.New(rand.NewPCG(3, 4))
			cond, err := NewCondition(ref.spec)
			require.NoError(t, err)
			for i := 0; i < n; i++ {
				b := randomBoard(rng)
				for s, p := range b {
					if p.IsRoyal() || ref.noPawns && isPawn(p.Walk()) || ref.noNeutrals && p.Neutral() || slices.Contains(ref.noWalks, p.Walk()) {
						b[s] = NoPiece
					}
				}
				wk, bk := movegen.Square(rng.IntN(64)), movegen.Square(rng.IntN(63))
				if bk >= wk {
					bk++
				}
				b[wk], b[bk] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
				c := movegen.Color(rng.IntN(2))
				checkConditionRef(t, ref, cond, b, c)
			}
		})
	}
}

// checkConditionRef compares one position.
func checkConditionRef(t *testing.T, ref condRef, cond Condition, b Board, c movegen.Color) {
	check := refAttacked
	if ref.check != nil {
		check = ref.check
	}
	if check(b, c.Other()) {
		return // no legal play reaches the position
	}
	g := New(Setup{Board: b, SideToMove: c, Conditions: []Condition{cond}})
	var got []string
	for _, m := range g.LegalMoves(nil) {
		g.Make(m)
		got = append(got, fmt.Sprint(g.boardNow()))
		g.Unmake()
	}
	var ms []refPlay
	var outs []Board
	if ref.moves != nil {
		for _, out := range ref.moves(b, c) {
			if !check(out, c) {
				outs = append(outs, out)
			}
		}
	}
	for _, m := range plainMoves(b, c) {
		if ref.outcome == nil {
			break
		}
		if out, ok := ref.outcome(&b, m, c); ok && !check(out, c) && (ref.lawful == nil || ref.lawful(out, c)) {
			ms, outs = append(ms, m), append(outs, out)
		}
	}
	if ref.choose != nil {
		outs = ref.choose(&b, ms, outs, c)
	}
	var want []string
	for _, o := range outs {
		want = append(want, fmt.Sprint(o))
	}
	slices.Sort(got)
	slices.Sort(want)
	require.Equal(t, want, got, "%s, %v to move on %v", ref.spec.Name, c, b)
}
