package problem

import (
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/solver"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// These tests build parsed problems by hand so that the loader and renderer are tested
// without the parser; corpus_test.go checks the whole chain against Popeye's output.

// piece returns a parsed piece, e.g. piece(parser.White, parser.Pawn, "a2").
func piece(c parser.Color, k parser.PieceKind, sq string) *parser.Piece {
	s, ok := movegen.ParseSquare(sq)
	if !ok {
		panic("bad square " + sq)
	}
	return &parser.Piece{Color: c, Kind: k, Square: parser.SquareToken{Square: parser.Square(s)}}
}

// findMove returns the legal move of pos written as UCI (e2e4, c2c1q).
func findMove(t *testing.T, pos Notation, uci string) movegen.Move {
	t.Helper()
	for _, m := range pos.LegalMoves(nil) {
		if m.UCI() == uci {
			return m
		}
	}
	t.Fatalf("no legal move %s", uci)
	return 0
}

// popeyeR2 is REGRESSIONS/4_47_to_4_49.inp#0 of the corpus, with Popeye's output.
const popeyeR2 = `
short play after key in reflex stipulations was missed

+---a---b---c---d---e---f---g---h---+
|                                   |
8   .   .   .   .   .   .   .   .   8
|                                   |
7   .   .   .   .   .   .   .   .   7
|                                   |
6   .   .   .   .   .   .   .   .   6
|                                   |
5   .   .   .   .   .   .   .   .   5
|                                   |
4   .   .   .   .   .   .   .   .   4
|                                   |
3   P   .   .   .   .   .   .   .   3
|                                   |
2   P   .  -P   .   .   .   .   .   2
|                                   |
1   K   .   .   .   .   .   .   .   1
|                                   |
+---a---b---c---d---e---f---g---h---+
  r#2                         3 + 1

   1.a3-a4 !
      1...c2-c1=Q #


solution finished.


`

func TestRenderReflexmate(t *testing.T) {
	src := "title short play after key in reflex stipulations was missed\n"
	p := &parser.Problem{
		Language: parser.English,
		Texts: []*parser.Text{{Kind: parser.CmdTitle,
			Value: parser.Token{Range: parser.Range{Start: 6, End: len(src) - 1}, Text: src[6 : len(src)-1]}}},
		Pieces: []*parser.Piece{
			piece(parser.White, parser.King, "a1"), piece(parser.White, parser.Pawn, "a2"),
			piece(parser.White, parser.Pawn, "a3"), piece(parser.Black, parser.Pawn, "c2"),
		},
		Stipulation: &parser.Stipulation{Valid: true, Play: parser.PlayReflex, Goal: parser.GoalMate, Moves: 2},
		Options:     []*parser.Option{{Name: "Variations"}, {Name: "NoBk"}},
	}
	pr := Load([]byte(src), p)
	require.Len(t, pr.Twins, 1)
	tw := pr.Twins[0]
	require.True(t, tw.Solvable(), tw.Unsupported)
	assert.Equal(t, "r#2", tw.StipText)
	assert.True(t, tw.Options.Variation)

	pos := tw.startGame(movegen.White)
	key := findMove(t, pos, "a3a4")
	pos.Make(key)
	mate := findMove(t, pos, "c2c1q")
	r := &solver.Result{
		Stipulation: tw.Stipulation, Options: tw.Options,
		Halves: []solver.Half{{Attacker: movegen.White, Start: movegen.White,
			Keys: []*solver.Attack{{Move: key, Mark: solver.Key,
				Defences: []*solver.Defence{{Move: mate, Goal: true}}}}}},
	}
	assert.Equal(t, popeyeR2, Render(pr, []*solver.Result{r}))
}

func TestCentre(t *testing.T) {
	assert.Equal(t, strings.Repeat(" ", 13)+"Bo Lindgren", centre("Bo Lindgren"))
	long := "issue 2843251: there is no threat because"
	assert.Equal(t, long, centre(long))
	// 35 bytes: one blank, as Popeye pads (37-35)/2.
	assert.Equal(t, " "+`Jozsef Szentgy"orgy & Laszlo Czako `, centre(`Jozsef Szentgy"orgy & Laszlo Czako `))
}

func TestTwinLabels(t *testing.T) {
	assert.Equal(t, "a", twinLabel(0))
	assert.Equal(t, "z", twinLabel(25))
	assert.Equal(t, "z1", twinLabel(26))
	assert.Equal(t, "z106", twinLabel(131))
}

func TestTwinHeadings(t *testing.T) {
	base := &Twin{}
	base.Pieces[movegen.F1] = fairy.FromOrthodox(movegen.MakePiece(movegen.White, movegen.Bishop))
	base.Pieces[movegen.E7] = fairy.FromOrthodox(movegen.MakePiece(movegen.White, movegen.Pawn))
	base.Pieces[movegen.H4] = fairy.FromOrthodox(movegen.MakePiece(movegen.Black, movegen.King))
	sq := func(s string) parser.SquareToken {
		x, _ := movegen.ParseSquare(s)
		return parser.SquareToken{Square: parser.Square(x)}
	}
	cases := []struct {
		name string
		lang parser.Language
		ops  []*parser.TwinOp
		want string
	}{
		{"add on empty square", parser.English, []*parser.TwinOp{{Kind: parser.TwinAdd,
			Pieces: []*parser.Piece{piece(parser.White, parser.Knight, "a7"), piece(parser.Black, parser.Bishop, "a5")}}},
			"+wSa7  +bBa5  "},
		{"add replaces a piece", parser.German, []*parser.TwinOp{{Kind: parser.TwinAdd,
			Pieces: []*parser.Piece{piece(parser.White, parser.Rook, "f1")}}}, "wTf1  "},
		{"remove then add elsewhere", parser.German, []*parser.TwinOp{
			{Kind: parser.TwinRemove, Squares: []parser.SquareToken{sq("e7")}},
			{Kind: parser.TwinAdd, Pieces: []*parser.Piece{piece(parser.White, parser.Knight, "e8")}}},
			"-wBe7  +wSe8  "},
		{"move", parser.German, []*parser.TwinOp{{Kind: parser.TwinMove, Squares: []parser.SquareToken{sq("h4"), sq("e1")}}},
			"sKh4-->e1  "},
		{"exchange", parser.German, []*parser.TwinOp{{Kind: parser.TwinExchange, Squares: []parser.SquareToken{sq("h4"), sq("f1")}}},
			"sKh4<-->wLf1  "},
		{"polish and mirror", parser.German, []*parser.TwinOp{{Kind: parser.TwinPolishType}, {Kind: parser.TwinMirror, Axis: parser.MirrorA1A8}},
			"Farbwechsel  Spiegelung a1<-->a8  "},
		{"rotate", parser.German, []*parser.TwinOp{{Kind: parser.TwinRotate, Degrees: 180}}, "Drehung 180  "},
		{"shift", parser.German, []*parser.TwinOp{{Kind: parser.TwinShift, Squares: []parser.SquareToken{sq("a1"), sq("a2")}}},
			"Verschiebung a1 ==> a2  "},
		{"substitute", parser.German, []*parser.TwinOp{{Kind: parser.TwinSubstitute, FromKind: parser.Bishop, ToKind: parser.Knight}},
			"L ==> S  "},
		{"stipulation", parser.English, []*parser.TwinOp{{Kind: parser.TwinStipulation,
			Stipulation: &parser.Stipulation{Valid: true, Play: parser.PlayHelp, Goal: parser.GoalStalemate, Moves: 2}}}, "h=2  "},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			tw, issues := applyTwin(c.lang, base, &parser.Twin{Ops: c.ops}, solver.Options{}, &hunterTable{})
			assert.Empty(t, issues)
			assert.Equal(t, c.want, tw.Heading)
		})
	}
}

