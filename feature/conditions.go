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
		"Make&TakeChess":     "A capturing piece first moves, without capturing, as the piece it is about to take (as that piece's side would move it), then takes it from there by its own walk. Moves without capture are as usual; check is such a capture of the king.",
		"GhostChess":         "A captured piece returns as a ghost. It goes under its capture square and comes back, uncapturable and of its own side, as soon as that square is empty after a move.",
		"Breton":             "When a piece is captured, a piece of the same kind of the capturing side leaves the board too. Any such piece after the capture may be chosen, the capturer included; Adverse takes it from the captured side, Chromatic changes its side instead of removing it.",
		"Masand":             "When a move gives check with the piece that moved, every piece that piece observes changes to the other side. Pieces of either side change; kings and neutral pieces do not.",
		"Patrouille":         "A piece may capture, and so give check, only while a piece of its own side observes it. Moves without capture are free; kings take part.",
		"Lortap":             "A piece may capture, and so give check, only while no piece of its own side observes it. Moves without capture are free; kings take part.",
		"PhantomChess":       "A piece moves as usual or from its Circe rebirth square, if that is empty. A move from there counts only where the usual moves do not reach; pieces observe, and give check, from both squares; kings move only from their own square.",
		"Influencer":         "After a move, every enemy piece next to the moved piece changes its walk. It becomes a pawn, or on the first or last rank a piece of the mover's kind; kings neither influence nor are influenced.",
		"Imitator":           "Imitators, neutral non-pieces on the given squares, make every move along with the moving piece. A move is legal only if each Imitator can follow it by the same vector over empty squares and end on an empty one; a piece checks only where the Imitators could follow its capture.",
		"HauntedChess":       "A captured piece returns as a ghost. It goes under its capture square and comes back, of its own side and capturable, as soon as that square is empty after a move; a capture on a square with a ghost under it sends the older ghost away.",
		"NoIProm":            "Pawns do not promote into Imitators. It matters only with Imitator.",
		"EiffelChess":        "A piece observed by an enemy piece of the kind that paralyses its own is paralysed. A pawn is paralysed by a queen, a queen by a rook, a rook by a bishop, a bishop by a knight, a knight by a pawn; a paralysed piece neither moves, captures nor gives check, but still paralyses.",
		"Volage":             "A piece (not a king) that moves to a square of the other colour changes to the other side, once. After that it keeps its side.",
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
		"Make&TakeChess":     "Ein schlagender Stein zieht zuerst, ohne zu schlagen, wie der zu schlagende Stein (wie dessen Partei ihn zöge) und schlägt ihn dann von dort mit seiner eigenen Gangart. Züge ohne Schlag sind gewöhnlich; Schach ist ein solcher Schlag des Königs.",
		"GhostChess":         "Ein geschlagener Stein kehrt als Geist zurück. Er geht unter sein Schlagfeld und kehrt, unschlagbar und in seiner Farbe, zurück, sobald dieses Feld nach einem Zug leer ist.",
		"Breton":             "Wird ein Stein geschlagen, verlässt auch ein Stein derselben Art der schlagenden Partei das Brett. Jeder solche Stein nach dem Schlag kann gewählt werden, der schlagende eingeschlossen; Advers nimmt ihn von der geschlagenen Partei, Chromatisch wechselt seine Farbe, statt ihn zu entfernen.",
		"Masand":             "Gibt ein Zug mit dem ziehenden Stein Schach, wechseln alle von ihm beobachteten Steine die Farbe. Steine beider Parteien wechseln; Könige und neutrale Steine nicht.",
		"Patrouille":         "Ein Stein darf nur schlagen und Schach bieten, solange ein Stein seiner Partei ihn beobachtet. Züge ohne Schlag sind frei; Könige nehmen teil.",
		"Lortap":             "Ein Stein darf nur schlagen und Schach bieten, solange kein Stein seiner Partei ihn beobachtet. Züge ohne Schlag sind frei; Könige nehmen teil.",
		"PhantomChess":       "Ein Stein zieht gewöhnlich oder von seinem Circe-Wiedergeburtsfeld, wenn dieses leer ist. Ein Zug von dort zählt nur, wo die gewöhnlichen Züge nicht hinführen; Steine beobachten und bieten Schach von beiden Feldern; Könige ziehen nur von ihrem Feld.",
		"Influencer":         "Nach einem Zug ändern alle gegnerischen Steine neben dem gezogenen Stein ihre Gangart. Sie werden Bauern, auf der ersten oder letzten Reihe Steine der Art des ziehenden; Könige beeinflussen nicht und werden nicht beeinflusst.",
		"Imitator":           "Imitatoren, neutrale Nicht-Steine auf den angegebenen Feldern, machen jeden Zug mit dem ziehenden Stein mit. Ein Zug ist nur legal, wenn jeder Imitator ihm mit demselben Vektor über leere Felder auf ein leeres Feld folgen kann; ein Stein bietet nur Schach, wo die Imitatoren seinem Schlag folgen könnten.",
		"HauntedChess":       "Ein geschlagener Stein kehrt als Geist zurück. Er geht unter sein Schlagfeld und kehrt, in seiner Farbe und schlagbar, zurück, sobald dieses Feld nach einem Zug leer ist; ein Schlag auf einem Feld mit einem Geist darunter vertreibt den älteren Geist.",
		"NoIProm":            "Bauern wandeln nicht in Imitatoren um. Nur mit Imitator von Bedeutung.",
		"EiffelChess":        "Ein Stein, der von einem gegnerischen Stein der ihn lähmenden Art beobachtet wird, ist gelähmt. Ein Bauer wird von einer Dame gelähmt, eine Dame von einem Turm, ein Turm von einem Läufer, ein Läufer von einem Springer, ein Springer von einem Bauern; ein gelähmter Stein zieht, schlägt und bietet kein Schach, lähmt aber weiter.",
		"Volage":             "Ein Stein (kein König), der auf ein Feld der anderen Farbe zieht, wechselt einmal die Partei. Danach behält er sie.",
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
		"Make&TakeChess":     "Une pièce qui prend joue d'abord, sans prendre, comme la pièce qu'elle va prendre (comme le camp de celle-ci la jouerait), puis la prend de là selon sa propre marche. Les coups sans prise sont ordinaires ; l'échec est une telle prise du roi.",
		"GhostChess":         "Une pièce prise revient en fantôme. Elle passe sous sa case de prise et revient, imprenable et de son camp, dès que cette case est vide après un coup.",
		"Breton":             "Quand une pièce est prise, une pièce de même nature du camp qui prend quitte aussi l'échiquier. Toute pièce de ce genre après la prise peut être choisie, la preneuse comprise ; Adverse la prend au camp pris, Chromatique change son camp au lieu de l'enlever.",
		"Masand":             "Quand un coup fait échec avec la pièce jouée, toutes les pièces qu'elle observe changent de camp. Les pièces des deux camps changent ; les rois et les pièces neutres non.",
		"Patrouille":         "Une pièce ne peut prendre, ni donc faire échec, que si une pièce de son camp l'observe. Les coups sans prise sont libres ; les rois en sont.",
		"Lortap":             "Une pièce ne peut prendre, ni donc faire échec, que si aucune pièce de son camp ne l'observe. Les coups sans prise sont libres ; les rois en sont.",
		"PhantomChess":       "Une pièce joue normalement ou depuis sa case de renaissance Circe, si elle est vide. Un coup de là ne compte que là où les coups ordinaires ne mènent pas ; les pièces observent, et font échec, des deux cases ; les rois ne jouent que de leur case.",
		"Influencer":         "Après un coup, toute pièce adverse voisine de la pièce jouée change de marche. Elle devient un pion, ou sur la première ou la dernière rangée une pièce de la nature de la pièce jouée ; les rois n'influencent ni ne sont influencés.",
		"Imitator":           "Les imitateurs, non-pièces neutres sur les cases données, accompagnent chaque coup de la pièce jouée. Un coup n'est légal que si chaque imitateur peut le suivre du même vecteur par des cases vides jusqu'à une case vide ; une pièce ne fait échec que là où les imitateurs pourraient suivre sa prise.",
		"HauntedChess":       "Une pièce prise revient en fantôme. Elle passe sous sa case de prise et revient, de son camp et prenable, dès que cette case est vide après un coup ; une prise sur une case ayant un fantôme dessous chasse l'ancien fantôme.",
		"NoIProm":            "Les pions ne se promeuvent pas en imitateurs. Cela ne compte qu'avec Imitator.",
		"EiffelChess":        "Une pièce observée par une pièce adverse de la nature qui paralyse la sienne est paralysée. Un pion est paralysé par une dame, une dame par une tour, une tour par un fou, un fou par un cavalier, un cavalier par un pion ; une pièce paralysée ne joue, ne prend ni ne fait échec, mais paralyse encore.",
		"Volage":             "Une pièce (sauf un roi) qui joue sur une case de l'autre couleur change de camp, une fois. Ensuite elle garde son camp.",
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
