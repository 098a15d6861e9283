package fairy

import "sync"

// The piece model: every walk is a list of movement components, each a kind of movement
// (leap, ride, hop, …) along a set of vectors. Generation, the test whether a piece
// attacks a square and the description in hover all read this table; a new piece of an
// existing kind is one line here.

// compKind is a kind of movement.
type compKind uint8

const (
	kLeap              compKind = iota // one step along a vector, to an empty square or a capture
	kRide                              // steps along a vector over empty squares; captures the first piece
	kHop                               // rides to the first piece (the hurdle) and lands n squares beyond it, the squares between empty (grasshopper, g2, g3)
	kLeapHop                           // leaps over an adjacent hurdle to the square beyond (kinghopper, knighthopper)
	kContraHop                         // starts next to the hurdle and rides on beyond it (contragrasshopper)
	kLion                              // rides over exactly one hurdle and on to any square beyond it
	kChinese                           // moves as a rider; captures by hopping over one hurdle to the first piece beyond it (pao, vao, leo, nao)
	kChineseLeap                       // moves as a leaper; captures by leaping twice over an adjacent hurdle (kao)
	kLocust                            // captures only, by riding to an enemy piece and landing right behind it (locusts)
	kMarineRide                        // moves as a rider; captures as a locust (sirene, triton, nereide)
	kMarineLeap                        // moves as a leaper; captures by leaping over the enemy piece to the square beyond (marine knight, poseidon)
	kKangaroo                          // hops over two hurdles, landing right behind the second
	kKangarooLion                      // hops over two hurdles to any square beyond the second
	kDoubleHop                         // two grasshopper hops in any directions (double grasshopper)
	kBouncer                           // moves along a line to a piece or the edge and back, as far again (bouncers)
	kEdgehog                           // rides, but only from the edge into the board or back
	kMao                               // a knight's leap through the orthogonally adjacent square, which must be empty
	kMoa                               // a knight's leap through the diagonally adjacent square
	kMaoRider                          // a mao's leaps repeated along a line
	kMoaRider                          // a moa's leaps repeated
	kRose                              // knight's leaps turning along an octagon
	kSpiral                            // zigzag of two vectors, alternately (spiral springers)
	kRadial                            // leaps over an adjacent enemy piece radially (radial knight)
	kEquihopper                        // hops over a hurdle to the square as far beyond it as it stands from the hurdle
	kOrix                              // an equihopper on queen lines with an empty line on both sides
	kPawn                              // the pawn's steps and captures
	kBerolina                          // steps diagonally, captures straight ahead
	kMarinePawn                        // steps as a pawn, captures diagonally as a locust
	kChinesePawn                       // steps one forward, and sideways too across the middle line
	kSuperpawn                         // rides straight forward, captures along the forward diagonals
	kBerolinaSuper                     // rides along the forward diagonals, captures straight forward
	kReversePawn                       // a pawn moving backwards
	kOrphan                            // moves like the enemy pieces that attack it (orphan)
	kFriend                            // moves like its own pieces that guard it (friend)
	kTreehopper                        // over an adjacent-by-radius hurdle to any square at that radius from it (treehoppers, radial_hoppers.go)
	kLeafhopper                        // with a hurdle at some radius, to any other square at that radius (leafhoppers, radial_hoppers.go)
	kAngleHop                          // hops along a line over the first piece and lands one step beyond it, turned by n·45° either way (moose, eagle, sparrow), or a knight's leap beyond it (scarabeus; angle_hoppers.go)
	kMultiLion                         // rides along a line over n pieces to any square beyond the last (bob; angle_hoppers.go)
	kPawnStep                          // the pawn's steps without its captures (gryphon)
	kPawnCapture                       // the pawn's captures without its steps (ship)
	kNonstopEqui                       // hops over any piece to the square symmetric through it, whatever stands between (nonstop equihopper; n = 1: along queen lines, nonstop orix; nonstop.go)
	kQuerquisite                       // moves as the piece whose game-array file it stands on (querquisite.go)
	kPathLion                          // over exactly one piece on its path to a landing square beyond (maorider, moarider and rose lions, path_lions.go)
	kRoseHop                           // along a rose's octagon to the first piece and over it to the next square (rose hopper, roses.go)
	kRoseLocust                        // captures the first piece on a rose's octagon, landing on the next square (rose locust)
	kRao                               // moves as a rose; captures over the first piece on the octagon to the next (rao)
	kMarinePawnCapture                 // a marine pawn's captures without its steps, from any rank (marine ship)
	kArgentine                         // captures as a rider; moves without capturing over exactly one piece to the squares beyond (senora, faro, loco; argentine.go)
	kMaoHop                            // a knight's leap over its occupied passing square (maohopper; n = 1: the moa's, moahopper)
	kHamster                           // rides to the square before the first piece, without capturing (hamster; n = 1: contrahamster, hamsters.go)
	kUbiUbi                            // any number of knight's leaps over empty squares (ubiubi.go)
	kEquistopper                       // stops midway to the first piece on a queen line, captures a piece midway between it and the next (equistopper.go)
	kReflect                           // rides as a bishop, turning by a right angle at the edge up to n times (reflecting.go)
	kHunter                            // moves as the problem's hunter n: by one walk away from its first rank, by another towards it (hunters.go)
	kEagleEqui                         // an equihopper turning by 90° at the hurdle (eagle equihopper; n = 1: nonstop, eagle_equihoppers.go)
	kBouncy                            // knight's leaps going on from empty edge squares, up to n times (bouncy knight; n = 0: rides, bouncy nightrider; bouncy.go)
	kSkylla                            // steps to the square beside the adjacent one along a vector, turned by 45°, capturing on that adjacent square as a locust (skylla, charybdis; skylla.go)
	kNonstopStopper                    // moves to the square midway to any piece an even number of files and ranks away (nonstop equistopper, equistopper.go)
	kCAT                               // a knight's leap, then on as a dabbabarider along its longer leg (CAT, cat_cardinal.go)
	kCardinal                          // rides as a bishop and goes on once from beside the square off the board (cardinal, cat_cardinal.go)
)

