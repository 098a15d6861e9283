package parser

import (
	"strings"
	"sync"
)

// This file holds Popeye's keyword tables in French, German and English, in Popeye's
// order (output/plaintext/language_dependant.c and input/plaintext/goal.c of Popeye 4.x).
// The order matters: Popeye resolves an abbreviation to the first keyword it prefixes and
// calls it ambiguous only if a later keyword matches too (see lookup).

// commandTable lists the commands of one language and what they are. It merges Popeye's
// separate tables; tableGroup records which one each comes from, because Popeye looks a
// word up in the diagram table first and in the others only when that finds nothing.
type commandEntry struct {
	name  string
	kind  CommandKind
	group tableGroup
}

type tableGroup int

const (
	groupInitialTwin tableGroup = iota // the diagram's commands
	groupProblem                       // EndProblem, NextProblem
	groupEndTwin                       // Twin, ZeroPosition
)

var beginKeywords = [...]string{English: "beginproblem", German: "AnfangProblem", French: "DebutProbleme"}

// languagesInPopeyeOrder is the order in which Popeye tries the languages for the first
// token (French, German, English).
var languagesInPopeyeOrder = [...]Language{French, German, English}

var commandTables = [...][]commandEntry{
	French: {
		{"remarque", CmdRemark, groupInitialTwin},
		{"senonce", CmdSStipulation, groupInitialTwin},
		{"auteur", CmdAuthor, groupInitialTwin},
		{"source", CmdOrigin, groupInitialTwin},
		{"pieces", CmdPieces, groupInitialTwin},
		{"condition", CmdCondition, groupInitialTwin},
		{"option", CmdOption, groupInitialTwin},
		{"enonce", CmdStipulation, groupInitialTwin},
		{"protocol", CmdProtocol, groupInitialTwin},
		{"titre", CmdTitle, groupInitialTwin},
		{"LaTeX", CmdLaTeX, groupInitialTwin},
		{"PiecesLaTeX", CmdLaTeXPieces, groupInitialTwin},
		{"prix", CmdAward, groupInitialTwin},
		{"PositionInitialePartie", CmdInitialGameArray, groupInitialTwin},
		{"Forsyth", CmdForsyth, groupInitialTwin},
		{"FinProbleme", CmdEndProblem, groupProblem},
		{"asuivre", CmdNextProblem, groupProblem},
		{"jumeau", CmdTwin, groupEndTwin},
		{"zeroposition", CmdZeroPosition, groupEndTwin},
	},
	German: {
		{"Bemerkung", CmdRemark, groupInitialTwin},
		{"sForderung", CmdSStipulation, groupInitialTwin},
		{"Autor", CmdAuthor, groupInitialTwin},
		{"Quelle", CmdOrigin, groupInitialTwin},
		{"Steine", CmdPieces, groupInitialTwin},
		{"Bedingung", CmdCondition, groupInitialTwin},
		{"Option", CmdOption, groupInitialTwin},
		{"Forderung", CmdStipulation, groupInitialTwin},
		{"Protokoll", CmdProtocol, groupInitialTwin},
		{"Titel", CmdTitle, groupInitialTwin},
		{"LaTeX", CmdLaTeX, groupInitialTwin},
		{"LaTeXSteine", CmdLaTeXPieces, groupInitialTwin},
		{"Auszeichnung", CmdAward, groupInitialTwin},
		{"PartieAnfangsStellung", CmdInitialGameArray, groupInitialTwin},
		{"Forsyth", CmdForsyth, groupInitialTwin},
		{"EndeProblem", CmdEndProblem, groupProblem},
		{"WeiteresProblem", CmdNextProblem, groupProblem},
		{"Zwilling", CmdTwin, groupEndTwin},
		{"NullStellung", CmdZeroPosition, groupEndTwin},
	},
	English: {
		{"remark", CmdRemark, groupInitialTwin},
		{"sstipulation", CmdSStipulation, groupInitialTwin},
		{"author", CmdAuthor, groupInitialTwin},
		{"origin", CmdOrigin, groupInitialTwin},
		{"pieces", CmdPieces, groupInitialTwin},
		{"condition", CmdCondition, groupInitialTwin},
		{"option", CmdOption, groupInitialTwin},
		{"stipulation", CmdStipulation, groupInitialTwin},
		{"protocol", CmdProtocol, groupInitialTwin},
		{"title", CmdTitle, groupInitialTwin},
		{"LaTeX", CmdLaTeX, groupInitialTwin},
		{"LaTeXPieces", CmdLaTeXPieces, groupInitialTwin},
		{"award", CmdAward, groupInitialTwin},
		{"InitialGameArray", CmdInitialGameArray, groupInitialTwin},
		{"Forsyth", CmdForsyth, groupInitialTwin},
		{"endproblem", CmdEndProblem, groupProblem},
		{"nextproblem", CmdNextProblem, groupProblem},
		{"twin", CmdTwin, groupEndTwin},
		{"zeroposition", CmdZeroPosition, groupEndTwin},
	},
}

