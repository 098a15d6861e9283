package problem

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/legality"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// This file turns legality.Validate's violations into diagnostics of the problem text:
// code illegal-position/<rule>, the range of the piece concerned (the first of the
// violation's squares) with the other pieces as related ranges, and quick fixes written
// as text edits of the source (remove a piece from its Pieces word, add Option NoCastling
// or EnPassant, drop Option EnPassant). The server turns the edits into LSP code actions.

// LegalityDiagnostic is a finding about the legality of a problem's position.
type LegalityDiagnostic struct {
	// Diagnostic has the range of the piece concerned (or of the command that made the
	// position), Code "illegal-position/<rule>" and the message.
	parser.Diagnostic
	// Rule is the <rule> of the code (a legality.Rule… constant).
	Rule string
	// Related are the ranges of the other pieces concerned, without duplicates.
	Related []parser.Range
	// Twins lists the labels of the twins whose position breaks the rule; nil when every
	// twin does (or the problem has no twins).
	Twins []string
	// Fixes are quick fixes; each is a set of edits applied together.
	Fixes []QuickFix
}

// QuickFix is an edit of the source that repairs a diagnostic, titled for a menu.
type QuickFix struct {
	Title string
	Edits []TextEdit
}

// TextEdit replaces the source bytes of Range with NewText (an empty range inserts).
type TextEdit struct {
	parser.Range
	NewText string
}

// LegalityCodePrefix starts the code of every legality diagnostic.
const LegalityCodePrefix = "illegal-position/"

// Legality validates the position of every twin of pr that cpls can solve, with the side
// that moves first (both sides with Duplex, the other side with HalfDuplex and
// PostKeyPlay), and returns the violations as diagnostics of src, the source pr was loaded
// from. A violation found in several twins is reported once. A board with fairy pieces
// or conditions is validated only by the rules that hold whatever the pieces and rules
// (twinViolations), through the fairy engine; twins whose conditions cpls does not play
// are not validated.
func Legality(src []byte, pr *Problem) []LegalityDiagnostic {
	l := legalityText{src: src, pr: pr, pieces: map[movegen.Square]*parser.Piece{}, tokenSquares: map[parser.Range]int{}}
	for _, pc := range pr.Source.Pieces {
		l.pieces[movegen.Square(pc.Square.Square)] = pc
		l.tokenSquares[pc.Token.Range]++
	}
	type found struct {
		diag      LegalityDiagnostic
		twins     []string
		inBase    bool
		fallback  bool         // diag.Range is no piece's range
		twinRange parser.Range // the range of the first twin that breaks the rule
	}
	var order []string
	byKey := map[string]*found{}
	validated := 0
	for i, t := range pr.Twins {
		if t.Position == nil && t.Fairy == nil {
			continue
		}
		validated++
		for _, vs := range l.twinViolations(t) {
			for _, v := range vs {
				d, fallback := l.diagnostic(t, v)
				key := d.Code + "\x00" + d.Message + "\x00" + rangeKey(d.Range)
				f := byKey[key]
				if f == nil {
					f = &found{diag: d, fallback: fallback, twinRange: t.Range}
					byKey[key] = f
					order = append(order, key)
				}
				if len(f.twins) == 0 || f.twins[len(f.twins)-1] != t.Label {
					f.twins = append(f.twins, t.Label)
				}
				if i == 0 {
					f.inBase = true
				}
			}
		}
	}
	var out []LegalityDiagnostic
	for _, key := range order {
		f := byKey[key]
		d := f.diag
		if len(f.twins) < validated && f.twins[0] != "" {
			d.Twins = f.twins
			labels := make([]string, len(f.twins))
			for i, t := range f.twins {
				labels[i] = t + ")"
			}
			word := "twin "
			if len(labels) > 1 {
				word = "twins "
			}
			d.Message = word + strings.Join(labels, ", ") + ": " + d.Message
		}
		if !f.inBase {
			d.Fixes = nil // an edit of the diagram would change the other twins too
			if f.fallback {
				d.Range = f.twinRange
			}
		}
		out = append(out, d)
	}
	return out
}

func rangeKey(r parser.Range) string {
	return strconv.Itoa(r.Start) + "-" + strconv.Itoa(r.End)
}

