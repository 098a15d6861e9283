// Package parser reads chess problems written in Popeye's input language (English, German
// and French keywords, any unique abbreviation) into a syntax tree in which every token and
// every square has its byte range. It never stops at the first error: every problem found
// is returned as a diagnostic with a range, and parsing goes on. It imports only the
// standard library.
//
// Parse turns a source into a File: its Problems (metadata, pieces, stipulation, options,
// conditions, twins, and the list of Commands in source order) and its Diagnostics. The
// grammar and the keyword tables follow Popeye's own reader (input/plaintext/*.c and
// output/plaintext/language_dependant.c): the first word picks the language, words are
// looked up case-insensitively as unique prefixes, piece words are split as Popeye splits
// them ("Ka1", "LEa1", "K a1"), stipulations are read prefix by prefix in Popeye's order.
// Where Popeye would crash or silently drop input (stray characters, a BeginProblem inside
// a problem, a problem after EndProblem) the parser says so.
//
// Constructs that are valid Popeye but outside what cpls solves are kept in the tree and
// reported with the code "unsupported": fairy pieces, piece attributes, neutral and total
// invisible pieces, conditions, structured stipulations and play forms other than direct,
// help, self and reflex (with their series forms). Goals other than #, = and ==, intro
// moves and exact- are parsed but left to the problem package to judge, which knows what
// the solver supports.
//
// The tree is data for the rest of cpls: the problem package turns each problem and twin
// into a position; the language server uses the ranges for hover (Problem.PieceAt),
// semantic tokens, symbols, folding and completion (Problem.CommandAt, KeywordsOf).
//
// Format rewrites a source in a canonical layout without changing its meaning; it
// refuses sources with errors.
//
// Ranges are byte offsets into the source. Latin-1 input stays Latin-1 in the tree;
// Text.Display decodes free text for display.
package parser
