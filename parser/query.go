package parser

// This file answers questions about a parsed file by position, for the language server
// (hover, completion) and the problem package.

// ProblemAt returns the problem whose range contains the byte offset off, or nil.
func (f *File) ProblemAt(off int) *Problem {
	for _, p := range f.Problems {
		if p.Range.Contains(off) {
			return p
		}
	}
	return nil
}

// CommandAt returns the command whose range contains the byte offset off, or nil. When
// off is just after one command and just before the next, the later one wins.
func (p *Problem) CommandAt(off int) *Command {
	var found *Command
	for _, c := range p.Commands {
		if c.Range.Contains(off) {
			found = c
		}
	}
	return found
}

// TextsOf returns the metadata texts of one kind (CmdAuthor, CmdTitle…) in source order.
func (p *Problem) TextsOf(kind CommandKind) []*Text {
	var out []*Text
	for _, t := range p.Texts {
		if t.Kind == kind {
			out = append(out, t)
		}
	}
	return out
}

// PieceAt returns the piece (of the diagram, an a=>b target or a twin's Add) whose square
// or piece name covers the byte at off, or nil. For a word like "Pa2b3c4" an offset inside "b3" gives the pawn on b3; an offset
// on the "P" gives the first of them.
func (p *Problem) PieceAt(off int) *Piece {
	var named *Piece
	visit := func(pieces []*Piece) *Piece {
		for _, pc := range pieces {
			if pc.Source != FromGameArray && pc.Square.Start <= off && off < pc.Square.End {
				return pc
			}
			if named == nil && pc.Name.Start <= off && off < pc.Name.End {
				named = pc
			}
		}
		return nil
	}
	if pc := visit(p.Pieces); pc != nil {
		return pc
	}
	if pc := visit(p.TargetPieces); pc != nil {
		return pc
	}
	for _, t := range p.Twins {
		for _, op := range t.Ops {
			if pc := visit(op.Pieces); pc != nil {
				return pc
			}
		}
	}
	return named
}

// IsOrthodox reports whether the piece is an orthodox white or black piece without
// attributes.
func (pc *Piece) IsOrthodox() bool {
	return pc.Kind != Fairy && pc.Color != Neutral && len(pc.Attributes) == 0
}
