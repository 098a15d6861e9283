package feature

import (
	"fmt"
	"strings"
	"sync"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/solver"
)

// This file holds the composer-facing explanations that hovers show: what a
// stipulation and an option mean.

// stipulationTexts are the sentences that explain stipulations in one language. The
// formats take, by index: 1 the length ("2 moves", as after "in"), 2 the goal ("mate"),
// 3 the number of move pairs, 4 the ordinal of the last move ("2nd move"), 5 the length
// as the object of a verb ("2 moves").
type stipulationTexts struct {
	unreadable, structured string
	// structuredAs (%s: the traditional stipulation) and helpDirect (%[1]d half moves,
	// %[2]s the goal, %[3]s noCheck or "") explain the structured stipulations cpls
	// solves.
	structuredAs, helpDirect, noCheck string
	// postKey and quodlibet name the options a structured stipulation implies (%s: the
	// traditional stipulation).
	postKey, quodlibet                       string
	helpTwoMover                             string // %[1]d half moves, %[2]s the goal
	directSeries, direct                     string
	helpSeries, helpHalf, help               string
	selfSeries, self, reflex, semiReflex     string
	reflexSeries                             string
	helpSelf, helpReflex, proofGame, unknown string
	helpSelfSeries                           string
	parryDirect, parryHelp, parrySelf        string
	parryReflex, parryHelpNote               string
	intro, introBlack                        string // %d: the introductory moves (White's, Black's)
	reci                                     string // %s: the goal Black reaches itself
	exact, unsolved                          string
	moves, movesObject                       func(n int) string
	ordinal                                  func(n int) string
	goals                                    map[parser.Goal]string
	target, kiss, goalText, goal             string // target, kiss: %s the square; goalText: %s the goal as written
}

