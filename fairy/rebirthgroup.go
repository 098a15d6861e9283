package fairy

import "github.com/cpls-dev/cpls/movegen"

// Grouped rebirth choices: where a capture chooses its rebirth square (SuperCirce,
// CageCirce, their AntiCirce forms), each choice is a move of its own, and the legality
// and mate-candidate tests would play each. Two choices of one capture give positions
// that differ only in the square of the reborn piece. Where both squares are empty
// before the capture, off every line to the royal pieces (reach.go) and out of the
// reborn piece's reach of them, the attacks on those royal pieces are the same in
// both, since the pieces on the lines alone decide them (ruleSet.linesKnown). So the
// verdict of one such choice, played, answers for the others (rebirthVerdict): the
// engine remembers it for the capture in the position (rebirthMemo). The mate
// candidates' tests that judge a capture without its effects (noCheck, noPlainCheck)
// are asked once for all its choices (noPlainCheckOnce, choicesCheckless).

// rebirthMemo is the verdict of a capture's rebirth choice that stands for the others
// of its group (rebirthAside), in the position of hash.
type rebirthMemo struct {
	hash    uint64
	base    movegen.Move // the capture without its rebirth choice
	mode    uint8        // the game's test modes when it was taken (rebirthMode)
	known   bool
	verdict bool
	reborn  Piece  // the reborn piece, not royal
	royal   [2]int // the royal pieces' box squares after the capture
}

// rebirthChoiceBits are the bits of a move that hold its rebirth choice (move.go).
const rebirthChoiceBits = 7<<29 | 7<<23

