package fairy

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/stretchr/testify/require"
)

// The reference rules of GenevaChess and the other conditions of this file's block,
// written from Popeye's manual and sources (conditions/*.c); TestConditionReference
// plays them with the others of condRefs.

func init() {
	for _, name := range []string{"WhiteMaxDister", "BlackMaxDister", "WhiteMinDister", "BlackMinDister"} {
		fuzzSpecs[name] = ConditionSpec{Name: name, Squares: []movegen.Square{movegen.E1, movegen.E8}}
	}
	condRefs = append(condRefs,
		condRef{spec: ConditionSpec{Name: "GenevaChess"}, outcome: refGeneva(false, false), check: refGenevaCheck(false, false), noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "GenevaChess", Variants: []string{"RexInclusive", "Mirror"}},
			outcome: refGeneva(true, true), check: refGenevaCheck(true, true), noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "PlusChess"}, moves: refPlusMoves, check: refPlusCheck, noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "FunctionaryChess"}, outcome: refFunctionary, check: refFunctionaryCheck, noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "CentralChess"}, outcome: refCentral, check: refCentralCheck, noNeutrals: true},
		condRef{spec: ConditionSpec{Name: "PointReflection"}, moves: refPointReflectionMoves, check: refPointReflectionCheck, noPawns: true},
		refDister("BlackMaxDister", movegen.Black, true), refDister("WhiteMinDister", movegen.White, false),
		condRef{spec: ConditionSpec{Name: "Leffie"}, outcome: refLeffie, check: refLeffieCheck, noNeutrals: true},
	)
}

// refGeneva: GenevaChess, "a capture is legal only when the capturing piece's Circe
// rebirth square (as in AntiCirce, reckoned from the square it captures from) is empty;
// a piece may not capture from its rebirth square; nothing is reborn; kings capture
// freely unless RexInclusive".
func refGeneva(rexInclusive, mirror bool) func(*Board, refPlay, movegen.Color) (Board, bool) {
	return func(_ *Board, m refPlay, c movegen.Color) (Board, bool) {
		return m.after, m.capSq == movegen.NoSquare || refGenevaFree(m, c, rexInclusive, mirror)
	}
}

func refGenevaFree(m refPlay, c movegen.Color, rexInclusive, mirror bool) bool {
	p := m.after[m.to]
	if p == NoPiece || p.IsRoyal() && !rexInclusive {
		return true
	}
	owner := c
	if mirror {
		owner = c.Other()
	}
	sq := refCirceSquare(p.Walk(), m.from, owner)
	if p.Walk() == King {
		sq = movegen.MakeSquare(4, map[movegen.Color]int{movegen.White: 0, movegen.Black: 7}[owner])
	}
	return sq != m.from && m.after[sq] == NoPiece
}

// refGenevaCheck: check is a capture of the royal piece that Geneva allows.
func refGenevaCheck(rexInclusive, mirror bool) func(Board, movegen.Color) bool {
	return func(b Board, c movegen.Color) bool {
		return slices.ContainsFunc(plainMoves(b, c.Other()), func(m refPlay) bool {
			return m.captured.IsRoyal() && m.captured.Belongs(c) && refGenevaFree(m, c.Other(), rexInclusive, mirror)
		})
	}
}

// refPlusCaptures: PlusChess, "a piece on a centre square (d4, d5, e4, e5) may also
// capture as if it stood on another empty centre square; such a capture to a square its
// usual moves reach is none".
func refPlusCaptures(b Board, c movegen.Color) []refPlay {
	centre := []movegen.Square{movegen.D4, movegen.D5, movegen.E4, movegen.E5}
	var out []refPlay
	for _, s := range centre {
		if b[s] == NoPiece || !b[s].Belongs(c) {
			continue
		}
		regular := refPieceMoves(b, s, c)
		for _, r := range centre {
			if r == s || b[r] != NoPiece {
				continue
			}
			b2 := b
			b2[r], b2[s] = b[s], NoPiece
			for _, m := range refPieceMoves(b2, r, c) {
				if m.capSq != movegen.NoSquare && !slices.ContainsFunc(regular, func(n refPlay) bool { return n.to == m.to }) {
					out = append(out, m)
				}
			}
		}
	}
	return out
}

func refPlusMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(b, c) {
		out = append(out, m.after)
	}
	for _, m := range refPlusCaptures(b, c) {
		out = append(out, m.after)
	}
	return out
}

// refPlusCheck: check is a usual capture of the royal piece or one from the centre.
func refPlusCheck(b Board, c movegen.Color) bool {
	return refAttacked(b, c) || slices.ContainsFunc(refPlusCaptures(b, c.Other()), func(m refPlay) bool {
		return m.captured.IsRoyal() && m.captured.Belongs(c)
	})
}

// refFunctionaryActive: FunctionaryChess, "every piece is a functionary: it may move,
// capture and observe only while an enemy piece observes it" (whether that piece is
// observed in turn is not asked).
func refFunctionaryActive(b Board, s movegen.Square, c movegen.Color) bool {
	for q, p := range b {
		if movegen.Square(q) != s && p != NoPiece && p.Belongs(c.Other()) && refObserves(b, movegen.Square(q), s, c.Other()) {
			return true
		}
	}
	return false
}

func refFunctionary(b *Board, m refPlay, c movegen.Color) (Board, bool) {
	return m.after, refActiveCached(*b, m.from, c, refFunctionaryActive)
}

// refFunctionaryCheck: check is a capture of the royal piece by an active piece.
func refFunctionaryCheck(b Board, c movegen.Color) bool {
	return slices.ContainsFunc(plainMoves(b, c.Other()), func(m refPlay) bool {
		return m.captured.IsRoyal() && m.captured.Belongs(c) && refActiveCached(b, m.from, c.Other(), refFunctionaryActive)
	})
}

// refCentralLinked: CentralChess, "a piece may move, capture and observe only when a
// chain of pieces of its side, each observing the next, links it to its king".
func refCentralLinked(b Board, s movegen.Square, c movegen.Color, chain map[movegen.Square]bool) bool {
	if b[s].IsRoyal() {
		return true
	}
	chain[s] = true
	defer delete(chain, s)
	for q, p := range b {
		if sq := movegen.Square(q); !chain[sq] && p != NoPiece && p.Belongs(c) && refObserves(b, sq, s, c) &&
			refCentralLinked(b, sq, c, chain) {
			return true
		}
	}
	return false
}

func refCentralActive(b Board, s movegen.Square, c movegen.Color) bool {
	return refCentralLinked(b, s, c, map[movegen.Square]bool{})
}

func refCentral(b *Board, m refPlay, c movegen.Color) (Board, bool) {
	return m.after, refActiveCached(*b, m.from, c, refCentralActive)
}

// refCentralCheck: check is a capture of the royal piece by a linked piece.
func refCentralCheck(b Board, c movegen.Color) bool {
	return slices.ContainsFunc(plainMoves(b, c.Other()), func(m refPlay) bool {
		return m.captured.IsRoyal() && m.captured.Belongs(c) && refActiveCached(b, m.from, c.Other(), refCentralActive)
	})
}

// refActiveKey names one question to a rule of which pieces may act.
type refActiveKey struct {
	b    Board
	s    movegen.Square
	c    movegen.Color
	rule string
}

// refActive remembers the answers of refActiveCached: the rules ask each piece of a
// board once for every move of it, and each answer plays many plain games.
var refActive = map[refActiveKey]bool{}

// refActiveCached returns active(b, s, c), remembered.
func refActiveCached(b Board, s movegen.Square, c movegen.Color, active func(Board, movegen.Square, movegen.Color) bool) bool {
	k := refActiveKey{b, s, c, fmt.Sprintf("%p", active)}
	if v, ok := refActive[k]; ok {
		return v
	}
	if len(refActive) > 1<<14 {
		clear(refActive)
	}
	v := active(b, s, c)
	refActive[k] = v
	return v
}

