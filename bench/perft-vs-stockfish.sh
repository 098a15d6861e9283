#!/usr/bin/env bash
# Compares bulk perft speed of cpls with Stockfish's `go perft` (one thread) on the six
# chessprogramming-wiki positions, in the same run on the same machine, and prints the
# per-position nodes/second, the ratio cpls/Stockfish and its geometric mean.
#
# Timing: Stockfish does not print the time of `go perft`, so the script talks to one
# Stockfish process, waits for `readyok` (start-up and network loading are done), and
# times from sending `go perft` to reading `Nodes searched`. cpls times itself (the
# `seconds` of `cpls perft -json`, start-up excluded). Each position is measured -n times
# (default 3) for both programs, alternating, and the median is kept.
#
# With -hash MB, a second table reports cpls with its perft transposition table (a
# perft technique, not move-generation speed) against the same Stockfish figures; the
# plain ratio is always printed first.
#
# Needs: stockfish 15.1 (Debian: apt-get install stockfish), go, awk.
# Usage: bench/perft-vs-stockfish.sh [-n RUNS] [-hash MB] [-depth-offset D]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=3 hash=0 dofs=0
while [ $# -gt 0 ]; do
	case $1 in
	-n) runs=$2; shift 2 ;;
	-hash) hash=$2; shift 2 ;;
	-depth-offset) dofs=$2; shift 2 ;; # e.g. -1 for a quick run
	*) echo "usage: $0 [-n RUNS] [-hash MB] [-depth-offset D]" >&2; exit 2 ;;
	esac
done
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "stockfish not found (apt-get install stockfish)" >&2; exit 2; }
bin=$(mktemp -d)/cpls
go build -o "$bin" ./cmd/cpls
positions=(
	"start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
	"kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
	"position3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
	"position4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|5"
	"position5|rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8|5"
	"position6|r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10|5"
)

now() { date +%s.%N; }

# One Stockfish process for the whole run, driven through a coprocess.
coproc SF { "$sf" 2>/dev/null; }
sfsend() { printf '%s\n' "$*" >&"${SF[1]}"; }
sfwait() { # read until a line starting with $1; echo that line
	local line
	while IFS= read -r line <&"${SF[0]}"; do
		case $line in "$1"*) echo "$line"; return 0 ;; esac
	done
	return 1
}
sfsend uci; sfwait uciok >/dev/null
sfsend "setoption name Threads value 1"
sfsend isready; sfwait readyok >/dev/null

# sf_perft FEN DEPTH: prints "nodes seconds"
sf_perft() {
	sfsend "position fen $1"
	sfsend isready; sfwait readyok >/dev/null
	local t0 t1 line
	t0=$(now)
	sfsend "go perft $2"
	line=$(sfwait "Nodes searched")
	t1=$(now)
	echo "${line##* } $(awk -v a="$t0" -v b="$t1" 'BEGIN{printf "%.6f", b-a}')"
}

# cpls_perft FEN DEPTH [extra flags]: prints "nodes seconds"
cpls_perft() {
	local fen=$1 depth=$2
	shift 2
	"$bin" perft -json "$@" "$fen" "$depth" |
		sed 's/.*"nodes":\([0-9]*\).*"seconds":\([0-9.e+-]*\).*/\1 \2/'
}

median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

declare -A sfnps plain hashed
for entry in "${positions[@]}"; do
	IFS='|' read -r name fen depth <<<"$entry"
	depth=$((depth + dofs))
	sft=() ct=() ht=()
	for ((i = 0; i < runs; i++)); do
		read -r sfn s <<<"$(sf_perft "$fen" "$depth")"; sft+=("$s")
		read -r cn c <<<"$(cpls_perft "$fen" "$depth")"; ct+=("$c")
		[ "$sfn" = "$cn" ] || { echo "node counts differ on $name: stockfish $sfn cpls $cn" >&2; exit 1; }
		if [ "$hash" != 0 ]; then
			read -r hn h <<<"$(cpls_perft "$fen" "$depth" -hash "$hash")"; ht+=("$h")
			[ "$hn" = "$cn" ] || { echo "hashed count differs on $name: $hn" >&2; exit 1; }
		fi
	done
	s=$(printf '%s\n' "${sft[@]}" | median)
	c=$(printf '%s\n' "${ct[@]}" | median)
	sfnps[$name]=$(awk -v n="$sfn" -v t="$s" 'BEGIN{printf "%.0f", n/t}')
	plain[$name]=$(awk -v n="$cn" -v t="$c" 'BEGIN{printf "%.0f", n/t}')
	if [ "$hash" != 0 ]; then
		h=$(printf '%s\n' "${ht[@]}" | median)
		hashed[$name]=$(awk -v n="$cn" -v t="$h" 'BEGIN{printf "%.0f", n/t}')
	fi
	echo "$name depth $depth nodes $cn: stockfish ${s}s, cpls ${c}s (medians of $runs)" >&2
done
sfsend quit

report() { # title, name of the cpls array
	local -n ours=$2
	echo "$1"
	printf '%-10s %14s %14s %8s\n' position stockfish-nps cpls-nps ratio
	local logsum=0 n=0 r
	for entry in "${positions[@]}"; do
		IFS='|' read -r name _ _ <<<"$entry"
		r=$(awk -v a="${ours[$name]}" -v b="${sfnps[$name]}" 'BEGIN{printf "%.3f", a/b}')
		printf '%-10s %14s %14s %8s\n' "$name" "${sfnps[$name]}" "${ours[$name]}" "$r"
		logsum=$(awk -v s="$logsum" -v r="$r" 'BEGIN{print s+log(r)}')
		n=$((n + 1))
	done
	awk -v s="$logsum" -v n="$n" 'BEGIN{printf "geometric mean ratio cpls/stockfish: %.3f\n", exp(s/n)}'
}
report "bulk perft, plain move generator (cpls perft -json FEN DEPTH):" plain
if [ "$hash" != 0 ]; then
	echo
	report "bulk perft with a ${hash} MB perft hash table (cpls perft -json -hash $hash FEN DEPTH):" hashed
fi
