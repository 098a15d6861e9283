package problem

// TestPopeyeNonTrivial compares cpls with a Popeye binary on corpus problems of battle
// play to which Option NonTrivial is added beside the options that write more than the
// keys (Try, Variation, Threat, PostKeyPlay, SetPlay): a development tool for how
// NonTrivial decides what is written. It runs only with -popeye naming the binary:
//
//	go test ./problem -run PopeyeNonTrivial -popeye /path/to/py [-popeye.dump DIR]
//
// Every corpus problem whose stipulations are all direct, self or reflex play of at
// most -popeye.ntmoves moves and which Popeye solved in under -popeye.ntsecs gets one input for
// each NonTrivial m k with m ≤ 2 and k below the length and below 3, each with one of the option
// sets of ntOptionSets in turn; an input whose outputs differ (CanonicalOutput) fails
// the test and is written to -popeye.dump.

import (
	"context"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"
)

var (
	popeyeNTMoves = flag.Int("popeye.ntmoves", 4, "longest stipulation (moves) TestPopeyeNonTrivial takes from the corpus")
	popeyeNTSecs  = flag.Float64("popeye.ntsecs", 0.3, "TestPopeyeNonTrivial takes the corpus problems Popeye solved in less (reference seconds)")
)

// ntOptionSets are the options TestPopeyeNonTrivial adds with NonTrivial, as indices of
// ntOptionNames.
var ntOptionSets = [][]int{
	{ntTry, ntVariation},
	{ntVariation, ntThreat},
	{ntPostKey, ntVariation},
	{ntSetPlay, ntVariation},
	{ntVariation},
	{ntTry},
	{},
	{ntTry, ntVariation, ntThreat},
	{ntTry, ntDefence, ntVariation},
}

const (
	ntTry = iota
	ntVariation
	ntThreat
	ntPostKey
	ntSetPlay
	ntNonTrivial
	ntDefence
)

// ntOptionNames are the options' names by input language, and the name the corpus
// records list them by (first).
var ntOptionNames = map[string][]string{
	"":   {"try", "variations", "threat", "postkeyplay", "setplay", "nontrivial", "defence"},
	"en": {"Try", "Variation", "Threat 1", "PostKeyPlay", "SetPlay", "NonTrivial", "Defence 2"},
	"de": {"Verfuehrung", "Varianten", "Drohung 1", "NachSchluessel", "Satzspiel", "NichtTrivial", "Widerlegung 2"},
}

// battleStipulation matches the stipulations TestPopeyeNonTrivial takes: its group is
// the number of moves.
var battleStipulation = regexp.MustCompile(`^[sr]?[#=]([0-9]+)$`)

func TestPopeyeNonTrivial(t *testing.T) {
	if *popeyeBin == "" {
		t.Skip("no -popeye binary given")
	}
	dir := t.TempDir()
	total, differ, skipped := 0, 0, 0
	taken := 0
	for _, r := range loadCorpus(t) {
		inputs := nonTrivialInputs(r, taken)
		if len(inputs) > 0 {
			taken++
		}
		for i, src := range inputs {
			want, ok := runPopeye(t, dir, src)
			if !ok {
				skipped++
				continue
			}
			total++
			name := fmt.Sprintf("%s-%d", strings.NewReplacer("/", "_", "#", "_", ".inp", "").Replace(r.ID), i)
			if !agreesWithPopeye(t, name, src, want, 20*time.Second) {
				differ++
			}
		}
	}
	t.Logf("%d inputs, %d differ, %d skipped (Popeye too slow)", total, differ, skipped)
}

// nonTrivialInputs returns the inputs TestPopeyeNonTrivial makes of a corpus problem: its
// input with an Option line added after the first line, or none for a problem it does
// not take. seed chooses the option sets.
func nonTrivialInputs(r corpusRecord, seed int) []string {
	names := ntOptionNames[r.Language]
	if names == nil || r.RefSeconds >= *popeyeNTSecs || len(r.AllStipulations) == 0 || hasOption(r, ntNonTrivial) {
		return nil
	}
	moves := 0
	for _, s := range r.AllStipulations {
		m := battleStipulation.FindStringSubmatch(s)
		if m == nil {
			return nil
		}
		n, _ := strconv.Atoi(m[1])
		moves = max(moves, n)
	}
	if moves < 2 || moves > *popeyeNTMoves {
		return nil
	}
	first, rest, _ := strings.Cut(r.Input, "\n")
	var out []string
	for k := 0; k < min(moves-1, 3); k++ {
		for m := 0; m <= 2; m++ {
			opts := []string{fmt.Sprintf("%s %d %d", names[ntNonTrivial], m, k)}
			for _, o := range ntOptionSets[(seed+3*k+m)%len(ntOptionSets)] {
				if !hasOption(r, o) {
					opts = append(opts, names[o])
				}
			}
			out = append(out, first+"\nOption "+strings.Join(opts, " ")+"\n"+rest)
		}
	}
	return out
}

// hasOption reports whether the corpus problem r has the option o (ntTry, …) already.
func hasOption(r corpusRecord, o int) bool {
	return slices.ContainsFunc(r.Options, func(s string) bool {
		return strings.HasPrefix(s, ntOptionNames[""][o])
	})
}

// agreesWithPopeye solves src within limit and compares its output with Popeye's want,
// as the generated comparisons do; a difference is reported as name, and with
// -popeye.dump its input and both outputs are written there under name.
func agreesWithPopeye(t *testing.T, name, src, want string, limit time.Duration) bool {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), limit)
	got := solveText(ctx, []byte(src))
	cancel()
	if CanonicalOutput(got.Text) == CanonicalOutput(want) {
		return true
	}
	if *popeyeDump != "" {
		base := filepath.Join(*popeyeDump, name)
		_ = os.WriteFile(base+".inp", []byte(src), 0o644)
		_ = os.WriteFile(base+".out", []byte(want), 0o644)
		_ = os.WriteFile(base+".cpls", []byte(got.Text), 0o644)
	}
	t.Errorf("%s differs:\n%s", name, src)
	return false
}
