package fairy

import (
	"fmt"
	"slices"
	"sort"
	"sync"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Conditions: how a fairy condition plugs into the engine.
//
// A condition (Circe, Madrasi, Maximummer, …) is one rule value, a Condition, made from
// what the problem says (a ConditionSpec: the name and the arguments) by the constructor
// its own file registers. It takes part in the game by implementing any of the hook
// interfaces below; newRuleSet sorts a setup's conditions by hook once, and the engine
// calls each hook at the one place Popeye's design has it, so conditions compose
// (Circe with Madrasi is two values, each at its own hooks) and the search knows none of
// them. The hooks, in the order a move meets them:
//
//   - paralyser: whether the piece on a square may act at all for a side — move, capture,
//     observe (Madrasi, Eiffel). Asked by generation and by attacks.
//   - walker: the walk a piece moves and observes by instead of its own (Annan), in the
//     other conditions' observation tests too (Madrasi's paralysis, the Woozles,
//     TransmutedKings), as Popeye's observer-walk validator, which Annan replaces,
//     stands in all of them; a checkWalker's walk (FaceToFace, PowerTransfer) holds
//     for check and TransmutedKings only.
//   - generator: the moves and attacks of a walk from a square, replacing the engine's
//     (MarsCirce captures from the rebirth square). At most one per game.
//   - extender: rewrites the moves one piece generated (Take&Make turns a capture into
//     capture-and-make moves).
//   - moveFilter: whether a generated move is allowed (NoCapture, Monochrome, Bichrome,
//     Hole, AntiCirce's occupied rebirth square).
//   - effect: what a played move does besides moving and capturing (the Circe family's
//     rebirths, Andernach's colour change, an Imitator's step). Effects write squares
//     with Game.set, which records them for Unmake and updates the hash, and say what
//     the notation shows with the note* methods (notation.go). What an effect must
//     remember beyond the board (GhostChess's underworld, the Imitators' squares) is
//     the game's condition state (state.go), saved for Unmake and hashed.
//   - lawful: whether a played move is legal besides leaving the own royal piece
//     unattacked (Checkless, Isardam): asked after Make, before Unmake.
//   - selector: which of the legal moves may be played (Maximummer, Minimummer,
//     Exclusive, MustCapture): the legal list, narrowed.
//   - observer: whether a piece that could capture on a square observes it, and so gives
//     check (AntiCirce: only when the capture would be legal).
//   - checker: whether a royal piece is in check besides being observed (Circe
//     Assassin: a capture elsewhere would assassinate it by a rebirth).
//   - attacker: attacks besides the pieces' own (SingleBox Type 3's latent pawns, which
//     observe as the pieces they may become).
//   - geometer: whether the board lets a piece on one square reach another at all, for
//     every observation (check, Madrasi's paralysis) as for moves (GridChess's lines).
//   - checkRule: what check is, instead of the royal piece being observed (SAT: the king
//     has a flight). At most one per game.
//   - opener: sets what the condition counts (Game.tally) for the diagram, before play
//     (StrictSAT: whether each side's king stands in check).
//   - bothSides: a royal piece is attacked by the pieces of both sides, its own too
//     (Bicolores).
//   - baseRankPawns: how far a pawn on its first rank steps (Popeye's pawns do not move
//     there; EinsteinChess lets them step three squares).
//   - standardWalker: the four standard walks a pawn promotes to besides the fairy
//     walks present (CavalierMajeur puts the nightrider in the knight's place).
//   - pieceSides: whose pieces a side moves, its own and the other side's (HalfInChess:
//     only the other's, moving as that side's). At most one per game.
//   - sideMover: moves of a side that move no piece (RoleExchange's exchange of the
//     roles), generated after castling; Make hands such a move (move.go, noPieceMove)
//     to the condition, which plays it with Game.set as an effect does.
//   - ruler: sets rules of the game beyond the hooks when it is made (GlasgowChess's
//     promotion ranks, the Type2 magic squares AntiCirce's rebirths ask).
//   - immobilityRule: what immobility is for the goals mate and stalemate, instead of
//     having no legal move (MAFF, OWU).
//
// The goals follow from check and the legal moves (rules.Game asks nothing else), so a
// condition that changes either changes what mate and stalemate are, as in Popeye.
//
// The engine's legality shortcuts (legal.go, try.go) assume what play without
// conditions guarantees: a move changes only the squares its kind names, the pieces on
// the lines to a square decide whether it is observed, a move is legal when it leaves
// the own royal piece unattacked, every legal move may be played. A condition says which
// of these it leaves true by implementing keeper; the engine keeps a shortcut on while
// every condition of the game keeps what it rests on, and one that does not implement
// keeper turns them all off.
//
// To add a condition: write a file (circe.go, maximummer.go, …) with a type that embeds
// base and implements the hooks it needs (and keeper, for speed), and an init function
// that registers its
// constructor under Popeye's English name (registerCondition). The constructor checks
// the arguments and says what it does not play with an error naming it; the hooks must
// leave the position as they found it unless they are effects, whose writes Unmake
// takes back. Test it against a slow generator written from the manual
// (reference_test.go) and in the random games (fuzz_test.go).

// ConditionSpec is a condition as a problem names it.
type ConditionSpec struct {
	// Name is the condition's English name as Popeye spells it ("Circe", "AntiCirce").
	Name string
	// Variants are the variant words after it, in English as Popeye spells them
	// ("RexInclusive", "Calvet", "Ultra").
	Variants []string
	// Squares, Walks and Numbers are its other arguments, in order.
	Squares []movegen.Square
	Walks   []Walk
	Numbers []int
	// Groups are the square arguments one by one (Squares joins them): GridChess's
	// irregular cells.
	Groups [][]movegen.Square
	// Texts are all its arguments as written, in order, for the conditions whose
	// arguments are neither words, squares nor whole numbers (BGL's budgets, "4.5 -").
	Texts []string
}

// Condition is one fairy condition of a game: a rule that implements some of the hook
// interfaces of this file.
type Condition interface {
	// Spec returns what the condition was made from.
	Spec() ConditionSpec
}

// HeaderVariants returns the variant words (in English) Popeye prints after c's name in
// the header: those that differ from the condition's defaults, in Popeye's order.
func HeaderVariants(c Condition) []string {
	if h, ok := c.(interface{ headerVariants() []string }); ok {
		return h.headerVariants()
	}
	return nil
}

// HeaderName returns the English name Popeye prints for c in the header: the base
// condition of a traditional variant name ("Circe" for MirrorCirce), else c's own.
func HeaderName(c Condition) string {
	if h, ok := c.(interface{ headerName() string }); ok {
		return h.headerName()
	}
	return c.Spec().Name
}

// base is what every condition embeds: its spec, by pointer, so that a condition's
// value stays small: the hooks have value receivers, and a call through an interface
// copies the value.
type base struct{ spec *ConditionSpec }

// Spec returns what the condition was made from.
func (b base) Spec() ConditionSpec {
	if b.spec == nil {
		return ConditionSpec{}
	}
	return *b.spec
}

// UnplayedError says that the engine does not play a condition, or a variant of it.
type UnplayedError struct {
	Condition string
	// Variant is the variant word or argument it does not play; "" when it plays no form
	// of the condition.
	Variant string
}

func (e *UnplayedError) Error() string {
	if e.Variant == "" {
		return "fairy: condition " + e.Condition + " is not played"
	}
	return "fairy: condition " + e.Condition + " " + e.Variant + " is not played"
}

// NewCondition returns the condition of s, or an *UnplayedError saying what the engine
// does not play (an unknown condition, a variant it does not know).
func NewCondition(s ConditionSpec) (Condition, error) {
	mk, ok := conditionMakers()[s.Name]
	if !ok {
		return nil, &UnplayedError{Condition: s.Name}
	}
	return mk(s)
}

// Clash returns the name of a condition of conds that the engine does not play together
// with another of them (their moves would need the same bits: Wormholes' transfer and
// SingleBox Type2/3's latent promotion; Popeye refuses MonochromChess with
// BichromChess; GlasgowChess is played with no rebirth but Circe's; AliceChess's boards
// with another generator or check rule; BlackChecks with no other condition whose moves
// move no piece; SeriesCapture alone; a second AntiCirce, which Popeye reads as variant
// words of the first and JoinAntiCirce joins to it), or "".
func Clash(conds []Condition) string {
	if name := aliceClash(conds); name != "" {
		return name
	}
	var worm, box, mono, bi, glasgowed, circed bool
	sideMovers, antiCirces, secondAnti := 0, 0, ""
	for _, c := range conds {
		if _, ok := c.(antiCirce); ok {
			if antiCirces++; antiCirces == 2 {
				secondAnti = c.Spec().Name
			}
		}
		circed = circed || glasgowClash(c)
		if _, ok := c.(sideMover); ok {
			sideMovers++
		}
		switch x := c.(type) {
		case glasgow:
			glasgowed = true
		case wormholes:
			worm = true
		case singleBox:
			box = box || x.typ > 1
		case chrome:
			mono, bi = mono || x.mono, bi || !x.mono
		}
	}
	switch {
	case worm && box:
		return "SingleBox"
	case mono && bi:
		return "BichromChess" // Popeye refuses the two together
	case glasgowed && circed:
		return "GlasgowChess"
	case sideMovers > 1:
		return "BlackChecks" // its pass and RoleExchange's exchange would share a move
	case seriesClash(conds):
		return "SeriesCapture"
	case secondAnti != "":
		return secondAnti // two rebirths of one capturer
	}
	return ""
}

// ConditionSupported reports whether the engine plays the condition of an English name
// (in some variant).
func ConditionSupported(name string) bool {
	_, ok := conditionMakers()[name]
	return ok
}

// SupportedConditions returns the English names of the conditions the engine plays,
// sorted.
func SupportedConditions() []string {
	var out []string
	for n := range conditionMakers() {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// conditionEntry is one condition the engine plays: its English name and constructor.
type conditionEntry struct {
	name string
	mk   func(ConditionSpec) (Condition, error)
}

// registeredConditions are the conditions the engine plays. The files that define
// conditions append to it from their init functions (registerCondition); it is read only
// after. It is made with room for all of them, so that filling it at every start of the
// process does not grow it step by step.
var registeredConditions = make([]conditionEntry, 0, conditionRoom)

// conditionRoom is the number of conditions registeredConditions has room for from the
// start: at least as many as are registered (TestConditionRoom).
const conditionRoom = 256

// registerCondition makes the condition name known; called from init functions only.
func registerCondition(name string, mk func(ConditionSpec) (Condition, error)) {
	registeredConditions = append(registeredConditions, conditionEntry{name, mk})
}

// conditionMakers are the constructors of the conditions, by English name: an index of
// registeredConditions made when a condition is first looked up, so that a process that
// reads no condition does not make it at its start.
var conditionMakers = sync.OnceValue(func() map[string]func(ConditionSpec) (Condition, error) {
	m := make(map[string]func(ConditionSpec) (Condition, error), len(registeredConditions))
	for _, c := range registeredConditions {
		if _, dup := m[c.name]; dup {
			panic("fairy: condition " + c.name + " registered twice")
		}
		m[c.name] = c.mk
	}
	return m
})

// variantsKnown returns an error naming the first variant of s that is not in known, or
// the first argument when s may have none but variants.
func variantsKnown(s ConditionSpec, known ...string) error {
	for _, v := range s.Variants {
		if !slices.Contains(known, v) {
			return &UnplayedError{Condition: s.Name, Variant: v}
		}
	}
	switch {
	case len(s.Squares) > 0:
		return &UnplayedError{Condition: s.Name, Variant: s.Squares[0].String()}
	case len(s.Walks) > 0:
		return &UnplayedError{Condition: s.Name, Variant: "with pieces"}
	case len(s.Numbers) > 0:
		return &UnplayedError{Condition: s.Name, Variant: fmt.Sprint(s.Numbers[0])}
	}
	return nil
}

// The hooks. Each takes the game in the position where it is asked; c is the side the
// piece moves or observes for.
type (
	blocker interface {
		blockedSquares() []movegen.Square
	}
	paralyser interface {
		paralyses(g *Game, b int, c movegen.Color) bool
	}
	walker interface {
		walkAt(g *Game, b int, c movegen.Color, w Walk) Walk
	}
	// checkWalker: a walker whose walk the other conditions' observation tests
	// (Madrasi's, Eiffel's and a paralysing piece's paralysis, the Woozles) do not see:
	// Popeye substitutes its walk only in the validation of check (FaceToFace,
	// PowerTransfer), where Annan's holds in all of them.
	checkWalker interface {
		walker
		checkOnly()
	}
	generator interface {
		// walkMoves appends the moves of a piece on from moving by walk w for c;
		// walkAttacks reports whether it could capture on t.
		walkMoves(g *Game, ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move
		walkAttacks(g *Game, f, t int, w Walk, c movegen.Color) bool
	}
	extender interface {
		// extend rewrites ml[start:], the moves of the piece on from for c.
		extend(g *Game, ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move
	}
	moveFilter interface {
		allowed(g *Game, d decoded, c movegen.Color) bool
	}
	effect interface {
		afterMove(g *Game, e *moveEffect)
	}
	// lateEffect marks an effect that acts after magic pieces change the sides of the
	// pieces they newly view (Popeye's slices after STMagicPiecesRecolorer: Sentinelles,
	// Masand, the Influencer, BGL and StrictSAT's bookkeeping).
	lateEffect interface {
		afterMagic()
	}
	lawful interface {
		// lawful reports whether the move c just played (the game is after it) is legal.
		lawful(g *Game, c movegen.Color) bool
	}
	// sureLawful is a lawful hook that tells, before a move is played, some moves it
	// certainly allows, so that their legality is asked as without it.
	sureLawful interface {
		// lawfulBefore reports whether lawful certainly allows the move d of the side to
		// move once played.
		lawfulBefore(g *Game, d decoded) bool
	}
	selector interface {
		// selectMoves narrows legal[start:], the legal moves of the side to move, and
		// returns the list.
		selectMoves(g *Game, legal []movegen.Move, start int) []movegen.Move
	}
	// quietSelector is a selector that keeps every legal move capturing nothing
	// (MultiCaptures narrows captures alone), so that a side with such a move can move
	// (HasLegalMove asks those first).
	quietSelector interface {
		keepsQuiet()
	}
	observer interface {
		// observes reports whether the piece on f, which could capture on t for c,
		// observes t.
		observes(g *Game, f, t int, c movegen.Color) bool
	}
	checker interface {
		// checks reports whether c checks the royal piece on t other than by
		// observing t.
		checks(g *Game, t int, c movegen.Color) bool
	}
	attacker interface {
		// attacks reports whether by attacks the piece on t in a way of the condition.
		attacks(g *Game, t int, by movegen.Color) bool
	}
	geometer interface {
		// reaches reports whether a piece on the box square f, acting for c, may reach
		// t.
		reaches(f, t int, c movegen.Color) bool
	}
	checkRule interface {
		// inCheck reports whether c is in check.
		inCheck(g *Game, c movegen.Color) bool
	}
	opener interface {
		open(g *Game)
	}
	bothSides interface {
		// ownPiecesAttack marks the condition; it does nothing.
		ownPiecesAttack()
	}
	baseRankPawns interface {
		// baseRankSteps returns how many squares a pawn on its first rank steps.
		baseRankSteps() int
	}
	standardWalker interface {
		// standardWalks returns the standard promotion walks std with the condition's
		// replacements.
		standardWalks(std [4]Walk) [4]Walk
	}
	pieceSides interface {
		// movedPieces reports whether c moves its own pieces and the other side's.
		movedPieces(c movegen.Color) (own, other bool)
	}
	sideMover interface {
		// sideMoves appends c's moves that move no piece; playSideMove plays one of
		// them (d), sideMoveText writes it as Popeye does (" RoleExchange").
		sideMoves(g *Game, ml []movegen.Move, c movegen.Color) []movegen.Move
		playSideMove(g *Game, d decoded)
		sideMoveText(w *Words, d decoded) string
	}
)

// keeper is implemented by a condition that leaves some of what the engine's shortcuts
// rest on as in play without conditions.
type keeper interface {
	keeps() keeps
}

// lastMoveFilter is implemented by a moveFilter whose verdict may depend on the last
// move played (MainlyInChess: the piece it moved may not move next). The attack tests
// that generate the attacker's captures ask the filters, and tryMake does not record
// the move it places as the last one: in a game where such a filter rejects moves
// (readsLastMove) and attack tests generate captures (hooks.observing, Bul and Dob
// hoppers), tryMake and the line shortcuts do not stand in for Make
// (ruleSet.setLines).
type lastMoveFilter interface {
	readsLastMove() bool
}

// keeps is what a condition leaves as in play without conditions, a bit set.
type keeps uint16

const (
	// keepsObservation: whether a piece observes a square, and so what check is, is
	// decided by the pieces on the lines between as without the condition (it has no
	// paralyser, walker, generator or observer); the line shortcuts rest on it.
	keepsObservation keeps = 1 << iota
	// keepsQuietMoves: a move that captures nothing changes only the squares its kind
	// names (the condition's effect acts on captures alone); keepsMoves: so does every
	// move (no effect, or one that changes only the condition's state, which no attack
	// test reads). tryMake and the line shortcuts stand in for Make on such moves.
	keepsQuietMoves
	keepsMoves
	// keepsLawful: the condition rejects no played move but, perhaps, one that leaves
	// the other side in check (Checkless), so a move that gives no check and leaves the
	// own royal piece unattacked is legal.
	keepsLawful
	// keepsChoice: every legal move may be played (no selector), so legality may be
	// asked move by move (rules.LazyMover).
	keepsChoice
	// keepsMobility: the condition never takes the last legal move from a side (its
	// selector keeps one of them, as Maximummer does), so whether a side can move is
	// asked without selecting (HasLegalMove).
	keepsMobility
	keepsAll = keepsObservation | keepsQuietMoves | keepsMoves | keepsLawful | keepsChoice | keepsMobility
	// keepsPlay: the condition only narrows the choice among the orthodox legal moves,
	// never to none, by a selector and no other hook (Maximummer): with orthodox pieces
	// the game is orthodox chess with fewer choices (rules.OrthodoxPlay). Not in
	// keepsAll: a condition without hooks may still change the play (MAFF).
	keepsPlay keeps = 1 << 6
	// keepsMaterialObservation: the condition's observer only denies observations, each
	// by nothing but the observing piece's walk and square, the square observed and the
	// sides' material (Game.counts), which only captures and changes of walk alter
	// (SingleBox Type1). Attack tests then take the plain path and ask the observer of
	// each attack they find, and the line shortcuts apply to the moves that alter no
	// material (ruleSet.materialLines). Not in keepsAll: it is about the observer only.
	keepsMaterialObservation keeps = 1 << 7
	// keepsCaptureChecks: the condition's effect on a capture only puts the captured
	// piece, of its side, on an empty square (a Circe rebirth), and no other effect; a
	// piece of the other side put there blocks lines of the mover's but opens none, so
	// where every piece attacks along free lines only (ruleSet.captureChecks) a capture
	// of the other side's piece that gives no check without the effect gives none with
	// it (Game.blockingCapture). Not in keepsAll: a condition that keeps every move
	// (keepsMoves) has it (kept).
	keepsCaptureChecks keeps = 1 << 8
	// keepsGeometry: the condition changes observation by its paralyser alone, which
	// denies observations the pieces on the lines give and gives none (Madrasi,
	// EiffelChess): a square no piece observes by geometry, paralysis set aside, is
	// unobserved, and stays so after a move off the lines to it (ruleSet.linesParalysed).
	// Not in keepsAll: it is about the paralyser only.
	keepsGeometry keeps = 1 << 9
)

// paralysisOnly reports whether the conditions change observation by their paralysers
// alone: each keeps observation or declares keepsGeometry, and no other hook changes
// which pieces observe.
func (h *hooks) paralysisOnly() bool {
	for _, c := range h.conditions {
		x, ok := c.(keeper)
		if !ok || x.keeps()&(keepsObservation|keepsGeometry) == 0 {
			return false
		}
	}
	return len(h.walkers) == 0 && h.generator == nil && len(h.observers) == 0 && len(h.checkers) == 0 &&
		len(h.geometers) == 0 && len(h.attackers) == 0 && h.checkRule == nil && !h.bothSides
}

// kept returns what every condition of conds keeps, without what their hooks
// themselves show they change.
func (h *hooks) kept() keeps {
	k := keepsAll | keepsCaptureChecks
	for _, c := range h.conditions {
		x, ok := c.(keeper)
		if !ok {
			return 0
		}
		ck := x.keeps()
		if ck&keepsMaterialObservation != 0 {
			ck |= keepsObservation // the plain attack test asks its observer
		}
		if _, sel := c.(selector); !sel {
			ck |= keepsMobility // it takes no move away
		}
		if ck&keepsMoves != 0 {
			// It has no effect on a capture, nor on a quiet move.
			ck |= keepsCaptureChecks | keepsQuietMoves
		}
		k &= ck
	}
	for _, x := range h.lawfuls {
		// The attributes' rules (a jigger's contact) are lawfulness tests that are
		// not among the conditions.
		if kx, ok := x.(keeper); !ok || kx.keeps()&keepsLawful == 0 {
			k &^= keepsLawful
		}
	}
	for _, x := range h.effects {
		// So are their effects (a volage piece's change of side on a quiet move); an
		// effect keeps every move only when it says so (it records state alone).
		kx, ok := x.(keeper)
		if !ok || kx.keeps()&keepsQuietMoves == 0 {
			k &^= keepsQuietMoves
		}
		if !ok || kx.keeps()&keepsMoves == 0 {
			k &^= keepsMoves
			if !ok || kx.keeps()&keepsCaptureChecks == 0 {
				k &^= keepsCaptureChecks
			}
		}
	}
	if h.observing && !h.squaresOnly || h.checkRule != nil || h.bothSides {
		k &^= keepsObservation
	}
	if k&keepsMoves != 0 {
		k |= keepsQuietMoves
	}
	if len(h.selectors) > 0 {
		k &^= keepsChoice
	}
	return k
}

// moveEffect is what a played move did, as the effect hooks see it: the move, the piece
// that moved as it stood on its square, the piece that arrived (NoPiece when it
// vanished), and the piece taken with its square (NoPiece and 0 when none).
type moveEffect struct {
	d        decoded
	mover    Piece
	arrived  Piece
	captured Piece
	capSq    int
	side     movegen.Color
	// capOrigin is the captured piece's origin (Game.origin; DiagramCirce).
	capOrigin int8
	// at is the box square an effect moved the moved piece on to (AntiCirce's rebirth,
	// Wormholes); 0 while it stands on d.to (moverAt).
	at int
	// reborn: a Circe condition rebirthed a piece (circe.noteRebirth), so the capture
	// wins no piece (rules.Facts.Reborn).
	reborn bool
	// rebirth is where a Circe condition put a captured piece back and which piece it
	// was (rules.Facts.Rebirth).
	rebirth rules.Rebirth
}

// moverAt returns the box square the moved piece stands on after the effects so far.
func (e *moveEffect) moverAt() int {
	if e.at != 0 {
		return e.at
	}
	return e.d.to
}

// hooks are a game's conditions sorted by hook, fixed at New.
type hooks struct {
	conditions []Condition
	paralysers []paralyser
	walkers    []walker
	// observerWalkers are the walkers that are not checkWalkers.
	observerWalkers []walker
	generator       generator
	extenders       []extender
	filters         []moveFilter
	// effects are in the order they act, those that act after magic pieces recolour
	// (lateEffect) last, from index early on.
	effects []effect
	early   int
	lawfuls []lawful
	// sure are the lawfuls when every one of them is a sureLawful; nil otherwise.
	sure      []sureLawful
	selectors []selector
	observers []observer
	checkers  []checker
	geometers []geometer
	attackers []attacker
	// sideMovers are the conditions whose moves move no piece (sideMover).
	sideMovers []sideMover
	// pieceSides says whose pieces a side moves (pieceSides); nil: its own.
	pieceSides pieceSides
	checkRule  checkRule
	// bothSides: a square is attacked by the pieces of both sides (bothSides hook).
	bothSides bool
	// baseSteps: how far a pawn steps from its first rank (baseRankPawns hook).
	baseSteps int
	// observing is set when some hook changes which pieces observe a square; any when
	// there are conditions at all. byMaterial is set instead when the only such hooks
	// are observers that deny observations by the material (keepsMaterialObservation).
	observing, any, byMaterial bool
	// squaresOnly is set when the only hooks that change which pieces observe are
	// geometers, whose verdict depends on the squares alone (GridChess, MonochromChess):
	// then the pieces on the lines still decide whether a square is observed.
	squaresOnly bool
	// lastMove: a filter reads the last move played (lastMoveFilter).
	lastMove bool
	// quietPass: every filter allows the moves that capture nothing (captureFilter).
	quietPass bool
}

// observesByMaterial reports whether the observer c denies observations by the
// material alone (keepsMaterialObservation).
func observesByMaterial(c Condition) bool {
	x, ok := c.(keeper)
	return ok && x.keeps()&keepsMaterialObservation != 0
}

// newHooks sorts conds by the hooks they implement.
func newHooks(conds []Condition) hooks {
	h := hooks{conditions: conds}
	for _, c := range conds {
		if x, ok := c.(paralyser); ok {
			h.paralysers = append(h.paralysers, x)
		}
		if x, ok := c.(walker); ok {
			h.walkers = append(h.walkers, x)
			if _, only := c.(checkWalker); !only {
				h.observerWalkers = append(h.observerWalkers, x)
			}
		}
		if x, ok := c.(generator); ok && h.generator == nil {
			h.generator = x
		} else if ok {
			if y, paired := pairGenerators(h.generator, x); paired {
				h.generator = y
			}
		}
		if x, ok := c.(extender); ok {
			h.extenders = append(h.extenders, x)
		}
		if x, ok := c.(moveFilter); ok && filtering(x) {
			h.filters = append(h.filters, x)
			if l, ok := x.(lastMoveFilter); ok && l.readsLastMove() {
				h.lastMove = true
			}
		}
		if x, ok := c.(effect); ok {
			h.effects = append(h.effects, x)
		}
		if x, ok := c.(lawful); ok {
			h.lawfuls = append(h.lawfuls, x)
		}
		if x, ok := c.(selector); ok {
			h.selectors = append(h.selectors, x)
		}
		if x, ok := c.(observer); ok && !observesAll(x) {
			h.observers = append(h.observers, x)
			if !observesByMaterial(c) {
				h.observing = true
			}
		}
		if x, ok := c.(checker); ok && !checksNone(x) {
			h.checkers = append(h.checkers, x)
		}
		if x, ok := c.(geometer); ok {
			h.geometers = append(h.geometers, x)
		}
		if x, ok := c.(attacker); ok {
			h.attackers = append(h.attackers, x)
		}
		if x, ok := c.(sideMover); ok {
			h.sideMovers = append(h.sideMovers, x)
		}
		if x, ok := c.(pieceSides); ok && h.pieceSides == nil {
			h.pieceSides = x
		}
		if x, ok := c.(checkRule); ok && h.checkRule == nil {
			h.checkRule = x
		}
		if x, ok := c.(strictSAT); ok {
			h.checkRule = x // StrictSAT's rule with SAT's ("SAT strict"), as Popeye's solvers.c
		}
		if _, ok := c.(bothSides); ok {
			h.bothSides = true
		}
		if x, ok := c.(baseRankPawns); ok {
			h.baseSteps = x.baseRankSteps()
		}
	}
	for _, x := range h.lawfuls {
		s, ok := x.(sureLawful)
		if !ok {
			h.sure = nil
			break
		}
		h.sure = append(h.sure, s)
	}
	sideChangersFirst(h.effects)
	antiCirceFirst(h.effects)
	imitatorFirst(h.effects)
	magicBeforeAntiCirce(h.effects)
	wormholesEarly(h.effects)
	var late []effect
	for _, x := range h.effects {
		if _, ok := x.(lateEffect); ok {
			late = append(late, x)
		} else {
			h.effects[h.early] = x
			h.early++
		}
	}
	copy(h.effects[h.early:], late)
	h.any = len(conds) > 0
	h.quietPass = !slices.ContainsFunc(h.filters, func(x moveFilter) bool { return !filtersCapturesOnly(x) })
	h.setObserving()
	return h
}

// edgeObserver is an observer that denies, by the material, only observations of
// squares on a last rank (rankOf 0 or 7): SingleBox Type1's pawn taking on its
// promotion rank (ruleSet.materialEdges).
type edgeObserver interface {
	observer
	edgesOnly()
}

// edgeObservers reports whether every observer is an edgeObserver.
func (h *hooks) edgeObservers() bool {
	for _, x := range h.observers {
		if _, ok := x.(edgeObserver); !ok {
			return false
		}
	}
	return true
}

// setObserving sets observing, squaresOnly and byMaterial from the hooks, observing
// already set by the observers that deny more than by the material.
func (h *hooks) setObserving() {
	h.byMaterial = len(h.observers) > 0 && !h.observing
	h.observing = h.observing || len(h.paralysers) > 0 || len(h.walkers) > 0 || h.generator != nil ||
		len(h.checkers) > 0 || len(h.attackers) > 0
	h.squaresOnly = !h.observing && len(h.geometers) > 0
	h.observing = h.observing || len(h.geometers) > 0
	if h.observing {
		h.byMaterial = false
	}
}

// sideChangersFirst moves each side changer among effects (Tibet, DoubleTibet,
// AndernachChess, AntiAndernachChess, Volage) before the first Circe rebirth (circe) written
// before it: Popeye plays its side changer slices before STCirceConsideringRebirth
// whatever order the conditions are written in (stipulation/move.c), and the notation
// follows ("3.Tc1*c6=w[+wSb1]").
func sideChangersFirst(effects []effect) {
	for i, x := range effects {
		switch x.(type) {
		case tibet, andernach, volage:
		default:
			continue
		}
		j := slices.IndexFunc(effects[:i], func(y effect) bool { _, ok := y.(circe); return ok })
		if j >= 0 {
			copy(effects[j+1:i+1], effects[j:i])
			effects[j] = x
		}
	}
}

// Conditions returns the game's conditions.
func (g *Game) Conditions() []Condition { return g.rules.hooks.conditions }

// condParalysed reports whether a condition paralyses the piece on b for c.
func (g *Game) condParalysed(b int, c movegen.Color) bool {
	for _, p := range g.rules.hooks.paralysers {
		if p.paralyses(g, b, c) {
			return true
		}
	}
	return false
}

// walkOf returns the walk the piece on b moves and observes by for c.
func (g *Game) walkOf(b int, c movegen.Color) Walk {
	w := g.board[b].Walk()
	for _, x := range g.rules.hooks.walkers {
		w = x.walkAt(g, b, c, w)
	}
	return w
}

// observerWalk returns the walk the piece on b observes by for c in the conditions'
// observation tests (paralysis, the Woozles): its walk as the walkers give it, but for
// the checkWalkers.
func (g *Game) observerWalk(b int, c movegen.Color) Walk {
	w := g.board[b].Walk()
	for _, x := range g.rules.hooks.observerWalkers {
		w = x.walkAt(g, b, c, w)
	}
	return w
}

// genWalk appends the moves of a piece on from moving by w for c, by the conditions'
// generator if there is one.
func (g *Game) genWalk(ml []movegen.Move, from int, w Walk, c movegen.Color) []movegen.Move {
	if x := g.rules.hooks.generator; x != nil {
		return x.walkMoves(g, ml, from, w, c)
	}
	return g.walkMoves(ml, from, w, c)
}

// conditionMoves applies the extenders and the filters to ml[start:], the moves of the
// piece on from for c.
func (g *Game) conditionMoves(ml []movegen.Move, start, from int, c movegen.Color) []movegen.Move {
	h := &g.rules.hooks
	for _, x := range h.extenders {
		ml = x.extend(g, ml, start, from, c)
	}
	if len(h.filters) == 0 {
		return ml
	}
	return g.filtered(ml, start, c)
}

// filtered removes the moves of ml[start:] (of c) that a condition's filter forbids.
func (g *Game) filtered(ml []movegen.Move, start int, c movegen.Color) []movegen.Move {
	h := &g.rules.hooks
	out := ml[:start]
	for _, m := range ml[start:] {
		if h.quietPass && m < 1<<12 && g.board[boxOf[m>>6&63]] == NoPiece {
			out = append(out, m) // a plain move to an empty square captures nothing
			continue
		}
		d := g.decode(m)
		ok := true
		for _, f := range h.filters {
			if g.inSeries > 0 && firstLegOnly(f) {
				continue // a further leg of a series move (seriescapture.go)
			}
			if !f.allowed(g, d, c) {
				ok = false
				break
			}
		}
		if ok {
			out = append(out, m)
		}
	}
	return out
}

// idleFilter is a moveFilter whose variant may reject no move at all (Circe but Strict
// and Assassin): its filter is then left out of the hooks, sparing a decode per move.
type idleFilter interface {
	rejectsNone() bool
}

// captureFilter is a moveFilter that allows every move capturing nothing (the Circe
// family's occupied rebirth squares, NoCapture, the king-capture avoiders): while every
// filter of a game is one, filtered lets a plain move to an empty square through
// without unpacking it.
type captureFilter interface {
	capturesOnly() bool
}

// filtersCapturesOnly reports whether the filter x allows every move that captures
// nothing.
func filtersCapturesOnly(x moveFilter) bool {
	c, ok := x.(captureFilter)
	return ok && c.capturesOnly()
}

// filtering reports whether the filter x may reject a move.
func filtering(x moveFilter) bool {
	i, ok := x.(idleFilter)
	return !ok || !i.rejectsNone()
}

// idleObserver is an observer whose variant may let every piece observe what it could
// capture (Circe but RexInclusive), and idleChecker a checker whose variant may check
// only by observation (Circe but Assassin): such hooks are left out, so that attack
// tests take the plain path and the line shortcuts apply (keepsObservation).
type (
	idleObserver interface{ observesAll() bool }
	idleChecker  interface{ checksNone() bool }
)

// observesAll reports whether the observer x lets every piece observe.
func observesAll(x observer) bool {
	i, ok := x.(idleObserver)
	return ok && i.observesAll()
}

// checksNone reports whether the checker x adds no check to observation.
func checksNone(x checker) bool {
	i, ok := x.(idleChecker)
	return ok && i.checksNone()
}

// lawful reports whether the conditions allow the move c just played.
func (g *Game) lawful(c movegen.Color) bool {
	for _, x := range g.rules.hooks.lawfuls {
		if !x.lawful(g, c) {
			return false
		}
	}
	return true
}

// lawfulSure reports whether every lawfulness test certainly allows d, a move of the
// side to move, before it is played (sureLawful).
func (g *Game) lawfulSure(d *decoded) bool {
	sure := g.rules.hooks.sure
	if len(sure) == 0 {
		return len(g.rules.hooks.lawfuls) == 0
	}
	for _, x := range sure {
		if !x.lawfulBefore(g, *d) {
			return false
		}
	}
	return true
}

// openConditions lets the conditions set their tally for the diagram; New calls it
// before hashing the position.
func (g *Game) openConditions() {
	for _, c := range g.rules.hooks.conditions {
		if x, ok := c.(opener); ok {
			x.open(g)
		}
	}
}

// checked reports whether c is in check: its royal piece is attacked, unless a
// condition says what check is.
func (g *Game) checked(c movegen.Color) bool {
	if x := g.rules.hooks.checkRule; x != nil {
		return x.inCheck(g, c)
	}
	return g.royal[c] != 0 && g.attacked(g.royal[c], c.Other())
}

// observedBy reports whether the observers let the piece on f observe t for c.
func (g *Game) observedBy(f, t int, c movegen.Color) bool {
	for _, x := range g.rules.hooks.observers {
		if !x.observes(g, f, t, c) {
			return false
		}
	}
	return true
}

// anyLandingWalk: when a capture by p of the piece on t puts p on t (not a locust's,
// a hurdle mover's or a kamikaze's), it reports lands and whether try holds for a walk p
// arrives there with: its next walk as a chameleon, each promotion as a pawn reaching
// its last rank, else its own. Conditions that validate an observation by the capture
// (AntiCirce, Isardam) ask it before generating the piece's moves.
func (g *Game) anyLandingWalk(p Piece, t int, try func(Walk) bool) (found, lands bool) {
	w := p.Walk()
	if !landsOnTarget[w] || p.Has(Bul) || p.Has(Dob) || p.Has(Kamikaze) {
		return false, false
	}
	if p.Has(Chameleon) {
		w = g.chameleonNext(w)
	}
	if isPawn(w) && (rankOf(t) == g.promotionRank(Pawn, movegen.White) || rankOf(t) == g.promotionRank(Pawn, movegen.Black)) {
		for _, i := range g.rules.promotions {
			if try(g.arrivedWalk(g.rules.promos[i].walk, t)) {
				return true, true
			}
		}
		return false, true
	}
	return try(g.arrivedWalk(w, t)), true
}

// arrivedWalk returns the walk a piece of walk w that arrived on t has once the
// condition that changes arriving pieces (ChameleonChess) changed it.
func (g *Game) arrivedWalk(w Walk, t int) Walk {
	if x := g.rules.arrival; x != nil && w != NoWalk {
		return x.arrivalWalk(g, w, t)
	}
	return w
}
