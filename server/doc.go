// Package server is the cpls language server: it speaks LSP over a stream with
// go.lsp.dev/protocol and go.lsp.dev/jsonrpc2, keeps documents, runs analysis in the
// background and publishes diagnostics, hover, code actions and the other features.
// It is the only package that imports go.lsp.dev.
package server
