package parser

import (
	"fmt"
	"slices"
	"strings"
)

// Semantic renders what a parsed file means to Popeye, without ranges and spellings:
// the texts, the pieces on their squares, the stipulations, options, conditions and
// twins of every problem, and the codes of the diagnostics. parse(fmt(x)) must render
// the same as parse(x).
func Semantic(f *File) string {
	var b strings.Builder
	pf := func(format string, args ...any) { fmt.Fprintf(&b, format+"\n", args...) }
	pf("language %s", f.Language)
	var codes []string
	for _, d := range f.Diagnostics {
		codes = append(codes, d.Severity.String()+" "+d.Code)
	}
	slices.Sort(codes)
	// Which kinds of diagnostics, not how many: joining "Pa2 Pb3" into "Pa2b3" merges two
	// reports about the same piece kind.
	pf("diagnostics %s", strings.Join(slices.Compact(codes), ", "))
	lang := f.Language
	for _, p := range f.Problems {
		pf("problem %d end=%d", p.Index, p.EndKind)
		for _, t := range p.Texts {
			pf("  %s %q", t.Kind, t.Value.Text)
		}
		pf("  pieces %s", semPieces(lang, p.Pieces))
		if len(p.TargetPieces) > 0 {
			pf("  target %s", semPieces(lang, p.TargetPieces))
		}
		pf("  stipulation %s", semStip(p.Stipulation))
		for _, o := range p.Options {
			pf("  option %s%s", o.Name, semArgs(o.Args))
		}
		for _, c := range p.Conditions {
			pf("  condition %s%s", c.Name, semArgs(c.Args))
		}
		for _, t := range p.Twins {
			pf("  twin zero=%v continued=%v", t.Zero, t.Continued != nil)
			for i, op := range t.Ops {
				if op.Kind == TwinCondition && i > 0 && t.Ops[i-1].Kind == TwinCondition {
					// Consecutive Condition operations add their conditions in order, as
					// one operation with all of them does.
					for _, c := range op.Conditions {
						pf("    condition %s%s", c.Name, semArgs(c.Args))
					}
					continue
				}
				var sqs []string
				for _, s := range op.Squares {
					sqs = append(sqs, s.Square.String())
				}
				pf("    %s %v %s %d %s %s/%s %s/%s %s", op.Kind, sqs, semPieces(lang, op.Pieces), op.Degrees, op.Axis,
					strings.ToLower(op.From.Text), op.FromKind, strings.ToLower(op.To.Text), op.ToKind, semStip(op.Stipulation))
				for _, c := range op.Conditions {
					pf("    condition %s%s", c.Name, semArgs(c.Args))
				}
			}
		}
	}
	return b.String()
}

func semPieces(lang Language, pieces []*Piece) string {
	var out []string
	for _, pc := range pieces {
		var attrs []string
		for _, a := range pc.Attributes {
			attrs = append(attrs, pieceFlagTables[English][lookup(pieceFlagTables[lang], a.Text).index])
		}
		out = append(out, fmt.Sprintf("%s:%s %s%s%v/%d", pc.Square.Square, pc.Color, pc.Kind, pc.FairyName, attrs, pc.Source))
	}
	slices.Sort(out)
	return strings.Join(out, " ")
}

func semStip(st *Stipulation) string {
	if st == nil {
		return "none"
	}
	return fmt.Sprintf("%q structured=%v play=%s series=%v intro=%d exact=%v goal=%s %s moves=%d half=%v valid=%v",
		strings.Join(strings.Fields(st.Value.Text), ""), st.Structured, st.Play, st.Series, st.Intro, st.Exact,
		st.Goal, st.GoalSquare.Square, st.Moves, st.HalfMove, st.Valid)
}

func semArgs(args []Arg) string {
	var s string
	for _, a := range args {
		s += " " + a.Text
	}
	return s
}