// legalityText maps legality violations onto the problem text: the piece words, the options
// and the twins.
type legalityText struct {
	src    []byte
	pr     *Problem
	pieces map[movegen.Square]*parser.Piece // the diagram's piece on each square
	// tokenSquares counts the squares of each piece word ("Pa2b3c4" has 3).
	tokenSquares map[parser.Range]int
}

// twinViolations validates t's position with every side it starts with (startSides):
// an orthodox board by every rule of package legality; a board with fairy pieces only by
// the rules that hold whatever the pieces: the side not to move must not be in check
// (unless total invisible pieces may block the check), and a side has one royal piece
// at most (Popeye refuses more).
func (l *legalityText) twinViolations(t *Twin) [][]legality.Violation {
	var out [][]legality.Violation
	if t.Position != nil {
		for i, pos := range l.startPositions(t) {
			vs := legality.Validate(pos, legality.Options{NoWhiteKing: l.pr.NoWk, NoBlackKing: l.pr.NoBk})
			if i > 0 {
				vs = withoutKingCapture(vs)
			}
			out = append(out, withInvisibles(vs, t.Invisibles))
		}
		return out
	}
	if !t.kingsAnyNumber() {
		out = append(out, royalCount(&t.Pieces))
	}
	sides, _ := startSides(t)
	for _, side := range sides[:1] { // the Duplex half: see withoutKingCapture
		if g := t.startGame(side); kingCapturable(g) {
			out = append(out, withInvisibles([]legality.Violation{opponentInCheck(g, side)}, t.Invisibles))
		}
	}
	return out
}

// opponentInCheck is the violation of a position whose side not to move, the other side
// of side, is in check: at its royal piece, or, where it has none (ExtinctionChess, whose
// check is the capture of a walk's last piece), at no square.
func opponentInCheck(g Notation, side movegen.Color) legality.Violation {
	k := g.King(side.Other())
	if k == movegen.NoSquare {
		return legality.Violation{Rule: legality.RuleOpponentInCheck,
			Message: fmt.Sprintf("%s is in check, but it is %s's turn, so %s could win at once", side.Other(), side, side)}
	}
	return legality.Violation{Rule: legality.RuleOpponentInCheck, Squares: []movegen.Square{k},
		Message: fmt.Sprintf("the %s royal piece on %s is in check, but it is %s's turn, so %s could capture it",
			side.Other(), k, side, side)}
}

// withoutKingCapture leaves out of the violations of a Duplex problem's second half
// that its side to play can capture the king: Popeye solves the first half and writes
// "the side to play can capture the king" for the second (phaseStart).
func withoutKingCapture(vs []legality.Violation) []legality.Violation {
	out := vs[:0:0]
	for _, v := range vs {
		if v.Rule != legality.RuleOpponentInCheck {
			out = append(out, v)
		}
	}
	return out
}

// invisibleMayHold are the rules that total invisible pieces may make hold, wherever
// they stand: a missing king may be one of them, a check may be blocked by one, the last
// move (and so the checks it gave, the pawn it let be taken en passant, whether a rook
// moved) may have been one's.
var invisibleMayHold = map[string]bool{legality.RuleMissingKing: true, legality.RuleOpponentInCheck: true,
	legality.RuleTooManyCheckers: true, legality.RuleImpossibleDoubleCheck: true, legality.RuleImpossiblePawnCheck: true,
	legality.RuleImpossibleCheck: true, legality.RuleNoLastMove: true, legality.RuleCastlingRights: true,
	legality.RuleEnPassant: true, legality.RuleEnPassantProven: true}

// withInvisibles returns the violations vs of the visible pieces that hold with n
// total invisible pieces besides them: those of invisibleMayHold go, but missing kings
// stay when more kings are missing than there are invisible pieces.
func withInvisibles(vs []legality.Violation, n int) []legality.Violation {
	if n == 0 {
		return vs
	}
	missing := 0
	for _, v := range vs {
		if v.Rule == legality.RuleMissingKing {
			missing++
		}
	}
	return slices.DeleteFunc(vs, func(v legality.Violation) bool {
		return invisibleMayHold[v.Rule] && (v.Rule != legality.RuleMissingKing || missing <= n)
	})
}