// comp is one movement component of a walk: a kind along a set of vectors; n is the
// grasshopper's distance from hurdle to landing square (kHop).
type comp struct {
	kind compKind
	vs   *vecSet
	n    int
	// zigzags are the (zig, zag) vector pairs of a spiral springer's lines.
	zigzags [][2]int
	// paths are the paths of the kinds that follow fixed squares (paths.go).
	paths *pathGeometry
	// ranges are the vector sets of equal length of the radial kinds (radial_hoppers.go).
	ranges [][]int
	// only restricts the component to its moves without capture (quietOnly) or to its
	// captures (capturesOnly): the saltador's halves; 0 for both.
	only int
	// dir restricts the component to moves up the board (1) or down it (-1), whatever
	// the side: a hunter's halves (hunters.go); 0 for any direction.
	dir int
}

// The vector sets of the model, made by buildVecSets with the model (on first use).
var (
	setRook     *vecSet
	setBishop   *vecSet
	setQueen    *vecSet
	setKnight   *vecSet
	setZebra    *vecSet
	setCamel    *vecSet
	setGiraffe  *vecSet
	setAntelope *vecSet
	setBuceph   *vecSet
	setDabbaba  *vecSet
	setAlfil    *vecSet
	setRoot50   *vecSet
	setLeap37   *vecSet
	setLeap16   *vecSet
	setLeap24   *vecSet
	setLeap35   *vecSet
	setLeap15   *vecSet
	setLeap25   *vecSet
	setLeap36   *vecSet
	setOkapi    *vecSet
	setBison    *vecSet
	setSquirrel *vecSet
	setElephant *vecSet
)