// commandGroups are commandTables split by language and group, for lookup: the names
// and, at the same index, the kinds.
type commandGroups struct {
	names [3][3][]string
	kinds [3][3][]CommandKind
}

// groupTables splits commandTables when a command is first looked up.
var groupTables = sync.OnceValue(func() *commandGroups {
	g := &commandGroups{}
	for l, table := range commandTables {
		for _, e := range table {
			g.names[l][e.group] = append(g.names[l][e.group], e.name)
			g.kinds[l][e.group] = append(g.kinds[l][e.group], e.kind)
		}
	}
	return g
})

// colourTables: White, Black, Neutral, TotalInvisible (the last is unsupported and kept
// as its own entry so that it is recognised).
var colourTables = [...][]string{
	French:  {"Blanc", "Noir", "Neutre", "TotalInvisible"},
	German:  {"Weiss", "Schwarz", "Neutral", "TotalUnsichtbar"},
	English: {"White", "Black", "Neutral", "TotalInvisible"},
}

// pieceFlagTables are the piece specifications that may follow a colour (all unsupported).
// The last entries (AliceA, AliceB, Anda) come from newer Popeye versions than the tables
// above and are used in its regression files.
var pieceFlagTables = [...][]string{
	French: {"Royale", "Kamikaze", "Paralysante", "Cameleon", "Jigger", "Volage", "Fonctionnaire",
		"DemiNeutre", "CouleurEchangeantSautoir", "Protee", "Magique", "Imprenable", "Patrouille",
		"Frischauf", "Bul", "Dob", "AliceA", "AliceB", "Anda"},
	German: {"Koeniglich", "Kamikaze", "Paralysierend", "Chamaeleon", "Jigger", "Volage", "Beamtet",
		"HalbNeutral", "SprungbockFarbeWechselnd", "Proteisch", "Magisch", "Unschlagbar", "Patrouille",
		"Frischauf", "Bul", "Dob", "AliceA", "AliceB", "Anda"},
	English: {"Royal", "Kamikaze", "Paralysing", "Chameleon", "Jigger", "Volage", "Functionary",
		"HalfNeutral", "HurdleColourChanging", "Protean", "Magic", "Uncapturable", "Patrol",
		"Frischauf", "Bul", "Dob", "AliceA", "AliceB", "Anda"},
}

// twinOpTables: the twinning keywords in Popeye's order, mapped to TwinOpKind (Continued is
// not an operation but a flag of the twin).
var twinOpTables = [...][]string{
	French:  {"deplacement", "echange", "enonce", "senonce", "ajoute", "ote", "enplus", "rotation", "condition", "CouleurEchange", "miroir", "translation", "remplace"},
	German:  {"versetze", "tausche", "Forderung", "SForderung", "hinzufuegen", "entferne", "ferner", "Drehung", "Bedingung", "Farbwechsel", "Spiegelung", "Verschiebung", "ersetze"},
	English: {"move", "exchange", "stipulation", "sstipulation", "add", "remove", "continued", "rotate", "condition", "PolishType", "mirror", "shift", "substitute"},
}

// twinOpKinds maps the index in twinOpTables to the operation; twinContinued marks
// "continued".
var twinOpKinds = [...]TwinOpKind{TwinMove, TwinExchange, TwinStipulation, TwinSStipulation,
	TwinAdd, TwinRemove, twinContinued, TwinRotate, TwinCondition, TwinPolishType, TwinMirror,
	TwinShift, TwinSubstitute}

const twinContinued TwinOpKind = -1

var mirrorTable = []string{"a1<-->h1", "a1<-->a8", "a1<-->h8", "a8<-->h1"}

var mirrorAxes = [...]MirrorAxis{MirrorA1H1, MirrorA1A8, MirrorA1H8, MirrorH1A8}

