package movegen

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// The corpus test reads the diagram of every orthodox problem of the shared corpus with a
// small extractor of its own (movegen cannot import the parser), validates it with the side
// that moves first, and compares the problems flagged with testdata/validate/corpus.txt,
// where each flagged problem is listed with the reason it is deliberately illegal.

const vldCorpusPath = "../../shared/corpus/popeye-orthodox.jsonl"

type vldCorpusRecord struct {
	ID          string   `json:"id"`
	Language    string   `json:"language"`
	Stipulation string   `json:"stipulation"`
	Options     []string `json:"options"`
	Input       string   `json:"input"`
	Expected    string   `json:"expected_output"`
}

// vldCorpusProblem is a corpus diagram made ready for Validate: one position per side that
// starts (two for Duplex).
type vldCorpusProblem struct {
	id        string
	counts    string // Popeye's piece counts from the expected output, "3 + 2"
	positions []*Position
	opts      ValidateOptions
}

var vldCountsLine = regexp.MustCompile(`(?m)^  \S.*?\s(\d+ \+ \d+)\s*$`)

var vldPieceSpec = regexp.MustCompile(`^([a-z])((?:[a-h][1-8])+)$`)

// vldPieceLetters maps Popeye's piece letters to types: English K Q R B S P, German K D T L S B.
var vldPieceLetters = map[string]map[byte]PieceType{
	"en": {'k': King, 'q': Queen, 'r': Rook, 'b': Bishop, 's': Knight, 'p': Pawn},
	"de": {'k': King, 'd': Queen, 't': Rook, 'l': Bishop, 's': Knight, 'b': Pawn},
}

// vldColourWord returns the colour a token abbreviates (white/weiss, black/schwarz).
func vldColourWord(tok string) (Color, bool) {
	for _, w := range []struct {
		word string
		c    Color
	}{{"white", White}, {"weiss", White}, {"black", Black}, {"schwarz", Black}} {
		if len(tok) >= 2 && strings.HasPrefix(w.word, tok) {
			return w.c, true
		}
	}
	return White, false
}

func vldPiecesKeyword(tok string) bool {
	return len(tok) >= 3 && (strings.HasPrefix("pieces", tok) || strings.HasPrefix("steine", tok))
}

// vldExtract reads the Pieces/Steine commands of a Popeye input (orthodox pieces only) and
// the options that matter to validation, and builds the positions.
func vldExtract(r vldCorpusRecord) (vldCorpusProblem, error) {
	pr := vldCorpusProblem{id: r.ID}
	if m := vldCountsLine.FindStringSubmatch(r.Expected); m != nil {
		pr.counts = m[1]
	}
	letters := vldPieceLetters[r.Language]
	board := NewEmpty()
	in, colour, haveColour := false, White, false
	for _, line := range strings.Split(r.Input, "\n") {
		toks := strings.Fields(strings.ToLower(line))
		if len(toks) == 0 {
			continue
		}
		start := 0
		if vldPiecesKeyword(toks[0]) {
			in, start = true, 1
		} else if _, isColour := vldColourWord(toks[0]); !isColour && !vldPieceSpec.MatchString(toks[0]) {
			in = false
		}
		if !in {
			continue
		}
		for _, tok := range toks[start:] {
			if c, ok := vldColourWord(tok); ok {
				colour, haveColour = c, true
				continue
			}
			m := vldPieceSpec.FindStringSubmatch(tok)
			if m == nil || !haveColour {
				return pr, fmt.Errorf("%s: cannot read %q in %q", r.ID, tok, line)
			}
			pt, ok := letters[m[1][0]]
			if !ok {
				return pr, fmt.Errorf("%s: unknown piece %q", r.ID, tok)
			}
			for i := 0; i < len(m[2]); i += 2 {
				s, _ := ParseSquare(m[2][i : i+2])
				board.Put(s, MakePiece(colour, pt))
			}
		}
	}

	stip := strings.ToLower(r.Stipulation)
	side := White
	if (strings.HasPrefix(stip, "h") && !strings.HasSuffix(stip, ".5")) || strings.HasPrefix(stip, "ser-h") {
		side = Black
	}
	duplex := false
	var noCastling []Square
	ep := NoSquare
	for _, o := range r.Options {
		f := strings.Fields(o)
		switch f[0] {
		case "whitetoplay":
			side = White
		case "postkeyplay", "halfduplex":
			side = side.Other()
		case "duplex":
			duplex = true
		case "nowk":
			pr.opts.NoWhiteKing = true
		case "nobk":
			pr.opts.NoBlackKing = true
		case "nocastling":
			for _, a := range f[1:] {
				for i := 0; i+2 <= len(a); i += 2 {
					if s, ok := ParseSquare(a[i : i+2]); ok {
						noCastling = append(noCastling, s)
					}
				}
			}
		case "enpassant": // departure, skipped and arrival squares, e.g. "b2b3b4"
			if len(f) > 1 && len(f[1]) >= 4 {
				ep, _ = ParseSquare(f[1][2:4])
			}
		}
	}
	board.SetCastling(vldPopeyeCastling(board, noCastling))
	if ep != NoSquare {
		board.SetEnPassant(ep)
		side = White
		if ep.Rank() == 2 {
			side = Black
		}
	}
	board.SetSideToMove(side)
	pr.positions = append(pr.positions, board)
	if duplex {
		other, err := ParseFEN(board.FEN())
		if err != nil {
			return pr, err
		}
		other.SetSideToMove(side.Other())
		other.SetEnPassant(NoSquare) // the last move it names is not the last move when the other side starts
		pr.positions = append(pr.positions, other)
	}
	return pr, nil
}

