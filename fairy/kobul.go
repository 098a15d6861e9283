package fairy

// KobulKings (conditions/kobul.c): when a piece is captured, its side's king takes its
// walk and its attributes (a pawn's capture makes it a king again), staying royal. The
// notation writes the change after the move: "[b7=rR]", "[a4=K]".
type kobul struct{ base }

func init() {
	registerCondition("KobulKings", func(s ConditionSpec) (Condition, error) {
		if err := variantsKnown(s); err != nil {
			return nil, err
		}
		return kobul{base{&s}}, nil
	})
}

// afterMove changes the captured side's king.
func (kobul) afterMove(g *Game, e *moveEffect) {
	o := e.side.Other()
	k := g.royal[o]
	if e.captured == NoPiece || k == 0 || !e.captured.Belongs(o) {
		return
	}
	kind := e.captured.Walk()
	if isPawn(kind) {
		kind = King
	}
	king := g.board[k]
	attrs := e.captured.AttrBits() &^ Attrs(Royal)
	if !royalWalk(kind) {
		attrs |= Attrs(Royal)
	}
	p := king.WithWalk(kind).WithAttrs(attrs)
	if p == king {
		return
	}
	g.set(k, p)
	if g.noting {
		g.note(func(w *Words) string {
			// The attributes, not the colour ("n" of a neutral king).
			return "[" + square(k).String() + "=" + w.Prefix(p.WithSide(SideOf(o))) + w.WalkName(kind) + "]"
		})
	}
}
