package fairy

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// fuzzWalks are the walks random games use: every walk of the model but the royal ones
// (a side has one royal piece, placed apart).
var fuzzWalks = func() (out []Walk) {
	loadTables() // package variables are set before any test runs
	for w := King; w < NumWalks; w++ {
		if len(model[w]) > 0 && !royalWalk(w) {
			out = append(out, w)
		}
	}
	return out
}()

// royalWalks are the walks royal by themselves besides the king.
var royalWalks = []Walk{Poseidon, Sting}

// fuzzAttrs are the attributes random pieces may have.
var fuzzAttrs = []Attr{Jigger, Volage, Anda, Chameleon, HurdleColourChanging, HalfNeutral, Kamikaze, Uncapturable, Paralysing, Functionary, Bul, Dob, Magic, Patrol}

// randomGame returns a random position of any walks and attributes, with a royal piece
// for each side (a king, a royal piece, or one neutral king for both), castling rights
// where they may hold and the side to move at random.
func randomGame(rng *rand.Rand) *Game {
	s := randomSetup(rng)
	return New(s)
}

// randomSetup is randomGame's setup.
func randomSetup(rng *rand.Rand) Setup {
	var s Setup
	n := 2 + rng.IntN(16)
	for i := 0; i < n; i++ {
		sq := movegen.Square(rng.IntN(64))
		w := fuzzWalks[rng.IntN(len(fuzzWalks))]
		if isPawn(w) && (sq.Rank() == 0 || sq.Rank() == 7) && rng.IntN(3) > 0 {
			continue
		}
		side := []Side{WhiteSide, BlackSide, WhiteSide, BlackSide, NeutralSide}[rng.IntN(5)]
		var attrs uint32
		if rng.IntN(6) == 0 {
			attrs = Attrs(fuzzAttrs[rng.IntN(len(fuzzAttrs))])
		}
		s.Board[sq] = MakePiece(w, side, attrs)
	}
	placeRoyal := func(side Side) {
		sq := movegen.Square(rng.IntN(64))
		switch {
		case s.Board[sq].IsRoyal():
			sq = (sq + 1) % 64 // the other side's royal piece stands there
		case rng.IntN(4) == 0:
			s.Board[sq] = MakePiece(fuzzWalks[rng.IntN(len(fuzzWalks))], side, Attrs(Royal))
			return
		case rng.IntN(6) == 0:
			s.Board[sq] = MakePiece(royalWalks[rng.IntN(len(royalWalks))], side, 0) // royal by their walk
			return
		}
		s.Board[sq] = MakePiece(King, side, 0)
	}
	switch rng.IntN(8) {
	case 0:
		placeRoyal(NeutralSide)
	case 1, 2:
		s.Board[movegen.E1], s.Board[movegen.H1], s.Board[movegen.A1] = MakePiece(King, WhiteSide, 0), MakePiece(Rook, WhiteSide, 0), MakePiece(Rook, WhiteSide, 0)
		s.Castling = movegen.WhiteKingside | movegen.WhiteQueenside
		placeRoyal(BlackSide)
	default:
		placeRoyal(WhiteSide)
		placeRoyal(BlackSide)
	}
	s.SideToMove = movegen.Color(rng.IntN(2))
	s.Hunters = fuzzHunters
	s.Conditions = randomConditions(rng, &s.Board)
	return s
}

// fuzzHunters define the hunter walks among fuzzWalks for random games: each of two
// walks of the model that are not hunters, spread over them without drawing from the
// games' random source (which would change every other random game).
var fuzzHunters = func() []HunterType {
	var parts []Walk
	for _, w := range fuzzWalks {
		if w < Hunter0 {
			parts = append(parts, w)
		}
	}
	out := make([]HunterType, NumHunters)
	for i := range out {
		out[i] = HunterType{parts[(i*37)%len(parts)], parts[(i*53+11)%len(parts)]}
	}
	return out
}()