// optionTables: Popeye's options; the English entry is the canonical name. MatesIn1, last,
// comes from a newer Popeye than the others (its regression files use "MattsIn1" in
// German, "MatsEn1" in French, as its language_dependant.c spells them).
var optionTables = [...][]string{
	French: {"Defense", "Apparent", "ApparentSeul", "Variantes", "Trace", "Enroute", "SansRB",
		"Duplex", "SansRN", "Menace", "SansMenace", "Essais", "MaxSolutions", "MaxCasesFuites",
		"Search", "MultiSolutions", "NonSymetrique", "NonTrivial", "RetiensPieceMatante",
		"EnPassant", "SansEchiquier", "SansVariantesCourtes", "DemiDuplex", "ApresCle",
		"Intelligent", "MaxTemps", "SansRoquer", "Quodlibet", "FinApresSolutionsCourtes", "Bip",
		"SansGrille", "AjouteGrille", "RoquesMutuellementExclusifs", "ButEstFin",
		"optionnonpubliee", "CoupsVides", "JusquAuCoup", "TrivialEssaiSupprimer",
		// A newer Popeye than the rest.
		"MatsEn1"},
	German: {"Widerlegung", "Satzspiel", "WeissBeginnt", "Varianten", "Zugnummern",
		"StartZugnummer", "OhneWk", "Duplex", "OhneSk", "Drohung", "OhneDrohung", "Verfuehrung",
		"MaxLoesungen", "MaxFluchtFelder", "Suchen", "MehrereLoesungen", "KeineSymmetrie",
		"NichtTrivial", "HalteMattsetzendenStein", "EnPassant", "OhneBrett", "OhneKurzVarianten",
		"HalbDuplex", "NachSchluessel", "Intelligent", "MaxZeit", "KeineRochade", "Quodlibet",
		"StopNachKurzloesungen", "Pieps", "OhneGitter", "ZeichneGitter",
		"RochadenGegenseitigAusschliessend", "ZielIstEnde", "nichtpublizierteoption", "NullZuege",
		"BisZugnummer", "TrivialeFehlversucheUnterdruecken",
		// A newer Popeye than the rest.
		"MattsIn1"},
	English: {"Defence", "SetPlay", "WhiteToPlay", "Variations", "MoveNumbers", "StartMoveNumber",
		"NoWk", "Duplex", "NoBk", "Threat", "NoThreat", "Try", "MaxSolutions", "MaxFlightsquares",
		"Search", "MultiSolutions", "NoSymmetry", "NonTrivial", "KeepMatingPiece", "EnPassant",
		"NoBoard", "NoShortVariations", "HalfDuplex", "PostKeyPlay", "Intelligent", "MaxTime",
		"NoCastling", "Quodlibet", "StopOnShortSolutions", "Beep", "SuppressGrid", "WriteGrid",
		"CastlingMutuallyExclusive", "GoalIsEnd", "unpublishedoption", "NullMoves",
		"UpToMoveNumber", "TrivialTriesAvoid",
		// A newer Popeye than the rest.
		"MatesIn1"},
}

// optionArgSpec says what follows an option; options optionArgs does not name take no
// argument.
type optionArgSpec int

const (
	argsNone           optionArgSpec = iota
	argsNumber                       // one number, mandatory
	argsOptionalNumber               // a number may follow
	argsTwoNumbers                   // two numbers, mandatory
	argsSquares                      // a square list, mandatory
)

// optionArgs returns what follows the option named (canonically) name; a switch rather
// than a map, which every process would build at its start.
func optionArgs(name string) optionArgSpec {
	switch name {
	case "Defence", "StartMoveNumber", "Threat", "MaxSolutions", "MaxFlightsquares", "MaxTime",
		"UpToMoveNumber":
		return argsNumber
	case "NonTrivial":
		return argsTwoNumbers
	case "EnPassant", "NoCastling", "CastlingMutuallyExclusive":
		return argsSquares
	case "Intelligent", "Beep":
		return argsOptionalNumber
	}
	return argsNone
}

