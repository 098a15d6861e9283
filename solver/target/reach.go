package target

import (
	"iter"
	"sync"

	"github.com/cpls-dev/cpls/movegen"
)

// Goal reachability: a cheap test, made at inner nodes of help and series play, of
// whether a mate (or stalemate) can still come about within the moves left. It uses
// move counts on an empty board, which never exceed the real ones, so it only prunes
// lines that cannot succeed.
//
// In the final position the victim's king stands on some square s it can reach in
// time; for mate some piece of the mating side (not its king) attacks s; and every
// square next to s is attacked by the mating side or occupied by a piece of the victim.
// A flight that no piece of the mating side can attack in time must be blocked by
// distinct victim pieces whose moves, with the king's walk, fit the victim's moves.

// unreachable marks a distance that cannot be covered.
const unreachable = 0xff

// Distance tables on an empty board, indexed [kind][from][to]. Kinds: 0 white pawn,
// 1 black pawn, then Knight, Bishop, Rook, Queen, King by PieceType.
//
//	moveDist:   moves for the piece to stand on to (pawns may promote on the way and
//	            continue as any piece)
//	attackDist: moves for the piece to stand on a square from which it attacks to
var moveDist, attackDist [7][64][64]uint8

// plainDist is moveDist without promotion (a pawn stays a pawn); promoDist[c][T] is the
// number of moves for a pawn of colour c to stand on a square as a promoted T.
var (
	plainDist [7][64][64]uint8
	promoDist [2][7][64][64]uint8
)

// attackBB[kind][s] is the set of squares a piece of the kind on s attacks on an empty
// board.
var attackBB [7][64]movegen.Bitboard

func distKind(pc movegen.Piece) int {
	if pc.Type() == movegen.Pawn {
		return int(pc.Color())
	}
	return int(pc.Type())
}

// emptyBoardTargets appends to out the squares a piece of the kind stands on after one
// move from s on an empty board (pawns: as a pawn, including captures and the double
// step). The callers pass a buffer of their own (at most 27 squares), so building the
// tables allocates nothing per square.
func emptyBoardTargets(out []movegen.Square, kind int, s movegen.Square) []movegen.Square {
	f, r := s.File(), s.Rank()
	add := func(df, dr int) bool {
		nf, nr := f+df, r+dr
		if nf < 0 || nf > 7 || nr < 0 || nr > 7 {
			return false
		}
		out = append(out, movegen.MakeSquare(nf, nr))
		return true
	}
	slide := func(dirs [][2]int) {
		for _, d := range dirs {
			for k := 1; add(d[0]*k, d[1]*k); k++ {
			}
		}
	}
	diag := [][2]int{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}
	orth := [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}}
	switch kind {
	case 0, 1:
		dr := 1
		home := 1
		if kind == 1 {
			dr, home = -1, 6
		}
		if r == 0 || r == 7 {
			return out
		}
		add(0, dr)
		add(-1, dr)
		add(1, dr)
		if r == home {
			add(0, 2*dr)
		}
	case int(movegen.Knight):
		for _, d := range [][2]int{{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}} {
			add(d[0], d[1])
		}
	case int(movegen.Bishop):
		slide(diag)
	case int(movegen.Rook):
		slide(orth)
	case int(movegen.Queen):
		slide(diag)
		slide(orth)
	case int(movegen.King):
		for _, d := range append(diag, orth...) {
			add(d[0], d[1])
		}
	}
	return out
}

// attacksFrom appends to out the squares a piece of the kind on s attacks on an empty
// board.
func attacksFrom(out []movegen.Square, kind int, s movegen.Square) []movegen.Square {
	if kind > 1 {
		return emptyBoardTargets(out, kind, s)
	}
	f, r := s.File(), s.Rank()
	dr := 1
	if kind == 1 {
		dr = -1
	}
	for _, df := range []int{-1, 1} {
		nf, nr := f+df, r+dr
		if nf >= 0 && nf <= 7 && nr >= 0 && nr <= 7 {
			out = append(out, movegen.MakeSquare(nf, nr))
		}
	}
	return out
}

