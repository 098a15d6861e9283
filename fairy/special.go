package fairy

import "github.com/cpls-dev/cpls/movegen"

// The generators of the kinds whose moves are more than a step or a line: kangaroos,
// double hoppers, bouncers, edgehogs, the Chinese leapers mao and moa, roses, spiral
// springers, the radial knight, equihoppers, and the pawns.

// radialRanges are the leaps of the radial knight, one range per distance
// (pieces/walks/radial.c).
var radialRanges = [][]int{rookVecs, dabbabaVecs, leap03Vecs, leap04Vecs, bucephaleV, leap06Vecs,
	leap07Vecs, bishopVecs, knightVecs, camelVecs, giraffeVecs, leap15Vecs, leap16Vecs, root50Vecs,
	alfilVecs, zebraVecs, leap24Vecs, leap25Vecs, leap26Vecs, leap27Vecs, leap33Vecs, leap35Vecs,
	leap36Vecs, leap37Vecs, leap44Vecs, leap45Vecs, leap46Vecs, leap47Vecs, leap56Vecs, leap57Vecs,
	leap66Vecs, leap67Vecs, leap77Vecs}

// specialMoves appends the moves of the components compMoves leaves to it.
func (g *Game) specialMoves(ml []movegen.Move, from int, k *comp, c movegen.Color) []movegen.Move {
	switch k.kind {
	case kKangaroo, kKangarooLion:
		for i := len(k.vs.vecs) - 1; i >= 0; i-- {
			ml = g.kangarooMoves(ml, from, k.vs.vecs[i], k.kind == kKangarooLion, c)
		}
	case kDoubleHop:
		ml = g.doubleHopMoves(ml, from, k.vs.vecs, c)
	case kBouncer:
		for i := len(k.vs.vecs) - 1; i >= 0; i-- {
			ml = g.bouncerMove(ml, from, k.vs.vecs[i], c)
		}
	case kEdgehog:
		for i := len(k.vs.vecs) - 1; i >= 0; i-- {
			ml = g.edgehogMoves(ml, from, k.vs.vecs[i], c)
		}
	case kMao, kMoa, kMaoRider, kMoaRider:
		for _, v := range k.vs.vecs {
			ml = g.maoMoves(ml, from, v, k.kind, c)
		}
	case kRose:
		for s := 0; s < 8; s++ {
			ml = g.roseMoves(ml, from, s, 1, c)
			ml = g.roseMoves(ml, from, s, -1, c)
		}
	case kSpiral:
		for _, zz := range k.zigzags {
			ml = g.zigzagMoves(ml, from, zz[0], zz[1], c)
		}
	case kRadial:
		for _, r := range radialRanges {
			ml = g.radialMoves(ml, from, r, c)
		}
	case kEquihopper, kOrix:
		ml = g.equihopperMoves(ml, from, k.kind == kEquihopper, c)
	case kAngleHop:
		for _, v := range k.vs.vecs {
			ml = g.angleHopMoves(ml, from, v, k.n, c)
		}
	case kMultiLion:
		for _, v := range k.vs.vecs {
			ml = g.multiLionMoves(ml, from, v, k.n, c)
		}
	case kNonstopEqui:
		ml = g.nonstopEquiMoves(ml, from, k.n == 1, c)
	case kQuerquisite:
		ml = g.querquisiteMoves(ml, from, c)
	case kHunter:
		ml = g.hunterMoves(ml, from, k.n, c)
	case kReflect:
		ml = g.reflectMoves(ml, from, k.n, c)
	case kUbiUbi:
		ml = g.ubiubiMoves(ml, from, c)
	case kEquistopper:
		ml = g.equistopperMoves(ml, from, c)
	case kPathLion:
		ml = g.pathLionMoves(ml, from, k.paths, c)
	case kRoseHop, kRoseLocust, kRao:
		ml = g.roseKindMoves(ml, from, k.kind, c)
	case kHamster:
		for i := len(k.vs.vecs) - 1; i >= 0; i-- {
			ml = g.hamsterMoves(ml, from, k.vs.vecs[i], k.n == 1, c)
		}
	case kArgentine:
		for _, v := range k.vs.vecs {
			ml = g.argentineMoves(ml, from, v, c)
		}
	case kMaoHop:
		for i := len(k.vs.vecs) - 1; i >= 0; i-- {
			ml = g.maoHopMoves(ml, from, k.vs.vecs[i], k.n == 1, c)
		}
	case kTreehopper:
		for _, r := range k.ranges {
			ml = g.treehopperMoves(ml, from, r, c)
		}
	case kLeafhopper:
		for _, r := range k.ranges {
			ml = g.leafhopperMoves(ml, from, r, c)
		}
	case kOrphan:
		ml = g.orphanMoves(ml, from, c)
	case kFriend:
		ml = g.friendMoves(ml, from, c)
	default:
		ml = g.laterMoves(ml, from, k, c)
	}
	return ml
}

