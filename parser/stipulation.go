package parser

import (
	"strings"
)

// This file reads stipulations as Popeye's ParsePlay does (input/plaintext/stipulation.c):
// an optional "exact-", optional intro moves "n->", a play prefix tried in Popeye's
// order, a goal (input/plaintext/goal.c), and the number of moves, which may be the next
// word ("dia 4").

// playForm is one play prefix of Popeye's stipulation grammar.
type playForm struct {
	prefix string
	play   Play
	series bool
	// halfMoves: the length may end in ".5" (help play).
	halfMoves bool
	// reci: a reciprocal goal "(g1)g2" or "g" follows.
	reci bool
	// keepGoal: the prefix is the goal itself (dia, a=>b).
	keepGoal bool
	// parry: parry series (pser-, phser-): the other side moves between series moves
	// when it is in check; parryHelp: its moves are help moves (phser-).
	parry, parryHelp bool
	// supported: cpls solves this form (for the goals the problem package accepts).
	supported bool
	// name is how messages call the form.
	name string
}

var playForms = []playForm{
	{prefix: "ser-reci-h", play: PlayHelp, series: true, reci: true, supported: true, name: "series reciprocal help"},
	{prefix: "ser-hs", play: PlayHelpSelf, series: true, supported: true, name: "series help-self"},
	{prefix: "ser-h", play: PlayHelp, series: true, supported: true},
	{prefix: "ser-s", play: PlaySelf, series: true, supported: true},
	{prefix: "ser-r", play: PlayReflex, series: true, supported: true},
	{prefix: "ser-", play: PlayDirect, series: true, supported: true},
	{prefix: "phser-r", play: PlayReflex, series: true, halfMoves: true, parry: true, parryHelp: true, supported: true, name: "parry help series reflex"},
	{prefix: "phser-s", play: PlaySelf, series: true, halfMoves: true, parry: true, parryHelp: true, supported: true, name: "parry help series self"},
	{prefix: "phser-", play: PlayDirect, series: true, halfMoves: true, parry: true, parryHelp: true, supported: true, name: "parry help series"},
	{prefix: "pser-hs", play: PlayOther, series: true, name: "parry series help-self"},
	{prefix: "pser-h", play: PlayHelp, series: true, halfMoves: true, parry: true, supported: true, name: "parry series help"},
	{prefix: "pser-r", play: PlayReflex, series: true, parry: true, supported: true, name: "parry series reflex"},
	{prefix: "pser-s", play: PlaySelf, series: true, parry: true, supported: true, name: "parry series self"},
	{prefix: "pser-", play: PlayDirect, series: true, parry: true, supported: true, name: "parry series"},
	{prefix: "reci-h", play: PlayHelp, halfMoves: true, reci: true, supported: true, name: "reciprocal help"},
	{prefix: "dia", play: PlayProofGame, halfMoves: true, keepGoal: true, name: "proof game"},
	{prefix: "a=>b", play: PlayProofGame, halfMoves: true, keepGoal: true, name: "a=>b proof game"},
	{prefix: "hs", play: PlayHelpSelf, halfMoves: true, supported: true, name: "help-self"},
	{prefix: "hr", play: PlayHelpReflex, halfMoves: true, supported: true, name: "help-reflex"},
	{prefix: "h", play: PlayHelp, halfMoves: true, supported: true},
	{prefix: "semi-r", play: PlaySemiReflex, supported: true, name: "semi-reflex"},
	{prefix: "s", play: PlaySelf, supported: true},
	{prefix: "r", play: PlayReflex, supported: true},
	{prefix: "", play: PlayDirect, supported: true},
}

func hasPrefixFold(s, prefix string) bool {
	return len(s) >= len(prefix) && strings.EqualFold(s[:len(prefix)], prefix)
}

