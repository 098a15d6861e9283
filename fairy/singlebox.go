package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
)

// SingleBox (Popeye's conditions/singlebox): the game is played with one box of the
// orthodox pieces, the game array's: a side never has more kings, pawns, queens,
// knights, rooks or bishops than one, eight, one, two, two and two. Type 1: a move
// after which a side has more is illegal, so a pawn promotes only into a piece that is
// out of play (captured or never there); and a check counts only where the capture of
// the king would be legal (Popeye plays it), so a pawn that would take the king on its
// last rank with no piece to promote into gives none. Type 2: a pawn may also stay a
// pawn on its last rank (a latent pawn), but only while no piece is out of play for it;
// when one is (the mover took one), the mover promotes one of the opponent's latent
// pawns as part of its move, a move for each latent pawn and piece ("Ra1*a2[h8=R]"), and
// a move after which a side has a latent pawn and a piece out of play is illegal.
// Type 3: latent pawns as in Type 2, but a side promotes its own latent pawn before any
// of its moves ("[d8=B]Bd8-b6", the promoted piece may be the one that moves), and only
// the mover's latent pawns make its move illegal.
type singleBox struct {
	base
	typ int // 2 or 3 (Type 1 is singleBoxType1)
}

// boxArray is the number of pieces of each orthodox walk in a side's game array.
var boxArray = [...]int8{King: 1, Pawn: 8, Queen: 1, Knight: 2, Rook: 2, Bishop: 2}

func init() {
	registerCondition("SingleBox", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(ConditionSpec{Name: s.Name, Variants: s.Variants}, "Type1", "Type2", "Type3"); err != nil {
			return nil, err
		}
		if len(s.Squares) > 0 || len(s.Walks) > 0 || len(s.Numbers) > 0 {
			return nil, variantsKnown(ConditionSpec{Name: s.Name, Squares: s.Squares, Walks: s.Walks, Numbers: s.Numbers})
		}
		typ := 1
		if slices.Contains(s.Variants, "Type2") {
			typ = 2
		} else if slices.Contains(s.Variants, "Type3") {
			typ = 3
		}
		if typ == 1 {
			return singleBoxType1{base{&s}}, nil
		}
		return singleBox{base{&s}, typ}, nil
	})
}

// singleBoxType1 is SingleBox Type 1, apart from the other types because it has none of
// their latent pawns, so no effect, extension or notation of its own: what it keeps
// lets the engine's shortcuts play its games.
type singleBoxType1 struct{ base }

// headerVariants: Popeye writes the type after four blanks.
func (singleBoxType1) headerVariants() []string { return []string{"   Type1"} }

// keeps: a move changes nothing but what its kind names, and no legal move is taken
// away; a promotion may be unlawful (lawfulBefore tells the moves that are not). Its
// observer denies a pawn's capture onto its last rank by the material alone.
func (singleBoxType1) keeps() keeps { return keepsMoves | keepsChoice | keepsMaterialObservation }

// lawful allows a move after which neither side has more pieces of an orthodox walk
// than its box holds.
func (singleBoxType1) lawful(g *Game, _ movegen.Color) bool { return withinBox(g) }

// lawfulBefore reports whether the move d, about to be played, certainly leaves both
// sides within their boxes: they are now, and d changes no piece's walk or side (no
// promotion, no chameleon, no side change, nothing a condition adds: plain) but
// perhaps takes a piece away.
func (singleBoxType1) lawfulBefore(g *Game, d decoded) bool {
	p := g.board[d.from]
	return g.plain(&d) && d.promo == nil && d.kind != hurdleHop && !d.exchange && !p.Has(Chameleon) && g.rules.arrival == nil &&
		!p.Has(HalfNeutral) && !p.Has(HurdleColourChanging) && withinBox(g)
}

// observes: a pawn that takes the king on its last rank must promote, into a piece out
// of play.
func (singleBoxType1) observes(g *Game, f, t int, c movegen.Color) bool {
	if g.board[f].Walk() != Pawn || rankOf(t) != lastRankOf(c) {
		return true
	}
	return boxHolds(g, c)
}

// edgesOnly: observes denies only a pawn's observation of a square on its last rank.
func (singleBoxType1) edgesOnly() {}

// withinBox reports whether neither side has more pieces of an orthodox walk than its
// box holds.
func withinBox(g *Game) bool {
	for c := movegen.White; c <= movegen.Black; c++ {
		for w, n := range boxArray {
			if g.counts[c][w] > n {
				return false
			}
		}
	}
	return true
}

