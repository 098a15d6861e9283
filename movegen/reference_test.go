package movegen

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// A slow, obviously correct reference generator on the mailbox: pseudo-legal moves square
// by square, each kept if the royal king is not attacked after playing it on a copy of
// the board. The fast generator must agree with it on every position, including the odd
// ones Popeye accepts (no king, pawns on the first or last rank, several kings, the side
// not to move in check).

type refBoard [64]Piece

// refAttacked reports whether a piece of colour by attacks s on b. A pawn on its own
// first rank attacks nothing (Popeye).
func refAttacked(b *refBoard, s Square, by Color) bool {
	for _, st := range knightSteps {
		if t, ok := s.Offset(st[0], st[1]); ok && b[t] == MakePiece(by, Knight) {
			return true
		}
	}
	for _, st := range kingSteps {
		if t, ok := s.Offset(st[0], st[1]); ok && b[t] == MakePiece(by, King) {
			return true
		}
	}
	dr, first := -1, 0 // a white pawn attacks s from one rank below
	if by == Black {
		dr, first = 1, 7
	}
	for _, df := range [2]int{-1, 1} {
		if t, ok := s.Offset(df, dr); ok && b[t] == MakePiece(by, Pawn) && t.Rank() != first {
			return true
		}
	}
	for i, dirs := range []*[4][2]int{&rookDirections, &bishopDirections} {
		slider := []PieceType{Rook, Bishop}[i]
		for _, d := range dirs {
			t, ok := s.Offset(d[0], d[1])
			for ok {
				if pc := b[t]; pc != NoPiece {
					if pc.Color() == by && (pc.Type() == slider || pc.Type() == Queen) {
						return true
					}
					break
				}
				t, ok = t.Offset(d[0], d[1])
			}
		}
	}
	return false
}

// refPlay returns the board after m and where the royal king of the mover stands.
func refPlay(b refBoard, m Move, royal Square) (refBoard, Square) {
	from, to := m.From(), m.To()
	pc := b[from]
	b[from] = NoPiece
	b[to] = pc
	if m.IsEnPassant() {
		b[MakeSquare(to.File(), from.Rank())] = NoPiece
	}
	if m.IsCastle() {
		rf, rt := castlingRook(to)
		b[rt], b[rf] = b[rf], NoPiece
	}
	if pt := m.Promotion(); pt != NoPieceType {
		b[to] = MakePiece(pc.Color(), pt)
	}
	if from == royal {
		royal = to
	}
	return b, royal
}

func refLegalMoves(p *Position) []Move {
	b, royal, pseudo := refPseudoMoves(p, false)
	them := p.SideToMove().Other()
	var legal []Move
	for _, m := range pseudo {
		after, k := refPlay(b, m, royal)
		if k == NoSquare || !refAttacked(&after, k, them) {
			legal = append(legal, m)
		}
	}
	return legal
}