// conditionTables: Popeye's fairy conditions; the English entry is the canonical name.
// Each language ends with the newer conditions: those of Popeye versions newer than the
// rest, as the regression files of Popeye 4.104 spell them, the same in every language,
// then Maximummer without a side and AliceChess in the language's own words (Popeye's
// extra condition words: Laengstzueger, Maximum; AliceSchach, Alice), so that a German
// or French file does not read the English word, as Popeye does not.
var conditionTables = [...][]string{
	French: {"Circe", "CirceMalefique", "Madrasi", "Volage", "Hypervolage", "Bichromatique",
		"Monochromatique", "Grille", "Koeko", "NoirBordCoup", "BlancBordCoup", "Leofamily",
		"Chinoises", "Patrouille", "CirceEchange", "SansPrises", "Immun", "ImmunMalefique",
		"ContactGrille", "Imitator", "CavalierMajeur", "Haan", "CirceCameleon", "CirceCouscous",
		"CirceEquipollents", "FileCirce", "NoirMaximum", "NoirMinimum", "BlancMaximum",
		"BlancMinimum", "CaseMagique", "Sentinelles", "Tibet", "DoubleTibet", "CirceDiagramme",
		"Trou", "NoirPriseForce", "BlancPriseForce", "RoisReflecteurs", "RoisTransmutes",
		"NoirPoursuite", "BlancPoursuite", "Duelliste", "CirceParrain", "SansIProm",
		"CirceSymetrique", "EchecsVogtlaender", "EchecsEinstein", "Bicolores", "KoekoNouveaux",
		"CirceClone", "AntiCirce", "FileCirceMalefique", "CirceAntipoden", "CirceCloneMalefique",
		"AntiCirceMalefique", "AntiCirceDiagramme", "AntiFileCirce", "AntiCirceSymetrique",
		"AntiFileCirceMalefique", "AntiCirceAntipoden", "AntiCirceEquipollents", "ImmunFile",
		"ImmunDiagramme", "ImmunFileMalefique", "ImmunSymmetrique", "ImmunAntipoden",
		"ImmunEquipollents", "ReversEchecsEinstein", "SuperCirce", "Degradierung", "NorskSjakk",
		"EchecsTraitor", "EchecsAndernach", "BlancCaseForce", "BlancCaseForceConsequent",
		"NoirCaseForce", "NoirCaseForceConsequent", "EchecsCameleon", "EchecsFonctionnaire",
		"EchecsGlasgow", "EchecsAntiAndernach", "FrischAufCirce", "CirceMalefiqueVerticale",
		"Isardam", "SansEchecs", "CirceDiametrale", "PromSeul", "RankCirce", "EchecsExclusif",
		"MarsCirce", "MarsCirceMalefique", "EchecsPhantom", "BlancRoiReflecteur",
		"NoirRoiReflecteur", "BlancRoiTransmute", "NoirRoiTransmute", "EchecsAntiEinstein",
		"CirceCouscousMalefique", "NoirCaseRoyal", "BlancCaseRoyal", "EchecsBrunner",
		"EchecsPlus", "CirceAssassin", "EchecsPatience", "EchecsRepublicains",
		"EchecsExtinction", "EchecsCentral", "ActuatedRevolvingBoard", "EchecsMessigny",
		"Woozles", "BiWoozles", "Heffalumps", "BiHeffalumps", "BlancCasePromotion",
		"NoirCasePromotion", "SansBlancPromotion", "SansNoirPromotion", "EchecsEiffel",
		"NoirUltraSchachZwang", "BlancUltraSchachZwang", "ActuatedRevolvingCentre",
		"ShieldedKings", "NONUTILISEACTUELLEMENT", "EchecsCameleonLigne", "BlancSansPrises",
		"NoirSansPrises", "EchecsAvril", "EchecsAlphabetiques", "CirceTurncoats",
		"CirceDoubleAgents", "AMU", "SingleBox", "MAFF", "OWU", "BlancRoisOscillant",
		"NoirRoisOscillant", "AntiRois", "AntiMarsCirce", "AntiMarsMalefiqueCirce",
		"AntiMarsAntipodeanCirce", "BlancSuperRoiTransmute", "NoirSuperRoiTransmute",
		"AntiSuperCirce", "UltraPatrouille", "RoisEchanges", "DynastieRoyale", "SAT", "StrictSAT",
		"Take&MakeEchecs", "NoirSynchronCoup", "BlancSynchronCoup", "NoirAntiSynchronCoup",
		"BlancAntiSynchronCoup", "Masand", "BGL", "NoirEchecs", "AnnanEchecs", "PionNormale",
		"Elliuortap", "VaultingKings", "BlancVaultingKing", "NoirVaultingKing", "EchecsProtee",
		"EchecsGeneve", "CameleonPoursuite", "AntiKoeko", "EchecsRoque", "QuiPerdGagne",
		"Disparate", "EchecsGhost", "EchecsHantes", "EchecsProvacateurs", "CirceCage", "Dummy",
		"Football", "ContraParrain", "RoisKobul", "EchangeRoque", "BlancEchecsAlphabetiques",
		"NoirEchecsAlphabetiques", "CirceTake&Make", "Supergardes", "TrousDeVer", "EchecsMarins",
		"EchecsUltramarins", "Retour", "FaceAFace", "DosADos", "JoueAJoue", "CameleonSequence",
		"AntiCloneCirce", "EchecsSnek", "EchecsSnekCirculaires", "DernierePrise",
		"EchecsArgentins", "PiecesPerdues", "ParalysePartielle", "CirceSymetriqueVerticale",
		"CirceSymetriqueHorizontale", "AntiCirceSymetriqueVerticale",
		"AntiCirceSymetriqueHorizontale", "ImmuneSymetriqueVerticale",
		"ImmuneSymetriqueHorizontale", "LeseMajeste", "Rokagogo", "Breton", "Make&TakeEchecs",
		"ReflexionCentrale", "AnnanEchecs", "MasandGeneralise", "Bolero", "BoleroInverse",
		"Influenceur", "EchangeRole", "NoirMaxDister", "NoirMinDister", "BlancMaxDister",
		"BlancMinDister", "SerieCapture", "DarkSide", "Leffie", "Pepo", "CASTEchecs",
		"CASTInverses",
		// Newer Popeye versions.
		"FrankfurtChess", "DangerCirce", "MultiCaptures", "BiCaptures",
		"FuddledMen", "PAD", "MainlyInChess", "HalfInChess", "AllInChess", "Anda", "AndaInverse",
		"AntiGuards", "PowerTransfer", "TransmissionMenace", "UltraSchachZwang", "#C",
		"Maximum", "Alice"},
	German: {"Circe", "SpiegelCirce", "Madrasi", "Volage", "Hypervolage", "BichromesSchach",
		"MonochromesSchach", "Gitterschach", "KoeKo", "SchwarzerRandzueger", "WeisserRandzueger",
		"Leofamily", "ChinesischesSchach", "PatrouilleSchach", "PlatzwechselCirce", "Ohneschlag",
		"Immunschach", "SpiegelImmunschach", "KontaktGitter", "Imitator", "CavalierMajeur",
		"HaanerSchach", "ChamaeleonCirce", "CouscousCirce", "EquipollentsCirce", "FileCirce",
		"SchwarzerLaengstzueger", "SchwarzerKuerzestzueger", "WeisserLaengstzueger",
		"WeisserKuerzestzueger", "MagischeFelder", "Sentinelles", "TibetSchach",
		"DoppeltibetSchach", "DiagrammCirce", "Loch", "SchwarzerSchlagzwang",
		"WeisserSchlagzwang", "ReflektierendeKoenige", "TransmutierendeKoenige",
		"SchwarzerVerfolgungszueger", "WeisserVerfolgungszueger", "Duellantenschach",
		"CirceParrain", "OhneIUW", "SymmetrieCirce", "VogtlaenderSchach", "EinsteinSchach",
		"Bicolores", "NeuKoeko", "CirceClone", "AntiCirce", "SpiegelFileCirce", "AntipodenCirce",
		"SpiegelCirceclone", "AntiSpiegelCirce", "AntiDiagrammCirce", "AntiFileCirce",
		"AntiSymmetrieCirce", "AntiSpiegelFileCirce", "AntiAntipodenCirce",
		"AntiEquipollentsCirce", "FileImmunSchach", "DiagrammImmunSchach",
		"SpiegelFileImmunSchach", "SymmetrieImmunSchach", "AntipodenImmunSchach",
		"EquipollentsImmunSchach", "ReversesEinsteinSchach", "SuperCirce", "Degradierung",
		"NorskSjakk", "TraitorChess", "AndernachSchach", "WeissesZwangsfeld",
		"WeissesKonsequentesZwangsfeld", "SchwarzesZwangsfeld", "SchwarzesKonsequentesZwangsfeld",
		"ChamaeleonSchach", "BeamtenSchach", "GlasgowSchach", "AntiAndernachSchach",
		"FrischAufCirce", "VertikalesSpiegelCirce", "Isardam", "OhneSchach", "DiametralCirce",
		"UWnur", "RankCirce", "ExklusivSchach", "MarsCirce", "MarsSpiegelCirce", "PhantomSchach",
		"WeisserReflektierenderKoenig", "SchwarzerReflektierenderKoenig",
		"WeisserTransmutierenderKoenig", "SchwarzerTransmutierenderKoenig", "AntiEinsteinSchach",
		"SpiegelCouscousCirce", "SchwarzesKoeniglichesFeld", "WeissesKoeniglichesFeld",
		"BrunnerSchach", "PlusSchach", "AssassinCirce", "PatienceSchach", "RepublikanerSchach",
		"AusrottungsSchach", "ZentralSchach", "ActuatedRevolvingBoard", "MessignySchach",
		"Woozles", "BiWoozles", "Heffalumps", "BiHeffalumps", "UWFeldWeiss", "UWFeldSchwarz",
		"OhneWeissUW", "OhneSchwarzUW", "EiffelSchach", "SchwarzerUltraSchachZwang",
		"WeisserUltraSchachZwang", "ActuatedRevolvingCentre", "SchutzKoenige",
		"ZURZEITUNVERWENDET", "LinienChamaeleonSchach", "WeisserOhneSchlag",
		"SchwarzerOhneSchlag", "Aprilschach", "AlphabetischesSchach", "TurncoatCirce",
		"DoppelAgentenCirce", "AMU", "NurPartiesatzSteine", "MAFF", "OWU",
		"WeisseOszillierendeKoenige", "SchwarzeOszillierendeKoenige", "AntiKoenige",
		"AntiMarsCirce", "AntiMarsMalefiqueCirce", "AntiMarsAntipodeanCirce",
		"WeisserSuperTransmutierenderKoenig", "SchwarzerSuperTransmutierenderKoenig",
		"AntiSuperCirce", "UltraPatrouille", "TauschKoenige", "KoenigsDynastie", "SAT",
		"StrictSAT", "Take&MakeSchach", "SchwarzerSynchronZueger", "WeisserSynchronZueger",
		"SchwarzerAntiSynchronZueger", "WeisserAntiSynchronZueger", "Masand", "BGL",
		"SchwarzSchaecher", "Annanschach", "NormalBauern", "Elliuortap", "VaultingKings",
		"WeisserVaultingKing", "SchwarzerVaultingKing", "ProteischesSchach", "GenferSchach",
		"ChamaeleonVerfolgung", "AntiKoeko", "RochadeSchach", "Schlagschach", "Disparate",
		"Geisterschach", "Spukschach", "ProvokationSchach", "KaefigCirce", "Dummy", "Fussball",
		"KontraParrain", "KobulKoenige", "PlatzwechselRochade", "WeissesAlphabetischesSchach",
		"SchwarzesAlphabetischesSchach", "CirceTake&Make", "SuperDeckungen", "Wurmloecher",
		"MarinesSchach", "UltramarinesSchach", "NachHause", "AngesichtZuAngesicht",
		"RueckenAnRuecken", "WangeAnWange", "Chamaeleonsequenz", "AntiCloneCirce", "SnekSchach",
		"SnekZirkulaerSchach", "LetzterSchlag", "ArgentinischesSchach", "VerloreneSteine",
		"PartielleParalyse", "VertikaleSymmetrieCirce", "HorizontaleSymmetrieCirce",
		"VertikaleAntiSymmetrieCirce", "HorizontaleAntiSymmetrieCirce",
		"ImmuneVertikaleSymmetrie", "ImmuneHorizontaleSymmetrie", "LeseMajeste", "Rokagogo",
		"Breton", "Make&TakeSchach", "Punktspiegelung", "Nannaschach", "MasandVerallgemeinert",
		"Bolero", "BoleroInvers", "Influencer", "Rollentausch", "SchwarzerMaxDister",
		"SchwarzerMinDister", "WeisserMaxDister", "WeisserMinDister", "SerienSchlag", "DarkSide",
		"Leffie", "Pepo", "CASTSchach", "CASTInvers",
		// Newer Popeye versions.
		"FrankfurtChess", "DangerCirce", "MultiCaptures", "BiCaptures",
		"FuddledMen", "PAD", "MainlyInChess", "HalfInChess", "AllInChess", "Anda", "AndaInverse",
		"AntiGuards", "PowerTransfer", "TransmissionMenace", "UltraSchachZwang", "#C",
		"Laengstzueger", "AliceSchach"},
	English: {"Circe", "MirrorCirce", "Madrasi", "Volage", "Hypervolage", "BichromChess",
		"MonochromChess", "GridChess", "KoeKo", "BlackEdgeMover", "WhiteEdgeMover", "Leofamily",
		"ChineseChess", "Patrouille", "PWC", "NoCapture", "ImmunChess", "MirrorImmunChess",
		"ContactGridChess", "Imitator", "CavalierMajeur", "HaanerChess", "ChameleonCirce",
		"CouscousCirce", "EquipollentsCirce", "FileCirce", "BlackMaximummer", "BlackMinimummer",
		"WhiteMaximummer", "WhiteMinimummer", "MagicSquares", "Sentinelles", "Tibet",
		"DoubleTibet", "DiagramCirce", "Hole", "BlackMustCapture", "WhiteMustCapture",
		"ReflectiveKings", "TransmutedKings", "BlackFollowMyLeader", "WhiteFollowMyLeader",
		"DuellistChess", "ParrainCirce", "NoIProm", "SymmetryCirce", "VogtlaenderChess",
		"EinsteinChess", "Bicolores", "NewKoeko", "CirceClone", "AntiCirce", "MirrorFileCirce",
		"AntipodeanCirce", "MirrorCirceClone", "MirrorAntiCirce", "DiagramAntiCirce",
		"FileAntiCirce", "SymmetryAntiCirce", "MirrorFileAntiCirce", "AntipodeanAntiCirce",
		"EquipollentsAntiCirce", "FileImmunChess", "DiagramImmunChess", "MirrorFileImmunChess",
		"SymmetryImmunChess", "AntipodeanImmunChess", "EquipollentsImmunChess",
		"ReversalEinsteinChess", "SuperCirce", "RelegationChess", "NorskSjakk", "TraitorChess",
		"AndernachChess", "WhiteForcedSquare", "WhiteConsequentForcedSquare",
		"BlackForcedSquare", "BlackConsequentForcedSquare", "ChameleonChess",
		"FunctionaryChess", "GlasgowChess", "AntiAndernachChess", "FrischAufCirce",
		"VerticalMirrorCirce", "Isardam", "ChecklessChess", "DiametralCirce", "PromOnly",
		"RankCirce", "ExclusiveChess", "MarsCirce", "MarsMirrorCirce", "PhantomChess",
		"WhiteReflectiveKing", "BlackReflectiveKing", "WhiteTransmutedKing",
		"BlackTransmutedKing", "AntiEinsteinChess", "MirrorCouscousCirce", "BlackRoyalSquare",
		"WhiteRoyalSquare", "BrunnerChess", "PlusChess", "CirceAssassin", "PatienceChess",
		"RepublicanChess", "ExtinctionChess", "CentralChess", "ActuatedRevolvingBoard",
		"MessignyChess", "Woozles", "BiWoozles", "Heffalumps", "BiHeffalumps",
		"WhitePromSquares", "BlackPromSquares", "NoWhitePromotion", "NoBlackPromotion",
		"EiffelChess", "BlackUltraSchachZwang", "WhiteUltraSchachZwang",
		"ActuatedRevolvingCentre", "ShieldedKings", "CURRENTLYUNUSED", "LineChameleonChess",
		"NoWhiteCapture", "NoBlackCapture", "AprilChess", "AlphabeticChess", "CirceTurncoats",
		"CirceDoubleAgents", "AMU", "SingleBox", "MAFF", "OWU", "WhiteOscillatingKings",
		"BlackOscillatingKings", "AntiKings", "AntiMarsCirce", "AntiMarsMirrorCirce",
		"AntiMarsAntipodeanCirce", "WhiteSuperTransmutingKing", "BlackSuperTransmutingKing",
		"AntiSuperCirce", "UltraPatrol", "SwappingKings", "RoyalDynasty", "SAT", "StrictSAT",
		"Take&MakeChess", "BlackSynchronMover", "WhiteSynchronMover", "BlackAntiSynchronMover",
		"WhiteAntiSynchronMover", "Masand", "BGL", "BlackChecks", "AnnanChess", "NormalPawn",
		"Lortap", "VaultingKings", "WhiteVaultingKing", "BlackVaultingKing", "ProteanChess",
		"GenevaChess", "ChameleonPursuit", "AntiKoeko", "CastlingChess", "LosingChess",
		"Disparate", "GhostChess", "HauntedChess", "ProvocationChess", "CageCirce", "Dummy",
		"Football", "ContraParrain", "KobulKings", "ExchangeCastling", "WhiteAlphabeticChess",
		"BlackAlphabeticChess", "CirceTake&Make", "SuperGuards", "Wormholes", "MarineChess",
		"UltramarineChess", "BackHome", "FaceToFace", "BackToBack", "CheekToCheek",
		"ChameleonSequence", "AntiCloneCirce", "SnekChess", "SnekCircleChess", "LastCapture",
		"ArgentinianChess", "LostPieces", "PartialParalysis", "VerticalSymmetryCirce",
		"HorizontalSymmetryCirce", "VerticalSymmetryAntiCirce", "HorizontalSymmetryAntiCirce",
		"ImmuneVerticalSymmetry", "ImmuneHorizontalSymmetry", "LeseMajeste", "Rokagogo",
		"Breton", "Make&TakeChess", "PointReflection", "NannaChess", "MasandGeneralised",
		"Bolero", "BoleroInverse", "Influencer", "RoleExchange", "BlackMaxDister",
		"BlackMinDister", "WhiteMaxDister", "WhiteMinDister", "SeriesCapture", "DarkSide",
		"Leffie", "Pepo", "CASTChess", "CASTInverse",
		// Newer Popeye versions.
		"FrankfurtChess", "DangerCirce", "MultiCaptures", "BiCaptures",
		"FuddledMen", "PAD", "MainlyInChess", "HalfInChess", "AllInChess", "Anda", "AndaInverse",
		"AntiGuards", "PowerTransfer", "TransmissionMenace", "UltraSchachZwang", "#C",
		"Maximummer", "AliceChess"},
}

