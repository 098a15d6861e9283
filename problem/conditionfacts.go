package problem

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/fairy"
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/parser"
)

// What the conditions do on a square, for hovers, asked of the fairy engine's rules
// (fairy.RebirthSquare, Game.Paralysed) in the position cpls plays.

// ConditionPlayed reports whether cpls plays the parsed condition c of a problem in
// lang (as the loader decides, which reports it unsupported otherwise); when it does
// not, variant is the variant word or argument it does not play, "" when it plays no
// form of the condition.
func ConditionPlayed(lang parser.Language, c *parser.Condition) (ok bool, variant string) {
	spec := conditionSpec(lang, c, nil)
	if c.Name == "Maximummer" && len(spec.Variants) == 0 {
		spec.Variants = []string{"Black"} // the side the stipulation restricts in most plays
	}
	_, err := fairy.NewCondition(spec)
	if err == nil {
		return true, ""
	}
	var u *fairy.UnplayedError
	if errors.As(err, &u) {
		return false, u.Variant
	}
	return false, ""
}

// ConditionName returns the name of the condition named english in lang, as the
// parser's keyword tables spell it ("Circe" → "Circe", "NoCapture" → "Ohneschlag").
func ConditionName(lang parser.Language, english string) string {
	en, local := parser.KeywordsOf(parser.English).Conditions, parser.KeywordsOf(lang).Conditions
	if i := slices.Index(en, english); i >= 0 && i < len(local) {
		return local[i]
	}
	return english
}

// conditionFactWords are the frames of ConditionFacts per language: the condition's
// name first, then the square or the pieces.
type conditionFactWords struct {
	// rebirth: for a piece on the square, by the condition's English name; a
	// condition without one tells where the enemy pieces capturing it go instead.
	rebirth map[string]string
	// rebirthAll: for an empty square, by the condition's English name; %[2]s is the
	// colour, %[3]s the pieces with their squares.
	rebirthAll map[string]string
	// choice: for a piece on the square, by the kind of rebirth the capture chooses
	// (fairy.RebirthChoice).
	choice                map[string]string
	occupied              string // %s: the square
	paralysed, notParalys string
	colours               [2]string
	// alice: the board a piece stands on and the one it crosses to (AliceChess).
	alice string
}

