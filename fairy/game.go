package fairy

import (
	"slices"

	"github.com/cpls-dev/cpls/movegen"
	"github.com/cpls-dev/cpls/rules"
)

// Setup is what a game starts from: the diagram, the rights and the side to move, and
// the words its notation is written with.
type Setup struct {
	Board Board
	// Castling holds movegen's castling bits (movegen.WhiteKingside, …) and the kings'
	// (KingCastling); a right is kept only when its king and rook stand on their
	// squares.
	Castling uint8
	// EnPassant is the square a pawn passed over in the move before the diagram, or
	// movegen.NoSquare.
	EnPassant movegen.Square
	// EnPassantTriple is set when that pawn made a triple step (Option EnPassant
	// d8d7d6d5): EnPassant is then the first of the two squares it passed, and it may
	// be taken en passant on either (passedOver).
	EnPassantTriple bool
	// EnPassantAway is set when the pawn that passed EnPassant stands on EnPassantPawn,
	// not on the square beyond it (Option EnPassant d7d6h3: a wormhole took it on to h3);
	// it is taken en passant there, as Popeye follows the piece.
	EnPassantAway bool
	EnPassantPawn movegen.Square
	SideToMove    movegen.Color
	// Conditions are the fairy conditions the game is played under (NewCondition).
	Conditions []Condition
	// Words gives the notation's words in each language; nil writes English walk names
	// as the walks' Go names would not be Popeye's: set it for any output.
	Words func(movegen.Language) *Words
	// Hunters are the hunters the problem defines: Hunters[i] is walk Hunter0+i.
	Hunters []HunterType
	// Underworld are the pieces under squares at the start, in the order they went
	// there: those the diagram gave on a square a later piece took (Popeye puts them
	// into its underworld, from which GhostChess and HauntedChess summon them and the
	// Volcanic and Parachute Circes let them erupt; under other rules they stay there).
	Underworld []UnderworldPiece
}

// UnderworldPiece is a piece under a square.
type UnderworldPiece struct {
	Square movegen.Square
	Piece  Piece
}

// Game is a position with fairy pieces under Popeye's rules, and implements
// rules.Game. Make and Unmake change it in place; Clone copies it.
type Game struct {
	board [boxSize]Piece
	// origin holds, under DiagramCirce, 1 + the diagram square (0–63) of the piece on
	// each box square, 0 for none; carry is the origin the next piece set takes (the
	// piece moving, set by Make).
	origin   [boxSize]int8
	carry    int8
	occ      [2]movegen.Bitboard // the squares of the pieces belonging to each side (a neutral piece is in both)
	counts   [2][NumWalks]int8   // the number of pieces of each walk belonging to each side
	side     movegen.Color
	castling uint8
	ep       int    // the box square a pawn passed over in the last move, 0 if none
	epPawn   int    // the box square of the pawn that passed it
	royal    [2]int // the box square of each side's royal piece, 0 if none
	hash     uint64
	hist     []undo
	ghosts   []buried // the pieces under squares (Circe Volcanic), never changed in place
	passes   []passed
	rules    *ruleSet
	bufs     [][]movegen.Move // move lists for the engine's own use, by nesting depth
	fx       []moveEffect     // the effect records of the moves made, by depth (effectSlot)
	depth    int
	// noting is set while MoveText plays a move to learn what its conditions' effects
	// add to its notation; notes collects that (notation.go).
	noting bool
	notes  []func(*Words) string
	kept   bool // an effect kept the kamikaze that vanished (noteKept)
	// influenced is how many pawns the influence of the move made last left on their
	// promotion rank (Influencer), which its extender counts.
	influenced int
	// keepDuplicates is set while MultiCaptures counts captures: a piece's moves keep
	// their duplicates (pieceMovesDone).
	keepDuplicates bool
	// inSeries is set while the legs of series moves are generated (SeriesCapture).
	inSeries int
	// nested counts the legality tests a condition runs inside another (ChecklessChess
	// and ExclusiveChess ask whether a check mates).
	nested int
	// checkless is set while ChecklessChess's nested tests run (checklessReply), which
	// judge checks themselves.
	checkless int
	// tally is what a condition counts as the game goes (BGL's distance spent by each
	// side), changed by its effects with setTally; part of the hash.
	tally [2]int32
	// testingParalysis is set while paralysed looks for a paralysing piece.
	testingParalysis bool
	// testingRepublican is set while RepublicanChess asks where a placed king is
	// mated, which no placement answers.
	testingRepublican bool
	// deferringPlacements is set while PseudoLegalMoves lists the moves of a game whose
	// RepublicanChess may defer its mate tests (ruleSet.republicanAlone): a move then
	// places the other side's missing king on every square empty after it, and legality
	// (republican.lawful) keeps the placements that mate.
	deferringPlacements bool
	// placements remembers RepublicanChess's mate squares by position (republican_cache.go);
	// nil until the first is found, and not shared by a clone.
	placements *placementCache
	// testingFunctionary is set while idleFunctionary looks for an observer.
	testingFunctionary bool
	// measuringMummer is set while an ultra mummer condition measures its side's
	// pseudo-legal moves to validate an observation (strictmummer.go).
	measuringMummer bool
	// uszMateTest is set while UltraSchachZwang's mate test asks for legal moves
	// without its rule (ultraschachzwang.go).
	uszMateTest bool
	// partialParalysing is set while PartialParalysis finds the squares closed to a
	// piece, whose observations it does not ask again.
	partialParalysing bool
	// mateCTesting is set while #C asks whether a move mates, whose replies it does
	// not apply to.
	mateCTesting bool
	// testingSupport is set while UltraPatrol asks whether a piece is supported.
	testingSupport bool
	// testingLost is set while LostPieces asks whether a piece would be mated as its
	// side's royal piece (lostpieces.go); attrRoyal then makes royal only the pieces
	// with the Royal attribute, not the kings by their walk.
	testingLost, attrRoyal bool
	// attacker is the side in White's role in the half being solved (SetAttacker);
	// White unless told.
	attacker movegen.Color
	// probingRebirth is set while a capture's rebirth choices look at the reborn
	// piece's moves (choice.go), whose own captures then choose nothing.
	probingRebirth bool
	// transmuting is set for a side while transmutations asks which pieces observe its
	// royal piece: the royal piece then moves by its own walk, so the question does not
	// recurse through the conditions' observers.
	transmuting [2]bool
	// observingOnly is set while a condition asks whether a square is observed, which
	// the checker hooks' checks by other means do not answer (DangerCirce).
	observingOnly bool
	// magicAt holds the magic pieces' views by the number of moves made, magicOld
	// those before a move followed to their squares after it (magicpieces.go).
	magicAt  []magicSlot
	magicOld []magicView
	// viewing is set while the views are found: a move an observer plays to validate
	// a view (BrunnerChess) recolours nothing.
	viewing bool
	// seekingCaptures is set while an observer generates a piece's moves only to find
	// its captures of a square (BrunnerChess): conditions that add moves capturing
	// nothing leave them out (CastlingChess, whose test of the king's safety would ask
	// the observer again, without end when two kings observe each other).
	seekingCaptures bool
	// observerPass is set while an observer has passed to play a capture for the side
	// not to move (BrunnerChess): the magic views are those of the position passed from
	// (viewsBefore).
	observerPass bool
	// aliceView is the Alice board (AliceA or AliceB) whose pieces alone stand on the
	// board while the other's are lifted off (alice.go), 0 when all stand.
	aliceView Attr
	// state is what conditions remember beyond the board, stateLog its values before
	// the moves that changed it (state.go).
	state    condState
	stateLog []stateSave
	// oppCheck remembers whether the side not to move was in check in the position of
	// hash (otherInCheck).
	oppCheck struct {
		hash         uint64
		known, check bool
	}
	// safeAt remembers which line shortcut applies (lineTestNow) in the position of
	// hash (IsLegal).
	// rebirthMemos are the verdicts of rebirth choices that answer for their groups:
	// the legality test's, then the mate candidates' (rebirthVerdict).
	rebirthMemos [2]rebirthMemo
	// plainCheck is noPlainCheck's answer for the rebirth choices of one capture
	// (noPlainCheckOnce).
	plainCheck plainCheckMemo
	safeAt     struct {
		hash  uint64
		known bool
		test  lineTest
	}
}

