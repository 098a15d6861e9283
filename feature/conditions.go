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

		// King and move-selection conditions.
		"BGL":                   "Each side has a budget of distance. A move costs the distance between its departure and arrival squares and may be played only while the mover's budget covers it; a piece gives check only by a capture its side can pay. One number is one budget both sides spend; - is no limit.",
		"SAT":                   "A king is in check when it has a flight: a square it could move to where it would not be attacked, whether it is attacked or not. With a number n, it may have n flights: it is in check with more, or with n when attacked. Kings may not be captured.",
		"StrictSAT":             "SAT where a king that has stood attacked since the diagram is in check, when not attacked, with one flight fewer than SAT allows. Kings may not be captured.",
		"SwappingKings":         "When a move gives check, the two kings exchange their squares; the mover's king must then not be in check.",
		"WhiteOscillatingKings": "After each white move the two kings exchange their squares. TypeB: not when White's king is in check before the exchange; TypeC: only when the move gives check.",
		"BlackOscillatingKings": "After each black move the two kings exchange their squares. TypeB: not when Black's king is in check before the exchange; TypeC: only when the move gives check.",
		"CASTChess":             "A piece that could capture more than once may not capture at all, nor give check. With Inverse, only such a piece may capture and give check, and kings may not be captured.",
		"CASTInverse":           "Only a piece that could capture more than once may capture and give check; kings may not be captured.",
		"MultiCaptures":         "A piece may be captured only when the side could capture it in two ways or more; a king is in check only when two pieces attack it, and kings may not be captured.",
		"WhiteMustCapture":      "White must capture when he can.",
		"BlackMustCapture":      "Black must capture when he can.",
		"KobulKings":            "When a piece is captured, its side's king takes its walk and attributes, staying royal; a pawn's capture makes it a king again.",
		"PromOnly":              "A pawn promotes only into the piece types listed after the condition.",
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

		// König- und Zugwahlbedingungen.
		"BGL":                   "Jede Partei hat ein Budget an Entfernung. Ein Zug kostet den Abstand zwischen Start- und Zielfeld und ist nur erlaubt, solange das Budget des Ziehenden ihn deckt; Schach bietet ein Stein nur mit einem Schlag, den seine Partei bezahlen kann. Eine Zahl ist ein gemeinsames Budget beider Parteien; - ist unbegrenzt.",
		"SAT":                   "Ein König steht im Schach, wenn er ein Fluchtfeld hat: ein Feld, das er betreten könnte, ohne dort angegriffen zu sein, ob er angegriffen ist oder nicht. Mit einer Zahl n darf er n Fluchtfelder haben: im Schach ist er mit mehr, oder mit n, wenn er angegriffen ist. Könige können nicht geschlagen werden.",
		"StrictSAT":             "SAT, wobei ein König, der seit dem Diagramm einmal angegriffen war, ohne Angriff schon mit einem Fluchtfeld weniger im Schach steht, als SAT erlaubt. Könige können nicht geschlagen werden.",
		"SwappingKings":         "Bietet ein Zug Schach, tauschen die beiden Könige ihre Felder; der König des Ziehenden darf danach nicht im Schach stehen.",
		"WhiteOscillatingKings": "Nach jedem weißen Zug tauschen die beiden Könige ihre Felder. TypB: nicht, wenn der weiße König vor dem Tausch im Schach steht; TypC: nur, wenn der Zug Schach bietet.",
		"BlackOscillatingKings": "Nach jedem schwarzen Zug tauschen die beiden Könige ihre Felder. TypB: nicht, wenn der schwarze König vor dem Tausch im Schach steht; TypC: nur, wenn der Zug Schach bietet.",
		"CASTChess":             "Ein Stein, der mehr als einmal schlagen könnte, darf gar nicht schlagen und bietet kein Schach. Mit Invers darf nur ein solcher Stein schlagen und Schach bieten, und Könige können nicht geschlagen werden.",
		"CASTInverse":           "Nur ein Stein, der mehr als einmal schlagen könnte, darf schlagen und Schach bieten; Könige können nicht geschlagen werden.",
		"MultiCaptures":         "Ein Stein darf nur geschlagen werden, wenn die Partei ihn auf zwei oder mehr Arten schlagen könnte; ein König steht nur im Schach, wenn zwei Steine ihn angreifen, und Könige können nicht geschlagen werden.",
		"WhiteMustCapture":      "Weiß muss schlagen, wenn er kann.",
		"BlackMustCapture":      "Schwarz muss schlagen, wenn er kann.",
		"KobulKings":            "Wird ein Stein geschlagen, nimmt der König seiner Partei dessen Gangart und Eigenschaften an und bleibt königlich; das Schlagen eines Bauern macht ihn wieder zum König.",
		"PromOnly":              "Ein Bauer wandelt sich nur in die nach der Bedingung genannten Steinarten um.",
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

		// Conditions des rois et du choix des coups.
		"BGL":                   "Chaque camp dispose d'un budget de distance. Un coup coûte la distance entre ses cases de départ et d'arrivée et n'est permis que si le budget du camp qui joue le couvre ; une pièce ne fait échec que par une prise que son camp peut payer. Un seul nombre est un budget commun aux deux camps ; - est sans limite.",
		"SAT":                   "Un roi est en échec quand il a une case de fuite : une case où il pourrait aller sans y être attaqué, qu'il soit attaqué ou non. Avec un nombre n, il peut avoir n cases de fuite : il est en échec avec davantage, ou avec n s'il est attaqué. Les rois ne peuvent pas être pris.",
		"StrictSAT":             "SAT où un roi qui a été attaqué depuis le diagramme est en échec, quand il n'est pas attaqué, avec une case de fuite de moins que SAT ne permet. Les rois ne peuvent pas être pris.",
		"SwappingKings":         "Quand un coup fait échec, les deux rois échangent leurs cases ; le roi du camp qui joue ne doit alors pas être en échec.",
		"WhiteOscillatingKings": "Après chaque coup blanc, les deux rois échangent leurs cases. TypeB : pas quand le roi blanc est en échec avant l'échange ; TypeC : seulement quand le coup fait échec.",
		"BlackOscillatingKings": "Après chaque coup noir, les deux rois échangent leurs cases. TypeB : pas quand le roi noir est en échec avant l'échange ; TypeC : seulement quand le coup fait échec.",
		"CASTChess":             "Une pièce qui pourrait prendre plus d'une fois ne peut pas prendre du tout, ni faire échec. Avec Invverse, seule une telle pièce peut prendre et faire échec, et les rois ne peuvent pas être pris.",
		"CASTInverse":           "Seule une pièce qui pourrait prendre plus d'une fois peut prendre et faire échec ; les rois ne peuvent pas être pris.",
		"MultiCaptures":         "Une pièce ne peut être prise que si le camp pouvait la prendre de deux façons ou plus ; un roi n'est en échec que s'il est attaqué par deux pièces, et les rois ne peuvent pas être pris.",
		"WhiteMustCapture":      "Les Blancs doivent prendre quand ils le peuvent.",
		"BlackMustCapture":      "Les Noirs doivent prendre quand ils le peuvent.",
		"KobulKings":            "Quand une pièce est prise, le roi de son camp prend sa marche et ses attributs et reste royal ; la prise d'un pion le refait roi.",
		"PromOnly":              "Un pion ne se promeut qu'en les pièces énumérées après la condition.",
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
