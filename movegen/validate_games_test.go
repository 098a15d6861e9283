package movegen

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestValidateGamePositions is the soundness test of Validate: every position reached by
// legal moves from the initial array is legal, with the castling rights and en-passant
// square the game left, so Validate must find no error in any of them. The games are
// random, with captures and promotions favoured so that the material and pawn-file rules
// see promoted pieces, doubled pawns and bare kings.
func TestValidateGamePositions(t *testing.T) {
	games, plies := 400, 300
	if testing.Short() {
		games = 60
	}
	rng := rand.New(rand.NewPCG(4, 2))
	opts := ValidateOptions{CastlingGiven: true}
	var buf []Move
	checked := 0
	for g := range games {
		p, err := ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
		require.NoError(t, err)
		for ply := range plies {
			for _, v := range Validate(p, opts) {
				require.NotEqualf(t, SeverityError, v.Severity, "game %d ply %d %s: %s: %s", g, ply, p.FEN(), v.Rule, v.Message)
			}
			checked++
			buf = p.LegalMoves(buf[:0])
			if len(buf) == 0 {
				break
			}
			p.Make(vldPickMove(rng, p, buf))
		}
	}
	t.Logf("%d game positions validated", checked)
}

// vldPickMove prefers captures and promotions half of the time.
func vldPickMove(rng *rand.Rand, p *Position, moves []Move) Move {
	if rng.IntN(2) == 0 {
		var lively []Move
		for _, m := range moves {
			if m.Promotion() != NoPieceType || m.IsEnPassant() || p.PieceAt(m.To()) != NoPiece {
				lively = append(lively, m)
			}
		}
		if len(lively) > 0 {
			return lively[rng.IntN(len(lively))]
		}
	}
	return moves[rng.IntN(len(moves))]
}