// takeBuf returns an empty move list for the engine's own use, to be given back with
// giveBuf (nested uses take nested lists), so that generation does not allocate.
func (g *Game) takeBuf() []movegen.Move {
	if g.depth == len(g.bufs) {
		g.bufs = append(g.bufs, make([]movegen.Move, 0, 256))
	}
	b := g.bufs[g.depth][:0]
	g.depth++
	return b
}

// giveBuf gives back the list takeBuf returned last (grown, perhaps).
func (g *Game) giveBuf(b []movegen.Move) {
	g.depth--
	g.bufs[g.depth] = b[:0]
}

// ruleSet is what a game and its clones share: fixed at New, never changed after.
type ruleSet struct {
	promos []promotion // every promotion a move may name (by index)
	// chameleonSeq is the walk each chameleon walk turns into (ChameleonSequence); nil
	// for the usual one.
	chameleonSeq     *[NumWalks]Walk
	promotions       []int // what a pawn promotes to, in Popeye's order (indices of promos)
	marinePromotions []int // what a marine pawn promotes to
	// castleKing and castleRook are the walks that castle, the king and its partner
	// (the standard king and rook: MarineChess makes them others, marine.go).
	castleKing, castleRook Walk
	// circeRoles is the walk each walk is reborn as on Circe's squares: the orthodox
	// walk whose place it takes among the standard walks, a fairy walk (Invalid) for an
	// orthodox walk that is no standard one (MarineChess: a sirene is reborn on the
	// queen's square, a queen on its promotion square; Popeye's standard_walks).
	circeRoles [NumWalks]Walk
	// standard are the walks that stand in for the orthodox ones under the game's
	// conditions (Popeye's standard_walks: UltramarineChess's marine pieces, poseidon
	// and marine pawn), by orthodox walk: King, Pawn, Queen, Knight, Rook, Bishop.
	standard map[Walk]Walk
	// rebirthContact, when set, says whether a Circe rebirth square may take the reborn
	// piece (ContactGridChess: grid contact there); nil: every empty one may.
	rebirthContact func(g *Game, b int) bool
	// substitutes are the walks a condition changes pieces to besides promotion, in
	// promos without attributes (Football).
	substitutes    [NumWalks]bool
	orphanWalks    []Walk // the walks an orphan or a friend may borrow
	paralysing     bool   // some piece is paralysing
	functionaries  bool   // some piece is a functionary
	magic          bool   // some piece is magic (magicpieces.go)
	hurdleMovers   bool   // some piece is a Bul or Dob hopper
	pendingHashed  bool   // a capture's piece is reborn after the next move (Parrain)
	firstRankPawns bool   // pawns move from their first rank (Parrain)
	// firstRankSquares are the squares from which a pawn on its first rank moves one
	// square all the same (Wormholes: Popeye's pawn_get_no_capture_length).
	firstRankSquares movegen.Bitboard
	// baseRankAttacks: a pawn on its first rank observes its second (Circe Cage: Popeye's
	// CapturableByPawnSq flags of twin.c).
	baseRankAttacks bool
	waitingHashed   bool // the last capture's piece is reborn at the next (WaitCapture)
	origins         bool // the game follows each piece's diagram square (DiagramCirce, BackHome)
	// rebirthPromotes: a move's condition choice (move.go, bits 29–31) is what a pawn
	// reborn on its last rank promotes to, not a wormhole, SingleBox choice or exchange;
	// newRuleSet refuses nothing, so a problem with both kinds is refused where its
	// conditions are read (ChoiceConflict).
	rebirthPromotes bool
	// rebirthSquares: a capture carries a rebirth choice (move.go: the square, and the
	// reborn pawn's promotion) in place of the condition choice; ChoiceConflict refuses
	// the other conditions that would write there.
	rebirthSquares bool
	// groupsRebirths: one played rebirth choice of a capture answers the legality
	// tests of the others of its group (rebirthgroup.go).
	groupsRebirths bool
	// exchanges: a move's condition choice 7 on a plain move is an exchange
	// (MessignyChess).
	exchanges bool
	// alice: the game is played on Alice's two boards (alice.go).
	alice bool
	// imitatorPromo is 1 + the index in promos of the promotion into an Imitator (walk
	// NoWalk: the pawn leaves the board and an Imitator appears on its square), which a
	// pawn's promotion offers first under Imitator without NoIProm; 0 for none.
	imitatorPromo int
	// rebirthPromotions are what a pawn a Circe capture rebirths on its last rank
	// promotes to (indices of promos, a move's condition choice: rebirthPromotes): the
	// promotion into an Imitator first, as a move's, then promotions.
	rebirthPromotions []int
	// makeCastles: a Make&Take capture may make a castling of the victim's side first
	// (decoded.makeCastle); not where captures choose their rebirth square.
	makeCastles bool
	// influences: a move may choose what the pawns its influence leaves on their
	// promotion rank promote to (Influencer, decoded.influence); plainAux: a plain
	// move's bits 12–17 may be set (makeCastles or influences).
	influences, plainAux bool
	// dynasty: a side's royal piece is its king when it has exactly one, else it has
	// none (RoyalDynasty; put keeps it so).
	dynasty bool
	// noRoyal: no piece is royal, a king is an ordinary piece and a promotion piece
	// (LosingChess).
	noRoyal bool
	// glasgow: pawns promote on their seventh rank (GlasgowChess, glasgow.go).
	glasgow bool
	// circeFamily: a condition of Popeye's Circe family (its CondFlag[circe]) is played,
	// which reborns a kamikaze capturer. Without one Popeye removes the capturer before
	// its promotion (STKamikazeCapturingPieceRemover): a kamikaze pawn's capture
	// promotes nothing, and a royal kamikaze's capture removes its side's royal piece,
	// which Popeye's own-king-capture avoider forbids.
	circeFamily bool
	// magic2 are the Type2 magic squares (MagicSquares Type2, magic.go).
	magic2 movegen.Bitboard
	// series holds the legs of the series moves (SeriesCapture, seriescapture.go); the
	// table, not the pointer, grows as the game and its clones generate them.
	series *seriesTable
	lines  deltaSet // the lines of every walk that may exist (reach.go)
	// linesKnown: lines holds them all and the pieces on them decide attacks, so the
	// legality shortcut applies (to the moves plain reports); materialLines: and the
	// material, so it applies to the moves that alter none (keepsMaterialObservation).
	linesKnown, materialLines bool
	// materialEdges: the material decides only observations of squares on a last rank
	// (every such observer is an edgeObserver), so a royal piece off both last ranks is
	// observed as it would be whatever the material (Game.materialKept).
	materialEdges bool
	// linesParalysed: linesKnown but for the conditions' paralysis (keepsGeometry), so
	// that the legality shortcut applies where the royal piece is unobserved by geometry
	// (Game.safe).
	linesParalysed bool
	// movesAlone: a move changes nothing but what its own kind and its pieces'
	// attributes say (Make), so tryMake may stand in for it in attack tests;
	// quietAlone: so does every move that captures nothing. The conditions' effects
	// may add to the others (keepsMoves, keepsQuietMoves).
	movesAlone, quietAlone bool
	// captureChecks: a capture that gives no check as the plain move its kind names
	// gives none with the conditions' effects either (keepsCaptureChecks), the pieces
	// being orthodox ones without attributes, which attack along free lines only.
	captureChecks bool
	// lazy: every legal move may be played, so legality is asked move by move
	// (keepsChoice).
	lazy bool
	// mobile: a side that has a legal move has one the conditions let it play
	// (keepsMobility).
	mobile bool
	// republicanAlone: RepublicanChess is the only rule beside the pieces' walks, so
	// that a move placing no king changes nothing but what its kind names (plain), and
	// the king placements may be listed before their mate tests, on the squares a move
	// leaves empty by its kind (Game.deferringPlacements).
	republicanAlone bool
	// quietMobile: every selector keeps the legal moves that capture nothing
	// (quietSelector), so a side with one of them can move.
	quietMobile bool
	// lawfulUnchecking: the conditions' lawfulness tests, if any, reject only moves
	// that give check (keepsLawful).
	lawfulUnchecking bool
	// orthodox: the game plays orthodox chess but for the choice its conditions narrow
	// (playsOrthodox, rules.OrthodoxPlay).
	orthodox bool
	// holes: the game plays orthodox chess but for the choice its conditions narrow, on
	// the board less these squares (playsOrthodox, rules.HoledPlay); 0 otherwise.
	holes movegen.Bitboard
	words func(movegen.Language) *Words
	hooks hooks // the conditions, by hook (condition.go)
	// hunters are the problem's hunters (Setup.Hunters).
	hunters [NumHunters]HunterType

	// dedupeAll: Popeye removes every piece's duplicate moves (solving/machinery/twin.c,
	// STDuplicateMovesPerPieceRemover), as it does when a walk of dedupeWalk may exist,
	// or an angle hopper and no piece is hurdle colour changing, a Bul or a Dob; the
	// angle hoppers then lose theirs (the other walks make none, or always lose them).
	dedupeAll bool
	// promSquares are the squares each side's pawns promote on (PromSquares; their
	// last rank without it).
	promSquares [2]movegen.Bitboard
	// noPromotion: nothing promotes in the side's moves, a pawn reborn on its last
	// rank neither (NoWhitePromotion, NoBlackPromotion).
	noPromotion [2]bool
	// arrival changes the walk of every piece that arrives (ChameleonChess,
	// LineChameleonChess); nil when none does.
	arrival arrivalWalker
}

