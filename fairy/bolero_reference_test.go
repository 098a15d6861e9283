package fairy

import "github.com/cpls-dev/cpls/movegen"

// refBolero: Bolero, "a piece moves without capturing as the game-array piece of its
// file and captures by its own walk; pawns and kings keep their walk"; inverse: the
// other way round.
func refBolero(inverse bool) func(b Board, c movegen.Color) []Board {
	return func(b Board, c movegen.Color) []Board {
		var outs []Board
		for s, p := range b {
			if p == NoPiece || !p.Belongs(c) {
				continue
			}
			from := movegen.Square(s)
			own := refPieceMoves(b, from, c)
			if isPawn(p.Walk()) || p.IsRoyal() {
				for _, m := range own {
					outs = append(outs, m.after)
				}
				continue
			}
			fb := b
			fb[s] = p.WithWalk([8]Walk{Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}[from.File()])
			file := refPieceMoves(fb, from, c)
			quiet, taking := file, own
			if inverse {
				quiet, taking = own, file
			}
			for _, m := range quiet {
				if m.capSq == movegen.NoSquare {
					m.after[m.to] = p
					outs = append(outs, m.after)
				}
			}
			for _, m := range taking {
				if m.capSq != movegen.NoSquare {
					m.after[m.to] = p
					outs = append(outs, m.after)
				}
			}
		}
		return outs
	}
}

// refBoleroInverseCheck: BoleroInverse, c's king is in check when a piece of the other
// side could capture it by the walk it captures with (its file's, but for pawns and
// kings).
func refBoleroInverseCheck(b Board, c movegen.Color) bool {
	for s, p := range b {
		if p == NoPiece || !p.Belongs(c.Other()) {
			continue
		}
		fb := b
		if !isPawn(p.Walk()) && !p.IsRoyal() {
			fb[s] = p.WithWalk([8]Walk{Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}[s%8])
		}
		for _, m := range refPieceMoves(fb, movegen.Square(s), c.Other()) {
			if m.captured.IsRoyal() && m.captured.Belongs(c) {
				return true
			}
		}
	}
	return false
}
