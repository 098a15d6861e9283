// Package server is the cpls language server: it speaks LSP over a stream with
// go.lsp.dev/protocol and go.lsp.dev/jsonrpc2, keeps documents, runs analysis in the
// background and publishes diagnostics, hover, code actions and the other features.
// It is the only package that imports go.lsp.dev.
//
// Layers, bottom up: a snapshot is one immutable version of a document (snapshot.go)
// whose static analysis (parse.go: parser.Parse, problem.Load, problem.Legality) is made
// on first use into an outline of byte ranges (outline.go) and findings; features
// (hover, completion, symbols, …) read the outline and answer in byte offsets; one file
// per family of LSP methods converts, through the UTF-16/UTF-8 mapper (mapper.go), to
// LSP types. Solving is package problem's and package solver's (backend.go) behind a
// scheduler (analysis.go, flight.go): a worker per document publishes each version's
// findings at once, then solves its twins in the background, debounced, cancelled by
// edits that change them, bounded by a budget, cached by position, stipulation and
// options, and publishes results only for the version they belong to.
package server
