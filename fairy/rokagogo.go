package fairy

import "github.com/cpls-dev/cpls/movegen"

// Rokagogo (conditions/castling_chess.c, rokagogo_filter_moves_for_piece): CastlingChess
// with the castlings along a rank or a file with a rook, of either side, alone.
type rokagogo struct{ castlingChess }

func init() {
	registerCondition("Rokagogo", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return rokagogo{castlingChess{base{&s}}}, nil
	})
}

// orthogonals are the directions along ranks and files.
var orthogonals = [4]int{dirRight, dirUp, dirLeft, dirDown}

// extend adds the castlings of a king on from with the first piece along a rank or a
// file when that piece is a rook.
func (rokagogo) extend(g *Game, ml []movegen.Move, _, from int, c movegen.Color) []movegen.Move {
	start := len(ml)
	ml = castlingsAlong(g, ml, from, c, orthogonals[:])
	out := ml[:start]
	for _, m := range ml[start:] {
		if g.board[g.decode(m).partner].Walk() == Rook {
			out = append(out, m)
		}
	}
	return out
}