// kingsAnyNumber reports whether t's conditions let a side have any number of kings
// (RoyalDynasty).
func (t *Twin) kingsAnyNumber() bool {
	return t.Fairy != nil && fairy.KingsAnyNumber(t.Fairy.Conditions)
}

// royalCount reports a side with more than one royal piece.
func royalCount(b *fairy.Board) []legality.Violation {
	var out []legality.Violation
	for c := movegen.White; c <= movegen.Black; c++ {
		var sq []movegen.Square
		for s, p := range b {
			if p != fairy.NoPiece && p.Belongs(c) && p.IsRoyal() {
				sq = append(sq, movegen.Square(s))
			}
		}
		if len(sq) > 1 {
			out = append(out, legality.Violation{Rule: legality.RuleTooManyKings, Squares: sq,
				Message: fmt.Sprintf("%s has %d royal pieces (on %s); Popeye allows one", c, len(sq), joinSquares(sq))})
		}
	}
	return out
}

func joinSquares(sq []movegen.Square) string {
	var s []string
	for _, x := range sq {
		s = append(s, x.String())
	}
	return strings.Join(s, ", ")
}

// startSides returns the sides t starts with (as startPositions) and whether the first
// is the stipulation's own.
func startSides(t *Twin) ([]movegen.Color, bool) {
	natural := t.Stipulation.Starter()
	side := natural
	if t.Options.HalfDuplex || t.Options.PostKeyPlay {
		side = side.Other()
	}
	if t.Options.Duplex {
		return []movegen.Color{side, side.Other()}, side == natural
	}
	return []movegen.Color{side}, side == natural
}

// startPositions returns the positions of t to validate: the side that starts (Black in
// help play without a half move, else White; the other side with HalfDuplex or
// PostKeyPlay), and with Duplex the other side too. The en-passant square stays only with
// the side the stipulation starts with: Option EnPassant names the move before it, and a
// square that does not fit that side is a violation (the loader would have picked the
// side from the square).
func (l *legalityText) startPositions(t *Twin) []*movegen.Position {
	sides, natural := startSides(t)
	// The set play of help or series play starts with the other side: a square that
	// fits it is the en-passant square of the set play (Popeye takes en passant there),
	// and the play's start is validated without it.
	keepEP := natural && !setPlayUsesEP(t, sides[0])
	out := []*movegen.Position{withSide(t.Position, sides[0], keepEP)}
	if len(sides) > 1 {
		out = append(out, withSide(t.Position, sides[1], false))
	}
	return out
}

// setPlayUsesEP reports whether t's set play (of help or series play) starts with the
// side other than first and t's en-passant square is one that side may take on.
func setPlayUsesEP(t *Twin, first movegen.Color) bool {
	ep := t.Position.EnPassant()
	if !t.Options.SetPlay || isBattle(t.Stipulation) || ep == movegen.NoSquare {
		return false
	}
	if first.Other() == movegen.White {
		return ep.Rank() == 5
	}
	return ep.Rank() == 2
}

// withSide copies p with side c to move, and its en-passant square if keepEP.
func withSide(p *movegen.Position, c movegen.Color, keepEP bool) *movegen.Position {
	q := movegen.NewEmpty()
	for s := movegen.Square(0); s < 64; s++ {
		if pc := p.PieceAt(s); pc != movegen.NoPiece {
			q.Put(s, pc)
		}
	}
	q.SetCastling(p.Castling())
	if keepEP {
		q.SetEnPassant(p.EnPassant())
	}
	q.SetSideToMove(c)
	return q
}

// diagnostic converts v, found in twin t; fallback reports that its range is not a piece's.
func (l *legalityText) diagnostic(t *Twin, v legality.Violation) (d LegalityDiagnostic, fallback bool) {
	sev := parser.Error
	if v.Severity == legality.SeverityWarning {
		sev = parser.Warning
	}
	d = LegalityDiagnostic{
		Diagnostic: parser.Diagnostic{Severity: sev, Code: LegalityCodePrefix + v.Rule, Message: v.Message},
		Rule:       v.Rule,
	}
	d.Range, fallback = l.fallbackRange(v.Rule), true
	seen := map[parser.Range]bool{}
	for i, s := range v.Squares {
		r, _, ok := l.squareRange(t, s)
		switch {
		case !ok: // an empty square (en passant): the fallback range says it
		case i == 0:
			d.Range, fallback = r, false
		case r != d.Range && !seen[r]:
			d.Related = append(d.Related, r)
		}
		seen[r] = true
	}
	for _, f := range v.Fixes {
		if qf, ok := l.quickFix(t, f); ok {
			d.Fixes = append(d.Fixes, qf)
		}
	}
	return d, fallback
}