// stipulationTextsOf are the stipulation texts by language, made when first needed: the
// command line never reads them, and their maps would be built at every start.
var stipulationTextsOf = sync.OnceValue(func() *[3]stipulationTexts {
	return &[3]stipulationTexts{
		parser.English: {
			unreadable:     "A stipulation cpls could not read.",
			structured:     "A structured stipulation (SStipulation): cpls does not solve these.",
			directSeries:   "Series play: White plays %[5]s in a row, Black not replying, the last giving %[2]s; no earlier move may give check.",
			direct:         "Direct play: White plays first and forces %[2]s in %[1]s against any defence.",
			helpSeries:     "Series helpplay: Black plays %[5]s in a row, White not replying, then White gives %[2]s in one move.",
			helpHalf:       "Helpplay with a half move: White plays first, then both sides cooperate so that White gives %[2]s with the last of %[3]d½ move pairs.",
			help:           "Helpplay: Black plays first and both sides cooperate so that White gives %[2]s on White's %[4]s.",
			selfSeries:     "Series selfplay: White plays %[5]s in a row, then Black is forced to give %[2]s in one move.",
			self:           "Selfplay: White plays first and forces Black to give %[2]s in %[1]s, against Black's will.",
			reflex:         "Reflexplay in %[1]s: White forces Black to give %[2]s; either side that can give %[2]s in one move must do so.",
			semiReflex:     "Semi-reflexplay in %[1]s: White forces Black to give %[2]s; only Black must give it whenever it can.",
			helpSelf:       "Help-selfplay in %[1]s: both sides cooperate until White can force Black to give %[2]s in one move.",
			helpSelfSeries: "Series help-selfplay: Black plays %[5]s in a row, White not replying, then White makes a move after which Black is forced to give %[2]s in one move.",
			helpReflex:     "Help-reflexplay in %[1]s: both sides cooperate until White can force Black to give %[2]s in one move; either side that can give %[2]s in one move must do so.",
			reflexSeries:   "Series reflexplay: White plays %[5]s in a row, then Black is forced to give %[2]s in one move; Black must give %[2]s as soon as it can.",
			proofGame:      "A proof game: find the game that reaches the diagram.",
			unknown:        "A stipulation of Popeye's that cpls names but does not explain.",
			parryDirect:    "Parry series: White plays %[5]s in a row, the last giving %[2]s; Black moves only to parry a check, and White must succeed against every parry.",
			parryHelp:      "Parry series helpplay: Black plays %[5]s in a row, White moving only to parry a check, then White gives %[2]s in one move.",
			parrySelf:      "Parry series selfplay: White plays %[5]s in a row, Black moving only to parry a check, then Black is forced to give %[2]s in one move.",
			parryReflex:    "Parry series reflexplay: White plays %[5]s in a row, Black moving only to parry a check; Black must give %[2]s as soon as it can.",
			parryHelpNote:  " The parries are help moves: both sides cooperate.",
			intro:          "First %d introductory move(s) by White, then: ",
			introBlack:     "First %d introductory move(s) by Black, then: ",
			structuredAs:   "A structured stipulation (SStipulation), which says what %s says; cpls solves it so.",
			reci:           " Reciprocal (reci-h): at that point Black must also be able to give %s in one move.",
			postKey:        "%s with Option PostKeyPlay (the diagram is the position after the key: the defender moves first)",
			quodlibet:      "%s with Option Quodlibet (a direct goal counts too)",
			helpDirect:     "A structured stipulation (SStipulation), help-direct play: Black and White cooperate for up to %[1]d half moves, Black first, to a position where Black, to move%[3]s, cannot avoid White's %[2]s in one move.",
			noCheck:        " and not in check",
			helpTwoMover:   "A structured stipulation (SStipulation): Black and White cooperate for up to %[1]d half moves, Black first and last, then White forces %[2]s in two moves against any defence.",
			exact:          " Exact: a solution shorter than stipulated does not count.",
			unsolved:       " cpls does not solve this kind of stipulation.",
			moves:          englishMoves,
			movesObject:    englishMoves,
			ordinal:        englishOrdinal,
			goals: map[parser.Goal]string{
				parser.GoalMate: "mate", parser.GoalDoubleMate: "double mate", parser.GoalCounterMate: "counter-mate",
				parser.GoalMateOrStalemate: "mate or stalemate", parser.GoalStalemate: "stalemate",
				parser.GoalDoubleStalemate: "double stalemate (both sides stalemated)", parser.GoalAutoStalemate: "auto-stalemate",
				parser.GoalCheck: "check", parser.GoalCapture: "a capture", parser.GoalSteingewinn: "the win of a piece",
				parser.GoalEnPassant: "an en passant capture", parser.GoalCastling: "castling", parser.GoalAny: "any move",
				parser.GoalCircuit: "a circuit (a piece back on its square)", parser.GoalCircuitByRebirth: "a circuit (a piece back on its square)",
				parser.GoalExchange: "an exchange of two pieces' squares", parser.GoalExchangeByRebirth: "an exchange of two pieces' squares",
				parser.GoalChess81: "chess81's goal", parser.GoalAutoMate: "auto-mate",
				parser.GoalProofGame: "the target position", parser.GoalAToB: "the target position",
			},
			target:   "a move to %s",
			kiss:     "a king on %s",
			goalText: "the goal %s",
			goal:     "the goal",
		},
		parser.German: {
			unreadable:     "Eine Forderung, die cpls nicht lesen konnte.",
			structured:     "Eine strukturierte Forderung (SForderung): solche löst cpls nicht.",
			directSeries:   "Serienzüger: Weiß macht %[5]s hintereinander, ohne dass Schwarz zieht, und erzielt mit dem letzten %[2]s; kein früherer Zug darf Schach bieten.",
			direct:         "Direktes Spiel: Weiß zieht an und erzwingt %[2]s in %[1]s gegen jede Verteidigung.",
			helpSeries:     "Serien-Hilfsspiel: Schwarz macht %[5]s hintereinander, ohne dass Weiß zieht; dann erzielt Weiß mit einem Zug %[2]s.",
			helpHalf:       "Hilfsspiel mit halbem Zug: Weiß zieht an, dann spielen beide Seiten zusammen, so dass Weiß mit dem letzten von %[3]d½ Zugpaaren %[2]s erzielt.",
			help:           "Hilfsspiel: Schwarz zieht an und beide Seiten spielen zusammen, so dass Weiß mit seinem %[4]s %[2]s erzielt.",
			selfSeries:     "Serien-Selbstspiel: Weiß macht %[5]s hintereinander, dann muss Schwarz mit einem Zug %[2]s erzielen.",
			self:           "Selbstspiel: Weiß zieht an und zwingt Schwarz gegen dessen Willen, in %[1]s %[2]s zu erzielen.",
			reflex:         "Reflexspiel in %[1]s: Weiß zwingt Schwarz, %[2]s zu erzielen; jede Seite, die mit einem Zug %[2]s erzielen kann, muss es tun.",
			semiReflex:     "Semi-Reflexspiel in %[1]s: Weiß zwingt Schwarz, %[2]s zu erzielen; nur Schwarz muss es tun, sobald es kann.",
			helpSelf:       "Hilfs-Selbstspiel in %[1]s: beide Seiten spielen zusammen, bis Weiß Schwarz zwingen kann, mit einem Zug %[2]s zu erzielen.",
			helpSelfSeries: "Serien-Hilfs-Selbstspiel: Schwarz macht %[5]s hintereinander, ohne dass Weiß zieht; dann macht Weiß einen Zug, nach dem Schwarz mit einem Zug %[2]s erzielen muss.",
			helpReflex:     "Hilfs-Reflexspiel in %[1]s: beide Seiten spielen zusammen, bis Weiß Schwarz zwingen kann, mit einem Zug %[2]s zu erzielen; jede Seite, die mit einem Zug %[2]s erzielen kann, muss es tun.",
			reflexSeries:   "Serien-Reflexspiel: Weiß macht %[5]s hintereinander, dann muss Schwarz mit einem Zug %[2]s erzielen; Schwarz muss %[2]s erzielen, sobald es kann.",
			proofGame:      "Beweispartie: gesucht ist die Partie, die zum Diagramm führt.",
			unknown:        "Eine Forderung von Popeye, die cpls benennt, aber nicht erklärt.",
			parryDirect:    "Paraden-Serienzüger: Weiß macht %[5]s hintereinander und erzielt mit dem letzten %[2]s; Schwarz zieht nur, um ein Schach zu parieren, und Weiß muss gegen jede Parade zum Ziel kommen.",
			parryHelp:      "Paraden-Serien-Hilfsspiel: Schwarz macht %[5]s hintereinander, Weiß zieht nur, um ein Schach zu parieren; dann erzielt Weiß mit einem Zug %[2]s.",
			parrySelf:      "Paraden-Serien-Selbstspiel: Weiß macht %[5]s hintereinander, Schwarz zieht nur, um ein Schach zu parieren; dann muss Schwarz mit einem Zug %[2]s erzielen.",
			parryReflex:    "Paraden-Serien-Reflexspiel: Weiß macht %[5]s hintereinander, Schwarz zieht nur, um ein Schach zu parieren; Schwarz muss %[2]s erzielen, sobald es kann.",
			parryHelpNote:  " Die Paraden sind Hilfszüge: beide Seiten spielen zusammen.",
			intro:          "Zuerst %d Einleitungszug/-züge von Weiß, dann: ",
			introBlack:     "Zuerst %d Einleitungszug/-züge von Schwarz, dann: ",
			structuredAs:   "Eine strukturierte Forderung (SForderung), die dasselbe sagt wie %s; cpls löst sie so.",
			reci:           " Reziprok (reci-h): an dieser Stelle muss auch Schwarz mit einem Zug %s erzielen können.",
			postKey:        "%s mit Option NachSchluessel (das Diagramm ist die Stellung nach dem Schlüsselzug: der Verteidiger zieht zuerst)",
			quodlibet:      "%s mit Option Quodlibet (ein direktes Ziel zählt auch)",
			helpDirect:     "Eine strukturierte Forderung (SForderung), Hilfs-Direktspiel: Schwarz und Weiß spielen bis zu %[1]d Halbzüge zusammen, Schwarz beginnt, bis Schwarz am Zug%[3]s das %[2]s von Weiß im nächsten Zug nicht verhindern kann.",
			noCheck:        " und nicht im Schach",
			helpTwoMover:   "Eine strukturierte Forderung (SForderung): Schwarz und Weiß spielen bis zu %[1]d Halbzüge zusammen, Schwarz zuerst und zuletzt, dann erzwingt Weiß gegen jede Verteidigung %[2]s in zwei Zügen.",
			exact:          " Exakt: eine Lösung, die kürzer ist als gefordert, zählt nicht.",
			unsolved:       " Diese Art von Forderung löst cpls nicht.",
			moves: func(n int) string {
				if n == 1 {
					return "1 Zug"
				}
				return fmt.Sprintf("%d Zügen", n)
			},
			movesObject: func(n int) string {
				if n == 1 {
					return "1 Zug"
				}
				return fmt.Sprintf("%d Züge", n)
			},
			ordinal: func(n int) string { return fmt.Sprintf("%d. Zug", n) },
			goals: map[parser.Goal]string{
				parser.GoalMate: "Matt", parser.GoalDoubleMate: "Doppelmatt", parser.GoalCounterMate: "Gegenmatt",
				parser.GoalMateOrStalemate: "Matt oder Patt", parser.GoalStalemate: "Patt",
				parser.GoalDoubleStalemate: "Doppelpatt (beide Seiten patt)", parser.GoalAutoStalemate: "Selbstpatt",
				parser.GoalCheck: "Schach", parser.GoalCapture: "einen Schlag", parser.GoalSteingewinn: "Steingewinn",
				parser.GoalEnPassant: "einen En-passant-Schlag", parser.GoalCastling: "eine Rochade", parser.GoalAny: "einen beliebigen Zug",
				parser.GoalCircuit: "einen Rundlauf (ein Stein kehrt auf sein Feld zurück)", parser.GoalCircuitByRebirth: "einen Rundlauf (ein Stein kehrt auf sein Feld zurück)",
				parser.GoalExchange: "einen Platztausch zweier Steine", parser.GoalExchangeByRebirth: "einen Platztausch zweier Steine",
				parser.GoalChess81: "das Ziel von Chess81", parser.GoalAutoMate: "Selbstmatt",
				parser.GoalProofGame: "die Zielstellung", parser.GoalAToB: "die Zielstellung",
			},
			target:   "einen Zug nach %s",
			kiss:     "einen König auf %s",
			goalText: "das Ziel %s",
			goal:     "das Ziel",
		},
		parser.French: {
			unreadable:     "Un énoncé que cpls n'a pas pu lire.",
			structured:     "Un énoncé structuré (SEnonce) : cpls ne résout pas ceux-ci.",
			directSeries:   "Série directe : les Blancs jouent %[5]s de suite, sans réponse des Noirs, le dernier donnant %[2]s ; aucun coup précédent ne doit donner échec.",
			direct:         "Jeu direct : les Blancs commencent et forcent %[2]s en %[1]s contre toute défense.",
			helpSeries:     "Série aidée : les Noirs jouent %[5]s de suite, sans réponse des Blancs, puis les Blancs donnent %[2]s en un coup.",
			helpHalf:       "Jeu aidé avec un demi-coup : les Blancs commencent, puis les deux camps coopèrent pour que les Blancs donnent %[2]s au dernier de %[3]d½ paires de coups.",
			help:           "Jeu aidé : les Noirs commencent et les deux camps coopèrent pour que les Blancs donnent %[2]s à leur %[4]s.",
			selfSeries:     "Série inverse : les Blancs jouent %[5]s de suite, puis les Noirs sont forcés de donner %[2]s en un coup.",
			self:           "Jeu inverse : les Blancs commencent et forcent les Noirs, contre leur gré, à donner %[2]s en %[1]s.",
			reflex:         "Jeu réflexe en %[1]s : les Blancs forcent les Noirs à donner %[2]s ; chaque camp qui peut donner %[2]s en un coup doit le faire.",
			semiReflex:     "Jeu semi-réflexe en %[1]s : les Blancs forcent les Noirs à donner %[2]s ; seuls les Noirs doivent le faire dès qu'ils le peuvent.",
			helpSelf:       "Jeu aidé inverse en %[1]s : les deux camps coopèrent jusqu'à ce que les Blancs puissent forcer les Noirs à donner %[2]s en un coup.",
			helpSelfSeries: "Série aidée inverse : les Noirs jouent %[5]s de suite, sans réponse des Blancs, puis les Blancs jouent un coup après lequel les Noirs sont forcés de donner %[2]s en un coup.",
			helpReflex:     "Jeu aidé réflexe en %[1]s : les deux camps coopèrent jusqu'à ce que les Blancs puissent forcer les Noirs à donner %[2]s en un coup ; chaque camp qui peut donner %[2]s en un coup doit le faire.",
			reflexSeries:   "Série réflexe : les Blancs jouent %[5]s de suite, puis les Noirs sont forcés de donner %[2]s en un coup ; les Noirs doivent donner %[2]s dès qu'ils le peuvent.",
			proofGame:      "Partie justificative : trouver la partie qui mène au diagramme.",
			unknown:        "Un énoncé de Popeye que cpls nomme mais n'explique pas.",
			parryDirect:    "Série avec parades : les Blancs jouent %[5]s de suite, le dernier donnant %[2]s ; les Noirs ne jouent que pour parer un échec, et les Blancs doivent réussir contre toute parade.",
			parryHelp:      "Série aidée avec parades : les Noirs jouent %[5]s de suite, les Blancs ne jouant que pour parer un échec, puis les Blancs donnent %[2]s en un coup.",
			parrySelf:      "Série inverse avec parades : les Blancs jouent %[5]s de suite, les Noirs ne jouant que pour parer un échec, puis les Noirs sont forcés de donner %[2]s en un coup.",
			parryReflex:    "Série réflexe avec parades : les Blancs jouent %[5]s de suite, les Noirs ne jouant que pour parer un échec ; les Noirs doivent donner %[2]s dès qu'ils le peuvent.",
			parryHelpNote:  " Les parades sont des coups aidés : les deux camps coopèrent.",
			intro:          "D'abord %d coup(s) d'introduction des Blancs, puis : ",
			introBlack:     "D'abord %d coup(s) d'introduction des Noirs, puis : ",
			structuredAs:   "Un énoncé structuré (SEnonce), qui dit ce que dit %s ; cpls le résout ainsi.",
			reci:           " Réciproque (reci-h) : à ce moment les Noirs doivent aussi pouvoir donner %s en un coup.",
			postKey:        "%s avec l'option ApresCle (le diagramme est la position après la clé : la défense joue d'abord)",
			quodlibet:      "%s avec l'option Quodlibet (un but direct compte aussi)",
			helpDirect:     "Un énoncé structuré (SEnonce), jeu aidé-direct : Noirs et Blancs coopèrent pendant au plus %[1]d demi-coups, les Noirs d'abord, jusqu'à une position où les Noirs, au trait%[3]s, ne peuvent éviter %[2]s des Blancs en un coup.",
			noCheck:        " et pas en échec",
			helpTwoMover:   "Un énoncé structuré (SEnonce) : Noirs et Blancs coopèrent pendant au plus %[1]d demi-coups, les Noirs d'abord et en dernier, puis les Blancs forcent %[2]s en deux coups contre toute défense.",
			exact:          " Exact : une solution plus courte que l'énoncé ne compte pas.",
			unsolved:       " cpls ne résout pas ce genre d'énoncé.",
			moves:          frenchMoves,
			movesObject:    frenchMoves,
			ordinal: func(n int) string {
				if n == 1 {
					return "1er coup"
				}
				return fmt.Sprintf("%de coup", n)
			},
			goals: map[parser.Goal]string{
				parser.GoalMate: "le mat", parser.GoalDoubleMate: "le mat double", parser.GoalCounterMate: "le contre-mat",
				parser.GoalMateOrStalemate: "le mat ou le pat", parser.GoalStalemate: "le pat",
				parser.GoalDoubleStalemate: "le pat double (les deux camps pat)", parser.GoalAutoStalemate: "l'autopat",
				parser.GoalCheck: "l'échec", parser.GoalCapture: "une prise", parser.GoalSteingewinn: "le gain d'une pièce",
				parser.GoalEnPassant: "une prise en passant", parser.GoalCastling: "le roque", parser.GoalAny: "un coup quelconque",
				parser.GoalCircuit: "un circuit (une pièce revient sur sa case)", parser.GoalCircuitByRebirth: "un circuit (une pièce revient sur sa case)",
				parser.GoalExchange: "un échange de cases entre deux pièces", parser.GoalExchangeByRebirth: "un échange de cases entre deux pièces",
				parser.GoalChess81: "le but de chess81", parser.GoalAutoMate: "l'automat",
				parser.GoalProofGame: "la position cible", parser.GoalAToB: "la position cible",
			},
			target:   "un coup vers %s",
			kiss:     "un roi en %s",
			goalText: "le but %s",
			goal:     "le but",
		},
	}
})

