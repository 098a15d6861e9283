package fairy

import (
	"math/rand/v2"
	"testing"

	"github.com/cpls-dev/cpls/movegen"
)

// captureCheckCases are condition sets whose captures' effects only block lines
// (keepsCaptureChecks) and some whose effects may give check, with whether the
// declaration holds for them on orthodox material.
var captureCheckCases = []struct {
	conds string
	on    bool
}{
	{"Circe", true}, {"MirrorCirce", true}, {"PWC", true}, {"CouscousCirce", true},
	{"ChameleonCirce", true}, {"EquipollentsCirce", true}, {"FileCirce", true},
	{"SymmetryCirce", true}, {"AntipodeanCirce", true}, {"CirceClone", true},
	{"DiametralCirce", true}, {"SuperCirce", true}, {"CageCirce", true},
	{"CirceTake&Make", true}, {"FrischAufCirce", true}, {"VerticalMirrorCirce", true},
	{"Circe,Take&MakeChess", true}, {"Circe,BiCaptures", true},
	{"CirceAssassin", false}, {"CirceTurncoats", false}, {"CirceDoubleAgents", false},
	{"AntiCirce", false}, {"ParrainCirce", false}, {"Circe,Madrasi", false},
	{"Circe,AndernachChess", false},
}

// TestCaptureChecksCandidates plays random games of orthodox material under conditions
// whose captures may be judged as plain ones (Game.noCheck, ruleSet.captureChecks):
// checkGame compares CheckCandidates and GivesCheck with the moves played and tested
// at every ply, so a capture whose rebirth gives check and that the shortcut drops
// fails it.
func TestCaptureChecksCandidates(t *testing.T) {
	games := 300
	if testing.Short() {
		games = 40
	}
	for _, tc := range captureCheckCases {
		t.Run(tc.conds, func(t *testing.T) {
			conds := forcedConditions(t, tc.conds)
			for seed := range uint64(games) {
				rng := rand.New(rand.NewPCG(seed, 0x5eed))
				s := orthodoxSetup(rng)
				s.Conditions = conds
				g := New(s)
				if g.rules.captureChecks != tc.on {
					t.Fatalf("captureChecks %v under %s, want %v", g.rules.captureChecks, tc.conds, tc.on)
				}
				playGame(t, rng, g, 6)
			}
		})
	}
}

// TestCaptureChecksMaterial: a fairy piece or a piece with an attribute turns the
// shortcut off (a grasshopper may hop over a reborn piece; a kamikaze capturer is
// reborn for the mover).
func TestCaptureChecksMaterial(t *testing.T) {
	for _, p := range []Piece{MakePiece(Grasshopper, WhiteSide, 0), MakePiece(Rook, WhiteSide, Attrs(Kamikaze)), MakePiece(Bishop, NeutralSide, 0)} {
		s := Setup{Conditions: forcedConditions(t, "Circe")}
		s.Board[movegen.E1], s.Board[movegen.E8], s.Board[movegen.D4] = MakePiece(King, WhiteSide, 0), MakePiece(King, BlackSide, 0), p
		if New(s).rules.captureChecks {
			t.Errorf("captureChecks on with %v", p)
		}
	}
}

// orthodoxSetup returns a random position of orthodox pieces without attributes, dense
// enough for captures and rebirths, a king for each side.
func orthodoxSetup(rng *rand.Rand) Setup {
	var s Setup
	walks := []Walk{Queen, Rook, Rook, Bishop, Bishop, Knight, Knight, Pawn, Pawn, Pawn}
	for n := 8 + rng.IntN(16); n > 0; n-- {
		sq := movegen.Square(rng.IntN(64))
		w := walks[rng.IntN(len(walks))]
		if w == Pawn && (sq.Rank() == 0 || sq.Rank() == 7) {
			continue
		}
		s.Board[sq] = MakePiece(w, []Side{WhiteSide, BlackSide}[rng.IntN(2)], 0)
	}
	for _, side := range []Side{WhiteSide, BlackSide} {
		sq := movegen.Square(rng.IntN(64))
		for s.Board[sq].IsRoyal() {
			sq = (sq + 1) % 64
		}
		s.Board[sq] = MakePiece(King, side, 0)
	}
	s.SideToMove = movegen.Color(rng.IntN(2))
	return s
}