// tablesOnce builds the distance tables on first use (ensureTables): only help play over
// targets and the reach test need them, so other solves do not pay for them at start-up.
var tablesOnce sync.Once

func ensureTables() { tablesOnce.Do(buildTables) }

func buildTables() {
	plainDist = plainDistances()
	moveDist = promotingDistances(&plainDist)
	promoDist = promotedDistances(&plainDist)
	attackBB = emptyBoardAttacks()
	attackDist = attackDistances(&plainDist, &moveDist)
	buildWithin()
}

// plainDistances computes the move distances without promotion by breadth-first
// search: a piece's layer by layer over its empty-board attacks (a piece moves where it
// attacks), a pawn's square by square (its moves are not its attacks).
func plainDistances() (plain [7][64][64]uint8) {
	var buf [32]movegen.Square
	var queue [64]movegen.Square
	for kind := range 7 {
		for from := movegen.Square(0); from < 64; from++ {
			d := &plain[kind][from]
			for i := range d {
				d[i] = unreachable
			}
			d[from] = 0
			if kind >= int(movegen.Knight) {
				pieceLayers(d, movegen.PieceType(kind), from)
				continue
			}
			// Each square enters the queue once.
			queue[0] = from
			for head, tail := 0, 1; head < tail; head++ {
				s := queue[head]
				for _, t := range emptyBoardTargets(buf[:0], kind, s) {
					if d[t] == unreachable {
						d[t] = d[s] + 1
						queue[tail] = t
						tail++
					}
				}
			}
		}
	}
	return plain
}

// pieceLayers fills d, the distances of a piece of type typ from from (d[from] already
// 0, the others unreachable), one layer of the breadth-first search at a time.
func pieceLayers(d *[64]uint8, typ movegen.PieceType, from movegen.Square) {
	seen := movegen.SquareBB(from)
	layer := seen
	for v := uint8(1); layer != 0; v++ {
		var next movegen.Bitboard
		for s := range layer.Squares() {
			next |= movegen.Attacks(movegen.White, typ, s, 0)
		}
		layer = next &^ seen
		seen |= layer
		for s := range layer.Squares() {
			d[s] = v
		}
	}
}

// promotionSquares returns the squares where a pawn of colour c promotes.
func promotionSquares(c int) [8]movegen.Square {
	last := 7
	if c == 1 {
		last = 0
	}
	var out [8]movegen.Square
	for f := range out {
		out[f] = movegen.MakeSquare(f, last)
	}
	return out
}

var promotionTypes = []movegen.PieceType{movegen.Knight, movegen.Bishop, movegen.Rook, movegen.Queen}

// promotingDistances is moveDist: plain distances, but pawns may promote on reaching the
// last rank and go on as any piece.
func promotingDistances(plain *[7][64][64]uint8) (dist [7][64][64]uint8) {
	for c := range 2 {
		// after[f][to]: the fewest moves from promoting on the f-file to standing on to.
		var after [8][64]uint8
		for f, p := range promotionSquares(c) {
			for to := range after[f] {
				best := unreachable
				for _, pt := range promotionTypes {
					best = min(best, int(plain[pt][p][to]))
				}
				after[f][to] = uint8(best)
			}
		}
		for from := movegen.Square(0); from < 64; from++ {
			dist[c][from] = plain[c][from]
			for f, p := range promotionSquares(c) {
				minPlus(&dist[c][from], plain[c][from][p], &after[f])
			}
		}
	}
	for kind := 2; kind < 7; kind++ {
		dist[kind] = plain[kind]
	}
	return dist
}

// minPlus lowers each d[to] to base + row[to] (base unreachable: nothing).
func minPlus(d *[64]uint8, base uint8, row *[64]uint8) {
	if base == unreachable {
		return
	}
	for to, r := range row {
		d[to] = uint8(min(int(d[to]), int(base)+int(r), unreachable))
	}
}

// promotedDistances is promoDist: the moves for a pawn to stand on a square as a
// promoted piece of each type.
func promotedDistances(plain *[7][64][64]uint8) (dist [2][7][64][64]uint8) {
	for c := range 2 {
		for _, pt := range promotionTypes {
			for from := movegen.Square(0); from < 64; from++ {
				d := &dist[c][pt][from]
				for i := range d {
					d[i] = unreachable
				}
				for _, p := range promotionSquares(c) {
					minPlus(d, plain[c][from][p], &plain[pt][p])
				}
			}
		}
	}
	return dist
}

