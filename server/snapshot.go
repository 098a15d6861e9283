package server

import (
	"path"
	"sync"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// A snapshot is one version of one document, with everything derived from its text
// alone. It never changes once made; a change of the document makes a new one.
type snapshot struct {
	uri     uri.URI
	version int32
	text    string
	m       *mapper
	// static is what the text gives without solving (tree, problems, outline, findings);
	// computed on first use by whoever needs it first (the analysis worker, a request),
	// never on the reader goroutine, so that a burst of changes to a large file costs only
	// the analysis of the versions someone looks at.
	staticOnce sync.Once
	static     *static

	unitsOnce sync.Once
	units     []unit // the backend's units, computed once per snapshot
}

func newSnapshot(u uri.URI, version int32, text string, enc encoding) *snapshot {
	return newSnapshotMapped(u, version, newMapper(text, enc))
}

// newSnapshotMapped makes a snapshot of m's text.
func newSnapshotMapped(u uri.URI, version int32, m *mapper) *snapshot {
	text := m.text
	snap := &snapshot{uri: u, version: version, text: text, m: m}
	return snap
}

// st returns the snapshot's static analysis, computing it on first use.
func (snap *snapshot) st() *static {
	snap.staticOnce.Do(func() { snap.static = analyse(snap.text) })
	return snap.static
}

// name is the document's base name, for messages.
func (snap *snapshot) name() string { return path.Base(string(snap.uri)) }

func (snap *snapshot) problemCount() int { return len(snap.st().outline.problems) }

// staticStatus is the status of problem i known without solving.
func (snap *snapshot) staticStatus(i int) (status, summary string) {
	p := snap.st().outline.problems[i]
	if p.errors > 0 {
		return statusError, "not solved: errors in the problem"
	}
	solvable, legal := false, false
	for _, t := range snap.st().problems[i].Twins {
		if t.Solvable() {
			solvable = true
			legal = legal || !snap.st().illegalTwin(i, t.Label)
		}
	}
	switch {
	case !solvable:
		return statusUnsupported, "not solved: unsupported by cpls"
	case !legal:
		return statusIllegal, "not solved: illegal position"
	}
	return statusUnsolved, "not solved"
}

// rangeOf converts a byte range to an LSP range.
func (snap *snapshot) rangeOf(start, end int) protocol.Range {
	l1, c1 := snap.m.position(start)
	l2, c2 := snap.m.position(end)
	return protocol.Range{Start: protocol.Position{Line: l1, Character: c1}, End: protocol.Position{Line: l2, Character: c2}}
}

// offsetOf converts an LSP position to a byte offset, clamped to the text.
func (snap *snapshot) offsetOf(p protocol.Position) int {
	off, _ := snap.m.offset(p.Line, p.Character)
	return off
}

// unitsOf returns the backend's units of snap, computed on first use.
func (snap *snapshot) unitsOf(b solverBackend) []unit {
	snap.unitsOnce.Do(func() { snap.units = b.units(snap) })
	return snap.units
}
