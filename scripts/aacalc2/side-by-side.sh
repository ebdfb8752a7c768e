#!/usr/bin/env bash
# Battleboard against aacalc2 (https://github.com/mshih01/aacalc2), warm, on issue 24's five battles (small, B5, B6,
# N1, N2), for docs/performance.md, "Side by side with aacalc2 (issue 24)". Run by hand, never by `mvn verify`.
#
# Each round runs Battleboard (battleboard.bench.SideBySide, one JVM) and then aacalc2 (aacalc2-bench.mjs, one Node
# process), so the two alternate: Battleboard, aacalc2, Battleboard, ... Each process solves every battle warm (WARM_MS
# of untimed solves, then at least MEASURE_MS and 5 timed solves) and prints each battle's median. A round's two runs
# are a pair; per battle the table gives both engines' median over the rounds, the median of the pairs' ratios
# (aacalc2 ms / Battleboard ms: above 1, Battleboard is faster) and their spread, and the one-minute load average
# read after each run. Then each engine's outcomes (from its last run) and the machine.
#
# Usage: scripts/aacalc2/side-by-side.sh AACALC2_DIR [ROUNDS]
#   AACALC2_DIR  an aacalc2 checkout built with `npm ci && npx tsc` (dist/index.js)
#   ROUNDS       pairs of runs (default 5)
# Environment: WARM_MS (default 5000: the small battle, solved first in a fresh JVM, took 0.040-0.048 ms after 2 s of
#   warm-up and 0.030 ms, JMH's figure, after 5 s), MEASURE_MS (default 3000), BATTLES (default "small B5 B6 N1 N2"),
#   JAVA_OPTS (default -Xmx2g), AACALC2_PRUNE (aacalc2's prune_threshold, default 1e-12)
set -eu
if [ $# -lt 1 ] || [ ! -f "$1/dist/index.js" ]; then
    echo "usage: scripts/aacalc2/side-by-side.sh AACALC2_DIR [ROUNDS] (AACALC2_DIR/dist/index.js missing: npm ci && npx tsc there)" >&2
    exit 2
fi
aacalc2=$(cd "$1" && pwd)
rounds=${2:-5}
warm=${WARM_MS:-5000}
measure=${MEASURE_MS:-3000}
battles=${BATTLES:-small B5 B6 N1 N2}
here=$(cd "$(dirname "$0")/../.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cd "$here"
mvn -q -o -B test-compile > "$work/mvn.log" 2>&1 || { cat "$work/mvn.log" >&2; exit 1; }
# the test class path, from the exec plugin the JMH runner uses (Maven colours stripped)
mvn -q -o -B exec:exec -Dexec.executable=echo -Dexec.classpathScope=test -Dexec.args="%classpath" \
    2> /dev/null | sed 's/\x1b\[[0-9;]*m//g' | grep -v '^$' | tail -1 > "$work/classpath"

load() { cut -d' ' -f1 /proc/loadavg; }

for r in $(seq 1 "$rounds"); do
    # shellcheck disable=SC2086
    java ${JAVA_OPTS:--Xmx2g} -cp "$(cat "$work/classpath")" battleboard.bench.SideBySide "$warm" "$measure" $battles \
        | grep '^RESULT' > "$work/bb.$r"
    echo "$(load)" >> "$work/load.bb"
    # shellcheck disable=SC2086
    node "$here/scripts/aacalc2/aacalc2-bench.mjs" "$aacalc2" "$warm" "$measure" $battles | grep '^RESULT' > "$work/aa.$r"
    echo "$(load)" >> "$work/load.aa"
    echo "round $r of $rounds done, load $(cut -d' ' -f1-3 /proc/loadavg)" >&2
done

median() {
    sort -g | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}
# field F of battle B in every round's file of engine E
field() { for r in $(seq 1 "$rounds"); do awk -v b="$2" -v f="$3" '$2 == b {print $f}' "$work/$1.$r"; done; }

echo "Battleboard against aacalc2, warm, $rounds pairs of runs (each: $warm ms untimed, then >= $measure ms and >= 5 solves timed)"
printf '%-6s %16s %16s %14s %18s\n' "battle" "Battleboard ms" "aacalc2 ms" "median ratio" "min-max ratio"
for b in $battles; do
    for r in $(seq 1 "$rounds"); do
        paste <(awk -v b="$b" '$2 == b {print $3}' "$work/bb.$r") <(awk -v b="$b" '$2 == b {print $3}' "$work/aa.$r")
    done | awk '{printf "%.4f\n", $2 / $1}' > "$work/ratio.$b"
    printf '%-6s %16s %16s %14s %18s\n' "$b" "$(field bb "$b" 3 | median)" "$(field aa "$b" 3 | median)" \
        "$(median < "$work/ratio.$b")" "$(sort -g "$work/ratio.$b" | head -1)-$(sort -g "$work/ratio.$b" | tail -1)"
done
echo
echo "Outcomes (last run; other = both sides left: Battleboard's stalemate, aacalc2's both-sides-left end states):"
printf '%-6s %-12s %15s %15s %15s %15s %10s\n' "battle" "engine" "attacker win" "defender win" "draw" "other" "timed"
for b in $battles; do
    awk -v b="$b" '$2 == b {printf "%-6s %-12s %15s %15s %15s %15s %10s\n", b, "Battleboard", $5, $6, $7, $8, $4}' "$work/bb.$rounds"
    awk -v b="$b" '$2 == b {printf "%-6s %-12s %15s %15s %15s %15s %10s\n", b, "aacalc2", $5, $6, $7, $8, $4}' "$work/aa.$rounds"
done
echo
jdk=$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")
echo "Machine: $(nproc) cores ($(lscpu | sed -n 's/^Model name: *//p' | head -1)); $(uptime | sed 's/.*load/load/')"
echo "Load (1 min) after Battleboard's runs: $(tr '\n' ' ' < "$work/load.bb"); after aacalc2's: $(tr '\n' ' ' < "$work/load.aa")"
echo "JDK: $(java -version 2>&1 | sed -n 2p) at ${JAVA_HOME:-$jdk}; $jdk/lib/server/classes.jsa: $([ -f "$jdk/lib/server/classes.jsa" ] && echo present || echo absent); java options ${JAVA_OPTS:--Xmx2g}"
echo "Node: $(node --version); aacalc2 $(node -p "require('$aacalc2/package.json').version") at commit $(git -C "$aacalc2" rev-parse HEAD 2>/dev/null || echo unknown), prune_threshold ${AACALC2_PRUNE:-1e-12}"
echo "Battleboard: commit $(git -C "$here" rev-parse --short HEAD)$(git -C "$here" diff --quiet HEAD -- src || echo ' (with uncommitted changes in src)')"
