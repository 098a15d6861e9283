package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/cpls-dev/cpls/parser"
	"github.com/cpls-dev/cpls/problem"
	"github.com/cpls-dev/cpls/solver"
)

// record is one line of a corpus file (popeye-orthodox.jsonl or popeye-fairy.jsonl); the
// fields the tool does not need are not read.
type record struct {
	ID    string `json:"id"`
	Input string `json:"input"`
	// Expected is Popeye's -regression output as stored; nil where the corpus has none
	// (fairy problems Popeye took more than 20 s for).
	Expected *string `json:"expected_output"`
	// RefSeconds is the stored reference time problems are selected by.
	RefSeconds float64 `json:"reference_cpu_seconds"`
	// OneCoreSeconds is Popeye's time pinned to a quiet core (orthodox corpus only; 0
	// when absent), printed beside this run's figure as a measure of the machine's load.
	OneCoreSeconds float64 `json:"popeye_cpu_seconds_one_core"`
}

// readRecords reads the JSON lines of one corpus file.
func readRecords(r io.Reader) ([]record, error) {
	var out []record
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var rec record
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return nil, fmt.Errorf("line %d: %v", line, err)
		}
		out = append(out, rec)
	}
	return out, sc.Err()
}

func loadRecords(paths []string) ([]record, error) {
	var all []record
	for _, p := range paths {
		f, err := os.Open(p)
		if err != nil {
			return nil, err
		}
		recs, err := readRecords(f)
		f.Close()
		if err != nil {
			return nil, fmt.Errorf("%s: %v", p, err)
		}
		all = append(all, recs...)
	}
	return all, nil
}

// The two groups of issue 18.
const (
	groupBattle = "battle" // direct, self and reflex play
	groupHelp   = "help"   // help and series play
)

// problemInfo is what the tool learns from cpls's own loader about a corpus input.
type problemInfo struct {
	// Stip is the first stipulation as Popeye writes it.
	Stip string
	// Group is groupHelp when any twin is help or series play, groupBattle otherwise.
	Group string
	// LeftOut says why the problem is not timed ("" when it is).
	LeftOut string
}

// classify parses and loads one problem input the way cpls solve does. A problem with an
// input error or a twin cpls cannot solve is left out: cpls would not solve it, so there
// is nothing to time. So is one using MaxTime or MaxSolutions, whose output depends on
// the time or on the order in which solutions are found (the corpus tests skip them too).
func classify(input string) problemInfo {
	src := []byte(input)
	f := parser.Parse(src)
	for _, d := range f.Diagnostics {
		if d.Severity == parser.Error {
			return problemInfo{LeftOut: "input error: " + d.Message}
		}
	}
	if len(f.Problems) == 0 {
		return problemInfo{LeftOut: "no problem in the input"}
	}
	info := problemInfo{Group: groupBattle}
	var stips []solver.Stipulation
	for i, p := range f.Problems {
		pr := problem.Load(src, p)
		for _, t := range pr.Twins {
			if i == 0 && info.Stip == "" {
				info.Stip = t.StipText
			}
			if !t.Solvable() && info.LeftOut == "" {
				info.LeftOut = "unsupported: " + strings.Join(distinct(t.Unsupported), "; ")
				if len(t.Unsupported) == 0 {
					info.LeftOut = "unsupported: no orthodox position"
				}
			}
			stips = append(stips, t.Stipulation)
		}
		for _, o := range p.Options {
			if name := strings.ToLower(o.Name); (name == "maxtime" || name == "maxsolutions") && info.LeftOut == "" {
				info.LeftOut = "uses " + o.Name + " (output depends on time or search order)"
			}
		}
	}
	info.Group = groupOf(stips)
	return info
}

// distinct returns xs without repetitions, in first-seen order.
func distinct(xs []string) []string {
	var out []string
	for _, x := range xs {
		if !slices.Contains(out, x) {
			out = append(out, x)
		}
	}
	return out
}

// groupOf is groupHelp when any stipulation is help or series play, groupBattle otherwise.
func groupOf(stips []solver.Stipulation) string {
	for _, s := range stips {
		if s.Play == solver.Help || s.Series {
			return groupHelp
		}
	}
	return groupBattle
}

// selection says which corpus records are timed.
type selection struct {
	Min, Max float64 // reference seconds, Min ≤ ref < Max (Max 0: no upper limit)
	ID       string  // only this record (the range is then ignored)
	Group    string  // only this group ("" for both)
}

// candidate is a selected record with what classify found.
type candidate struct {
	record
	problemInfo
}

// choose returns the records in the selection's range, classified, in corpus order;
// those classify leaves out are returned with LeftOut set, the others with it empty.
func choose(recs []record, sel selection) []candidate {
	var out []candidate
	for _, r := range recs {
		if sel.ID != "" {
			if r.ID != sel.ID {
				continue
			}
		} else if r.RefSeconds < sel.Min || (sel.Max > 0 && r.RefSeconds >= sel.Max) {
			continue
		}
		c := candidate{record: r, problemInfo: classify(r.Input)}
		if sel.Group != "" && c.Group != sel.Group {
			continue
		}
		out = append(out, c)
	}
	return out
}

// inputName is a file name for a record's input: its id with the path separators and the
// problem index made harmless ("BEISPIEL/hpint.inp#9" → "BEISPIEL_hpint_9.inp").
func inputName(id string) string {
	s := strings.NewReplacer("/", "_", "#", "_", ".inp", "", " ", "_").Replace(id)
	return s + ".inp"
}

// writeInputs writes each candidate's input to its own file in dir and returns the paths
// by id.
func writeInputs(dir string, cs []candidate) (map[string]string, error) {
	paths := map[string]string{}
	for _, c := range cs {
		p := filepath.Join(dir, inputName(c.ID))
		if err := os.WriteFile(p, []byte(c.Input), 0o644); err != nil {
			return nil, err
		}
		paths[c.ID] = p
	}
	return paths, nil
}
