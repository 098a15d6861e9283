package parser

import "strconv"

// This file reads twins (input/plaintext/twin.c): after Twin or ZeroPosition come
// twinning operations, then optionally Remarks, then the next Twin or the end of the
// problem.

// parseTwins reads the twins of prob, the current word being the first Twin or
// ZeroPosition (or the end of the problem, when there are no twins).
func (p *parser) parseTwins(prob *Problem) {
	var twin *Twin
	for !p.eof && p.pendingBegin == nil {
		kind, group, amb := p.classify(p.tok.Text)
		switch {
		case amb != nil:
			p.errorf(p.tok.Range, CodeAmbiguousAbbreviation, "%s", ambiguousMessage(p.tok.Text, "command", amb))
			p.advance()
		case group == groupProblem && kind != CmdUnknown:
			return
		case kind == CmdTwin || kind == CmdZeroPosition:
			twin = p.parseTwin(prob, kind)
		case kind == CmdRemark:
			p.parseCommand(prob, kind, twin)
		case kind != CmdUnknown:
			p.errorf(p.tok.Range, CodeSyntax, "%s cannot follow a twin: write it before the first %s", p.tok.Text, p.keyword(CmdTwin))
			p.parseCommand(prob, kind, twin)
		case looksLikeBegin(p.tok.Text):
			p.takePendingBegin()
			return
		default:
			p.unknownKeyword(p.tok.Range, p.tok.Range, [][]string{twinWords(p.lang), commandWords(p.lang)}, "%q is neither a twinning (such as %s) nor a command", p.tok.Text, orList(twinOpTables[p.lang][:3]))
			p.advance()
			if last := prob.Commands[len(prob.Commands)-1]; twin != nil && last.Twin == twin && (last.Kind == CmdTwin || last.Kind == CmdZeroPosition) {
				// Go on with the twin's operations after the word.
				p.parseTwinOps(prob, twin)
			}
		}
	}
}

// parseTwin reads one Twin or ZeroPosition and its operations.
func (p *parser) parseTwin(prob *Problem, kind CommandKind) *Twin {
	kw := p.take()
	twin := &Twin{Keyword: kw, Zero: kind == CmdZeroPosition}
	cmd := &Command{Kind: kind, Keyword: kw, Twin: twin}
	prob.Commands = append(prob.Commands, cmd)
	if twin.Zero && len(prob.Twins) > 0 {
		p.errorf(kw.Range, CodeSyntax, "%s must come before the first %s", kw.Text, p.keyword(CmdTwin))
	}
	prob.Twins = append(prob.Twins, twin)
	p.parseTwinOps(prob, twin)
	if len(twin.Ops) == 0 {
		p.warnf(kw.Range, CodeSyntax, "%s has no twinning operation (such as %s)", kw.Text, orList(twinOpTables[p.lang][:3]))
	}
	return twin
}

// parseTwinOps reads twinning operations into twin, up to the first word that is none.
func (p *parser) parseTwinOps(prob *Problem, twin *Twin) {
	table := twinOpTables[p.lang]
	for !p.eof {
		r := lookup(table, p.tok.Text)
		if r.ambiguous() {
			p.errorf(p.tok.Range, CodeAmbiguousAbbreviation, "%s", ambiguousMessage(p.tok.Text, "twinning", r.matches))
			p.advance()
			continue
		}
		if !r.found() {
			break
		}
		opKind := twinOpKinds[r.index]
		if opKind == twinContinued {
			t := p.take()
			if len(twin.Ops) > 0 || twin.Continued != nil {
				p.warnf(t.Range, CodeSyntax, "%s must be the first word of a twin", t.Text)
			} else if len(prob.Twins) == 1 || twin.Zero {
				p.warnf(t.Range, CodeSyntax, "%s in the first twin has no previous twin to continue", t.Text)
			}
			if twin.Continued == nil {
				twin.Continued = &t
			}
			continue
		}
		twin.Ops = append(twin.Ops, p.parseTwinOp(opKind))
	}
	twin.Range = Range{twin.Keyword.Start, max(twin.Keyword.End, p.lastEnd)}
	for _, c := range prob.Commands {
		if c.Twin == twin && (c.Kind == CmdTwin || c.Kind == CmdZeroPosition) {
			c.Range = twin.Range
		}
	}
}

