package solver

// Test helpers that read the shared corpus of Popeye problems (../../shared/corpus) with
// a small reader of their piece lists, and write a Result as Popeye's solution text so
// that it can be compared with the expected output. The real loader and renderer live in
// package problem; these exist so that the solver is tested on its own.

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

const corpusPath = "../../shared/corpus/popeye-orthodox.jsonl"

type corpusRecord struct {
	ID          string   `json:"id"`
	Language    string   `json:"language"`
	Stipulation string   `json:"stipulation"`
	Options     []string `json:"options"`
	Twins       bool     `json:"twins"`
	Input       string   `json:"input"`
	Expected    string   `json:"expected_output"`
	RefSeconds  float64  `json:"reference_cpu_seconds"`
}

func loadCorpus(t testing.TB) []corpusRecord {
	t.Helper()
	f, err := os.Open(corpusPath)
	if err != nil {
		t.Skipf("corpus not available: %v", err)
	}
	defer f.Close()
	var out []corpusRecord
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		var r corpusRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

func corpusByID(t testing.TB, id string) corpusRecord {
	t.Helper()
	for _, r := range loadCorpus(t) {
		if r.ID == id {
			return r
		}
	}
	t.Fatalf("no corpus record %s", id)
	return corpusRecord{}
}

// testProblem is a corpus record read far enough to solve it.
type testProblem struct {
	id   string
	ref  float64 // Popeye's CPU seconds
	pos  *movegen.Position
	stip Stipulation
	opts Options
	lang movegen.Language
}

var stipRE = regexp.MustCompile(`^(?i)(ser-)?([hsr]?)(#|==|=)(\d+)(\.5)?$`)

// parseTestStipulation reads the stipulations of the corpus ("h#2.5", "ser-s#3", "r=2").
func parseTestStipulation(s string) (Stipulation, error) {
	m := stipRE.FindStringSubmatch(s)
	if m == nil {
		return Stipulation{}, fmt.Errorf("unsupported stipulation %q", s)
	}
	var st Stipulation
	st.Series = m[1] != ""
	switch strings.ToLower(m[2]) {
	case "h":
		st.Play = Help
	case "s":
		st.Play = Self
	case "r":
		st.Play = Reflex
	}
	switch m[3] {
	case "=":
		st.Goal = Stalemate
	case "==":
		st.Goal = DoubleStalemate
	}
	st.Moves, _ = strconv.Atoi(m[4])
	st.HalfMove = m[5] != ""
	return st, nil
}

// loadTestProblem reads the pieces of a corpus record's input and its normalised
// stipulation and options. Twins are ignored (the diagram is solved).
func loadTestProblem(r corpusRecord) (*testProblem, error) {
	tp := &testProblem{lang: movegen.English}
	letters := "KQRBSP"
	if r.Language == "de" {
		tp.lang = movegen.German
		letters = "KDTLSB"
	}
	st, err := parseTestStipulation(r.Stipulation)
	if err != nil {
		return nil, err
	}
	tp.stip = st
	pos := movegen.NewEmpty()
	fields := strings.Fields(r.Input)
	colour := -1
	inPieces := false
	for _, f := range fields {
		lf := strings.ToLower(f)
		switch {
		case hasPrefixWord(lf, "pieces", 3) || hasPrefixWord(lf, "steine", 4):
			inPieces = true
			continue
		case !inPieces:
			continue
		case hasPrefixWord(lf, "white", 2) || hasPrefixWord(lf, "weiss", 4):
			colour = int(movegen.White)
			continue
		case hasPrefixWord(lf, "black", 2) || hasPrefixWord(lf, "schwarz", 4):
			colour = int(movegen.Black)
			continue
		case !strings.ContainsAny(lf, "12345678"):
			inPieces = false
			continue
		}
		if colour < 0 {
			return nil, fmt.Errorf("piece %q before a colour", f)
		}
		uf := strings.ToUpper(f)
		pt := strings.IndexByte(letters, uf[0])
		if pt < 0 || len(uf) < 3 || (len(uf)-1)%2 != 0 {
			return nil, fmt.Errorf("unsupported piece %q", f)
		}
		ptype := [...]movegen.PieceType{movegen.King, movegen.Queen, movegen.Rook, movegen.Bishop, movegen.Knight, movegen.Pawn}[pt]
		for i := 1; i < len(uf); i += 2 {
			sq, ok := movegen.ParseSquare(uf[i : i+2])
			if !ok {
				return nil, fmt.Errorf("bad square in %q", f)
			}
			pos.Put(sq, movegen.MakePiece(movegen.Color(colour), ptype))
		}
	}
	if pos.King(movegen.White) == movegen.NoSquare && !slices.Contains(r.Options, "nowk") ||
		pos.King(movegen.Black) == movegen.NoSquare && !slices.Contains(r.Options, "nobk") {
		return nil, fmt.Errorf("both sides need a king (the problem package says so)")
	}
	rights := uint8(0)
	king := func(c movegen.Color, s movegen.Square) bool {
		return pos.PieceAt(s) == movegen.MakePiece(c, movegen.King)
	}
	rook := func(c movegen.Color, s movegen.Square) bool {
		return pos.PieceAt(s) == movegen.MakePiece(c, movegen.Rook)
	}
	if king(movegen.White, movegen.E1) {
		if rook(movegen.White, movegen.H1) {
			rights |= movegen.WhiteKingside
		}
		if rook(movegen.White, movegen.A1) {
			rights |= movegen.WhiteQueenside
		}
	}
	if king(movegen.Black, movegen.E8) {
		if rook(movegen.Black, movegen.H8) {
			rights |= movegen.BlackKingside
		}
		if rook(movegen.Black, movegen.A8) {
			rights |= movegen.BlackQueenside
		}
	}
	for _, o := range r.Options {
		w := strings.Fields(o)
		arg := func() int {
			if len(w) < 2 {
				return 0
			}
			n, _ := strconv.Atoi(w[1])
			return n
		}
		switch w[0] {
		case "try":
			tp.opts.Try = true
		case "defence":
			tp.opts.Defence = arg()
		case "threat":
			tp.opts.Threat = arg()
		case "nothreat":
			tp.opts.NoThreat = true
		case "variations":
			tp.opts.Variation = true
		case "setplay":
			tp.opts.SetPlay = true
		case "postkeyplay":
			tp.opts.PostKeyPlay = true
		case "whitetoplay":
			tp.opts.WhiteToPlay = true
		case "duplex":
			tp.opts.Duplex = true
		case "halfduplex":
			tp.opts.HalfDuplex = true
		case "maxsolutions":
			tp.opts.MaxSolutions = arg()
		case "noshortvariations":
			tp.opts.NoShortVariations = true
		case "stoponshortsolutions":
			tp.opts.StopOnShortSolutions = true
		case "quodlibet":
			tp.opts.Quodlibet = true
		case "maxflightsquares":
			tp.opts.MaxFlightSquares = arg()
		case "nocastling":
			for _, a := range w[1:] {
				for i := 0; i+2 <= len(a); i += 2 {
					switch strings.ToLower(a[i : i+2]) {
					case "e1":
						rights &^= movegen.WhiteKingside | movegen.WhiteQueenside
					case "h1":
						rights &^= movegen.WhiteKingside
					case "a1":
						rights &^= movegen.WhiteQueenside
					case "e8":
						rights &^= movegen.BlackKingside | movegen.BlackQueenside
					case "h8":
						rights &^= movegen.BlackKingside
					case "a8":
						rights &^= movegen.BlackQueenside
					}
				}
			}
		case "enpassant":
			if len(w) > 1 && len(w[1]) >= 6 {
				sq, ok := movegen.ParseSquare(w[1][2:4])
				if ok {
					defer pos.SetEnPassant(sq)
				}
			}
		case "intelligent":
			if len(w) > 1 {
				return nil, fmt.Errorf("intelligent with a limit per mating position")
			}
			tp.opts.Intelligent = true
		case "movenumbers", "noboard", "nowk", "nobk", "startmovenumber":
		default:
			return nil, fmt.Errorf("unsupported option %q", o)
		}
	}
	pos.SetCastling(rights)
	tp.pos = pos
	return tp, nil
}

// hasPrefixWord reports whether w is an abbreviation (at least min letters) of word.
func hasPrefixWord(w, word string, min int) bool {
	return len(w) >= min && strings.HasPrefix(word, w)
}

// --- writing results as Popeye does --------------------------------------------------

type testWriter struct {
	b    strings.Builder
	lang movegen.Language
	goal Goal
}

func (w *testWriter) note(n Note) string {
	switch n {
	case KingCapturable:
		return "the side to play can capture the king"
	case TryNotApplicable:
		return "try play not applicable"
	case StopOnShortNotSupported:
		return "Option  StopOnShortSolutions  not supported with direct play."
	case ThreatNotApplicable:
		return `Option "Threat" not applicable or indicated maximum threat length too big`
	}
	return fmt.Sprintf("note %d", n)
}

func (w *testWriter) word(en string) string {
	if w.lang != movegen.German {
		return en
	}
	return map[string]string{"threat:": "Drohung:", "zugzwang.": "Zugzwang.", "but": "Aber",
		"refutes.": "widerlegt."}[en]
}

// move writes m as played in p (and plays it), with the goal symbol if reached or "+".
func (w *testWriter) move(p *movegen.Position, m movegen.Move, goal bool) string {
	txt := p.MoveText(m, w.lang)
	p.Make(m)
	switch {
	case goal:
		txt += " " + w.goal.Symbol()
	case p.InCheck():
		txt += " +"
	}
	return txt
}

func attackIndent(moveNo int) string {
	if moveNo == 1 {
		return "   "
	}
	return strings.Repeat(" ", 2+8*(moveNo-1))
}

func defenceIndent(moveNo int) string { return strings.Repeat(" ", 6+8*(moveNo-1)) }

func (w *testWriter) attack(p *movegen.Position, a *Attack, moveNo int) {
	if a.Move != NullMove {
		line := attackIndent(moveNo) + strconv.Itoa(moveNo) + "." + w.move(p, a.Move, a.Goal)
		switch a.Mark {
		case Key:
			line += " !"
		case TryMark:
			line += " ?"
		case GoalByAttacker:
			line += " ?!?"
		}
		if len(a.Threats) > 0 {
			line += " " + w.word("threat:")
		} else if a.Zugzwang {
			line += " " + w.word("zugzwang.")
		}
		w.b.WriteString(line + "\n")
		defer p.Unmake()
	} else {
		if len(a.Threats) > 0 {
			w.b.WriteString(" " + w.word("threat:") + "\n")
		} else if a.Zugzwang {
			w.b.WriteString(" " + w.word("zugzwang.") + "\n")
		}
	}
	if len(a.Threats) > 0 {
		q := posWithSide(p, p.SideToMove().Other())
		for _, t := range a.Threats {
			w.attack(q, t, moveNo+1)
		}
	}
	for _, d := range a.Defences {
		w.defence(p, d, moveNo)
	}
	if len(a.Refutations) > 0 {
		if a.Mark == TryMark {
			w.b.WriteString("    " + w.word("but") + "\n")
			for _, r := range a.Refutations {
				w.b.WriteString(defenceIndent(moveNo) + strconv.Itoa(moveNo) + "..." + w.move(p, r.Move, false) + " !\n")
				p.Unmake()
			}
		} else if a.Move == NullMove {
			for _, r := range a.Refutations {
				w.b.WriteString(defenceIndent(moveNo) + strconv.Itoa(moveNo) + "..." + w.move(p, r.Move, false) + "\n")
				p.Unmake()
				w.b.WriteString(strings.Repeat(" ", 8*moveNo) + w.word("refutes.") + "\n")
			}
		}
	}
}

func (w *testWriter) defence(p *movegen.Position, d *Defence, moveNo int) {
	w.b.WriteString(defenceIndent(moveNo) + strconv.Itoa(moveNo) + "..." + w.move(p, d.Move, d.Goal) + "\n")
	for _, a := range d.Attacks {
		w.attack(p, a, moveNo+1)
	}
	p.Unmake()
}

// renderSolution writes the solution part of Popeye's output for res (without the board,
// the stipulation line and "solution finished.").
func renderSolution(pos *movegen.Position, res *Result, lang movegen.Language) string {
	w := &testWriter{lang: lang, goal: res.Stipulation.Goal}
	st := res.Stipulation
	for _, h := range res.Halves {
		for _, n := range append(h.SetNotes, h.Notes...) {
			w.b.WriteString(w.note(n) + "\n")
		}
		switch {
		case st.Series:
			tail := 0
			if st.Play != Direct {
				tail = 1
			}
			for _, l := range h.SetLines {
				w.seriesLine(posWithSide(pos, h.Start.Other()), l, len(l.Moves)-tail)
			}
			for _, l := range h.Lines {
				w.seriesLine(posWithSide(pos, h.Start), l, len(l.Moves)-tail)
			}
		case st.Play == Help:
			for _, l := range h.SetLines {
				w.helpLine(posWithSide(pos, h.Start.Other()), l)
			}
			for _, l := range h.Lines {
				w.helpLine(posWithSide(pos, h.Start), l)
			}
		default:
			for _, d := range h.SetPlay {
				w.defence(posWithSide(pos, h.Start.Other()), d, 1)
			}
			if h.PostKey != nil {
				w.attack(posWithSide(pos, h.Start.Other()), h.PostKey, 1)
			}
			for _, k := range h.Keys {
				w.attack(posWithSide(pos, h.Start), k, 1)
			}
		}
	}
	if res.Partial {
		w.b.WriteString("Partial solution\n")
	}
	return w.b.String()
}

// helpLine writes "  1.B W   2.B W #", or "  1...W   2.B W #" for a line of odd length.
func (w *testWriter) helpLine(p *movegen.Position, l Line) {
	s := "  "
	odd := len(l.Moves)%2 == 1
	for i, m := range l.Moves {
		txt := w.move(p, m, i == len(l.Moves)-1)
		k := i
		if odd {
			k++
		}
		switch {
		case i == 0 && odd:
			s += "1..." + txt
		case k%2 == 0:
			s += moveNumber(i, k/2+1) + txt
		default:
			s += " " + txt
		}
	}
	w.b.WriteString(s + "\n")
}

// moveNumber writes "n." after the line's i-th move: right-aligned in four columns after
// the first.
func moveNumber(i, n int) string {
	if i == 0 {
		return strconv.Itoa(n) + "."
	}
	return fmt.Sprintf("%4d.", n)
}

// seriesLine writes "  1.X   2.Y   3.Z W #": the series moves numbered, the closing
// move of the other side after a space; a line of only that closing move (set play) is
// "  1...W #".
func (w *testWriter) seriesLine(p *movegen.Position, l Line, series int) {
	s := "  "
	side := p.SideToMove()
	for i, m := range l.Moves {
		txt := w.move(p, m, i == len(l.Moves)-1)
		switch {
		case i < series:
			s += moveNumber(i, i+1) + txt
			if i < series-1 {
				p.SetSideToMove(side)
			}
		case i == 0:
			s += "1..." + txt
		default:
			s += " " + txt
		}
	}
	w.b.WriteString(s + "\n")
}

// --- comparing with Popeye's output ----------------------------------------------

// solutionPart cuts Popeye's expected output down to the solution: the lines after the
// stipulation line, without progress lines, blank lines and the closing line.
func solutionPart(out string) []string {
	i := strings.LastIndex(out, "+---a---b---c---d---e---f---g---h---+\n")
	if i >= 0 {
		out = out[i:]
		out = out[strings.IndexByte(out, '\n')+1:]
		if j := strings.IndexByte(out, '\n'); j >= 0 {
			out = out[j+1:] // the stipulation and piece count line
		}
	}
	var lines []string
	for _, l := range strings.Split(out, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case t == "", t == "solution finished.", t == "Loesung beendet.", optionEchoRE.MatchString(l):
			continue
		case progressRE.MatchString(l):
			continue
		}
		lines = append(lines, strings.TrimRight(l, " "))
	}
	return lines
}

