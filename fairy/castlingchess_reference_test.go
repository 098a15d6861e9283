package fairy

import "github.com/cpls-dev/cpls/movegen"

// CastlingChess and ExchangeCastling against the manual and Popeye's definitions
// (conditions/castling_chess.c, exchange_castling.c): "a king not in check may castle
// along any line with the first piece on it, of either side, at least three squares
// away: the king moves two squares towards it and the piece to the square the king
// crossed, which may not be attacked"; "a king may exchange its square with any piece
// of its side but a pawn".
func init() {
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "CastlingChess"}, moves: refCastlingChess, noNeutrals: true},
		// Rokagogo (rokagogo_filter_moves_for_piece): the castlings along a rank or file
		// with a rook, of either side, alone.
		condRef{spec: ConditionSpec{Name: "Rokagogo"}, moves: refRokagogo, noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "ExchangeCastling"}, moves: refExchangeCastling, noNeutrals: true})
}

// refCastlingChess: the plain game's moves and the king's castlings with any partner.
func refCastlingChess(b Board, c movegen.Color) []Board {
	return refCastlingAlong(b, c, [][2]int{{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}}, false)
}

// refRokagogo: the plain game's moves and the king's orthogonal castlings with a rook.
func refRokagogo(b Board, c movegen.Color) []Board {
	return refCastlingAlong(b, c, [][2]int{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}, true)
}

// refCastlingAlong: the plain game's moves and the king's castlings along the lines
// dirs, with a rook only when rookOnly.
func refCastlingAlong(b Board, c movegen.Color, dirs [][2]int, rookOnly bool) []Board {
	out := refPlainMoves(b, c)
	k := refKing(b, c)
	if k == movegen.NoSquare || refAttacked(b, c) {
		return out
	}
	for _, v := range dirs {
		f, r := k.File()+v[0], k.Rank()+v[1]
		var line []movegen.Square
		for f >= 0 && f < 8 && r >= 0 && r < 8 {
			line = append(line, movegen.MakeSquare(f, r))
			f, r = f+v[0], r+v[1]
		}
		partner := -1
		for i, s := range line {
			if b[s] != NoPiece {
				partner = i
				break
			}
		}
		if partner < 2 || rookOnly && b[line[partner]].Walk() != Rook {
			continue // no piece, or one on the two squares the king needs
		}
		step := b
		step[line[0]], step[k] = b[k], NoPiece
		if refAttacked(step, c) {
			continue
		}
		out = append(out, castledBoard(b, k, line[1], line[partner], line[0]))
	}
	return out
}

// castledBoard returns b with the king on k moved to a and the piece on p to q.
func castledBoard(b Board, k, a, p, q movegen.Square) Board {
	o := b
	o[a], o[k] = b[k], NoPiece
	o[q], o[p] = b[p], NoPiece
	return o
}

// refExchangeCastling: the plain game's moves and the king's exchanges with its side's
// pieces but pawns.
func refExchangeCastling(b Board, c movegen.Color) []Board {
	out := refPlainMoves(b, c)
	k := refKing(b, c)
	if k == movegen.NoSquare {
		return out
	}
	for s, p := range b {
		if p != NoPiece && movegen.Square(s) != k && p.Belongs(c) && !isPawn(p.Walk()) {
			o := b
			o[s], o[k] = b[k], p
			out = append(out, o)
		}
	}
	return out
}

// refKing returns the square of c's king on b, movegen.NoSquare without one.
func refKing(b Board, c movegen.Color) movegen.Square {
	for s, p := range b {
		if p.Walk() == King && p.Belongs(c) {
			return movegen.Square(s)
		}
	}
	return movegen.NoSquare
}
