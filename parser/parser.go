package parser

import (
	"bytes"
	"fmt"
	"sort"
	"strings"
)

// Parse reads a source in Popeye's input language. It never fails and never stops at the
// first error: what it cannot read is reported in File.Diagnostics with a range, and
// parsing goes on with the next word that makes sense.
func Parse(src []byte) *File {
	p := &parser{src: src, file: &File{}, lastOmittedError: -1}
	p.lx = lexer{src: src, report: p.report}
	if bytes.HasPrefix(src, utf8BOM) {
		p.lx.pos = len(utf8BOM) // some editors start UTF-8 files with it
	}
	p.advance()
	p.parseFile()
	sort.SliceStable(p.file.Diagnostics, func(i, j int) bool {
		return p.file.Diagnostics[i].Start < p.file.Diagnostics[j].Start
	})
	return p.file
}

var utf8BOM = []byte("\xef\xbb\xbf")

// parser holds the state of one Parse call. It reads one word ahead: tok is the current
// word (not yet consumed), eof is true when there is none.
type parser struct {
	src  []byte
	lx   lexer
	file *File
	lang Language

	tok Token
	eof bool
	// lastEnd is the end of the last consumed word: where the current command ends.
	lastEnd int

	// board maps each square to the piece the diagram has there so far, to report
	// squares given twice.
	board [64]*Piece
	// pendingBegin is a BeginProblem met inside a problem, which starts the next one.
	pendingBegin *Token
	// lastOmittedError is the index of the last problem in which an error was left out
	// (Omitted.ErrorStarts); -1 before any.
	lastOmittedError int
}

// report keeps d, or only counts it once MaxDiagnostics are kept.
func (p *parser) report(d Diagnostic) {
	if p.full() {
		p.file.Omitted.add(d, len(p.file.Problems), &p.lastOmittedError)
		return
	}
	p.file.Diagnostics = append(p.file.Diagnostics, d)
}

// full reports whether MaxDiagnostics are kept: what is found from then on is counted
// without its message being written.
func (p *parser) full() bool { return len(p.file.Diagnostics) >= MaxDiagnostics }

func (p *parser) errorf(r Range, code, format string, args ...any) {
	p.reportf(Diagnostic{Range: r, Severity: Error, Code: code}, format, args...)
}

func (p *parser) warnf(r Range, code, format string, args ...any) {
	p.reportf(Diagnostic{Range: r, Severity: Warning, Code: code}, format, args...)
}

func (p *parser) unsupported(r Range, format string, args ...any) {
	p.reportf(Diagnostic{Range: r, Severity: Warning, Code: CodeUnsupported}, format, args...)
}

// reportf reports d with its message formatted, unless it is only counted.
func (p *parser) reportf(d Diagnostic, format string, args ...any) {
	if !p.full() {
		d.Message = fmt.Sprintf(format, args...)
	}
	p.report(d)
}

// advance consumes the current word and reads the next one.
func (p *parser) advance() {
	if !p.eof {
		p.lastEnd = max(p.lastEnd, p.tok.End)
	}
	t, ok := p.lx.next()
	p.tok, p.eof = t, !ok
}

// take returns the current word and advances.
func (p *parser) take() Token {
	t := p.tok
	p.advance()
	return t
}

// beginLanguage reports whether word is a begin keyword, and of which language; Popeye
// tries French, German and English in turn.
func beginLanguage(word string) (Language, bool) {
	for _, l := range languagesInPopeyeOrder {
		if lookup([]string{beginKeywords[l]}, word).found() {
			return l, true
		}
	}
	return English, false
}

// looksLikeBegin reports whether word, met inside a problem, is meant as BeginProblem (at
// least three letters of it, so that "b" or "be" stay ordinary words).
func looksLikeBegin(word string) bool {
	_, ok := beginLanguage(word)
	return ok && len(word) >= 3
}

