#!/usr/bin/env bash
# Times the form's start-up against a bare JavaFX window from the same jar (issue 24, item 5; docs/performance.md,
# "The form's start-up (issue 24, item 5)"). On a virtual display of its own (Xvfb, 1920 x 1080), it starts in turn
#   form: java -Duser.home=<fresh temp dir> -Dbattleboard.startupTime=true -jar target/battleboard.jar
#   bare: java -Duser.home=<fresh temp dir> -Dbattleboard.startupTime=true -cp target/battleboard.jar battleboard.ui.BareWindow
# (the bare window, battleboard.ui.BareWindow, is the yardstick: an empty Stage of the form's size, started the same
# way), RUNS times each, alternating form, bare, form, bare, ... For each start it measures, from just before the
# process is started:
#   shown  the time until its window is mapped and viewable on the display (polled with xdotool every 10 ms for a
#          visible window whose title holds "Battleboard": "Battleboard" for the form, "Battleboard bare window")
#   frame  the time until the window's first laid-out frame, as the process prints it on standard error with
#          -Dbattleboard.startupTime=true (measured from the JVM's start, so a little less than from the launch)
#   filled the form only: the time until the form's own first laid-out frame, the window filled in (printed the same
#          way, "form filled"; the form is made off the FX thread after the window shows; an older jar's form, which
#          prints no such line, is not waited for)
# then closes it. A fresh user home each start means no saved battle, no recent files: a first start's state. It prints
# every start, then per side the medians of the three measures, the ratio form / bare of the medians of `shown` (the
# acceptance figure: issue 24 asks for <= 1.5), the load average before and after, the JDK and whether it has its
# default CDS archive (lib/server/classes.jsa; without one every JVM starts slower, both sides alike).
#
# A measurement tool, not part of the build or CI. Needs Xvfb and xdotool (Debian: apt-get install xvfb xdotool;
# JavaFX's window also needs GTK 3, libgtk-3-0) and a built jar (mvn -q -o -B package -DskipTests). It uses a display of
# its own, so it needs no DISPLAY and leaves any other display alone. The machine should be quiet: note the load average
# it prints beside the figures.
#
# Usage: scripts/form-startup.sh [RUNS] [JAR]
#   RUNS  starts of each side (default 5)
#   JAR   the jar (default: this checkout's target/battleboard.jar); both sides come from it
# Environment: JAVA (default java), TIMEOUT_S seconds to wait for a window (default 60).
set -eu
runs=${1:-5}
here=$(cd "$(dirname "$0")/.." && pwd)
jar=${2:-$here/target/battleboard.jar}
java=${JAVA:-java}
timeout_s=${TIMEOUT_S:-60}
for tool in Xvfb xdotool; do
    command -v "$tool" > /dev/null || { echo "form-startup.sh: $tool is needed (apt-get install xvfb xdotool)" >&2; exit 2; }
done
[ -f "$jar" ] || { echo "form-startup.sh: no jar at $jar (mvn -q -o -B package -DskipTests)" >&2; exit 2; }

