package feature

import (
	"fmt"
	"strings"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
)

// planWords are the words that explain a structured stipulation node by node (Popeye's
// SStipulation as a tree) in one language.
type planWords struct {
	intro      string // %s: the explanation of the tree
	unsolved   string // appended when cpls's interpreter does not take it
	sides      [2]string
	owners     [2]string // the sides as owners of moves, as after and before take them
	help       string    // %[1]s the length, %[2]s the side that moves first
	series     string    // %[1]s the length, %[2]s the side in series
	attack     string    // %[1]s the length, %[2]s the attacker
	defence    string    // %[1]s the length, %[2]s the defender
	length     string    // %d: half moves
	atLeast    string    // %d: the minimum
	after      string    // %[1]s the side, %[2]s what must hold
	before     string    // %[1]s the side, %[2]s the constraint
	checkOnly  string    // %s: the side that moves only when in check
	end        string
	hidden     string
	flip       string
	goal       string // %s: the goal's name
	not        string // %s: the operand
	and, or    string
	goalAsText string // %s: the goal's symbol, for goals without a name
}

var planWordsOf = [...]planWords{
	parser.English: {
		intro:      "A structured stipulation (SStipulation): %s.",
		unsolved:   " cpls does not solve this form.",
		sides:      [2]string{"White", "Black"},
		owners:     [2]string{"White's", "Black's"},
		help:       "help play (both sides cooperate) of %[1]s, %[2]s first",
		series:     "series play of %[1]s by %[2]s (the other side passing)",
		attack:     "battle play of %[1]s, %[2]s attacking first against any defence",
		defence:    "battle play of %[1]s, %[2]s defending first",
		length:     "up to %d half moves",
		atLeast:    " (at least %d)",
		after:      "; after %[1]s moves: %[2]s",
		before:     "; before each move after one of %[1]s moves: %[2]s must hold",
		checkOnly:  "; %s moves only when in check",
		end:        "; play ends where this holds",
		hidden:     "; its moves are not written",
		flip:       "; the other side moves first",
		goal:       "%s reached",
		not:        "not (%s)",
		and:        " and ",
		or:         " or ",
		goalAsText: "the goal %s",
	},
	parser.German: {
		intro:      "Eine strukturierte Forderung (SForderung): %s.",
		unsolved:   " Diese Form löst cpls nicht.",
		sides:      [2]string{"Weiß", "Schwarz"},
		owners:     [2]string{"von Weiß", "von Schwarz"},
		help:       "Hilfsspiel (beide Seiten helfen zusammen) von %[1]s, %[2]s beginnt",
		series:     "Serienspiel von %[1]s durch %[2]s (die andere Seite zieht nicht)",
		attack:     "Kampfspiel von %[1]s, %[2]s greift zuerst an, gegen jede Verteidigung",
		defence:    "Kampfspiel von %[1]s, %[2]s verteidigt zuerst",
		length:     "bis zu %d Halbzügen",
		atLeast:    " (mindestens %d)",
		after:      "; nach den Zügen %[1]s: %[2]s",
		before:     "; vor jedem Zug nach einem Zug %[1]s muss gelten: %[2]s",
		checkOnly:  "; %s zieht nur im Schach",
		end:        "; das Spiel endet, wo dies gilt",
		hidden:     "; seine Züge werden nicht ausgegeben",
		flip:       "; die andere Seite zieht zuerst",
		goal:       "%s erreicht",
		not:        "nicht (%s)",
		and:        " und ",
		or:         " oder ",
		goalAsText: "das Ziel %s",
	},
	parser.French: {
		intro:      "Un énoncé structuré (SEnonce) : %s.",
		unsolved:   " cpls ne résout pas cette forme.",
		sides:      [2]string{"les Blancs", "les Noirs"},
		owners:     [2]string{"des Blancs", "des Noirs"},
		help:       "jeu aidé (les deux camps coopèrent), %[1]s, %[2]s d'abord",
		series:     "jeu en série, %[1]s, par %[2]s (l'autre camp passe)",
		attack:     "jeu de combat, %[1]s, %[2]s attaquent d'abord contre toute défense",
		defence:    "jeu de combat, %[1]s, %[2]s défendent d'abord",
		length:     "au plus %d demi-coups",
		atLeast:    " (au moins %d)",
		after:      " ; après les coups %[1]s : %[2]s",
		before:     " ; avant chaque coup suivant un coup %[1]s : %[2]s doit tenir",
		checkOnly:  " ; %s ne jouent qu'en échec",
		end:        " ; le jeu s'arrête là où ceci tient",
		hidden:     " ; ses coups ne sont pas écrits",
		flip:       " ; l'autre camp joue d'abord",
		goal:       "%s atteint",
		not:        "non (%s)",
		and:        " et ",
		or:         " ou ",
		goalAsText: "le but %s",
	},
}

// describePlan explains a structured stipulation cpls does not read as a traditional
// one, node by node, in the words of t and w; it says so when cpls does not solve it.
func describePlan(t *stipulationTexts, lang parser.Language, st *parser.Stipulation) string {
	if lang < parser.English || lang > parser.French {
		lang = parser.English
	}
	w := &planWordsOf[lang]
	ss := st.SStip
	side := int(ss.Side)
	if ss.Flip {
		side = 1 - side
	}
	s := fmt.Sprintf(w.intro, w.node(t, ss.Expr, side))
	if problem.PlanFor(st) == nil {
		s += w.unsolved
	}
	return s
}

// node explains n with side (0 White, 1 Black) to move.
func (w *planWords) node(t *stipulationTexts, n *parser.SNode, side int) string {
	switch n.Kind {
	case parser.SGoal:
		name, ok := t.goals[n.Goal]
		if !ok {
			name = fmt.Sprintf(w.goalAsText, n.Goal.String())
		}
		return fmt.Sprintf(w.goal, name)
	case parser.SNot:
		return fmt.Sprintf(w.not, w.node(t, n.X, side))
	case parser.SAnd:
		return w.node(t, n.X, side) + w.and + w.node(t, n.Y, side)
	case parser.SOr:
		return w.node(t, n.X, side) + w.or + w.node(t, n.Y, side)
	}
	return w.branch(t, n, side)
}

// branch explains a branch whose first move is side's (before its own "-").
func (w *planWords) branch(t *stipulationTexts, n *parser.SNode, side int) string {
	if n.Flip {
		side = 1 - side
	}
	length := fmt.Sprintf(w.length, n.Max)
	if n.Min > 0 {
		length += fmt.Sprintf(w.atLeast, n.Min)
	}
	var b strings.Builder
	format := w.help
	switch n.Moves[0].Letter {
	case 's':
		format = w.series
	case 'a':
		format = w.attack
	case 'd':
		format = w.defence
	}
	fmt.Fprintf(&b, format, length, w.sides[side])
	for _, flag := range []struct {
		on   bool
		text string
	}{{n.End, w.end}, {n.Hidden, w.hidden}, {n.Flip, w.flip}} {
		if flag.on {
			b.WriteString(flag.text)
		}
	}
	mover := side
	for _, m := range n.Moves {
		if m.Requirement != "" {
			fmt.Fprintf(&b, w.checkOnly, w.sides[mover])
		}
		next := 1 - mover
		if m.Letter == 's' {
			next = mover
		}
		for _, f := range m.Forks {
			fmt.Fprintf(&b, w.after, w.owners[mover], w.node(t, f, 1-mover))
		}
		for _, c := range m.Constraints {
			fmt.Fprintf(&b, w.before, w.owners[mover], w.node(t, c, 1-mover))
		}
		mover = next
	}
	return "(" + b.String() + ")"
}
