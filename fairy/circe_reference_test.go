package fairy

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// The Circe variants and DangerCirce against the manual (condition_reference_test.go
// runs them): each rule says, from the manual's words, which piece is reborn where.

func init() {
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "MirrorCirce"}, outcome: refCirceVariant(refMirrorRebirth)},
		condRef{spec: ConditionSpec{Name: "CirceClone"}, outcome: refCirceVariant(refCloneRebirth)},
		condRef{spec: ConditionSpec{Name: "ChameleonCirce"}, outcome: refCirceVariant(refChameleonRebirth)},
		condRef{spec: ConditionSpec{Name: "Circe", Variants: []string{"Einstein"}}, outcome: refCirceVariant(refEinsteinRebirth(false)),
			noWalks: einsteinPawnLike},
		condRef{spec: ConditionSpec{Name: "Circe", Variants: []string{"ReversalEinstein"}}, outcome: refCirceVariant(refEinsteinRebirth(true)),
			noWalks: einsteinPawnLike},
		condRef{spec: ConditionSpec{Name: "CirceTurncoats"}, outcome: refCirceVariant(refTurncoatRebirth(false))},
		condRef{spec: ConditionSpec{Name: "CirceDoubleAgents"}, outcome: refCirceVariant(refTurncoatRebirth(true))},
		condRef{spec: ConditionSpec{Name: "SymmetryCirce"}, outcome: refCirceVariant(refSquareRebirth(func(m refPlay) (int, int) {
			return 7 - m.capSq.File(), 7 - m.capSq.Rank()
		})), noPawns: true},
		condRef{spec: ConditionSpec{Name: "AntipodeanCirce"}, outcome: refCirceVariant(refSquareRebirth(func(m refPlay) (int, int) {
			return (m.capSq.File() + 4) % 8, (m.capSq.Rank() + 4) % 8
		})), noPawns: true},
		condRef{spec: ConditionSpec{Name: "EquipollentsCirce"}, outcome: refCirceVariant(refSquareRebirth(func(m refPlay) (int, int) {
			return m.capSq.File() + m.to.File() - m.from.File(), m.capSq.Rank() + m.to.Rank() - m.from.Rank()
		})), noPawns: true},
		condRef{spec: ConditionSpec{Name: "PWC"}, outcome: refCirceVariant(refSquareRebirth(func(m refPlay) (int, int) {
			return m.from.File(), m.from.Rank()
		})), noPawns: true},
		// DiagramCirce: "the piece is reborn on its square in the diagram", which on a
		// board where nothing has moved yet is the square it stands on.
		condRef{spec: ConditionSpec{Name: "DiagramCirce"}, outcome: refCirceVariant(refSquareRebirth(func(m refPlay) (int, int) {
			return m.capSq.File(), m.capSq.Rank()
		}))},
		condRef{spec: ConditionSpec{Name: "Circe", Variants: []string{"Strict"}}, outcome: refStrictCirce},
		condRef{spec: ConditionSpec{Name: "CirceAssassin"}, outcome: refAssassin, check: refAssassinCheck, noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "DangerCirce"}, moves: refDangerMoves, check: refDangerCheck},
		condRef{spec: ConditionSpec{Name: "MirrorAntiCirce"}, outcome: refAntiVariant(true, false),
			check: refAntiVariantCheck(true, false)},
		condRef{spec: ConditionSpec{Name: "AntiCloneCirce"}, outcome: refAntiVariant(false, true),
			check: refAntiVariantCheck(false, true)},
	)
}

// refRebirth says which piece a capture m of c rebirths where; false when none.
type refRebirth func(b *Board, m refPlay, c movegen.Color) (Piece, movegen.Square, bool)

// refCirceVariant: "the captured piece is reborn (kings are not); if the rebirth square
// is occupied, it vanishes" (Relaxed, Circe's default), with the variant's rebirth.
func refCirceVariant(r refRebirth) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(b *Board, m refPlay, c movegen.Color) (Board, bool) {
		out := m.after
		if m.captured == NoPiece || m.captured.IsRoyal() {
			return out, true
		}
		if p, sq, ok := r(b, m, c); ok && out[sq] == NoPiece {
			out[sq] = p
		}
		return out, true
	}
}

