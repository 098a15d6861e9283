// Package parser reads chess problems written in Popeye's input language (English, German
// and French keywords, any unique abbreviation) into a syntax tree in which every token and
// every square has its byte range. It never stops at the first error: every problem found
// is returned as a diagnostic with a range, and parsing goes on. It imports only the
// standard library.
package parser
