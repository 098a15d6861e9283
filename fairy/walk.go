package fairy

// Walk is how a piece moves: the kinds of Popeye's pieces, numbered as Popeye numbers them
// (pieces/pieces.h), so that the parser's piece tables (which list the names of each
// language in that order from King on) index them: a name at index i of the parser's
// tables is Walk(i+2).
type Walk uint8

// The walks, in Popeye's order. NoWalk is an empty square; Invalid marks the squares
// around the board.
const (
	NoWalk Walk = iota
	Invalid
	King
	Pawn
	Queen
	Knight
	Rook
	Bishop
	Leo
	Mao
	Pao
	Vao
	Rose
	Grasshopper
	Nightrider
	Zebra
	Camel
	Giraffe
	RootFiftyLeaper
	Bucephale
	Wazir
	Alfil
	Fers
	Dabbaba
	Lion
	NonstopEquihopper
	Locust
	BerolinaPawn
	Amazon
	Empress
	Princess
	Gnu
	Antelope
	Squirrel
	Waran
	Dragon
	Kangaroo
	SpiralSpringer
	UbiUbi
	Hamster
	Moose
	Eagle
	Sparrow
	Archbishop
	ReflectingBishop
	Cardinal
	NightriderHopper
	Dummy
	Camelrider
	Zebrarider
	Gnurider
	CamelriderHopper
	ZebrariderHopper
	GnuriderHopper
	DiagonalSpiralSpringer
	BouncyKnight
	Equihopper
	CAT
	BerolinaSuperpawn
	Superpawn
	RookLion
	BishopLion
	Sirene
	Triton
	Nereide
	Orphan
	Edgehog
	Moa
	RookHunter
	BishopHunter
	Maorider
	Moarider
	Rookhopper
	Bishophopper
	Erlking
	Boyscout
	Girlscout
	Skylla
	Charybdis
	Contragrasshopper
	RoseLion
	RoseHopper
	Okapi
	Leaper37
	Grasshopper2
	Grasshopper3
	Leaper16
	Leaper24
	Leaper35
	DoubleGrasshopper
	Kinghopper
	Orix
	Leaper15
	Leaper25
	Gral
	RookLocust
	BishopLocust
	NightriderLocust
	Wazirrider
	Fersrider
	Bison
	Elephant
	Nao
	RookMoose
	RookEagle
	RookSparrow
	BishopMoose
	BishopEagle
	BishopSparrow
	Rao
	Scorpion
	Marguerite
	Leaper36
	NightriderLion
	MaoriderLion
	MoariderLion
	Friend
	Dolphin
	Rabbit
	Bob
	EquiEnglish
	EquiFrench
	Querquisite
	Bouncer
	RookBouncer
	BishopBouncer
	ChinesePawn
	RadialKnight
	ReversePawn
	RoseLocust
	Zebu
	BouncyNightrider
	SpiralSpringer20
	SpiralSpringer40
	SpiralSpringer11
	SpiralSpringer33
	Quintessence
	DoubleRookhopper
	DoubleBishopper
	NonstopOrix
	Treehopper
	Leafhopper
	GreaterTreehopper
	GreaterLeafhopper
	KangarooLion
	Kao
	Knighthopper
	Ship
	Gryphon
	MarineKnight
	Poseidon
	MarinePawn
	MarineShip
	Sting
	Senora
	Faro
	Loco
	Saltador
	Maohopper
	Moahopper
	Contrahamster
	EagleEquihopper
	EagleNonstopEquihopper
	Scarabeus
	// Hunter0 is the first of the walks a problem defines as hunters ("S/B": away from
	// its side's first rank as a knight, towards it as a bishop; Setup.Hunters), which
	// the parser names by their parts; Popeye numbers them after its other walks too.
	Hunter0
	// NumWalks is the number of walks: those the parser names and the hunters.
	NumWalks = Hunter0 + NumHunters
)

// NumHunters is the number of hunter walks a problem may define (Popeye's
// max_nr_hunter_walks).
const NumHunters = 10
