// Package problem is the one place where a parsed Popeye problem becomes positions and
// goals: it turns parser.Problem (pieces, stipulation, options, twins) into movegen
// positions and solver inputs, and writes solver results in Popeye's output format in the
// problem's language. The command line and the language server both go through it:
// LoadFile makes a source ready (parsed, loaded, validated) and says which twins are to
// be solved (File.ToSolve); Twin.Solve is the one call of the solver, with the twin's
// rules and options and the time budget; Verdict, SolutionDiagnostics and Render say
// what a solve came to.
package problem
