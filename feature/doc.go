// Package feature holds what cpls's editor features compute from a problem file: the
// outline, hover with the explanations of stipulations and options and the board, the
// solving status a code lens and cpls/status show, code actions, completion, document
// symbols, folding and semantic tokens. It reads an immutable File (Analyse, on package
// problem's parsed, loaded and validated problems) and answers plain data in byte
// offsets of the File's text; it imports nothing of LSP or JSON-RPC: package server
// finds a document's File, calls a feature and converts the answer.
package feature