// undo records what a move changed, so that Unmake restores it exactly: the squares it
// wrote with their old pieces, and the state before it.
type undo struct {
	hash    uint64
	move    movegen.Move // the move made (lawful hooks ask what it moved)
	old     [12]Piece
	sq      [12]int16
	oldOrig [12]int8 // the origins of the squares set (DiagramCirce)
	ghosts  []buried // the ghosts before the move (Circe Volcanic)
	ep      int16
	epPawn  int16
	royal   [2]int16
	tally   [2]int32
	n       uint8
	// more holds the squares set beyond the twelve of sq (a magic piece's views may
	// change the side of many pieces).
	more     []written
	castling uint8
	// captured is the piece the move took from capSq (NoPiece when none), and passes
	// the number of passes made before it: Parrain rebirths the piece the previous
	// move took, unless a pass came between.
	captured Piece
	capSq    int16
	passes   uint16
	by       movegen.Color // the side that made the move
	// legs is, on the last leg of a series move (SeriesCapture), how many legs Unmake
	// takes back; 0 otherwise.
	legs uint8
}

// written is one square a move set, with what stood there.
type written struct {
	sq   int16
	old  Piece
	orig int8
}

// passed records what a pass cleared, and the squares a threat's pass changed
// (PassThreat) with what stood there. threat marks a threat's pass, Popeye's dummy
// move, a ply of its own; the other passes stand for no ply (series play).
type passed struct {
	ep, epPawn int
	hash       uint64
	changed    []written
	// threat: the pass is the dummy move that starts a threat (PassThreat), a ply of
	// its own in Popeye, after which the piece Parrain would rebirth is lost; a pass of
	// series or set play is none.
	threat bool
}