// parseTwinOp reads one twinning operation whose keyword is the current word.
func (p *parser) parseTwinOp(kind TwinOpKind) *TwinOp {
	op := &TwinOp{Kind: kind, Keyword: p.take()}
	start := p.lastEnd
	switch kind {
	case TwinMove, TwinExchange, TwinShift:
		for i := range 2 {
			if sq, ok := p.singleSquare(); ok {
				op.Squares = append(op.Squares, sq)
			} else if p.badSquare() {
				break
			} else {
				what := [...]string{"two squares", "a second square"}[i]
				p.errorf(op.Keyword.Range, CodeSyntax, "%s needs %s, such as %s a1 b2", op.Keyword.Text, what, op.Keyword.Text)
				break
			}
		}
	case TwinRemove:
		if a, ok := p.squaresArg(); ok {
			op.Squares = a.Squares
		} else {
			p.errorf(op.Keyword.Range, CodeSyntax, "%s needs the squares to empty, such as %s a1", op.Keyword.Text, op.Keyword.Text)
		}
	case TwinAdd:
		groups, invisible := p.parsePieces(func(pc *Piece) { op.Pieces = append(op.Pieces, pc) }, true)
		op.TotalInvisible = invisible
		if groups == 0 {
			p.errorf(op.Keyword.Range, CodeSyntax, "%s needs a colour and pieces, such as %s %s %sa1", op.Keyword.Text, op.Keyword.Text, colourTables[p.lang][0], pieceLetters[p.lang][0])
		}
	case TwinRotate:
		if !p.eof && (p.tok.Text == "90" || p.tok.Text == "180" || p.tok.Text == "270") {
			op.Degrees, _ = strconv.Atoi(p.tok.Text)
			op.Args = append(op.Args, p.take())
		} else if !p.eof && leadingDigits(p.tok.Text) == len(p.tok.Text) {
			p.errorf(p.tok.Range, CodeSyntax, "%s takes 90, 180 or 270 degrees, not %s", op.Keyword.Text, p.tok.Text)
			op.Args = append(op.Args, p.take())
		} else {
			p.errorf(op.Keyword.Range, CodeSyntax, "%s needs 90, 180 or 270", op.Keyword.Text)
		}
	case TwinMirror:
		r := lookupResult{index: -1}
		if !p.eof {
			r = lookup(mirrorTable, p.tok.Text)
		}
		if r.found() {
			op.Axis = mirrorAxes[r.index]
			op.Args = append(op.Args, p.take())
		} else {
			p.errorf(op.Keyword.Range, CodeSyntax, "%s needs an axis: %s", op.Keyword.Text, orList(mirrorTable))
		}
	case TwinSubstitute:
		for i := range 2 {
			if p.eof {
				break
			}
			n, walk, ok := p.pieceName(p.tok.Text)
			if !ok || n != len(p.tok.Text) {
				break
			}
			t := p.take()
			k := kindOfWalk(walk)
			if i == 0 {
				op.From, op.FromKind = t, k
			} else {
				op.To, op.ToKind = t, k
			}
		}
		if op.To.Len() == 0 {
			p.errorf(op.Keyword.Range, CodeSyntax, "%s needs two piece names, such as %s %s %s", op.Keyword.Text, op.Keyword.Text, pieceLetters[p.lang][1], pieceLetters[p.lang][2])
		}
	case TwinStipulation, TwinSStipulation:
		op.Stipulation = p.parseStipulation(op.Keyword, kind == TwinSStipulation, true)
	case TwinCondition:
		op.Conditions = p.parseConditions(op.Keyword, true)
	}
	op.Range = Range{op.Keyword.Start, max(start, p.lastEnd)}
	return op
}

// singleSquare takes the current word if it is exactly one square.
func (p *parser) singleSquare() (SquareToken, bool) {
	if p.eof || len(p.tok.Text) != 2 {
		return SquareToken{}, false
	}
	sq, ok := squareAt(p.tok.Text, 0)
	if !ok {
		return SquareToken{}, false
	}
	t := p.take()
	return SquareToken{t.Range, sq}, true
}
