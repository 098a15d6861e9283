// Package server is the cpls language server: it speaks LSP over a stream with
// go.lsp.dev/protocol and go.lsp.dev/jsonrpc2, keeps documents, runs analysis in the
// background and publishes diagnostics, hover, code actions and the other features.
// It is the only package that imports go.lsp.dev, and of cpls it imports only package
// feature, which computes every answer.
//
// A change goes one way. DidChange (text_synchronization.go) makes a new immutable
// snapshot (snapshot.go) of the text; the snapshot's File (package feature's analysis:
// package problem's problems, the findings and the units to solve) is made on first use
// by the loader (backend.go). The analysis (analysis.go) consumes snapshots: a worker
// per document publishes each version's findings at once (diagnostics.go), then solves
// its units in the background (flight.go, through the backend, backend.go), debounced,
// cancelled by edits that change them, bounded by the budget, with outcomes cached by
// position, stipulation and options (cache.go), and publishes results only for the
// version they belong to. Nothing below calls back up.
//
// Requests go the same way: a handler (one file per family of LSP methods) finds the
// document's snapshot, calls a feature function on its File, and converts the answer's
// byte offsets through the UTF-16/UTF-8 mapper (mapper.go) to LSP types.
package server