var conditionFacts = sync.OnceValue(func() map[parser.Language]*conditionFactWords {
	return map[parser.Language]*conditionFactWords{
		parser.English: {
			rebirth: map[string]string{
				"Circe":     "%s: captured here, it is reborn on %s",
				"MarsCirce": "%s: it captures from %s",
			},
			rebirthAll: map[string]string{
				"Circe":     "%s: a %s piece captured here is reborn on: %s.",
				"AntiCirce": "%s: a %s piece capturing here is reborn on: %s.",
				"MarsCirce": "%s: a %s piece standing here captures from: %s.",
			},
			choice: map[string]string{
				"Super":     "%s: captured here, it is reborn on any empty square its capturer chooses, or not at all",
				"AntiSuper": "%s: capturing here, it is reborn on any empty square it chooses, or stays here",
				"AntiCage":  "%s: capturing here, it is reborn on a square it chooses (an empty one, or here) where it has no move that captures nothing",
				"Cage":      "%s: captured here, it is reborn on a square its capturer chooses where it has no move that captures nothing (a cage), or not at all when there is none",
				"Take&Make": "%s: captured here, it is reborn on a square it reaches by a move from here, which its capturer chooses",
			},
			occupied:   " (%s is occupied now)",
			paralysed:  "%s: paralysed now (observed by an enemy piece of its kind): it neither moves, captures nor gives check.",
			notParalys: "%s: not paralysed now.",
			colours:    [2]string{"white", "black"},
			alice:      "%s: it stands on board %s, moves there as if board %s were empty and then crosses to the same square of board %[3]s, which must be empty there; it gives check only to a king of board %[2]s.",
		},
		parser.German: {
			rebirth: map[string]string{
				"Circe":     "%s: hier geschlagen, ersteht der Stein auf %s wieder",
				"MarsCirce": "%s: der Stein schlägt von %s aus",
			},
			rebirthAll: map[string]string{
				"Circe":     "%s: ein hier geschlagener %s Stein ersteht wieder auf: %s.",
				"AntiCirce": "%s: ein hier schlagender %s Stein ersteht wieder auf: %s.",
				"MarsCirce": "%s: ein hier stehender %s Stein schlägt von: %s.",
			},
			choice: map[string]string{
				"Super":     "%s: hier geschlagen, ersteht der Stein auf einem leeren Feld nach Wahl des Schlagenden wieder, oder gar nicht",
				"AntiSuper": "%s: schlägt der Stein hier, ersteht er auf einem leeren Feld seiner Wahl wieder oder bleibt hier",
				"AntiCage":  "%s: schlägt der Stein hier, ersteht er auf einem Feld seiner Wahl (einem leeren oder hier) wieder, auf dem er keinen nichtschlagenden Zug hat",
				"Cage":      "%s: hier geschlagen, ersteht der Stein nach Wahl des Schlagenden auf einem Feld wieder, auf dem er keinen nichtschlagenden Zug hat (ein Käfig), oder gar nicht, wenn es keines gibt",
				"Take&Make": "%s: hier geschlagen, ersteht der Stein auf einem Feld wieder, das er mit einem Zug von hier erreicht, nach Wahl des Schlagenden",
			},
			occupied:   " (%s ist jetzt besetzt)",
			paralysed:  "%s: jetzt gelähmt (von einem gegnerischen Stein seiner Art beobachtet): der Stein zieht nicht, schlägt nicht und bietet kein Schach.",
			notParalys: "%s: jetzt nicht gelähmt.",
			colours:    [2]string{"weißer", "schwarzer"},
			alice:      "%s: der Stein steht auf Brett %s, zieht dort, als wäre Brett %s leer, und wechselt dann auf dasselbe Feld von Brett %[3]s, das dort leer sein muss; Schach bietet er nur einem König auf Brett %[2]s.",
		},
		parser.French: {
			rebirth: map[string]string{
				"Circe":     "%s : prise ici, la pièce renaît en %s",
				"MarsCirce": "%s : la pièce prend depuis %s",
			},
			rebirthAll: map[string]string{
				"Circe":     "%s : une pièce %s prise ici renaît en : %s.",
				"AntiCirce": "%s : une pièce %s qui prend ici renaît en : %s.",
				"MarsCirce": "%s : une pièce %s placée ici prend depuis : %s.",
			},
			choice: map[string]string{
				"Super":     "%s : prise ici, la pièce renaît sur une case vide au choix de la pièce preneuse, ou pas du tout",
				"AntiSuper": "%s : si elle prend ici, la pièce renaît sur une case vide de son choix, ou reste ici",
				"AntiCage":  "%s : si elle prend ici, la pièce renaît sur une case de son choix (vide, ou ici) où elle n'a aucun coup sans prise",
				"Cage":      "%s : prise ici, la pièce renaît, au choix de la pièce preneuse, sur une case où elle n'a aucun coup sans prise (une cage), ou pas du tout s'il n'y en a pas",
				"Take&Make": "%s : prise ici, la pièce renaît sur une case qu'elle atteint par un coup depuis ici, au choix de la pièce preneuse",
			},
			occupied:   " (%s est occupée)",
			paralysed:  "%s : paralysée (observée par une pièce adverse de même nature) : elle ne joue, ne prend ni ne fait échec.",
			notParalys: "%s : pas paralysée.",
			colours:    [2]string{"blanche", "noire"},
			alice:      "%s : la pièce est sur l'échiquier %s, y joue comme si l'échiquier %s était vide puis passe sur la même case de l'échiquier %[3]s, qui doit y être vide ; elle ne fait échec qu'à un roi de l'échiquier %[2]s.",
		},
	}
})

// paralysing are the conditions whose hover says whether a piece is paralysed.
var paralysing = map[string]bool{"Madrasi": true, "EiffelChess": true}

