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

		"FrankfurtChess":        "A piece that captures takes the kind of the piece it took. A king becomes a royal piece of that kind (not with RexExclusive); a pawn that captures on its last rank becomes the piece it took instead of promoting.",
		"ProteanChess":          "A piece that captures takes the kind of the piece it took, a pawn becoming a reverse pawn and a reverse pawn a pawn. A king becomes a royal piece of that kind (not with RexExclusive).",
		"Sentinelles":           "A piece (not a pawn) that leaves a square off the first and last ranks leaves a pawn of its side there. PionAdvers: the opponent's pawn; Berolina: a Berolina pawn; MaximumWhite, MaximumBlack, MaximumTotal n: at most n such pawns (8, 8, 16).",
		"CavalierMajeur":        "The nightrider replaces the knight as a standard piece. Pawns promote to queen, rook, bishop or nightrider, not to a knight; Popeye refuses knights on the board.",
		"Tibet":                 "A black piece (not a king) that captures a piece of another kind changes to White.",
		"DoubleTibet":           "A piece (not a king) that captures a piece of another kind changes to the other side.",
		"EinsteinChess":         "A piece that captures becomes the next stronger of pawn, knight, bishop, rook, queen; one that moves without capturing the next weaker. Kings and other pieces stay; castling weakens the rook; pawns do not promote and step up to three squares from their first rank.",
		"ReversalEinsteinChess": "A piece that moves without capturing becomes the next stronger of pawn, knight, bishop, rook, queen; one that captures the next weaker. Pawns do not promote and step up to three squares from their first rank.",
		"Bicolores":             "A king is in check when attacked by a piece of either side, its own pieces too.",
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

		"FrankfurtChess":        "Ein schlagender Stein nimmt die Art des geschlagenen an. Ein König wird zum königlichen Stein dieser Art (nicht mit RexExklusive); ein Bauer, der auf seiner letzten Reihe schlägt, wird zum geschlagenen Stein statt umzuwandeln.",
		"ProteanChess":          "Ein schlagender Stein nimmt die Art des geschlagenen an, wobei aus einem Bauern ein Rückwärtsbauer wird und aus einem Rückwärtsbauern ein Bauer. Ein König wird zum königlichen Stein dieser Art (nicht mit RexExklusive).",
		"Sentinelles":           "Ein Stein (kein Bauer), der ein Feld außerhalb der ersten und letzten Reihe verlässt, hinterlässt dort einen Bauern seiner Farbe. PionAdvers: einen gegnerischen Bauern; Berolina: einen Berolinabauern; MaximumWeiss, MaximumSchwarz, MaximumTotal n: höchstens n solche Bauern (8, 8, 16).",
		"CavalierMajeur":        "Der Nachtreiter ersetzt den Springer als Standardstein. Bauern wandeln in Dame, Turm, Läufer oder Nachtreiter um, nicht in einen Springer; Popeye lehnt Springer auf dem Brett ab.",
		"Tibet":                 "Ein schwarzer Stein (kein König), der einen Stein anderer Art schlägt, wird weiß.",
		"DoubleTibet":           "Ein Stein (kein König), der einen Stein anderer Art schlägt, wechselt die Farbe.",
		"EinsteinChess":         "Ein schlagender Stein wird zum nächststärkeren von Bauer, Springer, Läufer, Turm, Dame; einer, der ohne zu schlagen zieht, zum nächstschwächeren. Könige und andere Steine bleiben; die Rochade schwächt den Turm; Bauern wandeln nicht um und ziehen von ihrer ersten Reihe bis zu drei Felder.",
		"ReversalEinsteinChess": "Ein Stein, der ohne zu schlagen zieht, wird zum nächststärkeren von Bauer, Springer, Läufer, Turm, Dame; ein schlagender zum nächstschwächeren. Bauern wandeln nicht um und ziehen von ihrer ersten Reihe bis zu drei Felder.",
		"Bicolores":             "Ein König steht im Schach, wenn ihn ein Stein einer der beiden Farben angreift, auch ein eigener.",
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

		"FrankfurtChess":        "Une pièce qui prend prend la nature de la pièce prise. Un roi devient une pièce royale de cette nature (pas avec RexExclusif) ; un pion qui prend sur sa dernière rangée devient la pièce prise au lieu de se promouvoir.",
		"ProteanChess":          "Une pièce qui prend prend la nature de la pièce prise, un pion devenant un pion inverse et un pion inverse un pion. Un roi devient une pièce royale de cette nature (pas avec RexExclusif).",
		"Sentinelles":           "Une pièce (sauf un pion) qui quitte une case hors des première et dernière rangées y laisse un pion de son camp. PionAdvers : un pion adverse ; Berolina : un pion Berolina ; MaximumBlanc, MaximumNoir, MaximumTotal n : au plus n tels pions (8, 8, 16).",
		"CavalierMajeur":        "La noctambule remplace le cavalier comme pièce standard. Les pions se promeuvent en dame, tour, fou ou noctambule, pas en cavalier ; Popeye refuse les cavaliers sur l'échiquier.",
		"Tibet":                 "Une pièce noire (sauf un roi) qui prend une pièce d'une autre nature devient blanche.",
		"DoubleTibet":           "Une pièce (sauf un roi) qui prend une pièce d'une autre nature change de camp.",
		"EinsteinChess":         "Une pièce qui prend devient la suivante plus forte de pion, cavalier, fou, tour, dame ; une pièce qui joue sans prendre la suivante plus faible. Les rois et les autres pièces restent ; le roque affaiblit la tour ; les pions ne se promeuvent pas et avancent jusqu'à trois cases depuis leur première rangée.",
		"ReversalEinsteinChess": "Une pièce qui joue sans prendre devient la suivante plus forte de pion, cavalier, fou, tour, dame ; une pièce qui prend la suivante plus faible. Les pions ne se promeuvent pas et avancent jusqu'à trois cases depuis leur première rangée.",
		"Bicolores":             "Un roi est en échec quand une pièce de l'un ou l'autre camp l'attaque, les siennes comprises.",
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