// groupsRebirths reports whether the conditions let rebirthVerdict stand in for the
// legality tests of captures: captures choose their rebirth square (Super, Cage) on an
// empty square, the lines decide attacks, no lawfulness test judges the whole
// position, and each condition is a Circe or AntiCirce whose rebirth does nothing but
// place the reborn piece, the same piece on every square it may choose.
func groupsRebirths(r *ruleSet) bool {
	if !r.rebirthSquares || !r.linesKnown || len(r.hooks.lawfuls) > 0 || r.pendingHashed || r.waitingHashed || r.alice || r.magic {
		return false
	}
	for _, c := range r.hooks.conditions {
		switch x := c.(type) {
		case circe:
			if x.square != superSquare && x.square != cageSquare || x.rebirthsOnOccupied() || x.lastMove || x.waitCapture || x.rexInclusive {
				return false
			}
		case antiCirce:
			if x.square != superSquare && x.square != cageSquare || x.parachute || x.more.assassin {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// rebirthMode packs the game's flags that change what an attack test answers, so that
// a verdict taken under one is not used under another.
func (g *Game) rebirthMode() uint8 {
	var m uint8
	for i, f := range []bool{g.testingLost, g.attrRoyal, g.mateCTesting, g.testingParalysis, g.probingRebirth, g.observingOnly, g.seekingCaptures} {
		if f {
			m |= 1 << i
		}
	}
	return m
}

// rebirthGrouped reports whether rebirthVerdict applies to the move d: a capture with a
// rebirth choice other than none, in a game whose rules group them.
func (g *Game) rebirthGrouped(d *decoded) bool {
	return g.rules.groupsRebirths && d.rebirthSq != 0 && int(d.rebirthSq) != d.to && d.series == 0 && g.capturedSquare(d) != 0
}

// rebirthVerdict reports whether the capture m (unpacked in d, rebirthGrouped) is legal,
// and when check is set, also leaves the other side in check (legalCheck). It answers
// from the memo (check's) when m's choice is in the group of the one remembered, else
// plays m and remembers its verdict when its choice stands for a group.
func (g *Game) rebirthVerdict(m movegen.Move, d *decoded, check bool) bool {
	memo := &g.rebirthMemos[0]
	if check {
		memo = &g.rebirthMemos[1]
	}
	if g.memoAnswers(memo, m, d, check) {
		return memo.verdict
	}
	c := g.side
	b := int(d.rebirthSq)
	g.makeTested(m, d)
	verdict := !g.checked(c) && (!check || g.checked(c.Other()))
	reborn, royal := g.board[b], g.royal
	g.Unmake()
	if g.rebirthAside(d, b, reborn, royal, check) {
		*memo = rebirthMemo{hash: g.hash, base: m &^ rebirthChoiceBits, mode: g.rebirthMode(), known: true, verdict: verdict, reborn: reborn, royal: royal}
	}
	return verdict
}

// memoAnswers reports whether memo holds the verdict of m's group: taken in this
// position and mode for the same capture, and m's choice aside as its was.
func (g *Game) memoAnswers(memo *rebirthMemo, m movegen.Move, d *decoded, check bool) bool {
	return memo.known && memo.hash == g.hash && memo.base == m&^rebirthChoiceBits && memo.mode == g.rebirthMode() &&
		g.rebirthAside(d, int(d.rebirthSq), memo.reborn, memo.royal, check)
}

// rebirthAside reports whether reborn, reborn on the box square b by the capture d
// (royal: the royal pieces' squares after it), is aside: not royal, not promoted there
// (no pawn's rebirth on a promotion rank), b empty before the capture and none of its
// squares, and b off every line to the mover's royal piece (and, for check, the other
// side's) and out of the reborn piece's reach of it.
func (g *Game) rebirthAside(d *decoded, b int, reborn Piece, royal [2]int, check bool) bool {
	capSq := g.capturedSquare(d)
	if reborn == NoPiece || reborn.IsRoyal() || g.board[b] != NoPiece || b == d.from || b == d.to || b == capSq {
		return false
	}
	pawn := isPawn(reborn.Walk()) || isPawn(g.board[d.from].Walk()) || isPawn(g.board[capSq].Walk())
	if pawn && g.onPromotionRank(b) {
		return false // the piece reborn there may be promoted, elsewhere not
	}
	c := g.side
	if !g.offRoyal(b, reborn, royal[c]) {
		return false
	}
	return !check || g.offRoyal(b, reborn, royal[c.Other()])
}

// offRoyal reports whether the piece p on the box square b is off every line to the
// royal piece on k and cannot reach it; false without a royal piece.
func (g *Game) offRoyal(b int, p Piece, k int) bool {
	return k != 0 && !g.rules.lines.has(b-k) && !geometry[p.Walk()].reach.has(b-k)
}

// onPromotionRank reports whether the box square b is on either side's promotion rank.
func (g *Game) onPromotionRank(b int) bool {
	r := rankOf(b)
	return r == g.promotionRank(Pawn, movegen.White) || r == g.promotionRank(Pawn, movegen.Black)
}

// plainCheckMemo is noPlainCheck's answer for a capture without its rebirth choice, in
// the position of hash: the test places the capture without its effects, the same
// for every choice.
type plainCheckMemo struct {
	hash    uint64
	base    movegen.Move
	mode    uint8
	known   bool
	verdict bool
}

// noPlainCheckOnce is noPlainCheck for the move m (unpacked in d), asked once for the
// rebirth choices of one capture, which follow each other in a move list.
func (g *Game) noPlainCheckOnce(m movegen.Move, d *decoded) bool {
	if !g.rules.groupsRebirths || d.series != 0 {
		return g.noPlainCheck(d) // RepublicanChess's choice places a king: the plain move differs
	}
	memo := &g.plainCheck
	base, mode := m&^rebirthChoiceBits, g.rebirthMode()
	if memo.known && memo.hash == g.hash && memo.base == base && memo.mode == mode {
		return memo.verdict
	}
	v := g.noPlainCheck(d)
	*memo = plainCheckMemo{hash: g.hash, base: base, mode: mode, known: true, verdict: v}
	return v
}

// choicesCheckless reports whether m (unpacked in d) is a capture with a rebirth
// choice that certainly gives no check, nor does any other choice of it: noCheck and
// noPlainCheck judge the capture without the choice (where the rules group the
// choices: a Circe rebirth, the capture itself never plain), so that CheckCandidates skips
// the capture's other choices unread.
func (g *Game) choicesCheckless(m movegen.Move, d *decoded) bool {
	if !g.rules.groupsRebirths || d.series != 0 || g.capturedSquare(d) == 0 {
		return false
	}
	return g.noCheck(d) || g.noPlainCheckOnce(m, d)
}
