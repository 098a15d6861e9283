package parser

import (
	"strings"
	"sync"
)

// This file reads pieces: the Pieces command (and a twin's Add), Forsyth and
// InitialGameArray, following Popeye's input/plaintext/pieces.c.

// pieceWords are the piece names of one language: in walk order, and mapped (lower case)
// to their walk index.
type pieceWords struct {
	names []string
	index map[string]int
}

// pieceTables gives each language's pieceWords, made from pieceLists when the language is
// first read: a process reads one language, and building the other two at its start would
// cost a short solve more than its parse.
var pieceTables = [...]func() pieceWords{
	French:  newPieceWords(French),
	German:  newPieceWords(German),
	English: newPieceWords(English),
}

func newPieceWords(lang Language) func() pieceWords {
	return sync.OnceValue(func() pieceWords {
		names := strings.Fields(pieceLists[lang])
		index := make(map[string]int, len(names))
		for i, n := range names {
			index[n] = i
		}
		return pieceWords{names: names, index: index}
	})
}

// pieceNames returns the English names of the walks of pieceTables.
var pieceNames = sync.OnceValue(func() []string { return strings.Split(pieceNameList, "|") })

// walkOf returns the walk index of a piece name in lang, or -1.
func walkOf(lang Language, name string) int {
	if i, ok := pieceTables[lang]().index[strings.ToLower(name)]; ok {
		return i
	}
	return -1
}

// kindOfWalk returns the PieceKind of a walk index (Fairy beyond the orthodox six).
func kindOfWalk(walk int) PieceKind {
	if walk >= 0 && walk < len(walkKinds) {
		return walkKinds[walk]
	}
	return Fairy
}

// FairyPieceName returns the English name of a fairy piece written name in lang (e.g.
// "Leo" for "le" in English), or "" if name is no piece of that language. Hunters
// ("r/b") are named by their parts.
func FairyPieceName(lang Language, name string) string {
	if lang < English || lang > French {
		return ""
	}
	if away, home, ok := strings.Cut(name, "/"); ok {
		a, h := FairyPieceName(lang, away), FairyPieceName(lang, home)
		if a == "" || h == "" {
			return ""
		}
		return a + "/" + h + " hunter"
	}
	if w := walkOf(lang, name); w >= 0 {
		return pieceNames()[w]
	}
	return ""
}

// WalkIndex returns the walk index of a piece name in lang: its index in Popeye's walk
// order from the King on (King 0, Pawn 1, Queen 2, Knight 3, Rook 4, Bishop 5, then the
// fairy pieces), or -1 if name is no piece of that language.
func WalkIndex(lang Language, name string) int {
	if lang < English || lang > French {
		return -1
	}
	return walkOf(lang, name)
}

// PieceNames returns the piece names of lang in walk order (lower case, as Popeye reads
// them: "k", "dg"); the slice is shared and must not be changed.
func PieceNames(lang Language) []string {
	if lang < English || lang > French {
		lang = English
	}
	return pieceTables[lang]().names
}

// AttributeName returns the English name of the piece attribute word (as written after a
// colour, possibly abbreviated: "Cham") in lang, and false if it is none.
func AttributeName(lang Language, word string) (string, bool) {
	if lang < English || lang > French {
		return "", false
	}
	r := lookup(pieceFlagTables[lang], word)
	if !r.found() {
		return "", false
	}
	return pieceFlagTables[English][r.index], true
}

// AttributeNameIn returns the name of the attribute with the English name english in
// lang, as Popeye prints it ("" if there is none).
func AttributeNameIn(lang Language, english string) string {
	if lang < English || lang > French {
		lang = English
	}
	for i, n := range pieceFlagTables[English] {
		if n == english {
			return pieceFlagTables[lang][i]
		}
	}
	return ""
}

// ColourNames returns the names of White, Black and Neutral in lang.
func ColourNames(lang Language) []string {
	if lang < English || lang > French {
		lang = English
	}
	return colourTables[lang][:3]
}

