package fairy

import "strings"

// LastCapture (Popeye's retro capture for ParrainCirce, input/plaintext/condition.c):
// the move before the diagram captured the piece it names ("LastCapture white bg4": a
// white bishop on g4), so the game's first move rebirths it as ParrainCirce rebirths
// the piece the previous move took. The spec's first variant word names the side
// (white, black, or their first letters, in any of Popeye's languages), its walk and
// square the piece.
type lastCapture struct {
	base
	piece Piece
	sq    int
}

func init() {
	registerCondition("LastCapture", func(s ConditionSpec) (Condition, error) {
		if len(s.Texts)+len(s.Variants)+len(s.Walks)+len(s.Squares) == 0 {
			return lastCapture{base: base{&s}}, nil // nothing named: no piece waits
		}
		if len(s.Variants) != 1 || len(s.Walks) != 1 || len(s.Squares) != 1 {
			return nil, &UnplayedError{Condition: s.Name, Variant: strings.Join(s.Texts, " ")}
		}
		side, ok := retroSide(s.Variants[0])
		if !ok {
			return nil, &UnplayedError{Condition: s.Name, Variant: s.Variants[0]}
		}
		return lastCapture{base{&s}, MakePiece(s.Walks[0], side, 0), box(s.Squares[0])}, nil
	})
}

// retroSide returns the side a word names: a prefix of white or black in English, else
// in German, else in French ("b" is black, as in Popeye's English input).
func retroSide(word string) (Side, bool) {
	w := strings.ToLower(word)
	for _, name := range []string{"white", "black", "weiss", "schwarz", "blanc", "noir"} {
		if w != "" && strings.HasPrefix(name, w) {
			return map[bool]Side{true: WhiteSide, false: BlackSide}[name == "white" || name == "weiss" || name == "blanc"], true
		}
	}
	return 0, false
}

// keeps: the condition changes nothing but what ParrainCirce rebirths after the first
// move.
func (lastCapture) keeps() keeps { return keepsAll }

// retroCapture returns the piece the move before the diagram captured and its square
// (LastCapture), NoPiece and 0 when none.
func (g *Game) retroCapture() (Piece, int) {
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(lastCapture); ok && x.piece != NoPiece {
			return x.piece, x.sq
		}
	}
	return NoPiece, 0
}
