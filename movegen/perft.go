package movegen

// Perft counts the leaf nodes of the legal move tree depth plies deep. The last ply is
// counted in bulk (MoveCount, no move made), as Stockfish's `go perft` does.
func (p *Position) Perft(depth int) uint64 {
	switch {
	case depth <= 0:
		return 1
	case depth == 1:
		return uint64(p.MoveCount())
	}
	p.reserveMoveStack(depth)
	return p.perft(depth, 0)
}

// perft is Perft for depth >= 2, keeping its move list at moveStack[top:].
func (p *Position) perft(depth, top int) uint64 {
	moves := p.plyMoves(top)
	if depth == 2 {
		return p.replyCount(moves)
	}
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += p.perft(depth-1, top+maxMoves)
		p.Unmake()
	}
	return n
}

// PerftFull counts the leaves depth plies deep making every leaf move, where Perft counts
// the last ply in bulk.
func (p *Position) PerftFull(depth int) uint64 {
	if depth <= 0 {
		return 1
	}
	p.reserveMoveStack(depth)
	return p.perftFull(depth, 0)
}

func (p *Position) perftFull(depth, top int) uint64 {
	moves := p.plyMoves(top)
	var n uint64
	for _, m := range moves {
		p.Make(m)
		if depth == 1 {
			n++
		} else {
			n += p.perftFull(depth-1, top+maxMoves)
		}
		p.Unmake()
	}
	return n
}

// plyMoves generates the legal moves into the move list of the ply at moveStack[top:].
func (p *Position) plyMoves(top int) []Move {
	return p.LegalMoves(p.moveStack[top : top : top+maxMoves])
}

// replyCount returns the number of legal replies to each of moves, summed: the leaves one
// ply below, counted in bulk.
func (p *Position) replyCount(moves []Move) uint64 {
	var n uint64
	for _, m := range moves {
		p.Make(m)
		n += uint64(p.MoveCount())
		p.Unmake()
	}
	return n
}

// reserveMoveStack makes room for the move lists of depth plies.
func (p *Position) reserveMoveStack(depth int) {
	if need := depth * maxMoves; len(p.moveStack) < need {
		p.moveStack = make([]Move, need)
	}
}