func TestTwinBoards(t *testing.T) {
	base := &Twin{}
	base.Pieces[movegen.A1] = fairy.FromOrthodox(movegen.MakePiece(movegen.White, movegen.King))
	base.Pieces[movegen.B2] = fairy.FromOrthodox(movegen.MakePiece(movegen.Black, movegen.Pawn))
	check := func(ops []*parser.TwinOp, want map[movegen.Square]movegen.Piece) {
		t.Helper()
		tw, _ := applyTwin(parser.English, base, &parser.Twin{Ops: ops}, solver.Options{}, &hunterTable{})
		var b Board
		for s, pc := range want {
			b[s] = pc
		}
		assert.Equal(t, b, tw.Board)
	}
	wk := movegen.MakePiece(movegen.White, movegen.King)
	bp := movegen.MakePiece(movegen.Black, movegen.Pawn)
	// Popeye's rot90 takes a1 to h1 and b2 to g2.
	check([]*parser.TwinOp{{Kind: parser.TwinRotate, Degrees: 90}}, map[movegen.Square]movegen.Piece{movegen.H1: wk, movegen.G2: bp})
	check([]*parser.TwinOp{{Kind: parser.TwinRotate, Degrees: 270}}, map[movegen.Square]movegen.Piece{movegen.A8: wk, movegen.B7: bp})
	check([]*parser.TwinOp{{Kind: parser.TwinMirror, Axis: parser.MirrorA1H8}}, map[movegen.Square]movegen.Piece{movegen.H8: wk, movegen.G7: bp})
	check([]*parser.TwinOp{{Kind: parser.TwinPolishType}}, map[movegen.Square]movegen.Piece{
		movegen.A1: movegen.MakePiece(movegen.Black, movegen.King), movegen.B2: movegen.MakePiece(movegen.White, movegen.Pawn)})
}