// pieceLists: the piece names of each language in Popeye's walk order, from King
// (index 0 here, 2 in Popeye) on: king pawn queen knight rook bishop, then the fairy
// pieces, separated by blanks. One-letter names are single letters. pieceTables splits
// them when a language is first read.
var pieceLists = [...]string{
	French: `r p d c t f le ma pa va ro s n z ch gi cc bu vi al fe da li eq l pb am im pr g an ec
		v dr ka cs uu ha e ai m ar fr ca sn pi cn zn gn sc sz sg cd cr ea ct bs sp tl fl si tr ne o
		eh mo tc fc ao oa st sf re bt gt sk cy sa rl rs ok 37 s2 s3 16 24 35 ds sr or 15 25 gl lt lf
		ln vs fs bi el na et at mt ef af mf ra so mg 36 nl ml mm a dn la bo qa qf qq b1 b2 b3 pc cl
		pv lr ze nr n2 n4 n1 n3 qn dt df no sb se sm su kl ko sv ba gy cm po pm bm ep dg fa lo sl as
		os hc ae aq ss`,
	German: `k b d s t l le ma pa va ro g n z ca gi wf bu we al fe da li ne h bb am kn pr gn an
		ei wa dr ka ss uu ha el ad sp er rl kl nh du cr zr gr ch zh gh ds rs eq ct bs sb tl ll si tr
		nd o rd mo tj lj ao oa th lh ek pf pn sk cy kg rn rh ok 37 g2 g3 16 24 35 dg kh or 15 25 gl
		ht hl hn wr fr bi et na tc ta ts lc la ls ra so mg 36 nl ml mm f de he bo qe qf od b1 b2 b3
		cb rp rb lr ze nr s2 s4 s1 s3 qn dt dl no uh bh gu gb lk ko sh sc gy ms po mb mc st se fa lo
		sa ah oh hk ae aq sr`,
	English: `k p q s r b le ma pa va ro g n z ca gi rf bu we al fe da li ne l bp am em pr gn an
		sq wa dr ka ss uu ha m ea sw ar rb c nh du cr zr gr ch zh gh ds bk eq ct bs sp rl bl si tr nd
		o eh mo rr br ao oa rh bh ek bt gt sk cy cg rn rp ok 37 g2 g3 16 24 35 dg kh or 15 25 gl lr
		lb ln wr fr bi et na rm re rw bm be bw ra so mg 36 nl ml mm f do rt bo qe qf qq b1 b2 b3 cp
		rk pp ls ze bn s2 s4 s1 s3 qn dk db no th lh ge gf kl ko kp sh gy ms po mp mh st se fa lo sa
		ah oh hc ee en sc`,
}