// squareAt parses the square at s[i:i+2] (file a–h in either case, rank 1–8).
func squareAt(s string, i int) (Square, bool) {
	if i+1 >= len(s) {
		return NoSquare, false
	}
	f := s[i] | 0x20
	r := s[i+1]
	if f < 'a' || f > 'h' || r < '1' || r > '8' {
		return NoSquare, false
	}
	return Square(int(r-'1')*8 + int(f-'a')), true
}

// parseSquares reads the run of squares at the start of s, whose first byte is at offset
// off of the source; it returns them and how many bytes they take.
func parseSquares(s string, off int) ([]SquareToken, int) {
	var out []SquareToken
	i := 0
	for {
		sq, ok := squareAt(s, i)
		if !ok {
			return out, i
		}
		out = append(out, SquareToken{Range{off + i, off + i + 2}, sq})
		i += 2
	}
}

// pieceName splits the piece name off the front of a word as Popeye's ParsePieceWalk
// does: a word of odd length starts with a one-letter name, a word of even length with a
// two-letter name ("Ka1", "LEa1b2"); a '/' among the first three characters makes a hunter
// ("R/Ba1"). It returns the name's length and walk (-2 for a hunter), or ok=false.
func (p *parser) pieceName(w string) (n, walk int, ok bool) {
	if slash := strings.IndexByte(w, '/'); slash >= 1 && slash <= 2 {
		after := w[slash+1:]
		homeLen := 2
		if len(after)%2 == 1 {
			homeLen = 1
		}
		if len(after) < homeLen || walkOf(p.lang, w[:slash]) < 0 || walkOf(p.lang, after[:homeLen]) < 0 {
			return 0, 0, false
		}
		return slash + 1 + homeLen, -2, true
	}
	n = 2
	if len(w)%2 == 1 {
		n = 1
	}
	if len(w) < n {
		return 0, 0, false
	}
	walk = walkOf(p.lang, w[:n])
	if walk < 0 && n == 2 && len(w) > 2 && isAlnum(w[0]) && isAlnum(w[1]) {
		// An unknown two-letter name followed by squares: a fairy piece of a newer
		// Popeye, most likely; tryPiece checks the squares.
		return n, unknownWalk, true
	}
	return n, walk, walk >= 0
}

// unknownWalk marks a two-letter piece name that is in no table.
const unknownWalk = -3

func isAlnum(c byte) bool {
	return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'z'
}

// parsePieces reads colour groups and pieces: "White Ka1 Qb2 Black Ke8". Every group
// starts with a colour, optionally followed by piece attributes; dest receives each piece
// (one per square). It stops at the first word that starts a command (or, in a twin, a
// twinning operation); other words it cannot read are reported and skipped. It returns
// the number of colour groups and the TotalInvisible words ("TotalInvisible 2").
func (p *parser) parsePieces(dest func(*Piece), inTwin bool) (groups int, invisible []Token) {
	var g pieceGroup
	have := false
	for !p.eof {
		if have && p.tryPiece(&g, dest) {
			continue
		}
		if r := lookup(colourTables[p.lang], p.tok.Text); r.found() {
			ct := p.take()
			g = pieceGroup{colourTok: &ct}
			groups++
			switch r.index {
			case 0:
				g.colour = White
			case 1:
				g.colour = Black
			case 2:
				g.colour = Neutral
			default:
				// TotalInvisible n: n invisible pieces, no squares.
				g.colour = Neutral
				if a, ok := p.numberArg(); ok {
					ct.Range.End, ct.Text = a.End, string(p.src[ct.Start:a.End])
				}
				invisible = append(invisible, ct)
				have = false
				continue
			}
			have = true
			p.parseFlags(&g)
			if p.eof || !p.tryPiece(&g, dest) {
				p.errorf(ct.Range, CodeSyntax, "%s is followed by no piece: write pieces with their squares, such as %sa1", ct.Text, pieceLetters[p.lang][0])
			}
			continue
		}
		if p.isCommand(p.tok.Text, inTwin) {
			return groups, invisible
		}
		if !pieceLike(p.tok.Text) {
			// Not meant as a piece: the command ends here, as in Popeye, and the word is
			// reported where commands are expected.
			return groups, invisible
		}
		if !have {
			if n, _, ok := p.pieceName(p.tok.Text); ok {
				if _, m := parseSquares(p.tok.Text[n:], 0); m > 0 || n == len(p.tok.Text) {
					p.errorf(p.tok.Range, CodeSyntax, "no colour before %s: start the pieces with %s", p.tok.Text, orList(colourTables[p.lang][:3]))
					g = pieceGroup{colour: White}
					have = true
					groups++
					continue
				}
			}
		}
		p.errorf(p.tok.Range, CodeSyntax, "%q is neither a piece with its squares (such as %sa1) nor a colour (%s)", p.tok.Text, pieceLetters[p.lang][0], orList(colourTables[p.lang][:3]))
		p.advance()
	}
	return groups, invisible
}

