package target

// Goal is what a help play's last move must bring about, as far as targets tell it
// apart: the victim mated, the victim stalemated (also in a double stalemate), or either
// (nothing is pruned then).
type Goal uint8

// The goals.
const (
	Mate Goal = iota
	Stalemate
	MateOrStalemate
)
