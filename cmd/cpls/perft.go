package main

func runPerft(args []string, s stdio) int {
	return notBuilt("perft", s)
}
