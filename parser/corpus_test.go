package parser

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const corpusDir = "../../shared/corpus"

// corpusFiles returns the paths of the Popeye input files of the shared corpus.
func corpusFiles(t testing.TB) []string {
	var files []string
	err := filepath.WalkDir(filepath.Join(corpusDir, "popeye-inputs"), func(path string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			files = append(files, path)
		}
		return err
	})
	if os.IsNotExist(err) {
		t.Skip("shared corpus not found")
	}
	require.NoError(t, err)
	return files
}

// TestCorpusFiles parses all 288 input files: no panic, every range inside the source and
// ordered, and the only errors are those the files contain on purpose (Popeye's
// regression files test its error messages too).
func TestCorpusFiles(t *testing.T) {
	files := corpusFiles(t)
	require.Len(t, files, 288)
	problems, errors := 0, 0
	for _, path := range files {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		f := Parse(src)
		checkRanges(t, path, src, f)
		problems += len(f.Problems)
		for _, d := range f.Diagnostics {
			if d.Severity == Error {
				errors++
				t.Logf("%s: %s", path, d.Message)
			}
		}
	}
	t.Logf("%d files, %d problems, %d error diagnostics", len(files), problems, errors)
	assert.Greater(t, problems, 1500)
	// The errors that remain are deliberate in the files: a stipulation without value, a
	// piece X, English twinnings in a German file, and options of another Popeye version.
	assert.LessOrEqual(t, errors, 14)
}

type orthodoxRecord struct {
	ID              string   `json:"id"`
	Language        string   `json:"language"`
	Stipulation     string   `json:"stipulation"`
	AllStipulations []string `json:"all_stipulations"`
	Options         []string `json:"options"`
	Twins           bool     `json:"twins"`
	Input           string   `json:"input"`
	ExpectedOutput  string   `json:"expected_output"`
}

// popeyeBoard reads the first board Popeye printed in its output: square name to
// "white K", "black P"… (letters of the output language), or nil if there is none
// (option NoBoard).
func popeyeBoard(out string) map[string]string {
	lines := strings.Split(out, "\n")
	for i, l := range lines {
		if !strings.HasPrefix(l, "+---a---b") || i+17 >= len(lines) {
			continue
		}
		board := map[string]string{}
		for r := 0; r < 8; r++ {
			row := lines[i+2+2*r]
			if len(row) < 34 {
				return nil
			}
			for f := 0; f < 8; f++ {
				cell := strings.TrimSpace(row[1+4*f : 5+4*f])
				if cell == "." {
					continue
				}
				colour := "white"
				switch cell[0] {
				case '-':
					colour, cell = "black", cell[1:]
				case '=':
					colour, cell = "neutral", cell[1:]
				}
				board[string(rune('a'+f))+string(rune('8'-r))] = colour + " " + cell
			}
		}
		return board
	}
	return nil
}

// TestCorpusOrthodox checks every problem of popeye-orthodox.jsonl: no error, and the
// language, stipulations (diagram and twins), options and twins that the record lists.
func TestCorpusOrthodox(t *testing.T) {
	fh, err := os.Open(filepath.Join(corpusDir, "popeye-orthodox.jsonl"))
	if os.IsNotExist(err) {
		t.Skip("shared corpus not found")
	}
	require.NoError(t, err)
	defer fh.Close()
	sc := bufio.NewScanner(fh)
	sc.Buffer(nil, 1<<24)
	n, boards := 0, 0
	for sc.Scan() {
		var r orthodoxRecord
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		n++
		t.Run(r.ID, func(t *testing.T) {
			src := []byte(r.Input)
			f := Parse(src)
			checkRanges(t, r.ID, src, f)
			for _, d := range f.Diagnostics {
				assert.NotEqualf(t, Error, d.Severity, "%s: %s", d.Code, d.Message)
				if d.Code == CodeUnsupported {
					assert.Equalf(t, Hint, d.Severity, "orthodox problem reported unsupported: %s", d.Message)
				}
			}
			require.Len(t, f.Problems, 1)
			p := f.Problems[0]
			assert.Equal(t, r.Language, p.Language.String())
			require.NotNil(t, p.Stipulation)
			assert.True(t, p.Stipulation.Valid)
			assert.Equal(t, r.Stipulation, p.Stipulation.Value.Text)
			stips := []string{p.Stipulation.Value.Text}
			for _, tw := range p.Twins {
				for _, op := range tw.Ops {
					if op.Kind == TwinStipulation {
						stips = append(stips, op.Stipulation.Value.Text)
					}
				}
			}
			assert.Equal(t, r.AllStipulations, dedupe(stips))
			var opts []string
			for _, o := range p.Options {
				s := strings.ToLower(o.Name)
				for _, a := range o.Args {
					s += " " + a.Text
				}
				opts = append(opts, s)
			}
			assert.ElementsMatch(t, r.Options, opts)
			assert.Equal(t, r.Twins, len(p.Twins) > 0)
			if want := popeyeBoard(r.ExpectedOutput); want != nil {
				got := map[string]string{}
				for _, pc := range p.Pieces {
					got[pc.Square.Square.String()] = pc.Color.String() + " " + pieceLetters[p.Language][pc.Kind]
				}
				assert.Equal(t, want, got, "the pieces of Popeye's diagram")
				boards++
			}
			for _, pc := range p.Pieces {
				assert.NotEqual(t, Fairy, pc.Kind)
			}
		})
	}
	require.NoError(t, sc.Err())
	require.Equal(t, 383, n)
	t.Logf("%d problems, %d diagrams compared with Popeye's board", n, boards)
	assert.Greater(t, boards, 300)
}