// matchGoal returns the goal s starts with and its length (Popeye tries the longer
// symbols first).
func matchGoal(s string) (Goal, int) {
	for g := GoalCounterMate; g <= GoalAutoMate; g++ {
		if sym := goalSymbols[g]; hasPrefixFold(s, sym) {
			return g, len(sym)
		}
	}
	return GoalUnknown, 0
}

func leadingDigits(s string) int {
	i := 0
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

func atoiSmall(s string) int {
	n := 0
	for _, c := range []byte(s) {
		n = n*10 + int(c-'0')
		if n > 1<<20 {
			return 1 << 20
		}
	}
	return n
}

// parseStipulation reads the value of a Stipulation (or SStipulation) command or
// twinning, the keyword being consumed. It returns nil when there is no value.
func (p *parser) parseStipulation(kw Token, structured, inTwin bool) *Stipulation {
	if p.eof || p.isCommand(p.tok.Text, inTwin) {
		p.errorf(kw.Range, CodeSyntax, "%s needs a value such as #2, h#3 or s#2", kw.Text)
		return nil
	}
	st := &Stipulation{Keyword: kw, GoalSquare: SquareToken{Square: NoSquare}, ReciSquare: SquareToken{Square: NoSquare}, Structured: structured}
	if structured {
		first := p.take()
		end := first.End
		for !p.eof && !p.isCommand(p.tok.Text, inTwin) {
			end = p.take().End
		}
		st.Value = Token{Range{first.Start, end}, string(p.src[first.Start:end])}
		sst, why := parseSStipulation(st.Value.Text, p.lang)
		if sst == nil {
			p.errorf(st.Value.Range, CodeSyntax, "%s", why)
			return st
		}
		st.SStip, st.Valid = sst, true
		return st
	}
	v := p.take()
	st.Value = v
	p.parseStipulationText(st)
	return st
}

// parseStipulationText fills st from st.Value, possibly taking the next word as the
// number of moves.
func (p *parser) parseStipulationText(st *Stipulation) {
	s, off := st.Value.Text, st.Value.Start
	i, ok := p.stipulationPrefix(st, s, off)
	if !ok {
		return
	}
	var form playForm
	for _, f := range playForms {
		if hasPrefixFold(s[i:], f.prefix) {
			form = f
			break
		}
	}
	st.Play, st.Series = form.play, form.series
	st.Parry, st.ParryHelp = form.parry, form.parryHelp
	if !form.keepGoal {
		st.PlayText = s[i : i+len(form.prefix)]
		st.PlayRange = Range{off + i, off + i + len(form.prefix)}
		i += len(form.prefix)
	} else {
		st.PlayRange = Range{off + i, off + i}
	}
	if i, ok = p.stipulationGoal(st, form, s, off, i); !ok {
		return
	}
	if !p.stipulationMoves(st, form, s, off, i) {
		return
	}
	st.Valid = true
	if !form.supported {
		p.unsupported(st.Value.Range, "%s stipulations (%s) are not supported: cpls solves direct, help, self and reflex play and their series forms", form.name, st.Value.Text)
	}
}

// stipFail reports a stipulation that cannot be read.
func (p *parser) stipFail(st *Stipulation, r Range, format string, args ...any) {
	st.Valid = false
	p.errorf(r, CodeSyntax, format, args...)
}

// stipulationPrefix reads "exact-" and the introductory moves "n->" at the start of s
// (at offset off) and returns where the play begins.
func (p *parser) stipulationPrefix(st *Stipulation, s string, off int) (int, bool) {
	i := 0
	if hasPrefixFold(s, "exact-") {
		st.Exact = true
		i += len("exact-")
	}
	if a := strings.Index(s[i:], "->"); a >= 0 {
		digits := s[i : i+a]
		if digits == "" || leadingDigits(digits) != len(digits) || atoiSmall(digits) < 1 {
			p.stipFail(st, Range{off + i, off + i + a + 2}, "%q before -> must be the number of introductory moves (1 or more)", digits)
			return 0, false
		}
		st.Intro = atoiSmall(digits)
		i += a + 2
		if hasPrefixFold(s[i:], "exact-") {
			st.Exact = true
			i += len("exact-")
		}
	}
	return i, true
}

// stipulationGoal reads the goal at s[i:] (a reciprocal form's two goals, a goal's
// square) and returns where the number of moves begins.
func (p *parser) stipulationGoal(st *Stipulation, form playForm, s string, off, i int) (int, bool) {
	goalStart := i
	st.Reci = form.reci
	reciGiven := false
	if form.reci && i < len(s) && s[i] == '(' {
		g, n := matchGoal(s[i+1:])
		k := i + 1 + n
		if g == GoalTarget || g == GoalKiss {
			sq, ok := squareAt(s, k)
			if ok {
				st.ReciSquare = SquareToken{Range{off + k, off + k + 2}, sq}
				k += 2
			} else {
				g = GoalUnknown
			}
		}
		if g == GoalUnknown || k >= len(s) || s[k] != ')' {
			p.stipFail(st, st.Value.Range, "cannot read the reciprocal goal in %q: write it as (goal)goal, such as (#)=", s)
			return 0, false
		}
		st.ReciGoal, st.ReciGoalText, reciGiven = g, s[i+1:k], true
		i = k + 1
	}
	g, n := matchGoal(s[i:])
	if g == GoalUnknown {
		p.stipFail(st, st.Value.Range, "cannot read the stipulation %q: expected a goal such as #, =, ==, + or x after %q", s, s[:i])
		return 0, false
	}
	st.Goal = g
	i += n
	if g == GoalTarget || g == GoalKiss {
		sq, ok := squareAt(s, i)
		if !ok {
			p.stipFail(st, st.Value.Range, "the goal %s in %q needs a square, such as %se4", goalSymbols[g], s, goalSymbols[g])
			return 0, false
		}
		st.GoalSquare = SquareToken{Range{off + i, off + i + 2}, sq}
		i += 2
	}
	st.GoalText = s[goalStart:i]
	st.GoalRange = Range{off + goalStart, off + i}
	if st.Reci && !reciGiven {
		st.ReciGoal, st.ReciGoalText, st.ReciSquare = st.Goal, goalSymbols[st.Goal], st.GoalSquare
		if st.Goal == GoalTarget || st.Goal == GoalKiss {
			st.ReciGoalText += st.GoalSquare.Square.String()
		}
	}
	return i, true
}

// stipulationMoves reads the number of moves at s[i:], or in the next word ("h# 2").
func (p *parser) stipulationMoves(st *Stipulation, form playForm, s string, off, i int) bool {
	v := st.Value
	num, numOff := s[i:], off+i
	if num == "" && !p.eof && leadingDigits(p.tok.Text) > 0 {
		// The number may be a word of its own: "dia 4", "h# 2".
		nt := p.take()
		num, numOff = nt.Text, nt.Start
		st.Value = Token{Range{v.Start, nt.End}, string(p.src[v.Start:nt.End])}
	}
	d := leadingDigits(num)
	if d == 0 {
		p.stipFail(st, v.Range, "the stipulation %q has no number of moves: write it after the goal, such as %s2", s, s)
		return false
	}
	st.Moves = atoiSmall(num[:d])
	k := d
	if form.halfMoves && strings.HasPrefix(num[d:], ".5") {
		st.HalfMove = true
		k += 2
	}
	st.MovesRange = Range{numOff, numOff + k}
	if st.Moves == 0 && !st.HalfMove {
		p.stipFail(st, st.MovesRange, "the number of moves in %q must be at least 1", st.Value.Text)
		return false
	}
	if rest := num[k:]; rest != "" && rest != ".0" {
		r := Range{numOff + k, numOff + len(num)}
		if strings.HasPrefix(rest, ".5") {
			p.warnf(r, CodeSyntax, "%q is ignored: only help play counts half moves", rest)
		} else {
			p.warnf(r, CodeSyntax, "%q after the stipulation is ignored, as Popeye does", rest)
		}
	}
	return true
}