// refPseudoMoves returns the board, the royal king of the side to move and its moves by
// the pieces' rules, own king left attacked or not. Castling needs the king not in check
// and the squares it passes and (unless arrivalAttacked) lands on unattacked.
func refPseudoMoves(p *Position, arrivalAttacked bool) (refBoard, Square, []Move) {
	var b refBoard
	for s := A1; s <= H8; s++ {
		b[s] = p.PieceAt(s)
	}
	us, them := p.SideToMove(), p.SideToMove().Other()
	royal := p.King(us)
	var pseudo []Move
	add := func(from, to Square, kind uint32) {
		if to.Rank() == 7 && b[from].Type() == Pawn && us == White ||
			to.Rank() == 0 && b[from].Type() == Pawn && us == Black {
			for _, pt := range []PieceType{Queen, Rook, Bishop, Knight} {
				pseudo = append(pseudo, newMove(from, to, pt, kind))
			}
			return
		}
		pseudo = append(pseudo, newMove(from, to, NoPieceType, kind))
	}
	canTake := func(t Square) bool {
		pc := b[t]
		return pc == NoPiece || pc.Color() != us && pc.Type() != King
	}
	for s := A1; s <= H8; s++ {
		pc := b[s]
		if pc == NoPiece || pc.Color() != us {
			continue
		}
		switch pc.Type() {
		case Knight, King:
			steps := knightSteps
			if pc.Type() == King {
				steps = kingSteps
			}
			for _, st := range steps {
				if t, ok := s.Offset(st[0], st[1]); ok && canTake(t) {
					add(s, t, kindNormal)
				}
			}
		case Bishop, Rook, Queen:
			var dirs [][2]int
			if pc.Type() != Bishop {
				dirs = append(dirs, rookDirections[:]...)
			}
			if pc.Type() != Rook {
				dirs = append(dirs, bishopDirections[:]...)
			}
			for _, d := range dirs {
				t, ok := s.Offset(d[0], d[1])
				for ok {
					if canTake(t) {
						add(s, t, kindNormal)
					}
					if b[t] != NoPiece {
						break
					}
					t, ok = t.Offset(d[0], d[1])
				}
			}
		case Pawn:
			dr, first, second := 1, 0, 1
			if us == Black {
				dr, first, second = -1, 7, 6
			}
			if s.Rank() == first {
				continue // Popeye: a pawn on its own first rank does not move
			}
			if t, ok := s.Offset(0, dr); ok && b[t] == NoPiece {
				add(s, t, kindNormal)
				if t2, ok := t.Offset(0, dr); ok && s.Rank() == second && b[t2] == NoPiece {
					add(s, t2, kindNormal)
				}
			}
			for _, df := range []int{-1, 1} {
				t, ok := s.Offset(df, dr)
				if !ok {
					continue
				}
				if b[t] != NoPiece && b[t].Color() == them && b[t].Type() != King {
					add(s, t, kindNormal)
				}
				if ep := p.EnPassant(); t == ep && b[t] == NoPiece {
					behind, ok := t.Offset(0, -dr)
					if ok && b[behind] == MakePiece(them, Pawn) && (us == White && t.Rank() == 5 || us == Black && t.Rank() == 2) {
						add(s, t, kindEnPassant)
					}
				}
			}
		}
	}
	// Castling: the right, king and rook at home, empty between, the king not in check and
	// not passing through or landing on an attacked square.
	home := MakeSquare(4, 0)
	if us == Black {
		home = MakeSquare(4, 7)
	}
	rights := p.Castling() >> (2 * uint(us)) & 3
	if royal == home && !refAttacked(&b, home, them) {
		if rights&1 != 0 && b[home+3] == MakePiece(us, Rook) && b[home+1] == NoPiece && b[home+2] == NoPiece &&
			!refAttacked(&b, home+1, them) && (arrivalAttacked || !refAttacked(&b, home+2, them)) {
			pseudo = append(pseudo, newMove(home, home+2, NoPieceType, kindCastle))
		}
		if rights&2 != 0 && b[home-4] == MakePiece(us, Rook) && b[home-1] == NoPiece && b[home-2] == NoPiece && b[home-3] == NoPiece &&
			!refAttacked(&b, home-1, them) && (arrivalAttacked || !refAttacked(&b, home-2, them)) {
			pseudo = append(pseudo, newMove(home, home-2, NoPieceType, kindCastle))
		}
	}
	return b, royal, pseudo
}

// refPieceAttacks reports whether the piece on s attacks t on b.
func refPieceAttacks(b *refBoard, s, t Square) bool {
	pc := b[s]
	df, dr := t.File()-s.File(), t.Rank()-s.Rank()
	switch pc.Type() {
	case Pawn:
		if pc.Color() == White {
			return s.Rank() != 0 && dr == 1 && (df == 1 || df == -1)
		}
		return s.Rank() != 7 && dr == -1 && (df == 1 || df == -1)
	case Knight:
		return df*df+dr*dr == 5
	case King:
		return s != t && df*df <= 1 && dr*dr <= 1
	}
	straight := df == 0 || dr == 0
	diagonal := df == dr || df == -dr
	if s == t || !straight && !diagonal ||
		pc.Type() == Rook && !straight || pc.Type() == Bishop && !diagonal {
		return false
	}
	sf, sr := sign(df), sign(dr)
	for u, _ := s.Offset(sf, sr); u != t; u, _ = u.Offset(sf, sr) {
		if b[u] != NoPiece {
			return false
		}
	}
	return true
}

func sign(x int) int {
	switch {
	case x > 0:
		return 1
	case x < 0:
		return -1
	}
	return 0
}

