package fairy

import (
	"strconv"
	"strings"

	"github.com/cpls-dev/cpls/movegen"
)

// Sentinelles (conditions/sentinelles.c): a piece other than a pawn that leaves a square
// off the first and last ranks leaves a pawn of its side there ("Sf5*e3[+wBf5]"), unless
// that side has its maximum of such pawns (8 by default; MaximumWhite, MaximumBlack and
// MaximumTotal followed by a number change them). PionAdvers leaves the opponent's pawn,
// Berolina a Berolina pawn. PionNeutre leaves a neutral pawn where a neutral piece left,
// whatever the maximum; ParaSentinelles leaves none where the side it would belong to has
// more of them than the other side had before the move.
type sentinelles struct {
	base
	adverse, neutral, para bool
	walk                   Walk
	max                    [2]int
	total                  int
}

func init() {
	registerCondition("Sentinelles", newSentinelles)
}

// sentinellesWords are the variant words of every language, lower case, by meaning.
var sentinellesWords = map[string]string{
	"pionadvers": "adverse", "pionneutre": "neutral", "parasentinelles": "para", "berolina": "berolina", "maximumwhite": "white", "maximumweiss": "white",
	"maximumblanc": "white", "maximumblack": "black", "maximumschwarz": "black", "maximumnoir": "black",
	"maximumtotal": "total",
}

// sentinellesWord returns the meaning of a variant word or an abbreviation of one word.
func sentinellesWord(v string) string {
	l := strings.ToLower(v)
	found := ""
	for w, m := range sentinellesWords {
		if strings.HasPrefix(w, l) {
			if found != "" && found != m {
				return ""
			}
			found = m
		}
	}
	return found
}

func newSentinelles(s ConditionSpec) (Condition, error) {
	x := sentinelles{base: base{&s}, walk: Pawn, max: [2]int{8, 8}, total: 16}
	nums := s.Numbers
	for _, v := range s.Variants {
		m := sentinellesWord(v)
		switch m {
		case "adverse", "neutral":
			// Popeye keeps one pawn mode, the last named.
			x.adverse, x.neutral = m == "adverse", m == "neutral"
		case "para":
			x.para = true
		case "berolina":
			x.walk = BerolinaPawn
		case "white", "black", "total":
			if len(nums) == 0 {
				return nil, &UnplayedError{Condition: s.Name, Variant: v}
			}
			switch m {
			case "white":
				x.max[movegen.White] = nums[0]
			case "black":
				x.max[movegen.Black] = nums[0]
			default:
				x.total = nums[0]
			}
			nums = nums[1:]
		default:
			return nil, &UnplayedError{Condition: s.Name, Variant: v}
		}
	}
	if len(nums) > 0 || len(s.Squares) > 0 || len(s.Walks) > 0 {
		return nil, &UnplayedError{Condition: s.Name, Variant: "with arguments"}
	}
	return x, nil
}

// headerName: Popeye writes ParaSentinelles for the condition with its Para variant.
func (x sentinelles) headerName() string {
	if x.para {
		return "ParaSentinelles"
	}
	return "Sentinelles"
}

// headerVariants: Popeye's condition line ("Sentinelles Berolina  PionAdvers 3/2 //6").
func (x sentinelles) headerVariants() []string {
	var out []string
	if x.walk == BerolinaPawn {
		out = append(out, "Berolina")
	}
	if x.adverse {
		out = append(out, " PionAdvers")
	}
	if x.neutral {
		out = append(out, " PionNeutre")
	}
	if x.max != [2]int{8, 8} {
		out = append(out, strconv.Itoa(x.max[movegen.White])+"/"+strconv.Itoa(x.max[movegen.Black]))
	}
	if x.total != 16 {
		out = append(out, "//"+strconv.Itoa(x.total))
	}
	return out
}

// afterMove leaves the sentinel on the square the piece left.
// afterMagic: the effect acts after magic pieces recolour (lateEffect).
func (sentinelles) afterMagic() {}

func (x sentinelles) afterMove(g *Game, e *moveEffect) {
	from := e.d.from
	if isPawn(e.mover.Walk()) || rankOf(from) == 0 || rankOf(from) == 7 || g.board[from] != NoPiece {
		return
	}
	if x.neutral && e.mover.Neutral() {
		p := MakePiece(x.walk, NeutralSide, 0)
		g.set(from, p)
		g.notePut(p, from)
		return
	}
	c := e.side
	if x.adverse {
		c = c.Other()
	}
	if x.para && x.paraRefuses(g, e, c) {
		return
	}
	if own, all := int(g.counts[c][x.walk]), int(g.counts[movegen.White][x.walk])+int(g.counts[movegen.Black][x.walk]); own+1 > x.max[c] || all+1 > x.total {
		return
	}
	p := MakePiece(x.walk, SideOf(c), 0)
	g.set(from, p)
	g.notePut(p, from)
}

// paraRefuses reports whether ParaSentinelles leaves no pawn of c: c has more of them
// than the other side had before the move (a captured pawn counted back, whichever
// side's, as Popeye's insert_sentinelle does).
func (x sentinelles) paraRefuses(g *Game, e *moveEffect, c movegen.Color) bool {
	other := int(g.counts[c.Other()][x.walk])
	if e.captured != NoPiece && e.captured.Walk() == x.walk {
		other++
	}
	return int(g.counts[c][x.walk]) > other
}
