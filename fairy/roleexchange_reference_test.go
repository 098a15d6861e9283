package fairy

import "github.com/cpls-dev/cpls/movegen"

// RoleExchange against the manual: "White may, instead of a move, exchange the roles:
// the board is turned by 180° and every piece changes its colour" (a neutral piece
// keeps its own); the exchange is legal when White is then not in check.
func init() {
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "RoleExchange"}, moves: refRoleExchange},
		condRef{spec: ConditionSpec{Name: "RoleExchange", Numbers: []int{0}}, moves: refPlainMoves})
}

// refRoleExchange: the plain game's moves and, for White, the exchange of the roles.
func refRoleExchange(b Board, c movegen.Color) []Board {
	out := refPlainMoves(b, c)
	if c != movegen.White {
		return out
	}
	var turned Board
	for s, p := range b {
		switch p.Side() {
		case WhiteSide:
			p = p.WithSide(BlackSide)
		case BlackSide:
			p = p.WithSide(WhiteSide)
		}
		turned[63-s] = p
	}
	return append(out, turned)
}

// refPlainMoves: the plain game's moves.
func refPlainMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		out = append(out, m.after)
	}
	return out
}