// headerVariants: Popeye writes the type after four blanks.
func (x singleBox) headerVariants() []string {
	return []string{"   Type" + string(rune('0'+x.typ))}
}

// lawful allows a move after which neither side has more pieces of an orthodox walk
// than its box holds, nor (Type 2) a latent pawn while a piece is out of play for it.
func (x singleBox) lawful(g *Game, mover movegen.Color) bool {
	if !withinBox(g) {
		return false
	}
	for c := movegen.White; c <= movegen.Black; c++ {
		if (x.typ == 2 || x.typ == 3 && c == mover) && boxHolds(g, c) && len(latentPawns(g, c, 0)) > 0 {
			return false
		}
	}
	return true
}

// lastRankOf is the rank c's pawns promote on.
func lastRankOf(c movegen.Color) int {
	if c == movegen.White {
		return 7
	}
	return 0
}

// boxHolds reports whether some piece a pawn of c promotes into is out of play.
func boxHolds(g *Game, c movegen.Color) bool {
	for _, w := range []Walk{Queen, Knight, Rook, Bishop} {
		if g.counts[c][w] < boxArray[w] {
			return true
		}
	}
	return false
}

// boxWalks are the walks a pawn promotes into, in Popeye's order.
var boxWalks = [...]Walk{Queen, Knight, Rook, Bishop}

// latentPawns returns the box squares of c's pawns on its last rank, in Popeye's order
// (White's from h8 to a8, Black's from a1 to h1), leaving out skip.
func latentPawns(g *Game, c movegen.Color, skip int) []int {
	var out []int
	for i := 0; i < 8; i++ {
		sq := movegen.MakeSquare(7-i, 7)
		if c == movegen.Black {
			sq = movegen.MakeSquare(i, 0)
		}
		if b := box(sq); b != skip && g.board[b].Walk() == Pawn && g.board[b].Belongs(c) && !g.board[b].Neutral() {
			out = append(out, b)
		}
	}
	return out
}

// latentPromotions returns the promotions of o's latent pawns a move may make, as
// (pawn's box square, walk) pairs in Popeye's order, when the move takes the piece
// captured from o and leaves skip empty (0: none).
func latentPromotions(g *Game, o movegen.Color, captured Piece, skip int) [][2]int {
	var walks []Walk
	for _, w := range boxWalks {
		n := g.counts[o][w]
		if captured != NoPiece && captured.Walk() == w && captured.Belongs(o) {
			n--
		}
		if n < boxArray[w] {
			walks = append(walks, w)
		}
	}
	var out [][2]int
	if len(walks) == 0 {
		return nil
	}
	for _, b := range latentPawns(g, o, skip) {
		for _, w := range walks {
			out = append(out, [2]int{b, int(w)})
		}
	}
	return out
}

// extend (Type 2): a pawn reaching its last rank may stay a pawn; a move after which
// the opponent has latent pawns and a piece out of play for them promotes one of them,
// a move for each (bits 29–31: 1 + the index in latentPromotions, at most 6).
func (x singleBox) extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	if x.typ == 3 {
		return x.extendOwn(g, ml, start, from, c)
	}
	moves := append(g.takeBuf(), ml[start:]...)
	ml = ml[:start]
	last := movegen.Move(1 << 31) // no move has all bits; the base of the last promotion
	for _, m := range moves {
		d := g.decode(m)
		if d.promo != nil && g.board[from].Walk() == Pawn && m&^(0xff<<18) != last {
			last = m &^ (0xff << 18)
			ml = x.withLatent(g, ml, last, from, c)
		}
		ml = x.withLatent(g, ml, m, from, c)
	}
	g.giveBuf(moves)
	return ml
}

// withStay returns the moves of buf with, before each pawn's promotions, the move that
// leaves it a pawn.
func withStay(g *Game, ml, buf []movegen.Move, from int) []movegen.Move {
	last := movegen.Move(1 << 31)
	for _, m := range buf {
		if g.decode(m).promo != nil && g.board[from].Walk() == Pawn && m&^(0xff<<18) != last {
			last = m &^ (0xff << 18)
			ml = append(ml, last)
		}
		ml = append(ml, m)
	}
	return ml
}

