package target

import "github.com/cpls-dev/cpls/movegen"

// Tracker follows the pieces of the position by identity through make and unmake.
type Tracker struct {
	id    [64]int8         // piece id on each square, -1 if empty
	sq    []movegen.Square // square of each id, NoSquare once captured
	stack []trackUndo
}

type trackUndo struct {
	from, to         movegen.Square
	moved            movegen.PieceType // the moving piece's type before the move
	capID            int8
	capSq            movegen.Square
	rookFrom, rookTo movegen.Square
	castling         uint8 // the position's castling rights before the move
}

// NewTracker numbers the pieces of pos: first those of colour first, then the others.
func NewTracker(pos *movegen.Position, first movegen.Color) *Tracker {
	t := &Tracker{}
	for i := range t.id {
		t.id[i] = -1
	}
	for _, c := range []movegen.Color{first, first.Other()} {
		for b := pos.ColorPieces(c); b != 0; {
			s := b.PopFirst()
			t.id[s] = int8(len(t.sq))
			t.sq = append(t.sq, s)
		}
	}
	return t
}

// move records m, about to be made in pos (before Make).
func (t *Tracker) Move(pos *movegen.Position, m movegen.Move) {
	from, to := m.From(), m.To()
	u := trackUndo{from: from, to: to, moved: pos.PieceAt(from).Type(), capID: -1, capSq: movegen.NoSquare, rookFrom: movegen.NoSquare, castling: pos.Castling()}
	capSq := to
	if m.IsEnPassant() {
		capSq = movegen.MakeSquare(to.File(), from.Rank())
	}
	if id := t.id[capSq]; id >= 0 && capSq != from {
		u.capID, u.capSq = id, capSq
		t.sq[id] = movegen.NoSquare
		t.id[capSq] = -1
	}
	id := t.id[from]
	t.id[from] = -1
	t.id[to] = id
	if id >= 0 {
		t.sq[id] = to
	}
	if m.IsCastle() {
		r := to.Rank()
		if to.File() == 2 {
			u.rookFrom, u.rookTo = movegen.MakeSquare(0, r), movegen.MakeSquare(3, r)
		} else {
			u.rookFrom, u.rookTo = movegen.MakeSquare(7, r), movegen.MakeSquare(5, r)
		}
		rid := t.id[u.rookFrom]
		t.id[u.rookFrom], t.id[u.rookTo] = -1, rid
		if rid >= 0 {
			t.sq[rid] = u.rookTo
		}
	}
	t.stack = append(t.stack, u)
}

func (t *Tracker) Undo() {
	u := t.stack[len(t.stack)-1]
	t.stack = t.stack[:len(t.stack)-1]
	if u.rookFrom != movegen.NoSquare {
		rid := t.id[u.rookTo]
		t.id[u.rookTo], t.id[u.rookFrom] = -1, rid
		if rid >= 0 {
			t.sq[rid] = u.rookFrom
		}
	}
	id := t.id[u.to]
	t.id[u.to] = -1
	t.id[u.from] = id
	if id >= 0 {
		t.sq[id] = u.from
	}
	if u.capID >= 0 {
		t.id[u.capSq] = u.capID
		t.sq[u.capID] = u.capSq
	}
}