// vldPopeyeCastling returns the rights Popeye assumes: king and rook on their home squares,
// minus the pieces named by Option NoCastling.
func vldPopeyeCastling(p *Position, no []Square) uint8 {
	excluded := func(s Square) bool {
		for _, x := range no {
			if x == s {
				return true
			}
		}
		return false
	}
	var r uint8
	for _, h := range []struct {
		right      uint8
		c          Color
		king, rook Square
	}{
		{WhiteKingside, White, E1, H1}, {WhiteQueenside, White, E1, A1},
		{BlackKingside, Black, E8, H8}, {BlackQueenside, Black, E8, A8},
	} {
		if p.PieceAt(h.king) == MakePiece(h.c, King) && p.PieceAt(h.rook) == MakePiece(h.c, Rook) &&
			!excluded(h.king) && !excluded(h.rook) {
			r |= h.right
		}
	}
	return r
}

func vldReadCorpus(t testing.TB) []vldCorpusProblem {
	t.Helper()
	f, err := os.Open(vldCorpusPath)
	if os.IsNotExist(err) {
		t.Skipf("corpus %s not present", vldCorpusPath)
	}
	require.NoError(t, err)
	defer f.Close()
	var out []vldCorpusProblem
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		var r vldCorpusRecord
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		pr, err := vldExtract(r)
		require.NoError(t, err)
		out = append(out, pr)
	}
	require.NoError(t, sc.Err())
	return out
}

// vldFlagged returns "rule rule …" for the violations of a corpus problem (all its
// positions), "" when it has none.
func vldFlagged(pr vldCorpusProblem) (string, []string) {
	var rules, msgs []string
	for _, p := range pr.positions {
		for _, v := range Validate(p, pr.opts) {
			rules = append(rules, v.Rule)
			msgs = append(msgs, fmt.Sprintf("%s %s to move: %s: %s", v.Severity, vldSide(p.SideToMove()), v.Rule, v.Message))
		}
	}
	return strings.Join(rules, " "), msgs
}

func TestValidateCorpus(t *testing.T) {
	problems := vldReadCorpus(t)
	require.Len(t, problems, 383)
	want := map[string]string{} // id → rules
	f, err := os.Open(filepath.Join("testdata", "validate", "corpus.txt"))
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		// id | rules | why
		fields := strings.Split(line, "|")
		require.Len(t, fields, 3, line)
		want[strings.TrimSpace(fields[0])] = strings.TrimSpace(fields[1])
	}
	for _, pr := range problems {
		if pr.counts == "" {
			continue // NoBoard: Popeye prints no counts
		}
		var w, b int
		p := pr.positions[0]
		for s := Square(0); s < 64; s++ {
			if pc := p.PieceAt(s); pc != NoPiece {
				if pc.Color() == White {
					w++
				} else {
					b++
				}
			}
		}
		require.Equal(t, pr.counts, fmt.Sprintf("%d + %d", w, b), "%s: the extractor misread the pieces", pr.id)
	}
	got := map[string]string{}
	var report []string
	for _, pr := range problems {
		rules, msgs := vldFlagged(pr)
		if rules == "" {
			continue
		}
		got[pr.id] = rules
		report = append(report, pr.id+" "+pr.positions[0].FEN())
		for _, m := range msgs {
			report = append(report, "    "+m)
		}
	}
	t.Logf("%d of %d corpus problems flagged:\n%s", len(got), len(problems), strings.Join(report, "\n"))
	require.Equal(t, want, got, "flagged corpus problems differ from testdata/validate/corpus.txt")
}