work=$(mktemp -d)
xvfb_pid=
app_pid=
cleanup() {
    [ -n "$app_pid" ] && kill "$app_pid" 2> /dev/null || true
    [ -n "$xvfb_pid" ] && kill "$xvfb_pid" 2> /dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

# a display number no one uses
n=$((90 + $$ % 100))
while [ -e "/tmp/.X11-unix/X$n" ] || [ -e "/tmp/.X$n-lock" ]; do
    n=$((n + 1))
done
export DISPLAY=:$n
unset WAYLAND_DISPLAY
Xvfb "$DISPLAY" -screen 0 1920x1080x24 -nolisten tcp > "$work/xvfb.log" 2>&1 &
xvfb_pid=$!
for _ in $(seq 1 100); do
    xdotool getmouselocation > /dev/null 2>&1 && break
    sleep 0.1
done
xdotool getmouselocation > /dev/null 2>&1 || { echo "form-startup.sh: Xvfb did not start on $DISPLAY" >&2; cat "$work/xvfb.log" >&2; exit 2; }

now_ms() {
    echo $(($(date +%s%N) / 1000000))
}

# one start: prints "<shown ms> <frame ms> <filled ms>" ("-" for a measure not seen)
start_once() {
    local side=$1 home start shown=- frame=- filled=- deadline
    home=$(mktemp -d "$work/home.XXXXXX")
    start=$(now_ms)
    if [ "$side" = form ]; then
        "$java" -Duser.home="$home" -Dbattleboard.startupTime=true -jar "$jar" > "$home/out" 2> "$home/err" &
    else
        "$java" -Duser.home="$home" -Dbattleboard.startupTime=true -cp "$jar" battleboard.ui.BareWindow > "$home/out" 2> "$home/err" &
    fi
    app_pid=$!
    deadline=$((start + timeout_s * 1000))
    while [ "$(now_ms)" -lt "$deadline" ] && kill -0 "$app_pid" 2> /dev/null; do
        if xdotool search --onlyvisible --name Battleboard > /dev/null 2>&1; then
            shown=$(($(now_ms) - start))
            break
        fi
        sleep 0.01
    done
    # the first frame's line follows the mapping within a frame or two; the form's "form filled" comes later
    while [ "$(now_ms)" -lt "$deadline" ] && kill -0 "$app_pid" 2> /dev/null; do
        grep -q '^first frame' "$home/err" && { [ "$side" != "$fills" ] || grep -q '^form filled' "$home/err"; } && break
        sleep 0.05
    done
    frame=$(sed -n 's/^first frame \([0-9]*\) ms.*/\1/p' "$home/err" | head -1)
    filled=$(sed -n 's/^form filled \([0-9]*\) ms.*/\1/p' "$home/err" | head -1)
    kill "$app_pid" 2> /dev/null || true
    wait "$app_pid" 2> /dev/null || true
    app_pid=
    if [ "$shown" = - ]; then
        echo "form-startup.sh: $side showed no window within ${timeout_s} s; its standard error:" >&2
        cat "$home/err" >&2
    fi
    rm -rf "$home"
    echo "$shown ${frame:--} ${filled:--}"
}

median() {
    grep -v '^-$' | sort -n | awk '{v[NR] = $1} END {if (NR == 0) print "-"; else if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2}'
}

echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $("$java" -version 2>&1 | head -1); display $DISPLAY (Xvfb 1920x1080x24)"
jsa="$(dirname "$(dirname "$(readlink -f "$(command -v "$java")")")")/lib/server/classes.jsa"
if [ -f "$jsa" ]; then echo "JDK default CDS archive: $jsa"; else echo "JDK default CDS archive: none"; fi
echo "jar: $jar"
# an older jar's form prints no "form filled": then none is waited for
fills=none
if unzip -p "$jar" battleboard/ui/BattleboardApp.class 2> /dev/null | grep -aq 'form filled'; then fills=form; fi
start_once bare > /dev/null # one start unmeasured: the file cache
printf '%-4s %-5s %9s %9s %10s %6s\n' run side "shown ms" "frame ms" "filled ms" load
for r in $(seq 1 "$runs"); do
    for side in form bare; do
        read -r shown frame filled < <(start_once "$side")
        load=$(cut -d' ' -f1 /proc/loadavg)
        echo "$shown $frame $load $filled" >> "$work/$side"
        printf '%-4s %-5s %9s %9s %10s %6s\n' "$r" "$side" "$shown" "$frame" "$filled" "$load"
    done
done
for side in form bare; do
    printf '%s: median shown %s ms, median first frame %s ms, median filled %s ms, median load %s\n' "$side" \
        "$(cut -d' ' -f1 "$work/$side" | median)" "$(cut -d' ' -f2 "$work/$side" | median)" \
        "$(cut -d' ' -f4 "$work/$side" | median)" "$(cut -d' ' -f3 "$work/$side" | median)"
done
form=$(cut -d' ' -f1 "$work/form" | median)
bare=$(cut -d' ' -f1 "$work/bare" | median)
frame_ratio=$(awk -v f="$(cut -d' ' -f2 "$work/form" | median)" -v b="$(cut -d' ' -f2 "$work/bare" | median)" \
    'BEGIN {if (f == "-" || b == "-") print "-"; else printf "%.2f", f / b}')
awk -v f="$form" -v b="$bare" -v fr="$frame_ratio" \
    'BEGIN {if (f == "-" || b == "-") print "ratio: -"; else printf "ratio form / bare, window shown: %.2f (first frame: %s)\n", f / b, fr}'
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
