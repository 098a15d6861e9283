package parser

import (
	"bytes"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite the golden sections of testdata/*.txtar")

// TestGolden runs the cases of testdata/*.txtar: each holds an "input.inp" section and
// the expected "tree" (the parse, with ranges, and the diagnostics) and, when the input
// has no error, "fmt" (the formatted text). `go test ./parser -update` rewrites them.
func TestGolden(t *testing.T) {
	files, err := filepath.Glob("testdata/*.txtar")
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, path := range files {
		t.Run(strings.TrimSuffix(filepath.Base(path), ".txtar"), func(t *testing.T) {
			data, err := os.ReadFile(path)
			require.NoError(t, err)
			ar := parseTxtar(data)
			src, ok := ar.get("input.inp")
			require.True(t, ok, "no input.inp section")
			f := Parse(src)
			checkRanges(t, path, src, f)
			tree := dumpFile(src, f)
			formatted, errs := Format(src)
			if len(errs) == 0 {
				checkFormat(t, path, src, formatted)
			}
			if *update {
				ar.set("tree", []byte(tree))
				if len(errs) == 0 {
					ar.set("fmt", []byte(formatted))
				} else {
					ar.remove("fmt")
				}
				require.NoError(t, os.WriteFile(path, ar.format(), 0o644))
				return
			}
			want, _ := ar.get("tree")
			assert.Equal(t, string(want), tree)
			if want, ok := ar.get("fmt"); ok || len(errs) == 0 {
				assert.Equal(t, string(want), formatted)
			}
		})
	}
}

// txtar is a minimal reader and writer of the txtar format: a comment, then files
// introduced by "-- name --" lines.
type txtar struct {
	comment []byte
	names   []string
	files   map[string][]byte
}

func parseTxtar(data []byte) *txtar {
	ar := &txtar{files: map[string][]byte{}}
	cur := ""
	var buf *bytes.Buffer = &bytes.Buffer{}
	flush := func() {
		if cur == "" {
			ar.comment = append([]byte(nil), buf.Bytes()...)
		} else {
			ar.files[cur] = append([]byte(nil), buf.Bytes()...)
		}
		buf.Reset()
	}
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		s := strings.TrimRight(string(line), "\n")
		if strings.HasPrefix(s, "-- ") && strings.HasSuffix(s, " --") && len(s) > 6 {
			flush()
			cur = s[3 : len(s)-3]
			ar.names = append(ar.names, cur)
			continue
		}
		buf.Write(line)
	}
	flush()
	return ar
}

func (ar *txtar) get(name string) ([]byte, bool) {
	b, ok := ar.files[name]
	return b, ok
}

func (ar *txtar) set(name string, data []byte) {
	if _, ok := ar.files[name]; !ok {
		ar.names = append(ar.names, name)
	}
	ar.files[name] = data
}

func (ar *txtar) remove(name string) {
	delete(ar.files, name)
	for i, n := range ar.names {
		if n == name {
			ar.names = append(ar.names[:i], ar.names[i+1:]...)
			return
		}
	}
}

func (ar *txtar) format() []byte {
	var b bytes.Buffer
	b.Write(ar.comment)
	for _, n := range ar.names {
		fmt.Fprintf(&b, "-- %s --\n", n)
		data := ar.files[n]
		b.Write(data)
		if len(data) > 0 && data[len(data)-1] != '\n' {
			b.WriteString("\n")
		}
	}
	return b.Bytes()
}

// dumpFile renders the tree with ranges, one node per line, and the diagnostics.
func dumpFile(src []byte, f *File) string {
	var b strings.Builder
	pf := func(indent int, format string, args ...any) {
		b.WriteString(strings.Repeat("  ", indent))
		fmt.Fprintf(&b, format, args...)
		b.WriteString("\n")
	}
	r := func(x Range) string { return fmt.Sprintf("%d:%d", x.Start, x.End) }
	tok := func(t Token) string { return fmt.Sprintf("%q@%s", t.Text, r(t.Range)) }
	sq := func(s SquareToken) string { return fmt.Sprintf("%s@%s", s.Square, r(s.Range)) }
	pf(0, "file language=%s leading=%s trailing=%s", f.Language, r(f.Leading), r(f.Trailing))
	piece := func(indent int, pc *Piece) {
		var attrs []string
		for _, a := range pc.Attributes {
			attrs = append(attrs, tok(a))
		}
		colour := "-"
		if pc.ColorToken != nil {
			colour = tok(*pc.ColorToken)
		}
		pf(indent, "piece %s %s%s name=%s square=%s word=%s colourword=%s attrs=%v source=%d",
			pc.Color, pc.Kind, fairySuffix(pc.FairyName), tok(pc.Name), sq(pc.Square), tok(pc.Token), colour, attrs, pc.Source)
	}
	stip := func(indent int, st *Stipulation) {
		if st == nil {
			return
		}
		pf(indent, "stipulation %s value=%s structured=%v valid=%v", tok(st.Keyword), tok(st.Value), st.Structured, st.Valid)
		pf(indent+1, "play=%s playtext=%q@%s series=%v intro=%d exact=%v goal=%s goaltext=%q@%s goalsquare=%s moves=%d@%s half=%v",
			st.Play, st.PlayText, r(st.PlayRange), st.Series, st.Intro, st.Exact, st.Goal, st.GoalText, r(st.GoalRange),
			sq(st.GoalSquare), st.Moves, r(st.MovesRange), st.HalfMove)
		if st.Parry {
			pf(indent+1, "parry=true parryhelp=%v", st.ParryHelp)
		}
	}
	args := func(as []Arg) string {
		var out []string
		for _, a := range as {
			s := fmt.Sprintf("%s:%d", tok(a.Token), a.Kind)
			if a.Kind == ArgNumber {
				s += fmt.Sprintf("=%d", a.Number)
			}
			for _, q := range a.Squares {
				s += " " + sq(q)
			}
			out = append(out, s)
		}
		return fmt.Sprint(out)
	}
	cond := func(indent int, c *Condition) {
		pf(indent, "condition %s keyword=%s range=%s args=%s", c.Name, tok(c.Keyword), r(c.Range), args(c.Args))
	}
	for _, p := range f.Problems {
		begin, end := "-", "-"
		if p.Begin != nil {
			begin = tok(*p.Begin)
		}
		if p.End != nil {
			end = tok(*p.End)
		}
		pf(0, "problem %d range=%s language=%s begin=%s end=%s endkind=%d", p.Index, r(p.Range), p.Language, begin, end, p.EndKind)
		for _, c := range p.Commands {
			var as []string
			for _, a := range c.Args {
				as = append(as, tok(a))
			}
			pf(1, "command %s keyword=%s range=%s twin=%v args=%v", c.Kind, tok(c.Keyword), r(c.Range), c.Twin != nil, as)
		}
		for _, t := range p.Texts {
			pf(1, "text %s keyword=%s value=%s display=%q", t.Kind, tok(t.Keyword), tok(t.Value), t.Display())
		}
		for _, pc := range p.Pieces {
			piece(1, pc)
		}
		for _, pc := range p.TargetPieces {
			pf(1, "target:")
			piece(2, pc)
		}
		for _, fs := range p.Forsyth {
			pf(1, "forsyth keyword=%s value=%s pieces=%d", tok(fs.Keyword), tok(fs.Value), len(fs.Pieces))
		}
		stip(1, p.Stipulation)
		for _, o := range p.Options {
			pf(1, "option %s keyword=%s range=%s args=%s", o.Name, tok(o.Keyword), r(o.Range), args(o.Args))
		}
		for _, c := range p.Conditions {
			cond(1, c)
		}
		for _, t := range p.Twins {
			cont := "-"
			if t.Continued != nil {
				cont = tok(*t.Continued)
			}
			pf(1, "twin keyword=%s zero=%v continued=%s range=%s", tok(t.Keyword), t.Zero, cont, r(t.Range))
			for _, op := range t.Ops {
				var sqs []string
				for _, s := range op.Squares {
					sqs = append(sqs, sq(s))
				}
				var as []string
				for _, a := range op.Args {
					as = append(as, tok(a))
				}
				pf(2, "op %s keyword=%s range=%s squares=%v degrees=%d axis=%s from=%s/%s to=%s/%s args=%v",
					op.Kind, tok(op.Keyword), r(op.Range), sqs, op.Degrees, op.Axis, tok(op.From), op.FromKind, tok(op.To), op.ToKind, as)
				for _, pc := range op.Pieces {
					piece(3, pc)
				}
				stip(3, op.Stipulation)
				for _, c := range op.Conditions {
					cond(3, c)
				}
			}
		}
	}
	pf(0, "diagnostics:")
	pos := newLineIndex(src)
	for _, d := range f.Diagnostics {
		pf(1, "%s %s %s [%s] %s", pos(d.Start), d.Severity, r(d.Range), d.Code, d.Message)
		if len(d.Suggestions) > 0 {
			pf(2, "did you mean %s (for %q@%s)", strings.Join(d.Suggestions, " | "), src[d.Word.Start:d.Word.End], r(d.Word))
		}
	}
	return b.String()
}

func fairySuffix(name string) string {
	if name == "" {
		return ""
	}
	return "(" + name + ")"
}

// newLineIndex returns a function giving "line:col" (1-based, byte columns) of an offset.
func newLineIndex(src []byte) func(int) string {
	return func(off int) string {
		line := 1 + bytes.Count(src[:off], []byte("\n"))
		col := off - bytes.LastIndexByte(src[:off], '\n')
		return fmt.Sprintf("%d:%d", line, col)
	}
}