// extendOwn (Type 3): with c's latent pawns and pieces out of play, every move comes
// once for each promotion of a latent pawn before it (bits 29–31: 1 + its index in
// latentPromotions, at most 6); the promoted pawn itself moves as its new piece.
func (x singleBox) extendOwn(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	moves := withStay(g, g.takeBuf(), ml[start:], from)
	ml = ml[:start]
	ps := latentPromotions(g, c, NoPiece, 0)
	if len(ps) == 0 {
		ml = append(ml, moves...)
	}
	for i, pr := range ps {
		if i >= exchangeBits-1 {
			break
		}
		if pr[0] != from {
			for _, m := range moves {
				ml = append(ml, withWormhole(m, i))
			}
			continue
		}
		p := g.board[from]
		g.put(from, p.WithWalk(Walk(pr[1])))
		buf := g.walkMoves(g.takeBuf(), from, Walk(pr[1]), c)
		g.put(from, p)
		for _, m := range buf {
			ml = append(ml, withWormhole(m, i))
		}
		g.giveBuf(buf)
	}
	g.giveBuf(moves)
	return ml
}

// ownPromotions returns, after a move d of c, the promotions extendOwn numbered before
// it: c's latent pawns then, with the mover back on d.from when it was one.
func ownPromotions(g *Game, c movegen.Color, d decoded) [][2]int {
	p := g.board[d.to]
	if p.Walk() != Pawn || rankOf(d.from) != lastRankOf(c) {
		return latentPromotions(g, c, NoPiece, 0)
	}
	g.put(d.to, NoPiece)
	g.put(d.from, p)
	ps := latentPromotions(g, c, NoPiece, 0)
	g.put(d.from, NoPiece)
	g.put(d.to, p)
	return ps
}

// withLatent appends m, or its promotions of the opponent's latent pawns.
func (x singleBox) withLatent(g *Game, ml []movegen.Move, m movegen.Move, from int, c movegen.Color) []movegen.Move {
	d := g.decode(m)
	captured := NoPiece
	capSq := g.capturedSquare(&d)
	if capSq != 0 {
		captured = g.board[capSq]
	}
	ps := latentPromotions(g, c.Other(), captured, capSq)
	if len(ps) == 0 || d.kind == hurdleHop || d.exchange {
		return append(ml, m)
	}
	for i := range ps {
		if i < exchangeBits-1 {
			ml = append(ml, withWormhole(m, i))
		}
	}
	return ml
}

// afterMove promotes the latent pawn the move names: the opponent's (Type 2), or the
// mover's own, the piece that moved if it was that pawn (Type 3).
func (x singleBox) afterMove(g *Game, e *moveEffect) {
	if e.d.wormhole == 0 {
		return
	}
	ps := latentPromotions(g, e.side.Other(), NoPiece, 0)
	if x.typ == 3 {
		ps = ownPromotions(g, e.side, e.d)
	}
	if int(e.d.wormhole) > len(ps) {
		return
	}
	b, w := ps[e.d.wormhole-1][0], Walk(ps[e.d.wormhole-1][1])
	at := b
	if x.typ == 3 && b == e.d.from {
		at = e.d.to
	}
	g.set(at, g.board[at].WithWalk(w))
	if g.noting && x.typ == 2 {
		g.note(func(words *Words) string { return "[" + square(b).String() + "=" + words.WalkName(w) + "]" })
	}
}

// movePrefix (Type 3) is what the notation writes before the move: the promotion of
// the mover's latent pawn ("[d8=B]"), and the walk the mover moved as when it was that
// pawn (NoWalk otherwise).
func (x singleBox) movePrefix(g *Game, w *Words, m movegen.Move) (string, Walk) {
	d := g.decode(m)
	if x.typ != 3 || d.wormhole == 0 {
		return "", NoWalk
	}
	ps := latentPromotions(g, g.side, NoPiece, 0)
	if int(d.wormhole) > len(ps) {
		return "", NoWalk
	}
	pr := ps[d.wormhole-1]
	as := NoWalk
	if pr[0] == d.from {
		as = Walk(pr[1])
	}
	return "[" + square(pr[0]).String() + "=" + w.WalkName(Walk(pr[1])) + "]", as
}

// attacks (Type 3): a latent pawn of by observes as each piece out of play it may
// become (Popeye's singleboxtype3_enforce_observer_walk).
func (x singleBox) attacks(g *Game, t int, by movegen.Color) bool {
	if x.typ != 3 {
		return false
	}
	for _, pr := range latentPromotions(g, by, NoPiece, 0) {
		f, w := pr[0], Walk(pr[1])
		p := g.board[f]
		g.put(f, p.WithWalk(w))
		a := g.pieceAttacksAs(f, t, w, by)
		g.put(f, p)
		if a {
			return true
		}
	}
	return false
}
