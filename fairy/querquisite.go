package fairy

import "github.com/cpls-dev/cpls/movegen"

// The querquisite (pieces/walks/querquisite.c) moves as the piece that starts the game
// on the file it stands on: a rook on the a- and h-files, a knight on the b- and g-files,
// a bishop on the c- and f-files, a queen on the d-file, a king on the e-file.

// querquisiteWalks are those pieces, by file.
var querquisiteWalks = [8]Walk{Rook, Knight, Bishop, Queen, King, Bishop, Knight, Rook}

// querquisiteMoves appends the moves of the querquisite on from.
func (g *Game) querquisiteMoves(ml []movegen.Move, from int, c movegen.Color) []movegen.Move {
	return g.walkMoves(ml, from, querquisiteWalks[fileOf(from)], c)
}
