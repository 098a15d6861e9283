package fairy

import (
	"strconv"

	"github.com/cpls-dev/cpls/movegen"
)

// RoleExchange: besides its moves, White may exchange the roles, a move that moves no
// piece: the board turns half round and every piece changes sides (a neutral piece
// stays neutral), so that White goes on with what were Black's pieces, turned. Popeye
// (conditions/role_exchange.c) plays it as a null move, a rotation by 180° and a total
// side exchange, generated for White only and legal when White's royal piece is then
// not attacked; a number after the condition limits how many exchanges a line may
// make. It is written " RoleExchange" in the condition's name in the problem's language.
type roleExchange struct {
	base
	limit int // the most exchanges a line may make; -1: no limit
}

func init() {
	registerCondition("RoleExchange", func(s ConditionSpec) (Condition, error) {
		spec := s // the condition keeps the whole spec, which s loses below
		r := roleExchange{base{&spec}, -1}
		if len(s.Numbers) > 0 {
			r.limit = s.Numbers[0]
			s.Numbers = s.Numbers[1:]
		}
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return r, nil
	})
}

// keeps: observation, legality and the choice of moves are orthodox; the exchange
// changes every square, so no move is left to the shortcuts that stand in for Make.
func (roleExchange) keeps() keeps {
	return keepsObservation | keepsLawful | keepsChoice | keepsMobility
}

// headerVariants: Popeye writes the limit after the name ("RoleExchange 2").
func (r roleExchange) headerVariants() []string {
	if r.limit < 0 {
		return nil
	}
	return []string{strconv.Itoa(r.limit)}
}

// sideMoves adds the exchange to White's moves while the limit allows one.
func (r roleExchange) sideMoves(g *Game, ml []movegen.Move, c movegen.Color) []movegen.Move {
	if c != movegen.White || r.limit >= 0 && int(g.state.exchanges) >= r.limit {
		return ml
	}
	return append(ml, noPieceMove(1))
}

// immobile: the goals' immobility (mate, stalemate) leaves the exchange out: Popeye
// generates it in the play's move generators, not in its immobility tester's, so a
// White that can only exchange the roles is mated (with GoalIsEnd a defence that mates
// White ends the play).
func (roleExchange) immobile(g *Game) bool {
	buf := g.LegalMoves(g.takeBuf())
	immobile := true
	for _, m := range buf {
		if m != noPieceMove(1) {
			immobile = false
			break
		}
	}
	g.giveBuf(buf)
	return immobile
}

// playSideMove turns the board half round and gives every piece to the other side;
// under a limit it counts the exchange in the game's state.
func (r roleExchange) playSideMove(g *Game, _ decoded) {
	var next [64]Piece
	for s := range next {
		next[s] = exchangedRole(g.board[box(movegen.Square(63-s))])
	}
	for s, p := range next {
		if b := box(movegen.Square(s)); g.board[b] != p {
			g.set(b, p)
		}
	}
	if r.limit >= 0 {
		g.saveState()
		g.state.exchanges++
		g.stateChanged()
	}
}

// exchangedRole returns p with its side changed: White's to Black, Black's to White;
// a neutral piece, an empty or a blocked square stay.
func exchangedRole(p Piece) Piece {
	switch {
	case p == NoPiece || p == invalid:
		return p
	case p.Side() == WhiteSide:
		return p.WithSide(BlackSide)
	case p.Side() == BlackSide:
		return p.WithSide(WhiteSide)
	}
	return p
}

// sideMoveText writes the exchange as Popeye does: " RoleExchange", in the problem's
// language.
func (roleExchange) sideMoveText(w *Words, _ decoded) string {
	return " " + w.ConditionName("RoleExchange")
}
