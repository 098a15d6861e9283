package fairy

import "github.com/cpls-dev/cpls/movegen"

// ActuatedRevolvingBoard against Popeye's definition (conditions/actuated_revolving_board.c,
// position/board.c rot270): "after each move the board turns a quarter: the piece on
// file f, rank r goes to file r, rank 8-f (e4 to d4)"; the mover's king must be safe on
// the turned board.
func init() {
	condRefs = append(condRefs, condRef{spec: ConditionSpec{Name: "ActuatedRevolvingBoard"},
		outcome: func(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
			var out Board
			for s, p := range m.after {
				sq := movegen.Square(s)
				out[movegen.MakeSquare(sq.Rank(), 7-sq.File())] = p
			}
			return out, true
		}})
}
