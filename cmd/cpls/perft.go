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

var perftVerb = &verbSpec{
	name:    "perft",
	run:     runPerft,
	flags:   func(fs *flag.FlagSet) { declarePerft(fs) },
	usage:   []string{"perft [-divide] [-full] [-json] [-hash MB] FEN DEPTH"},
	summary: "count the positions of the legal-move tree (a move generator test)",
	about: `Counts the leaves of the tree of legal moves DEPTH half moves deep from the position
FEN (all six fields, or at least the first four), the standard test of a move
generator, and prints the count, the time and the speed. The last ply is counted in
bulk unless -full.`,
	flagExamples: flagExamples{
		{"divide", "cpls perft -divide 'r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1' 2"},
		{"full", "cpls perft -full 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 5"},
		{"json", "cpls perft -json 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 4"},
		{"hash", "cpls perft -hash 64 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 6"},
	},
	examples: [][2]string{
		{"cpls perft 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1' 5", "4865609 positions from the opening position"},
	},
}

// perftFlags are perft's flags.
type perftFlags struct {
	divide, full, json *bool
	hashMB             *int
}

func declarePerft(fs *flag.FlagSet) *perftFlags {
	return &perftFlags{
		divide: fs.Bool("divide", false, "print the count under each root move"),
		full:   fs.Bool("full", false, "make every leaf move instead of counting the last ply in bulk"),
		json:   fs.Bool("json", false, "print one JSON object: nodes, seconds, cpu_seconds, nps (and divide)"),
		hashMB: fs.Int("hash", 0, "use a perft transposition table of this many `MB` (a perft technique, not generator speed; ignored with -full)"),
	}
}

func runPerft(v *verbSpec, args []string, s stdio) int {
	fs := flag.NewFlagSet("perft", flag.ContinueOnError)
	f := declarePerft(fs)
	if code, ok := parseFlags(v, fs, args, s); !ok {
		return code
	}
	divide, full, asJSON, hashMB := f.divide, f.full, f.json, f.hashMB
	if fs.NArg() < 2 {
		return usageError(v, s, "give a position (FEN) and a depth")
	}
	if *hashMB < 0 {
		return usageError(v, s, "-hash %d: the table size cannot be negative", *hashMB)
	}
	rest := fs.Args()
	depth, err := strconv.Atoi(rest[len(rest)-1])
	if err != nil || depth < 0 {
		return usageError(v, s, "the depth %q is not a whole number of half moves (0 or more)", rest[len(rest)-1])
	}
	fen := strings.Join(rest[:len(rest)-1], " ")
	pos, err := movegen.ParseFEN(fen)
	if err != nil {
		return usageError(v, s, "%q is not a position: %s", fen, userText(err))
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