func englishMoves(n int) string {
	if n == 1 {
		return "1 move"
	}
	return fmt.Sprintf("%d moves", n)
}

func frenchMoves(n int) string {
	if n == 1 {
		return "1 coup"
	}
	return fmt.Sprintf("%d coups", n)
}

func englishOrdinal(n int) string {
	switch {
	case n%100 >= 11 && n%100 <= 13:
		return fmt.Sprintf("%dth move", n)
	case n%10 == 1:
		return fmt.Sprintf("%dst move", n)
	case n%10 == 2:
		return fmt.Sprintf("%dnd move", n)
	case n%10 == 3:
		return fmt.Sprintf("%drd move", n)
	}
	return fmt.Sprintf("%dth move", n)
}

func stipulationTextsIn(lang parser.Language) *stipulationTexts {
	if lang < parser.English || lang > parser.French {
		lang = parser.English
	}
	return &stipulationTextsOf()[lang]
}

// describeStipulation explains a stipulation such as "#2", "h#2.5" or "ser-s#7" in one
// or a few sentences a composer understands, in lang.
func describeStipulation(lang parser.Language, st *parser.Stipulation) string {
	t := stipulationTextsIn(lang)
	if st == nil || !st.Valid {
		return t.unreadable
	}
	if st.Structured {
		return describeStructured(t, lang, st)
	}
	n := st.Moves
	args := []any{t.moves(n), goalName(t, st), n, t.ordinal(n), t.movesObject(n)}
	format := ""
	switch st.Play {
	case parser.PlayDirect:
		format = t.direct
		if st.Series {
			format = t.directSeries
		}
	case parser.PlayHelp:
		switch {
		case st.Series:
			format = t.helpSeries
		case st.HalfMove:
			format = t.helpHalf
		default:
			format = t.help
		}
	case parser.PlaySelf:
		format = t.self
		if st.Series {
			format = t.selfSeries
		}
	case parser.PlayReflex:
		format = t.reflex
		if st.Series {
			format = t.reflexSeries
		}
	case parser.PlaySemiReflex:
		format = t.semiReflex
	case parser.PlayHelpSelf:
		format = t.helpSelf
		if st.Series {
			format = t.helpSelfSeries
		}
	case parser.PlayHelpReflex:
		format = t.helpReflex
	}
	if st.Parry {
		format = parryFormat(t, st.Play)
	}
	var s string
	switch {
	case format != "":
		s = fmt.Sprintf(format, args...)
	case st.Play == parser.PlayProofGame:
		s = t.proofGame
	default:
		s = t.unknown
	}
	if st.ParryHelp {
		s += t.parryHelpNote
	}
	if st.Reci {
		reci := *st
		reci.Goal, reci.GoalText, reci.GoalSquare = st.ReciGoal, st.ReciGoalText, st.ReciSquare
		s += fmt.Sprintf(t.reci, goalName(t, &reci))
	}
	if st.Intro > 0 {
		intro := t.intro
		if st.Series && st.Play != parser.PlayHelp {
			intro = t.introBlack // the series side is White: the introductory moves are Black's
		}
		s = fmt.Sprintf(intro, st.Intro) + s
	}
	if st.Exact {
		s += t.exact
	}
	if !problem.SolvesStipulation(st) {
		s += t.unsolved
	}
	return s
}

