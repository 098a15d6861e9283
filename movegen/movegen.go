package movegen

// LegalMoves appends the legal moves of the side to move to buf and returns it.
// Pseudo-legal moves are generated, then each is made and kept only if it leaves the
// mover's king unattacked. TODO(issue 2): check and pin masks with bitboard sliders.
func (p *Position) LegalMoves(buf []Move) []Move {
	start := len(buf)
	buf = p.pseudoMoves(buf)
	us := p.side
	n := start
	for _, m := range buf[start:] {
		p.Make(m)
		k := p.King(us)
		if k == NoSquare || p.AttackersTo(k, us.Other()) == 0 {
			buf[n] = m
			n++
		}
		p.Unmake()
	}
	return buf[:n]
}

func (p *Position) pseudoMoves(buf []Move) []Move {
	us, them := p.side, p.side.Other()
	for s := Square(0); s < 64; s++ {
		pc := p.board[s]
		if pc == NoPiece || pc.Color() != us {
			continue
		}
		switch pc.Type() {
		case Pawn:
			buf = p.pawnMoves(buf, s)
		case Knight:
			buf = p.stepMoves(buf, s, knightSteps[:])
		case King:
			buf = p.stepMoves(buf, s, kingSteps[:])
			buf = p.castlingMoves(buf, s, them)
		case Bishop:
			buf = p.slideMoves(buf, s, bishopDirections[:])
		case Rook:
			buf = p.slideMoves(buf, s, rookDirections[:])
		case Queen:
			buf = p.slideMoves(buf, s, bishopDirections[:])
			buf = p.slideMoves(buf, s, rookDirections[:])
		}
	}
	return buf
}

func (p *Position) stepMoves(buf []Move, s Square, steps [][2]int) []Move {
	for _, st := range steps {
		if t, ok := offset(s, st[0], st[1]); ok {
			if pc := p.board[t]; pc == NoPiece || pc.Color() != p.side {
				buf = append(buf, newMove(s, t, NoPieceType, kindNormal))
			}
		}
	}
	return buf
}

func (p *Position) slideMoves(buf []Move, s Square, dirs [][2]int) []Move {
	for _, d := range dirs {
		t, ok := offset(s, d[0], d[1])
		for ok {
			pc := p.board[t]
			if pc != NoPiece {
				if pc.Color() != p.side {
					buf = append(buf, newMove(s, t, NoPieceType, kindNormal))
				}
				break
			}
			buf = append(buf, newMove(s, t, NoPieceType, kindNormal))
			t, ok = offset(t, d[0], d[1])
		}
	}
	return buf
}

func (p *Position) pawnMoves(buf []Move, s Square) []Move {
	dr, home, last := 1, 1, 7
	if p.side == Black {
		dr, home, last = -1, 6, 0
	}
	add := func(t Square, kind uint32) {
		if t.Rank() == last {
			for _, pt := range [4]PieceType{Queen, Rook, Bishop, Knight} {
				buf = append(buf, newMove(s, t, pt, kind))
			}
			return
		}
		buf = append(buf, newMove(s, t, NoPieceType, kind))
	}
	if t, ok := offset(s, 0, dr); ok && p.board[t] == NoPiece {
		add(t, kindNormal)
		if s.Rank() == home {
			if t2, ok := offset(t, 0, dr); ok && p.board[t2] == NoPiece {
				add(t2, kindNormal)
			}
		}
	}
	for _, df := range [2]int{-1, 1} {
		t, ok := offset(s, df, dr)
		if !ok {
			continue
		}
		if pc := p.board[t]; pc != NoPiece && pc.Color() != p.side {
			add(t, kindNormal)
		} else if t == p.ep && pc == NoPiece {
			add(t, kindEnPassant)
		}
	}
	return buf
}

// castlingMoves adds castling when the right is held, king and rook stand at home, the
// squares between are empty, and the king neither stands in, passes through nor lands on
// an attacked square.
func (p *Position) castlingMoves(buf []Move, k Square, them Color) []Move {
	type rule struct {
		right          uint8
		king, rook, to Square
		empty, safe    []Square
	}
	rules := [4]rule{
		{WhiteKingside, E1, H1, G1, []Square{F1, G1}, []Square{E1, F1, G1}},
		{WhiteQueenside, E1, A1, C1, []Square{B1, C1, D1}, []Square{E1, D1, C1}},
		{BlackKingside, E8, H8, G8, []Square{F8, G8}, []Square{E8, F8, G8}},
		{BlackQueenside, E8, A8, C8, []Square{B8, C8, D8}, []Square{E8, D8, C8}},
	}
next:
	for _, r := range rules {
		if p.castling&r.right == 0 || k != r.king || p.board[r.rook] != MakePiece(p.side, Rook) {
			continue
		}
		for _, s := range r.empty {
			if p.board[s] != NoPiece {
				continue next
			}
		}
		for _, s := range r.safe {
			if p.AttackersTo(s, them) != 0 {
				continue next
			}
		}
		buf = append(buf, newMove(k, r.to, NoPieceType, kindCastle))
	}
	return buf
}