// pieceNameList holds the English names of the walks of pieceTables, separated by "|";
// pieceNames splits it when first asked, for messages and hover.
const pieceNameList = `King|Pawn|Queen|Knight|Rook|Bishop|Leo|Mao|Pao|Vao|Rose|Grasshopper|Nightrider|Zebra|Camel|Giraffe|Root-50-Leaper|Bucephale|Wazir|Alfil|Fers|Dabbaba|Lion|Nonstop Equihopper|Locust|Berolina Pawn|Amazon|Empress|Princess|Gnu|Antelope|Squirrel|Waran|Dragon|Kangaroo|Spiral Springer|UbiUbi|Hamster|Moose|Eagle|Sparrow|Archbishop|Reflecting Bishop|Cardinal|Nightrider Hopper|Dummy|Camelrider|Zebrarider|Gnurider|Camelrider Hopper|Zebrarider Hopper|Gnurider Hopper|Diagonal Spiral Springer|Bouncy Knight|Equihopper|CAT|Berolina Superpawn|Superpawn|Rook-Lion|Bishop-Lion|Sirene|Triton|Nereide|Orphan|Edgehog|Moa|Rook/Bishop Hunter|Bishop/Rook Hunter|Maorider|Moarider|Rookhopper|Bishophopper|Erlking|Boyscout|Girlscout|Skylla|Charybdis|Contragrasshopper|Rose Lion|Rose Hopper|Okapi|3:7-Leaper|Grasshopper-2|Grasshopper-3|1:6-Leaper|2:4-Leaper|3:5-Leaper|Double Grasshopper|Kinghopper|Orix|1:5-Leaper|2:5-Leaper|Gral|Rook Locust|Bishop Locust|Nightrider Locust|Wazirrider|Fersrider|Bison|Elephant|Nao|Rook Moose|Rook Eagle|Rook Sparrow|Bishop Moose|Bishop Eagle|Bishop Sparrow|Rao|Scorpion|Marguerite|3:6-Leaper|Nightrider Lion|Maorider Lion|Moarider Lion|Friend|Dolphin|Rabbit|Bob|Equi English|Equi French|Querquisite|Bouncer|Rook Bouncer|Bishop Bouncer|Chinese Pawn|Radial Knight|Protean Pawn|Rose Locust|Zebu|Bouncy Nightrider|Spiral Springer (2,0)|Spiral Springer (4,0)|Diagonal Spiral Springer (1,1)|Diagonal Spiral Springer (3,3)|Quintessence|Double Rookhopper|Double Bishopper|Nonstop Orix|Treehopper|Leafhopper|Greater Treehopper|Greater Leafhopper|Kangaroo Lion|Kao|Knighthopper|Ship|Gryphon|Marine Knight|Poseidon|Marine Pawn|Marine Ship|Sting|Senora|Faro|Loco|Saltador|Maohopper|Moahopper|Contrahamster|Eagle Equihopper|Eagle Nonstop Equihopper|Scarabeus`

