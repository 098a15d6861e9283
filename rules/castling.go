package rules

import "github.com/cpls-dev/cpls/movegen"

// ExclusiveCastling is orthodox chess with Popeye's option CastlingMutuallyExclusive:
// castling with the rook from one square of a pair takes away the other side's castling
// with the rook from the other square ("a1h8": once White castles long, Black cannot
// castle short, and the other way round). The solver plays it through the Game interface,
// not on its orthodox fast path.
type ExclusiveCastling struct {
	*Orthodox
	// partner[r] are the castling rights lost when the rook on r castles, for the rook
	// squares a1, h1, a8 and h8.
	partner map[movegen.Square]uint8
}

// NewExclusiveCastling returns o with the pairs of rook squares ([2]Square{White's,
// Black's}) mutually exclusive.
func NewExclusiveCastling(o *Orthodox, pairs [][2]movegen.Square) *ExclusiveCastling {
	e := &ExclusiveCastling{Orthodox: o, partner: map[movegen.Square]uint8{}}
	for _, p := range pairs {
		e.partner[p[0]] |= movegen.CastlingRightsAt(p[1])
		e.partner[p[1]] |= movegen.CastlingRightsAt(p[0])
	}
	return e
}

// Make plays m; castling takes away the partner's right. Unmake restores the rights
// with the position.
func (e *ExclusiveCastling) Make(m movegen.Move) {
	e.Orthodox.Make(m)
	if m.IsCastle() {
		e.Castled(m)
	}
}

// Castled takes away the partner's right after the castling m was played on the
// orthodox position (Make does it): for a search that plays on that position itself,
// the rest of the game being orthodox.
func (e *ExclusiveCastling) Castled(m movegen.Move) {
	rook, _ := movegen.CastlingRook(m.To())
	if lost := e.partner[rook]; lost != 0 && e.Castling()&lost != 0 {
		e.SetCastling(e.Castling() &^ lost)
	}
}

// Clone returns an independent copy.
func (e *ExclusiveCastling) Clone() Game {
	return &ExclusiveCastling{Orthodox: e.Orthodox.Clone().(*Orthodox), partner: e.partner}
}

var (
	_ Game      = (*ExclusiveCastling)(nil)
	_ MoveFacts = (*ExclusiveCastling)(nil)
)
