package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"time"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/solver"
)

// solveFile is one file of `cpls solve -json`.
type solveFile struct {
	File     string         `json:"file"`
	Error    string         `json:"error,omitempty"`
	Problems []solveProblem `json:"problems"`
}

type solveProblem struct {
	Index    int                `json:"index"`
	Language string             `json:"language"`
	Twins    []problem.TwinData `json:"twins"`
}

// runSolve prints Popeye's -regression output for every problem and twin of the files
// (or the same as JSON). Each problem gets the -budget; a problem whose search runs out
// of it is printed as far as it was solved, marked interrupted, and the exit code is 1.
func runSolve(args []string, s stdio) int {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(s.err)
	asJSON := fs.Bool("json", false, "print the results as JSON")
	budget := fs.Duration("budget", 0, "time allowed per problem (0: no limit), e.g. 30s")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(s.err, "usage: cpls solve [-json] [-budget D] FILE…")
		return 2
	}
	code := 0
	var files []solveFile
	for _, path := range fs.Args() {
		sf := solveFile{File: path, Problems: []solveProblem{}}
		src, err := os.ReadFile(path)
		if err != nil {
			fmt.Fprintf(s.err, "cpls: solve: %v\n", err)
			sf.Error = err.Error()
			files = append(files, sf)
			code = 1
			continue
		}
		f := parser.Parse(src)
		for _, p := range f.Problems {
			pr := problem.Load(src, p)
			ctx, cancel := context.Background(), context.CancelFunc(func() {})
			if *budget > 0 {
				ctx, cancel = context.WithTimeout(ctx, *budget)
			}
			sols := pr.Solve(ctx)
			cancel()
			sp := solveProblem{Index: p.Index, Language: p.Language.String()}
			for _, sol := range sols {
				sp.Twins = append(sp.Twins, pr.Data(sol))
				if sol.Result != nil && sol.Result.Status == solver.Interrupted {
					fmt.Fprintf(s.err, "cpls: solve: %s: problem %d%s: interrupted after %s (budget %s); the output is incomplete\n",
						path, p.Index+1, twinSuffix(sol.Twin), sol.Elapsed.Round(time.Millisecond), *budget)
					code = 1
				}
				if sol.Err != nil {
					fmt.Fprintf(s.err, "cpls: solve: %s: problem %d%s: %v\n", path, p.Index+1, twinSuffix(sol.Twin), sol.Err)
					code = 1
				}
			}
			sf.Problems = append(sf.Problems, sp)
			if !*asJSON {
				fmt.Fprint(s.out, problem.Render(pr, problem.Results(sols)))
			}
		}
		files = append(files, sf)
	}
	if *asJSON {
		enc := json.NewEncoder(s.out)
		enc.SetIndent("", "  ")
		if err := enc.Encode(files); err != nil {
			fmt.Fprintf(s.err, "cpls: solve: %v\n", err)
			return 1
		}
	}
	return code
}

func twinSuffix(t *problem.Twin) string {
	if t.Label == "" {
		return ""
	}
	return " twin " + t.Label + ")"
}
