package problem

// TestPopeyeWider compares cpls with a Popeye binary on the positions of the orthodox
// corpus given other stipulations of battle play (wideStipulations) and the options that
// write more than the keys, with and without NonTrivial: a development tool for the
// play the corpus stipulations do not reach. It runs only with -popeye naming the binary:
//
//	go test ./problem -run PopeyeWider -popeye /path/to/py [-popeye.wide.every N] [-popeye.dump DIR]
//
// Every corpus problem of one diagram without twins, solved by Popeye in under
// -popeye.ntsecs and without an option that changes how it is solved
// (wideSkippedOptions), gets each stipulation of wideStipulations twice: once with an
// option set of ntOptionSets and once with NonTrivial m k added to another. Of these
// inputs every -popeye.wide.every-th is run (from -popeye.wide.from); an input Popeye
// solves within -popeye.wide.limit whose outputs differ (CanonicalOutput) fails the
// test and is written to -popeye.dump.

import (
	"context"
	"flag"
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/cpls-dev/cpls/parser"
)

var (
	popeyeWideEvery = flag.Int("popeye.wide.every", 3, "TestPopeyeWider runs every n-th input")
	popeyeWideFrom  = flag.Int("popeye.wide.from", 0, "TestPopeyeWider's first input (below -popeye.wide.every)")
	popeyeWideLimit = flag.Duration("popeye.wide.limit", 5*time.Second, "TestPopeyeWider skips inputs Popeye takes longer on")
)

// wideStipulations are the stipulations TestPopeyeWider gives the corpus positions, with
// their number of moves.
var wideStipulations = []struct {
	text  string
	moves int
}{{"#4", 4}, {"#5", 5}, {"s#3", 3}, {"s#4", 4}, {"r#3", 3}}

// wideSkippedOptions are the corpus options whose problems TestPopeyeWider leaves out:
// they choose another way of solving, limit it, or are among the options it adds.
var wideSkippedOptions = []string{
	"intelligent", "movenumbers", "startmovenumber", "duplex", "halfduplex", "whitetoplay",
	"maxsolutions", "stoponshortsolutions", "maxtime", "noboard", "nontrivial", "threat",
	"nothreat", "defence", "maxflightsquares", "keepmatingpiece", "noshortvariations", "matesin1",
}

func TestPopeyeWider(t *testing.T) {
	if *popeyeBin == "" {
		t.Skip("no -popeye binary given")
	}
	dir := t.TempDir()
	total, differ, known, skipped, n := 0, 0, 0, 0, 0
	for i, r := range widerRecords(t) {
		for j, src := range widerInputs(r, i) {
			n++
			if (n-1)%max(*popeyeWideEvery, 1) != *popeyeWideFrom {
				continue
			}
			want, ok := runPopeyeWithin(t, dir, src, *popeyeWideLimit)
			if !ok {
				skipped++
				continue
			}
			total++
			name := fmt.Sprintf("%s-w%d", strings.NewReplacer("/", "_", "#", "_", ".inp", "").Replace(r.ID), j)
			if reason, ok := widerKnown[name]; ok {
				known++
				t.Logf("%s: known difference (%s)%s", name, reason, agreesNow(src, want, 4*(*popeyeWideLimit)))
				continue
			}
			if !agreesWithPopeye(t, name, src, want, 4*(*popeyeWideLimit)) {
				differ++
			}
		}
	}
	t.Logf("%d inputs, %d differ, %d known differences, %d skipped (Popeye too slow)", total, differ, known, skipped)
}

// quodTableSize is why quod.inp#2's self mates are known differences.
const quodTableSize = "Quodlibet in s#3/s#4: Popeye's output changes with its hash table's size " +
	"(-maxmem default, 0 and 64K give three outputs), through its AvoidUnsolvable lengths and a table " +
	"that packs lengths by parity"

// widerKnown are TestPopeyeWider's inputs whose Popeye output cpls cannot match, with
// the reason; they are solved and reported, and fail no test.
var widerKnown = map[string]string{
	"BEISPIEL_quod_2-w4": quodTableSize, "BEISPIEL_quod_2-w5": quodTableSize,
	"BEISPIEL_quod_2-w6": quodTableSize, "BEISPIEL_quod_2-w7": quodTableSize,
}

// agreesNow returns a note for a known difference whose outputs agree after all.
func agreesNow(src, want string, limit time.Duration) string {
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	defer cancel()
	if CanonicalOutput(solveText(ctx, []byte(src)).Text) == CanonicalOutput(want) {
		return ": agrees now, remove it from widerKnown"
	}
	return ""
}

// widerRecords returns the corpus problems TestPopeyeWider takes.
func widerRecords(t *testing.T) []corpusRecord {
	var out []corpusRecord
	for _, r := range loadCorpus(t) {
		if ntOptionNames[r.Language] == nil || r.RefSeconds >= *popeyeNTSecs || len(r.AllStipulations) != 1 {
			continue
		}
		f := parser.Parse([]byte(r.Input))
		if len(f.Problems) != 1 || len(f.Problems[0].Twins) > 0 || f.Problems[0].Stipulation == nil {
			continue
		}
		if slices.ContainsFunc(r.Options, func(o string) bool {
			return slices.Contains(wideSkippedOptions, strings.Fields(o)[0])
		}) {
			continue
		}
		out = append(out, r)
	}
	return out
}

// widerInputs returns the inputs TestPopeyeWider makes of the corpus problem r, the seed-th
// it takes: its input with each stipulation of wideStipulations, and an Option line after
// the first line.
func widerInputs(r corpusRecord, seed int) []string {
	names := ntOptionNames[r.Language]
	st := parser.Parse([]byte(r.Input)).Problems[0].Stipulation.Value.Range
	first, rest, _ := strings.Cut(r.Input[:st.Start], "\n")
	after := r.Input[st.End:]
	var out []string
	for j, s := range wideStipulations {
		for nt := 0; nt < 2; nt++ {
			var opts []string
			if nt == 1 {
				k := (seed + j) % min(s.moves-1, 3)
				opts = append(opts, fmt.Sprintf("%s %d %d", names[ntNonTrivial], (seed+2*j)%3, k))
			}
			for _, o := range ntOptionSets[(seed+3*j+4*nt)%len(ntOptionSets)] {
				if !hasOption(r, o) {
					opts = append(opts, names[o])
				}
			}
			opt := ""
			if len(opts) > 0 {
				opt = "\nOption " + strings.Join(opts, " ")
			}
			out = append(out, first+opt+"\n"+rest+s.text+after)
		}
	}
	return out
}