// buildVecSets makes the vector sets of the model.
func buildVecSets() {
	setRook = newVecSet(rookVecs)
	setBishop = newVecSet(bishopVecs)
	setQueen = newVecSet(queenVecs)
	setKnight = newVecSet(knightVecs)
	setZebra = newVecSet(zebraVecs)
	setCamel = newVecSet(camelVecs)
	setGiraffe = newVecSet(giraffeVecs)
	setAntelope = newVecSet(antelopeVecs)
	setBuceph = newVecSet(bucephaleV)
	setDabbaba = newVecSet(dabbabaVecs)
	setAlfil = newVecSet(alfilVecs)
	setRoot50 = newVecSet(root50Vecs)
	setLeap37 = newVecSet(leap37Vecs)
	setLeap16 = newVecSet(leap16Vecs)
	setLeap24 = newVecSet(leap24Vecs)
	setLeap35 = newVecSet(leap35Vecs)
	setLeap15 = newVecSet(leap15Vecs)
	setLeap25 = newVecSet(leap25Vecs)
	setLeap36 = newVecSet(leap36Vecs)
	setOkapi = newVecSet(okapiVecs)
	setBison = newVecSet(bisonVecs)
	setSquirrel = newVecSet(squirrelVecs)
	setElephant = newVecSet(elephantVecs)
}

func leap(s *vecSet) comp { return comp{kind: kLeap, vs: s} }
func ride(s *vecSet) comp { return comp{kind: kRide, vs: s} }
func hop(s *vecSet) comp  { return comp{kind: kHop, vs: s, n: 1} }
func kind(k compKind, s *vecSet) comp {
	return comp{kind: k, vs: s}
}

// The tables made from the model (model, geometry, landsOnTarget) are built on first
// use, by loadTables, so that a process that plays no fairy chess (an orthodox solve, the
// language server on orthodox files) does not pay for them at start-up. New and the
// exported functions that read them without a Game call loadTables.
var (
	tablesOnce sync.Once
	// model lists the components of every walk the engine plays; a walk without an
	// entry (or with none listed) is one the engine does not know, and Supported says so.
	model [NumWalks][]comp
	// geometry is the geometry of every walk, from the model.
	geometry [NumWalks]*walkGeometry
	// landsOnTarget tells the walks whose captures land on the captured piece's square.
	landsOnTarget [NumWalks]bool
)

// loadTables builds the model's tables once.
func loadTables() {
	tablesOnce.Do(func() {
		buildVecSets()
		model = buildModel()
		geometry = buildGeometry()
		landsOnTarget = buildLandsOnTarget()
	})
}

// buildModel lists the components of every walk.
func buildModel() (m [NumWalks][]comp) {
	modelFirstWalks(&m)
	modelLaterWalks(&m)
	return m
}