// squareRange returns the range of the piece on s in twin t: the diagram piece's when the
// twin left it in place, an added or moved piece's, or else the twin command's; ok is false
// when s is empty. piece is the diagram piece, nil when the range is not a diagram piece's.
func (l *legalityText) squareRange(t *Twin, s movegen.Square) (r parser.Range, piece *parser.Piece, ok bool) {
	if t.Pieces[s] == fairy.NoPiece {
		return r, nil, false
	}
	if pc := l.pieces[s]; pc != nil && t.Pieces[s] == l.pr.Pieces[s] {
		if pc.Source == parser.FromGameArray {
			return pc.Token.Range, nil, true
		}
		if pc.Name.End == pc.Square.Start && pc.Name.Len() > 0 {
			return parser.Range{Start: pc.Name.Start, End: pc.Square.End}, pc, true
		}
		return pc.Square.Range, pc, true
	}
	if tw := l.twinOf(t); tw != nil {
		for _, op := range tw.Ops {
			for _, pc := range op.Pieces {
				if movegen.Square(pc.Square.Square) == s {
					r = pc.Square.Range
				}
			}
			if op.Kind == parser.TwinMove || op.Kind == parser.TwinExchange {
				for _, sq := range op.Squares {
					if movegen.Square(sq.Square) == s {
						r = op.Range
					}
				}
			}
		}
		if r.Len() > 0 {
			return r, nil, true
		}
	}
	return t.Range, nil, true
}

// twinOf returns the parser twin t was made from, nil for the diagram.
func (l *legalityText) twinOf(t *Twin) *parser.Twin {
	for _, tw := range l.pr.Source.Twins {
		if tw.Range == t.Range {
			return tw
		}
	}
	return nil
}

// fallbackRange is where a violation without squares is reported: the EnPassant option for
// en passant, else the first Pieces command (Legality moves it to the twin command when only
// twins break the rule).
func (l *legalityText) fallbackRange(rule string) parser.Range {
	if rule == legality.RuleEnPassant {
		if o := l.option("EnPassant"); o != nil {
			return o.Range
		}
	}
	for _, c := range l.pr.Source.Commands {
		if c.Kind == parser.CmdPieces || c.Kind == parser.CmdForsyth {
			return c.Keyword.Range
		}
	}
	if b := l.pr.Source.Begin; b != nil {
		return b.Range
	}
	return parser.Range{Start: l.pr.Source.Range.Start, End: l.pr.Source.Range.Start}
}

// option returns the last option named name (canonical English), or nil.
func (l *legalityText) option(name string) *parser.Option {
	var found *parser.Option
	for _, o := range l.pr.Source.Options {
		if o.Name == name {
			found = o
		}
	}
	return found
}