// TestDisparateReference: Disparate bars the walk the other side just moved, which a
// diagram has not, so the rule is checked after a random first move: "a piece of the
// kind the opponent just moved may neither move nor observe (nor give check)".
func TestDisparateReference(t *testing.T) {
	n := 300
	if testing.Short() {
		n = 80
	}
	cond, err := NewCondition(ConditionSpec{Name: "Disparate"})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(5, 6))
	played := 0
	for i := 0; i < n; i++ {
		b := randomBoard(rng)
		for s, p := range b {
			if p.IsRoyal() || isPawn(p.Walk()) || p.Neutral() {
				b[s] = NoPiece // a double step's en passant square is not in the plain boards
			}
		}
		wk, bk := movegen.Square(rng.IntN(64)), movegen.Square(rng.IntN(63))
		if bk >= wk {
			bk++
		}
		b[wk], b[bk] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
		first := movegen.Color(rng.IntN(2))
		if refAttacked(b, first.Other()) {
			continue
		}
		g := New(Setup{Board: b, SideToMove: first, Conditions: []Condition{cond}})
		ms := g.LegalMoves(nil)
		if len(ms) == 0 {
			continue
		}
		m := ms[rng.IntN(len(ms))]
		barred := g.board[box(m.From())].Walk()
		g.Make(m)
		after := g.boardNow()
		c := first.Other()
		var want []string
		for _, r := range plainMoves(after, c) {
			if after[r.from].Walk() == barred {
				continue
			}
			moved := after[r.from].Walk()
			attacked := slices.ContainsFunc(plainMoves(r.after, first), func(q refPlay) bool {
				return q.captured.IsRoyal() && q.captured.Belongs(c) && r.after[q.from].Walk() != moved
			})
			if !attacked {
				want = append(want, fmt.Sprint(r.after))
			}
		}
		var got []string
		for _, lm := range g.LegalMoves(nil) {
			g.Make(lm)
			got = append(got, fmt.Sprint(g.boardNow()))
			g.Unmake()
		}
		slices.Sort(got)
		slices.Sort(want)
		require.Equal(t, want, got, "Disparate after %v, %v to move on %v", m, c, after)
		played++
	}
	require.Greater(t, played, n/4)
}

// refReflectWalks: PointReflection, "a piece moves as the piece on the square reflected
// through the board's centre when that square is occupied": the board with the walks of
// each such pair exchanged (sides and attributes stay).
func refReflectWalks(b Board) Board {
	for s := movegen.Square(0); s < 32; s++ {
		r := 63 - s
		if b[s] != NoPiece && b[r] != NoPiece {
			b[s], b[r] = b[s].WithWalk(b[r].Walk()), b[r].WithWalk(b[s].Walk())
		}
	}
	return b
}

// refPointReflectionMoves plays c's moves on the reflected board, the moving piece
// arriving as itself.
func refPointReflectionMoves(b Board, c movegen.Color) []Board {
	var out []Board
	for _, m := range plainMoves(refReflectWalks(b), c) {
		o := b
		if m.capSq != movegen.NoSquare {
			o[m.capSq] = NoPiece
		}
		o[m.to], o[m.from] = b[m.from], NoPiece
		out = append(out, o)
	}
	return out
}

// refPointReflectionCheck: a capture of c's royal piece on the reflected board.
func refPointReflectionCheck(b Board, c movegen.Color) bool {
	return slices.ContainsFunc(plainMoves(refReflectWalks(b), c.Other()), func(m refPlay) bool {
		return m.capSq != movegen.NoSquare && b[m.capSq].IsRoyal() && b[m.capSq].Belongs(c)
	})
}

