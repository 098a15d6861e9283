package main

func runCheck(args []string, s stdio) int {
	return notBuilt("check", s)
}