// modelFirstWalks lists the components of the walks up to the double grasshopper.
func modelFirstWalks(m *[NumWalks][]comp) {
	m[King] = []comp{leap(setQueen)}
	m[Pawn] = []comp{kind(kPawn, nil)}
	m[Queen] = []comp{ride(setQueen)}
	m[Knight] = []comp{leap(setKnight)}
	m[Rook] = []comp{ride(setRook)}
	m[Bishop] = []comp{ride(setBishop)}
	m[Leo] = []comp{kind(kChinese, setQueen)}
	m[Mao] = []comp{kind(kMao, setKnight)}
	m[Pao] = []comp{kind(kChinese, setRook)}
	m[Vao] = []comp{kind(kChinese, setBishop)}
	m[Rose] = []comp{kind(kRose, setKnight)}
	m[Grasshopper] = []comp{hop(setQueen)}
	m[Nightrider] = []comp{ride(setKnight)}
	m[Zebra] = []comp{leap(setZebra)}
	m[Camel] = []comp{leap(setCamel)}
	m[Giraffe] = []comp{leap(setGiraffe)}
	m[RootFiftyLeaper] = []comp{leap(setRoot50)}
	m[Bucephale] = []comp{leap(setBuceph)}
	m[Wazir] = []comp{leap(setRook)}
	m[Alfil] = []comp{leap(setAlfil)}
	m[Fers] = []comp{leap(setBishop)}
	m[Dabbaba] = []comp{leap(setDabbaba)}
	m[Lion] = []comp{kind(kLion, setQueen)}
	m[Locust] = []comp{kind(kLocust, setQueen)}
	m[BerolinaPawn] = []comp{kind(kBerolina, nil)}
	m[Amazon] = []comp{ride(setQueen), leap(setKnight)}
	m[Empress] = []comp{ride(setRook), leap(setKnight)}
	m[Princess] = []comp{ride(setBishop), leap(setKnight)}
	m[Gnu] = []comp{leap(setCamel), leap(setKnight)}
	m[Antelope] = []comp{leap(setAntelope)}
	m[Squirrel] = []comp{leap(setSquirrel), leap(setKnight)}
	m[Waran] = []comp{ride(setKnight), ride(setRook)}
	m[Dragon] = []comp{kind(kPawn, nil), leap(setKnight)}
	m[Kangaroo] = []comp{kind(kKangaroo, setQueen)}
	m[SpiralSpringer] = []comp{spiral(spiralSpringer)}
	m[NightriderHopper] = []comp{hop(setKnight)}
	m[Camelrider] = []comp{ride(setCamel)}
	m[Zebrarider] = []comp{ride(setZebra)}
	m[Gnurider] = []comp{ride(setCamel), ride(setKnight)}
	m[CamelriderHopper] = []comp{hop(setCamel)}
	m[ZebrariderHopper] = []comp{hop(setZebra)}
	m[GnuriderHopper] = []comp{hop(setCamel), hop(setKnight)}
	m[DiagonalSpiralSpringer] = []comp{spiral(diagonalSpiralSpringer)}
	m[Equihopper] = []comp{kind(kEquihopper, setQueen)}
	m[Superpawn] = []comp{kind(kSuperpawn, nil)}
	m[BerolinaSuperpawn] = []comp{kind(kBerolinaSuper, nil)}
	m[RookLion] = []comp{kind(kLion, setRook)}
	m[BishopLion] = []comp{kind(kLion, setBishop)}
	m[Sirene] = []comp{kind(kMarineRide, setQueen)}
	m[Triton] = []comp{kind(kMarineRide, setRook)}
	m[Nereide] = []comp{kind(kMarineRide, setBishop)}
	m[Orphan] = []comp{kind(kOrphan, nil)}
	m[Edgehog] = []comp{kind(kEdgehog, setQueen)}
	m[Moa] = []comp{kind(kMoa, setKnight)}
	m[Maorider] = []comp{kind(kMaoRider, setKnight)}
	m[Moarider] = []comp{kind(kMoaRider, setKnight)}
	m[Rookhopper] = []comp{hop(setRook)}
	m[Bishophopper] = []comp{hop(setBishop)}
	m[Erlking] = []comp{leap(setQueen)}
	m[Contragrasshopper] = []comp{kind(kContraHop, setQueen)}
	m[Okapi] = []comp{leap(setOkapi)}
	m[Leaper37] = []comp{leap(setLeap37)}
	m[Grasshopper2] = []comp{{kind: kHop, vs: setQueen, n: 2}}
	m[Grasshopper3] = []comp{{kind: kHop, vs: setQueen, n: 3}}
	m[Leaper16] = []comp{leap(setLeap16)}
	m[Leaper24] = []comp{leap(setLeap24)}
	m[Leaper35] = []comp{leap(setLeap35)}
	m[DoubleGrasshopper] = []comp{kind(kDoubleHop, setQueen)}
}

