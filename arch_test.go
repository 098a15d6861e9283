// Package cpls_test holds repository-wide checks; the module root has no library code.
package cpls_test

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

const module = "github.com/cpls-dev/cpls"

// TestDependencyDirection keeps the layering of DESIGN.md true: parser and movegen use only
// the standard library; legality, rules and solver build on movegen (solver on rules, the
// seam, and its subpackage target too), so movegen never imports them; the variant
// engine fairy implements the seam beside movegen, using only movegen's basic types and
// rules; analysis reads the solver's result; problem builds on them, feature (the editor
// features) on problem and never on server; and only server imports go.lsp.dev.
func TestDependencyDirection(t *testing.T) {
	allowed := map[string][]string{
		"parser":        {},
		"movegen":       {},
		"legality":      {"movegen"},
		"rules":         {"movegen"},
		"fairy":         {"movegen", "rules"},
		"solver":        {"movegen", "rules", "solver/target"},
		"invisible":     {"movegen"},
		"solver/target": {"movegen"},
		"analysis":      {"movegen", "rules", "solver", "solver/target"},
		"problem":       {"parser", "movegen", "legality", "rules", "fairy", "solver", "solver/target", "analysis", "invisible"},
		"feature":       {"parser", "movegen", "legality", "rules", "fairy", "solver", "solver/target", "analysis", "invisible", "problem"},
	}
	for pkg, ok := range allowed {
		t.Run(pkg, func(t *testing.T) {
			deps := goListDeps(t, module+"/"+pkg)
			for _, d := range deps {
				if !strings.Contains(strings.SplitN(d, "/", 2)[0], ".") {
					continue // standard library
				}
				if d == module+"/"+pkg {
					continue
				}
				rel, inModule := strings.CutPrefix(d, module+"/")
				require.Truef(t, inModule, "%s imports %s, outside the module", pkg, d)
				require.Containsf(t, ok, rel, "%s must not import %s", pkg, rel)
			}
		})
	}
	out, err := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", "./...").Output()
	require.NoError(t, err)
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		for _, imp := range fields[1:] {
			if strings.HasPrefix(imp, "go.lsp.dev/") {
				require.Equalf(t, module+"/server", fields[0], "only server may import go.lsp.dev (found in %s)", fields[0])
			}
		}
	}
}

// TestServerGoesThroughFeature: the server is LSP wiring over package feature; of the
// module it imports feature alone (gopls's server over its feature package), so what a
// handler answers is computed below it, on feature's data, in one direction: server →
// feature → problem → solver.
func TestServerGoesThroughFeature(t *testing.T) {
	out, err := exec.Command("go", "list", "-f", "{{join .Imports \" \"}}", module+"/server").Output()
	require.NoError(t, err)
	for _, imp := range strings.Fields(string(out)) {
		if rel, ok := strings.CutPrefix(imp, module+"/"); ok {
			require.Equalf(t, "feature", rel, "server must not import %s: ask package feature", rel)
		}
	}
}

func goListDeps(t *testing.T, pkg string) []string {
	t.Helper()
	out, err := exec.Command("go", "list", "-deps", pkg).Output()
	require.NoError(t, err)
	return strings.Fields(string(out))
}
