package fairy

import "github.com/cpls-dev/cpls/movegen"

// Piece is what stands on a square: a walk, the sides it belongs to and its attributes,
// packed in 32 bits so that a board is an array of integers and a piece compares with ==.
//
//	bits 0–7: Walk | bit 8: white | bit 9: black | bits 10–29: attributes (Attr)
//
// A neutral piece belongs to both sides: it moves for the side to move, and either side
// may capture it. The zero value NoPiece is an empty square.
type Piece uint32

// NoPiece is an empty square.
const NoPiece Piece = 0

// invalid marks the mailbox's squares off the board: a walk of Invalid that belongs to
// no side.
const invalid = Piece(Invalid)

const (
	whiteBit    = 1 << 8
	blackBit    = 1 << 9
	neutralBits = whiteBit | blackBit
	attrShift   = 10
)

// Attr is a piece attribute (Popeye's piece specifications), in Popeye's order.
type Attr uint8

// The attributes. Royal makes a piece the royal piece of its side (a king is royal
// without it); the others are Popeye's piece specifications.
const (
	Royal Attr = iota
	Kamikaze
	Paralysing
	Chameleon
	Jigger
	Volage
	Functionary
	HalfNeutral
	HurdleColourChanging
	Protean
	Magic
	Uncapturable
	Patrol
	Frischauf
	Bul
	Dob
	Anda
	AndaInverse
	AliceA
	AliceB
	// NumAttrs is the number of attributes.
	NumAttrs
)

var attrNames = [NumAttrs]string{"Royal", "Kamikaze", "Paralysing", "Chameleon", "Jigger", "Volage",
	"Functionary", "HalfNeutral", "HurdleColourChanging", "Protean", "Magic", "Uncapturable", "Patrol",
	"Frischauf", "Bul", "Dob", "Anda", "AndaInverse", "AliceA", "AliceB"}

// String returns the attribute's English name as Popeye spells it.
func (a Attr) String() string {
	if a >= NumAttrs {
		return "invalid"
	}
	return attrNames[a]
}

// AttrByName returns the attribute of an English name as Popeye spells it.
func AttrByName(name string) (Attr, bool) {
	for i, n := range attrNames {
		if n == name {
			return Attr(i), true
		}
	}
	return 0, false
}

// Side is the sides a piece belongs to: White, Black or Neutral (both).
type Side uint8

// The sides of a piece.
const (
	WhiteSide   Side = 1
	BlackSide   Side = 2
	NeutralSide Side = 3
)

// SideOf returns the Side of a colour.
func SideOf(c movegen.Color) Side { return Side(1) << c }

// MakePiece returns a piece of walk w belonging to s with attributes attrs (a bit set,
// bit i for Attr(i); see Attrs).
func MakePiece(w Walk, s Side, attrs uint32) Piece {
	return Piece(uint32(w) | uint32(s)<<8 | attrs<<attrShift)
}

// Attrs returns the bit set of the attributes as.
func Attrs(as ...Attr) uint32 {
	var b uint32
	for _, a := range as {
		b |= 1 << a
	}
	return b
}

// Walk returns the piece's walk.
func (p Piece) Walk() Walk { return Walk(p) }

// Side returns the sides the piece belongs to.
func (p Piece) Side() Side { return Side(p >> 8 & 3) }

// Belongs reports whether the piece belongs to c (a neutral piece belongs to both).
func (p Piece) Belongs(c movegen.Color) bool { return p&(whiteBit<<c) != 0 }

// Neutral reports whether the piece belongs to both sides.
func (p Piece) Neutral() bool { return p&neutralBits == neutralBits }

// Has reports whether the piece has attribute a.
func (p Piece) Has(a Attr) bool { return p&(1<<(attrShift+a)) != 0 }

// AttrBits returns the piece's attributes as a bit set (bit i for Attr(i)).
func (p Piece) AttrBits() uint32 { return uint32(p) >> attrShift }

// WithWalk returns the piece with walk w instead of its own.
func (p Piece) WithWalk(w Walk) Piece { return p&^0xff | Piece(w) }

// WithSide returns the piece belonging to s instead.
func (p Piece) WithSide(s Side) Piece { return p&^neutralBits | Piece(s)<<8 }

// WithAttrs returns the piece with the attributes attrs (a bit set) instead of its own.
func (p Piece) WithAttrs(attrs uint32) Piece { return p&(1<<attrShift-1) | Piece(attrs)<<attrShift }

// Without returns the piece without attribute a.
func (p Piece) Without(a Attr) Piece { return p &^ (1 << (attrShift + a)) }

// IsRoyal reports whether the piece is the royal piece of its side(s): a king (or another
// royal walk: Poseidon, Sting) or a piece with the Royal attribute.
func (p Piece) IsRoyal() bool { return p.Has(Royal) || royalWalk(p.Walk()) }

// royalWalk reports whether w is royal by its walk (Popeye's is_king).
func royalWalk(w Walk) bool { return w == King || w == Poseidon || w == Sting }

// Orthodox returns the movegen piece of p and true when p is an orthodox piece without
// attributes of one side.
func (p Piece) Orthodox() (movegen.Piece, bool) {
	if p.AttrBits() != 0 {
		return movegen.NoPiece, false
	}
	var c movegen.Color
	switch p.Side() {
	case WhiteSide:
		c = movegen.White
	case BlackSide:
		c = movegen.Black
	default:
		return movegen.NoPiece, false
	}
	var pt movegen.PieceType
	switch p.Walk() {
	case King:
		pt = movegen.King
	case Queen:
		pt = movegen.Queen
	case Rook:
		pt = movegen.Rook
	case Bishop:
		pt = movegen.Bishop
	case Knight:
		pt = movegen.Knight
	case Pawn:
		pt = movegen.Pawn
	default:
		return movegen.NoPiece, false
	}
	return movegen.MakePiece(c, pt), true
}

// FromOrthodox returns the piece of an orthodox movegen piece.
func FromOrthodox(pc movegen.Piece) Piece {
	if pc == movegen.NoPiece {
		return NoPiece
	}
	w := [...]Walk{movegen.Pawn: Pawn, movegen.Knight: Knight, movegen.Bishop: Bishop,
		movegen.Rook: Rook, movegen.Queen: Queen, movegen.King: King}[pc.Type()]
	return MakePiece(w, SideOf(pc.Color()), 0)
}

// Board is a diagram of pieces, indexed by movegen squares.
type Board [64]Piece

// AttrSupported reports whether the engine plays attribute a.
func AttrSupported(a Attr) bool {
	switch a {
	case Royal, Kamikaze, Paralysing, Chameleon, Jigger, Volage, Anda, Functionary, HalfNeutral, HurdleColourChanging, Uncapturable, Bul, Dob, Magic, Patrol,
		AliceA, AliceB, Frischauf:
		return true
	}
	return false
}
