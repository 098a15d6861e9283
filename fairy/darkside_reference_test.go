package fairy

import "github.com/cpls-dev/cpls/movegen"

// refDarkSide: DarkSide, as conditions/darkside.c plays it (the manual names it only):
// a piece of c, not a royal one, whose move ends on the other side's half (ranks 5–8
// for white, 1–4 for black) now belongs to the other side; a piece already the other
// side's (a neutral one) stays.
func refDarkSide(b *Board, m refPlay, c movegen.Color) (Board, bool) {
	out := m.after
	p := out[m.to]
	r := m.to.Rank()
	far := c == movegen.White && r >= 4 || c == movegen.Black && r < 4
	if !far || b[m.from].IsRoyal() || p == NoPiece || p.Belongs(c.Other()) {
		return out, true
	}
	out[m.to] = p.WithSide(SideOf(c.Other()))
	return out, true
}
