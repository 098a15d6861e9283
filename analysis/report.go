package analysis

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/solver"
)

// Alt is one alternative of a dual: in battle play one attacking move, in help and
// series play the rest of a solution from the move where the solutions part.
type Alt struct {
	Moves []movegen.Move
	// Goal is true when the last move reaches the goal itself (a mate in #n; in s#n
	// the attacker's last move is followed by the defender's forced goal).
	Goal bool
}

// Dual is one dual of a half's play.
//
// Path is the play from the half's start to the position where the alternatives are
// played. In battle play Path[0] is the key (NullMove for the set play and for
// post-key play: the defender moves first in the diagram), then defences and
// continuations alternate; the alternatives are the attacker's moves (of a threat
// dual: its threats, had the defender passed after Path's last move). In help and
// series play Path is the solutions' common beginning (empty for an OrderDual, whose
// alternatives are whole solutions).
type Dual struct {
	Kind Kind
	Half int
	Path []movegen.Move
	Alts []Alt
	// Left is the number of attacking moves left at the end of Path in battle play,
	// within which every alternative fulfils the stipulation; Length the number each
	// alternative takes (less than Left for a ShortVariation).
	Left, Length int
}

// Variation is one defence with the attacker's continuations, as set play and actual
// play are compared.
type Variation struct {
	Defence movegen.Move
	Set     []movegen.Move // the continuations in the set play
	Actual  []movegen.Move // the continuations after the key (or try)
}

// Pin is a piece a key pins or unpins: the piece and its square after the key.
type Pin struct {
	Square movegen.Square
	Piece  movegen.Piece
}

// Key is the character of a key or try of battle play.
type Key struct {
	Half int
	Move movegen.Move
	// Try is true for a try (the solver's TryMark); Refutations are its refutations.
	Try         bool
	Refutations []movegen.Move
	Check       bool
	Capture     bool
	Promotion   bool
	Castling    bool
	// Given are the defending king's flights the key gives (squares it may go to after
	// the key and could not in the diagram), Taken those it takes away.
	Given, Taken []movegen.Square
	// Pins are pieces pinned against their own king by the key, Unpins pieces it
	// unpins (of either side; a piece the key captures is not unpinned).
	Pins, Unpins []Pin
	// Waiting is true for a waiting key: no check and no threat (zugzwang).
	Waiting bool
	// Threats are the threatened continuations (first moves), when there is a threat.
	Threats []movegen.Move
	// SetPlay is true when set play was solved and there is some, so that Changed, Added and Lost say
	// something: defences whose continuations the key changes, defences that have a
	// continuation after the key but not before, and defences of the set play that
	// are no longer variations after it (the threat answers them or they are gone).
	SetPlay              bool
	Changed, Added, Lost []Variation
}

// Tags names the key's character in words for lists: "check", "capture", "promotion",
// "castling", "flight-giving", "flight-taking", "pin", "unpin", "waiting", "threat",
// "changed", "added", "lost".
func (k *Key) Tags() []string {
	var out []string
	add := func(ok bool, tag string) {
		if ok {
			out = append(out, tag)
		}
	}
	add(k.Check, "check")
	add(k.Capture, "capture")
	add(k.Promotion, "promotion")
	add(k.Castling, "castling")
	add(len(k.Given) > 0, "flight-giving")
	add(len(k.Taken) > 0, "flight-taking")
	add(len(k.Pins) > 0, "pin")
	add(len(k.Unpins) > 0, "unpin")
	add(k.Waiting, "waiting")
	add(len(k.Threats) > 0, "threat")
	add(len(k.Changed) > 0, "changed")
	add(len(k.Added) > 0, "added")
	add(len(k.Lost) > 0, "lost")
	return out
}

// Report is what Analyse finds in one solved twin.
type Report struct {
	Duals []Dual
	// Keys are the keys and then the tries of every half, in the solver's order.
	Keys []Key
}

// DualsOf returns the duals of the given kind.
func (r *Report) DualsOf(k Kind) []Dual {
	var out []Dual
	for _, d := range r.Duals {
		if d.Kind == k {
			out = append(out, d)
		}
	}
	return out
}

// Wants returns the solver options the analyses of sel need on top of o: variations
// with threats (mate, threat and short duals, waiting keys, changes), tries (the
// character of tries) and set play (set duals, changes). Help and series play need
// nothing more: every solution is already there.
func Wants(o solver.Options, st solver.Stipulation, sel Selection) solver.Options {
	if st.Series || st.Play == solver.Help {
		return o
	}
	if sel.Has(MateDual) || sel.Has(ThreatDual) || sel.Has(ShortVariation) || sel.Has(KeyCharacter) {
		o.Variation, o.NoThreat, o.NoShortVariations = true, false, false
	}
	if sel.Has(KeyCharacter) {
		o.Try = true
	}
	if sel.Has(SetDual) || sel.Has(KeyCharacter) {
		o.SetPlay = true
	}
	return o
}

// Analyse analyses r, solved from the diagram diagram (any side to move: each half
// starts with its own Start), for the kinds sel selects. An interrupted result is not
// analysed (nil): what it lacks could be what makes a dual.
func Analyse(diagram *movegen.Position, r *solver.Result, sel Selection) *Report {
	if r == nil || r.Status == solver.Interrupted || sel.Empty() {
		return nil
	}
	rep := &Report{}
	st := r.Stipulation
	for hi := range r.Halves {
		h := &r.Halves[hi]
		if st.Series || st.Play == solver.Help {
			rep.Duals = append(rep.Duals, lineDuals(diagram, hi, h, sel)...)
			continue
		}
		b := battle{half: hi, sel: sel, moves: st.Moves}
		keyCount := 0
		for _, k := range h.Keys {
			if k.Mark == solver.Key {
				keyCount++
			}
		}
		for _, k := range h.Keys {
			// A cooked problem's play is not searched for duals: which key is meant is
			// the composer's to say, and the cook is the finding that matters.
			if k.Mark == solver.Key && keyCount == 1 {
				b.attack([]movegen.Move{k.Move}, k, st.Moves-1, false)
			}
		}
		if h.PostKey != nil {
			b.attack([]movegen.Move{solver.NullMove}, h.PostKey, st.Moves-1, false)
		}
		if r.Options.SetPlay {
			for _, d := range h.SetPlay {
				b.defence([]movegen.Move{solver.NullMove, d.Move}, d, st.Moves-1, true)
			}
		}
		rep.Duals = append(rep.Duals, b.duals...)
		if sel.Has(KeyCharacter) {
			rep.Keys = append(rep.Keys, keys(diagram, hi, h, r.Options.SetPlay)...)
		}
	}
	return rep
}

// phase is a copy of p with side to move (the en-passant square kept only when side
// may take on it): the start of a half's play or of its set play.
func phase(p *movegen.Position, side movegen.Color) *movegen.Position {
	q := p.Clone()
	if side != p.SideToMove() {
		q.SetEnPassant(movegen.NoSquare)
	}
	q.SetSideToMove(side)
	return q
}