// walkKinds maps the first six walks (Popeye's order K P Q S R B) to PieceKind.
var walkKinds = [...]PieceKind{King, Pawn, Queen, Knight, Rook, Bishop}

// pieceLetters gives the orthodox letters of each language in PieceKind order (K Q R B S P).
var pieceLetters = [...][6]string{
	French:  {"R", "D", "T", "F", "C", "P"},
	German:  {"K", "D", "T", "L", "S", "B"},
	English: {"K", "Q", "R", "B", "S", "P"},
}

// lookupResult is the outcome of looking a word up in a keyword table.
type lookupResult struct {
	index int // index of the keyword, -1 if none or ambiguous
	// matches lists every keyword the word abbreviates when ambiguous.
	matches []string
}

func (r lookupResult) found() bool     { return r.index >= 0 }
func (r lookupResult) ambiguous() bool { return r.index < 0 && len(r.matches) > 1 }

// lookup resolves word against table as Popeye's GetUniqIndex does: case-insensitively,
// a word matches every keyword it is a prefix of; it resolves to the first match when
// that match is exact or when no other keyword matches, and is ambiguous otherwise. cpls
// is a little more lenient than Popeye: an exact match anywhere in the table wins (Popeye
// calls "ab" ambiguous when "abc" precedes "ab" in its table).
func lookup(table []string, word string) lookupResult {
	first, n, same := -1, 0, true
	for i, kw := range table {
		if len(word) > len(kw) || !strings.EqualFold(kw[:len(word)], word) {
			continue
		}
		if len(word) == len(kw) {
			return lookupResult{index: i}
		}
		if first < 0 {
			first = i
		} else if !strings.EqualFold(kw, table[first]) {
			same = false
		}
		n++
	}
	if n > 0 && same {
		return lookupResult{index: first}
	}
	r := lookupResult{index: -1}
	if n > 1 {
		for _, kw := range table {
			if len(word) <= len(kw) && strings.EqualFold(kw[:len(word)], word) {
				r.matches = append(r.matches, kw)
			}
		}
	}
	return r
}
