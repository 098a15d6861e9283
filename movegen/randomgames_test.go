package movegen

import (
	"math/rand/v2"
	"testing"
)

// randomGameFENs are the start positions of the random-game tests: the initial position
// and perft's positions 2, 3 and 4, en passant, castling that checks, discovered checks
// and pins, bare kings and rooks, pawns on their own first rank and a second
// white king, and promotions.
var randomGameFENs = []string{
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"4k3/8/8/2pP4/8/8/8/4K2R w K c6 0 1",
	"5k2/8/8/3pP3/8/1B6/8/R3K2R w KQ d6 0 1",
	"8/1k6/8/3pP3/8/8/1B6/K2R3r w - d6 0 1",
	"3k4/8/8/8/8/8/8/R3K2R w KQ - 0 1",
	"8/8/8/8/8/8/8/R3K2R w KQ - 0 1",
	"4k3/8/4N3/8/4R3/2B5/8/R3K1r1 w Q - 0 1",
	"6k1/5ppp/8/8/8/8/1Q6/R3K3 w Q - 0 1",
	"r4rk1/8/8/8/3b4/8/1P1P4/R2K3R w - - 0 1",
	"1n2k1n1/8/8/8/2Q5/8/3PP3/4K3 w - - 0 1",
	"1k6/8/8/1K6/8/3B4/8/2R5 w - - 0 1",
	"7k/5Q2/6K1/8/8/8/8/8 w - - 0 1",
	"7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
	"k7/8/8/8/8/8/8/KQ6 w - - 0 1",
	"k7/2P5/1K6/8/8/8/8/8 w - - 0 1",
	"1k6/1P6/8/8/8/8/6p1/4K3 w - - 0 1",
	"8/P7/8/8/8/8/p7/K6k w - - 0 1",
	"8/8/3k4/8/2K5/8/8/R6r w - - 0 1",
	"4k3/8/8/8/8/8/8/P3K2p w - - 0 1",
	"k7/8/8/8/8/8/1K6/K7 w - - 0 1",
	// Promotions that check as a queen, rook, bishop or knight, or not at all.
	"3k4/1P6/8/8/8/8/8/4K3 w - - 0 1",
	"8/4P3/2k5/8/8/8/8/4K3 w - - 0 1",
	"5r2/3P4/4k3/8/8/8/8/K7 w - - 0 1",
}

// playRandomGames plays games random games of up to plies moves, starting from fens in
// turn and choosing moves with a generator seeded by seed, and calls visit on every
// position before its move is chosen, with the game's ply number and the legal moves
// there, the last position of a game (mate or stalemate: no legal move) included. visit
// must leave the position as it found it.
func playRandomGames(t *testing.T, fens []string, seed uint64, games, plies int, visit func(p *Position, ply int, legal []Move)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, seed+1))
	for g := range games {
		p, err := ParseFEN(fens[g%len(fens)])
		if err != nil {
			t.Fatal(err)
		}
		for ply := range plies {
			legal := p.LegalMoves(nil)
			visit(p, ply, legal)
			if len(legal) == 0 {
				break
			}
			p.Make(legal[rng.IntN(len(legal))])
		}
	}
}
