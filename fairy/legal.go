package fairy

import (
	"math/bits"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Legality: a move is legal when it does not leave the mover's royal piece attacked by
// the other side (for a neutral royal piece, by the pieces the other side then moves,
// neutral ones included).

// LegalMoves appends the legal moves of the side to move to buf and returns it.
func (g *Game) LegalMoves(buf []movegen.Move) []movegen.Move {
	if out, ok := g.pseudoSelected(buf); ok {
		return out
	}
	start := len(buf)
	out := g.unselectedMoves(buf)
	for _, x := range g.rules.hooks.selectors {
		out = x.selectMoves(g, out, start)
	}
	return out
}

// unselectedMoves appends the legal moves of the side to move before the conditions'
// selectors narrow them.
func (g *Game) unselectedMoves(buf []movegen.Move) []movegen.Move {
	start := len(buf)
	ml := g.pseudo(buf, g.side)
	out := ml[:start]
	lt := g.lineTestNow()
	for _, m := range ml[start:] {
		if g.legalMove(m, lt) {
			out = append(out, m)
		}
	}
	return out
}

// legalMove reports whether the pseudo-legal move m is legal (lt: the line shortcut
// that applies in the position, lineTestNow), unpacking m once for the tests.
func (g *Game) legalMove(m movegen.Move, lt lineTest) bool {
	d := g.decode(m)
	switch lt {
	case unattackedLines:
		if g.quickLegal(&d) {
			return true
		}
	case attackedLines:
		if g.stillChecked(&d) {
			return false
		}
	}
	if g.rebirthGrouped(&d) {
		return g.rebirthVerdict(m, &d, false)
	}
	return g.legal(m, &d)
}

// HasLegalMove reports whether the side to move has a legal move. It generates and tests
// the moves piece by piece and stops at the first legal one, the royal piece's first:
// they are few and the likeliest to be legal. The conditions' selectors are asked only
// when they may take the last move (ruleSet.mobile).
func (g *Game) HasLegalMove() bool {
	if !g.rules.mobile || g.rules.hooks.pieceSides != nil {
		return g.selectedMobile()
	}
	c := g.side
	lt := g.lineTestNow()
	k := g.royal[c]
	buf := g.takeBuf()
	if g.rules.rebirthSquares && g.anyQuietLegal(buf, lt) {
		g.giveBuf(buf)
		return true
	}
	found := k != 0 && g.anyLegal(g.pieceMoves(buf, k, c), lt)
	for bb := g.occ[c]; bb != 0 && !found; bb &= bb - 1 {
		if from := box(movegen.Square(bits.TrailingZeros64(uint64(bb)))); from != k {
			found = g.anyLegal(g.pieceMoves(buf[:0], from, c), lt)
		}
	}
	if !found {
		ml := g.castlingMoves(buf[:0], c)
		if len(ml) > 0 && len(g.rules.hooks.filters) > 0 {
			ml = g.filtered(ml, 0, c) // as pseudo: the filters judge castling too (BGL's budget)
		}
		found = g.anyLegal(g.sideMoves(ml, c), lt)
	}
	g.giveBuf(buf)
	return found
}

// selectedMobile reports whether the side to move has a legal move the conditions'
// selectors let it play. Where they keep every move that captures nothing
// (ruleSet.quietMobile), a legal one of those answers without the selection.
func (g *Game) selectedMobile() bool {
	buf := g.takeBuf()
	if g.rules.quietMobile && g.rules.hooks.pieceSides == nil && g.anyQuietLegal(buf, g.lineTestNow()) {
		g.giveBuf(buf)
		return true
	}
	buf = g.LegalMoves(buf)
	g.giveBuf(buf)
	return len(buf) > 0
}

// anyQuietLegal reports whether the side to move has a legal move that captures
// nothing, looking at each piece's moves generated without the rebirth choices of its
// captures (ruleSet.rebirthSquares): the choices multiply the captures alone, and
// weighing each (CageCirce's cage test plays the reborn piece's moves) costs far more
// than the quiet moves, which usually settle the question. The royal piece's come
// first, as in HasLegalMove. buf is scratch space.
func (g *Game) anyQuietLegal(buf []movegen.Move, lt lineTest) bool {
	c := g.side
	k := g.royal[c]
	if k != 0 && g.occ[c]&squareBit(k) == 0 {
		k = 0 // not among c's pieces: tested nowhere, as before
	}
	if k != 0 && g.anyQuietLegalFrom(buf, k, lt) {
		return true
	}
	for bb := g.occ[c]; bb != 0; bb &= bb - 1 {
		if from := box(movegen.Square(bits.TrailingZeros64(uint64(bb)))); from != k && g.anyQuietLegalFrom(buf, from, lt) {
			return true
		}
	}
	return false
}

// anyQuietLegalFrom reports whether the piece on the box square from has a legal move
// that captures nothing, its moves generated as anyQuietLegal's. buf is scratch space.
func (g *Game) anyQuietLegalFrom(buf []movegen.Move, from int, lt lineTest) bool {
	probing := g.probingRebirth
	g.probingRebirth = true
	ml := g.pieceMoves(buf[:0], from, g.side)
	g.probingRebirth = probing
	quiet := ml[:0]
	for _, m := range ml {
		if g.capturedAt(m) == 0 {
			quiet = append(quiet, m)
		}
	}
	return g.anyLegal(quiet, lt)
}

// anyLegal reports whether a move of ml is legal (lt: as in legalMove).
func (g *Game) anyLegal(ml []movegen.Move, lt lineTest) bool {
	for _, m := range ml {
		if g.legalMove(m, lt) {
			return true
		}
	}
	return false
}

// safe reports whether the legality shortcut applies in this position: the walks that
// may attack have known lines, and the side to move is not in check; or, where the
// conditions change observation by paralysis alone (ruleSet.linesParalysed), its royal
// piece is observed by no piece even by geometry, paralysis set aside (a move off the
// lines to it gives no piece such an observation, so none a real one).
func (g *Game) safe() bool {
	k := g.royal[g.side]
	if k == 0 {
		return false
	}
	if g.rules.linesKnown {
		return !g.InCheck()
	}
	return g.rules.linesParalysed && !g.attackedByGeometry(k, g.side.Other())
}

// attackedByGeometry reports whether by attacks the piece on t with the conditions'
// paralysis set aside: as while a paralysis test looks for a paralysing piece, which
// sees observation by geometry alone (testingParalysis).
func (g *Game) attackedByGeometry(t int, by movegen.Color) bool {
	testing := g.testingParalysis
	g.testingParalysis = true
	attacked := g.attacked(t, by)
	g.testingParalysis = testing
	return attacked
}

// quickLegal reports whether the move d is certainly legal, in a position where the
// shortcut applies (safe): it leaves the mover's royal piece unattacked (untouched), and
// the conditions' lawfulness tests, if any, reject only checks and d certainly gives
// none, or certainly allow d (lawfulSure).
func (g *Game) quickLegal(d *decoded) bool {
	return g.untouched(d) && (len(g.rules.hooks.lawfuls) == 0 || g.rules.lawfulUnchecking && g.noCheck(d) || g.lawfulSure(d))
}

// plain reports whether the move d changes nothing but what its kind names under the
// game's conditions (ruleSet.movesAlone, quietAlone, and RepublicanChess alone where
// d places no king), so that tryMake and the line shortcuts may stand in for Make.
func (g *Game) plain(d *decoded) bool {
	return g.rules.movesAlone || g.rules.quietAlone && g.capturedSquare(d) == 0 || g.rules.republicanAlone && g.placesNoKing(*d)
}

// untouched reports whether m certainly leaves the mover's royal piece unattacked, in a
// position where it is not attacked (safe): m moves another piece, not royal (a side
// may have two royal pieces once a hurdle-colour-changing hop recolours one, and the
// one that moves is then the one tested), one that changes no other piece's side and,
// if it belongs to the other side (neutral, or moved by the mover: AllInChess), cannot
// reach the royal piece from its arrival square, and m empties and fills only squares
// off every line to the royal piece (reach.go), so no attack can open.
func (g *Game) untouched(d *decoded) bool {
	k := g.royal[g.side]
	p := g.board[d.from]
	if d.from == k || p.IsRoyal() || d.castling() || d.exchange || d.kind == hurdleHop || p.Has(HalfNeutral) || p.Has(HurdleColourChanging) ||
		!g.plain(d) || !g.materialKept(p, d, k) {
		return false
	}
	if (p.Neutral() || !p.Belongs(g.side)) && geometry[g.arrivingWalk(p, d)].reach.has(d.to-k) {
		return false // a neutral piece, or the other side's (AllInChess), attacks for the other side
	}
	return g.offLines(d, k)
}

// blockingCapture reports whether d captures a piece of the other side in a game whose
// captures' effects only put that piece back on an empty square (ruleSet.captureChecks),
// where it blocks lines of the mover's but opens none. A piece of the mover's own that
// it captures (BiCaptures) would be reborn for the mover.
func (g *Game) blockingCapture(d *decoded) bool {
	if !g.rules.captureChecks {
		return false
	}
	c := g.capturedSquare(d)
	return c != 0 && !g.board[c].Belongs(g.side)
}

// materialKept reports whether the move d of the piece p certainly leaves the
// observations of the royal piece on the box square k as they are, where observation
// depends on the material (ruleSet.materialLines): k stands where the material decides
// no observation of it (materialEdges), or d leaves the material as it is, capturing
// nothing, the piece arriving with its walk (no promotion, no chameleon's change).
func (g *Game) materialKept(p Piece, d *decoded, k int) bool {
	if !g.rules.materialLines || g.rules.materialEdges && k != 0 && !onLastRank(k) {
		return true
	}
	return g.capturedSquare(d) == 0 && g.arrivingWalk(p, d) == p.Walk()
}

// offLines reports whether the squares d empties and fills are off every line to the
// box square k.
func (g *Game) offLines(d *decoded, k int) bool {
	lines := &g.rules.lines
	if lines.has(d.from-k) || lines.has(d.to-k) {
		return false
	}
	c := g.capturedSquare(d)
	return c == 0 || !lines.has(c-k)
}

// arrivingWalk returns the walk the piece p has after the move d (promoted, or a
// chameleon's next).
func (g *Game) arrivingWalk(p Piece, d *decoded) Walk {
	w := p.Walk()
	if d.promo != nil {
		w = d.promo.walk
	} else if p.Has(Chameleon) {
		w = g.chameleonNext(w)
	}
	return g.arrivedWalk(w, d.to)
}

// legal reports whether the pseudo-legal move m, unpacked in d, leaves the mover's
// royal piece unattacked and the conditions' lawfulness tests allow it. When they
// reject only checks, a move that tryMake places and that gives none is not played;
// nor is one they certainly allow (lawfulSure).
func (g *Game) legal(m movegen.Move, d *decoded) bool {
	c := g.side
	lawfuls := len(g.rules.hooks.lawfuls) > 0 && !g.lawfulSure(d)
	if !lawfuls || g.rules.lawfulUnchecking {
		if t, ok := g.tryMake(d); ok {
			legal := !g.checked(c)
			o := c.Other()
			checks := legal && lawfuls && g.checked(o)
			g.tryUnmake(&t)
			if !checks {
				return legal
			}
		}
	}
	g.makeTested(m, d)
	ok := !g.checked(c)
	if ok && lawfuls {
		ok = g.lawful(c)
	}
	g.Unmake()
	return ok
}

// makeTested plays m, a pseudo-legal move unpacked in d, for a legality test.
func (g *Game) makeTested(m movegen.Move, d *decoded) {
	if g.seriesOf(m) != 0 {
		g.Make(m)
		return
	}
	g.makeDecoded(m, d)
}

// InCheck reports whether the side to move's royal piece is attacked.
func (g *Game) InCheck() bool {
	return g.checked(g.side)
}

// GivesCheck reports whether m, a legal move of the side to move, leaves the other side
// in check. A move that certainly gives none (noCheck, noPlainCheck) is answered
// without being played.
func (g *Game) GivesCheck(m movegen.Move) bool {
	d := g.decode(m)
	if g.noCheck(&d) || g.noPlainCheck(&d) {
		return false
	}
	if t, ok := g.tryMake(&d); ok {
		o := g.side.Other()
		check := g.checked(o)
		g.tryUnmake(&t)
		return check
	}
	g.Make(m)
	check := g.InCheck()
	g.Unmake()
	return check
}

// noCheck reports whether the move d certainly leaves the other side out of check: the
// other side has no royal piece and d gives it none, or the moving piece cannot reach
// that royal piece from its arrival square and d empties and fills only squares off the
// lines to it (reach.go), in a position where it is not in check. A capture whose
// effects only block lines (ruleSet.captureChecks) is judged as the plain capture.
func (g *Game) noCheck(d *decoded) bool {
	p := g.board[d.from]
	// A half-neutral or hurdle-colour-changing mover changes sides: it may even give
	// the other side its royal piece.
	// So may a condition's effect (condition.go).
	if p.Has(HalfNeutral) || p.Has(HurdleColourChanging) || !g.plain(d) && !g.blockingCapture(d) {
		return false
	}
	k := g.royal[g.side.Other()]
	if k == 0 {
		return true
	}
	return g.rules.linesKnown && !d.castling() && !d.exchange && d.kind != hurdleHop && g.capturedSquare(d) != k && g.materialKept(p, d, k) &&
		!geometry[g.arrivingWalk(p, d)].reach.has(d.to-k) && g.offLines(d, k) && !g.otherInCheck()
}

// CheckCandidates appends to buf the legal moves of the side to move that may give
// check: every legal move but those noCheck rules out, which are not tested for legality
// (rules.CheckingMover). A move whose legality needs it played is kept only when it
// gives check too (legalCheck), so that the search does not play it again to learn
// that it does not.
func (g *Game) CheckCandidates(buf []movegen.Move) ([]movegen.Move, bool) {
	start := len(buf)
	if len(g.rules.hooks.selectors) > 0 {
		// The selectors choose among all the legal moves.
		ml := g.LegalMoves(buf)
		out := ml[:start]
		for _, m := range ml[start:] {
			if d := g.decode(m); !g.noCheck(&d) {
				out = append(out, m)
			}
		}
		return out, true
	}
	ml := g.pseudo(buf, g.side)
	out := ml[:start]
	lt := g.lineTestNow()
	var checkless movegen.Move // a capture none of whose rebirth choices gives check
	for _, m := range ml[start:] {
		if checkless != 0 && m&^rebirthChoiceBits == checkless {
			continue
		}
		d := g.decode(m)
		if g.choicesCheckless(m, &d) {
			checkless = m &^ rebirthChoiceBits
			continue
		}
		if g.noCheck(&d) || lt == attackedLines && g.stillChecked(&d) {
			continue
		}
		if lt == unattackedLines && g.quickLegal(&d) || g.legalCheck(m, &d) {
			out = append(out, m)
		}
	}
	return out, true
}

// PlayMoves appends the moves of the side to move that a search is about to play one by
// one (rules.AfterJudge): where the legality shortcut does not apply (safe), the
// pseudo-legal moves, to be judged once played (MadeLegal), so that a move the legality
// test would play is played once; elsewhere, or where the conditions select among the
// legal moves, the legal moves.
func (g *Game) PlayMoves(buf []movegen.Move) ([]movegen.Move, bool) {
	if !g.rules.lazy || g.safe() {
		return g.LegalMoves(buf), false
	}
	return g.pseudo(buf, g.side), true
}

// MadeLegal reports whether the last move made, a pseudo-legal one, is legal: legal's
// test on the move played.
func (g *Game) MadeLegal() bool {
	c := g.side.Other()
	return !g.checked(c) && (len(g.rules.hooks.lawfuls) == 0 || g.lawful(c))
}

var _ rules.AfterJudge = (*Game)(nil)

// legalCheck reports whether m, a pseudo-legal move of the side to move unpacked in d,
// is legal and leaves the other side in check: legal's test and GivesCheck's on one
// play of m, not made when m placed without its effects gives no check (noPlainCheck).
func (g *Game) legalCheck(m movegen.Move, d *decoded) bool {
	c := g.side
	o := c.Other()
	if g.noPlainCheckOnce(m, d) {
		return false
	}
	if g.rebirthGrouped(d) {
		return g.rebirthVerdict(m, d, true)
	}
	lawfuls := len(g.rules.hooks.lawfuls) > 0 && !g.lawfulSure(d)
	if !lawfuls || g.rules.lawfulUnchecking {
		if t, ok := g.tryMake(d); ok {
			// Most moves give no check: that test first spares the other.
			check := g.checked(o) && !g.checked(c)
			g.tryUnmake(&t)
			if !check || !lawfuls {
				return check
			}
			// The conditions' lawfulness tests judge the checks: on the move played.
		}
	}
	g.makeTested(m, d)
	ok := g.checked(o) && !g.checked(c)
	if ok && lawfuls {
		ok = g.lawful(c)
	}
	g.Unmake()
	return ok
}

// otherInCheck reports whether the side not to move is in check (only in a position no
// legal play reaches), remembered for the position so that GivesCheck asks once.
func (g *Game) otherInCheck() bool {
	if g.oppCheck.hash != g.hash || !g.oppCheck.known {
		o := g.side.Other()
		g.oppCheck.hash, g.oppCheck.known = g.hash, true
		g.oppCheck.check = g.checked(o)
	}
	return g.oppCheck.check
}

var _ rules.CheckingMover = (*Game)(nil)

// PseudoLegalMoves appends the pseudo-legal moves of the side to move to buf
// (rules.LazyMover), when each move's legality is its own (lazy: no condition selects
// among the legal moves).
func (g *Game) PseudoLegalMoves(buf []movegen.Move) ([]movegen.Move, bool) {
	if !g.rules.lazy {
		return buf, false
	}
	g.deferringPlacements = g.rules.republicanAlone
	buf = g.pseudo(buf, g.side)
	g.deferringPlacements = false
	return buf, true
}

// IsLegal reports whether m, a pseudo-legal move of the side to move, is legal
// (rules.LazyMover). Which line shortcut applies is remembered for the
// position, as the moves of one list are asked one by one with searches between.
func (g *Game) IsLegal(m movegen.Move) bool {
	if g.safeAt.hash != g.hash || !g.safeAt.known {
		g.safeAt.hash, g.safeAt.known, g.safeAt.test = g.hash, true, g.lineTestNow()
	}
	return g.legalMove(m, g.safeAt.test)
}

var _ rules.LazyMover = (*Game)(nil)

// TriedMoves appends to buf the pseudo-legal moves of the side to move, the moves Popeye
// generates and numbers (rules.TriedMover), unless a condition selects among the legal
// moves (Maximummer, …), which Popeye's generation applies before numbering. Rules that
// are not lazy for other reasons (Circe Volcanic, Parrain: the shortcuts keep nothing)
// still number every pseudo-legal move.
func (g *Game) TriedMoves(buf []movegen.Move) ([]movegen.Move, bool) {
	if len(g.rules.hooks.selectors) > 0 {
		return buf, false
	}
	return g.pseudo(buf, g.side), true
}

var _ rules.TriedMover = (*Game)(nil)

// PopeyeOrder puts moves, a list of the position's moves in the engine's order, into
// the order Popeye plays them in (rules.PopeyeOrderer). Popeye generates the pieces from
// h8 down to a1, each piece's moves in its vector order with castling after the king's
// steps, and plays them from the top of its move stack: the pieces from a1 up, each
// one's moves the last generated first. The engine generates the pieces from a1 up in
// the same vector order, castling last; the variants of one move that Popeye plays in a
// later iteration (promotions, rebirth choices; a Bul hop's hurdle moves, which the
// engine already lists in Popeye's order) stay together in their own order. Series moves
// (SeriesCapture) follow their first leg (seriesOrder).
func (g *Game) PopeyeOrder(moves []movegen.Move) {
	if g.rules.series != nil {
		g.seriesOrder(moves)
		return
	}
	plainOrder(moves)
}

// plainOrder is PopeyeOrder for moves of one leg.
func plainOrder(moves []movegen.Move) {
	slices.SortStableFunc(moves, func(a, b movegen.Move) int { return int(a.From()) - int(b.From()) })
	for i := 0; i < len(moves); {
		j := i
		for j < len(moves) && moves[j].From() == moves[i].From() {
			j++
		}
		reverseRuns(moves[i:j])
		i = j
	}
}

// reverseRuns reverses the order of the runs of variants of one move in ms (runKey),
// keeping each run's own order.
func reverseRuns(ms []movegen.Move) {
	slices.Reverse(ms)
	for i := 0; i < len(ms); {
		j := i
		for j < len(ms) && runKey(ms[j]) == runKey(ms[i]) {
			j++
		}
		slices.Reverse(ms[i:j])
		i = j
	}
}

// runKey tells the variants of one move (promotions, rebirth choices) from other
// moves of the piece: they share the arrival square, and a capture of the piece on
// another square (a Take&Make capture and its make move, a locust's) also shares the
// captured square, so that such a capture is a move of its own beside a plain move to
// its arrival square.
func runKey(m movegen.Move) uint32 {
	key := uint32(m.To())
	if moveKind(uint32(m)>>26&7) == captureAt {
		key |= 1<<6 | (uint32(m)>>12&63)<<7
	}
	return key
}