func (p *parser) parseFile() {
	f := p.file
	var leading Range
	for !p.eof {
		// Popeye takes any prefix of BeginProblem; after other words, cpls wants three
		// letters, so that an "a" in some text does not start a German problem.
		if l, ok := beginLanguage(p.tok.Text); ok && (leading.Len() == 0 || looksLikeBegin(p.tok.Text)) {
			p.lang = l
			break
		}
		if leading.Len() == 0 {
			leading.Start = p.tok.Start
		}
		leading.End = p.tok.End
		p.advance()
	}
	f.Language = p.lang
	if leading.Len() > 0 && !p.eof {
		p.errorf(leading, CodeSyntax, "text before BeginProblem is ignored: a problem starts with BeginProblem (AnfangProblem, DebutProbleme)")
	}
	f.Leading = Range{0, 0}
	if !p.eof {
		f.Leading = Range{0, p.tok.Start}
	} else {
		f.Leading = Range{0, len(p.src)}
	}
	f.Trailing = Range{len(p.src), len(p.src)}
	if p.eof {
		p.errorf(Range{0, min(len(p.src), max(leading.End, 0))}, CodeSyntax, "no problem found: a problem starts with BeginProblem (AnfangProblem, DebutProbleme)")
		return
	}
	begin := p.take()
	for {
		prob := p.parseProblem(&begin)
		f.Problems = append(f.Problems, prob)
		if p.pendingBegin != nil {
			begin = *p.pendingBegin
			p.pendingBegin = nil
			continue
		}
		if prob.EndKind != EndNext {
			if prob.EndKind == EndProblem {
				f.Trailing = Range{prob.End.End, len(p.src)}
				p.checkTrailing(f.Trailing)
			}
			return
		}
		if p.eof {
			p.warnf(prob.End.Range, CodeSyntax, "%s at the end of the file starts no problem: end the last problem with %s", prob.End.Text, p.keyword(CmdEndProblem))
			return
		}
		begin = Token{}
	}
}

// checkTrailing warns when the text after EndProblem holds another problem, which Popeye
// never reads.
func (p *parser) checkTrailing(r Range) {
	lx := lexer{src: p.src, pos: r.Start, report: func(Diagnostic) {}}
	t, ok := lx.next()
	if ok && looksLikeBegin(t.Text) {
		p.warnf(t.Range, CodeSyntax, "Popeye stops reading at %s, so this problem is ignored: separate problems with %s", p.keyword(CmdEndProblem), p.keyword(CmdNextProblem))
	}
}

// keyword returns the keyword of a command in the file's language, as Popeye spells it.
func (p *parser) keyword(k CommandKind) string { return fullKeywords()[p.lang][k] }

// classify finds which command word is, the way Popeye does: the diagram commands first,
// then EndProblem/NextProblem and Twin/ZeroPosition. ambiguous lists the keywords a
// word abbreviates when it abbreviates several.
func (p *parser) classify(word string) (kind CommandKind, group tableGroup, ambiguous []string) {
	groups := groupTables()
	for _, g := range [...]tableGroup{groupInitialTwin, groupProblem, groupEndTwin} {
		r := lookup(groups.names[p.lang][g], word)
		if r.found() {
			return groups.kinds[p.lang][g][r.index], g, nil
		}
		if r.ambiguous() {
			return CmdUnknown, g, r.matches
		}
	}
	return CmdUnknown, 0, nil
}

// isCommand reports whether word is (or abbreviates) a command; in a twin the twinning
// operations count too.
func (p *parser) isCommand(word string, inTwin bool) bool {
	k, _, amb := p.classify(word)
	if k != CmdUnknown || amb != nil {
		return true
	}
	if inTwin {
		r := lookup(twinOpTables[p.lang], word)
		return r.found() || r.ambiguous()
	}
	return false
}

func ambiguousMessage(word, what string, matches []string) string {
	return fmt.Sprintf("%q is an ambiguous abbreviation: it could be the %s %s; write more letters", word, what, orList(matches))
}

func orList(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	return strings.Join(words[:len(words)-1], ", ") + " or " + words[len(words)-1]
}

