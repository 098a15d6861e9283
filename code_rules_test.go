package cpls_test

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// productFiles parses every non-test Go file of the module (comments included).
func productFiles(t *testing.T) (*token.FileSet, map[string]*ast.File) {
	t.Helper()
	fset := token.NewFileSet()
	files := map[string]*ast.File{}
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			if name := d.Name(); path != "." && (strings.HasPrefix(name, ".") || name == "node_modules" || name == "testdata") {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.ParseComments)
		if err != nil {
			return err
		}
		files[path] = f
		return nil
	})
	require.NoError(t, err)
	require.NotEmpty(t, files)
	return fset, files
}

// TestShortFunctions: no function of the product code is longer than 100 lines; a longer
// one is split into named steps.
func TestShortFunctions(t *testing.T) {
	fset, files := productFiles(t)
	for path, f := range files {
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Body == nil {
				continue
			}
			n := fset.Position(fd.End()).Line - fset.Position(fd.Pos()).Line + 1
			assert.LessOrEqualf(t, n, 100, "%s: %s is %d lines long", path, fd.Name.Name, n)
		}
	}
}

// TestNoPackageSwitches: no package-level boolean variable steers the product code (a
// switch that tests flip rules out parallel tests and hides a second behaviour); choices
// are values passed in.
func TestNoPackageSwitches(t *testing.T) {
	_, files := productFiles(t)
	for path, f := range files {
		for _, d := range f.Decls {
			gd, ok := d.(*ast.GenDecl)
			if !ok || gd.Tok != token.VAR {
				continue
			}
			for _, spec := range gd.Specs {
				vs := spec.(*ast.ValueSpec)
				isBool := false
				if id, ok := vs.Type.(*ast.Ident); ok && id.Name == "bool" {
					isBool = true
				}
				for _, v := range vs.Values {
					if id, ok := v.(*ast.Ident); ok && (id.Name == "true" || id.Name == "false") {
						isBool = true
					}
				}
				if isBool {
					for _, n := range vs.Names {
						assert.Failf(t, "package-level switch", "%s: var %s", path, n.Name)
					}
				}
			}
		}
	}
}

// outsideFile matches references to notes kept outside the repository.
var outsideFile = regexp.MustCompile(`TEAM\.md|notes/[A-Za-z0-9_-]+\.md`)

// TestCommentsCiteTheRepository: comments explain the code with what the repository
// holds, not with files outside it.
func TestCommentsCiteTheRepository(t *testing.T) {
	_, files := productFiles(t)
	for path, f := range files {
		for _, cg := range f.Comments {
			if m := outsideFile.FindString(cg.Text()); m != "" {
				assert.Failf(t, "comment cites a file outside the repository", "%s: %s", path, m)
			}
		}
	}
}

// TestOneSolvePath: solver.Solve is called in one place, problem.Twin.Solve, which
// chooses the rules (Twin.Game), the options, the observer and the time budget; every
// solve of the command line and the server goes through it.
func TestOneSolvePath(t *testing.T) {
	fset, files := productFiles(t)
	var calls []string
	for path, f := range files {
		if strings.HasPrefix(filepath.ToSlash(path), "solver/") {
			continue // the solver's own package
		}
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			if sel, ok := call.Fun.(*ast.SelectorExpr); ok && sel.Sel.Name == "Solve" {
				if id, ok := sel.X.(*ast.Ident); ok && id.Name == "solver" {
					calls = append(calls, fset.Position(call.Pos()).String())
				}
			}
			return true
		})
	}
	require.Len(t, calls, 1, "solver.Solve is called at %v", calls)
	assert.Contains(t, calls[0], "problem/solve.go")
}
