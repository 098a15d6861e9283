package feature

import (
	"strings"

	"github.com/cpls-dev/cpls/parser"
)

// conditionMeanings explain the fairy conditions by canonical English name, per
// language, after Popeye's manual (py-engl.txt). The first sentence is the summary that
// completion shows.
var conditionMeanings = [...]map[string]string{
	parser.English: {
		"Circe":              "A captured piece is reborn on its game-array square. A pawn on its second rank on the file of the capture, a rook, bishop or knight on its home square of the capture square's colour, the queen and king on theirs, a fairy piece on its promotion square on the file of the capture; if that square is occupied the piece vanishes. Kings are not reborn.",
		"AntiCirce":          "The capturing piece is reborn on its Circe square. It goes where it would be reborn if it were captured on the capture square, kings included; a capture whose rebirth square is occupied is illegal, and so is no check.",
		"MarsCirce":          "A piece captures from its Circe square. It moves as usual without capturing; it captures, and gives check, as if it stood on the square where it would be reborn if captured (which must be empty or its own).",
		"Madrasi":            "A piece observed by an enemy piece of its own kind is paralysed. A paralysed piece neither moves, captures nor gives check, but still paralyses; kings are not paralysed.",
		"ChecklessChess":     "A move that gives check is illegal unless it mates.",
		"WhiteMaximummer":    "White must play one of his longest legal moves. The length is the distance between the departure and arrival squares.",
		"BlackMaximummer":    "Black must play one of his longest legal moves. The length is the distance between the departure and arrival squares.",
		"WhiteMinimummer":    "White must play one of his shortest legal moves. The length is the distance between the departure and arrival squares.",
		"BlackMinimummer":    "Black must play one of his shortest legal moves. The length is the distance between the departure and arrival squares.",
		"AnnanChess":         "A piece standing right in front of a piece of its own side moves, captures and gives check as that piece. In front means towards the other side; kings take part.",
		"Take&MakeChess":     "A capturing piece must at once move on, without capturing, as the piece it took. A capture that cannot be completed so is illegal; check is as in orthodox chess.",
		"NoCapture":          "Neither side may capture. A king is still in check where it could be captured.",
		"NoWhiteCapture":     "White may not capture. A king is still in check where it could be captured.",
		"NoBlackCapture":     "Black may not capture. A king is still in check where it could be captured.",
		"Isardam":            "A move after which two pieces of the same kind and opposite sides observe each other is illegal; a check counts only where the capture of the king would be legal.",
		"AndernachChess":     "A piece that captures (not a king) changes to the other side.",
		"AntiAndernachChess": "A piece that moves without capturing (not a king) changes to the other side.",

		// Conditions of squares and boards.
		"Hole":           "The given squares are holes: off the board. No piece enters or crosses them, a rider stops before them and a hopper cannot use them as hurdles; a leaper jumps over them.",
		"HaanerChess":    "A square a move leaves empty becomes a hole for the rest of the game. No piece enters or crosses it afterwards; a pawn taken en passant leaves a hole too.",
		"GridChess":      "The board is divided into cells (2×2 blocks unless the variants draw others) and a move, capture or check must cross a grid line. Variants: VerticalShift, HorizontalShift, DiagonalShift, Orthogonal lines, Irregular cells, extra GridLines.",
		"KoeKo":          "A move is legal only if the pieces it moves end next to some piece (a king's step away, or a leap of the walk after Neighbour). A capture of the king gives check only if it would end so.",
		"NewKoeko":       "A move is legal only if the moving piece is next to some piece after it exactly when it was before it.",
		"MagicSquares":   "A piece that a move puts on one of the given magic squares changes to the other side. Royal and neutral pieces keep theirs (Type1; Type2 changes AntiCirce's rebirth instead).",
		"Wormholes":      "A piece that a move brings to one of the given wormholes goes on to another empty wormhole, one move for each; the move is illegal when there is none. A piece observes a wormhole only when another one is empty.",
		"MessignyChess":  "Instead of moving, a piece may exchange squares with an enemy piece of its kind (kings too, unless RexExclusive); the two pieces of an exchange may not exchange again at once.",
		"WhiteEdgeMover": "White's moves must arrive on an edge square (a- or h-file, first or eighth rank), and White observes and checks only there.",
		"BlackEdgeMover": "Black's moves must arrive on an edge square (a- or h-file, first or eighth rank), and Black observes and checks only there.",
		"MonochromChess": "Every move, capture and check stays on squares of one colour; long castling is not played.",
		"BichromChess":   "Every move, capture and check goes to a square of the other colour.",
		"SingleBox":      "Each side plays with one box of orthodox pieces: never more than 1 king, 8 pawns, 1 queen, 2 knights, 2 rooks and 2 bishops. Type1: a pawn promotes only into a piece out of play, and a pawn that could take the king only by promoting into none gives no check. Type2: a pawn may stay a pawn on its last rank while no piece is out of play for it; the opponent promotes it as part of the move that frees one. Type3: a side promotes its own such pawn before any of its moves, and the pawn observes as the pieces it may become.",
	},
	parser.German: {
		"Circe":              "Ein geschlagener Stein ersteht auf seinem Partieanfangsfeld wieder. Ein Bauer auf seiner zweiten Reihe in der Linie des Schlagfelds, Turm, Läufer und Springer auf ihrem Ausgangsfeld der Farbe des Schlagfelds, Dame und König auf ihrem, ein Märchenstein auf seinem Umwandlungsfeld in der Linie des Schlagfelds; ist das Feld besetzt, verschwindet er. Könige erstehen nicht wieder.",
		"AntiCirce":          "Der schlagende Stein ersteht auf seinem Circe-Feld wieder. Er geht dorthin, wo er wiedererstünde, wenn er auf dem Schlagfeld geschlagen würde, Könige eingeschlossen; ein Schlag mit besetztem Wiedergeburtsfeld ist illegal und auch kein Schach.",
		"MarsCirce":          "Ein Stein schlägt von seinem Circe-Feld aus. Ohne zu schlagen zieht er wie gewohnt; er schlägt und bietet Schach, als stünde er auf dem Feld, auf dem er geschlagen wiedererstünde (es muss leer oder sein eigenes sein).",
		"Madrasi":            "Ein Stein, den ein gegnerischer Stein seiner Art beobachtet, ist gelähmt. Ein gelähmter Stein zieht, schlägt und schachbietet nicht, lähmt aber weiter; Könige werden nicht gelähmt.",
		"ChecklessChess":     "Ein Zug, der Schach bietet, ist illegal, außer er setzt matt.",
		"WhiteMaximummer":    "Weiß muss einen seiner längsten legalen Züge spielen. Die Länge ist der Abstand zwischen Start- und Zielfeld.",
		"BlackMaximummer":    "Schwarz muss einen seiner längsten legalen Züge spielen. Die Länge ist der Abstand zwischen Start- und Zielfeld.",
		"WhiteMinimummer":    "Weiß muss einen seiner kürzesten legalen Züge spielen. Die Länge ist der Abstand zwischen Start- und Zielfeld.",
		"BlackMinimummer":    "Schwarz muss einen seiner kürzesten legalen Züge spielen. Die Länge ist der Abstand zwischen Start- und Zielfeld.",
		"AnnanChess":         "Ein Stein, der direkt vor einem eigenen Stein steht, zieht, schlägt und bietet Schach wie dieser. Vor heißt zur Gegenseite hin; Könige nehmen teil.",
		"Take&MakeChess":     "Ein schlagender Stein muss sofort, ohne zu schlagen, wie der geschlagene Stein weiterziehen. Ein Schlag, der sich so nicht vollenden lässt, ist illegal; Schach ist wie im orthodoxen Schach.",
		"NoCapture":          "Keine Seite darf schlagen. Ein König steht trotzdem im Schach, wo er geschlagen werden könnte.",
		"NoWhiteCapture":     "Weiß darf nicht schlagen. Ein König steht trotzdem im Schach, wo er geschlagen werden könnte.",
		"NoBlackCapture":     "Schwarz darf nicht schlagen. Ein König steht trotzdem im Schach, wo er geschlagen werden könnte.",
		"Isardam":            "Ein Zug, nach dem sich zwei Steine derselben Art und verschiedener Farbe beobachten, ist illegal; Schach ist nur, wo das Schlagen des Königs legal wäre.",
		"AndernachChess":     "Ein schlagender Stein (kein König) wechselt die Farbe.",
		"AntiAndernachChess": "Ein Stein, der ohne zu schlagen zieht (kein König), wechselt die Farbe.",

		// Bedingungen der Felder und Bretter.
		"Hole":           "Die angegebenen Felder sind Löcher: nicht auf dem Brett. Kein Stein betritt oder überquert sie, ein Reiter hält vor ihnen an und ein Hüpfer kann sie nicht als Bock nutzen; ein Springer überspringt sie.",
		"HaanerChess":    "Ein Feld, das ein Zug leer zurücklässt, wird für den Rest der Partie ein Loch. Kein Stein betritt oder überquert es danach; ein en passant geschlagener Bauer hinterlässt auch ein Loch.",
		"GridChess":      "Das Brett ist in Zellen geteilt (2×2-Blöcke, wenn die Varianten keine anderen zeichnen), und ein Zug, Schlag oder Schach muss eine Gitterlinie überqueren. Varianten: VertikalVerschieben, HorizontalVerschieben, DiagonalVerschieben, Orthogonal, Unregelmaessig, GitterLinie.",
		"KoeKo":          "Ein Zug ist nur legal, wenn die gezogenen Steine danach neben einem Stein stehen (einen Königsschritt entfernt, oder einen Sprung der nach Nachbar genannten Gangart). Das Schlagen des Königs bietet nur Schach, wenn es so endete.",
		"NewKoeko":       "Ein Zug ist nur legal, wenn der ziehende Stein danach genau dann neben einem Stein steht, wenn er es davor tat.",
		"MagicSquares":   "Ein Stein, den ein Zug auf eines der angegebenen magischen Felder stellt, wechselt die Farbe. Königliche und neutrale Steine behalten ihre (Typ1; Typ2 ändert stattdessen die AntiCirce-Wiedergeburt).",
		"Wormholes":      "Ein Stein, den ein Zug auf eines der angegebenen Wurmlöcher bringt, geht weiter auf ein anderes leeres Wurmloch, ein Zug für jedes; gibt es keines, ist der Zug illegal. Ein Stein beobachtet ein Wurmloch nur, wenn ein anderes leer ist.",
		"MessignyChess":  "Statt zu ziehen, darf ein Stein das Feld mit einem gegnerischen Stein seiner Art tauschen (auch Könige, außer mit RexExklusive); die zwei Felder eines Tauschs dürfen nicht gleich wieder tauschen.",
		"WhiteEdgeMover": "Die Züge von Weiß müssen auf einem Randfeld enden (a- oder h-Linie, erste oder achte Reihe), und Weiß beobachtet und bietet Schach nur dort.",
		"BlackEdgeMover": "Die Züge von Schwarz müssen auf einem Randfeld enden (a- oder h-Linie, erste oder achte Reihe), und Schwarz beobachtet und bietet Schach nur dort.",
		"MonochromChess": "Jeder Zug, Schlag und jedes Schach bleibt auf Feldern einer Farbe; die lange Rochade ist nicht möglich.",
		"BichromChess":   "Jeder Zug, Schlag und jedes Schach geht auf ein Feld der anderen Farbe.",
		"SingleBox":      "Jede Seite spielt mit einem Satz orthodoxer Steine: nie mehr als 1 König, 8 Bauern, 1 Dame, 2 Springer, 2 Türme und 2 Läufer. Typ1: ein Bauer wandelt nur in einen Stein außerhalb des Spiels um, und ein Bauer, der den König nur mit einer solchen Umwandlung schlagen könnte, bietet ohne sie kein Schach. Typ2: ein Bauer darf auf der letzten Reihe Bauer bleiben, solange kein Stein für ihn frei ist; der Gegner wandelt ihn mit dem Zug um, der einen freimacht. Typ3: eine Seite wandelt einen solchen eigenen Bauern vor einem ihrer Züge um, und der Bauer beobachtet wie die Steine, die er werden kann.",
	},
	parser.French: {
		"Circe":              "Une pièce prise renaît sur sa case initiale. Un pion sur sa deuxième rangée dans la colonne de la prise, tour, fou et cavalier sur leur case initiale de la couleur de la case de prise, dame et roi sur la leur, une pièce féerique sur sa case de promotion dans la colonne de la prise ; si la case est occupée, la pièce disparaît. Les rois ne renaissent pas.",
		"AntiCirce":          "La pièce qui prend renaît sur sa case Circé. Elle va là où elle renaîtrait si elle était prise sur la case de prise, rois compris ; une prise dont la case de renaissance est occupée est illégale, et n'est pas un échec.",
		"MarsCirce":          "Une pièce prend depuis sa case Circé. Sans prendre elle joue comme d'habitude ; elle prend, et fait échec, comme si elle était sur la case où elle renaîtrait si elle était prise (vide ou la sienne).",
		"Madrasi":            "Une pièce observée par une pièce adverse de même nature est paralysée. Une pièce paralysée ne joue, ne prend ni ne fait échec, mais paralyse encore ; les rois ne sont pas paralysés.",
		"ChecklessChess":     "Un coup qui fait échec est illégal, sauf s'il mate.",
		"WhiteMaximummer":    "Les Blancs doivent jouer un de leurs plus longs coups légaux. La longueur est la distance entre la case de départ et celle d'arrivée.",
		"BlackMaximummer":    "Les Noirs doivent jouer un de leurs plus longs coups légaux. La longueur est la distance entre la case de départ et celle d'arrivée.",
		"WhiteMinimummer":    "Les Blancs doivent jouer un de leurs plus courts coups légaux. La longueur est la distance entre la case de départ et celle d'arrivée.",
		"BlackMinimummer":    "Les Noirs doivent jouer un de leurs plus courts coups légaux. La longueur est la distance entre la case de départ et celle d'arrivée.",
		"AnnanChess":         "Une pièce placée juste devant une pièce de son camp joue, prend et fait échec comme celle-ci. Devant signifie vers le camp adverse ; les rois participent.",
		"Take&MakeChess":     "Une pièce qui prend doit aussitôt rejouer, sans prendre, comme la pièce prise. Une prise qui ne peut s'achever ainsi est illégale ; l'échec est orthodoxe.",
		"NoCapture":          "Aucun camp ne peut prendre. Un roi est tout de même en échec là où il pourrait être pris.",
		"NoWhiteCapture":     "Les Blancs ne peuvent pas prendre. Un roi est tout de même en échec là où il pourrait être pris.",
		"NoBlackCapture":     "Les Noirs ne peuvent pas prendre. Un roi est tout de même en échec là où il pourrait être pris.",
		"Isardam":            "Un coup après lequel deux pièces de même nature et de camps opposés s'observent est illégal ; il n'y a échec que là où la prise du roi serait légale.",
		"AndernachChess":     "Une pièce qui prend (sauf un roi) change de camp.",
		"AntiAndernachChess": "Une pièce qui joue sans prendre (sauf un roi) change de camp.",

		// Conditions des cases et des échiquiers.
		"Hole":           "Les cases données sont des trous : hors de l'échiquier. Aucune pièce n'y entre ni ne les traverse, une pièce linéaire s'arrête devant et un sauteur ne peut s'en servir comme sautoir ; une pièce sauteuse les enjambe.",
		"HaanerChess":    "Une case qu'un coup laisse vide devient un trou pour le reste de la partie. Aucune pièce n'y entre ni ne la traverse ensuite ; un pion pris en passant laisse aussi un trou.",
		"GridChess":      "L'échiquier est divisé en cellules (blocs de 2×2 sauf si les variantes en tracent d'autres) et un coup, une prise ou un échec doit franchir une ligne de la grille. Variantes : VerticalDecalage, HorizontalDecalage, DiagonalDecalage, Orthogonale, Irreguliere, LigneGrille.",
		"KoeKo":          "Un coup n'est légal que si les pièces qu'il déplace finissent à côté d'une pièce (à un pas de roi, ou à un saut de la marche nommée après Voisin). Une prise du roi ne fait échec que si elle finirait ainsi.",
		"NewKoeko":       "Un coup n'est légal que si la pièce qui joue est à côté d'une pièce après le coup exactement quand elle l'était avant.",
		"MagicSquares":   "Une pièce qu'un coup place sur l'une des cases magiques données change de camp. Les pièces royales et neutres gardent le leur (Type1 ; Type2 change plutôt la renaissance AntiCirce).",
		"Wormholes":      "Une pièce qu'un coup amène sur l'un des trous de ver donnés continue vers un autre trou de ver vide, un coup pour chacun ; le coup est illégal s'il n'y en a aucun. Une pièce n'observe un trou de ver que si un autre est vide.",
		"MessignyChess":  "Au lieu de jouer, une pièce peut échanger sa case avec une pièce adverse de même nature (les rois aussi, sauf RexExclusif) ; les deux cases d'un échange ne peuvent pas échanger aussitôt.",
		"WhiteEdgeMover": "Les coups des Blancs doivent arriver sur une case du bord (colonne a ou h, première ou huitième rangée), et les Blancs n'observent et ne font échec que là.",
		"BlackEdgeMover": "Les coups des Noirs doivent arriver sur une case du bord (colonne a ou h, première ou huitième rangée), et les Noirs n'observent et ne font échec que là.",
		"MonochromChess": "Chaque coup, prise et échec reste sur des cases d'une couleur ; le grand roque n'est pas joué.",
		"BichromChess":   "Chaque coup, prise et échec va sur une case de l'autre couleur.",
		"SingleBox":      "Chaque camp joue avec un seul jeu de pièces orthodoxes : jamais plus d'un roi, 8 pions, 1 dame, 2 cavaliers, 2 tours et 2 fous. Type1 : un pion ne se promeut qu'en une pièce hors du jeu, et un pion qui ne pourrait prendre le roi qu'en se promouvant en aucune ne fait pas échec. Type2 : un pion peut rester pion sur sa dernière rangée tant qu'aucune pièce n'est libre pour lui ; l'adversaire le promeut avec le coup qui en libère une. Type3 : un camp promeut un tel pion avant l'un de ses coups, et le pion observe comme les pièces qu'il peut devenir.",
	},
}

// describeCondition explains a condition by its canonical English name, in lang (in
// English when lang's table lacks it); ok is false when there is no explanation.
func describeCondition(lang parser.Language, name string) (string, bool) {
	if lang < parser.English || lang > parser.French {
		lang = parser.English
	}
	if s, ok := conditionMeanings[lang][name]; ok {
		return s, true
	}
	s, ok := conditionMeanings[parser.English][name]
	return s, ok
}

// conditionSummary is the first sentence of a condition's explanation, "" without one.
func conditionSummary(lang parser.Language, name string) string {
	s, _ := describeCondition(lang, name)
	if i := strings.Index(s, ". "); i >= 0 {
		return s[:i+1]
	}
	return s
}
