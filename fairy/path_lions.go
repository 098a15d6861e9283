package fairy

import "github.com/cpls-dev/cpls/movegen"

// Path lions (pieces/walks/chinese/mao.c, roses.c): the maorider, moarider and rose
// lions follow the path of their rider (paths.go) over exactly one piece, the first on
// the path, to any landing square beyond it with the squares between empty, or capture
// the next piece when it stands on a landing square.

// pathLionMoves appends the moves of a path lion on from along the paths of pg.
func (g *Game) pathLionMoves(ml []movegen.Move, from int, pg *pathGeometry, c movegen.Color) []movegen.Move {
	for _, p := range pg.paths {
		i := 0
		for i < len(p.steps) && g.empty(from+p.steps[i]) {
			i++
		}
		if i == len(p.steps) || g.blocked(from+p.steps[i]) {
			continue
		}
		for j := i + 1; j < len(p.steps); j++ {
			t := from + p.steps[j]
			if !g.empty(t) {
				if p.lands[j] && g.enemy(t, c) {
					ml = append(ml, encode(from, t, plainMove, 0))
				}
				break
			}
			if p.lands[j] {
				ml = append(ml, encode(from, t, plainMove, 0))
			}
		}
	}
	return ml
}