// modelLaterWalks lists the components of the walks from the kinghopper on.
func modelLaterWalks(m *[NumWalks][]comp) {
	m[Kinghopper] = []comp{kind(kLeapHop, setQueen)}
	m[Orix] = []comp{kind(kOrix, setQueen)}
	m[Leaper15] = []comp{leap(setLeap15)}
	m[Leaper25] = []comp{leap(setLeap25)}
	m[Gral] = []comp{leap(setAlfil), hop(setRook)}
	m[RookLocust] = []comp{kind(kLocust, setRook)}
	m[BishopLocust] = []comp{kind(kLocust, setBishop)}
	m[NightriderLocust] = []comp{kind(kLocust, setKnight)}
	m[Wazirrider] = []comp{ride(setRook)}
	m[Fersrider] = []comp{ride(setBishop)}
	m[Bison] = []comp{leap(setBison)}
	m[Elephant] = []comp{ride(setElephant)}
	m[Nao] = []comp{kind(kChinese, setKnight)}
	m[Scorpion] = []comp{leap(setQueen), hop(setQueen)}
	m[Leaper36] = []comp{leap(setLeap36)}
	m[NightriderLion] = []comp{kind(kLion, setKnight)}
	m[Friend] = []comp{kind(kFriend, nil)}
	m[Dolphin] = []comp{kind(kKangaroo, setQueen), hop(setQueen)}
	m[Bouncer] = []comp{kind(kBouncer, setQueen)}
	m[RookBouncer] = []comp{kind(kBouncer, setRook)}
	m[BishopBouncer] = []comp{kind(kBouncer, setBishop)}
	m[ChinesePawn] = []comp{kind(kChinesePawn, nil)}
	m[RadialKnight] = []comp{kind(kRadial, nil)}
	m[ReversePawn] = []comp{kind(kReversePawn, nil)}
	m[Zebu] = []comp{leap(setCamel), leap(setGiraffe)}
	m[SpiralSpringer20] = []comp{spiral(spiralSpringer20)}
	m[SpiralSpringer40] = []comp{spiral(spiralSpringer40)}
	m[SpiralSpringer11] = []comp{spiral(spiralSpringer11)}
	m[SpiralSpringer33] = []comp{spiral(spiralSpringer33)}
	m[DoubleRookhopper] = []comp{kind(kDoubleHop, setRook)}
	m[DoubleBishopper] = []comp{kind(kDoubleHop, setBishop)}
	m[KangarooLion] = []comp{kind(kKangarooLion, setQueen)}
	m[Kao] = []comp{kind(kChineseLeap, setKnight)}
	m[Knighthopper] = []comp{kind(kLeapHop, setKnight)}
	m[MarineKnight] = []comp{kind(kMarineLeap, setKnight)}
	m[Poseidon] = []comp{kind(kMarineLeap, setQueen)}
	m[MarinePawn] = []comp{kind(kMarinePawn, nil)}
	m[Quintessence] = []comp{spiral(quintessencePairs)}
	m[Boyscout] = []comp{spiral(boyscoutPairs)}
	m[Girlscout] = []comp{spiral(girlscoutPairs)}
	m[Sting] = []comp{hop(setQueen), leap(setQueen)}
	m[RookHunter] = []comp{{kind: kRide, vs: setBishop, dir: -1}, {kind: kRide, vs: setRook, dir: 1}}
	m[BishopHunter] = []comp{{kind: kRide, vs: setRook, dir: -1}, {kind: kRide, vs: setBishop, dir: 1}}
	m[Moose] = []comp{{kind: kAngleHop, vs: setQueen, n: 1}}
	m[Eagle] = []comp{{kind: kAngleHop, vs: setQueen, n: 2}}
	m[Sparrow] = []comp{{kind: kAngleHop, vs: setQueen, n: 3}}
	m[RookMoose] = []comp{{kind: kAngleHop, vs: setRook, n: 1}}
	m[RookEagle] = []comp{{kind: kAngleHop, vs: setRook, n: 2}}
	m[RookSparrow] = []comp{{kind: kAngleHop, vs: setRook, n: 3}}
	m[BishopMoose] = []comp{{kind: kAngleHop, vs: setBishop, n: 1}}
	m[BishopEagle] = []comp{{kind: kAngleHop, vs: setBishop, n: 2}}
	m[BishopSparrow] = []comp{{kind: kAngleHop, vs: setBishop, n: 3}}
	m[Rabbit] = []comp{kind(kKangarooLion, setQueen)}
	m[Bob] = []comp{{kind: kMultiLion, vs: setQueen, n: 4}}
	m[Querquisite] = []comp{kind(kQuerquisite, nil)}
	m[Gryphon] = []comp{kind(kPawnStep, nil), ride(setBishop)}
	m[Ship] = []comp{kind(kPawnCapture, nil), ride(setRook)}
	m[NonstopEquihopper] = []comp{kind(kNonstopEqui, nil)}
	m[NonstopOrix] = []comp{{kind: kNonstopEqui, n: 1}}
	m[MaoriderLion] = []comp{{kind: kPathLion, paths: newPathGeometry(maoRiderPaths(false))}}
	m[MoariderLion] = []comp{{kind: kPathLion, paths: newPathGeometry(maoRiderPaths(true))}}
	m[RoseLion] = []comp{{kind: kPathLion, paths: newPathGeometry(rosePaths())}}
	m[Treehopper] = []comp{{kind: kTreehopper, ranges: queenRadialRanges}}
	m[GreaterTreehopper] = []comp{{kind: kTreehopper, ranges: radialRanges}}
	m[Leafhopper] = []comp{{kind: kLeafhopper, ranges: queenRadialRanges}}
	m[GreaterLeafhopper] = []comp{{kind: kLeafhopper, ranges: radialRanges}}
	m[RoseHopper] = []comp{kind(kRoseHop, setKnight)}
	m[RoseLocust] = []comp{kind(kRoseLocust, setKnight)}
	m[Rao] = []comp{kind(kRao, setKnight)}
	m[MarineShip] = []comp{kind(kMarineRide, setRook), kind(kMarinePawnCapture, nil)}
	m[Senora] = []comp{kind(kArgentine, setQueen)}
	m[Faro] = []comp{kind(kArgentine, setRook)}
	m[Loco] = []comp{kind(kArgentine, setBishop)}
	m[Maohopper] = []comp{kind(kMaoHop, setKnight)}
	m[Hamster] = []comp{kind(kHamster, setQueen)}
	m[Contrahamster] = []comp{{kind: kHamster, vs: setQueen, n: 1}}
	m[Marguerite] = []comp{{kind: kAngleHop, vs: setQueen, n: 1}, {kind: kAngleHop, vs: setQueen, n: 2},
		{kind: kAngleHop, vs: setQueen, n: 3}, hop(setQueen), kind(kHamster, setQueen)}
	m[Moahopper] = []comp{{kind: kMaoHop, vs: setKnight, n: 1}}
	m[Scarabeus] = []comp{{kind: kAngleHop, vs: setQueen, n: angleScarabeus}}
	m[Saltador] = []comp{{kind: kMaoHop, vs: setKnight, only: quietOnly}, {kind: kMaoHop, vs: setKnight, n: 1, only: quietOnly},
		{kind: kMao, vs: setKnight, only: capturesOnly}, {kind: kMoa, vs: setKnight, only: capturesOnly}}
	modelSpecialWalks(m)
	for w := range m {
		for i := range m[w] {
			k := &m[w][i]
			switch k.kind {
			case kRose:
				k.paths = newPathGeometry(rosePaths())
			case kSpiral:
				k.paths = newPathGeometry(zigzagPaths(k.zigzags))
			case kMaoRider, kMoaRider:
				k.paths = newPathGeometry(maoRiderPaths(k.kind == kMoaRider))
			}
		}
	}
}

