package legality

import (
	"bufio"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// ruleCase is one line of testdata/rules.txt.
type ruleCase struct {
	line      int
	name, fen string
	opts      Options
	want      []string // "rule", "rule@sq,sq", "rule!warning", or empty for "ok"
}

func readValidateCases(t *testing.T, path string) []ruleCase {
	t.Helper()
	f, err := os.Open(path)
	require.NoError(t, err)
	defer f.Close()
	var cases []ruleCase
	sc := bufio.NewScanner(f)
	for n := 1; sc.Scan(); n++ {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		fields := strings.Split(line, "|")
		require.Lenf(t, fields, 4, "%s:%d: want name | fen | options | expected", path, n)
		c := ruleCase{line: n, name: strings.TrimSpace(fields[0]), fen: strings.TrimSpace(fields[1])}
		for _, o := range strings.Fields(fields[2]) {
			switch o {
			case "nowk":
				c.opts.NoWhiteKing = true
			case "nobk":
				c.opts.NoBlackKing = true
			case "castling":
				c.opts.CastlingGiven = true
			default:
				t.Fatalf("%s:%d: unknown option %q", path, n, o)
			}
		}
		if w := strings.Fields(fields[3]); len(w) != 1 || w[0] != "ok" {
			c.want = w
		}
		cases = append(cases, c)
	}
	require.NoError(t, sc.Err())
	return cases
}

// describe renders violations in the notation of the expectations, using the detail the
// expectation asks for (squares, severity).
func describe(got []Violation, want []string) []string {
	var out []string
	for i, v := range got {
		s := v.Rule
		if i < len(want) && strings.Contains(want[i], "@") {
			var sq []string
			for _, x := range v.Squares {
				sq = append(sq, x.String())
			}
			s += "@" + strings.Join(sq, ",")
		}
		if v.Severity == SeverityWarning {
			s += "!warning"
		}
		out = append(out, s)
	}
	return out
}

// mirrorCase returns the case with colours swapped and the board mirrored top to bottom:
// the same rules must break, on the mirrored squares.
func mirrorCase(t *testing.T, c ruleCase) ruleCase {
	t.Helper()
	f := strings.Fields(c.fen)
	ranks := strings.Split(f[0], "/")
	for i, j := 0, len(ranks)-1; i < j; i, j = i+1, j-1 {
		ranks[i], ranks[j] = ranks[j], ranks[i]
	}
	swap := func(s string) string {
		b := []byte(s)
		for i, x := range b {
			switch {
			case x >= 'a' && x <= 'z':
				b[i] = x - 32
			case x >= 'A' && x <= 'Z':
				b[i] = x + 32
			}
		}
		return string(b)
	}
	f[0] = swap(strings.Join(ranks, "/"))
	f[1] = map[string]string{"w": "b", "b": "w"}[f[1]]
	if f[2] != "-" {
		f[2] = swap(f[2])
		// FEN wants KQkq order.
		order := ""
		for _, r := range "KQkq" {
			if strings.ContainsRune(f[2], r) {
				order += string(r)
			}
		}
		f[2] = order
	}
	mirrorSquare := func(sq string) string { return string([]byte{sq[0], '1' + '8' - sq[1]}) }
	if f[3] != "-" {
		f[3] = mirrorSquare(f[3])
	}
	m := c
	m.fen = strings.Join(f, " ")
	m.opts.NoWhiteKing, m.opts.NoBlackKing = c.opts.NoBlackKing, c.opts.NoWhiteKing
	m.want = nil
	for _, w := range c.want {
		rule, rest, hasSquares := strings.Cut(w, "@")
		if !hasSquares {
			m.want = append(m.want, w)
			continue
		}
		sev := ""
		if i := strings.Index(rest, "!"); i >= 0 {
			rest, sev = rest[:i], rest[i:]
		}
		var sq []string
		for _, s := range strings.Split(rest, ",") {
			sq = append(sq, mirrorSquare(s))
		}
		m.want = append(m.want, rule+"@"+strings.Join(sq, ",")+sev)
	}
	return m
}

func TestValidateRules(t *testing.T) {
	path := filepath.Join("testdata", "rules.txt")
	for _, c := range readValidateCases(t, path) {
		t.Run(c.name, func(t *testing.T) { runCase(t, path, c, false) })
		t.Run(c.name+"/mirrored", func(t *testing.T) { runCase(t, path, mirrorCase(t, c), true) })
	}
}

func runCase(t *testing.T, path string, c ruleCase, mirrored bool) {
	p, err := movegen.ParseFEN(c.fen)
	require.NoError(t, err, "%s:%d", path, c.line)
	before := p.FEN()
	got := Validate(p, c.opts)
	require.Equal(t, before, p.FEN(), "Validate must not change the position")
	desc := describe(got, c.want)
	if mirrored {
		// Squares are listed a1 first, so mirroring may reorder them; compare as sets.
		desc, c.want = sortSquares(desc), sortSquares(c.want)
	}
	require.Equal(t, c.want, desc, "%s:%d %s", path, c.line, c.fen)
	for _, v := range got {
		require.NotEmpty(t, v.Message)
		require.False(t, strings.HasSuffix(v.Message, "."), "messages have no final period: %q", v.Message)
		for _, f := range v.Fixes {
			require.NotEqual(t, FixNone, f.Kind)
			require.NotEmpty(t, f.Title)
		}
	}
}

// sortSquares sorts the squares inside each "rule@sq,sq" entry.
func sortSquares(entries []string) []string {
	var out []string
	for _, e := range entries {
		rule, rest, ok := strings.Cut(e, "@")
		if !ok {
			out = append(out, e)
			continue
		}
		sev := ""
		if i := strings.Index(rest, "!"); i >= 0 {
			rest, sev = rest[:i], rest[i:]
		}
		sq := strings.Split(rest, ",")
		sort.Strings(sq)
		out = append(out, rule+"@"+strings.Join(sq, ",")+sev)
	}
	return out
}

// TestValidateMessages pins a few messages, which are what a composer reads.
func TestValidateMessages(t *testing.T) {
	cases := []struct{ fen, want string }{
		{"4k3/8/8/8/8/8/8/2P1K3 w - -", "the white pawn on c1 stands on White's first rank, where no pawn can be"},
		{"4k3/8/8/8/B7/8/8/4R2K b - -", "the white rook on e1 and the white bishop on a4 both check the black king on e8, and no white move can have given this double check"},
		{"8/8/8/8/8/1k6/P7/3K4 b - -", "the white pawn on a2 checks the black king on b3, but no white move can have given this check: a pawn on its second rank has never moved"},
		{"4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - -", "White has 2 queens, so at least 1 of them is a promoted pawn, but no white pawn is missing"},
	}
	for _, c := range cases {
		p, err := movegen.ParseFEN(c.fen)
		require.NoError(t, err)
		got := Validate(p, Options{})
		require.NotEmpty(t, got, c.fen)
		require.Equal(t, c.want, got[0].Message, c.fen)
	}
}

// TestValidateFixes checks that applying the first quick fix of each violation of a case
// removes that violation.
func TestValidateFixes(t *testing.T) {
	for _, fen := range []string{
		"4k3/8/8/8/8/8/8/2P1K3 w - -",
		"4k3/8/8/8/8/8/8/K3K3 w - -",
		"4k3/8/8/8/8/8/8/4RK2 w - -",
		"4k3/8/8/8/8/8/8/4K3 w K -",
		"4k3/8/8/4P3/8/8/8/4K3 w - d6",
		"kN6/pp6/2P1P3/2KpP3/8/8/8/8 w - -",
		"8/8/8/8/8/1k6/P7/3K4 b - -",
	} {
		p, err := movegen.ParseFEN(fen)
		require.NoError(t, err)
		opts := Options{CastlingGiven: true}
		got := Validate(p, opts)
		require.NotEmpty(t, got, fen)
		v := got[0]
		require.NotEmpty(t, v.Fixes, "%s: %s has no fix", fen, v.Rule)
		switch f := v.Fixes[0]; f.Kind {
		case FixRemovePiece:
			p.Remove(f.Square)
		case FixSideToMove:
			p.SetSideToMove(f.Color)
		case FixDropCastling:
			p.SetCastling(p.Castling() &^ f.Castling)
		case FixDropEnPassant:
			p.SetEnPassant(movegen.NoSquare)
		case FixSetEnPassant:
			p.SetEnPassant(f.Square)
		}
		for _, w := range Validate(p, opts) {
			require.NotEqual(t, v.Rule, w.Rule, "%s: fix %q left %s", fen, v.Fixes[0].Title, w.Message)
		}
	}
}

// TestRetractionsOfCastling checks the castling retraction and its conditions directly: a
// king on g1 beside its rook on f1 may just have castled, unless the king passed through
// check.
func TestRetractionsOfCastling(t *testing.T) {
	count := func(fen string) (castles, legal int) {
		p, err := movegen.ParseFEN(fen)
		require.NoError(t, err)
		var v position
		v.load(p)
		tm := v.materialOf(v.side)
		v.eachRetraction(&tm, func(r retraction) bool {
			if r.kind == castleShort || r.kind == castleLong {
				castles++
				if v.retractionLegal(r) {
					legal++
				}
			}
			return false
		})
		return castles, legal
	}
	c, l := count("4k3/8/8/8/8/8/8/5RK1 b - -")
	require.Equal(t, 1, c)
	require.Equal(t, 1, l)
	c, l = count("4k3/8/8/8/8/8/8/2KR4 b - -")
	require.Equal(t, 1, c)
	require.Equal(t, 1, l)
	// The black rook on f8 sees f1: the king would have crossed an attacked square.
	_, l = count("4k1r1/8/8/8/8/8/8/5RK1 b - -")
	require.Equal(t, 1, l, "g8 does not attack the king's path")
	_, l = count("4kr2/8/8/8/8/8/8/5RK1 b - -")
	require.Equal(t, 0, l, "before castling f1 was empty and attacked by the rook on f8")
	_, l = count("3rk3/8/8/8/8/8/8/5RK1 b - -")
	require.Equal(t, 1, l)
	_, l = count("4k3/8/8/8/8/8/8/r4RK1 b - -")
	require.Equal(t, 0, l, "the rook on a1 attacked e1 before castling")
	// h1 occupied: no castling retraction at all.
	c, _ = count("4k3/8/8/8/8/8/8/5RKN b - -")
	require.Equal(t, 0, c)
}

// FuzzValidate: any position ParseFEN accepts, altered by Put/SetEnPassant with arbitrary
// values, validates without panic, and every violation names a known rule and real squares.
func FuzzValidate(f *testing.F) {
	f.Add("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", uint8(0), uint8(0), int8(-1))
	f.Add("4R3/1B6/3P4/8/4k3/8/8/K7 b - -", uint8(12), uint8(1), int8(20))
	f.Add("kN6/pp6/2P1P3/2KpP3/8/8/8/8 w - d6", uint8(63), uint8(14), int8(43))
	known := map[string]bool{}
	for _, r := range []string{RuleMissingKing, RuleTooManyKings, RuleKingsAdjacent, RulePawnOnFirstRank,
		RulePawnOnLastRank, RuleTooManyPawns, RuleTooManyMen, RuleTooManyPromoted, RuleCagedBishop,
		RulePawnStructure, RulePawnCaptures, RuleOpponentInCheck, RuleTooManyCheckers,
		RuleImpossibleDoubleCheck, RuleImpossiblePawnCheck, RuleImpossibleCheck, RuleNoLastMove,
		RuleCastlingRights, RuleEnPassant, RuleEnPassantProven} {
		known[r] = true
	}
	f.Fuzz(func(t *testing.T, fen string, sq, pc uint8, ep int8) {
		p, err := movegen.ParseFEN(fen)
		if err != nil {
			return
		}
		if pc&7 != 0 && pc&7 <= 6 {
			p.Put(movegen.Square(sq%64), movegen.Piece(pc&15))
		}
		if ep >= -1 && ep < 64 {
			p.SetEnPassant(movegen.Square(ep))
		}
		for _, opts := range []Options{{}, {NoWhiteKing: true, NoBlackKing: true, CastlingGiven: true}} {
			for _, v := range Validate(p, opts) {
				if !known[v.Rule] || v.Message == "" {
					t.Fatalf("%s: bad violation %+v", p.FEN(), v)
				}
				for _, s := range v.Squares {
					if s < 0 || s > 63 {
						t.Fatalf("%s: %s names square %d", p.FEN(), v.Rule, s)
					}
				}
			}
		}
	})
}
