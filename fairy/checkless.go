package fairy

import "github.com/cpls-dev/cpls/movegen"

// ChecklessChess (conditions/ohneschach.c): a move that gives check is illegal unless it
// mates. Whether the checked side is mated asks in turn whether its moves are legal,
// checks among them included, as Popeye asks it (checklessReply): a check is judged
// "mates", "does not mate" or, when the nested tests reach Popeye's recursion stopper
// without finding the checked side a legal move, "undecided"; a move whose check is
// undecided is not played, and Popeye writes a first move so judged with a remark
// (Undecided).
type checkless struct{ base }

func init() {
	registerCondition("ChecklessChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return checkless{base{&s}}, nil
	})
}

// keeps: moves and check are orthodox; the rule rejects checks alone.
func (checkless) keeps() keeps { return keepsObservation | keepsMoves | keepsLawful | keepsChoice }

// checklessStopPly is the ply beyond which Popeye's recursion stopper (solving/
// recursion_stopper.c: maxply-3, maxply being 1002 on Unix) ends the nested tests: the
// immobility test of a side checked by a move at a later ply is not made and the check
// is undecided.
const checklessStopPly = 999

// checklessVerdict is what the nested tests make of a check.
type checklessVerdict uint8

const (
	checklessRefuted checklessVerdict = iota // the checked side has a legal move: the check does not mate
	checklessMates                           // the checked side has no legal move
	checklessOpen                            // no legal move found, but the tests reached the stopper
)

// lawful allows a move of c that gives no check, or mates. Inside checklessReply, which
// judges checks itself, every move is allowed here.
func (checkless) lawful(g *Game, c movegen.Color) bool {
	if g.checkless > 0 || !g.InCheck() {
		return true
	}
	return g.checklessReply() == checklessMates
}

// checklessReply judges the move just played, which checks the side to move, as
// Popeye's ohneschach_stop_if_check_and_not_mate and the immobility tester under it
// (optimisations/ohneschach/non_checking_first.c) do: past the stopper's ply the check
// is undecided; a legal move that gives no check refutes it; then each legal move that
// checks is judged in turn: one that mates refutes the check, one undecided leaves it
// undecided unless another refutes it; with neither the check mates. (Popeye keeps
// looking after an undecided move, so which one it meets first does not matter.)
func (g *Game) checklessReply() checklessVerdict {
	if len(g.hist)+1 > checklessStopPly {
		return checklessOpen
	}
	g.checkless++
	defer func() { g.checkless-- }()
	ml := g.pseudo(g.takeBuf(), g.side)
	defer func() { g.giveBuf(ml) }()
	checks := ml[:0]
	for _, m := range ml {
		if !g.legalMove(m, noLines) {
			continue
		}
		if !g.GivesCheck(m) {
			return checklessRefuted
		}
		checks = append(checks, m)
	}
	g.PopeyeOrder(checks)
	v := checklessMates
	for _, m := range checks {
		g.Make(m)
		r := g.checklessReply()
		g.Unmake()
		switch r {
		case checklessMates:
			return checklessRefuted
		case checklessOpen:
			v = checklessOpen
		}
	}
	return v
}

// checklessUndecided appends the moves of the side to move that only ChecklessChess
// keeps from being legal, by a check it cannot decide.
func (g *Game) checklessUndecided(buf []movegen.Move) []movegen.Move {
	ml := g.pseudo(g.takeBuf(), g.side)
	g.checkless++
	for _, m := range ml {
		if !g.legalMove(m, noLines) || !g.GivesCheck(m) {
			continue
		}
		g.checkless--
		g.Make(m)
		if g.checklessReply() == checklessOpen {
			buf = append(buf, m)
		}
		g.Unmake()
		g.checkless++
	}
	g.checkless--
	g.giveBuf(ml)
	return buf
}
