package legality

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The corpus test reads the diagram of every orthodox problem of the shared corpus with a
// small extractor of its own (movegen cannot import the parser), validates it with the side
// that moves first, and compares the problems flagged with testdata/corpus.txt,
// where each flagged problem is listed with the reason it is deliberately illegal.

const corpusPath = "../../shared/corpus/popeye-orthodox.jsonl"

type corpusRecord struct {
	ID          string   `json:"id"`
	Language    string   `json:"language"`
	Stipulation string   `json:"stipulation"`
	Options     []string `json:"options"`
	Input       string   `json:"input"`
	Expected    string   `json:"expected_output"`
}

// corpusProblem is a corpus diagram made ready for Validate: one position per side that
// starts (two for Duplex).
type corpusProblem struct {
	id        string
	counts    string // Popeye's piece counts from the expected output, "3 + 2"
	positions []*movegen.Position
	opts      Options
}

var countsLine = regexp.MustCompile(`(?m)^  \S.*?\s(\d+ \+ \d+)\s*$`)

var pieceSpec = regexp.MustCompile(`^([a-z])((?:[a-h][1-8])+)$`)

// pieceLetters maps Popeye's piece letters to types: English K Q R B S P, German K D T L S B.
var pieceLetters = map[string]map[byte]movegen.PieceType{
	"en": {'k': movegen.King, 'q': movegen.Queen, 'r': movegen.Rook, 'b': movegen.Bishop, 's': movegen.Knight, 'p': movegen.Pawn},
	"de": {'k': movegen.King, 'd': movegen.Queen, 't': movegen.Rook, 'l': movegen.Bishop, 's': movegen.Knight, 'b': movegen.Pawn},
}

// colourWord returns the colour a token abbreviates (white/weiss, black/schwarz).
func colourWord(tok string) (movegen.Color, bool) {
	for _, w := range []struct {
		word string
		c    movegen.Color
	}{{"white", movegen.White}, {"weiss", movegen.White}, {"black", movegen.Black}, {"schwarz", movegen.Black}} {
		if len(tok) >= 2 && strings.HasPrefix(w.word, tok) {
			return w.c, true
		}
	}
	return movegen.White, false
}

func piecesKeyword(tok string) bool {
	return len(tok) >= 3 && (strings.HasPrefix("pieces", tok) || strings.HasPrefix("steine", tok))
}

// extract reads the Pieces/Steine commands of a Popeye input (orthodox pieces only) and
// the options that matter to validation, and builds the positions.
func extract(r corpusRecord) (corpusProblem, error) {
	pr := corpusProblem{id: r.ID}
	if m := countsLine.FindStringSubmatch(r.Expected); m != nil {
		pr.counts = m[1]
	}
	letters := pieceLetters[r.Language]
	board := movegen.NewEmpty()
	in, colour, haveColour := false, movegen.White, false
	for _, line := range strings.Split(r.Input, "\n") {
		toks := strings.Fields(strings.ToLower(line))
		if len(toks) == 0 {
			continue
		}
		start := 0
		if piecesKeyword(toks[0]) {
			in, start = true, 1
		} else if _, isColour := colourWord(toks[0]); !isColour && !pieceSpec.MatchString(toks[0]) {
			in = false
		}
		if !in {
			continue
		}
		for _, tok := range toks[start:] {
			if c, ok := colourWord(tok); ok {
				colour, haveColour = c, true
				continue
			}
			m := pieceSpec.FindStringSubmatch(tok)
			if m == nil || !haveColour {
				return pr, fmt.Errorf("%s: cannot read %q in %q", r.ID, tok, line)
			}
			pt, ok := letters[m[1][0]]
			if !ok {
				return pr, fmt.Errorf("%s: unknown piece %q", r.ID, tok)
			}
			for i := 0; i < len(m[2]); i += 2 {
				s, _ := movegen.ParseSquare(m[2][i : i+2])
				board.Put(s, movegen.MakePiece(colour, pt))
			}
		}
	}

	stip := strings.ToLower(r.Stipulation)
	side := movegen.White
	if (strings.HasPrefix(stip, "h") && !strings.HasSuffix(stip, ".5")) || strings.HasPrefix(stip, "ser-h") {
		side = movegen.Black
	}
	duplex := false
	var noCastling []movegen.Square
	ep := movegen.NoSquare
	for _, o := range r.Options {
		f := strings.Fields(o)
		switch f[0] {
		case "whitetoplay":
			side = movegen.White
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
					if s, ok := movegen.ParseSquare(a[i : i+2]); ok {
						noCastling = append(noCastling, s)
					}
				}
			}
		case "enpassant": // departure, skipped and arrival squares, e.g. "b2b3b4"
			if len(f) > 1 && len(f[1]) >= 4 {
				ep, _ = movegen.ParseSquare(f[1][2:4])
			}
		}
	}
	board.SetCastling(popeyeCastling(board, noCastling))
	if ep != movegen.NoSquare {
		board.SetEnPassant(ep)
		side = movegen.White
		if ep.Rank() == 2 {
			side = movegen.Black
		}
	}
	board.SetSideToMove(side)
	pr.positions = append(pr.positions, board)
	if duplex {
		other, err := movegen.ParseFEN(board.FEN())
		if err != nil {
			return pr, err
		}
		other.SetSideToMove(side.Other())
		other.SetEnPassant(movegen.NoSquare) // the last move it names is not the last move when the other side starts
		pr.positions = append(pr.positions, other)
	}
	return pr, nil
}