// emptyBoardAttacks is attackBB.
func emptyBoardAttacks() (bb [7][64]movegen.Bitboard) {
	var buf [32]movegen.Square
	for kind := range 7 {
		for s := movegen.Square(0); s < 64; s++ {
			for _, t := range attacksFrom(buf[:0], kind, s) {
				bb[kind][s] |= movegen.SquareBB(t)
			}
		}
	}
	return bb
}

// attackDistances is attackDist: the moves to the nearest square from which the piece
// attacks the target (a pawn may also promote and attack as a piece). The squares a
// piece reaches in v moves (one layer of move) attack, all together, the targets at
// attack distance v or more, so the targets take the distances layer by layer.
func attackDistances(plain, move *[7][64][64]uint8) (dist [7][64][64]uint8) {
	for kind := 2; kind < 7; kind++ {
		for s := movegen.Square(0); s < 64; s++ {
			attackLayers(&dist[kind][s], &move[kind][s], kind)
		}
	}
	for c := range 2 {
		// after[f][to]: the fewest moves from promoting on the f-file to attacking to.
		var after [8][64]uint8
		for f, p := range promotionSquares(c) {
			for to := range after[f] {
				best := unreachable
				for _, pt := range promotionTypes {
					best = min(best, int(dist[pt][p][to]))
				}
				after[f][to] = uint8(best)
			}
		}
		for s := movegen.Square(0); s < 64; s++ {
			attackLayers(&dist[c][s], &plain[c][s], c)
			// …or promote and attack as a piece.
			for f, p := range promotionSquares(c) {
				minPlus(&dist[c][s], plain[c][s][p], &after[f])
			}
		}
	}
	return dist
}

// attackLayers fills d with the attack distances of a piece of the kind whose move
// distances from its square are row: each target takes the fewest moves to a square
// that attacks it (attackBB), unreachable if none.
func attackLayers(d *[64]uint8, row *[64]uint8, kind int) {
	var layers [maxLayers]movegen.Bitboard
	for y, v := range row {
		if int(v) < maxLayers {
			layers[v] |= movegen.SquareBB(movegen.Square(y))
		}
	}
	for i := range d {
		d[i] = unreachable
	}
	var done movegen.Bitboard
	for v, layer := range layers {
		var hit movegen.Bitboard
		for y := range layer.Squares() {
			hit |= attackBB[kind][y]
		}
		for to := range (hit &^ done).Squares() {
			d[to] = uint8(v)
		}
		done |= hit
	}
}

// maxLayers bounds the move distances on an empty board (a pawn's, the longest, are
// below 16; a piece's after promotion not above 6 more).
const maxLayers = 32

// reachPiece is a piece on the board for the reachability test.
type reachPiece struct {
	kind  int
	sq    movegen.Square
	extra int // moves spent before the piece starts from sq (a king after castling)
}