// refMirrorRebirth: MirrorCirce, "the piece is reborn on the square of its kind on the
// other side" (a white piece where a black one of its kind would be).
func refMirrorRebirth(_ *Board, m refPlay, c movegen.Color) (Piece, movegen.Square, bool) {
	return m.captured, refCirceSquare(m.captured.Walk(), m.capSq, c), true
}

// refCloneRebirth: CirceClone, "the captured piece is reborn with the walk of the
// capturing piece" (a king's victim as itself), on that walk's Circe square.
func refCloneRebirth(b *Board, m refPlay, c movegen.Color) (Piece, movegen.Square, bool) {
	p := m.captured
	if capturer := b[m.from]; !capturer.IsRoyal() {
		p = p.WithWalk(capturer.Walk())
	}
	return p, refCirceSquare(p.Walk(), m.capSq, c.Other()), true
}

// refChameleonRebirth: ChameleonCirce, "a captured knight is reborn as a bishop, a
// bishop as a rook, a rook as a queen, a queen as a knight", on the new walk's square.
func refChameleonRebirth(_ *Board, m refPlay, c movegen.Color) (Piece, movegen.Square, bool) {
	next := map[Walk]Walk{Knight: Bishop, Bishop: Rook, Rook: Queen, Queen: Knight}
	p := m.captured
	if w, ok := next[p.Walk()]; ok {
		p = p.WithWalk(w)
	}
	return p, refCirceSquare(p.Walk(), m.capSq, c.Other()), true
}

// refEinsteinRebirth: Circe Einstein, "the captured piece is reborn as the next weaker
// of pawn, knight, bishop, rook, queen (a pawn as a pawn)"; ReversalEinstein, "as the next
// stronger (a queen as a queen)"; other pieces as themselves, on the new walk's square.
func refEinsteinRebirth(stronger bool) refRebirth {
	return func(_ *Board, m refPlay, c movegen.Color) (Piece, movegen.Square, bool) {
		ladder := []Walk{Pawn, Knight, Bishop, Rook, Queen}
		p := m.captured
		if i := slices.Index(ladder, p.Walk()); i >= 0 {
			p = p.WithWalk(ladder[max(0, min(len(ladder)-1, i+pick(stronger, 1, -1)))])
		}
		return p, refCirceSquare(p.Walk(), m.capSq, c.Other()), true
	}
}

// refTurncoatRebirth: CirceTurncoats, "the piece is reborn on its Circe square as a
// piece of the other side"; CirceDoubleAgents, on the Circe square of the other side.
func refTurncoatRebirth(mirror bool) refRebirth {
	return func(_ *Board, m refPlay, c movegen.Color) (Piece, movegen.Square, bool) {
		p := m.captured
		owner := c.Other()
		if mirror {
			owner = c
		}
		sq := refCirceSquare(p.Walk(), m.capSq, owner)
		switch p.Side() {
		case WhiteSide:
			p = p.WithSide(BlackSide)
		case BlackSide:
			p = p.WithSide(WhiteSide)
		}
		return p, sq, true
	}
}

// refSquareRebirth: the variants whose square the capture alone gives (file and rank
// from sq; off the board, the piece vanishes).
func refSquareRebirth(sq func(m refPlay) (int, int)) refRebirth {
	return func(_ *Board, m refPlay, _ movegen.Color) (Piece, movegen.Square, bool) {
		f, r := sq(m)
		if f < 0 || f > 7 || r < 0 || r > 7 {
			return NoPiece, 0, false
		}
		return m.captured, movegen.MakeSquare(f, r), true
	}
}

// refStrictCirce: Circe Strict, "a capture whose rebirth square is occupied is illegal".
func refStrictCirce(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	if m.captured == NoPiece || m.captured.IsRoyal() {
		return out, true
	}
	sq := refCirceSquare(m.captured.Walk(), m.capSq, c.Other())
	if out[sq] != NoPiece {
		return out, false
	}
	out[sq] = m.captured
	return out, true
}