// TestPADReference: PAD, "a piece that has captured dies when it captures again (in
// Strict it may not capture again); a captured piece starts afresh; kings take part only
// with RexInclusive, and may then not capture twice; a capture that would be illegal is
// no check". Which pieces have captured comes from the play, so the rule is checked
// after up to four random moves (captures preferred), with the captors kept by the rule.
func TestPADReference(t *testing.T) {
	for _, v := range [][]string{nil, {"Strict"}, {"RexInclusive"}, {"Strict", "RexInclusive"}} {
		strict, rexIncl := slices.Contains(v, "Strict"), slices.Contains(v, "RexInclusive")
		historyGames(t, ConditionSpec{Name: "PAD", Variants: v}, 7, func(g *Game, rng *rand.Rand) {
			captors := map[movegen.Square]bool{}
			for k := 0; k < 4; k++ {
				ms := g.LegalMoves(nil)
				if len(ms) == 0 {
					break
				}
				m := ms[rng.IntN(len(ms))]
				for _, x := range ms {
					if g.capturedAt(x) != 0 && rng.IntN(2) == 0 {
						m = x
					}
				}
				from, to, capSq := m.From(), m.To(), movegen.NoSquare
				if cs := g.capturedAt(m); cs != 0 {
					capSq = square(cs)
				}
				royal, was := g.board[box(from)].IsRoyal(), captors[from]
				delete(captors, from)
				delete(captors, capSq)
				switch {
				case capSq == movegen.NoSquare:
					captors[to] = was
				case royal && !rexIncl, was && !strict && !royal:
				default:
					captors[to] = true
				}
				g.Make(m)
			}
			checkPAD(t, g, captors, strict, rexIncl)
		})
	}
}

// checkPAD compares the legal moves of g with the rule's, the captors given.
func checkPAD(t *testing.T, g *Game, captors map[movegen.Square]bool, strict, rexIncl bool) {
	t.Helper()
	b, c := g.boardNow(), g.side
	barred := func(b Board, s movegen.Square) bool {
		return captors[s] && (strict || b[s].IsRoyal() && rexIncl)
	}
	checked := func(out Board) bool {
		return slices.ContainsFunc(plainMoves(out, c.Other()), func(q refPlay) bool {
			return q.captured.IsRoyal() && q.captured.Belongs(c) && !barred(out, q.from)
		})
	}
	var want []string
	for _, m := range plainMoves(b, c) {
		if m.capSq != movegen.NoSquare && barred(b, m.from) {
			continue
		}
		out := m.after
		if m.capSq != movegen.NoSquare && captors[m.from] && !strict && !b[m.from].IsRoyal() {
			out[m.to] = NoPiece // dies capturing again
		}
		if !checked(out) {
			want = append(want, fmt.Sprint(out))
		}
	}
	got := legalBoards(g)
	slices.Sort(want)
	require.Equal(t, want, got, "PAD strict %v rexincl %v, %v to move on %v, captors %v", strict, rexIncl, c, b, captors)
}

// refKingsBoard returns a random board of pieces (no pawns, no neutral or royal
// pieces) with a king of each side.
func refKingsBoard(rng *rand.Rand) Board {
	b := randomBoard(rng)
	for s, p := range b {
		if p.IsRoyal() || isPawn(p.Walk()) || p.Neutral() {
			b[s] = NoPiece
		}
	}
	wk, bk := movegen.Square(rng.IntN(64)), movegen.Square(rng.IntN(63))
	if bk >= wk {
		bk++
	}
	b[wk], b[bk] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0)
	return b
}

// TestFuddledMenReference: FuddledMen, "the pieces a side's move moved may not move in
// its next move, nor give check meanwhile", checked after up to three random moves.
func TestFuddledMenReference(t *testing.T) {
	historyGames(t, ConditionSpec{Name: "FuddledMen"}, 9, func(g *Game, rng *rand.Rand) {
		fuddled := [2]movegen.Square{movegen.NoSquare, movegen.NoSquare}
		playRandomMoves(g, rng, func(m movegen.Move) { fuddled[g.side] = m.To() })
		b, c := g.boardNow(), g.side
		var want []string
		for _, m := range plainMoves(b, c) {
			if m.from == fuddled[c] {
				continue
			}
			if !slices.ContainsFunc(plainMoves(m.after, c.Other()), func(q refPlay) bool {
				return q.captured.IsRoyal() && q.captured.Belongs(c) && q.from != fuddled[c.Other()]
			}) {
				want = append(want, fmt.Sprint(m.after))
			}
		}
		got := legalBoards(g)
		slices.Sort(want)
		require.Equal(t, want, got, "FuddledMen, %v to move on %v, fuddled %v", c, b, fuddled)
	})
}