// refCheckers returns the pieces attacking the royal king of the side to move.
func refCheckers(p *Position) Bitboard {
	k := p.King(p.SideToMove())
	if k == NoSquare {
		return 0
	}
	var b refBoard
	for s := A1; s <= H8; s++ {
		b[s] = p.PieceAt(s)
	}
	var checkers Bitboard
	for s := A1; s <= H8; s++ {
		if pc := b[s]; pc != NoPiece && pc.Color() != p.SideToMove() && refPieceAttacks(&b, s, k) {
			checkers |= SquareBB(s)
		}
	}
	return checkers
}

// refPinned returns the pieces of the side to move whose removal lets a new enemy slider
// attack the royal king.
func refPinned(p *Position) Bitboard {
	us := p.SideToMove()
	k := p.King(us)
	if k == NoSquare {
		return 0
	}
	var pinned Bitboard
	before := refCheckers(p)
	for s := A1; s <= H8; s++ {
		pc := p.PieceAt(s)
		if pc == NoPiece || pc.Color() != us || s == k {
			continue
		}
		q := p.Clone()
		q.Remove(s)
		if refCheckers(q)&^before != 0 {
			pinned |= SquareBB(s)
		}
	}
	return pinned
}

func sortedUCI(moves []Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = m.UCI()
		if m.IsCastle() {
			out[i] += "(castle)"
		}
		if m.IsEnPassant() {
			out[i] += "(ep)"
		}
	}
	slices.Sort(out)
	return out
}

// checkNode compares the fast generator and every cached or derived fact with the
// reference at one position; it returns the legal moves.
func checkNode(t testing.TB, p *Position) []Move {
	fen := p.FEN()
	moves := p.LegalMoves(nil)
	require.Equal(t, sortedUCI(refLegalMoves(p)), sortedUCI(moves), "legal moves of %s", fen)
	require.Equal(t, len(moves), p.MoveCount(), "MoveCount of %s", fen)
	require.Equal(t, len(moves) > 0, p.HasLegalMove(), "HasLegalMove of %s", fen)
	require.Equal(t, refCheckers(p), p.Checkers(), "checkers of %s", fen)
	require.Equal(t, p.computeHash(), p.Hash(), "hash of %s", fen)
	require.Equal(t, p.InCheck() && len(moves) == 0, p.IsCheckmate(), fen)
	require.Equal(t, !p.InCheck() && len(moves) == 0, p.IsStalemate(), fen)
	for _, m := range moves {
		gives := p.GivesCheck(m)
		p.Make(m)
		require.Equal(t, p.InCheck(), gives, "GivesCheck(%s) in %s", m.UCI(), fen)
		p.Unmake()
	}
	require.Equal(t, fen, p.FEN())
	return moves
}

// walkReference checks every node of the tree depth plies deep.
func walkReference(t testing.TB, p *Position, depth int) {
	moves := checkNode(t, p)
	if depth <= 1 {
		return
	}
	for _, m := range moves {
		p.Make(m)
		walkReference(t, p, depth-1)
		p.Unmake()
	}
}

func TestReferenceOnPerftPositions(t *testing.T) {
	for _, c := range perftCases {
		p, err := ParseFEN(c.fen)
		require.NoError(t, err)
		require.Equal(t, refPinned(p), p.Pinned(), c.name)
		walkReference(t, p, 2)
	}
}

