package main

import (
	"fmt"

	"github.com/cpls-dev/cpls/problem"
)

// fenInput is the problem `cpls solve -fen` solves: a Popeye source written from the
// flags (problem.FENSource), read and solved as a file is.
type fenInput struct {
	name      string // what the output calls it
	src       []byte
	fen, stip string
	options   []string
}

func newFENInput(fen, stip string, options []string) (*fenInput, error) {
	if stip == "" {
		return nil, fmt.Errorf("-fen needs -stip, the stipulation (e.g. -stip '#2' or -stip h#3)")
	}
	src, err := problem.FENSource(fen, stip, options)
	if err != nil {
		return nil, fmt.Errorf("-fen %q: %s", fen, err)
	}
	return &fenInput{name: "-fen", src: src, fen: fen, stip: stip, options: options}, nil
}

// origin names the flag that line (1-based) of the source comes from, with its value,
// as FENSource lays the lines out.
func (f *fenInput) origin(line int) string {
	switch {
	case line == 3:
		return fmt.Sprintf("-stip %q", f.stip)
	case line >= 4 && line-4 < len(f.options):
		return fmt.Sprintf("-option %q", f.options[line-4])
	}
	return fmt.Sprintf("-fen %q", f.fen)
}