// TestDuellistReference: DuellistChess, "each side must move the piece it moved last
// when that piece can move", checked after up to three random moves.
func TestDuellistReference(t *testing.T) {
	historyGames(t, ConditionSpec{Name: "DuellistChess"}, 11, func(g *Game, rng *rand.Rand) {
		duellist := [2]movegen.Square{movegen.NoSquare, movegen.NoSquare}
		playRandomMoves(g, rng, func(m movegen.Move) { duellist[g.side] = m.To() })
		b, c := g.boardNow(), g.side
		var all, own []string
		for _, m := range plainMoves(b, c) {
			if !refAttacked(m.after, c) {
				all = append(all, fmt.Sprint(m.after))
				if m.from == duellist[c] {
					own = append(own, fmt.Sprint(m.after))
				}
			}
		}
		want := all
		if len(own) > 0 {
			want = own
		}
		got := legalBoards(g)
		slices.Sort(want)
		require.Equal(t, want, got, "DuellistChess, %v to move on %v, duellists %v", c, b, duellist)
	})
}

// TestFollowMyLeaderReference: White/BlackFollowMyLeader, "the side must move a piece to
// the square the last move left when it can", checked after up to three random moves.
func TestFollowMyLeaderReference(t *testing.T) {
	for _, name := range []string{"WhiteFollowMyLeader", "BlackFollowMyLeader"} {
		side := map[string]movegen.Color{"WhiteFollowMyLeader": movegen.White, "BlackFollowMyLeader": movegen.Black}[name]
		historyGames(t, ConditionSpec{Name: name}, 13, func(g *Game, rng *rand.Rand) {
			left := movegen.NoSquare
			playRandomMoves(g, rng, func(m movegen.Move) { left = m.From() })
			b, c := g.boardNow(), g.side
			var all, follow []string
			for _, m := range plainMoves(b, c) {
				if !refAttacked(m.after, c) {
					all = append(all, fmt.Sprint(m.after))
					if m.to == left {
						follow = append(follow, fmt.Sprint(m.after))
					}
				}
			}
			want := all
			if len(follow) > 0 && c == side {
				want = follow
			}
			got := legalBoards(g)
			slices.Sort(want)
			require.Equal(t, want, got, "%s, %v to move on %v, left %v", name, c, b, left)
		})
	}
}

// refDister: Max/MinDister, "the side must play a move after which the two pieces that
// stood on the given squares are farthest apart (closest), by the squared distance; a
// move capturing one of them counts least" (Popeye measures 1000 less the distance for
// Min, 0 for such a capture). The squares are two of the board's pieces.
func refDister(name string, side movegen.Color, longest bool) condRef {
	var sq [2]movegen.Square
	measure := func(m refPlay) int {
		var at [2]movegen.Square
		for i, s := range sq {
			switch s {
			case m.capSq:
				return 0
			case m.from:
				at[i] = m.to
			default:
				at[i] = s
			}
		}
		df, dr := at[0].File()-at[1].File(), at[0].Rank()-at[1].Rank()
		if longest {
			return df*df + dr*dr
		}
		return 1000 - (df*df + dr*dr)
	}
	return condRef{spec: ConditionSpec{Name: name}, outcome: refPlain, noNeutrals: true,
		setup: func(b *Board, rng *rand.Rand) ConditionSpec {
			var occupied []movegen.Square
			for s, p := range b {
				if p != NoPiece {
					occupied = append(occupied, movegen.Square(s))
				}
			}
			i := rng.IntN(len(occupied))
			j := (i + 1 + rng.IntN(len(occupied)-1)) % len(occupied)
			sq = [2]movegen.Square{occupied[i], occupied[j]}
			return ConditionSpec{Name: name, Squares: []movegen.Square{sq[0], sq[1]}}
		},
		choose: func(_ *Board, ms []refPlay, outs []Board, c movegen.Color) []Board {
			if c != side || len(ms) == 0 {
				return outs
			}
			best := measure(ms[0])
			for _, m := range ms {
				best = max(best, measure(m))
			}
			var out []Board
			for i, m := range ms {
				if measure(m) == best {
					out = append(out, outs[i])
				}
			}
			return out
		}}
}

