package feature

import "github.com/cpls-dev/cpls/parser"

// sideConditionMeaningList explains, as conditionMeanings does, the conditions that change
// what a side may play as a whole: moves that move no piece or several (RoleExchange),
// or the pieces a side moves.
var sideConditionMeaningList = [...][]meaning{
	parser.English: {
		{"Maximummer", "The side the stipulation restricts (the defender in direct, self and reflex play, Black in help play) must play one of its longest legal moves, measured as the distance between departure and arrival squares."},
		{"HalfInChess", "A side moves the other side's pieces only, each as that side moves it (its pawns forward for it, capturing the mover's own pieces); the mover's king must be safe afterwards and is never captured."},
		{"AllInChess", "A side moves its own pieces or the other side's, each as its side moves it; the mover's king must be safe afterwards. A move may not take the previous move straight back when neither captured."},
		{"MainlyInChess", "A side moves its own pieces or the other side's, each as its side moves it; the mover's king must be safe afterwards. A move may not move the piece the previous move moved."},
		{"AprilChess", "Circe Super April: a captured piece of the walks named after the condition is reborn on any empty square its capturer chooses, or not at all; other captured pieces are not reborn. Kings are not reborn."},
		{"Football", "A piece but the king that arrives on the a- or h-file may be replaced by any of the substitutes named after the condition (all walks present when none are named), or stay itself; written as a promotion (\"Be4-h7=S\")."},
		{"RepublicanChess", "A side may be without its king: then the other side's move may place it, as part of the move, on any empty square where it is mated (\"Rf8-f7[+bKe6]\"), or leave it off. Type2 (the default) goes on after a placement; Type1 suspends the condition once a king was placed."},
		{"CastlingChess", "A king not in check may castle along any of its eight lines with the first piece on the line, of either side, at least three squares away: the king steps two squares towards it and the piece lands on the square the king crossed, which must not be attacked (\"Kh5-h3/wBh2-h4\"). Orthodox castling is gone."},
		{"Rokagogo", "CastlingChess with the castlings along a rank or a file with a rook, of either side, alone."},
		{"ExchangeCastling", "Once in a line of play, each side's king may exchange its square with any piece of its own side but a pawn, wherever it stands (\"Bh5<->Ke8\"). Orthodox castling is gone."},
		{"RoleExchange", "Instead of a move, White may exchange the roles: the board turns half round and every piece changes sides (neutral pieces stay neutral), written \" RoleExchange\". A number after the condition limits how many exchanges a line may make; the exchange is legal only when White's king is then safe."},
	},
	parser.German: {
		{"Maximummer", "Die von der Forderung eingeschränkte Partei (der Verteidiger im direkten, Selbst- und Reflexspiel, Schwarz im Hilfsspiel) muss einen ihrer längsten legalen Züge spielen; die Länge ist der Abstand zwischen Start- und Zielfeld."},
		{"HalfInChess", "Eine Partei zieht nur die Steine der anderen Partei, jeden wie dessen Partei ihn zieht (Bauern in deren Richtung, die eigenen Steine schlagend); der eigene König muss danach sicher sein und wird nie geschlagen."},
		{"AllInChess", "Eine Partei zieht eigene oder gegnerische Steine, jeden wie dessen Partei ihn zieht; der eigene König muss danach sicher sein. Ein Zug darf den vorigen nicht unmittelbar zurücknehmen, wenn keiner der beiden schlug."},
		{"MainlyInChess", "Eine Partei zieht eigene oder gegnerische Steine, jeden wie dessen Partei ihn zieht; der eigene König muss danach sicher sein. Ein Zug darf nicht den Stein ziehen, den der vorige Zug zog."},
		{"AprilChess", "Circe Super April: ein geschlagener Stein der nach der Bedingung genannten Gangarten ersteht auf einem beliebigen leeren Feld nach Wahl des Schlagenden wieder, oder gar nicht; andere geschlagene Steine erstehen nicht wieder. Könige erstehen nicht wieder."},
		{"Football", "Ein Stein außer dem König, der die a- oder h-Linie erreicht, darf durch einen der nach der Bedingung genannten Ersatzsteine (ohne Angabe: jede vorhandene Gangart) ersetzt werden oder bleiben; notiert wie eine Umwandlung (\"Le4-h7=S\")."},
		{"RepublicanChess", "Eine Partei darf ohne König sein: dann darf der Zug der anderen Partei ihn als Teil des Zuges auf ein leeres Feld setzen, auf dem er matt ist (\"Tf8-f7[+sKe6]\"), oder ihn fortlassen. Typ2 (Vorgabe) geht nach dem Einsetzen weiter; Typ1 setzt die Bedingung aus, sobald ein König eingesetzt wurde."},
		{"CastlingChess", "Ein König, der nicht im Schach steht, darf auf jeder seiner acht Linien mit dem ersten Stein darauf rochieren, gleich welcher Partei, wenn dieser mindestens drei Felder entfernt steht: der König zieht zwei Felder auf ihn zu, der Stein auf das überschrittene Feld, das nicht angegriffen sein darf (\"Kh5-h3/wBh2-h4\"). Die orthodoxe Rochade entfällt."},
		{"Rokagogo", "RochadeSchach mit den Rochaden auf einer Reihe oder Linie mit einem Turm, gleich welcher Partei, allein."},
		{"ExchangeCastling", "Einmal in einer Zugfolge darf der König jeder Partei sein Feld mit einem beliebigen eigenen Stein außer einem Bauern tauschen, wo dieser auch steht (\"Lh5<->Ke8\"). Die orthodoxe Rochade entfällt."},
		{"RoleExchange", "Statt eines Zuges darf Weiß die Rollen tauschen: das Brett dreht sich um 180° und jeder Stein wechselt die Partei (neutrale bleiben neutral), notiert \" Rollentausch\". Eine Zahl nach der Bedingung begrenzt, wie oft eine Zugfolge tauschen darf; der Tausch ist nur legal, wenn der weiße König danach nicht im Schach steht."},
	},
	parser.French: {
		{"Maximummer", "Le camp que l'énoncé restreint (le défenseur en jeu direct, inverse et réflexe, les Noirs en jeu aidé) doit jouer l'un de ses plus longs coups légaux, mesurés par la distance entre case de départ et case d'arrivée."},
		{"HalfInChess", "Un camp ne joue que les pièces de l'autre camp, chacune comme son camp la joue (les pions dans leur sens, prenant les pièces du joueur) ; le roi du joueur doit ensuite être sauf et n'est jamais pris."},
		{"AllInChess", "Un camp joue ses pièces ou celles de l'autre camp, chacune comme son camp la joue ; le roi du joueur doit ensuite être sauf. Un coup ne peut pas reprendre aussitôt le coup précédent quand aucun des deux ne prend."},
		{"MainlyInChess", "Un camp joue ses pièces ou celles de l'autre camp, chacune comme son camp la joue ; le roi du joueur doit ensuite être sauf. Un coup ne peut pas jouer la pièce que le coup précédent a jouée."},
		{"AprilChess", "Circé Super Avril : une pièce prise d'une des marches nommées après la condition renaît sur n'importe quelle case vide au choix de la pièce preneuse, ou pas du tout ; les autres pièces prises ne renaissent pas. Les rois ne renaissent pas."},
		{"Football", "Une pièce autre que le roi qui arrive sur la colonne a ou h peut être remplacée par l'un des remplaçants nommés après la condition (sans liste : toute marche présente), ou rester elle-même ; noté comme une promotion (\"Fe4-h7=C\")."},
		{"RepublicanChess", "Un camp peut être sans roi : le coup de l'autre camp peut alors le placer, dans le coup même, sur une case vide où il est mat (\"Tf8-f7[+nRe6]\"), ou ne pas le placer. Le Type2 (par défaut) continue après un placement ; le Type1 suspend la condition dès qu'un roi a été placé."},
		{"CastlingChess", "Un roi qui n'est pas en échec peut roquer sur chacune de ses huit lignes avec la première pièce de la ligne, de l'un ou l'autre camp, située à trois cases au moins : le roi avance de deux cases vers elle et la pièce vient sur la case franchie, qui ne doit pas être attaquée (\"Rh5-h3/bPh2-h4\"). Le roque orthodoxe disparaît."},
		{"Rokagogo", "EchecsRoque avec les seuls roques sur une rangée ou une colonne avec une tour, de l'un ou l'autre camp."},
		{"ExchangeCastling", "Une fois dans une suite de coups, le roi de chaque camp peut échanger sa case avec n'importe quelle pièce de son camp sauf un pion, où qu'elle soit (\"Fh5<->Re8\"). Le roque orthodoxe disparaît."},
		{"RoleExchange", "Au lieu de jouer, les Blancs peuvent échanger les rôles : l'échiquier tourne d'un demi-tour et chaque pièce change de camp (les neutres restent neutres), noté \" EchangeRole\". Un nombre après la condition limite le nombre d'échanges d'une suite de coups ; l'échange n'est légal que si le roi blanc n'est alors pas en échec."},
	},
}
