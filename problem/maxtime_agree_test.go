package problem

import (
	"strings"
	"testing"
)

// maxTimeAgrees reports whether got, a solve that finished, agrees with Popeye's output
// want where Option MaxTime cut Popeye short ("solving interrupted." in any of its
// languages). Such an output is whatever Popeye found in its time, so it depends on
// Popeye's speed: a solver that finishes agrees when it wrote every line Popeye wrote
// (the solutions found in time, the header, the board), the interruption line apart.
func maxTimeAgrees(got solved, want string) bool {
	if got.Interrupted {
		return false
	}
	have := map[string]int{}
	for _, l := range strings.Split(CanonicalOutput(got.Text), "\n") {
		have[l]++
	}
	cut := false
	for _, l := range strings.Split(CanonicalOutput(want), "\n") {
		if isInterruptedLine(l) {
			cut = true
			continue
		}
		if have[l] == 0 {
			return false
		}
		have[l]--
	}
	return cut
}

// isInterruptedLine reports whether l is Popeye's "solving interrupted." in one of its
// output languages.
func isInterruptedLine(l string) bool {
	l = strings.TrimSpace(l)
	for _, w := range []*words{&english, &german, &french} {
		if l == w.interrupted {
			return true
		}
	}
	return false
}

func TestMaxTimeAgrees(t *testing.T) {
	want := "  1.a1-a2 a7-a6 #\n  1.b1-b2 b7-b6 #\nBearbeitung abgebrochen.\n"
	for _, tc := range []struct {
		name string
		got  solved
		ok   bool
	}{
		{"finished with every line and more", solved{Text: "  1.b1-b2 b7-b6 #\n  1.a1-a2 a7-a6 #\n  1.c1-c2 c7-c6 #\nLoesung beendet.\n"}, true},
		{"finished without one of Popeye's lines", solved{Text: "  1.a1-a2 a7-a6 #\nLoesung beendet.\n"}, false},
		{"interrupted itself", solved{Text: "  1.a1-a2 a7-a6 #\n  1.b1-b2 b7-b6 #\n", Interrupted: true}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := maxTimeAgrees(tc.got, want); got != tc.ok {
				t.Errorf("maxTimeAgrees = %v, want %v", got, tc.ok)
			}
		})
	}
	// Popeye not cut by MaxTime: a superset is no agreement.
	full := solved{Text: "  1.a1-a2 a7-a6 #\n  1.b1-b2 b7-b6 #\n  1.c1-c2 c7-c6 #\n"}
	if maxTimeAgrees(full, "  1.a1-a2 a7-a6 #\n") {
		t.Error("maxTimeAgrees accepts extra lines against an output MaxTime did not cut")
	}
}