// New returns the game of s.
func New(s Setup) *Game {
	loadTables()
	s.Board = AliceBoards(s.Board, s.Conditions)
	g := &Game{side: s.SideToMove, rules: newRuleSet(&s)}
	for i := range g.board {
		g.board[i] = invalid
	}
	for sq := movegen.Square(0); sq < 64; sq++ {
		g.board[box(sq)] = NoPiece
		if p := s.Board[sq]; p != NoPiece {
			g.put(box(sq), p)
		}
	}
	for _, c := range s.Conditions {
		if x, ok := c.(blocker); ok {
			for _, sq := range x.blockedSquares() {
				if g.board[box(sq)] == NoPiece {
					g.board[box(sq)] = invalid
				}
			}
		}
	}
	g.castling = withKingRights(s.Castling) & g.castlingPossible()
	if s.EnPassant != movegen.NoSquare {
		g.setEnPassant(box(s.EnPassant))
		if s.EnPassantTriple {
			g.epPawn += g.epPawn - g.ep
		}
		if s.EnPassantAway {
			g.epPawn = box(s.EnPassantPawn)
		}
	}
	if g.rules.origins {
		for sq := movegen.Square(0); sq < 64; sq++ {
			if s.Board[sq] != NoPiece {
				g.origin[box(sq)] = int8(sq) + 1
			}
		}
	}
	g.initState()
	g.fillUnderworld(s.Underworld)
	g.openConditions()
	g.rules.orthodox, g.rules.holes = g.playsOrthodox()
	g.hash = g.fullHash()
	return g
}

// attributeRules returns the rules that the attributes of the pieces of s's board add
// to its conditions, which take part in its hooks (but not among its conditions).
func attributeRules(s *Setup) []Condition {
	b := &s.Board
	var patrol, jigger, volage, anda bool
	for _, p := range b {
		anda = anda || p.Has(Anda)
		patrol = patrol || p.Has(Patrol)
		jigger = jigger || p.Has(Jigger)
		volage = volage || p.Has(Volage)
	}
	var out []Condition
	if patrol {
		out = append(out, patrolPieces{})
	}
	if jigger {
		out = append(out, jiggerPieces{})
	}
	if volage {
		out = append(out, volagePieces{})
	}
	if anda {
		out = append(out, andaPieces{})
	}
	if on, named := aliceOn(s); on && !named {
		out = append(out, aliceChess{base{&ConditionSpec{Name: "AliceChess"}}})
	}
	return out
}