// Make plays m, which must be a move generated for this position; Unmake takes it back.
func (p *Position) Make(m Move) {
	from, to := m.From(), m.To()
	pc := p.board[from]
	u := undo{move: m, captured: p.board[to], castling: p.castling, ep: p.ep, halfmove: p.halfmove, hash: p.hash}
	p.board[to], p.board[from] = pc, NoPiece
	switch {
	case m.IsEnPassant():
		cap := MakeSquare(to.File(), from.Rank())
		u.captured = p.board[cap]
		p.board[cap] = NoPiece
	case m.IsCastle():
		rf, rt := castlingRook(to)
		p.board[rt], p.board[rf] = p.board[rf], NoPiece
	}
	if pt := m.Promotion(); pt != NoPieceType {
		p.board[to] = MakePiece(p.side, pt)
	}
	p.ep = NoSquare
	if pc.Type() == Pawn && (int(to)-int(from) == 16 || int(from)-int(to) == 16) {
		p.ep = (from + to) / 2
	}
	p.castling &^= castlingLost[from] | castlingLost[to]
	p.halfmove++
	if pc.Type() == Pawn || u.captured != NoPiece {
		p.halfmove = 0
	}
	if p.side == Black {
		p.fullmove++
	}
	p.side = p.side.Other()
	p.history = append(p.history, u)
	p.hash = p.makeHash(u, pc)
}

// Unmake takes back the last move made with Make.
func (p *Position) Unmake() {
	u := p.history[len(p.history)-1]
	p.history = p.history[:len(p.history)-1]
	p.side = p.side.Other()
	if p.side == Black {
		p.fullmove--
	}
	m := u.move
	from, to := m.From(), m.To()
	pc := p.board[to]
	if m.Promotion() != NoPieceType {
		pc = MakePiece(p.side, Pawn)
	}
	p.board[from], p.board[to] = pc, u.captured
	switch {
	case m.IsEnPassant():
		p.board[to] = NoPiece
		p.board[MakeSquare(to.File(), from.Rank())] = u.captured
	case m.IsCastle():
		rf, rt := castlingRook(to)
		p.board[rf], p.board[rt] = p.board[rt], NoPiece
	}
	p.castling, p.ep, p.halfmove, p.hash = u.castling, u.ep, u.halfmove, u.hash
}

// Perft counts the leaf nodes of the legal move tree depth plies deep.
func (p *Position) Perft(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	moves := p.LegalMoves(make([]Move, 0, 64))
	if depth == 1 {
		return uint64(len(moves))
	}
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += p.Perft(depth - 1)
		p.Unmake()
	}
	return n
}

// PerftFull counts the leaves depth plies deep making every leaf move, where Perft counts
// the last ply in bulk.
func (p *Position) PerftFull(depth int) uint64 {
	if depth == 0 {
		return 1
	}
	var n uint64
	for _, m := range p.LegalMoves(make([]Move, 0, 64)) {
		p.Make(m)
		n += p.PerftFull(depth - 1)
		p.Unmake()
	}
	return n
}

// UCI returns the move in coordinate notation, e.g. "e2e4" or "e7e8q".
func (m Move) UCI() string {
	s := m.From().String() + m.To().String()
	if pt := m.Promotion(); pt != NoPieceType {
		s += string(" pnbrqk"[pt])
	}
	return s
}

// makeHash returns the hash after the move recorded in u by the piece pc, derived from
// the hash before it (u.hash) by toggling only what the move changed.
func (p *Position) makeHash(u undo, pc Piece) uint64 {
	m := u.move
	from, to := m.From(), m.To()
	h := u.hash ^ zobristBlack ^ zobristPiece[pc][from] ^ zobristPiece[p.board[to]][to]
	if u.captured != NoPiece {
		capSq := to
		if m.IsEnPassant() {
			capSq = MakeSquare(to.File(), from.Rank())
		}
		h ^= zobristPiece[u.captured][capSq]
	}
	if m.IsCastle() {
		rf, rt := castlingRook(to)
		rook := p.board[rt]
		h ^= zobristPiece[rook][rf] ^ zobristPiece[rook][rt]
	}
	h ^= zobristCastling[u.castling] ^ zobristCastling[p.castling]
	if u.ep != NoSquare {
		h ^= zobristEPFile[u.ep.File()]
	}
	if p.ep != NoSquare {
		h ^= zobristEPFile[p.ep.File()]
	}
	return h
}

// castlingRook returns where the rook stands before and after castling with the king
// landing on kingTo (g- or c-file).
func castlingRook(kingTo Square) (from, to Square) {
	r := kingTo.Rank()
	if kingTo.File() == 2 {
		return MakeSquare(0, r), MakeSquare(3, r)
	}
	return MakeSquare(7, r), MakeSquare(5, r)
}
