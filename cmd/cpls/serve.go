package main

func runServe(args []string, s stdio) int {
	return notBuilt("serve", s)
}
