package feature

import "fmt"

// Symbol is one entry of a document's outline: a problem, with its twins as children.
type Symbol struct {
	Name, Detail string
	Twin         bool // a twin rather than a problem
	Full, Sel    Span // the whole entry and where it is named
	Children     []Symbol
}

// Symbols names each problem by its number, stipulation and title, with its status from
// problems (as States gives them) as detail; twins are its children.
func (f *File) Symbols(problems []ProblemState) []Symbol {
	var out []Symbol
	for _, p := range f.outline.problems {
		name := fmt.Sprintf("Problem %d", p.index+1)
		if p.stip != nil {
			name += " " + p.stip.text
		}
		if p.title != "" {
			name += ": " + p.title
		}
		detail := ""
		if p.index < len(problems) {
			detail = problems[p.index].Summary
		}
		sym := Symbol{Name: name, Detail: detail, Full: p.Span, Sel: p.headSpan()}
		for _, tw := range p.twins {
			sym.Children = append(sym.Children, Symbol{Name: "Twin " + tw.label + " " + tw.text, Twin: true, Full: tw.Span, Sel: tw.Span})
		}
		out = append(out, sym)
	}
	return out
}