// parseProblem reads one problem; begin is its BeginProblem, or a zero Token after
// NextProblem.
func (p *parser) parseProblem(begin *Token) *Problem {
	prob := &Problem{Index: len(p.file.Problems), Language: p.lang}
	p.board = [64]*Piece{}
	start := p.tok.Start
	p.lastEnd = start
	if begin.Len() > 0 {
		b := *begin
		prob.Begin = &b
		start = b.Start
		p.lastEnd = b.End
		prob.Commands = append(prob.Commands, &Command{Kind: CmdBeginProblem, Keyword: b, Range: b.Range})
	}
	p.parseDiagram(prob)
	p.parseTwins(prob)
	if p.pendingBegin == nil && !p.eof {
		k, _, _ := p.classify(p.tok.Text)
		end := p.take()
		prob.End = &end
		prob.EndKind = EndProblem
		if k == CmdNextProblem {
			prob.EndKind = EndNext
		}
		prob.Commands = append(prob.Commands, &Command{Kind: k, Keyword: end, Range: end.Range})
	}
	prob.Range = Range{start, max(start, p.lastEnd)}
	if prob.End == nil {
		r := Range{prob.Range.End, prob.Range.End}
		if n := len(prob.Commands); n > 0 {
			r = prob.Commands[n-1].Keyword.Range
		}
		if p.pendingBegin != nil {
			p.errorf(p.pendingBegin.Range, CodeSyntax, "%s inside a problem: end the previous problem with %s", p.pendingBegin.Text, p.keyword(CmdNextProblem))
		} else {
			p.errorf(r, CodeSyntax, "the problem has no %s: the file ends before it", p.keyword(CmdEndProblem))
		}
	}
	if prob.Stipulation == nil {
		r := Range{prob.Range.Start, prob.Range.Start}
		if prob.Begin != nil {
			r = prob.Begin.Range
		} else if len(prob.Commands) > 0 {
			r = prob.Commands[0].Keyword.Range
		}
		p.errorf(r, CodeSyntax, "the problem has no stipulation: add a line such as \"%s #2\"", p.keyword(CmdStipulation))
	}
	return prob
}

// parseDiagram reads the diagram's commands, up to the first Twin or ZeroPosition or the
// end of the problem.
func (p *parser) parseDiagram(prob *Problem) {
	var unknown Range
	flushUnknown := func() {
		if unknown.Len() > 0 {
			word := Range{unknown.Start, min(unknown.End, wordEnd(p.src, unknown.Start))}
			tables := [][]string{commandWords(p.lang)}
			if n := len(prob.Commands); n > 0 && prob.Commands[n-1].Kind == CmdPieces {
				tables = append(tables, colourTables[p.lang]) // a piece list may go on
			}
			p.unknownKeyword(unknown, word, tables, "%q is not a command: expected Pieces, Stipulation, Option, Author, Twin… (the words up to the next command are skipped)", string(p.src[word.Start:word.End]))
			unknown = Range{}
		}
	}
	defer flushUnknown()
	for !p.eof {
		kind, group, amb := p.classify(p.tok.Text)
		if amb != nil {
			flushUnknown()
			p.errorf(p.tok.Range, CodeAmbiguousAbbreviation, "%s", ambiguousMessage(p.tok.Text, "command", amb))
			p.advance()
			continue
		}
		if kind == CmdUnknown {
			if looksLikeBegin(p.tok.Text) {
				flushUnknown()
				p.takePendingBegin()
				return
			}
			if unknown.Len() == 0 {
				unknown.Start = p.tok.Start
			}
			unknown.End = p.tok.End
			p.advance()
			continue
		}
		flushUnknown()
		if group != groupInitialTwin {
			return
		}
		p.parseCommand(prob, kind, nil)
	}
}

