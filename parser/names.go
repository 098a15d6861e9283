package parser

import (
	"strconv"
	"unicode/utf8"
)

// This file gives the enums of ast.go their names.

// String returns "error", "warning", "information" or "hint".
func (s Severity) String() string {
	switch s {
	case Error:
		return "error"
	case Warning:
		return "warning"
	case Information:
		return "information"
	case Hint:
		return "hint"
	}
	return "severity(" + strconv.Itoa(int(s)) + ")"
}

// String returns the ISO code: "en", "de" or "fr".
func (l Language) String() string {
	switch l {
	case English:
		return "en"
	case German:
		return "de"
	case French:
		return "fr"
	}
	return "language(" + strconv.Itoa(int(l)) + ")"
}

// String returns "white", "black" or "neutral".
func (c Color) String() string {
	switch c {
	case White:
		return "white"
	case Black:
		return "black"
	case Neutral:
		return "neutral"
	}
	return "color(" + strconv.Itoa(int(c)) + ")"
}

var pieceKindNames = [...]string{"king", "queen", "rook", "bishop", "knight", "pawn", "fairy"}

// String returns the English name of the piece kind: "king" … "pawn", or "fairy".
func (k PieceKind) String() string {
	if k >= 0 && int(k) < len(pieceKindNames) {
		return pieceKindNames[k]
	}
	return "piecekind(" + strconv.Itoa(int(k)) + ")"
}

// String returns the square's name, e.g. "e4", or "-" for NoSquare.
func (s Square) String() string {
	if s < 0 || s > 63 {
		return "-"
	}
	return string([]byte{'a' + byte(s%8), '1' + byte(s/8)})
}

// File returns the file of s, 0 (a) … 7 (h).
func (s Square) File() int { return int(s) % 8 }

// Rank returns the rank of s, 0 (rank 1) … 7 (rank 8).
func (s Square) Rank() int { return int(s) / 8 }

var commandNames = [...]string{
	CmdUnknown:          "unknown",
	CmdBeginProblem:     "BeginProblem",
	CmdEndProblem:       "EndProblem",
	CmdNextProblem:      "NextProblem",
	CmdRemark:           "Remark",
	CmdAuthor:           "Author",
	CmdOrigin:           "Origin",
	CmdTitle:            "Title",
	CmdAward:            "Award",
	CmdPieces:           "Pieces",
	CmdForsyth:          "Forsyth",
	CmdStipulation:      "Stipulation",
	CmdSStipulation:     "SStipulation",
	CmdOption:           "Option",
	CmdCondition:        "Condition",
	CmdTwin:             "Twin",
	CmdZeroPosition:     "ZeroPosition",
	CmdProtocol:         "Protocol",
	CmdLaTeX:            "LaTeX",
	CmdLaTeXPieces:      "LaTeXPieces",
	CmdInitialGameArray: "InitialGameArray",
}

// String returns the command's English keyword as Popeye's manual spells it.
func (k CommandKind) String() string {
	if k >= 0 && int(k) < len(commandNames) {
		return commandNames[k]
	}
	return "command(" + strconv.Itoa(int(k)) + ")"
}

var playNames = [...]string{
	PlayUnknown:    "unknown",
	PlayDirect:     "direct",
	PlayHelp:       "help",
	PlaySelf:       "self",
	PlayReflex:     "reflex",
	PlaySemiReflex: "semi-reflex",
	PlayHelpSelf:   "help-self",
	PlayHelpReflex: "help-reflex",
	PlayProofGame:  "proof-game",
	PlayOther:      "other",
}

// String returns the play's name: "direct", "help", "self", "reflex", ….
func (p Play) String() string {
	if p >= 0 && int(p) < len(playNames) {
		return playNames[p]
	}
	return "play(" + strconv.Itoa(int(p)) + ")"
}

var goalSymbols = [...]string{
	GoalUnknown:           "?",
	GoalCounterMate:       "##!",
	GoalDoubleMate:        "##",
	GoalMateOrStalemate:   "#=",
	GoalMate:              "#",
	GoalDoubleStalemate:   "==",
	GoalAutoStalemate:     "!=",
	GoalStalemate:         "=",
	GoalTarget:            "z",
	GoalCheck:             "+",
	GoalCapture:           "x",
	GoalSteingewinn:       "%",
	GoalEnPassant:         "ep",
	GoalCircuitByRebirth:  "ctr",
	GoalCircuit:           "ct",
	GoalExchangeByRebirth: "<>r",
	GoalExchange:          "<>",
	GoalCastling:          "00",
	GoalAny:               "~",
	GoalProofGame:         "dia",
	GoalAToB:              "a=>b",
	GoalChess81:           "c81",
	GoalKiss:              "k",
	GoalAutoMate:          "!#",
}

// String returns the goal's symbol as Popeye writes it: "#", "=", "==", "z", ….
func (g Goal) String() string {
	if g >= 0 && int(g) < len(goalSymbols) {
		return goalSymbols[g]
	}
	return "goal(" + strconv.Itoa(int(g)) + ")"
}

var twinOpNames = [...]string{
	TwinUnknown:      "unknown",
	TwinMove:         "Move",
	TwinExchange:     "Exchange",
	TwinRemove:       "Remove",
	TwinAdd:          "Add",
	TwinRotate:       "Rotate",
	TwinMirror:       "Mirror",
	TwinShift:        "Shift",
	TwinSubstitute:   "Substitute",
	TwinStipulation:  "Stipulation",
	TwinSStipulation: "SStipulation",
	TwinPolishType:   "PolishType",
	TwinCondition:    "Condition",
}

// String returns the operation's English keyword.
func (k TwinOpKind) String() string {
	if k >= 0 && int(k) < len(twinOpNames) {
		return twinOpNames[k]
	}
	return "twinop(" + strconv.Itoa(int(k)) + ")"
}

var mirrorNames = [...]string{
	MirrorNone: "none",
	MirrorA1H1: "a1<-->h1",
	MirrorA1A8: "a1<-->a8",
	MirrorA1H8: "a1<-->h8",
	MirrorH1A8: "a8<-->h1",
}

// String returns the axis as Popeye writes it, e.g. "a1<-->h1".
func (m MirrorAxis) String() string {
	if m >= 0 && int(m) < len(mirrorNames) {
		return mirrorNames[m]
	}
	return "mirror(" + strconv.Itoa(int(m)) + ")"
}

// decodeText returns s as UTF-8: valid UTF-8 is kept, otherwise every byte is read as
// Latin-1, the other encoding found in Popeye files.
func decodeText(s string) string {
	if utf8.ValidString(s) {
		return s
	}
	b := make([]byte, 0, len(s)+8)
	for i := 0; i < len(s); i++ {
		b = utf8.AppendRune(b, rune(s[i]))
	}
	return string(b)
}
