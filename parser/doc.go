// Package parser reads chess problems written in Popeye's input language (English, German
// and French keywords, any unique abbreviation) into a syntax tree in which every token and
// every square has its byte range. It never stops at the first error: every problem found
// is returned as a diagnostic with a range, and parsing goes on. It imports only the
// standard library.
//
// Parse turns a source into a File: its Problems (metadata, pieces, stipulation, options,
// conditions, twins, and the list of Commands in source order) and its Diagnostics.
// Constructs that are valid Popeye but outside orthodox chess (fairy pieces, piece
// attributes, conditions, unusual stipulations) are kept in the tree and reported with
// the code "unsupported", so later stages can name them precisely. The tree is data: the
// problem package turns each problem and twin into a position; the language server uses
// the ranges for hover, semantic tokens, symbols, folding and completion.
//
// Format rewrites a source in a canonical layout without changing its meaning.
//
// Ranges are byte offsets into the source (Latin-1 input stays Latin-1; Text.Display
// decodes free text for display).
package parser