// oddPositions are positions a problem file may hold that no game reaches.
var oddPositions = []string{
	"8/8/8/8/8/8/8/8 w - - 0 1",                                // empty board
	"8/8/8/4k3/8/8/8/8 w - - 0 1",                              // White has no king and no piece
	"8/8/8/4k3/8/8/3Q4/8 w - - 0 1",                            // no white king
	"8/8/8/4q3/8/8/8/4K3 b - - 0 1",                            // no black king
	"8/8/8/3pP3/8/8/8/8 w - d6 0 1",                            // en passant without kings
	"4k3/8/8/8/8/8/8/P3K2P w - - 0 1",                          // white pawns on the first rank
	"p3k2p/8/8/8/8/8/8/4K3 b - - 0 1",                          // black pawns on their first rank
	"P3k2P/8/8/8/8/8/8/p3K2p w - - 0 1",                        // pawns on their last rank
	"4k3/8/8/8/8/8/1p6/P3K3 b - - 0 1",                         // a first-rank pawn does not attack b2
	"3k4/8/8/8/8/8/3p4/2PK4 w - - 0 1",                         // … nor give check: d2 attacked? no
	"4k3/8/8/8/8/8/8/4K2R b K - 0 1",                           // side not to move… fine
	"4k3/4R3/8/8/8/8/8/4K3 w - - 0 1",                          // the side not to move is in check
	"4k3/8/8/8/8/8/8/K2K4 w - - 0 1",                           // two white kings
	"4k3/8/8/8/8/8/4r3/K2K4 w - - 0 1",                         // two white kings, one attacked
	"3k4/3r4/8/8/8/8/3K4/3K4 w - - 0 1",                        // the royal king shields the other
	"4k3/8/8/8/8/8/8/R3K2R w KQkq - 0 1",                       // rights without the black rooks
	"r3k2r/8/8/8/8/8/8/4K3 w KQkq - 0 1",                       // rights without the white rooks
	"4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1",                        // en passant exposing the king on a rank
	"4k3/8/8/r1PpK3/8/8/8/8 w - d6 0 1",                        // same, from the other side
	"8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1",                        // en passant capturing the checker
	"8/8/8/8/k2Pp2Q/8/8/3K4 b - d3 0 1",                        // en passant exposing the king
	"4k3/8/8/3pP3/8/8/8/4K3 w - e6 0 1",                        // en-passant square behind the mover's pawn
	"4k3/8/8/3pP3/8/8/8/4K3 w - d3 0 1",                        // en-passant square on the wrong rank
	"4k3/8/8/4P3/8/8/8/4K3 w - d6 0 1",                         // no pawn to capture
	"1k6/8/8/5q2/8/3K4/8/8 w - - 0 1",                          // king in check
	"k7/8/8/8/8/8/r7/1r2K3 w - - 0 1",                          // king boxed in
	"4k3/8/8/8/8/8/8/3QKQ2 b - - 0 1",                          // black king next to nothing
	"KQQQQQQQ/QQQQQQQQ/QQQQQQQQ/QQQQQQQQ/8/8/8/k7 w - - 0 1",   // many queens
	"R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1",     // 218 moves
	"3Q4/1Q4Q1/4Q3/2Q4R/Q4Q2/3Q4/1Q4Rp/1K1BBNNk w - - 0 1",     // many moves
	"8/PPPPPPPP/8/8/8/8/pppppppp/8 w - - 0 1",                  // promotions everywhere
	"rnbqkbnr/PPPPPPPP/8/8/8/8/pppppppp/RNBQKBNR w KQkq - 0 1", // captures promoting
	"k7/8/8/8/8/8/8/K7 w KQkq - 0 1",                           // rights with nothing at home
	"4k3/8/8/8/8/8/8/4K2r w K - 0 1",                           // rook of the wrong colour
	"3qk3/8/8/8/8/8/3P4/3K4 w - - 0 1",                         // pinned pawn may push
	"4k3/8/8/8/b7/8/2P5/4K3 w - - 0 1",                         // pinned pawn may not
	"4k3/8/8/8/8/8/6p1/4K2R w K - 0 1",                         // castling through a pawn check
	"4k3/8/8/8/8/8/8/R3K1r1 w Q - 0 1",                         // rank attack behind the king
	"4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1",                         // both castlings
	"1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1",                         // b1 attacked: castling allowed
}

func TestReferenceOnOddPositions(t *testing.T) {
	for _, fen := range oddPositions {
		p, err := ParseFEN(fen)
		require.NoError(t, err, fen)
		require.Equal(t, refPinned(p), p.Pinned(), fen)
		walkReference(t, p, 2)
	}
}