// modelSpecialWalks lists the walks of a kind of their own: the UbiUbi, the reflecting
// bishops, the equistoppers, the eagle equihoppers, the bouncy pieces, skylla and
// charybdis, the CAT and the cardinal, and the problem's hunters.
func modelSpecialWalks(m *[NumWalks][]comp) {
	m[UbiUbi] = []comp{kind(kUbiUbi, nil)}
	m[ReflectingBishop] = []comp{{kind: kReflect, n: 4}}
	m[Archbishop] = []comp{{kind: kReflect, n: 1}}
	m[EquiEnglish] = []comp{kind(kEquistopper, nil)}
	m[EquiFrench] = []comp{kind(kNonstopStopper, nil)}
	m[Skylla] = []comp{kind(kSkylla, setRook)}
	m[CAT] = []comp{kind(kCAT, nil)}
	m[Cardinal] = []comp{kind(kCardinal, nil)}
	m[Charybdis] = []comp{kind(kSkylla, setBishop)}
	m[EagleEquihopper] = []comp{kind(kEagleEqui, nil)}
	m[BouncyKnight] = []comp{{kind: kBouncy, n: 2}}
	m[BouncyNightrider] = []comp{{kind: kBouncy}}
	m[EagleNonstopEquihopper] = []comp{{kind: kEagleEqui, n: 1}}
	for i := 0; i < NumHunters; i++ {
		m[Hunter0+Walk(i)] = []comp{{kind: kHunter, n: i}}
	}
}

