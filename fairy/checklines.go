package fairy

// The line shortcuts of the legality test (reach.go): where the pieces on the lines to
// a royal piece alone decide whether it is attacked (ruleSet.linesKnown), a move that
// empties and fills only squares off those lines leaves the attack as it was. For a
// side not in check that makes the move legal (quickLegal); for a side in check it
// makes a quiet move of one of its own pieces illegal (stillChecked), which is most of
// the moves a mate test tries.

// lineTest is the line shortcut that applies in a position.
type lineTest uint8

const (
	// noLines: neither applies (lines unknown, no royal piece); every move is played.
	noLines lineTest = iota
	// unattackedLines: the side to move is not in check (safe).
	unattackedLines
	// attackedLines: the side to move is in check.
	attackedLines
)

// lineTestNow returns the line shortcut that applies in the position.
func (g *Game) lineTestNow() lineTest {
	if !g.rules.linesKnown || g.royal[g.side] == 0 {
		return noLines
	}
	if g.InCheck() {
		return attackedLines
	}
	return unattackedLines
}

// stillChecked reports whether the move d certainly leaves the mover's royal piece
// attacked, in a position where it is attacked (attackedLines): d captures nothing and
// moves a piece of the mover's side alone (not a move of no piece, from and to one
// square), not royal (so not the attacker, nor the
// royal piece), changes nothing but its own squares (plain) and no piece's side or walk
// (materialKept), and the squares it empties and fills are off every line to the royal
// piece, so no attack is blocked or loses its hurdle. An en-passant right, whose capture
// counts as an attack on the pawn (attacked), turns it off.
func (g *Game) stillChecked(d *decoded) bool {
	k := g.royal[g.side]
	p := g.board[d.from]
	if d.from == k || d.from == d.to || p.IsRoyal() || p.Neutral() || !p.Belongs(g.side) || g.ep != 0 || len(g.passes) != 0 {
		return false
	}
	if d.castling() || d.exchange || d.kind == hurdleHop || d.series != 0 || p.Has(HalfNeutral) || p.Has(HurdleColourChanging) {
		return false
	}
	if g.capturedSquare(d) != 0 || !g.plain(d) || !g.materialKept(p, d, k) {
		return false
	}
	lines := &g.rules.lines
	return !lines.has(d.from-k) && !lines.has(d.to-k)
}
