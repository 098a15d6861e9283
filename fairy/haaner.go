package fairy

// HaanerChess (Popeye's conditions/haan.c): every square a move's pieces leave empty
// becomes a hole, taken off the board as the Hole condition's squares are, for the rest
// of the game. The squares are those a piece moved from (the mover's, a castling rook's,
// a Bul or Dob hopper's hurdle's) when they stay empty after the move, and the square of
// a pawn taken en passant; a piece taken on its own square leaves the capturer there.
type haaner struct{ base }

func init() {
	registerCondition("HaanerChess", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return haaner{base{&s}}, nil
	})
}

// afterMove takes the squares the move left empty off the board.
func (haaner) afterMove(g *Game, e *moveEffect) {
	d := e.d
	left := [2]int{d.from}
	switch d.kind {
	case castleShort, castleLong:
		left[1], _ = d.castlingPartner()
	case hurdleHop:
		left[1] = d.aux
	case enPassant:
		left[1] = e.capSq
	}
	for _, b := range left {
		if b != 0 && g.empty(b) {
			g.set(b, invalid)
		}
	}
}