// randomConditions returns none (half the time) or up to two random conditions of those
// the engine plays, in their plain form (Imitators on an empty square of b).
func randomConditions(rng *rand.Rand, b *Board) []Condition {
	var out []Condition
	names := SupportedConditions()
	for n := rng.IntN(4) - 1; n > 0; n-- {
		spec := ConditionSpec{Name: names[rng.IntN(len(names))]}
		if squareConditions[spec.Name] {
			for k := 1 + rng.IntN(4); k > 0; k-- {
				spec.Squares = append(spec.Squares, movegen.Square(rng.IntN(64)))
			}
		}
		if spec.Name == "MagicSquares" && len(spec.Squares)%2 == 0 {
			// Type2 on an even number of squares, so that no other draw changes.
			spec.Variants = []string{"Type2"}
		}
		if spec.Name == "Imitator" {
			s := movegen.Square(rng.IntN(64))
			for b[s] != NoPiece {
				s = (s + 1) % 64
			}
			spec.Squares = []movegen.Square{s}
		}
		if s, ok := fuzzSpecs[spec.Name]; ok {
			spec = s // a condition whose plain form does nothing
		}
		c, err := NewCondition(spec)
		if err != nil {
			panic(err)
		}
		if i := slices.IndexFunc(out, func(x Condition) bool { _, ok := JoinAntiCirce(x.Spec(), spec); return ok }); i >= 0 {
			// Popeye reads a second AntiCirce as variant words of the first.
			joined, _ := JoinAntiCirce(out[i].Spec(), spec)
			if c, err := NewCondition(joined); err == nil {
				trial := slices.Clone(out)
				trial[i] = c
				if _, _, clash := ChoiceConflict(trial); !clash {
					out = trial
				}
			}
			continue
		}
		if _, _, clash := ChoiceConflict(append(out, c)); clash {
			continue // the engine refuses the two together (problem says so)
		}
		out = append(out, c)
	}
	return out
}

// squareConditions are the conditions that take squares (random ones in the random
// games).
var squareConditions = map[string]bool{"Hole": true, "MagicSquares": true, "Wormholes": true}

// slowLegal is the definition of legality: play the move and look for an attack on the
// mover's royal piece.
func (g *Game) slowLegal(m movegen.Move) bool {
	c := g.side
	g.Make(m)
	ok := !g.checked(c) && g.lawful(c)
	g.Unmake()
	return ok
}

// slowGivesCheck plays the move and asks whether the other side is in check.
func (g *Game) slowGivesCheck(m movegen.Move) bool {
	g.Make(m)
	check := g.InCheck()
	g.Unmake()
	return check
}

// checkGame checks one position: the hash is the position's, the legal moves are the
// pseudo-legal moves that pass the slow test (the shortcuts change nothing), GivesCheck
// is the slow one's, no legal move leaves the mover's royal piece attacked, and Unmake
// restores the board and the hash exactly.
func checkGame(t *testing.T, g *Game) []movegen.Move {
	t.Helper()
	if g.hash != g.fullHash() {
		t.Fatalf("incremental hash %x, full %x", g.hash, g.fullHash())
	}
	var want []movegen.Move
	for _, m := range g.pseudo(nil, g.side) {
		if g.slowLegal(m) {
			want = append(want, m)
		}
	}
	for _, x := range g.rules.hooks.selectors {
		want = x.selectMoves(g, want, 0)
	}
	got := g.LegalMoves(nil)
	if !slices.Equal(got, want) {
		t.Fatalf("legal moves %v, want %v in\n%s", got, want, g.describe())
	}
	if g.HasLegalMove() != (len(want) > 0) {
		t.Fatalf("HasLegalMove %v with %d legal moves in\n%s", g.HasLegalMove(), len(want), g.describe())
	}
	checking, ok := g.CheckCandidates(nil)
	if !ok {
		t.Fatalf("CheckCandidates declines")
	}
	for _, m := range got {
		if g.slowGivesCheck(m) && !slices.Contains(checking, m) {
			t.Fatalf("CheckCandidates misses %s in\n%s", g.MoveText(m, movegen.English), g.describe())
		}
	}
	for _, m := range checking {
		if !slices.Contains(got, m) {
			t.Fatalf("CheckCandidates lists %s, which is not legal, in\n%s", g.MoveText(m, movegen.English), g.describe())
		}
	}
	board, hash, side := g.board, g.hash, g.side
	for _, m := range got {
		if g.GivesCheck(m) != g.slowGivesCheck(m) {
			t.Fatalf("GivesCheck(%s) = %v, playing it says otherwise in\n%s", g.MoveText(m, movegen.English), g.GivesCheck(m), g.describe())
		}
		g.Make(m)
		if g.checked(side) {
			t.Fatalf("legal move %v leaves the royal piece on %v in check", m, square(g.royal[side]))
		}
		g.Unmake()
		if g.board != board || g.hash != hash || g.side != side {
			t.Fatalf("Unmake after %v does not restore the position", m)
		}
		if text := g.MoveText(m, movegen.English); g.board != board || g.hash != hash || text == "" {
			t.Fatalf("MoveText(%v) changes the position", m)
		}
	}
	return got
}