// describeStructured explains a structured stipulation: the traditional stipulation it
// says when cpls reads it as one, else its tree in words (describePlan).
func describeStructured(t *stipulationTexts, lang parser.Language, st *parser.Stipulation) string {
	s, goal, ok := problem.StructuredReading(st)
	if !ok {
		if st.SStip == nil {
			return t.structured
		}
		return describePlan(t, lang, st)
	}
	if s.End == solver.EndDirect {
		noCheck := ""
		if s.EndNoCheck {
			noCheck = t.noCheck
		}
		return fmt.Sprintf(t.helpDirect, 2*s.Moves, t.goals[goal], noCheck)
	}
	if s.End == solver.EndTwoMover {
		return fmt.Sprintf(t.helpTwoMover, 2*s.Moves-1, t.goals[goal])
	}
	as := s.String()
	postKey, quodlibet := problem.StructuredImplies(st)
	if postKey {
		as = fmt.Sprintf(t.postKey, as)
	}
	if quodlibet {
		as = fmt.Sprintf(t.quodlibet, as)
	}
	return fmt.Sprintf(t.structuredAs, as)
}

// parryFormat returns the sentence of parry series play (pser-, phser-) of play.
func parryFormat(t *stipulationTexts, play parser.Play) string {
	switch play {
	case parser.PlayDirect:
		return t.parryDirect
	case parser.PlayHelp:
		return t.parryHelp
	case parser.PlaySelf:
		return t.parrySelf
	case parser.PlayReflex:
		return t.parryReflex
	}
	return ""
}

