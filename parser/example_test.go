package parser_test

import (
	"fmt"

	"github.com/cpls-dev/cpls/parser"
)

func ExampleParse() {
	src := []byte(`BeginProblem
Author Sam Loyd
Pieces White Kb1 Qd4 Pa2b3 Black Ka8
Stipulation #2
Option Variations
Twin Move d4 d5
EndProblem
`)
	f := parser.Parse(src)
	p := f.Problems[0]
	fmt.Println(p.TextsOf(parser.CmdAuthor)[0].Display())
	for _, pc := range p.Pieces {
		fmt.Println(pc.Color, pc.Kind, pc.Square.Square, pc.Square.Range)
	}
	st := p.Stipulation
	fmt.Println(st.Play, st.Goal, st.Moves)
	fmt.Println(p.Options[0].Name, p.Twins[0].Ops[0].Kind, p.Twins[0].Ops[0].Squares[1].Square)
	fmt.Println(len(f.Diagnostics))
	// Output:
	// Sam Loyd
	// white king b1 {43 45}
	// white queen d4 {47 49}
	// white pawn a2 {51 53}
	// white pawn b3 {53 55}
	// black king a8 {63 65}
	// direct # 2
	// Variations Move d5
	// 0
}

func ExampleFormat() {
	out, diags := parser.Format([]byte("beginp\npie black ke8 white qd4 kb1\nstip #2\nend\n"))
	fmt.Print(out)
	fmt.Println(len(diags))
	// Output:
	// BeginProblem
	// Pieces White Kb1 Qd4
	//        Black Ke8
	// Stipulation #2
	// EndProblem
	// 0
}

func ExampleKeywordsOf() {
	k := parser.KeywordsOf(parser.German)
	fmt.Println(k.Commands[:5], k.Colours[:3], k.PieceLetters, k.Twinnings[:2])
	// Output:
	// [AnfangProblem Bemerkung SForderung Autor Quelle] [Weiss Schwarz Neutral] [K D T L S B] [Versetze Tausche]
}