func TestOddPositionFacts(t *testing.T) {
	count := func(fen string) int {
		p, err := ParseFEN(fen)
		require.NoError(t, err)
		return p.MoveCount()
	}
	require.Zero(t, count("8/8/8/8/8/8/8/8 w - - 0 1"))
	require.Equal(t, 5, count("4k3/8/8/8/8/8/8/P3K2P w - - 0 1"), "first-rank pawns do not move")
	require.Equal(t, 218, count("R6R/3Q4/1Q4Q1/4Q3/2Q4Q/Q4Q2/pp1Q4/kBNN1KB1 w - - 0 1"))
	require.Equal(t, 2, count("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1")-count("4k3/8/8/8/8/8/8/R3K2R w - - 0 1"))
	require.Equal(t, 1, count("1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1")-count("1r2k3/8/8/8/8/8/8/R3K3 w - - 0 1"))
	p, err := ParseFEN("3k4/8/8/8/8/8/3p4/2PK4 w - - 0 1")
	require.NoError(t, err)
	require.False(t, p.AttackersTo(D2, White).Has(C1), "a pawn on its first rank attacks nothing")
	p, err = ParseFEN("8/8/8/8/8/8/8/8 w - - 0 1")
	require.NoError(t, err)
	require.Equal(t, NoSquare, p.King(White))
	require.True(t, p.IsStalemate())
	require.False(t, p.IsCheckmate())
}

// randomPosition places pieces at random: zero to two kings a side (mostly one), pawns
// on any rank, random castling rights and sometimes an en-passant square.
func randomPosition(rng *rand.Rand) *Position {
	p := NewEmpty()
	for c := White; c <= Black; c++ {
		kings := 1
		switch rng.IntN(10) {
		case 0:
			kings = 0
		case 1:
			kings = 2
		}
		for i := 0; i < kings; i++ {
			p.Put(Square(rng.IntN(64)), MakePiece(c, King))
		}
	}
	n := rng.IntN(24)
	for i := 0; i < n; i++ {
		pt := PieceType(1 + rng.IntN(5))
		p.Put(Square(rng.IntN(64)), MakePiece(Color(rng.IntN(2)), pt))
	}
	if rng.IntN(2) == 0 { // some pieces at home so that castling has a chance
		p.Put(E1, MakePiece(White, King))
		p.Put(H1, MakePiece(White, Rook))
		p.Put(A8, MakePiece(Black, Rook))
	}
	p.SetSideToMove(Color(rng.IntN(2)))
	p.SetCastling(uint8(rng.IntN(16)))
	if rng.IntN(3) == 0 {
		f := rng.IntN(8)
		if p.SideToMove() == White {
			p.Put(MakeSquare(f, 4), MakePiece(Black, Pawn))
			p.Remove(MakeSquare(f, 5))
			p.SetEnPassant(MakeSquare(f, 5))
			if f > 0 && rng.IntN(2) == 0 {
				p.Put(MakeSquare(f-1, 4), MakePiece(White, Pawn))
			}
		} else {
			p.Put(MakeSquare(f, 3), MakePiece(White, Pawn))
			p.Remove(MakeSquare(f, 2))
			p.SetEnPassant(MakeSquare(f, 2))
			if f < 7 && rng.IntN(2) == 0 {
				p.Put(MakeSquare(f+1, 3), MakePiece(Black, Pawn))
			}
		}
	}
	return p
}

func TestReferenceOnRandomPositions(t *testing.T) {
	n := 3000
	if testing.Short() {
		n = 400
	}
	rng := rand.New(rand.NewPCG(7, 11))
	for i := 0; i < n; i++ {
		p := randomPosition(rng)
		// Put builds the position piece by piece: the cached facts must equal those of the
		// same position read from its FEN.
		q, err := ParseFEN(p.FEN())
		require.NoError(t, err, p.FEN())
		require.Equal(t, q.Hash(), p.Hash(), p.FEN())
		require.Equal(t, q.Checkers(), p.Checkers(), p.FEN())
		require.Equal(t, q.Pinned(), p.Pinned(), p.FEN())
		require.Equal(t, refPinned(p), p.Pinned(), p.FEN())
		walkReference(t, p, 2)
	}
}

// FuzzLegalMoves compares the generator with the reference on any position ParseFEN
// accepts, two plies deep.
func FuzzLegalMoves(f *testing.F) {
	for _, c := range perftCases {
		f.Add(c.fen)
	}
	for _, fen := range oddPositions {
		f.Add(fen)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParseFEN(s)
		if err != nil {
			return
		}
		if strings.Count(p.FEN(), "Q")+strings.Count(p.FEN(), "q") > 12 {
			walkReference(t, p, 1) // keep many-queen positions quick
			return
		}
		walkReference(t, p, 2)
	})
}
