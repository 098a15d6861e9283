package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestStackStartInitialisesFirst: internal/stackstart grows the stack before the
// packages whose initialisation it is there for (GODEBUG=inittrace=1 lists the packages
// in the order they are initialised); an import added to it would move it later.
func TestStackStartInitialisesFirst(t *testing.T) {
	cmd := cplsCommand(t, "version")
	cmd.Env = append(cmd.Env, "GODEBUG=inittrace=1")
	var errw bytes.Buffer
	cmd.Stderr = &errw
	if err := cmd.Run(); err != nil {
		t.Fatal(err)
	}
	order := map[string]int{}
	for i, l := range strings.Split(errw.String(), "\n") {
		if f := strings.Fields(l); len(f) > 1 && f[0] == "init" {
			order[f[1]] = i
		}
	}
	first, ok := order["github.com/cpls-dev/cpls/cmd/cpls/internal/stackstart"]
	if !ok {
		t.Fatalf("stackstart is not initialised:\n%s", errw.String())
	}
	for _, later := range []string{"os", "reflect", "github.com/cpls-dev/cpls/fairy", "github.com/cpls-dev/cpls/parser", "go.lsp.dev/protocol"} {
		if i, ok := order[later]; !ok || i < first {
			t.Errorf("%s is initialised before stackstart (or not at all)", later)
		}
	}
}
