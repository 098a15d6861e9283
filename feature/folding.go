package feature

// FoldingSpans are the problems and their commands (a piece list, a long remark, a
// twin); the caller keeps those that span lines.
func (f *File) FoldingSpans() []Span {
	var out []Span
	for _, p := range f.outline.problems {
		out = append(out, p.Span)
		for _, c := range p.src.Commands {
			out = append(out, spanOf(c.Range))
		}
	}
	return out
}
