package main

func runSolve(args []string, s stdio) int {
	return notBuilt("solve", s)
}
