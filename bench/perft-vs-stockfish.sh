#!/usr/bin/env bash
# Compares bulk perft speed of cpls with Stockfish's `go perft` (one thread) on the six
# chessprogramming-wiki positions, in the same run on the same machine, and prints the
# per-position ratio cpls/Stockfish and its geometric mean.
# Needs: stockfish (Debian: apt-get install stockfish), bc. Usage: bench/perft-vs-stockfish.sh
set -euo pipefail
cd "$(dirname "$0")/.."
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "stockfish not found (apt-get install stockfish)"; exit 2; }
go build -o /tmp/cpls-bench ./cmd/cpls
positions=(
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
	"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|5"
	"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5"
	"r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|5"
)
logsum=0
for entry in "${positions[@]}"; do
	fen=${entry%|*} depth=${entry#*|}
	start=$(date +%s.%N)
	nodes=$(printf 'setoption name Threads value 1\nposition fen %s\ngo perft %s\n' "$fen" "$depth" |
		"$sf" 2>/dev/null | awk '/Nodes searched/ {print $3}')
	end=$(date +%s.%N)
	sfnps=$(echo "$nodes / ($end - $start)" | bc -l)
	ournps=$(/tmp/cpls-bench perft -json "$fen" "$depth" | sed 's/.*"nps":\([0-9.e+]*\).*/\1/')
	ratio=$(echo "$ournps / $sfnps" | bc -l)
	logsum=$(echo "$logsum + l($ratio)" | bc -l)
	printf '%-72s depth %s  stockfish %6.1fM nps  cpls %6.1fM nps  ratio %.3f\n' \
		"$fen" "$depth" "$(echo "$sfnps/1000000" | bc -l)" "$(echo "$ournps/1000000" | bc -l)" "$ratio"
done
printf 'geometric mean ratio cpls/stockfish: %.3f (Stockfish time includes its start-up)\n' \
	"$(echo "e($logsum / ${#positions[@]})" | bc -l)"
