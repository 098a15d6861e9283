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
# On a shared machine wall-clock time includes waiting for a core, so the script also
# measures CPU time: Stockfish's from /proc/PID/stat (clock ticks, 10 ms), cpls's
# `cpu_seconds`. The nps columns and the first ratio are wall-clock; "cpu-ratio" is the
# same comparison in CPU time.
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
coproc SF { exec "$sf" 2>/dev/null; }
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

tick=$(getconf CLK_TCK)
sfcpu() { awk -v t="$tick" '{printf "%.3f", ($14+$15)/t}' "/proc/$SF_PID/stat"; }

# sf_perft FEN DEPTH: prints "nodes seconds cpu-seconds"
sf_perft() {
	sfsend "position fen $1"
	sfsend isready; sfwait readyok >/dev/null
	local t0 t1 c0 c1 line
	c0=$(sfcpu)
	t0=$(now)
	sfsend "go perft $2"
	line=$(sfwait "Nodes searched")
	t1=$(now)
	c1=$(sfcpu)
	echo "${line##* } $(awk -v a="$t0" -v b="$t1" -v c="$c0" -v d="$c1" 'BEGIN{printf "%.6f %.3f", b-a, d-c}')"
}

# cpls_perft FEN DEPTH [extra flags]: prints "nodes seconds cpu-seconds"
cpls_perft() {
	local fen=$1 depth=$2
	shift 2
	"$bin" perft -json "$@" "$fen" "$depth" |
		sed 's/.*"nodes":\([0-9]*\).*"seconds":\([0-9.e+-]*\).*"cpu_seconds":\([0-9.e+-]*\).*/\1 \2 \3/'
}

median() { sort -g | awk '{a[NR]=$1} END{print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# For each position: nps from the median wall-clock time, and the CPU-time ratio from the
# median CPU times.
declare -A sfnps sfcpus plain plaincpu hashed hashedcpu
for entry in "${positions[@]}"; do
	IFS='|' read -r name fen depth <<<"$entry"
	depth=$((depth + dofs))
	sft=() sfc=() ct=() cc=() ht=() hc=()
	for ((i = 0; i < runs; i++)); do
		read -r sfn s sc <<<"$(sf_perft "$fen" "$depth")"; sft+=("$s"); sfc+=("$sc")
		read -r cn c ccpu <<<"$(cpls_perft "$fen" "$depth")"; ct+=("$c"); cc+=("$ccpu")
		[ "$sfn" = "$cn" ] || { echo "node counts differ on $name: stockfish $sfn cpls $cn" >&2; exit 1; }
		if [ "$hash" != 0 ]; then
			read -r hn h hcpu <<<"$(cpls_perft "$fen" "$depth" -hash "$hash")"; ht+=("$h"); hc+=("$hcpu")
			[ "$hn" = "$cn" ] || { echo "hashed count differs on $name: $hn" >&2; exit 1; }
		fi
	done
	s=$(printf '%s\n' "${sft[@]}" | median)
	c=$(printf '%s\n' "${ct[@]}" | median)
	sfnps[$name]=$(awk -v n="$sfn" -v t="$s" 'BEGIN{printf "%.0f", n/t}')
	sfcpus[$name]=$(printf '%s\n' "${sfc[@]}" | median)
	plain[$name]=$(awk -v n="$cn" -v t="$c" 'BEGIN{printf "%.0f", n/t}')
	plaincpu[$name]=$(printf '%s\n' "${cc[@]}" | median)
	if [ "$hash" != 0 ]; then
		h=$(printf '%s\n' "${ht[@]}" | median)
		hashed[$name]=$(awk -v n="$cn" -v t="$h" 'BEGIN{printf "%.0f", n/t}')
		hashedcpu[$name]=$(printf '%s\n' "${hc[@]}" | median)
	fi
	echo "$name depth $depth nodes $cn: wall stockfish ${s}s cpls ${c}s; cpu stockfish ${sfcpus[$name]}s cpls ${plaincpu[$name]}s (medians of $runs)" >&2
done
sfsend quit

report() { # title, name of the cpls nps array, name of the cpls cpu array
	local -n ours=$2 ourcpu=$3
	echo "$1"
	printf '%-10s %14s %14s %8s %10s\n' position stockfish-nps cpls-nps ratio cpu-ratio
	local logsum=0 logcpu=0 n=0 nc=0 r rc
	for entry in "${positions[@]}"; do
		IFS='|' read -r name _ _ <<<"$entry"
		r=$(awk -v a="${ours[$name]}" -v b="${sfnps[$name]}" 'BEGIN{printf "%.3f", a/b}')
		rc=$(awk -v a="${ourcpu[$name]}" -v b="${sfcpus[$name]}" 'BEGIN{printf "%.3f", (a > 0 ? b/a : 0)}')
		printf '%-10s %14s %14s %8s %10s\n' "$name" "${sfnps[$name]}" "${ours[$name]}" "$r" "$rc"
		logsum=$(awk -v s="$logsum" -v r="$r" 'BEGIN{print s+log(r)}')
		if [ "$rc" != 0.000 ]; then # below the clock tick: no CPU figure
			logcpu=$(awk -v s="$logcpu" -v r="$rc" 'BEGIN{print s+log(r)}')
			nc=$((nc + 1))
		fi
		n=$((n + 1))
	done
	awk -v s="$logsum" -v c="$logcpu" -v n="$n" -v nc="$nc" \
		'BEGIN{printf "geometric mean ratio cpls/stockfish: %.3f (wall clock), %.3f (CPU time, %d positions)\n", exp(s/n), (nc ? exp(c/nc) : 0), nc}'
}
report "bulk perft, plain move generator (cpls perft -json FEN DEPTH):" plain plaincpu
if [ "$hash" != 0 ]; then
	echo
	report "bulk perft with a ${hash} MB perft hash table (cpls perft -json -hash $hash FEN DEPTH):" hashed hashedcpu
fi