// optionEchoRE matches the options Popeye repeats under the stipulation.
var optionEchoRE = regexp.MustCompile(`^\s+(HalfDuplex|Duplex|Quodlibet|RochadenGegenseitigAusschliessend.*|CastlingMutuallyExclusive.*)$`)

var progressRE = regexp.MustCompile(`^\s*\d+\s+\(.*\)\s*$|potential positions in|moegliche Stellungen in`)

// canonical sorts sibling blocks of an indented tree so that two renderings that differ
// only in the order of siblings compare equal.
func canonical(lines []string) string {
	type node struct {
		text string
		kids []*node
	}
	root := &node{}
	stack := []*node{root}
	indents := []int{-1}
	for _, l := range lines {
		ind := len(l) - len(strings.TrimLeft(l, " "))
		for len(indents) > 1 && indents[len(indents)-1] >= ind {
			stack, indents = stack[:len(stack)-1], indents[:len(indents)-1]
		}
		n := &node{text: l}
		parent := stack[len(stack)-1]
		parent.kids = append(parent.kids, n)
		stack, indents = append(stack, n), append(indents, ind)
	}
	var write func(n *node) string
	write = func(n *node) string {
		var kids []string
		for _, k := range n.kids {
			kids = append(kids, write(k))
		}
		// Refutation blocks ("but" and what follows) keep their place at the end; the
		// rest is sorted.
		sort.Strings(kids)
		return n.text + "\n" + strings.Join(kids, "")
	}
	return write(root)
}

// posWithSide returns a copy of p with c to move, as Solve sets up the diagram.
func posWithSide(p *movegen.Position, c movegen.Color) *movegen.Position {
	g := rules.NewOrthodox(p.Clone())
	g.SetTurn(c)
	return g.Position
}
