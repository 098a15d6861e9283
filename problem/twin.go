package problem

import (
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
)

// issue is something a twin does that cpls cannot solve, at its range. Reported is
// true when the parser has already reported it (fairy pieces and conditions, and the
// stipulations of parserReported), so that the loader does not report it again.
type issue struct {
	Range    parser.Range
	What     string
	Reported bool
}

// effect is one change a twinning makes to the board, recorded as Popeye's move effect
// journal records it: the twin heading is written from these effects
// (output/plaintext/twinning.c), not from the input text.
type effect struct {
	kind     effectKind
	from, to movegen.Square // squares of a movement or exchange; from is the square of a removal or creation
	piece    fairy.Piece    // the piece removed, created or moved (exchange: the one on from)
	other    fairy.Piece    // exchange: the piece on to
	text     string         // board transformations, stipulation, polish, substitute
}

type effectKind uint8

const (
	effRemoval effectKind = iota
	effCreation
	effMovement
	effExchange
	effText
)

// applyTwin applies the operations of tw to a copy of from (the diagram, or the previous
// twin for a continued twin) and writes the twin's heading.
func applyTwin(lang parser.Language, from *Twin, tw *parser.Twin, opts solver.Options, hunters *hunterTable) (*Twin, []issue) {
	tb := &twinBuilder{
		w:       wordsFor(lang),
		lang:    lang,
		hunters: hunters,
		t: &Twin{
			Range:         tw.Range,
			Continued:     tw.Continued != nil,
			Pieces:        from.Pieces,
			Board:         from.Board,
			Stipulation:   from.Stipulation,
			Plan:          from.Plan,
			StipText:      from.StipText,
			Invisibles:    from.Invisibles,
			Unsupported:   append([]string(nil), from.Unsupported...),
			conds:         from.conds,
			ownConds:      from.ownConds,
			unplayedConds: from.unplayedConds,
		},
		opts: opts,
	}
	for _, op := range tw.Ops {
		switch op.Kind {
		case parser.TwinMove, parser.TwinExchange, parser.TwinRemove, parser.TwinAdd:
			tb.pieces(op)
		case parser.TwinRotate, parser.TwinMirror, parser.TwinShift, parser.TwinSubstitute, parser.TwinPolishType:
			tb.transform(op)
		case parser.TwinStipulation:
			tb.stipulation(op)
		case parser.TwinSStipulation:
			tb.stipulation(op)
		case parser.TwinCondition:
			tb.conditions(op)
		default:
			// unknown operations are reported by the parser
		}
	}
	tb.t.Heading = heading(tb.w, tb.hunters.words(tb.w.lang), tb.log)
	tb.t.Board = orthodoxView(&tb.t.Pieces)
	return tb.t, tb.issues
}

// conditions puts the conditions of op in place of the twin's: the problem's, or its
// predecessor's for a continued twin. The heading names them as the diagram's caption
// does, one per line. A condition the engine does not play keeps the twin from being
// solved and is reported at its name.
func (tb *twinBuilder) conditions(op *parser.TwinOp) {
	tb.t.conds, tb.t.ownConds = nil, true
	conds := readConditions(tb.lang, op.Conditions)
	for _, c := range conds {
		var err error
		if tb.t.conds, err = addCondition(tb.t.conds, conditionSpec(tb.lang, c, tb.hunters)); err != nil {
			tb.issues = append(tb.issues, issue{c.Range, unplayed(c, err), false})
			tb.t.unplayedConds = true
		}
	}
	if a, b, ok := fairy.ChoiceConflict(tb.t.conds); ok {
		tb.issues = append(tb.issues, issue{op.Range, "the condition " + a + " with " + b, false})
		tb.t.unplayedConds = true
	}
	lines := conditionLines(tb.lang, conds, tb.t.conds, tb.hunters)
	tb.log = append(tb.log, effect{kind: effText, text: strings.Join(lines, "\n   ")})
}