// withKingRights returns the rights r with the king's bit of every side that has a
// rook's (movegen's rights imply the king's).
func withKingRights(r uint8) uint8 {
	for c := movegen.White; c <= movegen.Black; c++ {
		if short, long, king, _ := rightBits(c); r&(short|long) != 0 {
			r |= king
		}
	}
	return r
}

// setEnPassant records ep as passed over by the pawn that now stands beyond it.
func (g *Game) setEnPassant(ep int) {
	dir := dirUp
	if rankOf(ep) >= 4 {
		dir = dirDown
	}
	g.ep, g.epPawn = ep, ep+dir
}

// ruler is a condition that sets rules of the game beyond its hooks (GlasgowChess's
// promotion ranks); newRuleSet asks it.
type ruler interface {
	setRules(r *ruleSet)
}

// promotionRules sets the rules of s that change where and whether pawns promote and
// which duplicate moves go.
func (r *ruleSet) promotionRules(s *Setup, present [NumWalks]bool, walks []Walk) {
	r.dedupeAll = dedupesAll(s, present, walks)
	r.promSquares = promotionSquares(s.Conditions)
	if r.glasgow {
		r.promSquares = glasgowRanks
	}
	for _, c := range s.Conditions {
		if x, ok := c.(noPromotion); ok {
			r.noPromotion[0], r.noPromotion[1] = r.noPromotion[0] || x.sides[0], r.noPromotion[1] || x.sides[1]
		}
	}
}

// dedupesAll reports whether Popeye removes the duplicate moves of every piece of s,
// whose walks present are on the board and walks those pawns promote to.
func dedupesAll(s *Setup, present [NumWalks]bool, walks []Walk) bool {
	mayExist := present
	for _, w := range walks {
		mayExist[w] = true
	}
	for w, ok := range mayExist {
		if ok && dedupeWalk(Walk(w)) && Walk(w) != Marguerite {
			return true
		}
	}
	for _, p := range s.Board {
		if p != NoPiece && (p.Has(Bul) || p.Has(Dob) || p.Has(HurdleColourChanging)) {
			return false
		}
	}
	for w, ok := range isAngleHopper {
		if (ok || Walk(w) == Marguerite) && mayExist[w] {
			return true
		}
	}
	return false
}

// isAngleHopper marks the walks that may reach a square over two hurdles.
var isAngleHopper = func() (a [NumWalks]bool) {
	for _, w := range []Walk{Moose, RookMoose, BishopMoose, Eagle, RookEagle, BishopEagle, Sparrow, RookSparrow, BishopSparrow} {
		a[w] = true
	}
	return a
}()

func newRuleSet(s *Setup) *ruleSet {
	r := &ruleSet{castleKing: King, castleRook: Rook, words: s.Words, hooks: newHooks(append(s.Conditions[:len(s.Conditions):len(s.Conditions)], attributeRules(s)...))}
	r.hooks.conditions = s.Conditions
	r.alice, _ = aliceOn(s)
	copy(r.hunters[:], s.Hunters)
	r.takeConditions(s.Conditions)
	var present [NumWalks]bool
	for _, p := range s.Board {
		if p != NoPiece {
			present[p.Walk()] = true
			r.paralysing = r.paralysing || p.Has(Paralysing)
			r.functionaries = r.functionaries || p.Has(Functionary)
			r.magic = r.magic || p.Has(Magic)
			r.hurdleMovers = r.hurdleMovers || p.Has(Bul) || p.Has(Dob)
		}
	}
	var named []Walk
	for _, c := range s.Conditions {
		// A condition's promotees are walks a pawn may promote to (PromOnly).
		if x, ok := c.(interface{ promotees() []Walk }); ok {
			for _, w := range x.promotees() {
				present[w] = true
				named = append(named, w)
			}
		}
	}
	options := promotionOptions(&s.Board, r.chameleonSeq)
	standard := [4]Walk{Queen, Knight, Rook, Bishop}
	for _, c := range s.Conditions {
		if x, ok := c.(standardWalker); ok {
			standard = x.standardWalks(standard)
		}
	}
	r.setCirceRoles(standard)
	r.standard = map[Walk]Walk{King: r.castleKing, Pawn: Pawn, Queen: standard[0], Knight: standard[1], Rook: standard[2], Bishop: standard[3]}
	if r.castleKing == Poseidon {
		r.standard[Pawn] = MarinePawn // UltramarineChess
	}
	walks := withNamedDummy(promotionWalks(present, standard), named)
	r.promotionRules(s, present, walks)
	if r.dynasty || r.noRoyal {
		// The king's walk (UltramarineChess's Poseidon) is the first: Popeye's promotee
		// order.
		walks = append([]Walk{r.castleKing}, walks...)
	}
	r.promotions = r.addPromotions(walks, options)
	r.addImitatorPromotion(s.Conditions)
	r.rebirthPromotions = r.promotions
	if r.imitatorPromo != 0 {
		r.rebirthPromotions = append([]int{r.imitatorPromo - 1}, r.promotions...)
	}
	r.marinePromotions = r.addPromotions(promotionWalks(present, [4]Walk{Sirene, MarineKnight, Triton, Nereide}), options)
	r.addSubstitutes(s.Conditions, present)
	// A rebirth choice leaves a move's promotion five bits (move.go); with more
	// promotions the captures choose nothing and rebirth nothing.
	r.rebirthSquares = r.rebirthSquares && len(r.promos) <= maxChoosingPromos
	r.republicanAlone = republicanAlone(r.hooks)
	r.makeCastles = !r.rebirthSquares && slices.ContainsFunc(s.Conditions, func(c Condition) bool { _, ok := c.(makeTake); return ok })
	r.influences = !r.rebirthSquares && !r.makeCastles && len(r.promotions) > 1 &&
		slices.ContainsFunc(s.Conditions, func(c Condition) bool { _, ok := c.(influencer); return ok })
	r.plainAux = r.makeCastles || r.influences
	if present[Orphan] || present[Friend] {
		// The walks that may exist: those on the board and those a pawn promotes to.
		mayExist := present
		if present[Pawn] || present[BerolinaPawn] || present[Superpawn] || present[BerolinaSuperpawn] ||
			present[ReversePawn] || present[MarinePawn] {
			for _, p := range r.promos {
				mayExist[p.walk] = true
			}
		}
		for w := King; w < NumWalks; w++ {
			if mayExist[w] && w != Dummy && w != Hamster && w != Orphan && w != Friend {
				r.orphanWalks = append(r.orphanWalks, w)
			}
		}
	}
	r.setLines(present)
	// Whether a functionary acts depends on pieces off every line; a move beside a
	// magic piece may change the side of pieces anywhere.
	r.linesKnown = r.linesKnown && !r.functionaries && !r.magic
	r.linesParalysed = r.linesParalysed && !r.functionaries && !r.magic
	r.captureChecks = r.captureChecks && r.linesKnown && r.arrival == nil && orthodoxMaterial(s, r)
	r.groupsRebirths = groupsRebirths(r)
	if r.magic {
		r.movesAlone, r.quietAlone = false, false
	}
	return r
}

