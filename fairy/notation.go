package fairy

import (
	"slices"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/movegen"
)

// Words are the words of Popeye's notation in one language: the pieces' names, the
// attributes' names (whose capitals, lower-cased, prefix an attributed piece: "c" for
// Chameleon, "hn" for HalfNeutral) and the colours' names (whose initials mark recolouring:
// "=w").
type Words struct {
	Walks   [NumWalks]string // as the parser reads them, e.g. "dg"; written upper case
	Attrs   [NumAttrs]string
	Colours [3]string // white, black, neutral
	// Conditions are the conditions' names, each at the index of its English name in
	// EnglishConditions, for the moves named by a condition (RoleExchange's): tables
	// searched rather than a map, which every process would build for its language.
	Conditions, EnglishConditions []string
}

// ConditionName returns the name of the condition of English name english, english
// itself when the words have none.
func (w *Words) ConditionName(english string) string {
	if i := slices.Index(w.EnglishConditions, english); i >= 0 && i < len(w.Conditions) {
		return w.Conditions[i]
	}
	return english
}

// WalkName returns w's name as Popeye writes it: upper case ("DG", "S").
func (w *Words) WalkName(walk Walk) string { return strings.ToUpper(w.Walks[walk]) }

// Prefix returns the letters Popeye writes before a piece's name: "n" for a neutral
// piece, then those of its attributes (not Royal for a royal walk, nor the Alice boards).
func (w *Words) Prefix(p Piece) string {
	var b strings.Builder
	if p.Neutral() {
		b.WriteByte(initial(w.Colours[2]))
	}
	for a := Royal; a < NumAttrs; a++ {
		if !p.Has(a) || a == AliceA || a == AliceB || (a == Royal && royalWalk(p.Walk())) {
			continue
		}
		for _, r := range w.Attrs[a] {
			if r >= 'A' && r <= 'Z' {
				b.WriteRune(r - 'A' + 'a')
			}
		}
	}
	return b.String()
}

func initial(s string) byte {
	if s == "" {
		return '?'
	}
	return strings.ToLower(s[:1])[0]
}

// words returns the game's words in lang.
func (g *Game) words(lang movegen.Language) *Words {
	if g.rules.words == nil {
		return englishFallback()
	}
	return g.rules.words(lang)
}

// englishFallback names walks by number when no words were given (tests only); built
// at the first use.
var englishFallback = sync.OnceValue(func() *Words {
	var w Words
	for i := range w.Walks {
		w.Walks[i] = string(rune('a' + i%26))
	}
	w.Walks[King], w.Walks[Queen], w.Walks[Rook], w.Walks[Bishop], w.Walks[Knight], w.Walks[Pawn] = "k", "q", "r", "b", "s", "p"
	copy(w.Attrs[:], attrNames[:])
	w.Colours = [3]string{"White", "Black", "Neutral"}
	return &w
})