func TestMovePrefix(t *testing.T) {
	assert.Equal(t, "   1.", prefix(1))
	assert.Equal(t, "      1...", prefix(2))
	assert.Equal(t, "          2.", prefix(3))
	// Popeye right-aligns two-digit numbers (BEISPIEL/ep.inp#1, #10).
	assert.Equal(t, strings.Repeat(" ", 66)+"9.", prefix(17))
	assert.Equal(t, strings.Repeat(" ", 73)+"10.", prefix(19))
	assert.Equal(t, strings.Repeat(" ", 77)+"10...", prefix(20))
}

// TestRenderUnsolved: "solution finished." is Popeye's word for a finished solution, so
// a problem cpls does not solve, or solves only in part, ends without it.
func TestRenderUnsolved(t *testing.T) {
	// PatienceChess is a condition the engine does not play.
	fairy := []byte("BeginProblem\nCondition PatienceChess\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nEndProblem\n")
	pr := Load(fairy, parser.Parse(fairy).Problems[0])
	text := Render(pr, Results(pr.Solve(t.Context(), 0)))
	assert.True(t, strings.HasSuffix(text, "  #2                          2 + 1\n            PatienceChess\ncpls does not solve problems with the condition PatienceChess\n\n\n"), text)
	assert.NotContains(t, text, "solution finished.")

	// Twin b) has such a condition: a) is solved, b) is not, so the problem is not finished.
	twins := []byte("BeginProblem\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nTwin Condition PatienceChess\nEndProblem\n")
	pr = Load(twins, parser.Parse(twins).Problems[0])
	text = Render(pr, Results(pr.Solve(t.Context(), 0)))
	assert.Contains(t, text, "\nb) PatienceChess  \ncpls does not solve problems with the condition PatienceChess\n")
	assert.NotContains(t, text, "solution finished.")

	// No result for a solvable twin (the caller did not solve it): not finished either.
	sound := []byte("BeginProblem\nPieces White Kb1 Qd4 Black Ka8\nStipulation #2\nEndProblem\n")
	pr = Load(sound, parser.Parse(sound).Problems[0])
	assert.NotContains(t, Render(pr, nil), "solution finished.")
	assert.True(t, strings.HasSuffix(Render(pr, Results(pr.Solve(t.Context(), 0))), "\nsolution finished.\n\n\n"))
}
