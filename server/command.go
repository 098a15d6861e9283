package server

func commandNames() []string {
	return []string{"cpls.board", "cpls.showSolution", "cpls.goToKey", "cpls.solve"}
}