// quickFix writes a movegen fix as edits of the source; ok is false when no edit does it
// (the side to move is fixed by the stipulation, pieces placed by Forsyth or a twin).
func (l *legalityText) quickFix(t *Twin, f legality.Fix) (QuickFix, bool) {
	qf := QuickFix{Title: f.Title}
	switch f.Kind {
	case legality.FixRemovePiece:
		_, pc, _ := l.squareRange(t, f.Square)
		if pc == nil || pc.Source != parser.FromPieces {
			return qf, false
		}
		if l.tokenSquares[pc.Token.Range] > 1 {
			qf.Edits = []TextEdit{{Range: pc.Square.Range}}
		} else {
			qf.Edits = []TextEdit{{Range: l.withBlank(pc.Token.Range)}}
		}
	case legality.FixDropCastling:
		sq := castlingSquare(f.Castling)
		qf.Title += " (Option " + l.optionName("NoCastling") + " " + sq + ")"
		if o := l.option("NoCastling"); o != nil {
			qf.Edits = []TextEdit{{Range: parser.Range{Start: o.Range.End, End: o.Range.End}, NewText: " " + sq}}
		} else {
			qf.Edits = l.addOption(l.optionName("NoCastling") + " " + sq)
		}
	case legality.FixDropEnPassant:
		o := l.option("EnPassant")
		if o == nil {
			return qf, false
		}
		qf.Title += " (remove Option EnPassant)"
		qf.Edits = []TextEdit{{Range: l.optionRemoval(o)}}
	case legality.FixSetEnPassant:
		dep, arr := enPassantEnds(f.Square)
		text := "EnPassant " + dep.String() + f.Square.String() + arr.String()
		qf.Title += " (Option " + text + ")"
		qf.Edits = l.addOption(text)
	default:
		return qf, false
	}
	return qf, len(qf.Edits) > 0
}

// castlingSquare names the square Option NoCastling needs to drop rights r: the king's for
// both rights of a side, else the rook's.
func castlingSquare(r uint8) string {
	switch r {
	case movegen.WhiteKingside | movegen.WhiteQueenside:
		return "e1"
	case movegen.BlackKingside | movegen.BlackQueenside:
		return "e8"
	case movegen.WhiteKingside:
		return "h1"
	case movegen.WhiteQueenside:
		return "a1"
	case movegen.BlackKingside:
		return "h8"
	}
	return "a8"
}

// enPassantEnds returns the departure and arrival squares of the double step across e.
func enPassantEnds(e movegen.Square) (dep, arr movegen.Square) {
	if e.Rank() == 2 {
		return e - 8, e + 8
	}
	return e + 8, e - 8
}

// optionName returns an option's name in the problem's language.
func (l *legalityText) optionName(name string) string {
	if name == "NoCastling" {
		switch l.pr.Language {
		case parser.German:
			return "KeineRochade"
		case parser.French:
			return "SansRoquer"
		}
	}
	return name
}

// addOption appends text to the last option, or adds an Option command before the end of
// the problem.
func (l *legalityText) addOption(text string) []TextEdit {
	if opts := l.pr.Source.Options; len(opts) > 0 {
		end := opts[len(opts)-1].Range.End
		return []TextEdit{{Range: parser.Range{Start: end, End: end}, NewText: " " + text}}
	}
	at := l.pr.Source.Range.End
	if e := l.pr.Source.End; e != nil {
		at = e.Start
	}
	line := bytes.LastIndexByte(l.src[:at], '\n') + 1
	return []TextEdit{{Range: parser.Range{Start: line, End: line}, NewText: "Option " + text + "\n"}}
}

// optionRemoval returns the range to delete to remove option o: the whole Option command
// when o is its only option, else o with the blank before it.
func (l *legalityText) optionRemoval(o *parser.Option) parser.Range {
	var cmd *parser.Command
	for _, c := range l.pr.Source.Commands {
		if c.Kind == parser.CmdOption && c.Range.Start <= o.Range.Start && o.Range.End <= c.Range.End {
			cmd = c
		}
	}
	if cmd != nil {
		others := 0
		for _, p := range l.pr.Source.Options {
			if p != o && cmd.Range.Start <= p.Range.Start && p.Range.End <= cmd.Range.End {
				others++
			}
		}
		if others == 0 {
			r := cmd.Range
			if r.End < len(l.src) && l.src[r.End] == '\n' {
				r.End++
			}
			return r
		}
	}
	return l.withBlank(o.Range)
}

// withBlank widens r by the blanks before it (or, at the start of a line, after it), so
// that deleting it leaves no double space.
func (l *legalityText) withBlank(r parser.Range) parser.Range {
	s := r.Start
	for s > 0 && (l.src[s-1] == ' ' || l.src[s-1] == '\t') {
		s--
	}
	if s > 0 && l.src[s-1] != '\n' {
		return parser.Range{Start: s, End: r.End}
	}
	e := r.End
	for e < len(l.src) && (l.src[e] == ' ' || l.src[e] == '\t') {
		e++
	}
	return parser.Range{Start: r.Start, End: e}
}