// Supported reports whether the engine plays walk w. The orthodox walks answer without
// the model's tables, so that loading an orthodox problem does not build them.
func Supported(w Walk) bool {
	if w >= King && w <= Bishop {
		return true
	}
	loadTables()
	return w < NumWalks && (len(model[w]) > 0 || w == Dummy)
}

// isPawn reports whether w promotes on the last rank (Popeye's is_pawn).
func isPawn(w Walk) bool {
	switch w {
	case Pawn, BerolinaPawn, BerolinaSuperpawn, Superpawn, ReversePawn, MarinePawn:
		return true
	}
	return false
}

// pv returns Popeye's vector number i (1-based; 17–24 repeat the knight's 9–16).
func pv(i int) int { return vectors[i-1] }

// spiral returns a zigzag component of the pairs of Popeye's vector numbers.
func spiral(pairs [][2]int) comp {
	c := comp{kind: kSpiral}
	for _, p := range pairs {
		c.zigzags = append(c.zigzags, [2]int{pv(p[0]), pv(p[1])})
	}
	return c
}

// mirrorIndex is Popeye's vec_index_mirror: the index of the opposite vector in the
// range start…end.
func mirrorIndex(start, end, i int) int {
	n := end - start + 1
	return start + (i-start+n/2)%n
}

// The zigzag pairs of the spiral springers (pieces/walks/spiral_springers.c), as
// Popeye's vector numbers.
var (
	spiralSpringer = func() (out [][2]int) {
		for k := 9; k <= 16; k++ {
			out = append(out, [2]int{k, 25 - k}, [2]int{k, mirrorIndex(9, 16, 25-k)})
		}
		return out
	}()
	diagonalSpiralSpringer = func() (out [][2]int) {
		for k := 9; k <= 16; k += 2 {
			out = append(out, [2]int{k, k + 1}, [2]int{k, mirrorIndex(9, 16, k+1)},
				[2]int{k + 1, k}, [2]int{k + 1, mirrorIndex(9, 16, k)})
		}
		return out
	}()
	// The quintessence zigzags by two knight's leaps at right angles, each knight vector
	// k with k+2 (pieces/walks/spiral_springers.c, quintessence_generate_moves).
	quintessencePairs = func() (out [][2]int) {
		for k := 9; k <= 16; k++ {
			out = append(out, [2]int{k, k + 2}, [2]int{k + 2, k})
		}
		return out
	}()
	spiralSpringer40 = knightZigzags(7)
	spiralSpringer20 = knightZigzags(3)
	spiralSpringer33 = knightZigzags(1)
	spiralSpringer11 = knightZigzags(5)
	boyscoutPairs    = func() (out [][2]int) {
		for k := 5; k <= 8; k++ {
			out = append(out, [2]int{k, 13 - k}, [2]int{k, mirrorIndex(5, 8, 13-k)})
		}
		return out
	}()
	girlscoutPairs = func() (out [][2]int) {
		for k := 4; k >= 1; k-- {
			out = append(out, [2]int{k, 5 - k}, [2]int{k, mirrorIndex(1, 4, 5-k)})
		}
		return out
	}()
)

// knightZigzags pairs every other knight vector k with k+d, both ways.
func knightZigzags(d int) (out [][2]int) {
	for k := 9; k <= 16; k += 2 {
		out = append(out, [2]int{k, k + d}, [2]int{k + d, k})
	}
	return out
}

// IsPawn reports whether w promotes on the last rank (Popeye's is_pawn).
func IsPawn(w Walk) bool { return isPawn(w) }