// MoveText returns m, a legal move of the side to move, as Popeye writes it without the
// check or goal suffix: "DGc8-c5", "nBb4*b5", "Lc3*d4-e5" (a locust's capture of d4),
// "cTg5-g3=cD", "hnTa2-a1=nh", "e5*d6 ep.", "0-0". g is unchanged on return.
func (g *Game) MoveText(m movegen.Move, lang movegen.Language) string {
	if n := g.seriesOf(m); n != 0 {
		return g.seriesText(g.seriesLegs(n), lang)
	}
	w := g.words(lang)
	d := g.decode(m)
	if d.from == d.to && g.isSideMove(m) {
		return g.rules.hooks.sideMovers[0].sideMoveText(w, d)
	}
	p := g.board[d.from]
	var b strings.Builder
	if x, ok := g.rules.hooks.generator.(castlingWriter); ok && d.castling() && d.partner == 0 {
		b.WriteString(x.castlingText(g, w, d))
		g.writeCastlingTail(&b, w, m, d, p)
		return b.String()
	}
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(interface {
			movePrefix(*Game, *Words, movegen.Move) (string, Walk)
		}); ok {
			pre, as := x.movePrefix(g, w, m)
			b.WriteString(pre)
			if as != NoWalk {
				p = p.WithWalk(as) // the mover is written as what it became
			}
		}
	}
	switch {
	case d.castling() && d.partner == 0:
		b.WriteString("0-0")
		if d.kind == castleLong {
			b.WriteString("-0")
		}
		g.writeCastlingTail(&b, w, m, d, p)
		return b.String()
	}
	prefix := w.Prefix(p)
	switch {
	case d.makeCastle != 0:
		// a Make&Take capture whose make castled: Popeye writes the castling
		b.WriteString("0-0")
		if int(d.makeCastle) < d.from {
			b.WriteString("-0")
		}
	case d.exchange:
		// an exchange names both pieces by walk alone, pawns too (Popeye's write_exchange)
		b.WriteString(w.WalkName(p.Walk()) + square(d.from).String())
	default:
		b.WriteString(prefix)
		if prefix != "" || p.Walk() != Pawn {
			b.WriteString(w.WalkName(p.Walk()))
		}
		b.WriteString(square(d.from).String())
	}
	capSq := g.capturedSquare(&d)
	if via, ok := g.rules.hooks.generator.(interface{ moveVia(*Game, decoded) int }); ok && d.kind != enPassant {
		if r := via.moveVia(g, d); r != 0 {
			b.WriteString("-" + square(r).String()) // PhantomChess: from the rebirth square
		}
	}
	switch {
	case d.exchange:
		q := g.board[d.to]
		b.WriteString("<->" + w.WalkName(q.Walk()) + square(d.to).String())
	case capSq == 0:
		b.WriteString("-" + square(d.to).String())
		if d.partner != 0 {
			pf, pt := d.castlingPartner()
			q := g.board[pf]
			b.WriteString("/" + g.colourLetter(w, q) + w.Prefix(q) + w.WalkName(q.Walk()) + square(pf).String() + "-" + square(pt).String())
		}
	case capSq == d.to:
		// a capture made from elsewhere (MarsCirce) names that square, unless it is the
		// piece's own
		if via, ok := g.rules.hooks.generator.(interface{ captureVia(*Game, decoded) int }); ok && via.captureVia(g, d) != d.from {
			b.WriteString("-" + square(via.captureVia(g, d)).String())
		}
		b.WriteString("*" + square(d.to).String())
	case d.kind == enPassant:
		b.WriteString("*" + square(d.to).String() + " ep.")
	default:
		b.WriteString("*" + square(capSq).String() + "-" + square(d.to).String())
	}
	notes := g.effectNotes(m)
	g.writeArrivalNotes(&b, d)
	g.writeEffects(&b, w, d, p, capSq)
	g.writeNotes(&b, w, notes)
	return b.String()
}

// castlingWriter is a generator that writes its castlings its own way (MarsCirce with
// AntiMarsCirce).
type castlingWriter interface {
	// castlingText returns what is written of the castling d before its notes.
	castlingText(g *Game, w *Words, d decoded) string
}

// writeCastlingTail writes what follows the castling m (d, its king p): the notes on
// its arrival and its effects.
func (g *Game) writeCastlingTail(b *strings.Builder, w *Words, m movegen.Move, d decoded, p Piece) {
	notes := g.effectNotes(m)
	g.writeArrivalNotes(b, d)
	g.writeEffects(b, w, d, p, 0)
	g.writeNotes(b, w, notes)
}

// writeArrivalNotes writes what conditions add right after the arrival square, before
// a promotion: the Imitators' new squares ("g2-g1[Ia7]=T").
func (g *Game) writeArrivalNotes(b *strings.Builder, d decoded) {
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(interface{ arrivalNote(*Game, decoded) string }); ok {
			b.WriteString(x.arrivalNote(g, d))
		}
	}
}

// effectNotes plays m to learn what the conditions' effects add to its notation; g.kept
// tells writeEffects that an effect kept a vanishing kamikaze (a rebirth).
func (g *Game) effectNotes(m movegen.Move) []func(*Words) string {
	g.kept = false
	if len(g.rules.hooks.effects) == 0 && !g.rules.magic {
		return nil
	}
	g.noting, g.notes = true, nil
	g.Make(m)
	g.noting = false
	g.Unmake()
	notes := g.notes
	g.notes = nil
	return notes
}