// parseLaTeXPieces reads the LaTeX names of fairy pieces as Popeye's ParseLaTeXPieces
// does: while the current word is a piece name, the piece, its LaTeX abbreviation and the
// rest of the line (its full name).
func (p *parser) parseLaTeXPieces() []Token {
	var out []Token
	for !p.eof && len(p.tok.Text) < 3 && p.isPieceName(p.tok.Text) {
		out = append(out, p.take())
		if p.eof {
			break
		}
		abbr := p.tok
		out = append(out, abbr)
		full := p.lx.restOfLine(abbr.End)
		if full.Len() > 0 {
			out = append(out, full)
		}
		p.lastEnd = max(abbr.End, full.End)
		p.advance()
	}
	return out
}

// takePendingBegin consumes a BeginProblem met inside a problem, which ends the problem
// (without taking part in its range) and starts the next one.
func (p *parser) takePendingBegin() {
	t := p.tok
	p.pendingBegin = &t
	end := p.lastEnd
	p.advance()
	p.lastEnd = end
}

// wordEnd returns the end of the word starting at i.
func wordEnd(src []byte, i int) int {
	for i < len(src) && charClass[src[i]] == classToken {
		i++
	}
	return i
}

// parseCommand reads one diagram command whose keyword is the current word.
func (p *parser) parseCommand(prob *Problem, kind CommandKind, twin *Twin) {
	kw := p.tok
	cmd := &Command{Kind: kind, Keyword: kw, Twin: twin}
	prob.Commands = append(prob.Commands, cmd)
	switch kind {
	case CmdRemark, CmdAuthor, CmdOrigin, CmdTitle, CmdAward:
		v := p.lx.restOfLine(kw.End)
		prob.Texts = append(prob.Texts, &Text{Kind: kind, Keyword: kw, Value: v})
		if v.Len() > 0 {
			cmd.Args = []Token{v}
		}
		p.lastEnd = max(kw.End, v.End)
		p.advance()
	case CmdProtocol, CmdLaTeX:
		v := p.lx.restOfLine(kw.End)
		if v.Len() > 0 {
			cmd.Args = []Token{v}
		}
		p.lastEnd = max(kw.End, v.End)
		p.advance()
		if kind == CmdProtocol {
			p.report(Diagnostic{Range: kw.Range, Severity: Hint, Code: CodeUnsupported,
				Message: "cpls never writes the Protocol file; Popeye would write its output there"})
		} else {
			cmd.Args = append(cmd.Args, p.parseLaTeXPieces()...)
		}
	case CmdLaTeXPieces:
		p.advance()
		cmd.Args = p.parseLaTeXPieces()
	case CmdInitialGameArray:
		p.advance()
		p.placeGameArray(prob, kw)
	case CmdPieces:
		p.advance()
		groups, invisible := p.parsePieces(p.placer(prob), false)
		prob.TotalInvisible = append(prob.TotalInvisible, invisible...)
		if groups == 0 {
			p.errorf(kw.Range, CodeSyntax, "%s is followed by no colour and pieces, such as %s %s %sa1", kw.Text, kw.Text, colourTables[p.lang][0], pieceLetters[p.lang][0])
		}
	case CmdForsyth:
		p.advance()
		if p.eof || p.isCommand(p.tok.Text, false) {
			p.errorf(kw.Range, CodeSyntax, "%s needs a position such as rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR", kw.Text)
			break
		}
		fs := &Forsyth{Keyword: kw, Value: p.take()}
		p.parseForsyth(fs, p.placer(prob))
		prob.Forsyth = append(prob.Forsyth, fs)
	case CmdStipulation, CmdSStipulation:
		p.advance()
		st := p.parseStipulation(kw, kind == CmdSStipulation, false)
		if st != nil {
			if prob.Stipulation != nil {
				p.warnf(kw.Range, CodeSyntax, "a second stipulation: %q replaces %q", st.Value.Text, prob.Stipulation.Value.Text)
			}
			prob.Stipulation = st
		}
	case CmdOption:
		p.advance()
		prob.Options = append(prob.Options, p.parseOptions(kw)...)
	case CmdCondition:
		p.advance()
		prob.Conditions = append(prob.Conditions, p.parseConditions(kw, false)...)
	default:
		p.advance()
	}
	cmd.Range = Range{kw.Start, max(kw.End, p.lastEnd)}
}