// setCirceRoles sets circeRoles from the standard walks in the places of the queen,
// knight, rook and bishop, and the castling king in the king's (takeConditions set it).
func (r *ruleSet) setCirceRoles(standard [4]Walk) {
	for w := range r.circeRoles {
		r.circeRoles[w] = Walk(w)
	}
	orthodox := [5]Walk{Queen, Knight, Rook, Bishop, King}
	std := [5]Walk{standard[0], standard[1], standard[2], standard[3], r.castleKing}
	for i, w := range orthodox {
		if std[i] != w {
			r.circeRoles[w] = Invalid
		}
	}
	for i, w := range std {
		r.circeRoles[w] = orthodox[i]
	}
}

// circeWalk returns the walk a piece of walk w is reborn as on Circe's squares
// (ruleSet.circeRoles).
func (g *Game) circeWalk(w Walk) Walk { return g.rules.circeRoles[w] }

// takeConditions sets the rules of the game that the conditions conds imply beyond their
// hooks: which state the hash keeps, which squares rebirths may choose, which pawns and
// exchanges exist.
func (r *ruleSet) takeConditions(conds []Condition) {
	for _, c := range conds {
		if x, ok := c.(circe); ok && x.lastMove {
			r.pendingHashed, r.firstRankPawns = true, true
		}
		if _, ok := c.(circe); ok {
			r.circeFamily = true
		}
		if x, ok := c.(circe); ok && x.square == cageSquare {
			// Popeye's pawn_get_no_capture_length: they step one, and capture.
			r.firstRankPawns, r.baseRankAttacks = true, true
		}
		if x, ok := c.(circe); ok && x.waitCapture {
			r.waitingHashed = true
		}
		if x, ok := c.(circe); ok && x.promoting {
			r.rebirthPromotes = true
		}
		if promotesRebornCapturer(c) {
			r.rebirthPromotes = true
		}
		if _, ok := c.(royalDynasty); ok {
			r.dynasty = true
		}
		if x, ok := c.(ruler); ok {
			x.setRules(r)
		}
		if x, ok := c.(chameleonSequence); ok {
			r.chameleonSeq = &x.next
		}
		r.rebirthSquares = r.rebirthSquares || choosesRebirth(c)
		if n := c.Spec().Name; n == "MessignyChess" || n == "ExchangeCastling" {
			r.exchanges = true
		}
		if x, ok := c.(circe); ok && x.square == diagramSquare {
			r.origins = true
		}
		if x, ok := c.(antiCirce); ok && x.square == diagramSquare {
			r.origins = true
		}
		if _, ok := c.(backHome); ok {
			r.origins = true
		}
		if x, ok := c.(marsCirce); ok && x.diagram {
			r.origins = true
		}
	}
}

// addImitatorPromotion adds the promotion into an Imitator when the conditions allow it
// (promotesIntoImitators).
func (r *ruleSet) addImitatorPromotion(conds []Condition) {
	if promotesIntoImitators(conds) {
		r.promos = append(r.promos, promotion{walk: NoWalk})
		r.imitatorPromo = len(r.promos)
	}
}

// addSubstitutes adds to the promotion list the walks a condition changes pieces to
// besides promotion (Football's substitutes), each without attributes.
func (r *ruleSet) addSubstitutes(conds []Condition, present [NumWalks]bool) {
	var promoted []Walk
	if present[Pawn] {
		for _, i := range r.promotions {
			promoted = append(promoted, r.promos[i].walk)
		}
	}
	for _, c := range conds {
		x, ok := c.(interface {
			walkChanges(present [NumWalks]bool, promoted []Walk) []Walk
		})
		if !ok {
			continue
		}
		for _, w := range x.walkChanges(present, promoted) {
			r.substitutes[w] = true
			if !slices.Contains(r.promos, promotion{walk: w}) {
				r.promos = append(r.promos, promotion{walk: w})
			}
		}
	}
}