// pieceLike reports whether a word that is no piece was probably meant as one: short, or
// ending in a letter and a digit ("Xz9", "Qd4x" are; "Stipulashun", "#2" are not).
func pieceLike(w string) bool {
	if w == "" || !isAlnum(w[0]) || w[0] >= '0' && w[0] <= '9' {
		return false
	}
	if len(w) <= 4 {
		return true
	}
	a, b := w[len(w)-2], w[len(w)-1]
	return a|0x20 >= 'a' && a|0x20 <= 'z' && b >= '0' && b <= '9'
}

// pieceGroup is the colour and attributes that apply to the pieces being read.
type pieceGroup struct {
	colour    Color
	colourTok *Token
	attrs     []Token
	// royal is 1 + the index in attrs of Royal, which applies to the next piece word only
	// (as in Popeye), or 0.
	royal int
}

// parseFlags reads the piece attributes (Royal, Kamikaze…) after a colour.
func (p *parser) parseFlags(g *pieceGroup) {
	for !p.eof {
		r := lookup(pieceFlagTables[p.lang], p.tok.Text)
		if r.ambiguous() {
			p.errorf(p.tok.Range, CodeAmbiguousAbbreviation, "%s", ambiguousMessage(p.tok.Text, "piece attribute", r.matches))
			p.advance()
			continue
		}
		if !r.found() {
			return
		}
		t := p.take()
		name := pieceFlagTables[English][r.index]
		if len(t.Text) <= 2 && !p.eof {
			if _, n := parseSquares(p.tok.Text, 0); n > 0 && n == len(p.tok.Text) {
				p.warnf(t.Range, CodeSyntax, "%q after a colour is read as the piece attribute %s, as Popeye does: write the piece and its squares as one word, such as %s%s", t.Text, name, t.Text, p.tok.Text)
			}
		}
		if r.index == 0 {
			g.royal = len(g.attrs) + 1
		}
		g.attrs = append(g.attrs, t)
	}
}

// tryPiece reads the current word as a piece with its squares ("Ka1", "Pa2b3", "K a1",
// "LEd4") and returns false, consuming nothing, if it is none.
func (p *parser) tryPiece(g *pieceGroup, dest func(*Piece)) bool {
	w := p.tok
	n, walk, ok := p.pieceName(w.Text)
	if !ok {
		return false
	}
	name := Token{Range{w.Start, w.Start + n}, w.Text[:n]}
	var squares []SquareToken
	var tail Token
	word := w
	if n == len(w.Text) {
		// "K a1": the squares are the next word.
		p.advance()
		m := 0
		if !p.eof {
			squares, m = parseSquares(p.tok.Text, p.tok.Start)
		}
		if m == 0 {
			p.errorf(name.Range, CodeSyntax, "the piece %s has no square: write its squares after it, such as %sa1", name.Text, name.Text)
			return true
		}
		sw := p.take()
		tail = Token{Range{sw.Start + m, sw.End}, sw.Text[m:]}
		word = Token{Range{w.Start, sw.End}, string(p.src[w.Start:sw.End])}
	} else {
		var m int
		squares, m = parseSquares(w.Text[n:], w.Start+n)
		if m == 0 {
			return false
		}
		tail = Token{Range{w.Start + n + m, w.End}, w.Text[n+m:]}
		p.advance()
	}
	if tail.Len() > 0 {
		p.errorf(tail.Range, CodeSyntax, "%q in %s is not a square: squares are a file a–h and a rank 1–8, such as e4", tail.Text, word.Text)
	}
	kind := kindOfWalk(walk)
	fairy := ""
	if kind == Fairy {
		fairy = strings.ToLower(name.Text)
		if walk == unknownWalk {
			p.unsupported(name.Range, "%s is no piece of cpls's tables (perhaps a fairy piece of a newer Popeye)", name.Text)
		}
	}
	attrs := g.attrs
	if len(attrs) > 0 {
		attrs = append([]Token(nil), attrs...)
	}
	for _, sq := range squares {
		dest(&Piece{Color: g.colour, ColorToken: g.colourTok, Kind: kind, Name: name, FairyName: fairy,
			Walk: walk, Attributes: attrs, Square: sq, Token: word, Source: FromPieces})
	}
	if g.royal > 0 {
		i := g.royal - 1
		g.attrs = append(append([]Token(nil), g.attrs[:i]...), g.attrs[i+1:]...)
		g.royal = 0
	}
	return true
}