// Reachable reports whether goal may still be reached in pos: mater makes materMoves
// more moves (its last one reaching the goal) and the other side victimMoves. false
// means it certainly cannot.
func Reachable(pos *movegen.Position, goal Goal, mater movegen.Color, materMoves, victimMoves int) bool {
	ensureTables()
	if goal == MateOrStalemate {
		return true
	}
	victim := mater.Other()
	k := pos.King(victim)
	if k == movegen.NoSquare {
		return goal != Mate
	}
	var att, blk [20]reachPiece
	na, nb := 0, 0
	for b := pos.ColorPieces(mater); b != 0; {
		s := b.PopFirst()
		if na < len(att) {
			att[na] = reachPiece{kind: distKind(pos.PieceAt(s)), sq: s}
			na++
		}
		// A rook that may castle stands on the castled square at no cost of its own.
		if c, ok := castledRook(pos, mater, s); ok && na < len(att) {
			att[na] = reachPiece{kind: int(movegen.Rook), sq: c}
			na++
		}
	}
	// A castling king lands two files away in one move.
	for _, c := range castleSquares(pos, mater) {
		if na < len(att) {
			att[na] = reachPiece{kind: int(movegen.King), sq: c, extra: 1}
			na++
		}
	}
	for b := pos.ColorPieces(victim) &^ movegen.SquareBB(k); b != 0; {
		s := b.PopFirst()
		if nb < len(blk) {
			blk[nb] = reachPiece{kind: distKind(pos.PieceAt(s)), sq: s}
			nb++
		}
		if c, ok := castledRook(pos, victim, s); ok && nb < len(blk) {
			blk[nb] = reachPiece{kind: int(movegen.Rook), sq: c}
			nb++
		}
	}
	if na == len(att) || nb == len(blk) {
		return true // more pieces than the test tracks; do not prune
	}
	kingCastles := castleSquares(pos, victim)
	mate := goal == Mate
	for s, walk := range kingSquares(k, victimMoves, kingCastles) {
		if kingSquareFeasible(s, att[:na], blk[:nb], mate, materMoves, victimMoves-walk) {
			return true
		}
	}
	return false
}

// kingSquareFeasible tests one final square s of the victim's king.
func kingSquareFeasible(s movegen.Square, att, blk []reachPiece, mate bool, a, v int) bool {
	if mate {
		ok := false
		for _, p := range att {
			if p.kind != int(movegen.King) && p.extra+int(attackDist[p.kind][p.sq][s]) <= a {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	needed, cost := 0, 0
	f0, r0 := s.File(), s.Rank()
	for r := max(0, r0-1); r <= min(7, r0+1); r++ {
		for f := max(0, f0-1); f <= min(7, f0+1); f++ {
			fl := movegen.MakeSquare(f, r)
			if fl == s {
				continue
			}
			covered := false
			for _, p := range att {
				if p.extra+int(attackDist[p.kind][p.sq][fl]) <= a {
					covered = true
					break
				}
			}
			if covered {
				continue
			}
			best := unreachable
			for _, q := range blk {
				best = min(best, int(moveDist[q.kind][q.sq][fl]))
			}
			if best > v {
				return false
			}
			needed++
			cost += best
		}
	}
	return needed <= len(blk) && cost <= v
}

// kingWalk is the fewest moves for a king on k to stand on s on an empty board, a
// castling to one of castles counting as one move.
func kingWalk(k, s movegen.Square, castles []movegen.Square) int {
	walk := max(abs(s.File()-k.File()), abs(s.Rank()-k.Rank()))
	for _, c := range castles {
		walk = min(walk, 1+max(abs(s.File()-c.File()), abs(s.Rank()-c.Rank())))
	}
	return walk
}

// kingSquares yields every square a king on k can stand on within moves, with its
// kingWalk.
func kingSquares(k movegen.Square, moves int, castles []movegen.Square) iter.Seq2[movegen.Square, int] {
	return func(yield func(movegen.Square, int) bool) {
		kf, kr := k.File(), k.Rank()
		reachF := moves
		if len(castles) > 0 {
			reachF += 2 // castling takes the king two files in one move
		}
		for r := max(0, kr-moves); r <= min(7, kr+moves); r++ {
			for f := max(0, kf-reachF); f <= min(7, kf+reachF); f++ {
				s := movegen.MakeSquare(f, r)
				if walk := kingWalk(k, s, castles); walk <= moves && !yield(s, walk) {
					return
				}
			}
		}
	}
}

// castleSquares returns where c's king may land by castling (rights permitting).
func castleSquares(p *movegen.Position, c movegen.Color) []movegen.Square {
	r := p.Castling()
	var out []movegen.Square
	if c == movegen.White {
		if r&movegen.WhiteKingside != 0 {
			out = append(out, movegen.G1)
		}
		if r&movegen.WhiteQueenside != 0 {
			out = append(out, movegen.C1)
		}
	} else {
		if r&movegen.BlackKingside != 0 {
			out = append(out, movegen.G8)
		}
		if r&movegen.BlackQueenside != 0 {
			out = append(out, movegen.C8)
		}
	}
	return out
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}