// setLines unites the lines of every walk that may exist: those present, those a pawn
// promotes to, and the chameleon's.
func (r *ruleSet) setLines(present [NumWalks]bool) {
	// Pieces alone decide what a move does, what attacks and what is legal unless a
	// condition changes it (condition.go).
	k := r.hooks.kept()
	if r.hooks.lastMove && (r.hooks.observing || r.hurdleMovers) {
		k &^= keepsMoves | keepsQuietMoves | keepsCaptureChecks // the attack tests read the last move (lastMoveFilter)
	}
	r.movesAlone, r.quietAlone = k&keepsMoves != 0, k&keepsQuietMoves != 0
	r.captureChecks = k&keepsCaptureChecks != 0
	r.lazy, r.lawfulUnchecking = k&keepsChoice != 0, k&keepsLawful != 0
	r.mobile = selectorsKeepMobility(r.hooks.selectors)
	r.quietMobile = !slices.ContainsFunc(r.hooks.selectors, func(x selector) bool {
		_, ok := x.(quietSelector)
		return !ok
	})
	// A paralysing piece changes which pieces attack; a Bul or Dob hopper attacks only
	// when its hurdle can move after the hop, which depends on squares off every line.
	r.linesKnown = !r.paralysing && !r.hurdleMovers && k&keepsObservation != 0
	r.linesParalysed = !r.linesKnown && !r.paralysing && !r.hurdleMovers && r.hooks.paralysisOnly()
	r.materialLines = r.hooks.byMaterial
	r.materialEdges = r.materialLines && r.hooks.edgeObservers()
	add := func(w Walk) {
		g := geometry[w]
		if !g.pathKnown {
			r.linesKnown, r.linesParalysed = false, false
		}
		for i, in := range g.lines {
			r.lines[i] = r.lines[i] || in
		}
	}
	for w := King; w < NumWalks; w++ {
		if present[w] {
			add(w)
		}
	}
	for _, p := range r.promos {
		add(p.walk)
	}
	for _, w := range []Walk{Queen, Knight, Rook, Bishop} {
		add(w)
	}
}

// promotionWalks returns what a pawn promotes to, as Popeye's promotee sequence: the
// four standard walks and every walk present that is neither a pawn nor royal (nor a
// dummy), in Popeye's walk order.
func promotionWalks(present [NumWalks]bool, standard [4]Walk) []Walk {
	var is [NumWalks]bool
	for _, w := range standard {
		is[w] = true
	}
	for w := King + 1; w < NumWalks; w++ {
		if present[w] && !isPawn(w) && !royalWalk(w) && w != Dummy {
			is[w] = true
		}
	}
	var out []Walk
	for w := King; w < NumWalks; w++ {
		if is[w] {
			out = append(out, w)
		}
	}
	return out
}

// withNamedDummy adds the Dummy to walks, in walk order, when a condition names it as a
// promotee ("PromOnly DU"): a dummy on the board is no promotee, a named one is
// (REGRESSIONS/4_85_to_4_87.inp#2: 1.c7-c8=DU).
func withNamedDummy(walks, named []Walk) []Walk {
	if !slices.Contains(named, Dummy) || slices.Contains(walks, Dummy) {
		return walks
	}
	walks = append(walks, Dummy)
	slices.Sort(walks)
	return walks
}

// promoMasks are the attribute sets a promoted piece may take, in Popeye's order
// (pieces/walks/hoppers.c, options_masks).
var promoMasks = [...]uint32{0, Attrs(HurdleColourChanging), Attrs(Bul), Attrs(Dob),
	Attrs(HurdleColourChanging, Bul), Attrs(HurdleColourChanging, Dob)}

// promotionOptions returns the attribute sets each walk may be promoted with. When some
// piece of b has an attribute a promoted hopper may take, those are the sets of the
// pieces of the walk on b (none for the standard walks); otherwise a walk takes none.
// When some piece is a chameleon, a walk of the chameleon sequence (seq, nil for the
// usual one) may also be promoted into a chameleon, with the attributes it takes
// besides (pieces/attributes/chameleon.c: "=RH=c=chcc").
func promotionOptions(b *Board, seq *[NumWalks]Walk) map[Walk][]uint32 {
	mask := Attrs(HurdleColourChanging, Bul, Dob)
	some, chameleons := false, false
	for _, p := range b {
		some = some || p.AttrBits()&mask != 0
		chameleons = chameleons || p.Has(Chameleon)
	}
	out := map[Walk][]uint32{}
	if !some {
		for w := King; w < NumWalks; w++ {
			out[w] = []uint32{0}
		}
	} else {
		out = hopperOptions(b, mask)
	}
	if chameleons {
		for w := King; w < NumWalks; w++ {
			if !inChameleonSequence(w, seq) {
				continue
			}
			for _, m := range out[w] {
				if m&Attrs(Chameleon) == 0 {
					out[w] = append(out[w], m|Attrs(Chameleon))
				}
			}
		}
	}
	return out
}

// inChameleonSequence reports whether a chameleon of walk w changes its walk under the
// sequence seq (nil: the usual one, knight → bishop → rook → queen).
func inChameleonSequence(w Walk, seq *[NumWalks]Walk) bool {
	if seq == nil {
		return chameleonNext(w) != w
	}
	return seq[w] != NoWalk && seq[w] != w
}

