package feature

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEveryKindHover: the hover on a stipulation of each goal and play type says what it
// means in English, German and French (a fragment naming the goal or the play in that
// language), and none says that cpls does not solve it.
func TestEveryKindHover(t *testing.T) {
	files := [3]string{
		"BeginProblem\nPieces White Ke1 Qa7 Black Kc1\nStipulation %s\nEndProblem\n",
		"AnfangProblem\nSteine Weiss Ke1 Da7 Schwarz Kc1\nForderung %s\nEndeProblem\n",
		"DebutProbleme\nPieces Blanc Re1 Da7 Noir Rc1\nEnonce %s\nFinProbleme\n",
	}
	for _, tc := range []struct {
		stip string
		want [3]string // en, de, fr
	}{
		{"x2", [3]string{"forces a capture in 2 moves", "erzwingt einen Schlag in 2 Zügen", "forcent une prise en 2 coups"}},
		{"+2", [3]string{"forces check", "erzwingt Schach", "forcent l'échec"}},
		{"002", [3]string{"forces castling", "erzwingt eine Rochade", "forcent le roque"}},
		{"~1", [3]string{"forces any move", "einen beliebigen Zug", "un coup quelconque"}},
		{"ep1", [3]string{"an en passant capture", "En-passant-Schlag", "prise en passant"}},
		{"zd52", [3]string{"a move to d5", "einen Zug nach d5", "un coup vers d5"}},
		{"kd42", [3]string{"a king on d4", "einen König auf d4", "un roi en d4"}},
		{"##2", [3]string{"double mate", "Doppelmatt", "mat double"}},
		{"##!2", [3]string{"counter-mate", "Gegenmatt", "contre-mat"}},
		{"!#2", [3]string{"auto-mate", "Selbstmatt", "l'automat"}},
		{"!=2", [3]string{"auto-stalemate", "Selbstpatt", "l'autopat"}},
		{"%2", [3]string{"the win of a piece", "Steingewinn", "gain d'une pièce"}},
		{"ct3", [3]string{"a circuit", "einen Rundlauf", "un circuit"}},
		{"<>3", [3]string{"an exchange of two pieces' squares", "Platztausch", "échange de cases"}},
		{"c812", [3]string{"chess81's goal", "Ziel von Chess81", "but de chess81"}},
		{"#2", [3]string{"forces mate in 2", "erzwingt Matt in 2", "forcent le mat en 2"}},
		{"=2", [3]string{"forces stalemate", "erzwingt Patt", "forcent le pat"}},
		{"==2", [3]string{"double stalemate", "Doppelpatt", "pat double"}},
		{"#=2", [3]string{"mate or stalemate", "Matt oder Patt", "le mat ou le pat"}},
		{"hs#2", [3]string{"Help-selfplay in 2 moves", "Hilfs-Selbstspiel in 2 Zügen", "Jeu aidé inverse en 2 coups"}},
		{"hr#2", [3]string{"Help-reflexplay in 2 moves: both sides cooperate", "Hilfs-Reflexspiel in 2 Zügen: beide Seiten", "Jeu aidé réflexe en 2 coups : les deux camps"}},
		{"semi-r#2", [3]string{"Semi-reflexplay", "Semi-Reflexspiel", "semi-réflexe"}},
		{"reci-h#2", [3]string{"Reciprocal (reci-h)", "Reziprok (reci-h)", "Réciproque (reci-h)"}},
		{"reci-h(=)#2", [3]string{"able to give stalemate in one move", "mit einem Zug Patt erzielen können", "pouvoir donner le pat en un coup"}},
		{"pser-#2", [3]string{"Parry series", "Paraden-Serienzüger", "Série avec parades"}},
		{"phser-s#2", [3]string{"The parries are help moves", "Die Paraden sind Hilfszüge", "Les parades sont des coups aidés"}},
		{"2->ser-h#2", [3]string{"First 2 introductory move(s) by White", "Zuerst 2 Einleitungszug/-züge von Weiß", "D'abord 2 coup(s) d'introduction des Blancs"}},
		{"exact-h#2", [3]string{"Exact: a solution shorter", "Exakt: eine Lösung", "Exact : une solution plus courte"}},
		{"ser-reci-h#2", [3]string{"Series helpplay", "Serien-Hilfsspiel", "Série aidée"}},
		{"ser-s#2", [3]string{"Series selfplay", "Serien-Selbstspiel", "Série inverse"}},
		{"ser-hs#2", [3]string{"Series help-selfplay: Black plays 2 moves in a row", "Serien-Hilfs-Selbstspiel: Schwarz macht 2 Züge", "Série aidée inverse : les Noirs jouent 2 coups"}},
		{"ser-r#2", [3]string{"Series reflexplay: White plays 2 moves in a row", "Serien-Reflexspiel: Weiß macht 2 Züge", "Série réflexe : les Blancs jouent 2 coups"}},
		{"pser-h#2", [3]string{"Parry series helpplay", "Paraden-Serien-Hilfsspiel", "Série aidée avec parades"}},
	} {
		for i, file := range files {
			t.Run(fmt.Sprintf("%s/%d", tc.stip, i), func(t *testing.T) {
				text := fmt.Sprintf(file, tc.stip)
				h := Analyse(text).Hover(strings.Index(text, tc.stip), nil)
				require.NotNil(t, h)
				require.Len(t, h.Lines, 1)
				assert.Contains(t, h.Lines[0], tc.want[i])
				for _, no := range []string{"cpls does not solve", "löst cpls nicht", "ne résout pas"} {
					assert.NotContains(t, h.Lines[0], no)
				}
			})
		}
	}
}