// popeyeCastling returns the rights Popeye assumes: king and rook on their home squares,
// minus the pieces named by Option NoCastling.
func popeyeCastling(p *movegen.Position, no []movegen.Square) uint8 {
	excluded := func(s movegen.Square) bool {
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
		c          movegen.Color
		king, rook movegen.Square
	}{
		{movegen.WhiteKingside, movegen.White, movegen.E1, movegen.H1}, {movegen.WhiteQueenside, movegen.White, movegen.E1, movegen.A1},
		{movegen.BlackKingside, movegen.Black, movegen.E8, movegen.H8}, {movegen.BlackQueenside, movegen.Black, movegen.E8, movegen.A8},
	} {
		if p.PieceAt(h.king) == movegen.MakePiece(h.c, movegen.King) && p.PieceAt(h.rook) == movegen.MakePiece(h.c, movegen.Rook) &&
			!excluded(h.king) && !excluded(h.rook) {
			r |= h.right
		}
	}
	return r
}

func readCorpus(t testing.TB) []corpusProblem {
	t.Helper()
	f, err := os.Open(corpusPath)
	if os.IsNotExist(err) {
		t.Skipf("corpus %s not present", corpusPath)
	}
	require.NoError(t, err)
	defer f.Close()
	var out []corpusProblem
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<22)
	for sc.Scan() {
		var r corpusRecord
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r))
		pr, err := extract(r)
		require.NoError(t, err)
		out = append(out, pr)
	}
	require.NoError(t, sc.Err())
	return out
}

// corpusFlagged returns "rule rule …" for the violations of a corpus problem (all its
// positions), "" when it has none.
func corpusFlagged(pr corpusProblem) (string, []string) {
	var rules, msgs []string
	for _, p := range pr.positions {
		for _, v := range Validate(p, pr.opts) {
			rules = append(rules, v.Rule)
			msgs = append(msgs, fmt.Sprintf("%s %s to move: %s: %s", v.Severity, sideName(p.SideToMove()), v.Rule, v.Message))
		}
	}
	return strings.Join(rules, " "), msgs
}

func TestValidateCorpus(t *testing.T) {
	problems := readCorpus(t)
	require.Len(t, problems, 383)
	want := map[string]string{} // id → rules
	f, err := os.Open(filepath.Join("testdata", "corpus.txt"))
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
		for s := movegen.Square(0); s < 64; s++ {
			if pc := p.PieceAt(s); pc != movegen.NoPiece {
				if pc.Color() == movegen.White {
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
		rules, msgs := corpusFlagged(pr)
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
	require.Equal(t, want, got, "flagged corpus problems differ from testdata/corpus.txt")
}