// place puts a piece of the diagram on its square, warning when the square is taken.
func (p *parser) place(prob *Problem, pc *Piece) {
	if old := p.board[pc.Square.Square]; old != nil {
		if pc.Source == FromPieces {
			p.warnf(pc.Square.Range, CodeSyntax, "%s is given twice: the %s replaces the %s given before, which goes to the underworld, as in Popeye",
				pc.Square.Square, p.describe(pc), p.describe(old))
			prob.Replaced = append(prob.Replaced, Replacement{Old: old, By: pc})
		} else {
			p.warnf(pc.Square.Range, CodeSyntax, "%s is given twice: the %s replaces the %s given before, as in Popeye",
				pc.Square.Square, p.describe(pc), p.describe(old))
		}
		for i, q := range prob.Pieces {
			if q == old {
				prob.Pieces = append(prob.Pieces[:i], prob.Pieces[i+1:]...)
				break
			}
		}
	}
	p.board[pc.Square.Square] = pc
	prob.Pieces = append(prob.Pieces, pc)
}

// placer returns where the pieces of a Pieces or Forsyth command go: the diagram, or
// after an a=>b stipulation the target position.
func (p *parser) placer(prob *Problem) func(*Piece) {
	if st := prob.Stipulation; st != nil && st.Goal == GoalAToB {
		if len(prob.TargetPieces) == 0 {
			p.board = [64]*Piece{}
		}
		return func(pc *Piece) { p.placeTarget(prob, pc) }
	}
	return func(pc *Piece) { p.place(prob, pc) }
}

// placeTarget puts a piece of an a=>b target position on its square.
func (p *parser) placeTarget(prob *Problem, pc *Piece) {
	if old := p.board[pc.Square.Square]; old != nil {
		p.warnf(pc.Square.Range, CodeSyntax, "%s is given twice in the target position: the %s replaces the %s given before, as in Popeye",
			pc.Square.Square, p.describe(pc), p.describe(old))
	}
	p.board[pc.Square.Square] = pc
	prob.TargetPieces = append(prob.TargetPieces, pc)
}

// describe names a piece for messages: "white rook", "black Leo".
func (p *parser) describe(pc *Piece) string {
	if pc.Kind == Fairy {
		return pc.Color.String() + " " + FairyPieceName(p.lang, pc.FairyName)
	}
	return pc.Color.String() + " " + pc.Kind.String()
}

// walkOfKind returns the walk index of an orthodox piece kind.
func walkOfKind(k PieceKind) int {
	for w, wk := range walkKinds {
		if wk == k {
			return w
		}
	}
	return -1
}

// gameArray is the initial game position, rank 1 first, in PieceKind order letters.
const gameArray = "RSBQKBSR" + "PPPPPPPP"

