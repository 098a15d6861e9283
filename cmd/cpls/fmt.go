package main

func runFmt(args []string, s stdio) int {
	return notBuilt("fmt", s)
}
