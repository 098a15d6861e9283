package solver

import (
	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
	"github.com/cpls-dev/cpls/solver/target"
)

// limitPerTarget applies Options.IntelligentLimit to the lines of h, found from root in
// Popeye's order (config.popeyeOrder): Popeye solves each length on its own and, per
// length, each target position on its own, stopping a target's solve at its n-th
// solution. A line is kept when it is among the first n of its length reaching one of
// the targets of its final position (target.MateCores, target.StalemateCores); the result is partial when a
// target had n. The counts of solutions follow the lines kept.
func (s *solver) limitPerTarget(root rules.Game, h *Half) {
	o, ok := root.(*rules.Orthodox)
	if !ok || len(h.Lines) == 0 {
		return
	}
	n := s.opts.IntelligentLimit
	type key struct {
		length int
		core   string
	}
	count := map[key]int{}
	cores := map[string][]string{} // by the final position's pieces
	kept := h.Lines[:0:0]
	for _, l := range h.Lines {
		if l.Reci || l.ByAttacker {
			kept = append(kept, l)
			continue
		}
		final, ids := replayLine(o.Position, l.Moves)
		fk := string(ids[:]) + string(rune(final.Hash()%(1<<20)))
		cs, ok := cores[fk]
		if !ok {
			cs = coreKeys(final, &ids, s.stip.Goal)
			cores[fk] = cs
		}
		keep := false
		for _, c := range cs {
			k := key{len(l.Moves), c}
			count[k]++
			if count[k] <= n {
				keep = true
			}
			if count[k] >= n {
				s.partial = true
			}
		}
		if keep {
			kept = append(kept, l)
			continue
		}
		if l.Short {
			s.short--
		} else {
			s.solutions--
		}
	}
	h.Lines = kept
}

// replayLine returns the position after moves from start and, for each square of it,
// the piece's square in start plus one (0 for an empty square): Popeye's targets tell
// pieces apart by identity, so two rooks that swap places reach another target. Each
// move is played by the side whose piece it moves (series play moves one side several
// times in a row).
func replayLine(start *movegen.Position, moves []movegen.Move) (*movegen.Position, [64]byte) {
	p := start.Clone()
	var ids [64]byte
	for s := range p.Occupied().Squares() {
		ids[s] = byte(s) + 1
	}
	for _, m := range moves {
		if c := p.PieceAt(m.From()).Color(); c != p.SideToMove() {
			p.SetSideToMove(c)
		}
		from, to := m.From(), m.To()
		if m.IsCastle() {
			rank := from.Rank()
			rookFrom, rookTo := movegen.MakeSquare(7, rank), movegen.MakeSquare(5, rank)
			if to.File() < from.File() {
				rookFrom, rookTo = movegen.MakeSquare(0, rank), movegen.MakeSquare(3, rank)
			}
			ids[rookTo], ids[rookFrom] = ids[rookFrom], 0
		}
		ids[to], ids[from] = ids[from], 0
		p.Make(m)
	}
	return p, ids
}

// coreKeys returns the cores of goal g (mate or stalemate) in the final position p as
// keys: each core's pieces with their squares and identities (ids, see replayLine).
func coreKeys(p *movegen.Position, ids *[64]byte, g Goal) []string {
	cores := target.MateCores
	if g == Stalemate {
		cores = target.StalemateCores
	}
	var keys []string
	for _, c := range cores(p) {
		b := make([]byte, 0, 3*c.Count())
		for s := range c.Squares() {
			b = append(b, byte(s), byte(p.PieceAt(s)), ids[s])
		}
		keys = append(keys, string(b))
	}
	return keys
}