// refAssassin: CirceAssassin, "the captured piece is reborn even on an occupied square:
// the piece there is removed"; a capture that removes the capturer's own king is illegal.
func refAssassin(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	if m.captured == NoPiece || m.captured.IsRoyal() {
		return out, true
	}
	sq := refCirceSquare(m.captured.Walk(), m.capSq, c.Other())
	if o := out[sq]; o.IsRoyal() && o.Belongs(c) {
		return out, false
	}
	out[sq] = m.captured
	return out, true
}

// refAssassinCheck: c's king is in check when a capture of the other side would remove
// it, capturing it or assassinating it by a rebirth.
func refAssassinCheck(b Board, c movegen.Color) bool {
	for _, m := range plainMoves(b, c.Other()) {
		if m.captured == NoPiece {
			continue
		}
		if m.captured.IsRoyal() && m.captured.Belongs(c) {
			return true
		}
		out, _ := refAssassin(&b, m, c.Other())
		if !slices.ContainsFunc(out[:], func(p Piece) bool { return p.IsRoyal() && p.Belongs(c) }) {
			return true
		}
	}
	return false
}

// refDangerJumps: DangerCirce, "a piece observed by the other side may move to its
// Circe rebirth square, capturing a piece of the other side there".
func refDangerJumps(b Board, c movegen.Color) []refPlay {
	var out []refPlay
	for s, p := range b {
		from := movegen.Square(s)
		if p == NoPiece || !p.Belongs(c) {
			continue
		}
		to := refCirceSquare(p.Walk(), from, c)
		if p.Walk() == King {
			to = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[c])
		}
		if to == from || b[to].Belongs(c) || !refObserved(b, from, c.Other()) {
			continue
		}
		m := refPlay{from: from, to: to, capSq: movegen.NoSquare, captured: b[to], after: b}
		if b[to] != NoPiece {
			m.capSq = to
		}
		m.after[from], m.after[to] = NoPiece, p
		out = append(out, m)
	}
	return out
}

// refObserved reports whether a piece of by could capture on s by the plain rules.
func refObserved(b Board, s movegen.Square, by movegen.Color) bool {
	g := New(Setup{Board: b, SideToMove: by})
	return g.attacked(box(s), by)
}

// refDangerMoves: the plain moves and the jumps.
func refDangerMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range append(plainMoves(b, c), refDangerJumps(b, c)...) {
		out = append(out, m.after)
	}
	return out
}

// refDangerCheck: c's king is in check when a move of the other side captures it.
func refDangerCheck(b Board, c movegen.Color) bool {
	return refAttacked(b, c) || slices.ContainsFunc(refDangerJumps(b, c.Other()), func(m refPlay) bool {
		return m.captured.IsRoyal() && m.captured.Belongs(c)
	})
}