// laterMoves appends the moves of the kinds specialMoves leaves to it: those of the
// walks Popeye added last, and the pawns.
func (g *Game) laterMoves(ml []movegen.Move, from int, k *comp, c movegen.Color) []movegen.Move {
	switch k.kind {
	case kEagleEqui:
		if k.n == 1 {
			return g.eagleNonstopMoves(ml, from, c)
		}
		return g.eagleEquihopperMoves(ml, from, c)
	case kBouncy:
		if k.n == 0 {
			var bounced movegen.Bitboard
			return g.bouncyRiderMoves(ml, from, from, &bounced, c)
		}
		return g.bouncyKnightMoves(ml, from, from, k.n, c)
	case kNonstopStopper:
		return g.nonstopEquistopperMoves(ml, from, c)
	case kSkylla:
		return g.skyllaMoves(ml, from, k.vs.vecs, c)
	case kCAT:
		return g.catMoves(ml, from, c)
	case kCardinal:
		return g.cardinalMoves(ml, from, c)
	}
	return g.pawnMoves(ml, from, k.kind, c)
}

// kangarooMoves appends a kangaroo's hop along v over two hurdles (a kangaroo lion lands
// on any square beyond the second).
func (g *Game) kangarooMoves(ml []movegen.Move, from, v int, lion bool, c movegen.Color) []movegen.Move {
	h1 := g.endOfLine(from, v)
	if g.blocked(h1) {
		return ml
	}
	h2 := g.endOfLine(h1, v)
	if g.blocked(h2) {
		return ml
	}
	t := h2 + v
	if lion {
		for ; g.empty(t); t += v {
			ml = append(ml, encode(from, t, plainMove, 0))
		}
	}
	return g.to(ml, from, t, c)
}

// doubleHopMoves appends a double hopper's moves: a hop to an empty square, then a second
// hop in any of its directions (the piece itself may be the second hurdle).
func (g *Game) doubleHopMoves(ml []movegen.Move, from int, vs []int, c movegen.Color) []movegen.Move {
	for i := len(vs) - 1; i >= 0; i-- {
		h1 := g.endOfLine(from, vs[i])
		if g.blocked(h1) {
			continue
		}
		mid := h1 + vs[i]
		if !g.empty(mid) {
			continue
		}
		for j := len(vs) - 1; j >= 0; j-- {
			h2 := g.endOfLine(mid, vs[j])
			if g.blocked(h2) {
				continue
			}
			if t := h2 + vs[j]; t != from {
				ml = g.to(ml, from, t, c)
			}
		}
	}
	return ml
}

// bouncerMove appends a bouncer's move against v: it looks along v to the first piece or
// the edge and moves as far the other way, over empty squares.
func (g *Game) bouncerMove(ml []movegen.Move, from, v int, c movegen.Color) []movegen.Move {
	where := g.endOfLine(from, v)
	target := 2*from - where
	t := from - v
	for t != target && g.empty(t) {
		t -= v
	}
	if t == target {
		ml = g.to(ml, from, t, c)
	}
	return ml
}

// noEdge reports whether b is not on the board's edge.
func noEdge(b int) bool {
	f, r := fileOf(b), rankOf(b)
	return f > 0 && f < 7 && r > 0 && r < 7
}