// playRandom checks a random game over a few random moves, passes included.
func playRandom(t *testing.T, rng *rand.Rand, plies int) {
	playGame(t, rng, randomGame(rng), plies)
}

// playGame checks g over a few random moves, passes included, and that taking them
// back restores it.
func playGame(t *testing.T, rng *rand.Rand, g *Game, plies int) {
	start, startHash := g.board, g.hash
	var passes []bool // what each ply was: a pass or a move
	for i := 0; i < plies; i++ {
		moves := checkGame(t, g)
		if len(moves) == 0 || rng.IntN(10) == 0 {
			g.Pass()
			passes = append(passes, true)
			continue
		}
		g.Make(moves[rng.IntN(len(moves))])
		passes = append(passes, false)
	}
	c := g.Clone().(*Game)
	for i := len(passes) - 1; i >= 0; i-- {
		if passes[i] {
			c.Unpass()
		} else {
			c.Unmake()
		}
	}
	if c.board != start || c.hash != startHash {
		t.Fatalf("taking every move back does not restore the start (hash %x, was %x)", c.hash, startHash)
	}
}

// TestRandomGames plays random games of random fairy positions (checkGame at every
// ply).
func TestRandomGames(t *testing.T) {
	n := 1500
	if testing.Short() {
		n = 300
	}
	rng := rand.New(rand.NewPCG(7, 11))
	for i := 0; i < n; i++ {
		playRandom(t, rng, 6)
	}
}

// TestAliceRandomGames plays random games on Alice's two boards: the random positions
// of TestRandomGames (conditions included) with every piece put on board A or B at
// random, castling pieces too (checkGame at every ply).
func TestAliceRandomGames(t *testing.T) {
	n := 600
	if testing.Short() {
		n = 150
	}
	rng := rand.New(rand.NewPCG(17, 23))
	for i := 0; i < n; i++ {
		s := randomSetup(rng)
		refAliceBoards(rng, &s.Board)
		if aliceClash(append(s.Conditions, aliceChess{})) != "" || nestsMateTests(s.Conditions) {
			continue
		}
		playGame(t, rng, New(s), 8)
	}
}

// nestsMateTests reports whether conds hold ExclusiveChess, whose mate tests nest six
// plies down: with SuperCirce's rebirth choices on two boards a single random game
// asks millions of them, so the Alice games leave it to its own reference test.
func nestsMateTests(conds []Condition) bool {
	for _, c := range conds {
		if _, ok := c.(exclusive); ok {
			return true
		}
	}
	return false
}

// FuzzAliceGame: TestAliceRandomGames from the fuzzer's seed.
func FuzzAliceGame(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 42} {
		f.Add(s, uint8(8))
	}
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8) {
		rng := rand.New(rand.NewPCG(seed, seed>>7))
		s := randomSetup(rng)
		refAliceBoards(rng, &s.Board)
		if aliceClash(append(s.Conditions, aliceChess{})) != "" || nestsMateTests(s.Conditions) {
			return
		}
		playGame(t, rng, New(s), int(plies%16))
	})
}

// fuzzConds names conditions every FuzzGame game plays besides its random ones, so that
// a fuzzing run can aim at their combinations with the others:
//
//	go test ./fairy -run '^$' -fuzz '^FuzzGame$' -args -fuzz.conds MainlyInChess,AntiCirce
var fuzzConds = flag.String("fuzz.conds", "", "conditions (comma-separated) every FuzzGame game plays besides its random ones")

