package problem

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBattleHelpForkLonger: a help branch forking from the attacking move of a battle
// branch of more than one move stays refused: without "/" Popeye writes the play after
// the key with Option Variation (threats and defences), with it only the keys, and cpls
// solves the hidden form alone. The caption is Popeye's ("[>2hh" for both).
func TestBattleHelpForkLonger(t *testing.T) {
	for _, stip := range []string{"3a[2hh[#]]d", "3a[>2hh[#]]d"} {
		src := []byte("BeginProblem\nPieces White Kh5 Be2 Rh7 Rh1 Qd2 Black Kg2 Pd7 Rf3 Bc1 Ph4\nSStipulation white " + stip + "\nOption Variation\nEndProblem\n")
		text := solveText(context.Background(), src).Text
		assert.Contains(t, text, "  White 3a[>2hh[#]]d ", stip)
		assert.Contains(t, text, "cpls does not solve problems with the structured stipulation White 3a[>2hh[#]]d", stip)
	}
}

// TestForkCaptions: the captions Popeye 4.104 writes for these structured stipulations
// (run on this position): "/" only before a defence's branch, ">" before any other
// branch after an attacking move.
func TestForkCaptions(t *testing.T) {
	for stip, want := range map[string]string{
		"1a[/2hh[#]]d": "1a[>2hh[#]]d",
		"2a[1d[#]a]d":  "2a[1d[#]a]d",
		"2a[/3a[#]d]d": "2a[>3a[#]d]d",
		"2hh[/2da[#]]": "2hh[/2da[#]]",
		"1a[>2hh[#]]d": "1a[>2hh[#]]d",
	} {
		src := []byte("BeginProblem\nPieces White Kh5 Be2 Rh7 Rh1 Qd2 Black Kg2 Pd7 Rf3 Bc1 Ph4\nSStipulation white " + stip + "\nEndProblem\n")
		assert.Contains(t, solveText(context.Background(), src).Text, "  White "+want+" ", stip)
	}
}

// TestHiddenForkOptionsRefused: with Option PostKeyPlay Popeye 4.104 writes a structured
// stipulation of battle play as the play after the key ("Black -2da[#]" for 3a[#]d; for
// 1a[/2hh[#]]d only the caption "Black -0[>2hh[#]]da"), and with a help branch hidden
// after the attacking move of a battle branch of 3a it writes only the keys with Option
// Variation, where cpls wrote keys or play after them: cpls refuses these, and still
// solves 2a with Variation and 3a with Try (the golden
// sstip-battle-fork-help-hidden-2a-variation).
func TestHiddenForkOptionsRefused(t *testing.T) {
	cases := []struct {
		stip, option, caption string
		refused               bool
	}{
		{"1a[/2hh[#]]d", "PostKeyPlay", "1a[>2hh[#]]d", true},
		{"1a[2hh[#]]d", "PostKeyPlay", "1a[>2hh[#]]d", true},
		{"3a[/2hh[#]]d", "PostKeyPlay", "3a[>2hh[#]]d", true},
		{"3a[/2hh[#]]d", "Variation", "3a[>2hh[#]]d", true},
		{"3a[#]d", "PostKeyPlay", "3a[#]d", true},
		{"3a[#|=]d", "PostKeyPlay", "3a[#|=]d", true},
		{"3a[/2hh[#]]d", "Variation Try", "3a[>2hh[#]]d", true},
		{"2a[/2hh[#]]d", "Variation", "2a[>2hh[#]]d", false},
		{"3a[/2hh[#]]d", "Try", "3a[>2hh[#]]d", false},
		{"1a[/2hh[#]]d", "Variation", "1a[>2hh[#]]d", false},
	}
	for _, c := range cases {
		src := []byte("BeginProblem\nPieces White Kh5 Be2 Rh7 Rh1 Qd2 Black Kg2 Pd7 Rf3 Bc1 Ph4\nSStipulation white " + c.stip + "\nOption " + c.option + "\nEndProblem\n")
		text := solveText(context.Background(), src).Text
		name := c.stip + " " + c.option
		assert.Contains(t, text, "  White "+c.caption+" ", name)
		msg := "cpls does not solve problems with the structured stipulation White " + c.caption
		if c.refused {
			assert.Contains(t, text, msg, name)
			assert.NotContains(t, text, "1.Qd2*c1", name)
		} else {
			assert.NotContains(t, text, msg, name)
			assert.Contains(t, text, "1.Qd2*c1 !", name)
		}
	}
}
