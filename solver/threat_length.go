package solver

// threatWithin reports whether the attacker, to move after the defender's pass, reaches
// the end within Option Threat's t moves. Popeye's guard (options/maxthreatlength.c)
// tests 2t half-moves from the defence node, its dummy move among them: t attacking moves
// in direct and reflex play, whose n moves take 2n−1 half-moves, but one fewer in self
// play, whose s#n takes 2n, so that with t = 1 no self-play threat is short enough.
func (e *engine) threatWithin(t int) bool {
	if e.play == Self {
		t--
	}
	return t > 0 && e.attackWins(t)
}
