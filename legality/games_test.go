package legality

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
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
	opts := Options{CastlingGiven: true}
	var buf []movegen.Move
	checked := 0
	for g := range games {
		p, err := movegen.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
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
			p.Make(pickMove(rng, p, buf))
		}
	}
	t.Logf("%d game positions validated", checked)
}

// pickMove prefers captures and promotions half of the time.
func pickMove(rng *rand.Rand, p *movegen.Position, moves []movegen.Move) movegen.Move {
	if rng.IntN(2) == 0 {
		var lively []movegen.Move
		for _, m := range moves {
			if m.Promotion() != movegen.NoPieceType || m.IsEnPassant() || p.PieceAt(m.To()) != movegen.NoPiece {
				lively = append(lively, m)
			}
		}
		if len(lively) > 0 {
			return lively[rng.IntN(len(lively))]
		}
	}
	return moves[rng.IntN(len(moves))]
}

// TestRetractionsUndoEveryMove checks the retraction generator against the move generator:
// after any legal move of a position reached in a game, some retraction that Validate counts
// as legal must restore that position (an uncaptured man matched by colour only, since its
// kind is not chosen). A move the generator could not take back would make Validate call
// a legal position illegal.
func TestRetractionsUndoEveryMove(t *testing.T) {
	games, plies := 100, 200
	if testing.Short() {
		games = 15
	}
	rng := rand.New(rand.NewPCG(7, 7))
	var buf, moves []movegen.Move
	undone := 0
	var castles, enPassants, promotions int
	for range games {
		p, err := movegen.ParseFEN("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")
		require.NoError(t, err)
		for range plies {
			moves = p.LegalMoves(moves[:0])
			if len(moves) == 0 {
				break
			}
			var before [64]movegen.Piece
			for s := movegen.Square(0); s < 64; s++ {
				before[s] = p.PieceAt(s)
			}
			for _, m := range moves {
				p.Make(m)
				var v position
				v.load(p)
				tm := v.materialOf(v.side)
				found := false
				v.eachRetraction(&tm, func(r retraction) bool {
					b, _ := v.priorBoard(r)
					if sameBoard(b.squares, before, v.side) && v.retractionLegal(r) {
						found = true
					}
					return found
				})
				require.Truef(t, found, "%s: no legal retraction undoes %s", p.FEN(), m.UCI())
				undone++
				switch {
				case m.IsCastle():
					castles++
				case m.IsEnPassant():
					enPassants++
				case m.Promotion() != movegen.NoPieceType:
					promotions++
				}
				p.Unmake()
			}
			buf = p.LegalMoves(buf[:0])
			p.Make(pickMove(rng, p, buf))
		}
	}
	t.Logf("%d moves taken back: %d castlings, %d en-passant captures, %d promotions", undone, castles, enPassants, promotions)
	require.NotZero(t, castles)
	require.NotZero(t, enPassants)
	require.NotZero(t, promotions)
}

// sameBoard compares a retracted board with the real one; an uncaptured man of colour t
// (a knight on the retracted board) matches any man of t but a king.
func sameBoard(b, real [64]movegen.Piece, t movegen.Color) bool {
	for s := range b {
		if b[s] == real[s] {
			continue
		}
		if b[s] == movegen.MakePiece(t, movegen.Knight) && real[s] != movegen.NoPiece && real[s].Color() == t && real[s].Type() != movegen.King {
			continue
		}
		return false
	}
	return true
}