// placeGameArray puts the 32 pieces of the game array on the board, which Popeye empties
// first.
func (p *parser) placeGameArray(prob *Problem, kw Token) {
	if len(prob.Pieces) > 0 {
		p.warnf(kw.Range, CodeSyntax, "%s replaces the %d pieces given before it", kw.Text, len(prob.Pieces))
	}
	prob.Pieces = prob.Pieces[:0]
	p.board = [64]*Piece{}
	kinds := map[byte]PieceKind{'K': King, 'Q': Queen, 'R': Rook, 'B': Bishop, 'S': Knight, 'P': Pawn}
	for i := 0; i < 16; i++ {
		k := kinds[gameArray[i]]
		name := kw
		white, black := Square(i), Square(56+i) // rank 1 and rank 8
		if i >= 8 {
			black = Square(48 + i - 8) // rank 2 and rank 7
		}
		p.place(prob, &Piece{Color: White, Kind: k, Name: name, Walk: walkOfKind(k), Square: SquareToken{kw.Range, white}, Token: kw, Source: FromGameArray})
		p.place(prob, &Piece{Color: Black, Kind: k, Name: name, Walk: walkOfKind(k), Square: SquareToken{kw.Range, black}, Token: kw, Source: FromGameArray})
	}
}

// parseForsyth reads a Forsyth position as Popeye's ParseForsyth does: ranks from 8 down
// to 1, digits (one or two) for empty squares, '/' optional, upper case white and lower
// case black letters of the language, "." before a two-letter name, and '=' (neutral), '+'
// (white) or '-' (black) before a piece to force its colour.
func (p *parser) parseForsyth(fs *Forsyth, place func(*Piece)) {
	text, base := fs.Value.Text, fs.Value.Start
	sq := 56 // a8
	nextSquare := func() {
		if sq%8 < 7 {
			sq++
		} else {
			sq -= 15
		}
	}
	i := 0
	for i < len(text) && sq >= 0 {
		c := text[i]
		switch {
		case c >= '0' && c <= '9':
			num := int(c - '0')
			i++
			if i < len(text) && text[i] >= '0' && text[i] <= '9' {
				num = num*10 + int(text[i]-'0')
				i++
			}
			for ; num > 0 && sq >= 0; num-- {
				nextSquare()
			}
		case c == '/':
			i++
		default:
			start := i
			forced, colour := false, White
			switch c {
			case '=':
				forced, colour = true, Neutral
				i++
			case '+':
				forced, colour = true, White
				i++
			case '-':
				forced, colour = true, Black
				i++
			}
			n := 1
			if i < len(text) && text[i] == '.' {
				i++
				n = 2
			}
			if i+n > len(text) {
				p.errorf(Range{base + start, base + len(text)}, CodeSyntax, "%q at the end of the Forsyth position is no piece", text[start:])
				i = len(text)
				break
			}
			name := text[i : i+n]
			nameRange := Range{base + i, base + i + n}
			i += n
			walk := walkOf(p.lang, name)
			if walk < 0 {
				p.errorf(Range{base + start, base + i}, CodeSyntax, "%q in the Forsyth position is not a piece of the %s piece letters (%s)", text[start:i], languageName(p.lang), strings.Join(pieceLetters[p.lang][:], " "))
				continue
			}
			if !forced && name[0] >= 'a' && name[0] <= 'z' {
				colour = Black
			}
			kind := kindOfWalk(walk)
			pc := &Piece{Color: colour, Kind: kind, Name: Token{nameRange, name}, Walk: walk,
				Square: SquareToken{Range{base + start, base + i}, Square(sq)}, Token: fs.Value, Source: FromForsyth}
			if kind == Fairy {
				pc.FairyName = strings.ToLower(name)
			}
			fs.Pieces = append(fs.Pieces, pc)
			place(pc)
			nextSquare()
		}
	}
	for i < len(text) && text[i] == '/' {
		i++
	}
	if i < len(text) {
		p.warnf(Range{base + i, base + len(text)}, CodeSyntax, "%q after the 64th square of the Forsyth position is ignored", text[i:])
	}
}

func languageName(l Language) string {
	switch l {
	case German:
		return "German"
	case French:
		return "French"
	}
	return "English"
}
