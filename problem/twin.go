package problem

import (
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
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
	piece    movegen.Piece  // the piece removed, created or moved (exchange: the one on from)
	other    movegen.Piece  // exchange: the piece on to
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
func applyTwin(lang parser.Language, from *Twin, tw *parser.Twin, whiteToPlay bool) (*Twin, []issue) {
	w := wordsFor(lang)
	t := &Twin{
		Range:       tw.Range,
		Continued:   tw.Continued != nil,
		Board:       from.Board,
		Stipulation: from.Stipulation,
		StipText:    from.StipText,
		Unsupported: append([]string(nil), from.Unsupported...),
	}
	var issues []issue
	var log []effect
	b := &t.Board
	remove := func(s movegen.Square) {
		if b[s] != movegen.NoPiece {
			log = append(log, effect{kind: effRemoval, from: s, piece: b[s]})
			b[s] = movegen.NoPiece
		}
	}
	for _, op := range tw.Ops {
		switch op.Kind {
		case parser.TwinMove, parser.TwinExchange:
			if len(op.Squares) != 2 || op.Squares[0].Square == parser.NoSquare || op.Squares[1].Square == parser.NoSquare {
				continue // the parser reports the malformed squares
			}
			s1, s2 := movegen.Square(op.Squares[0].Square), movegen.Square(op.Squares[1].Square)
			if b[s1] == movegen.NoPiece {
				continue // Popeye: nothing to move
			}
			if op.Kind == parser.TwinMove {
				pc := b[s1]
				remove(s2)
				b[s1], b[s2] = movegen.NoPiece, pc
				log = append(log, effect{kind: effMovement, from: s1, to: s2, piece: pc})
			} else {
				if b[s2] == movegen.NoPiece {
					continue
				}
				log = append(log, effect{kind: effExchange, from: s1, to: s2, piece: b[s1], other: b[s2]})
				b[s1], b[s2] = b[s2], b[s1]
			}
		case parser.TwinRemove:
			for _, s := range op.Squares {
				if s.Square != parser.NoSquare {
					remove(movegen.Square(s.Square))
				}
			}
		case parser.TwinAdd:
			for _, pc := range op.Pieces {
				c, okc := colour(pc.Color)
				pt, okp := pieceType(pc.Kind)
				if !okc || !okp || len(pc.Attributes) > 0 {
					issues = append(issues, issue{pc.Token.Range, "fairy pieces", true})
					continue
				}
				if pc.Square.Square == parser.NoSquare {
					continue
				}
				s := movegen.Square(pc.Square.Square)
				remove(s)
				b[s] = movegen.MakePiece(c, pt)
				log = append(log, effect{kind: effCreation, from: s, piece: b[s]})
			}
		case parser.TwinRotate:
			if f := rotation(op.Degrees); f != nil {
				b.transform(f)
				log = append(log, effect{kind: effText, text: w.rotate + " " + strconv.Itoa(op.Degrees)})
			}
		case parser.TwinMirror:
			if f := mirroring(op.Axis); f != nil {
				b.transform(f)
				log = append(log, effect{kind: effText, text: w.mirror + " " + axisText(op.Axis)})
			}
		case parser.TwinShift:
			if len(op.Squares) != 2 || op.Squares[0].Square == parser.NoSquare || op.Squares[1].Square == parser.NoSquare {
				continue
			}
			s1, s2 := movegen.Square(op.Squares[0].Square), movegen.Square(op.Squares[1].Square)
			if b.shift(s1, s2) {
				log = append(log, effect{kind: effText, text: w.shift + " " + s1.String() + " ==> " + s2.String()})
			}
		case parser.TwinSubstitute:
			pf, ok1 := pieceType(op.FromKind)
			pt, ok2 := pieceType(op.ToKind)
			if !ok1 || !ok2 {
				issues = append(issues, issue{op.Range, "fairy pieces", true})
				continue
			}
			for s, pc := range b {
				if pc != movegen.NoPiece && pc.Type() == pf {
					b[s] = movegen.MakePiece(pc.Color(), pt)
				}
			}
			log = append(log, effect{kind: effText, text: string(movegen.PieceLetter(pf, w.lang)) + " ==> " + string(movegen.PieceLetter(pt, w.lang))})
		case parser.TwinPolishType:
			for s, pc := range b {
				if pc != movegen.NoPiece {
					b[s] = movegen.MakePiece(pc.Color().Other(), pc.Type())
				}
			}
			log = append(log, effect{kind: effText, text: w.polish})
		case parser.TwinStipulation:
			st, text, problem := convertStipulation(op.Stipulation, whiteToPlay)
			t.Stipulation, t.StipText = st, text
			t.Before = nil
			if whiteToPlay && whiteToPlayIgnored(op.Stipulation) {
				t.Before = []string{w.whiteToPlayIgnored}
			}
			log = append(log, effect{kind: effText, text: text})
			if problem != "" {
				r := op.Range
				if op.Stipulation != nil {
					r = op.Stipulation.Value.Range
				}
				issues = append(issues, issue{r, problem, parserReported(op.Stipulation)})
			}
		case parser.TwinSStipulation:
			issues = append(issues, issue{op.Range, "structured stipulations", true})
		case parser.TwinCondition:
			issues = append(issues, issue{op.Range, "fairy conditions", true})
		default:
			// unknown operations are reported by the parser
		}
	}
	t.Heading = heading(w, log)
	return t, issues
}

// heading writes a twin's effects as Popeye does: every effect followed by two spaces;
// a piece added where one was removed is written without "+", and the removal not at all.
func heading(w *words, log []effect) string {
	var sb strings.Builder
	piece := func(pc movegen.Piece, s movegen.Square) {
		sb.WriteByte(w.colour[pc.Color()])
		sb.WriteByte(movegen.PieceLetter(pc.Type(), w.lang))
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
