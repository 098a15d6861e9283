package fairy

import "github.com/cpls-dev/cpls/movegen"

// refVogtlaenderCheck: VogtlaenderChess, as conditions/vogtlaender.c plays it (the
// manual names it only): c is in check when the other side's royal piece is attacked
// by c.
func refVogtlaenderCheck(b Board, c movegen.Color) bool { return refAttacked(b, c.Other()) }