// twinBuilder is the state of applyTwin: the twin made so far, its effects for the
// heading, and what cannot be solved.
type twinBuilder struct {
	w    *words
	lang parser.Language
	// hunters are the problem's hunters, which an added piece may define.
	hunters *hunterTable
	t       *Twin
	opts    solver.Options
	log     []effect
	issues  []issue
}

// remove takes the piece on s off the board, if there is one.
func (tb *twinBuilder) remove(s movegen.Square) {
	b := &tb.t.Pieces
	if b[s] != fairy.NoPiece {
		tb.log = append(tb.log, effect{kind: effRemoval, from: s, piece: b[s]})
		b[s] = fairy.NoPiece
	}
}

// pieces applies an operation on single pieces: move, exchange, remove, add.
func (tb *twinBuilder) pieces(op *parser.TwinOp) {
	b := &tb.t.Pieces
	switch op.Kind {
	case parser.TwinMove, parser.TwinExchange:
		if len(op.Squares) != 2 || op.Squares[0].Square == parser.NoSquare || op.Squares[1].Square == parser.NoSquare {
			return // the parser reports the malformed squares
		}
		s1, s2 := movegen.Square(op.Squares[0].Square), movegen.Square(op.Squares[1].Square)
		if b[s1] == fairy.NoPiece {
			return // Popeye: nothing to move
		}
		if op.Kind == parser.TwinMove {
			pc := b[s1]
			tb.remove(s2)
			b[s1], b[s2] = fairy.NoPiece, pc
			tb.log = append(tb.log, effect{kind: effMovement, from: s1, to: s2, piece: pc})
			return
		}
		if b[s2] == fairy.NoPiece {
			return
		}
		tb.log = append(tb.log, effect{kind: effExchange, from: s1, to: s2, piece: b[s1], other: b[s2]})
		b[s1], b[s2] = b[s2], b[s1]
	case parser.TwinRemove:
		for _, s := range op.Squares {
			if s.Square != parser.NoSquare {
				tb.remove(movegen.Square(s.Square))
			}
		}
	case parser.TwinAdd:
		if len(op.TotalInvisible) > 0 {
			tb.t.Invisibles = invisibleCount(op.TotalInvisible)
		}
		for _, pc := range op.Pieces {
			if pc.Square.Square == parser.NoSquare {
				continue
			}
			fp, why := pieceOf(tb.lang, pc, tb.hunters)
			if why != "" {
				tb.issues = append(tb.issues, issue{pc.Token.Range, why, false})
				if fp == fairy.NoPiece {
					continue
				}
			}
			s := movegen.Square(pc.Square.Square)
			tb.remove(s)
			b[s] = fp
			tb.log = append(tb.log, effect{kind: effCreation, from: s, piece: b[s]})
		}
	}
}

// transform applies an operation on the whole board: rotate, mirror, shift, substitute
// a piece type, swap the colours.
func (tb *twinBuilder) transform(op *parser.TwinOp) {
	b, w := &tb.t.Pieces, tb.w
	text := func(s string) { tb.log = append(tb.log, effect{kind: effText, text: s}) }
	switch op.Kind {
	case parser.TwinRotate:
		if f := rotation(op.Degrees); f != nil {
			transformPieces(b, f)
			text(w.rotate + " " + strconv.Itoa(op.Degrees))
		}
	case parser.TwinMirror:
		if f := mirroring(op.Axis); f != nil {
			transformPieces(b, f)
			text(w.mirror + " " + axisText(op.Axis))
		}
	case parser.TwinShift:
		if len(op.Squares) != 2 || op.Squares[0].Square == parser.NoSquare || op.Squares[1].Square == parser.NoSquare {
			return
		}
		s1, s2 := movegen.Square(op.Squares[0].Square), movegen.Square(op.Squares[1].Square)
		if shiftPieces(b, s1, s2) {
			text(w.shift + " " + s1.String() + " ==> " + s2.String())
		}
	case parser.TwinSubstitute:
		tb.substitute(op)
	case parser.TwinPolishType:
		for s, pc := range b {
			switch pc.Side() {
			case fairy.WhiteSide:
				b[s] = pc.WithSide(fairy.BlackSide)
			case fairy.BlackSide:
				b[s] = pc.WithSide(fairy.WhiteSide)
			}
		}
		text(w.polish)
	}
}

