package problem

import (
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// Pieces of any walk, side and attributes: from the parser's pieces to the engine's, and
// their names in Popeye's output.

// notationWords are the fairy engine's words in each language (movegen.Language order),
// from the parser's tables of Popeye's names, each built when first needed: a file
// needs one language, and building them is a share of a short solve's start.
var notationWords = [3]func() *fairy.Words{
	movegen.English: sync.OnceValue(func() *fairy.Words { return buildWords(parser.English) }),
	movegen.German:  sync.OnceValue(func() *fairy.Words { return buildWords(parser.German) }),
	movegen.French:  sync.OnceValue(func() *fairy.Words { return buildWords(parser.French) }),
}

// buildWords returns the fairy engine's words in lang.
func buildWords(lang parser.Language) *fairy.Words {
	w := &fairy.Words{}
	names := parser.PieceNames(lang)
	for i := 0; i < len(names) && i+2 < int(fairy.NumWalks); i++ {
		w.Walks[fairy.Walk(i+2)] = names[i]
	}
	for a := fairy.Royal; a < fairy.NumAttrs; a++ {
		w.Attrs[a] = parser.AttributeNameIn(lang, a.String())
		if w.Attrs[a] == "" {
			w.Attrs[a] = a.String()
		}
	}
	copy(w.Colours[:], parser.ColourNames(lang))
	w.EnglishConditions, w.Conditions = parser.ConditionNames(parser.English), parser.ConditionNames(lang)
	return w
}

// movegenLanguage converts a parser language to movegen's.
func movegenLanguage(l parser.Language) movegen.Language {
	switch l {
	case parser.German:
		return movegen.German
	case parser.French:
		return movegen.French
	}
	return movegen.English
}

// wordsOf returns the fairy engine's words in lang.
func wordsOf(lang movegen.Language) *fairy.Words {
	if int(lang) >= len(notationWords) {
		lang = movegen.English
	}
	return notationWords[lang]()
}

// pieceOf returns the engine's piece of a parsed piece, and what keeps cpls from solving
// with it ("" when nothing does).
func pieceOf(lang parser.Language, pc *parser.Piece, hunters *hunterTable) (fairy.Piece, string) {
	w, ok := walkOfKind(pc.Kind)
	if !ok && pc.Walk == hunterWalk && hunters != nil {
		var why string
		if w, why = hunters.walk(lang, pc.Name.Text); why != "" {
			return fairy.NoPiece, why
		}
	} else if !ok {
		if pc.Walk < 0 {
			return fairy.NoPiece, "the fairy piece " + pc.Name.Text
		}
		w = fairy.Walk(pc.Walk + 2)
	}
	var side fairy.Side
	switch pc.Color {
	case parser.White:
		side = fairy.WhiteSide
	case parser.Black:
		side = fairy.BlackSide
	default:
		side = fairy.NeutralSide
	}
	var attrs uint32
	var why []string
	for _, t := range pc.Attributes {
		name, _ := parser.AttributeName(lang, t.Text)
		a, ok := fairy.AttrByName(name)
		if !ok || !fairy.AttrSupported(a) {
			why = append(why, "the piece attribute "+name)
			continue
		}
		attrs |= fairy.Attrs(a)
	}
	if !fairy.Supported(w) {
		why = append(why, "the fairy piece "+pc.Name.Text+" ("+parser.FairyPieceName(lang, pc.Name.Text)+")")
	}
	return fairy.MakePiece(w, side, attrs), strings.Join(why, ", ")
}

// walkOfKind returns the walk of an orthodox piece kind; ok is false for Fairy.
func walkOfKind(k parser.PieceKind) (fairy.Walk, bool) {
	switch k {
	case parser.King:
		return fairy.King, true
	case parser.Queen:
		return fairy.Queen, true
	case parser.Rook:
		return fairy.Rook, true
	case parser.Bishop:
		return fairy.Bishop, true
	case parser.Knight:
		return fairy.Knight, true
	case parser.Pawn:
		return fairy.Pawn, true
	}
	return fairy.NoWalk, false
}

// hunterWalk is parser.Piece.Walk of a hunter ("S/B").
const hunterWalk = -2

// walkOfName returns the walk of a piece name in lang (a token of a twin operation; the
// kind when the token is empty; a hunter's name defines the hunter); ok is false when
// there is none.
func walkOfName(lang parser.Language, tok parser.Token, k parser.PieceKind, hunters *hunterTable) (fairy.Walk, bool) {
	if w, ok := walkOfKind(k); ok {
		return w, true
	}
	if strings.Contains(tok.Text, "/") && hunters != nil {
		w, why := hunters.walk(lang, tok.Text)
		return w, why == ""
	}
	if i := parser.WalkIndex(lang, tok.Text); i >= 0 {
		return fairy.Walk(i + 2), true
	}
	return fairy.NoWalk, false
}

// orthodoxView returns the orthodox pieces of b (the others are left out).
func orthodoxView(b *fairy.Board) Board {
	var out Board
	for s, p := range b {
		if pc, ok := p.Orthodox(); ok {
			out[s] = pc
		}
	}
	return out
}

// isOrthodox reports whether every piece of b is orthodox (movegen plays b).
func isOrthodox(b *fairy.Board) bool {
	for _, p := range b {
		if _, ok := p.Orthodox(); p != fairy.NoPiece && !ok {
			return false
		}
	}
	return true
}

// pieceCounts returns the number of white, black and neutral pieces of b.
func pieceCounts(b *fairy.Board) (white, black, neutral int) {
	for _, p := range b {
		switch p.Side() {
		case fairy.WhiteSide:
			white++
		case fairy.BlackSide:
			black++
		case fairy.NeutralSide:
			neutral++
		}
	}
	return white, black, neutral
}

// hasRoyal reports whether c has a royal piece on b.
func hasRoyal(b *fairy.Board, c movegen.Color) bool {
	for _, p := range b {
		if p != fairy.NoPiece && p.Belongs(c) && p.IsRoyal() {
			return true
		}
	}
	return false
}

// pieceText writes a piece as Popeye's twin headings do: colour (or "n" for a neutral
// piece), attributes, name ("wDGa8" is written by the caller with the square).
func pieceText(w *fairy.Words, p fairy.Piece) string {
	prefix := w.Prefix(p)
	if !p.Neutral() {
		c := w.Colours[0]
		if p.Side() == fairy.BlackSide {
			c = w.Colours[1]
		}
		prefix = strings.ToLower(c[:1]) + prefix
	}
	return prefix + w.WalkName(p.Walk())
}

// transformPieces moves every piece of b to f(square), as Popeye's rotations and mirrors
// do.
func transformPieces(b *fairy.Board, f func(file, rank int) (int, int)) {
	var out fairy.Board
	for s, p := range b {
		if p == fairy.NoPiece {
			continue
		}
		nf, nr := f(s%8, s/8)
		out[nr*8+nf] = p
	}
	*b = out
}

// shiftPieces moves every piece of b by the vector from→to; it reports false (and
// leaves b as it was) when a piece would leave the board, as Popeye refuses such a shift.
func shiftPieces(b *fairy.Board, from, to movegen.Square) bool {
	df, dr := to.File()-from.File(), to.Rank()-from.Rank()
	var out fairy.Board
	for s, p := range b {
		if p == fairy.NoPiece {
			continue
		}
		f, r := s%8+df, s/8+dr
		if f < 0 || f > 7 || r < 0 || r > 7 {
			return false
		}
		out[r*8+f] = p
	}
	*b = out
	return true
}

// pieceFactWords are the frames of PieceFacts in the languages of the problems.
var pieceFactWords = map[parser.Language][3]string{
	parser.English: {"Moves: %s.", "Legal moves: %s.", "No legal move."},
	parser.German:  {"Gangart: %s.", "Legale Züge: %s.", "Kein legaler Zug."},
	parser.French:  {"Marche : %s.", "Coups légaux : %s.", "Aucun coup légal."},
}

// PieceFacts describes the piece on s of twin t (the diagram when t is nil) for a hover:
// how it moves (the movement in English, from the engine's piece model) and, when cpls
// plays the twin's position with the fairy engine, its legal moves there as Popeye
// writes them, with its side to move (either side's for a neutral piece). It returns
// nil for an empty square or a piece the engine does not play.
func (pr *Problem) PieceFacts(t *Twin, s movegen.Square) []string {
	b := &pr.Pieces
	if t != nil {
		b = &t.Pieces
	} else if len(pr.Twins) > 0 && !pr.Zero {
		t = pr.Twins[0]
	}
	p := b[s]
	desc := fairy.Describe(p.Walk())
	if h := pr.hunters; p.Walk() >= fairy.Hunter0 && h != nil && int(p.Walk()-fairy.Hunter0) < len(h.types) {
		ht := h.types[p.Walk()-fairy.Hunter0]
		desc = "away from its side's first rank, " + fairy.Describe(ht.Away) + "; towards it, " + fairy.Describe(ht.Home) + "; never sideways"
	}
	if p == fairy.NoPiece || desc == "" || !fairy.Supported(p.Walk()) {
		return nil
	}
	fw := pieceFactWords[pr.Language]
	if fw[0] == "" {
		fw = pieceFactWords[parser.English]
	}
	return append([]string{fmt.Sprintf(fw[0], desc)}, pr.legalMoveFacts(t, s)...)
}

// LegalMoveFacts lists the legal moves of the piece on s of twin t (the diagram when t
// is nil) as Popeye writes them, when cpls plays the twin's position with the fairy
// engine (fairy pieces or conditions), with its side to move (either side's for a
// neutral piece); nil otherwise.
func (pr *Problem) LegalMoveFacts(t *Twin, s movegen.Square) []string {
	if t == nil && len(pr.Twins) > 0 && !pr.Zero {
		t = pr.Twins[0]
	}
	return pr.legalMoveFacts(t, s)
}

func (pr *Problem) legalMoveFacts(t *Twin, s movegen.Square) []string {
	if t == nil || t.Fairy == nil || s >= 64 {
		return nil
	}
	fw := pieceFactWords[pr.Language]
	if fw[0] == "" {
		fw = pieceFactWords[parser.English]
	}
	p := t.Pieces[s]
	var moves []string
	for c := movegen.White; c <= movegen.Black; c++ {
		if !p.Belongs(c) {
			continue
		}
		g := t.startGame(c)
		for _, m := range g.LegalMoves(nil) {
			if text := g.MoveText(m, wordsFor(pr.Language).lang); m.From() == s && !slices.Contains(moves, text) {
				moves = append(moves, text)
			}
		}
	}
	if len(moves) == 0 {
		return []string{fw[2]}
	}
	return []string{fmt.Sprintf(fw[1], strings.Join(moves, ", "))}
}

// PieceName is a piece's name as written in a language ("DG") with its English name
// ("Double Grasshopper").
type PieceName struct{ Name, English string }

// PlayedPieces lists the fairy pieces cpls plays, with their names in lang, in Popeye's
// order (for completion).
func PlayedPieces(lang parser.Language) []PieceName {
	var out []PieceName
	names := parser.PieceNames(lang)
	for i, n := range names {
		w := fairy.Walk(i + 2)
		if _, orthodox := fairy.MakePiece(w, fairy.WhiteSide, 0).Orthodox(); orthodox || !fairy.Supported(w) {
			continue
		}
		out = append(out, PieceName{strings.ToUpper(n), parser.FairyPieceName(lang, n)})
	}
	return out
}

// PlayedAttributes lists the piece attributes cpls plays, as written in lang.
func PlayedAttributes(lang parser.Language) []string {
	var out []string
	for a := fairy.Royal; a < fairy.NumAttrs; a++ {
		if n := parser.AttributeNameIn(lang, a.String()); n != "" && fairy.AttrSupported(a) {
			out = append(out, n)
		}
	}
	return out
}

// BoardPiece is a piece the FEN of a board leaves out: a fairy piece, a neutral piece or
// one with attributes, as the board view draws it.
type BoardPiece struct {
	Square movegen.Square
	// Side is "white", "black" or "neutral".
	Side string
	// Code is the piece's code in the file's language ("G", "NH"); Name its English name.
	Code, Name string
	// Attributes are the piece's attributes, in English as Popeye spells them.
	Attributes []string
}

// FairyPiecesOf returns the pieces of the diagram (i = -1) or of source twin i that its
// FEN leaves out, by square.
func (pr *Problem) FairyPiecesOf(i int) []BoardPiece {
	b := &pr.Pieces
	if t := pr.TwinOf(i); t != nil {
		b = &t.Pieces
	}
	w := wordsOf(movegenLanguage(pr.Language))
	var out []BoardPiece
	for s, p := range b {
		if _, ok := p.Orthodox(); p == fairy.NoPiece || ok {
			continue
		}
		bp := BoardPiece{Square: movegen.Square(s), Side: [...]string{"", "white", "black", "neutral"}[p.Side()],
			Code: strings.ToUpper(w.Walks[p.Walk()])}
		bp.Name = parser.FairyPieceName(pr.Language, bp.Code)
		for a := fairy.Royal; a < fairy.NumAttrs; a++ {
			if p.Has(a) {
				bp.Attributes = append(bp.Attributes, a.String())
			}
		}
		out = append(out, bp)
	}
	return out
}