func goalName(t *stipulationTexts, st *parser.Stipulation) string {
	switch st.Goal {
	case parser.GoalTarget:
		return fmt.Sprintf(t.target, st.GoalSquare.Square.String())
	case parser.GoalKiss:
		return fmt.Sprintf(t.kiss, st.GoalSquare.Square.String())
	}
	if g, ok := t.goals[st.Goal]; ok {
		return g
	}
	if st.GoalText != "" {
		return fmt.Sprintf(t.goalText, st.GoalText)
	}
	return t.goal
}

// optionMeanings explains Popeye's options, by their canonical English name in lower
// case, per language (optionMeaningList); built when first asked for, as
// conditionMeanings.
var optionMeanings = sync.OnceValue(func() [3]map[string]string { return meaningMaps(optionMeaningList) })

// optionMeaningList holds the explanations of optionMeanings.
var optionMeaningList = [...][]meaning{
	parser.English: {
		{"variations", "Print the variations: Black's defences after the key and White's answers."},
		{"threat", "Print threats only up to the given length."},
		{"setplay", "Also show the set play: Black's moves and White's replies before the key."},
		{"defence", "Show tries refuted by at most the given number of Black defences."},
		{"try", "Also show tries: white first moves that fail to a single refutation."},
		{"nothreat", "Do not compute threats."},
		{"enpassant", "Black's (or White's) last move was a double pawn step to the given square(s): en passant is possible."},
		{"nowk", "The position has no white king (allowed on purpose)."},
		{"nobk", "The position has no black king (allowed on purpose)."},
		{"nocastling", "Castling is forbidden for the listed king and rook squares."},
		{"whitetoplay", "In helpplay, White plays first (shifts the play by a half move)."},
		{"duplex", "Solve the problem also with colours swapped."},
		{"halfduplex", "Solve only with colours swapped."},
		{"quodlibet", "Selfplay or direct play: either goal counts."},
		{"goalisend", "In selfplay, reaching the goal ends the play."},
		{"maxsolutions", "Stop after this many solutions."},
		{"maxtime", "Stop solving after this many seconds."},
		{"maxflightsquares", "Only solutions that leave at most this many flights to the black king."},
		{"intelligent", "Speed hint for helpplay: solve in intelligent mode. The solutions are the same."},
		{"nointelligent", "Solve without the intelligent mode."},
		{"noboard", "Do not print the board in the output."},
		{"noshortvariations", "Do not print variations that end before the full length."},
		{"postkeyplay", "Print only the play after the key (the key is given)."},
		{"movenumbers", "Print move numbers while solving."},
		{"startmovenumber", "Start the solution at this move number."},
		{"keepmatingpiece", "A line fails as soon as the side that is to give mate has nothing but its king left."},
		{"stoponshortsolutions", "Stop after the short solutions, if there are any."},
		{"castlingmutuallyexclusive", "Castling with one rook excludes castling with the other named pair."},
		{"nontrivial", "NonTrivial m n: in long problems Black may have, beyond one at each move, at most m nontrivial defences in all (a defence is trivial when White then reaches the goal within n moves)."},
		{"beep", "Beep when a solution is found (no effect on the solution)."},
		{"suppressgrid", "Do not print the grid (no effect on the solution)."},
		{"writegrid", "Print the grid (no effect on the solution)."},
		{"nosymmetry", "Do not use the position's symmetry to solve faster."},
		{"nullmoves", "Allow null moves in the solution."},
		{"uptomovenumber", "Solve up to the given move number."},
		{"search", "Popeye's Search option."},
		{"multisolutions", "Look for several solutions."},
	},
	parser.German: {
		{"variations", "Varianten ausgeben: die Verteidigungen von Schwarz nach dem Schlüsselzug und die Antworten von Weiß."},
		{"threat", "Drohungen nur bis zur angegebenen Länge ausgeben."},
		{"setplay", "Auch das Satzspiel zeigen: die Züge von Schwarz und die Antworten von Weiß vor dem Schlüsselzug."},
		{"defence", "Verführungen zeigen, die an höchstens so vielen Verteidigungen von Schwarz scheitern."},
		{"try", "Auch Verführungen zeigen: weiße Erstzüge, die an einer einzigen Widerlegung scheitern."},
		{"nothreat", "Keine Drohungen berechnen."},
		{"enpassant", "Der letzte Zug von Schwarz (oder Weiß) war ein Bauerndoppelschritt auf das angegebene Feld: en passant ist möglich."},
		{"nowk", "Die Stellung hat keinen weißen König (mit Absicht)."},
		{"nobk", "Die Stellung hat keinen schwarzen König (mit Absicht)."},
		{"nocastling", "Die Rochade ist für die genannten König- und Turmfelder verboten."},
		{"whitetoplay", "Im Hilfsspiel zieht Weiß an (verschiebt das Spiel um einen halben Zug)."},
		{"duplex", "Das Problem auch mit vertauschten Farben lösen."},
		{"halfduplex", "Nur mit vertauschten Farben lösen."},
		{"quodlibet", "Selbst- oder Direktspiel: jedes der beiden Ziele zählt."},
		{"goalisend", "Im Selbstspiel beendet das Erreichen des Ziels das Spiel."},
		{"maxsolutions", "Nach so vielen Lösungen aufhören."},
		{"maxtime", "Nach so vielen Sekunden mit dem Lösen aufhören."},
		{"maxflightsquares", "Nur Lösungen, die dem schwarzen König höchstens so viele Fluchtfelder lassen."},
		{"intelligent", "Beschleunigung für Hilfsspiele: im intelligenten Modus lösen. Die Lösungen sind dieselben."},
		{"nointelligent", "Ohne den intelligenten Modus lösen."},
		{"noboard", "Das Brett nicht ausgeben."},
		{"noshortvariations", "Keine Varianten ausgeben, die vor der vollen Länge enden."},
		{"postkeyplay", "Nur das Spiel nach dem Schlüsselzug ausgeben (der Schlüsselzug ist gegeben)."},
		{"movenumbers", "Beim Lösen Zugnummern ausgeben."},
		{"startmovenumber", "Die Lösung bei dieser Zugnummer beginnen."},
		{"keepmatingpiece", "Eine Variante scheitert, sobald der Seite, die mattsetzen soll, nur noch ihr König bleibt."},
		{"stoponshortsolutions", "Nach den Kurzlösungen aufhören, falls es welche gibt."},
		{"castlingmutuallyexclusive", "Die Rochade mit einem Turm schließt die Rochade mit dem anderen genannten Paar aus."},
		{"nontrivial", "NichtTrivial m n: in langen Aufgaben darf Schwarz über eine je Zug hinaus insgesamt höchstens m nichttriviale Verteidigungen haben (trivial ist eine Verteidigung, nach der Weiß das Ziel in n Zügen erreicht)."},
		{"beep", "Piepen, wenn eine Lösung gefunden ist (ohne Einfluss auf die Lösung)."},
		{"suppressgrid", "Das Gitter nicht ausgeben (ohne Einfluss auf die Lösung)."},
		{"writegrid", "Das Gitter ausgeben (ohne Einfluss auf die Lösung)."},
		{"nosymmetry", "Die Symmetrie der Stellung nicht zum schnelleren Lösen nutzen."},
		{"nullmoves", "Nullzüge in der Lösung erlauben."},
		{"uptomovenumber", "Bis zur angegebenen Zugnummer lösen."},
		{"search", "Popeyes Option Suchen."},
		{"multisolutions", "Nach mehreren Lösungen suchen."},
	},
	parser.French: {
		{"variations", "Afficher les variantes : les défenses des Noirs après la clé et les réponses des Blancs."},
		{"threat", "N'afficher les menaces que jusqu'à la longueur donnée."},
		{"setplay", "Afficher aussi le jeu apparent : les coups des Noirs et les réponses des Blancs avant la clé."},
		{"defence", "Afficher les essais réfutés par au plus ce nombre de défenses noires."},
		{"try", "Afficher aussi les essais : premiers coups blancs qui échouent sur une seule réfutation."},
		{"nothreat", "Ne pas calculer les menaces."},
		{"enpassant", "Le dernier coup des Noirs (ou des Blancs) était une double avance de pion vers la case donnée : la prise en passant est possible."},
		{"nowk", "La position n'a pas de roi blanc (à dessein)."},
		{"nobk", "La position n'a pas de roi noir (à dessein)."},
		{"nocastling", "Le roque est interdit pour les cases de roi et de tour citées."},
		{"whitetoplay", "En jeu aidé, les Blancs commencent (décale le jeu d'un demi-coup)."},
		{"duplex", "Résoudre aussi le problème avec les couleurs inversées."},
		{"halfduplex", "Résoudre seulement avec les couleurs inversées."},
		{"quodlibet", "Jeu inverse ou direct : l'un ou l'autre but compte."},
		{"goalisend", "En jeu inverse, atteindre le but termine le jeu."},
		{"maxsolutions", "S'arrêter après ce nombre de solutions."},
		{"maxtime", "Arrêter la résolution après ce nombre de secondes."},
		{"maxflightsquares", "Seulement les solutions qui laissent au plus ce nombre de cases de fuite au roi noir."},
		{"intelligent", "Accélération pour le jeu aidé : résoudre en mode intelligent. Les solutions sont les mêmes."},
		{"nointelligent", "Résoudre sans le mode intelligent."},
		{"noboard", "Ne pas afficher l'échiquier."},
		{"noshortvariations", "Ne pas afficher les variantes qui finissent avant la longueur complète."},
		{"postkeyplay", "N'afficher que le jeu après la clé (la clé est donnée)."},
		{"movenumbers", "Afficher les numéros de coups pendant la résolution."},
		{"startmovenumber", "Commencer la solution à ce numéro de coup."},
		{"keepmatingpiece", "Une ligne échoue dès que le camp qui doit mater n'a plus que son roi."},
		{"stoponshortsolutions", "S'arrêter après les solutions courtes, s'il y en a."},
		{"castlingmutuallyexclusive", "Le roque avec une tour exclut le roque avec l'autre paire citée."},
		{"nontrivial", "NonTrivial m n : dans les longs problèmes, les Noirs ont au plus m défenses non triviales en tout en plus d'une à chaque coup (une défense est triviale si les Blancs atteignent alors le but en n coups)."},
		{"beep", "Émettre un bip quand une solution est trouvée (sans effet sur la solution)."},
		{"suppressgrid", "Ne pas afficher la grille (sans effet sur la solution)."},
		{"writegrid", "Afficher la grille (sans effet sur la solution)."},
		{"nosymmetry", "Ne pas utiliser la symétrie de la position pour résoudre plus vite."},
		{"nullmoves", "Autoriser les coups nuls dans la solution."},
		{"uptomovenumber", "Résoudre jusqu'au numéro de coup donné."},
		{"search", "L'option Search de Popeye."},
		{"multisolutions", "Chercher plusieurs solutions."},
	},
}

// describeOption explains an option by its canonical English name, in lang; ok is false
// when it is not known.
func describeOption(lang parser.Language, name string) (string, bool) {
	if lang < parser.English || lang > parser.French {
		lang = parser.English
	}
	s, ok := optionMeanings()[lang][strings.ToLower(name)]
	return s, ok
}

// optionName is the option named english ("Variations") in lang ("Varianten").
func optionName(lang parser.Language, english string) string {
	en, local := parser.KeywordsOf(parser.English).Options, parser.KeywordsOf(lang).Options
	for i, e := range en {
		if strings.EqualFold(e, english) && i < len(local) {
			return local[i]
		}
	}
	return english
}
