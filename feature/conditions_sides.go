package feature

import "github.com/cpls-dev/cpls/parser"

// sideConditionMeanings explain, as conditionMeanings does, the conditions that change
// what a side may play as a whole: moves that move no piece or several (RoleExchange),
// or the pieces a side moves.
var sideConditionMeanings = [...]map[string]string{
	parser.English: {
		"RoleExchange": "Instead of a move, White may exchange the roles: the board turns half round and every piece changes sides (neutral pieces stay neutral), written \" RoleExchange\". A number after the condition limits how many exchanges a line may make; the exchange is legal only when White's king is then safe.",
	},
	parser.German: {
		"RoleExchange": "Statt eines Zuges darf Weiß die Rollen tauschen: das Brett dreht sich um 180° und jeder Stein wechselt die Partei (neutrale bleiben neutral), notiert \" Rollentausch\". Eine Zahl nach der Bedingung begrenzt, wie oft eine Zugfolge tauschen darf; der Tausch ist nur legal, wenn der weiße König danach nicht im Schach steht.",
	},
	parser.French: {
		"RoleExchange": "Au lieu de jouer, les Blancs peuvent échanger les rôles : l'échiquier tourne d'un demi-tour et chaque pièce change de camp (les neutres restent neutres), noté \" EchangeRole\". Un nombre après la condition limite le nombre d'échanges d'une suite de coups ; l'échange n'est légal que si le roi blanc n'est alors pas en échec.",
	},
}

func init() {
	for lang, m := range sideConditionMeanings {
		for name, s := range m {
			conditionMeanings[lang][name] = s
		}
	}
}