// refEiffelObserved: Leffie, "a move after which some piece is observed by an enemy
// piece of the walk that paralyses its own in EiffelChess (pawn by queen, queen by rook,
// rook by bishop, bishop by knight, knight by pawn) is illegal".
func refEiffelObserved(b Board) bool {
	paralyser := map[Walk]Walk{Pawn: Queen, Queen: Rook, Rook: Bishop, Bishop: Knight, Knight: Pawn}
	for q, p := range b {
		pw, ok := paralyser[p.Walk()]
		if p == NoPiece || !ok || p.IsRoyal() {
			continue
		}
		for f, e := range b {
			if e != NoPiece && e.Walk() == pw && !e.IsRoyal() {
				for _, o := range []movegen.Color{movegen.White, movegen.Black} {
					if e.Belongs(o) && p.Belongs(o.Other()) && refObserves(b, movegen.Square(f), movegen.Square(q), o) {
						return true
					}
				}
			}
		}
	}
	return false
}

func refLeffie(_ *Board, m refPlay, _ movegen.Color) (Board, bool) {
	return m.after, !refEiffelObserved(m.after)
}

// refLeffieCheck: a capture of the royal piece after which no piece is Eiffel-observed.
func refLeffieCheck(b Board, c movegen.Color) bool {
	return slices.ContainsFunc(plainMoves(b, c.Other()), func(m refPlay) bool {
		return m.captured.IsRoyal() && m.captured.Belongs(c) && !refEiffelObserved(m.after)
	})
}

// legalBoards returns the boards after each of g's legal moves, sorted: what the
// reference checks of conditions that depend on earlier moves compare.
func legalBoards(g *Game) []string {
	var got []string
	for _, m := range g.LegalMoves(nil) {
		g.Make(m)
		got = append(got, fmt.Sprint(g.boardNow()))
		g.Unmake()
	}
	slices.Sort(got)
	return got
}

// historyGames calls each for 200 random games under the condition of spec (60 with
// -short), the rng seeded (seed, seed+1): a fresh game on a board with both kings, the
// side to move drawn and the other side's king not attacked, and the rng that drew it
// for the moves the check plays before it compares.
func historyGames(t *testing.T, spec ConditionSpec, seed uint64, each func(g *Game, rng *rand.Rand)) {
	t.Helper()
	n := 200
	if testing.Short() {
		n = 60
	}
	cond, err := NewCondition(spec)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(seed, seed+1))
	for i := 0; i < n; i++ {
		b := refKingsBoard(rng)
		g := New(Setup{Board: b, SideToMove: movegen.Color(rng.IntN(2)), Conditions: []Condition{cond}})
		if refAttacked(b, g.side.Other()) {
			continue
		}
		each(g, rng)
	}
}

// playRandomMoves plays one to three random legal moves in g (fewer when a side has
// none), telling note of each before it is made: the history the reference checks of
// FuddledMen, DuellistChess and FollowMyLeader follow.
func playRandomMoves(g *Game, rng *rand.Rand, note func(m movegen.Move)) {
	for k := 1 + rng.IntN(3); k > 0; k-- {
		ms := g.LegalMoves(nil)
		if len(ms) == 0 {
			return
		}
		m := ms[rng.IntN(len(ms))]
		note(m)
		g.Make(m)
	}
}