// dedupe keeps the first occurrence of each string, in order.
func dedupe(ss []string) []string {
	var out []string
	seen := map[string]bool{}
	for _, s := range ss {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	return out
}

// checkRanges asserts that every range of the tree and of the diagnostics lies inside
// src, with Start <= End, and that the problems come in order without overlapping.
func checkRanges(t testing.TB, name string, src []byte, f *File) {
	t.Helper()
	in := func(r Range, what string) {
		if r.Start < 0 || r.End > len(src) || r.Start > r.End {
			t.Errorf("%s: %s range %v outside [0,%d] or reversed", name, what, r, len(src))
		}
	}
	tok := func(tk Token, what string) {
		in(tk.Range, what)
		if tk.Start >= 0 && tk.End <= len(src) && tk.Start <= tk.End && string(src[tk.Start:tk.End]) != tk.Text {
			t.Errorf("%s: %s token text %q does not match source %q", name, what, tk.Text, src[tk.Start:tk.End])
		}
	}
	for _, d := range f.Diagnostics {
		in(d.Range, "diagnostic")
	}
	in(f.Leading, "leading")
	in(f.Trailing, "trailing")
	prev := 0
	for _, p := range f.Problems {
		in(p.Range, "problem")
		if p.Range.Start < prev {
			t.Errorf("%s: problem %d starts at %d, before the end %d of the previous one", name, p.Index, p.Range.Start, prev)
		}
		prev = p.Range.End
		last := p.Range.Start
		for _, c := range p.Commands {
			tok(c.Keyword, "keyword")
			in(c.Range, "command")
			if c.Range.Start < last || c.Range.Start < p.Range.Start || c.Range.End > p.Range.End {
				t.Errorf("%s: command %s %v out of order or outside its problem %v", name, c.Kind, c.Range, p.Range)
			}
			last = c.Range.End
			for _, a := range c.Args {
				tok(a, "command argument")
			}
		}
		for _, x := range p.Texts {
			tok(x.Keyword, "text keyword")
			tok(x.Value, "text value")
		}
		pieces := append(append([]*Piece(nil), p.Pieces...), p.TargetPieces...)
		for _, tw := range p.Twins {
			for _, op := range tw.Ops {
				pieces = append(pieces, op.Pieces...)
				in(op.Range, "twinning")
				tok(op.Keyword, "twinning keyword")
				for _, s := range op.Squares {
					in(s.Range, "twinning square")
				}
				if op.Stipulation != nil {
					tok(op.Stipulation.Value, "twin stipulation")
				}
			}
			in(tw.Range, "twin")
		}
		for _, pc := range pieces {
			tok(pc.Name, "piece name")
			in(pc.Square.Range, "square")
			tok(pc.Token, "piece word")
			if pc.Source != FromGameArray && (pc.Square.Start < pc.Token.Start || pc.Square.End > pc.Token.End) {
				t.Errorf("%s: square %v outside its word %v", name, pc.Square.Range, pc.Token.Range)
			}
		}
		if st := p.Stipulation; st != nil {
			tok(st.Value, "stipulation")
			in(st.GoalRange, "goal")
			in(st.MovesRange, "moves")
		}
		for _, o := range p.Options {
			tok(o.Keyword, "option")
			in(o.Range, "option")
			for _, a := range o.Args {
				tok(a.Token, "option argument")
			}
		}
		for _, c := range p.Conditions {
			tok(c.Keyword, "condition")
			in(c.Range, "condition")
		}
	}
}