// substitute replaces every piece of one walk by a piece of another, keeping its side
// and attributes.
func (tb *twinBuilder) substitute(op *parser.TwinOp) {
	from, ok1 := walkOfName(tb.lang, op.From, op.FromKind, tb.hunters)
	to, ok2 := walkOfName(tb.lang, op.To, op.ToKind, tb.hunters)
	if !ok1 || !ok2 {
		return // the parser reports the names
	}
	if !fairy.Supported(to) {
		tb.issues = append(tb.issues, issue{op.Range, "the fairy piece " + op.To.Text, false})
		return
	}
	b := &tb.t.Pieces
	for s, pc := range b {
		if pc != fairy.NoPiece && pc.Walk() == from {
			b[s] = pc.WithWalk(to)
		}
	}
	fw := tb.hunters.words(tb.w.lang)
	tb.log = append(tb.log, effect{kind: effText, text: fw.WalkName(from) + " ==> " + fw.WalkName(to)})
}

// stipulation applies a new stipulation.
func (tb *twinBuilder) stipulation(op *parser.TwinOp) {
	t := tb.t
	st, text, problem := convertStipulation(op.Stipulation, tb.opts, tb.lang)
	t.implied = implied(op.Stipulation)
	t.Plan = planOf(op.Stipulation)
	t.Stipulation, t.StipText = st, text
	t.Before = optionNotes(tb.w, st, tb.opts)
	if tb.opts.WhiteToPlay && whiteToPlayIgnored(op.Stipulation) {
		t.Before = append(t.Before, tb.w.whiteToPlayIgnored)
	}
	tb.log = append(tb.log, effect{kind: effText, text: text})
	if problem != "" {
		r := op.Range
		if op.Stipulation != nil {
			r = op.Stipulation.Value.Range
		}
		tb.issues = append(tb.issues, issue{r, problem, parserReported(op.Stipulation)})
	}
}

// heading writes a twin's effects as Popeye does: every effect followed by two spaces;
// a piece added where one was removed is written without "+", and the removal not at all.
func heading(w *words, fw *fairy.Words, log []effect) string {
	var sb strings.Builder
	piece := func(pc fairy.Piece, s movegen.Square) {
		sb.WriteString(pieceText(fw, pc))
		sb.WriteString(s.String())
	}
	for i, e := range log {
		switch e.kind {
		case effCreation:
			replaced := false
			for _, p := range log[:i] {
				if p.kind == effRemoval && p.from == e.from {
					replaced = true
				}
			}
			if !replaced {
				sb.WriteByte('+')
			}
			piece(e.piece, e.from)
		case effRemoval:
			recreated := false
			for _, n := range log[i+1:] {
				if n.kind == effCreation && n.from == e.from {
					recreated = true
				}
			}
			if recreated {
				continue
			}
			sb.WriteByte('-')
			piece(e.piece, e.from)
		case effMovement:
			piece(e.piece, e.from)
			sb.WriteString("-->")
			sb.WriteString(e.to.String())
		case effExchange:
			piece(e.piece, e.from)
			sb.WriteString("<-->")
			piece(e.other, e.to)
		case effText:
			sb.WriteString(e.text)
		}
		sb.WriteString("  ")
	}
	return sb.String()
}

// axisText names a mirror axis as Popeye prints it.
func axisText(a parser.MirrorAxis) string {
	switch a {
	case parser.MirrorA1H1:
		return "a1<-->h1"
	case parser.MirrorA1A8:
		return "a1<-->a8"
	case parser.MirrorA1H8:
		return "a1<-->h8"
	case parser.MirrorH1A8:
		return "a8<-->h1"
	}
	return ""
}
