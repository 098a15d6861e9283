package server

import (
	"context"
	"fmt"
	"strings"

	"go.lsp.dev/protocol"
	"go.lsp.dev/uri"
)

// document is an open file: a sequence of immutable snapshots, of which only the latest
// is kept here. Handlers run in wire order (notifications are inline), so a change always
// applies to the snapshot the client edited.
type document struct {
	snap *snapshot
}

// DidOpen starts tracking a document and analyses it.
func (s *Server) DidOpen(ctx context.Context, params *protocol.DidOpenTextDocumentParams) error {
	td := params.TextDocument
	snap := newSnapshot(td.URI, td.Version, newMapper(td.Text, s.capabilities().enc), s.load)
	s.docsMu.Lock()
	s.docs[td.URI] = &document{snap: snap}
	s.docsMu.Unlock()
	s.analysis.changed(snap)
	return nil
}

// DidChange applies the content changes in order and analyses the new snapshot.
func (s *Server) DidChange(ctx context.Context, params *protocol.DidChangeTextDocumentParams) error {
	u := params.TextDocument.URI
	s.docsMu.Lock()
	doc, ok := s.docs[u]
	if !ok {
		s.docsMu.Unlock()
		return fmt.Errorf("didChange for unopened document %s", u)
	}
	m, err := applyChanges(doc.snap, params.ContentChanges)
	snap := newSnapshot(u, params.TextDocument.Version, m, s.load)
	doc.snap = snap
	s.docsMu.Unlock()
	if err != nil {
		s.log.Printf("didChange %s: %v", u, err)
	}
	s.analysis.changed(snap)
	return nil
}

// applyChanges returns the mapper of the text after the changes; a change of unknown
// shape is skipped (and reported) rather than aborting the rest.
func applyChanges(snap *snapshot, changes []protocol.TextDocumentContentChangeEvent) (*mapper, error) {
	text, m := snap.text, snap.m
	var err error
	for _, ch := range changes {
		switch ch := ch.(type) {
		case *protocol.TextDocumentContentChangeWholeDocument:
			text = ch.Text
		case *protocol.TextDocumentContentChangePartial:
			start, _ := m.offset(ch.Range.Start.Line, ch.Range.Start.Character)
			end, _ := m.offset(ch.Range.End.Line, ch.Range.End.Character)
			if end < start {
				start, end = end, start
			}
			var b strings.Builder
			b.Grow(len(text) - (end - start) + len(ch.Text))
			b.WriteString(text[:start])
			b.WriteString(ch.Text)
			b.WriteString(text[end:])
			text = b.String()
		default:
			err = fmt.Errorf("unknown content change %T", ch)
			continue
		}
		m = newMapper(text, m.enc)
	}
	return m, err
}

// DidClose forgets the document and clears its diagnostics.
func (s *Server) DidClose(ctx context.Context, params *protocol.DidCloseTextDocumentParams) error {
	u := params.TextDocument.URI
	s.docsMu.Lock()
	delete(s.docs, u)
	s.docsMu.Unlock()
	s.analysis.closed(u)
	return nil
}

// DidSave is accepted and ignored: analysis follows the buffer, not the disk.
func (s *Server) DidSave(ctx context.Context, params *protocol.DidSaveTextDocumentParams) error {
	return nil
}

// snapshotOf returns the current snapshot of an open document, or nil.
func (s *Server) snapshotOf(u uri.URI) *snapshot {
	s.docsMu.Lock()
	defer s.docsMu.Unlock()
	if doc, ok := s.docs[u]; ok {
		return doc.snap
	}
	return nil
}
