package main

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestErrorMessages runs every verb's error paths: each exits with its code and says
// what is wrong in the user's terms, without Go package names or the flag package's
// wording.
func TestErrorMessages(t *testing.T) {
	missing := filepath.Join(t.TempDir(), "missing.inp")
	sound := writeTemp(t, "p.inp", soundInput2)
	cases := []struct {
		args []string
		code int
		want string
	}{
		{[]string{"check", "-budget", "5", sound}, 2, `-budget "5": a duration is a number with a unit, such as 30s, 2m or 1h30m`},
		{[]string{"solve", "-budget", "5", sound}, 2, `-budget "5": a duration is a number with a unit, such as 30s, 2m or 1h30m`},
		{[]string{"solve", "-budget", "-5s", sound}, 2, "a budget cannot be negative"},
		{[]string{"solve", "-budget"}, 2, "-budget needs a value (e.g. cpls solve -budget 2m hard.inp)"},
		{[]string{"solve", "-bogus", sound}, 2, "cpls solve: there is no flag -bogus"},
		{[]string{"solve", "-json=maybe", sound}, 2, "-json takes no value, or -json=true / -json=false"},
		{[]string{"solve", missing}, 2, "cpls solve: " + missing + ": no such file or directory"},
		{[]string{"check", missing}, 2, "cpls check: " + missing + ": no such file or directory"},
		{[]string{"check", "-x"}, 2, "cpls check: there is no flag -x"},
		{[]string{"fmt", missing}, 2, "cpls fmt: " + missing + ": no such file or directory"},
		{[]string{"fmt", "-w", "-l", sound}, 2, "-w and -l do not go together"},
		{[]string{"perft", "8/8 w - -", "2"}, 2, `cpls perft: "8/8 w - -" is not a position: FEN piece placement needs 8 ranks, found 2`},
		{[]string{"perft", "kk", "2"}, 2, `"kk" is not a position: FEN needs 4 to 6 fields, found 1`},
		{[]string{"perft", kiwipete, "-1"}, 2, `the depth "-1" is not a whole number of half moves`},
		{[]string{"perft", "-hash", "x", kiwipete, "1"}, 2, `-hash "x": a whole number is needed`},
		{[]string{"perft"}, 2, "give a position (FEN) and a depth"},
		{[]string{"serve", "-bogus"}, 2, "cpls serve: there is no flag -bogus"},
		{[]string{"serve", "extra"}, 2, `cpls serve: unexpected argument "extra"`},
		{[]string{"serve", "-logfile", filepath.Join(t.TempDir(), "no", "log")}, 2, "no such file or directory"},
		{[]string{"version", "extra"}, 2, `cpls version: unexpected argument "extra"`},
		{[]string{"help", "nosuch"}, 2, `there is no verb "nosuch"`},
		{[]string{"nosuch"}, 2, `cpls: unknown verb "nosuch"`},
		{[]string{"solve", "-stip", "#2", sound}, 2, "-stip and -option go with -fen"},
		{[]string{"solve", "-fen", "8/8", "-stip", "#2"}, 2, `-fen "8/8": FEN piece placement needs 8 ranks, found 2`},
		{[]string{"solve", "-fen", "8/Q7/8/8/8/8/8/2k1K2R"}, 2, "-fen needs -stip"},
		{[]string{"solve", "-fen", "8/Q7/8/8/8/8/8/2k1K2R", "-stip", "#2", sound}, 2, "-fen solves one position: name no file with it"},
	}
	for _, c := range cases {
		var out, errw bytes.Buffer
		code := run(c.args, nil, &out, &errw)
		msg := errw.String()
		assert.Equal(t, c.code, code, "%v: %s", c.args, msg)
		assert.Contains(t, msg, c.want, c.args)
		for _, raw := range []string{"movegen:", "solver:", "parser:", "problem:", "parse error", "flag provided but not defined",
			"invalid value", "invalid boolean", "Usage of", "open ", "cpls: check:", "cpls: solve:", "cpls: perft:"} {
			assert.NotContains(t, msg, raw, c.args)
		}
		if c.code == 2 && c.args[0] != "nosuch" && !strings.Contains(msg, "no such file") && !strings.Contains(msg, "-logfile") {
			assert.Contains(t, msg, "run 'cpls help "+c.args[0]+"'", "%v: a usage error says where to read more", c.args)
		}
	}
}
