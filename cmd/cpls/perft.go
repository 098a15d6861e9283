package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/cpls-dev/cpls/movegen"
)

type perftReport struct {
	Nodes   uint64  `json:"nodes"`
	Seconds float64 `json:"seconds"` // wall clock
	NPS     float64 `json:"nps"`     // nodes per wall-clock second
	// CPUSeconds is the process's CPU time during the count (absent where not measured):
	// on a loaded machine it shows the generator's own speed.
	CPUSeconds float64           `json:"cpu_seconds,omitempty"`
	Divide     map[string]uint64 `json:"divide,omitempty"`
}

func runPerft(args []string, s stdio) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	fs.SetOutput(s.err)
	divide := fs.Bool("divide", false, "print the node count under each root move")
	full := fs.Bool("full", false, "make every leaf move instead of counting the last ply in bulk")
	asJSON := fs.Bool("json", false, "print one JSON object")
	hashMB := fs.Int("hash", 0, "use a perft transposition table of this many MiB (a perft technique, not generator speed; ignored with -full)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() < 2 {
		fmt.Fprintln(s.err, "usage: cpls perft [-divide] [-full] [-hash MB] [-json] FEN DEPTH")
		return 2
	}
	rest := fs.Args()
	depth, err := strconv.Atoi(rest[len(rest)-1])
	if err != nil || depth < 0 {
		fmt.Fprintf(s.err, "cpls: perft: depth %q is not a non-negative number\n", rest[len(rest)-1])
		return 2
	}
	pos, err := movegen.ParseFEN(strings.Join(rest[:len(rest)-1], " "))
	if err != nil {
		fmt.Fprintf(s.err, "cpls: perft: %v\n", err)
		return 2
	}
	count := pos.Perft
	switch {
	case *full:
		count = pos.PerftFull
	case *hashMB > 0:
		table := movegen.NewPerftTable(*hashMB)
		count = func(depth int) uint64 { return pos.PerftHashed(depth, table) }
	}
	r := perftReport{}
	cpuStart, cpuOK := processCPUTime()
	start := time.Now()
	if *divide && depth > 0 {
		r.Divide = map[string]uint64{}
		for _, m := range pos.LegalMoves(nil) {
			pos.Make(m)
			n := uint64(1)
			if depth > 1 {
				n = count(depth - 1)
			}
			pos.Unmake()
			r.Divide[m.UCI()] = n
			r.Nodes += n
			if !*asJSON {
				fmt.Fprintf(s.out, "%s: %d\n", m.UCI(), n)
			}
		}
	} else {
		r.Nodes = count(depth)
	}
	r.Seconds = time.Since(start).Seconds()
	if cpuEnd, ok := processCPUTime(); ok && cpuOK {
		r.CPUSeconds = (cpuEnd - cpuStart).Seconds()
	}
	if r.Seconds > 0 {
		r.NPS = float64(r.Nodes) / r.Seconds
	}
	if *asJSON {
		b, _ := json.Marshal(r)
		fmt.Fprintln(s.out, string(b))
		return 0
	}
	fmt.Fprintf(s.out, "nodes %d\ntime %.3fs\nnps %.0f\n", r.Nodes, r.Seconds, r.NPS)
	if r.CPUSeconds > 0 {
		fmt.Fprintf(s.out, "cpu %.3fs\n", r.CPUSeconds)
	}
	return 0
}