// TestCirceVariantGames plays random games under Circe variants that the plain-named
// random games (fuzz_test.go) do not reach: checkGame at every ply (the hash, with a
// waiting or pending piece, is the position's; legal moves leave no royal piece
// attacked; Unmake restores), and taking everything back restores the start.
func TestCirceVariantGames(t *testing.T) {
	n := 150
	if testing.Short() {
		n = 40
	}
	specs := []ConditionSpec{
		{Name: "Circe", Variants: []string{"CaptureSquare", "WaitCapture"}},
		{Name: "Circe", Variants: []string{"Strict"}},
		{Name: "Circe", Variants: []string{"RexInclusive"}},
		{Name: "Circe", Variants: []string{"Assassin", "Mirror"}},
		{Name: "Circe", Variants: []string{"Equipollents", "Turncoats"}},
		{Name: "ParrainCirce"},
		{Name: "ContraParrain"},
		{Name: "CouscousCirce"},
		{Name: "DiagramCirce"},
		{Name: "Circe", Variants: []string{"Diagram", "Assassin"}},
		{Name: "AntiCloneCirce"},
		{Name: "Circe", Variants: []string{"Volcanic"}},
		{Name: "CouscousCirce", Variants: []string{"Volcanic"}},
		{Name: "DiagramAntiCirce"},
		{Name: "MirrorFileAntiCirce", Variants: []string{"Cheylan"}},
	}
	for _, spec := range specs {
		cond, err := NewCondition(spec)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(21, uint64(len(spec.Variants))))
		for i := 0; i < n; i++ {
			r := randomGame(rng)
			g := New(Setup{Board: r.boardNow(), SideToMove: r.side, Castling: r.castling & 15,
				EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
			start, startHash := g.boardNow(), g.hash
			var passes []bool
			for ply := 0; ply < 6; ply++ {
				moves := checkGame(t, g)
				if len(moves) == 0 || rng.IntN(8) == 0 {
					g.Pass()
					passes = append(passes, true)
					continue
				}
				g.Make(moves[rng.IntN(len(moves))])
				passes = append(passes, false)
			}
			for j := len(passes) - 1; j >= 0; j-- {
				if passes[j] {
					g.Unpass()
				} else {
					g.Unmake()
				}
			}
			if g.boardNow() != start || g.hash != startHash {
				t.Fatalf("%v: taking every move back does not restore the start", spec)
			}
		}
	}
}

// TestDiagramOrigin: under DiagramCirce a piece keeps its diagram square through its
// moves and promotion, and is reborn there when captured; Unmake restores the origins.
func TestDiagramOrigin(t *testing.T) {
	cond, err := NewCondition(ConditionSpec{Name: "DiagramCirce"})
	if err != nil {
		t.Fatal(err)
	}
	var b Board
	b[movegen.E1], b[movegen.E8] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
	b[movegen.A1], b[movegen.H5] = MakePiece(Rook, WhiteSide, 0), MakePiece(Bishop, BlackSide, 0)
	g := New(Setup{Board: b, SideToMove: movegen.White, EnPassant: movegen.NoSquare, Conditions: []Condition{cond}})
	play := func(from, to movegen.Square) {
		t.Helper()
		for _, m := range g.LegalMoves(nil) {
			if m.From() == from && m.To() == to {
				g.Make(m)
				return
			}
		}
		t.Fatalf("no move %v-%v", from, to)
	}
	play(movegen.A1, movegen.D1)
	play(movegen.H5, movegen.G4)
	play(movegen.D1, movegen.D7)
	before := g.origin
	play(movegen.G4, movegen.D7)
	if got := g.PieceAt(movegen.A1); got.Walk() != Rook || !got.Belongs(movegen.White) {
		t.Fatalf("the rook from a1, captured on d7, is not reborn on a1: %v", got)
	}
	g.Unmake()
	if g.origin != before {
		t.Fatal("Unmake does not restore the origins")
	}
}

// refAntiVariant: AntiCirce Mirror, "the capturer is reborn on the square of its kind
// on its own side"; AntiCloneCirce, "the capturer is reborn as the captured piece's
// kind (a king as a royal piece of it) on that kind's square" (a captured king is not
// cloned). Otherwise as AntiCirce: the square found from the capture square, illegal
// when occupied but by the capturer before it moved; in Calvet it stays where it
// captured on its own square.
func refAntiVariant(mirror, clone bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
		b := m.after
		if m.captured == NoPiece {
			return b, true
		}
		p := b[m.to]
		if clone && !m.captured.IsRoyal() {
			royal := p.IsRoyal()
			p = p.WithWalk(m.captured.Walk())
			if royal {
				p |= Piece(Attrs(Royal)) << attrShift
			}
		}
		owner := c
		if mirror {
			owner = c.Other()
		}
		sq := refCirceSquare(p.Walk(), m.capSq, owner)
		if p.Walk() == King {
			sq = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[owner])
		}
		if sq == m.to {
			b[m.to] = p
			return b, true
		}
		if b[sq] != NoPiece {
			return b, false
		}
		b[m.to], b[sq] = NoPiece, p
		return b, true
	}
}

// refAntiVariantCheck: a royal piece is in check when the other side has a capture of
// it that the variant allows.
func refAntiVariantCheck(mirror, clone bool) func(Board, movegen.Color) bool {
	outcome := refAntiVariant(mirror, clone)
	return func(b Board, c movegen.Color) bool {
		for _, m := range plainMoves(b, c.Other()) {
			if m.captured.IsRoyal() && m.captured.Belongs(c) {
				if _, ok := outcome(&b, m, c.Other()); ok {
					return true
				}
			}
		}
		return false
	}
}
