package target

import (
	"math"
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// Final positions of help stalemates (and mates, see below), built square by square
// (the idea of Popeye's intelligent stalemate, our own construction).
//
// In the final position F of a help stalemate the victim is to move, not in check, and
// has no legal move. The generator builds partial positions T on a board of their own,
// each piece by identity: the victim's king on a square it can reach, then, as long as
// the victim is in check or has a legal move on T, it takes the problem with the fewest
// ways out (any will do: F meets every problem of T) and branches over every way F can
// meet it:
//
//   - a check by a slider: some piece stands between (a leaper's check cannot be met);
//   - a king move to s: a piece of the victim's own stands on s, or a piece of the
//     mating side attacks s;
//   - a move p→s of another piece (for a slider the first square of its direction, for
//     a pawn its single step or a capture): a piece of the victim's own stands on s
//     (for a pawn's step any piece), or a piece of the mating side pins p.
//
// Each branch places one more piece that F has where F has it (T ⊆ F holds on every
// branch that follows F: a line open in F is open in T, so a problem of T that F does
// not have is met in F by a piece T lacks). When no problem is left, every victim piece
// not placed yet stands on its own square in F (where it may cause new problems), has
// been captured, or stands elsewhere: exact targets name the square (again with new
// problems), relaxed ones leave it open (see finish). So every final position F matches
// some target: its victim pieces on their squares, captured or away from their own, the
// mating side's placed pieces on their squares and its other pieces anywhere. Move
// counts on an empty board bound what is placed: the victim's pieces within its moves
// (a piece away at least one), the mating side's placed pieces and its captures within
// its moves.
//
// Mate (mate set): F has the victim in check besides. The construction first places a
// checker of the mating side, the squares between it and the king kept empty (no piece
// is placed there later), and then meets every legal move of the victim on T; in check
// a move other than the king's captures the checker or interposes, so it is met by a
// pin, a piece on its way, or a second checker. The victim's pieces that take no part
// are free (see finish). F follows the mating side's move, which gave the check: a
// checker with no line to open (a pawn, a knight, a rider next to the king) made that
// move, so standing on its square before it, it still needs two moves, and a pawn can
// no longer get there (checkStay). The mating side's king never stands next to the
// victim's (kingZone). The solver searches over these targets and the placements of
// placement.go at once, or over these alone where the placements are too many.
//
// Holes (the condition Hole): the board the construction meets problems on has a
// stand-in piece of the victim's on each hole (holeStandIn), so the victim's king never
// flees there, no piece of the victim moves there and every line across a hole is
// blocked; nothing is placed on a hole. Move counts on the whole board never exceed those
// on the board less its holes, so the bounds hold.
//
// TestFullTargetsCover checks the construction against the final positions of solutions
// found by the plain search; solver's TestSeamHoles the search over targets with holes
// against the brute-force reference.

// Slot states of a full target.
const (
	slotFree     uint8 = iota // a piece of the mating side not needed: anywhere, or captured
	slotAt                    // on sq as typ
	slotCaptured              // a piece of the victim captured on the way
	slotMoved                 // a piece of the victim on the board, not on its first square as its first type
)

// slot is the final state of one piece of a full target.
type slot struct {
	typ   movegen.PieceType
	sq    movegen.Square
	state uint8
	// stay is the fewest moves of a piece of the mating side that checks in F and
	// stands on sq as typ already (see checkStay); 0 for the others.
	stay uint8
}

// dist is the fewest moves for a piece of colour c, a typ on sq, to stand on the
// slot's square as its type (a checker that stands there already needs stay).
func (sl slot) dist(c movegen.Color, typ movegen.PieceType, sq movegen.Square) int {
	if d := pieceDist(c, typ, sq, sl.typ, sl.sq); d > 0 {
		return d
	}
	return int(sl.stay)
}

// checkStay is the fewest moves of a piece of the mating side that checks the king on
// k from sq as typ in F and stands there already. F follows the mating side's move, so
// its check comes from that move: the checker made it, or it opened the checker's
// line. A pawn, a knight or a rider next to the king has no line to open: it made the
// move, so if it stands on its square now it must leave and come back (a pawn cannot).
func checkStay(typ movegen.PieceType, sq, k movegen.Square) uint8 {
	switch {
	case typ == movegen.Pawn:
		return unreachable
	case typ == movegen.Knight || movegen.Attacks(movegen.White, movegen.King, k, 0).Has(sq):
		return 2
	}
	return 0
}

// Full is a final position with every piece of the victim and the needed pieces
// of the mating side, by piece id (the Tracker's numbering, the mating side first).
type Full struct {
	slots []slot
}

// MaxFullTargets bounds the construction, as does the caller's step budget; beyond
// them the caller falls back to another search. MaxMateTargets bounds it for a mate,
// whose targets are searched beside the placements: past about ten thousand of them
// they cost more per position than they save.
const MaxFullTargets, MaxMateTargets = 100000, 12000

// targetGen is the state of the construction.
type targetGen struct {
	mater, victim movegen.Color
	nM            int // ids 0…nM-1 are the mating side's pieces
	origType      []movegen.PieceType
	origSq        []movegen.Square
	kingID        int // the victim's king
	castles       [2][]movegen.Square
	root          *movegen.Position
	typeList      [6]movegen.PieceType // Pawn…King in order, for types

	materMoves, victimMoves int
	mUsed, vUsed, vCaptured int

	cur      []slot
	assigned []bool
	costs    [][7][64]uint8          // cost by piece id, type and square
	reach    [][7][]movegen.Bitboard // squares within each budget by piece id and type
	victimOn [64][]victimCandidate   // the victim's pieces that may stand on each square
	away     []bool                  // victim pieces finish has sent away from their squares
	exact    bool                    // finish places every victim piece on its square
	mate     bool                    // targets of mate (a checker placed first) rather than stalemate
	reserved movegen.Bitboard        // squares F has empty: between the checker and the king
	holes    movegen.Bitboard        // squares off the board, where board has stand-ins
	board    *movegen.Position
	kq       movegen.Square
	buf      []movegen.Move

	seen     map[uint64][]int32 // targets emitted by hash
	emitBuf  []slot
	arena    []slot     // the targets' slots
	depth    int        // problems met on the current branch
	opts     [][]option // per depth: the ways to meet its problem
	scratch  []option
	out      []*Full
	steps    int
	maxSteps int
	maxOut   int // targets at most
	halted   func() bool
	tooMany  bool
}

// holeStandIn is the piece of the victim's that stands on each hole of the board the
// construction meets problems on: as a piece of the victim's own it is neither a flight
// of its king nor a square its pieces move to, and it blocks every line across the hole.
// Its own moves are left out (hasVictimMove, resolve).
const holeStandIn = movegen.Knight

// haltInterval is how many steps of the construction go by between two questions
// whether the search is to stop (about 1 ms).
const haltInterval = 4096

// FullTargets builds the final positions of a help stalemate from pos in which the
// mating side makes materMoves moves and the victim victimMoves: exact ones if they are
// few enough, else relaxed ones (mates: MateTargets). ok is false when there are too
// many (the caller must search otherwise). holes are squares taken off the board (the
// condition Hole): no piece stands on or moves across them (see Holes).
func FullTargets(pos *movegen.Position, holes movegen.Bitboard, goal Goal, mater movegen.Color, materMoves, victimMoves, maxSteps int, halted func() bool) ([]*Full, bool) {
	ensureTables()
	if t, ok := BuildFullTargets(pos, holes, goal, mater, materMoves, victimMoves, exactTargetSteps, true, halted); ok {
		return t, true
	}
	return BuildFullTargets(pos, holes, goal, mater, materMoves, victimMoves, maxSteps, false, halted)
}

// exactTargetSteps bounds the construction of exact targets, which prune more but are
// many more than the relaxed ones where the victim has pieces that may go anywhere.
const exactTargetSteps = 1000000

// MateTargets builds the full targets of a mate, at most maxOut of them. The victim's
// pieces that play no part are free (see finish), so there is one kind only.
func MateTargets(pos *movegen.Position, holes movegen.Bitboard, mater movegen.Color, materMoves, victimMoves, maxSteps, maxOut int, halted func() bool) ([]*Full, bool) {
	ensureTables()
	return buildTargets(pos, holes, Mate, mater, materMoves, victimMoves, maxSteps, maxOut, true, halted)
}

// BuildFullTargets builds the targets, exact ones or relaxed ones (see finish), in at
// most maxSteps steps. It gives up too (ok false) when halted, asked every haltInterval
// steps, says so (nil: never), or past MaxFullTargets (MaxMateTargets for a mate).
// FullTargets and MateTargets are what a search wants; this is the construction itself,
// for tests of its coverage.
func BuildFullTargets(pos *movegen.Position, holes movegen.Bitboard, goal Goal, mater movegen.Color, materMoves, victimMoves, maxSteps int, exact bool, halted func() bool) ([]*Full, bool) {
	ensureTables()
	maxOut := MaxFullTargets
	if goal == Mate {
		maxOut = MaxMateTargets
	}
	return buildTargets(pos, holes, goal, mater, materMoves, victimMoves, maxSteps, maxOut, exact, halted)
}

// buildTargets is BuildFullTargets with at most maxOut targets.
func buildTargets(pos *movegen.Position, holes movegen.Bitboard, goal Goal, mater movegen.Color, materMoves, victimMoves, maxSteps, maxOut int, exact bool, halted func() bool) ([]*Full, bool) {
	victim := mater.Other()
	if pos.King(victim) == movegen.NoSquare {
		return nil, false
	}
	tr := NewTracker(pos, mater)
	g := &targetGen{
		mater: mater, victim: victim,
		nM:         pos.ColorPieces(mater).Count(),
		root:       pos,
		materMoves: materMoves, victimMoves: victimMoves,
		maxSteps: maxSteps, maxOut: maxOut, exact: exact, mate: goal == Mate, halted: halted,
		board: movegen.NewEmpty(),
		holes: holes,
		seen:  map[uint64][]int32{},
		buf:   make([]movegen.Move, 0, 128),
	}
	for i := range g.typeList {
		g.typeList[i] = movegen.Pawn + movegen.PieceType(i)
	}
	for _, c := range []movegen.Color{movegen.White, movegen.Black} {
		g.castles[c] = castleSquares(pos, c)
	}
	for id, s := range tr.sq {
		g.origSq = append(g.origSq, s)
		g.origType = append(g.origType, pos.PieceAt(s).Type())
		if s == pos.King(victim) {
			g.kingID = id
		}
	}
	g.costs = make([][7][64]uint8, len(tr.sq))
	g.reach = make([][7][]movegen.Bitboard, len(tr.sq))
	maxBudget := max(materMoves, victimMoves)
	for id := range tr.sq {
		for _, t := range g.types(id) {
			g.reach[id][t] = make([]movegen.Bitboard, maxBudget+1)
			for sq := movegen.Square(0); sq < 64; sq++ {
				c := min(g.slowCost(id, t, sq), unreachable)
				g.costs[id][t][sq] = uint8(c)
				for b := c; b <= maxBudget; b++ {
					g.reach[id][t][b] |= movegen.SquareBB(sq)
				}
			}
		}
	}
	g.listVictims()
	g.cur = make([]slot, len(tr.sq))
	g.assigned = make([]bool, len(tr.sq))
	g.away = make([]bool, len(tr.sq))
	g.board.SetSideToMove(victim)
	for s := range holes.Squares() {
		g.board.Put(s, movegen.MakePiece(victim, holeStandIn))
	}
	for kq := movegen.Square(0); kq < 64; kq++ {
		c := g.cost(g.kingID, movegen.King, kq)
		if c > victimMoves || holes.Has(kq) {
			continue
		}
		g.kq = kq
		g.vUsed = c
		g.assign(g.kingID, movegen.King, kq)
		if g.mate {
			g.placeChecker()
		} else {
			g.resolve()
		}
		g.unassign(g.kingID)
		if g.tooMany {
			return nil, false
		}
	}
	return g.out, true
}

// color is the colour of piece id.
func (g *targetGen) color(id int) movegen.Color {
	if id < g.nM {
		return g.mater
	}
	return g.victim
}

// cost is the fewest moves (empty board) for piece id to stand on to as typ.
func (g *targetGen) cost(id int, typ movegen.PieceType, to movegen.Square) int {
	return int(g.costs[id][typ][to])
}

// within is the set of squares piece id can stand on as typ within budget moves.
func (g *targetGen) within(id int, typ movegen.PieceType, budget int) movegen.Bitboard {
	if budget < 0 {
		return 0
	}
	r := g.reach[id][typ]
	return r[min(budget, len(r)-1)]
}

// slowCost computes cost.
func (g *targetGen) slowCost(id int, typ movegen.PieceType, to movegen.Square) int {
	c := g.color(id)
	from, ft := g.origSq[id], g.origType[id]
	d := pieceDist(c, ft, from, typ, to)
	if ft == movegen.King && typ == movegen.King {
		for _, cs := range g.castles[c] {
			d = min(d, 1+int(plainDist[movegen.King][cs][to]))
		}
	}
	if ft == movegen.Rook && typ == movegen.Rook {
		if cs, ok := castledRook(g.root, c, from); ok {
			d = min(d, int(plainDist[movegen.Rook][cs][to]))
		}
	}
	return d
}

func (g *targetGen) assign(id int, typ movegen.PieceType, sq movegen.Square) {
	g.cur[id] = slot{typ: typ, sq: sq, state: slotAt}
	g.assigned[id] = true
	g.board.Put(sq, movegen.MakePiece(g.color(id), typ))
}

func (g *targetGen) unassign(id int) {
	if g.cur[id].state == slotAt {
		g.board.Remove(g.cur[id].sq)
	}
	g.cur[id] = slot{}
	g.assigned[id] = false
}

// types lists the types piece id may have in the end: a pawn's five, another piece's
// own, from one array (the construction asks at every option it builds).
func (g *targetGen) types(id int) []movegen.PieceType {
	if g.origType[id] == movegen.Pawn {
		return g.typeList[:5]
	}
	t := g.origType[id]
	return g.typeList[t-1 : t]
}

// option is one way to meet a problem: piece id placed as typ on sq, cost moves.
type option struct {
	id      int
	typ     movegen.PieceType
	sq      movegen.Square
	cost    int
	reserve movegen.Bitboard // squares F has empty once it is placed (a checker's line)
}

// resolve meets a problem of the board, or finishes the target when none is left. Of
// the victim's moves it meets the one with the fewest ways (every problem of T must be
// met in F, so any one will do): a problem nothing can meet ends the branch at once
// instead of after the others have been met in every way.
func (g *targetGen) resolve() {
	if g.tooMany {
		return
	}
	g.steps++
	if g.steps > g.maxSteps || g.steps%haltInterval == 0 && g.halted != nil && g.halted() {
		g.tooMany = true
		return
	}
	depth := g.depth
	for len(g.opts) <= depth {
		g.opts = append(g.opts, nil)
	}
	best := g.opts[depth][:0]
	b := g.board
	if b.InCheck() && !g.mate {
		cs := b.Checkers().First()
		switch b.PieceAt(cs).Type() {
		case movegen.Bishop, movegen.Rook, movegen.Queen:
			for s := range movegen.Between(g.kq, cs).Squares() {
				best = g.addVictim(best, s, math.MaxInt)
				best = g.addMater(best, s, 0)
			}
		}
	} else {
		moves := b.LegalMoves(g.buf[:0])
		g.buf = moves[:0]
		first := true
		for _, mv := range moves {
			if g.holes.Has(mv.From()) {
				continue // a hole's stand-in
			}
			if !g.mate && movegen.Between(mv.From(), mv.To()) != 0 {
				continue // a slider's longer move, or a pawn's double step
			}
			limit := len(best)
			if first {
				limit = math.MaxInt
			}
			g.scratch = g.problemOptions(g.scratch[:0], mv.From(), mv.To(), limit)
			if first || len(g.scratch) < len(best) {
				best, g.scratch = g.scratch, best
				first = false
			}
			if len(best) == 0 {
				break
			}
		}
		if first {
			g.opts[depth] = best
			if !g.hasVictimMove(moves) {
				g.finish(g.nM)
			}
			return
		}
	}
	g.opts[depth] = best
	g.depth++
	for _, o := range best {
		reserved := g.reserved
		g.reserved |= o.reserve
		g.place(o)
		g.resolve()
		g.unplace(o)
		g.reserved = reserved
		if g.tooMany {
			break
		}
	}
	g.depth--
}

// hasVictimMove reports whether moves, the legal moves of the board, hold a move of the
// victim's (not of a hole's stand-in).
func (g *targetGen) hasVictimMove(moves []movegen.Move) bool {
	for _, mv := range moves {
		if !g.holes.Has(mv.From()) {
			return true
		}
	}
	return false
}

// checkCost is the fewest moves for piece id of the mating side to check the king
// from x as typ (checkStay where it stands there already).
func (g *targetGen) checkCost(id int, typ movegen.PieceType, x movegen.Square) int {
	if c := g.cost(id, typ, x); c > 0 {
		return c
	}
	return int(checkStay(typ, x, g.kq))
}

// addCheckers appends a piece of the mating side that checks the victim's king where
// it stands, the line between them kept empty.
func (g *targetGen) addCheckers(opts []option) []option {
	occ := g.board.Occupied()
	free := ^occ &^ g.reserved
	budget := g.materMoves - g.mUsed
	for id := 0; id < g.nM; id++ {
		if g.assigned[id] {
			continue
		}
		for _, t := range g.types(id) {
			if t == movegen.King {
				continue
			}
			from := movegen.Attacks(g.victim, t, g.kq, occ)
			if t == movegen.Pawn {
				from = pawnGuards(g.mater, g.kq)
			}
			for x := range (from & free & g.within(id, t, budget)).Squares() {
				if c := g.checkCost(id, t, x); c <= budget {
					opts = append(opts, option{id: id, typ: t, sq: x, cost: c, reserve: movegen.Between(x, g.kq)})
				}
			}
		}
	}
	return opts
}

// placeChecker places a piece of the mating side that checks the victim's king (on
// the board only the king stands) and keeps the squares between them empty.
func (g *targetGen) placeChecker() {
	for id := 0; id < g.nM; id++ {
		for _, t := range g.types(id) {
			if t == movegen.King {
				continue
			}
			from := movegen.Attacks(g.victim, t, g.kq, g.holes) &^ g.holes
			if t == movegen.Pawn {
				from = pawnGuards(g.mater, g.kq) &^ g.holes
			}
			for x := range (from & g.within(id, t, g.materMoves)).Squares() {
				o := option{id: id, typ: t, sq: x, cost: g.checkCost(id, t, x)}
				if o.cost > g.materMoves {
					continue
				}
				g.reserved = movegen.Between(x, g.kq)
				g.place(o)
				g.resolve()
				g.unplace(o)
				g.reserved = 0
				if g.tooMany {
					return
				}
			}
		}
	}
}

// problemOptions appends the ways to stop the victim's move from→to. It may stop early
// once opts holds limit options or more: resolve keeps only a list shorter than the
// best so far.
func (g *targetGen) problemOptions(opts []option, from, to movegen.Square, limit int) []option {
	b := g.board
	empty := b.PieceAt(to) == movegen.NoPiece
	if from == g.kq {
		if empty {
			if opts = g.addVictim(opts, to, limit); len(opts) >= limit {
				return opts
			}
		}
		return g.addGuards(opts, to, limit)
	}
	if g.mate {
		// In check every move of another piece captures the checker or interposes, so
		// nothing may stand on to: the piece is pinned, or a piece stands on its way.
		for s := range (movegen.Between(from, to) &^ g.reserved).Squares() {
			opts = g.addVictim(opts, s, limit)
			if opts = g.addMater(opts, s, 0); len(opts) >= limit {
				return opts
			}
		}
		if opts = g.addPinners(opts, from, to); len(opts) >= limit {
			return opts
		}
		// or a second checker: against a double check only the king moves
		return g.addCheckers(opts)
	}
	if empty {
		opts = g.addVictim(opts, to, limit)
		if b.PieceAt(from).Type() == movegen.Pawn && from.File() == to.File() {
			opts = g.addMater(opts, to, 0)
		}
	}
	return g.addPinners(opts, from, to)
}

// place applies option o, unplace takes it back.
func (g *targetGen) place(o option) {
	if o.id < g.nM {
		g.mUsed += o.cost
	} else {
		g.vUsed += o.cost - g.awayMove(o.id)
	}
	g.assign(o.id, o.typ, o.sq)
}

func (g *targetGen) unplace(o option) {
	g.unassign(o.id)
	if o.id < g.nM {
		g.mUsed -= o.cost
	} else {
		g.vUsed -= o.cost - g.awayMove(o.id)
	}
}

// awayMove is the move finish counted for piece id sent away (placing it replaces that
// move by its distance).
func (g *targetGen) awayMove(id int) int {
	if g.away[id] {
		return 1
	}
	return 0
}

// typeMask selects piece types (bit t for type t); 0 allows all.
type typeMask uint8

func (tm typeMask) allows(t movegen.PieceType) bool { return tm == 0 || tm&(1<<t) != 0 }

// addVictim appends each victim piece not yet placed, as each type it may have, on s;
// it stops once opts holds limit options (see problemOptions).
func (g *targetGen) addVictim(opts []option, s movegen.Square, limit int) []option {
	for _, vc := range g.victimOn[s] {
		if len(opts) >= limit {
			break
		}
		if g.assigned[vc.id] {
			continue
		}
		if g.vUsed+int(vc.cost)-g.awayMove(int(vc.id)) <= g.victimMoves {
			opts = append(opts, option{id: int(vc.id), typ: vc.typ, sq: s, cost: int(vc.cost)})
		}
	}
	return opts
}

// victimCandidate is a piece of the victim's (id) that may stand on a square as typ
// within the victim's moves, at cost moves.
type victimCandidate struct {
	id   int16
	typ  movegen.PieceType
	cost uint8
}

// listVictims fills victimOn: for each square, the victim's pieces (by id, then by
// type) that may stand there within the victim's moves. addVictim asks at every way
// of every problem it weighs, and most pieces and types cannot reach most squares.
func (g *targetGen) listVictims() {
	for s := movegen.Square(0); s < 64; s++ {
		for id := g.nM; id < len(g.costs); id++ {
			for _, t := range g.types(id) {
				if c := g.cost(id, t, s); c <= g.victimMoves {
					g.victimOn[s] = append(g.victimOn[s], victimCandidate{id: int16(id), typ: t, cost: uint8(c)})
				}
			}
		}
	}
}

// addMater appends each piece of the mating side not yet placed, as each type allowed,
// on s.
func (g *targetGen) addMater(opts []option, s movegen.Square, tm typeMask) []option {
	for id := 0; id < g.nM; id++ {
		if g.assigned[id] {
			continue
		}
		for _, t := range g.types(id) {
			if !tm.allows(t) || t == movegen.King && g.kingZone().Has(s) {
				continue
			}
			if c := g.cost(id, t, s); g.mUsed+c <= g.materMoves {
				opts = append(opts, option{id: id, typ: t, sq: s, cost: c})
			}
		}
	}
	return opts
}

// addGuards appends a piece of the mating side on each empty square from which it
// attacks s (the victim's king not counted as a blocker: it would move along the line);
// it stops once opts holds limit options (see problemOptions). The squares are found
// for each type only when a piece may have it.
func (g *targetGen) addGuards(opts []option, s movegen.Square, limit int) []option {
	occ := g.board.Occupied() &^ movegen.SquareBB(g.kq)
	empty := ^g.board.Occupied() &^ g.reserved
	var from [7]movegen.Bitboard
	var known uint8 // the types whose squares from holds
	budget := g.materMoves - g.mUsed
	for id := 0; id < g.nM; id++ {
		if g.assigned[id] {
			continue
		}
		for _, t := range g.types(id) {
			if known&(1<<t) == 0 {
				known |= 1 << t
				from[t] = g.guardSquares(t, s, occ) & empty
			}
			for x := range (from[t] & g.within(id, t, budget)).Squares() {
				if len(opts) >= limit {
					return opts
				}
				opts = append(opts, option{id: id, typ: t, sq: x, cost: g.cost(id, t, x)})
			}
		}
	}
	return opts
}

// guardSquares is the set of squares from which a piece of the mating side of type t
// attacks s, occ blocking the lines (a piece of type t attacks s from the squares a
// piece of type t on s attacks); its king not next to the victim's.
func (g *targetGen) guardSquares(t movegen.PieceType, s movegen.Square, occ movegen.Bitboard) movegen.Bitboard {
	switch t {
	case movegen.Pawn:
		return pawnGuards(g.mater, s)
	case movegen.King:
		return movegen.Attacks(g.victim, t, s, occ) &^ g.kingZone()
	}
	return movegen.Attacks(g.victim, t, s, occ)
}

// kingZone is the squares next to the victim's king, where the mating side's king
// cannot stand.
func (g *targetGen) kingZone() movegen.Bitboard {
	return movegen.Attacks(g.victim, movegen.King, g.kq, 0)
}

// pawnGuards is the set of squares from which a pawn of colour c attacks s.
func pawnGuards(c movegen.Color, s movegen.Square) movegen.Bitboard {
	r := s.Rank() - 1
	if c == movegen.Black {
		r = s.Rank() + 1
	}
	var b movegen.Bitboard
	if r < 1 || r > 6 { // no pawn stands on the first or last rank
		return 0
	}
	for _, f := range []int{s.File() - 1, s.File() + 1} {
		if f >= 0 && f <= 7 {
			b |= movegen.SquareBB(movegen.MakeSquare(f, r))
		}
	}
	return b
}

// addPinners appends a piece of the mating side that pins p (on a line with the
// victim's king, the move p→to leaving the line).
func (g *targetGen) addPinners(opts []option, p, to movegen.Square) []option {
	line := movegen.Line(g.kq, p)
	if line == 0 || line.Has(to) || movegen.Between(g.kq, p)&g.board.Occupied() != 0 {
		return opts
	}
	tm := typeMask(1<<movegen.Queen | 1<<movegen.Bishop)
	if g.kq.File() == p.File() || g.kq.Rank() == p.Rank() {
		tm = 1<<movegen.Queen | 1<<movegen.Rook
	}
	occ := g.board.Occupied()
	for x := range line.Squares() {
		if x == p || occ.Has(x) || g.reserved.Has(x) || !movegen.Between(g.kq, x).Has(p) || movegen.Between(p, x)&occ != 0 {
			continue
		}
		opts = g.addMater(opts, x, tm)
	}
	return opts
}

// finish decides for every victim piece from id on not placed yet where F has it. For
// a mate it leaves them free: the king is in check, its flights are covered and the
// checker is safe by the pieces placed, so the others may stand anywhere, and naming
// their squares multiplies the targets without pruning much more. For a stalemate: on
// its own square, captured, or elsewhere. Exact targets name the square (then the
// board may have new problems). Otherwise the piece is just away: nothing it does is a
// problem of T, and it stays available to meet later problems (it may stand on the
// square that meets them), the target naming its square only then. That keeps the
// targets few where exact ones are too many (a victim with five pawns that may promote
// has every placement of them) at the price of pruning less.
func (g *targetGen) finish(id int) {
	if g.mate {
		g.emit()
		return
	}
	for id < len(g.cur) && (g.assigned[id] || g.away[id]) {
		id++
	}
	if id == len(g.cur) {
		g.emit()
		return
	}
	if sq := g.origSq[id]; !(g.board.Occupied() | g.reserved).Has(sq) {
		g.assign(id, g.origType[id], sq)
		g.resolve()
		g.unassign(id)
		if g.tooMany {
			return
		}
	}
	if max(g.mUsed, g.vCaptured+1) <= g.materMoves {
		g.vCaptured++
		g.cur[id] = slot{state: slotCaptured}
		g.assigned[id] = true
		g.finish(id + 1)
		g.cur[id] = slot{}
		g.assigned[id] = false
		g.vCaptured--
	}
	if !g.exact {
		if g.vUsed+1 <= g.victimMoves { // it moves at least once
			g.vUsed++
			g.away[id] = true
			g.finish(id + 1)
			g.away[id] = false
			g.vUsed--
		}
		return
	}
	occ := g.board.Occupied() | g.reserved
	for _, t := range g.types(id) {
		away := occ
		if t == g.origType[id] {
			away |= movegen.SquareBB(g.origSq[id]) // that is the first branch
		}
		for s := range (g.within(id, t, g.victimMoves-g.vUsed) &^ away).Squares() {
			c := g.cost(id, t, s)
			g.vUsed += c
			g.assign(id, t, s)
			g.resolve()
			g.unassign(id)
			g.vUsed -= c
			if g.tooMany {
				return
			}
		}
	}
}

// setStays sets the stay of the slots of t whose pieces check the king in F with no
// line to open (checkStay) and reports whether the mating side's placed pieces still
// reach their slots within its moves.
func (g *targetGen) setStays(t []slot) bool {
	sum := 0
	for id, sl := range t[:g.nM] {
		if sl.state != slotAt {
			continue
		}
		var checks bool // on an empty board: checkStay is 0 for a rider not next to the king
		switch sl.typ {
		case movegen.King:
		case movegen.Pawn:
			checks = pawnGuards(g.mater, g.kq).Has(sl.sq)
		default:
			checks = movegen.Attacks(g.mater, sl.typ, sl.sq, 0).Has(g.kq)
		}
		if checks {
			t[id].stay = checkStay(sl.typ, sl.sq, g.kq)
		}
		c := g.cost(id, sl.typ, sl.sq)
		if c == 0 {
			c = int(t[id].stay)
		}
		sum += c
	}
	return sum <= g.materMoves
}

// emit records the current target once.
func (g *targetGen) emit() {
	t := g.emitBuf[:0]
	h := uint64(14695981039346656037) // FNV-1a over the slots
	for id, sl := range g.cur {
		switch {
		case g.assigned[id]:
		case id < g.nM:
			sl = slot{state: slotFree}
		case g.mate:
			sl = slot{state: slotFree} // see finish
		default:
			sl = slot{state: slotMoved}
		}
		t = append(t, sl)
		h = (h ^ (uint64(sl.state)<<16 | uint64(sl.typ)<<8 | uint64(sl.sq))) * 1099511628211
	}
	g.emitBuf = t
	if g.mate && !g.setStays(t) {
		return
	}
	for _, i := range g.seen[h] {
		if slices.Equal(g.out[i].slots, t) {
			return
		}
	}
	if len(g.out) >= g.maxOut {
		g.tooMany = true
		return
	}
	if len(g.arena)+len(t) > cap(g.arena) {
		g.arena = make([]slot, 0, 4096*len(t))
	}
	g.arena = append(g.arena, t...)
	g.seen[h] = append(g.seen[h], int32(len(g.out)))
	g.out = append(g.out, &Full{slots: g.arena[len(g.arena)-len(t):]})
}
