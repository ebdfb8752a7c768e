#!/usr/bin/env bash
# Times the command line's whole process against `java -version` in the same run (docs/performance.md,
# "Command line (issue 24)"): `java -jar target/battleboard.jar` and bin/battleboard (the same jar with the class-data
# archive `mvn package` records and the JIT's quick tier), each command run right after a `java -version`, the
# commands taken in turn, RUNS
# rounds; per command it prints the median wall time, the median `java -version` of its pairs, the median of the
# pairs' ratios and the median one-minute load average seen after its runs, and the load average before and after. The 1,000 small battles of `odds --batch` are generated here,
# all different (1-5 infantry, 0-3 tanks and 0-1 artillery against 1-5 infantry and 0-4 artillery; OddsBatchTest
# solves the same), not kept in the repository.
#
# Usage: scripts/cli-timing.sh [RUNS] [BUILD...]
#   RUNS   rounds (default 11)
#   BUILD  a checkout with a built target/battleboard.jar and its bin/battleboard (default: this one); give two to
#          compare builds, e.g. a copy of an older commit's build, in the same run
set -eu
runs=${1:-11}
shift || true
here=$(cd "$(dirname "$0")/.." && pwd)
builds=("$@")
if [ ${#builds[@]} -eq 0 ]; then
    builds=("$here")
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for i in $(seq 0 999); do
    echo "{\"attacker\": \"$((1 + i % 5)) infantry, $((i / 5 % 4)) tank, $((i / 20 % 2)) artillery\", \"defender\": \"$((1 + i / 40 % 5)) infantry, $((i / 200 % 5)) artillery\"}"
done > "$work/battles.jsonl"

names=()
commands=()
for b in "${builds[@]}"; do
    jar="$b/target/battleboard.jar"
    tag=$(basename "$b")
    names+=("$tag: odds" "$tag: odds --json" "$tag: --version" "$tag: odds --batch 1000"
        "$tag: bin/battleboard odds" "$tag: bin/battleboard odds --json" "$tag: bin/battleboard --batch 1000")
    commands+=("java -jar $jar odds --attacker '3 inf, 1 tank' --defender '4 inf'"
        "java -jar $jar odds --attacker '3 inf, 1 tank' --defender '4 inf' --json"
        "java -jar $jar --version"
        "java -jar $jar odds --batch $work/battles.jsonl"
        "$b/bin/battleboard odds --attacker '3 inf, 1 tank' --defender '4 inf'"
        "$b/bin/battleboard odds --attacker '3 inf, 1 tank' --defender '4 inf' --json"
        "$b/bin/battleboard odds --batch $work/battles.jsonl")
done

# milliseconds of one run of a command, its output discarded, and its exit code
ms() {
    local start end code=0
    start=$(date +%s%N)
    eval "$1" > /dev/null 2>&1 || code=$?
    end=$(date +%s%N)
    echo "$(((end - start) / 1000000)) $code"
}

median() {
    sort -n | awk '{v[NR] = $1} END {if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $(java -version 2>&1 | head -1)"
jsa="$(dirname "$(dirname "$(readlink -f "$(command -v java)")")")/lib/server/classes.jsa"
if [ -f "$jsa" ]; then echo "JDK default CDS archive: $jsa"; else echo "JDK default CDS archive: none"; fi
for k in "${!commands[@]}"; do
    eval "${commands[$k]}" > /dev/null 2>&1 || true # one warm-up run each: the file cache
done
for r in $(seq 1 "$runs"); do
    for k in "${!commands[@]}"; do
        base=$(ms "java -version" | cut -d' ' -f1)
        t=$(ms "${commands[$k]}")
        echo "$base $t $(cut -d' ' -f1 /proc/loadavg)" >> "$work/pairs.$k"
    done
done
printf '%-44s %10s %14s %8s %6s\n' "command" "median ms" "java -version" "ratio" "load"
for k in "${!commands[@]}"; do
    t=$(cut -d' ' -f2 "$work/pairs.$k" | median)
    base=$(cut -d' ' -f1 "$work/pairs.$k" | median)
    ratio=$(awk '{printf "%.3f\n", $2 / $1}' "$work/pairs.$k" | median)
    load=$(cut -d' ' -f4 "$work/pairs.$k" | median)
    failed=$(awk '$3 != 0' "$work/pairs.$k" | wc -l)
    printf '%-44s %10s %14s %8s %6s%s\n' "${names[$k]}" "$t" "$base" "$ratio" "$load" \
        "$([ "$failed" -gt 0 ] && echo "  (failed in $failed runs: exit $(awk '$3 != 0 {print $3; exit}' "$work/pairs.$k"))")"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