// hopperOptions returns the attribute sets of mask each walk of b may be promoted with.
func hopperOptions(b *Board, mask uint32) map[Walk][]uint32 {
	has := map[Walk]map[uint32]bool{}
	add := func(w Walk, m uint32) {
		if has[w] == nil {
			has[w] = map[uint32]bool{}
		}
		has[w][m] = true
	}
	for _, w := range []Walk{King, Queen, Knight, Rook, Bishop} {
		add(w, 0)
	}
	for _, p := range b {
		if p != NoPiece {
			add(p.Walk(), p.AttrBits()&mask)
		}
	}
	out := map[Walk][]uint32{}
	for w, ms := range has {
		for _, m := range promoMasks {
			if ms[m] {
				out[w] = append(out[w], m)
			}
		}
	}
	return out
}

// addPromotions adds every promotion walk with the attribute sets it may take to the
// list and returns their indices in order.
func (r *ruleSet) addPromotions(walks []Walk, options map[Walk][]uint32) []int {
	var out []int
	for _, w := range walks {
		for _, m := range options[w] {
			p := promotion{walk: w, attrs: m}
			i := slices.Index(r.promos, p)
			if i < 0 {
				i = len(r.promos)
				r.promos = append(r.promos, p)
			}
			out = append(out, i)
		}
	}
	return out
}

// Clone returns an independent copy of the game.
func (g *Game) Clone() rules.Game {
	c := *g
	c.hist = append([]undo(nil), g.hist...)
	c.passes = append([]passed(nil), g.passes...)
	c.bufs, c.depth = nil, 0
	c.fx = nil
	c.magicAt, c.magicOld = nil, nil
	c.notes = nil
	c.placements = nil
	g.cloneState(&c)
	return &c
}

// SideToMove returns the side to move.
func (g *Game) SideToMove() movegen.Color { return g.side }

// SetTurn makes c the side to move; the en-passant right survives only for the side
// that may use it.
func (g *Game) SetTurn(c movegen.Color) {
	if g.ep != 0 && g.board[g.epPawn].Belongs(c) && !g.board[g.epPawn].Belongs(c.Other()) {
		g.ep, g.epPawn = 0, 0
	}
	g.side = c
	g.hash = g.fullHash()
}

// King returns the square of c's royal piece, movegen.NoSquare if it has none.
func (g *Game) King(c movegen.Color) movegen.Square {
	if g.royal[c] == 0 {
		return movegen.NoSquare
	}
	return square(g.royal[c])
}

// PieceAt returns the piece on s.
func (g *Game) PieceAt(s movegen.Square) Piece {
	if p := g.board[box(s)]; p != invalid {
		return p
	}
	return NoPiece
}

// Hash returns the position's Zobrist hash.
func (g *Game) Hash() uint64 { return g.hash }

// castlingPossible returns the castling rights whose pieces stand on their squares,
// each on its own: the king's bit for a king (the side's royal piece, any king where no
// piece is royal) on e1/e8, a rook's for a rook in its corner.
func (g *Game) castlingPossible() uint8 {
	var r uint8
	for _, c := range movegen.CastlingHomes {
		k, rk := g.board[box(c.King)], g.board[box(c.Rook)]
		if k.Walk() == g.rules.castleKing && k.Belongs(c.Color) && (g.royal[c.Color] == box(c.King) || g.rules.noRoyal) {
			r |= KingCastling(c.Color)
		}
		if rk.Walk() == g.rules.castleRook && rk.Belongs(c.Color) {
			r |= c.Right
		}
	}
	return r
}

var _ rules.Game = (*Game)(nil)

// HasNonKing reports whether c has a piece whose walk is not the king's (a neutral
// piece counts for both sides), for Option KeepMatingPiece (rules.Material).
func (g *Game) HasNonKing(c movegen.Color) bool {
	for w, n := range g.counts[c] {
		if n > 0 && Walk(w) != King {
			return true
		}
	}
	return false
}

var _ rules.Material = (*Game)(nil)

// selectorsKeepMobility reports whether no selector of the game takes the last legal
// move from a side (each keeps mobility): only a selector takes legal moves away, so
// what the other conditions keep does not matter to mobility.
func selectorsKeepMobility(selectors []selector) bool {
	for _, x := range selectors {
		if kx, ok := x.(keeper); !ok || kx.keeps()&keepsMobility == 0 {
			return false
		}
	}
	return true
}

// orthodoxMaterial reports whether every piece of s is a king, queen, rook, bishop,
// knight or pawn without attributes and the pawns promote to such walks only (r's
// promotions; the marine pawns' are none of s's): pieces that attack along free lines
// only, so that a piece put on a square never gives them an attack
// (ruleSet.captureChecks).
func orthodoxMaterial(s *Setup, r *ruleSet) bool {
	for _, p := range s.Board {
		if p != NoPiece && (!orthodoxWalk(p.Walk()) || p.AttrBits() != 0 || p.Neutral()) {
			return false
		}
	}
	for _, i := range r.promotions {
		if p := r.promos[i]; !orthodoxWalk(p.walk) || p.attrs != 0 {
			return false
		}
	}
	return r.imitatorPromo == 0
}

// orthodoxWalk reports whether w is one of the six walks of orthodox chess.
func orthodoxWalk(w Walk) bool {
	switch w {
	case King, Queen, Rook, Bishop, Knight, Pawn:
		return true
	}
	return false
}
