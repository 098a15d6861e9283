package server

import (
	"path"
	"sync"

	"github.com/cpls-dev/cpls/feature"
	"go.lsp.dev/uri"
)

// A snapshot is one version of one document, with everything derived from its text
// alone: the analysed file (package feature's File: package problem's problems, the
// outline, the findings and the units to solve). It never changes once made; a change
// of the document makes a new one, and the analysis consumes snapshots, never the other
// way round.
type snapshot struct {
	uri     uri.URI
	version int32
	text    string
	m       *mapper
	// load analyses the text; the File is made on first use by whoever needs it first
	// (the analysis worker, a request), never on the reader goroutine, so that a burst of
	// changes to a large file costs only the analysis of the versions someone looks at.
	load     func(text string) *feature.File
	fileOnce sync.Once
	f        *feature.File
}

// newSnapshot makes a snapshot of m's text, analysed by load.
func newSnapshot(u uri.URI, version int32, m *mapper, load func(string) *feature.File) *snapshot {
	return &snapshot{uri: u, version: version, text: m.text, m: m, load: load}
}

// file returns the snapshot's analysed file, making it on first use.
func (snap *snapshot) file() *feature.File {
	snap.fileOnce.Do(func() { snap.f = snap.load(snap.text) })
	return snap.f
}

// name is the document's base name, for messages.
func (snap *snapshot) name() string { return path.Base(string(snap.uri)) }
