package fairy

import (
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// TestParrainBulHop: under ParrainCirce a move that rebirths a pawn on its last rank
// names the pawn's promotion in its condition bits, which on a Bul or Dob hop hold the
// hurdle's promotion: the engine wrote both there, and the hop decoded as a hurdle
// promotion beyond the game's list (a panic, found by a sweep of random games with
// HalfInChess forced in, seed 64). After 1...Re7*e6, Popeye's h~1 (py -regression:
// ParrainCirce, white Ka1 Pe6 Bul Gc5, black Kh5 Re7 Pc6) plays the hop Gc5-c7 with the
// hurdle to f6 and the pawn reborn on h8 once per promotion; the engine, without room
// for the choice, promotes it to the first (a queen).
func TestParrainBulHop(t *testing.T) {
	g := conditionGame(t, movegen.Black, map[movegen.Square]Piece{
		movegen.A1: MakePiece(King, WhiteSide, 0), movegen.H5: MakePiece(King, BlackSide, 0),
		movegen.E7: MakePiece(Rook, BlackSide, 0), movegen.E6: MakePiece(Pawn, WhiteSide, 0),
		movegen.C6: MakePiece(Pawn, BlackSide, 0), movegen.C5: MakePiece(Grasshopper, WhiteSide, Attrs(Bul))}, "ParrainCirce")
	g.Make(findMove(t, g, movegen.E7, movegen.E6))
	var reborn bool
	for _, m := range checkGame(t, g) {
		if d := g.decode(m); d.kind == hurdleHop && square(int(d.dest)) == movegen.F6 {
			g.Make(m)
			require.Equal(t, MakePiece(Queen, WhiteSide, 0), g.board[box(movegen.H8)])
			g.Unmake()
			reborn = true
		}
	}
	require.True(t, reborn, "no hop Gc5-c7 with the hurdle to f6")
}