// ConditionFacts says what the conditions of twin t (the diagram when nil) do on s, in
// the problem's language, when cpls plays the twin with them: for the piece on s, where
// it is reborn (Circe: when captured there; AntiCirce: when it captures there;
// MarsCirce: where it captures from) and whether it is paralysed now (Madrasi); for an
// empty square, where each side's pieces of the board would be reborn from it. It
// returns nil without conditions or when cpls does not play them.
func (pr *Problem) ConditionFacts(t *Twin, s movegen.Square) []string {
	if t == nil && len(pr.Twins) > 0 && !pr.Zero {
		t = pr.Twins[0]
	}
	if t == nil || t.Fairy == nil || len(t.Fairy.Conditions) == 0 || s >= 64 {
		return nil
	}
	fw := conditionFacts()[pr.Language]
	if fw == nil {
		fw = conditionFacts()[parser.English]
	}
	p := t.Pieces[s]
	var out []string
	for _, cond := range t.Fairy.Conditions {
		english := cond.Spec().Name
		name := ConditionName(pr.Language, english)
		if english == "AliceChess" {
			if p != fairy.NoPiece {
				on, other := "A", "B"
				if p.Has(fairy.AliceB) {
					on, other = other, on
				}
				out = append(out, fmt.Sprintf(fw.alice, name, on, other))
			}
			continue
		}
		if p == fairy.NoPiece {
			out = append(out, pr.rebirthsFrom(fw, t, cond, s, fairy.WhiteSide|fairy.BlackSide)...)
			continue
		}
		if kind := fairy.RebirthChoice(cond); kind != "" {
			if f := fw.choice[kind]; f != "" {
				out = append(out, fmt.Sprintf(f, name)+".")
			}
			continue
		}
		if fw.rebirth[english] == "" {
			if p.Belongs(movegen.White) != p.Belongs(movegen.Black) {
				out = append(out, pr.rebirthsFrom(fw, t, cond, s, (fairy.WhiteSide|fairy.BlackSide)&^p.Side())...)
			}
			continue
		}
		for c := movegen.White; c <= movegen.Black; c++ {
			if !p.Belongs(c) || (p.Neutral() && c != movegen.White) {
				continue // a neutral piece is told for White
			}
			if r, ok := fairy.RebirthSquare(cond, p, c, s); ok && fw.rebirth[english] != "" {
				line := fmt.Sprintf(fw.rebirth[english], name, r)
				if r != s && t.Pieces[r] != fairy.NoPiece {
					line += fmt.Sprintf(fw.occupied, r)
				}
				out = append(out, line+".")
			}
		}
	}
	if p == fairy.NoPiece {
		return out
	}
	return append(out, pr.paralysisFacts(fw, t, s)...)
}

// paralysisFacts says whether the piece on s is paralysed now for its side (White's for
// a neutral piece), named by the paralysing condition: the game asks all conditions
// at once.
func (pr *Problem) paralysisFacts(fw *conditionFactWords, t *Twin, s movegen.Square) []string {
	name := ""
	for _, cond := range t.Fairy.Conditions {
		if paralysing[cond.Spec().Name] {
			name = ConditionName(pr.Language, cond.Spec().Name)
			break
		}
	}
	c := movegen.White
	if !t.Pieces[s].Belongs(c) {
		c = movegen.Black
	}
	g, ok := t.startGame(c).(*fairy.Game)
	switch {
	case ok && g.Paralysed(s, c):
		if name == "" {
			name = ConditionName(pr.Language, t.Fairy.Conditions[0].Spec().Name)
		}
		return []string{fmt.Sprintf(fw.paralysed, name)}
	case name != "":
		return []string{fmt.Sprintf(fw.notParalys, name)}
	}
	return nil
}

// rebirthsFrom lists, for each of sides, where the pieces of the walks it has on the
// board (royal pieces aside) go from the square s under cond.
func (pr *Problem) rebirthsFrom(fw *conditionFactWords, t *Twin, cond fairy.Condition, s movegen.Square, sides fairy.Side) []string {
	english := cond.Spec().Name
	frame := fw.rebirthAll[english]
	if frame == "" {
		return nil
	}
	words := wordsOf(MoveLanguage(pr.Language))
	var out []string
	for c := movegen.White; c <= movegen.Black; c++ {
		if sides&fairy.SideOf(c) == 0 {
			continue
		}
		var seen []fairy.Walk
		var list []string
		for _, p := range t.Pieces {
			if p == fairy.NoPiece || p.Neutral() || !p.Belongs(c) || p.IsRoyal() || slices.Contains(seen, p.Walk()) {
				continue
			}
			seen = append(seen, p.Walk())
			if r, ok := fairy.RebirthSquare(cond, fairy.MakePiece(p.Walk(), fairy.SideOf(c), 0), c, s); ok {
				list = append(list, words.WalkName(p.Walk())+r.String())
			}
		}
		if len(list) > 0 {
			slices.Sort(list)
			out = append(out, fmt.Sprintf(frame, ConditionName(pr.Language, english), fw.colours[c], strings.Join(list, ", ")))
		}
	}
	return out
}