// writeNotes writes the notes of effectNotes.
func (g *Game) writeNotes(b *strings.Builder, w *Words, notes []func(*Words) string) {
	for _, n := range notes {
		b.WriteString(n(w))
	}
}

// note adds text to the notation of the move being played, when MoveText asks; the
// effects call it through the note* methods, which build the text only then.
func (g *Game) note(f func(*Words) string) { g.notes = append(g.notes, f) }

// notePut notes that p appeared on the box square b: "[+bRa8]", Circe's rebirth.
func (g *Game) notePut(p Piece, b int) {
	if g.noting {
		g.note(func(w *Words) string {
			return "[+" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(b).String() + "]"
		})
	}
}

// noteRelocate notes that p went from the box square a to b as q: "[bRh3->a8]",
// Anti-Circe's rebirth of the capturer, "[bKe3->kBf8]" when it changed (AntiCloneCirce).
func (g *Game) noteRelocate(p, q Piece, a, b int) {
	if g.noting {
		g.note(func(w *Words) string {
			changed := ""
			if q != p {
				changed = w.Prefix(q) + w.WalkName(q.Walk())
			}
			return "[" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(a).String() +
				"->" + changed + square(b).String() + "]"
		})
	}
}

// noteKept notes that a kamikaze p that vanished went from the box square a to b: its
// notation says so instead of that it vanished ("=kD[bkDc1->d8]"), with its promotion
// there (nil when none): "[wkPc7->d8=kQ]".
func (g *Game) noteKept(p Piece, a, b int, promo *promotion) {
	if !g.noting {
		return
	}
	g.kept = true
	if promo == nil {
		g.noteRelocate(p, p, a, b)
		return
	}
	q := p.WithWalk(promo.walk) | Piece(promo.attrs)<<attrShift
	g.note(func(w *Words) string {
		return "[" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(a).String() +
			"->" + square(b).String() + walkChangeText(w, promo, p, q) + "]"
	})
}

// noteKeptAs notes that a kamikaze p that vanished went from the box square a to b as
// q, of another walk (Circe Clone): Popeye writes the new walk alone, "[wkSb5->Pb2]".
func (g *Game) noteKeptAs(p, q Piece, a, b int) {
	if !g.noting {
		return
	}
	g.kept = true
	g.note(func(w *Words) string {
		return "[" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(a).String() +
			"->" + w.WalkName(q.Walk()) + square(b).String() + "]"
	})
}

// noteRecolour notes that the piece that moved now belongs to s: "=b" (Andernach).
func (g *Game) noteRecolour(s Side) {
	if g.noting {
		g.note(func(w *Words) string {
			switch s {
			case WhiteSide:
				return "=" + string(initial(w.Colours[0]))
			case BlackSide:
				return "=" + string(initial(w.Colours[1]))
			}
			return "=" + string(initial(w.Colours[2]))
		})
	}
}

// noteRecolourMoved notes that the moved piece now belongs to s, as noteRecolour, but
// inside the brackets of the last note when an effect moved the piece (moved): Popeye
// writes the side change with that relocation ("1.c4*d5[wPd5->d2=b]").
func (g *Game) noteRecolourMoved(s Side, moved bool) {
	n := len(g.notes)
	if !g.noting || !moved || n == 0 {
		g.noteRecolour(s)
		return
	}
	g.noteRecolour(s)
	last, recolour := g.notes[n-1], g.notes[n]
	g.notes = g.notes[:n]
	g.notes[n-1] = func(w *Words) string {
		t := last(w)
		if !strings.HasSuffix(t, "]") {
			return t + recolour(w)
		}
		return t[:len(t)-1] + recolour(w) + "]"
	}
}

// writeVanished writes that the piece p, a kamikaze that captured in the move d, is
// gone: "[-wkBa2]". Under a Circe condition it vanishes unwritten, reborn or not
// (Popeye removes it for a transfer, written only with its arrival: "[wkSe6->g7]").
func (g *Game) writeVanished(b *strings.Builder, w *Words, d decoded, p Piece) {
	if !g.rules.circeFamily {
		b.WriteString("[-" + g.colourLetter(w, p) + w.Prefix(p) + w.WalkName(p.Walk()) + square(d.to).String() + "]")
	}
}