// edgehogMoves appends an edgehog's moves along v: a rider's that go from the edge into
// the board or back.
func (g *Game) edgehogMoves(ml []movegen.Move, from, v int, c movegen.Color) []movegen.Move {
	inner := noEdge(from)
	t := from + v
	for ; g.empty(t); t += v {
		if noEdge(t) != inner {
			ml = append(ml, encode(from, t, plainMove, 0))
		}
	}
	if g.enemy(t, c) && noEdge(t) != inner {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}

// passVector returns the step a mao (or moa) makes first on its way along the knight's
// vector v: orthogonal for a mao, diagonal for a moa.
func passVector(v int, moa bool) int {
	df, dr := deltaCoords(v)
	if moa {
		return vec(sign(df), sign(dr))
	}
	if abs(dr) == 2 {
		return vec(0, dr/2)
	}
	return vec(df/2, 0)
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// maoMoves appends a mao's or moa's leap along v through its passing square (and a
// maorider's or moarider's continuation along the line).
func (g *Game) maoMoves(ml []movegen.Move, from, v int, k compKind, c movegen.Color) []movegen.Move {
	pass := from + passVector(v, k == kMoa || k == kMoaRider)
	t := from + v
	if k == kMao || k == kMoa {
		if g.empty(pass) {
			ml = g.to(ml, from, t, c)
		}
		return ml
	}
	for g.empty(pass) && g.empty(t) {
		ml = append(ml, encode(from, t, plainMove, 0))
		pass += v
		t += v
	}
	if g.empty(pass) && g.enemy(t, c) {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}

// roseMoves appends a rose's moves along the octagon that starts with the knight's vector
// s and turns by sense (1 or -1) at every leap.
func (g *Game) roseMoves(ml []movegen.Move, from, s, sense int, c movegen.Color) []movegen.Move {
	t := from
	for i := 0; i < 8; i++ {
		t += knightVecs[(s+8+sense*i)%8]
		if t == from || !g.empty(t) {
			break
		}
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	if t != from && g.enemy(t, c) {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}

// zigzagMoves appends a spiral springer's moves along the line that alternates zig and
// zag.
func (g *Game) zigzagMoves(ml []movegen.Move, from, zig, zag int, c movegen.Color) []movegen.Move {
	t := from + zig
	for g.empty(t) {
		ml = append(ml, encode(from, t, plainMove, 0))
		t += zag
		if !g.empty(t) {
			break
		}
		ml = append(ml, encode(from, t, plainMove, 0))
		t += zig
	}
	if g.enemy(t, c) {
		ml = append(ml, encode(from, t, plainMove, 0))
	}
	return ml
}

// radialMoves appends the radial knight's moves of one distance: over an enemy piece at
// that distance to any square at the same distance from it.
func (g *Game) radialMoves(ml []movegen.Move, from int, r []int, c movegen.Color) []movegen.Move {
	for _, v := range r {
		h := from + v
		if !g.board[h].Belongs(c.Other()) {
			continue
		}
		for _, w := range r {
			// h-v is the piece's own square: a neutral radial knight, its own enemy,
			// would otherwise capture itself there.
			if h+w != from {
				ml = g.to(ml, from, h+w, c)
			}
		}
	}
	return ml
}

// equihopperMoves appends an equihopper's moves (an orix's are those along queen lines):
// over a hurdle to the square as far beyond it, the squares between empty on both sides.
func (g *Game) equihopperMoves(ml []movegen.Move, from int, equi bool, c movegen.Color) []movegen.Move {
	for i := len(queenVecs) - 1; i >= 0; i-- {
		v := queenVecs[i]
		h := g.endOfLine(from, v)
		if g.blocked(h) {
			continue
		}
		end := g.endOfLine(h, v)
		beyond, before := abs(end-h), abs(h-from)
		switch {
		case beyond > before:
			ml = append(ml, encode(from, 2*h-from, hopMove, h))
		case beyond == before && g.enemy(end, c):
			ml = append(ml, encode(from, end, hopMove, h))
		}
	}
	if !equi {
		return ml
	}
	for _, v := range equiVecs {
		if h := from + v; g.board[h].Walk() >= King {
			ml = g.hopTo(ml, from, from+2*v, h, c)
		}
	}
	return ml
}

// forward returns the vector of a step forward for c.
func forward(c movegen.Color) int {
	if c == movegen.White {
		return dirUp
	}
	return dirDown
}

// stepsFrom returns how far a pawn of c on b steps without capturing (Popeye's
// pawn_get_no_capture_length): not at all from its first rank (where it neither moves
// nor captures) unless a condition says how far, two squares from its second, one
// otherwise; an orphan moving as a pawn steps one square from the first rank.
func (g *Game) stepsFrom(c movegen.Color, b int) int {
	r := rankOf(b)
	if c == movegen.Black {
		r = 7 - r
	}
	switch {
	case r == 0 && g.board[b].Walk() == Orphan:
		return 1
	case r == 0:
		return g.rules.hooks.baseSteps
	case r == 1:
		return 2
	}
	return 1
}

// moveStepsFrom is stepsFrom for the pawn's moves: under ParrainCirce, where pawns are
// reborn on their first rank, and on a wormhole, a pawn moves and captures one square
// from there (Popeye's pawn_get_no_capture_length); its captures from there observe
// nothing (Popeye's pawns capture by observation only beyond their second rank).
func (g *Game) moveStepsFrom(c movegen.Color, b int) int {
	if n := g.stepsFrom(c, b); n > 0 || !g.rules.firstRankPawns && g.rules.firstRankSquares&(1<<square(b)) == 0 {
		return n
	}
	return 1
}

// pawnMoves appends the moves of the pawn kinds.
func (g *Game) pawnMoves(ml []movegen.Move, from int, k compKind, c movegen.Color) []movegen.Move {
	fwd := forward(c)
	switch k {
	case kPawn, kReversePawn:
		steps := g.moveStepsFrom(c, from)
		if k == kReversePawn {
			fwd, steps = -fwd, g.moveStepsFrom(c.Other(), from)
		}
		if steps > 0 {
			ml = g.pawnCapture(ml, from, fwd+dirLeft, c)
			ml = g.pawnCapture(ml, from, fwd+dirRight, c)
			ml = g.pawnSteps(ml, from, fwd, steps)
		}
	case kPawnStep:
		if steps := g.stepsFrom(c, from); steps > 0 {
			ml = g.pawnSteps(ml, from, fwd, steps)
		}
	case kPawnCapture:
		if g.stepsFrom(c, from) > 0 {
			ml = g.pawnCapture(ml, from, fwd+dirLeft, c)
			ml = g.pawnCapture(ml, from, fwd+dirRight, c)
		}
	case kBerolina:
		if steps := g.stepsFrom(c, from); steps > 0 {
			ml = g.pawnCapture(ml, from, fwd, c)
			ml = g.pawnSteps(ml, from, fwd+dirLeft, steps)
			ml = g.pawnSteps(ml, from, fwd+dirRight, steps)
		}
	case kMarinePawnCapture:
		for _, v := range [2]int{fwd + dirRight, fwd + dirLeft} {
			ml = g.marinePawnCapture(ml, from, v, c)
		}
	case kMarinePawn:
		if steps := g.stepsFrom(c, from); steps > 0 {
			ml = g.pawnSteps(ml, from, fwd, steps)
			for _, v := range [2]int{fwd + dirRight, fwd + dirLeft} {
				ml = g.marinePawnCapture(ml, from, v, c)
			}
		}
	case kChinesePawn:
		ml = g.to(ml, from, from+fwd, c)
		if past := rankOf(from) >= 4; past == (c == movegen.White) {
			ml = g.to(ml, from, from+dirRight, c)
			ml = g.to(ml, from, from+dirLeft, c)
		}
	case kSuperpawn, kBerolinaSuper:
		steps, captures := []int{fwd}, []int{fwd + dirLeft, fwd + dirRight}
		if k == kBerolinaSuper {
			steps, captures = captures, steps
		}
		for _, v := range steps {
			for t := from + v; g.empty(t); t += v {
				ml = append(ml, encode(from, t, plainMove, 0))
			}
		}
		for _, v := range captures {
			if t := g.endOfLine(from, v); g.enemy(t, c) {
				ml = append(ml, encode(from, t, plainMove, 0))
			}
		}
	}
	return ml
}

// passedOver reports whether the pawn of the last move's multi-step passed t: the first
// square it passed (g.ep), or the second one of a triple step (EinsteinChess), which
// Popeye allows en passant too.
func (g *Game) passedOver(t int) bool {
	if g.ep == 0 {
		return false
	}
	if r := rankOf(g.epPawn) - rankOf(g.ep); r == 2 || r == -2 {
		return t == g.ep || t == (g.ep+g.epPawn)/2
	}
	return t == g.ep
}

// pawnCapture appends a pawn's capture along v, or its capture en passant.
func (g *Game) pawnCapture(ml []movegen.Move, from, v int, c movegen.Color) []movegen.Move {
	t := from + v
	switch {
	case g.enemy(t, c):
		ml = append(ml, encode(from, t, plainMove, 0))
	case g.passedOver(t) && g.enemy(g.epPawn, c) && g.board[from].Walk() != Orphan: // orphans never take en passant
		ml = append(ml, encode(from, t, enPassant, g.epPawn))
	}
	return ml
}

// marinePawnCapture appends a marine pawn's capture along the diagonal v: over the enemy
// piece next to it to the empty square beyond, or en passant over the square a pawn
// just passed, taking that pawn (pieces/walks/marine.c).
func (g *Game) marinePawnCapture(ml []movegen.Move, from, v int, c movegen.Color) []movegen.Move {
	t := from + v
	switch {
	case !g.empty(t + v):
	case g.enemy(t, c):
		ml = append(ml, encode(from, t+v, captureAt, t))
	case g.passedOver(t) && g.enemy(g.epPawn, c) && g.board[from].Walk() != Orphan: // orphans never take en passant
		ml = append(ml, encode(from, t+v, enPassant, g.epPawn))
	}
	return ml
}

// pawnSteps appends a pawn's steps along v, up to steps squares; the longer ones allow en
// passant.
func (g *Game) pawnSteps(ml []movegen.Move, from, v, steps int) []movegen.Move {
	t := from + v
	if !g.empty(t) {
		return ml
	}
	ml = append(ml, encode(from, t, plainMove, 0))
	for i := 1; i < steps; i++ {
		t += v
		if !g.empty(t) {
			break
		}
		ml = append(ml, encode(from, t, doubleStep, 0))
	}
	return ml
}

// castlingMoves appends c's castlings: the royal king on its square with the right, the
// squares between king and rook empty, and the king not in check nor passing an attacked
// square (its arrival square is tested with the move itself). On Alice's boards, on the
// king's board. A generator that castles otherwise (castler) generates them instead.
func (g *Game) castlingMoves(ml []movegen.Move, c movegen.Color) []movegen.Move {
	start := len(ml)
	ml = g.plainCastlingMoves(ml, c)
	for _, x := range g.rules.hooks.extenders {
		if y, ok := x.(castlingExtender); ok {
			ml = y.extendCastlings(g, ml, start, c)
		}
	}
	return ml
}

// castlingExtender is an extender that rewrites castlings too (Wormholes: the king
// arriving on a wormhole goes on).
type castlingExtender interface {
	// extendCastlings rewrites ml[start:], c's castlings.
	extendCastlings(g *Game, ml []movegen.Move, start int, c movegen.Color) []movegen.Move
}

// plainCastlingMoves appends c's castlings as castlingMoves, before the extenders.
func (g *Game) plainCastlingMoves(ml []movegen.Move, c movegen.Color) []movegen.Move {
	if g.rules.hooks.generator != nil {
		if x, ok := g.rules.hooks.generator.(castler); ok {
			return x.castlings(g, ml, c)
		}
	}
	if k := g.royal[c]; g.rules.alice && k != 0 {
		var l liftedPieces
		g.liftOtherBoard(aliceBoard(g.board[k]), &l)
		ml = g.boardCastlings(ml, c)
		g.putBack(&l)
		return ml
	}
	return g.boardCastlings(ml, c)
}

// castler is a generator whose side's castlings are not the orthodox ones
// (AntiMarsCirce: the king castles from its rebirth square).
type castler interface {
	// castlings appends c's castlings.
	castlings(g *Game, ml []movegen.Move, c movegen.Color) []movegen.Move
}

// boardCastlings appends c's castlings as castlingMoves, on the board as it stands.
func (g *Game) boardCastlings(ml []movegen.Move, c movegen.Color) []movegen.Move {
	short, long, king, home := rightBits(c)
	if g.castling&(short|long) == 0 || g.castling&king == 0 {
		return ml
	}
	k := g.royal[c]
	if g.rules.noRoyal {
		// No piece is royal (LosingChess, ExtinctionChess): Popeye castles the king
		// that stands on its home square (solving/castling.c, generate_castling).
		k = home
	}
	if k == 0 || g.board[k].Walk() != g.rules.castleKing || castlingLost[k] == 0 || g.checked(c) {
		return ml
	}
	if g.castling&short != 0 && g.empty(k+1) && g.empty(k+2) && !g.attackedAfterStep(k, k+1, c) {
		ml = append(ml, encode(k, k+2, castleShort, 0))
	}
	if g.castling&long != 0 && g.empty(k-1) && g.empty(k-2) && g.empty(k-3) && !g.attackedAfterStep(k, k-1, c) {
		ml = append(ml, encode(k, k-2, castleLong, 0))
	}
	return ml
}

// attackedAfterStep reports whether c's king, stepped from k to t, would be in check
// there (attacked, unless a condition says what check is).
func (g *Game) attackedAfterStep(k, t int, c movegen.Color) bool {
	p := g.board[k]
	g.put(k, NoPiece)
	g.put(t, p)
	a := g.checked(c)
	g.put(t, NoPiece)
	g.put(k, p)
	return a
}
