// Package problem is the one place where a parsed Popeye problem becomes positions and
// goals: it turns parser.Problem (pieces, stipulation, options, twins) into movegen
// positions and solver inputs, and writes solver results in Popeye's output format in the
// problem's language. The command line and the language server both go through it.
package problem