// FuzzGame: random positions with fairy pieces and attributes from the fuzzer's seed;
// no panic, and checkGame holds at every ply. The fuzzing engine takes an input that
// runs over ten seconds (wall clock) for a crash, so the costliest games are cut short:
// a game of ExclusiveChess, whose nested mate tests take seconds a ply, plays two plies
// at most, and one with conditions forced on it (-fuzz.conds: up to four conditions)
// four.
func FuzzGame(f *testing.F) {
	for _, s := range []uint64{1, 2, 3, 42, 1 << 40} {
		f.Add(s, uint8(8))
	}
	forced := forcedConditions(f, *fuzzConds)
	f.Fuzz(func(t *testing.T, seed uint64, plies uint8) {
		fuzzGame(t, seed, plies, forced)
	})
}

// fuzzGame is FuzzGame's game of seed and plies, with the conditions forced on it.
func fuzzGame(t *testing.T, seed uint64, plies uint8, forced []Condition) {
	rng := rand.New(rand.NewPCG(seed, seed>>7))
	s, n := randomSetup(rng), int(plies%16)
	if forced != nil {
		s.Conditions, n = withConditions(forced, s.Conditions), min(n, 4)
	}
	if nestsMateTests(s.Conditions) {
		n = min(n, 2)
	}
	playGame(t, rng, New(s), n)
}

// TestForcedFuzzGames replays the FuzzGame inputs that failed with -fuzz.conds: the
// seed corpus (testdata/fuzz) cannot hold the flag.
func TestForcedFuzzGames(t *testing.T) {
	for _, tc := range []struct {
		conds string
		seed  uint64
		plies uint8
	}{
		// A neutral magic piece moves under ActuatedRevolvingBoard: BrunnerChess's
		// check test for the side not to move passed, and the pass overwrote the magic
		// views the move left (found before the board turned) with those of the turned
		// board, so that the legality test after it judged the move otherwise.
		{"ActuatedRevolvingBoard,BrunnerChess", 161, 0x93},
		// BrunnerChess with CastlingChess (and Frankfurt): a king's capture of the
		// other king was sought among its moves, whose castlings asked whether it was
		// in check, which asked the other king's captures, and so on until the stack
		// overflowed.
		{"ActuatedRevolvingBoard,BrunnerChess", 255, 0x99},
	} {
		t.Run(tc.conds, func(t *testing.T) {
			fuzzGame(t, tc.seed, tc.plies, forcedConditions(t, tc.conds))
		})
	}
}

// forcedConditions returns the conditions names (comma-separated, as -fuzz.conds)
// names, in their plain form.
func forcedConditions(f testing.TB, names string) []Condition {
	if names == "" {
		return nil
	}
	var out []Condition
	for _, name := range strings.Split(names, ",") {
		c, err := NewCondition(ConditionSpec{Name: name})
		if err != nil {
			f.Fatal(err)
		}
		out = append(out, c)
	}
	if name := Clash(out); name != "" {
		f.Fatalf("-fuzz.conds: the engine does not play %s with the others", name)
	}
	return out
}

// withConditions returns forced and those of random the engine plays with them.
func withConditions(forced, random []Condition) []Condition {
	out := slices.Clone(forced)
	for _, c := range random {
		trial := append(slices.Clone(out), c)
		if _, _, clash := ChoiceConflict(trial); Clash(trial) == "" && !clash {
			out = trial
		}
	}
	return out
}

// describe lists the pieces of g for failure messages.
func (g *Game) describe() string {
	var sb strings.Builder
	for s := movegen.Square(0); s < 64; s++ {
		if p := g.board[box(s)]; p != NoPiece {
			fmt.Fprintf(&sb, "%v: walk %d side %d attrs %b\n", s, p.Walk(), p.Side(), p.AttrBits())
		}
	}
	fmt.Fprintf(&sb, "side to move %v, royal %v %v", g.side, g.King(movegen.White), g.King(movegen.Black))
	return sb.String()
}