// writeEffects writes what a move does besides moving and capturing, in Popeye's order:
// a change of walk (promotion, chameleon), a kamikaze's disappearance, a hurdle's new
// colour, a half-neutral's new side.
func (g *Game) writeEffects(b *strings.Builder, w *Words, d decoded, p Piece, capSq int) {
	captured := NoPiece
	if capSq != 0 {
		captured = g.board[capSq]
	}
	arrived := g.arriving(p, &d, captured)
	if arrived == NoPiece && g.kept {
		arrived = g.arriving(p, &d, NoPiece)
	}
	if d.promo != nil && d.promo.walk == NoWalk {
		b.WriteString("=I") // promoted into an Imitator
	} else if arrived == NoPiece {
		g.writeVanished(b, w, d, p)
	} else if arrived.Walk() != p.Walk() && !g.promotesLate(d) {
		b.WriteString(walkChangeText(w, d.promo, p, arrived))
	}
	if d.kind == hopMove && p.Has(HurdleColourChanging) {
		if h := g.board[d.aux]; !h.Neutral() && h.Walk() != King {
			to := w.Colours[0]
			if h.Side() == WhiteSide {
				to = w.Colours[1]
			}
			b.WriteString("[" + square(d.aux).String() + "=" + string(initial(to)) + "]")
		}
	}
	if d.kind == hurdleHop {
		h := g.board[d.aux]
		b.WriteString("[" + g.colourLetter(w, h) + w.Prefix(h) + w.WalkName(h.Walk()) + square(d.aux).String() +
			"->" + square(int(d.dest)).String())
		if p := d.hurdlePromo; p != nil {
			b.WriteString("=" + w.Prefix(h) + w.WalkName(p.walk))
			if p.attrs != 0 {
				b.WriteString("=" + w.Prefix(h.WithWalk(p.walk)|Piece(p.attrs)<<attrShift))
			}
		}
		b.WriteString("]")
	}
	if p.Has(HalfNeutral) && arrived != NoPiece {
		if p.Neutral() {
			b.WriteString("=" + string(initial(w.Colours[g.side])) + "h")
		} else {
			b.WriteString("=nh")
		}
	}
}

// walkChangeText is the change of walk of the piece p that became arrived, promoted to
// promo (nil: not a promotion): "=Q", "=cB", "=D=c", "=RH=c=chcc" (a promotee with
// attributes of its own: Popeye writes each change of its attributes after the walk,
// the chameleon's first, with all the attributes the piece then has).
func walkChangeText(w *Words, promo *promotion, p, arrived Piece) string {
	t := "=" + w.Prefix(arrived.WithAttrs(p.AttrBits())) + w.WalkName(arrived.Walk())
	if cham := Attrs(Chameleon); promo != nil && promo.attrs&cham != 0 && promo.attrs != cham {
		t += "=" + w.Prefix(arrived.WithAttrs(p.AttrBits()|cham))
	}
	if promo != nil && promo.attrs != 0 {
		t += "=" + w.Prefix(arrived)
	}
	return t
}

// promotesLate reports whether a condition's effect comes between the move d and its
// promotion, which is then written after that effect's note (Breton: "[c8=Q]").
func (g *Game) promotesLate(d decoded) bool {
	if d.promo == nil {
		return false
	}
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(interface{ promotesLate(*Game, decoded) bool }); ok && x.promotesLate(g, d) {
			return true
		}
	}
	return false
}

// notePromotion notes the promotion of the moved piece p, now arrived on the box square
// b, after the notes of the effects before it: "[c8=Q]" (promotesLate).
func (g *Game) notePromotion(d decoded, p, arrived Piece, b int) {
	if g.noting {
		g.note(func(w *Words) string {
			return "[" + square(b).String() + walkChangeText(w, d.promo, p, arrived) + "]"
		})
	}
}

// colourLetter returns the initial of the colour of a piece of one side ("" for a
// neutral one, whose prefix says so).
func (g *Game) colourLetter(w *Words, p Piece) string {
	switch p.Side() {
	case WhiteSide:
		return string(initial(w.Colours[0]))
	case BlackSide:
		return string(initial(w.Colours[1]))
	}
	return ""
}
