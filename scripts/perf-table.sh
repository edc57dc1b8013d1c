#!/usr/bin/env bash
# perf-table.sh: issue 12's table, every figure measured again in one run on this machine, each
# against its goal, with the profile of what remains (docs/performance.md, "Issue 12's table in
# one run"). A report: exit status 0 even when a goal is missed, 1 when a measurement failed,
# 2 when a binary or tool it needs is missing. Builds nothing.
#
#   scripts/perf-table.sh [--quick] [--bin DIR] [--out FILE]
#
# --quick: a short run for checking the script (few rounds, no mix 20,000, a smaller GUI profile);
#          its figures are not the table's.
# --bin:   where strata-bench, strata-cli and strata-gui-bench are (build/bin by default).
# --out:   the markdown file written (build/perf-table-DATE.md by default).
set -u -o pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bin=$root/build/bin
out=
quick=0
while [ $# -gt 0 ]; do
    case $1 in
        --quick) quick=1 ;;
        --bin) bin=$2; shift ;;
        --out) out=$2; shift ;;
        *) echo "usage: scripts/perf-table.sh [--quick] [--bin DIR] [--out FILE]" >&2; exit 2 ;;
    esac
    shift
done
[ -n "$out" ] || out=$root/build/perf-table-$(date -u +%Y%m%d-%H%M).md

missing=0
for b in strata-bench strata-cli strata-gui-bench; do
    if [ ! -x "$bin/$b" ]; then
        echo "perf-table: $bin/$b is missing; build it first: cmake --build build --target $b" >&2
        missing=1
    fi
done
[ -x /usr/bin/time ] || { echo "perf-table: /usr/bin/time is missing (apt-get install time)" >&2; missing=1; }
if [ -z "${DISPLAY:-}" ] && ! command -v xvfb-run > /dev/null; then
    echo "perf-table: no DISPLAY and no xvfb-run (apt-get install xvfb) for strata-gui-bench" >&2
    missing=1
fi
[ $missing = 0 ] || exit 2
have_valgrind=0
command -v valgrind > /dev/null && command -v callgrind_annotate > /dev/null && command -v objcopy > /dev/null \
    && have_valgrind=1

tmp=$(mktemp -d "${TMPDIR:-/tmp}/perf-table.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
failures=0
limit=900   # seconds any one command may take before it counts as a failed measurement

# ---- helpers --------------------------------------------------------------------------------

log() { echo "perf-table: $*" >&2; }
fail() { log "FAILED: $*"; failures=$((failures + 1)); }
load1() { cut -d' ' -f1 /proc/loadavg; }
loads=()
note_load() { loads+=("$1 $(load1)"); }

# median of the numbers given
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# awk arithmetic on the arguments: calc 'a / b' 1 2
calc() { local e=$1; shift; awk -v a="${1:-0}" -v b="${2:-0}" -v c="${3:-0}" "BEGIN { printf \"%.4g\", $e }"; }
fmt() { awk -v v="$1" -v d="$2" 'BEGIN { printf "%.*f", d, v }'; }
# "met" when value <= goal
verdict() { awk -v v="$1" -v g="$2" 'BEGIN { print (v + 0 <= g + 0) ? "met" : "**not met**" }'; }
# both_met V1 G1 V2 G2: the verdict on two figures
both_met() { [ "$(verdict "$1" "$2")" = met ] && [ "$(verdict "$3" "$4")" = met ] && echo met || echo "**not met**"; }
# wall_verdict WALL GOAL CPU: the verdict on the wall time; when the wall time misses and the CPU time
# would not, says so (on a loaded machine the wall time waits for other people's processes).
wall_verdict() {
    local v; v=$(verdict "$1" "$2")
    [ "$v" = met ] || [ "$(verdict "$3" "$2")" != met ] || v="$v (CPU time: met)"
    echo "$v"
}
with_commas() {
    awk -v v="$1" 'BEGIN { s = sprintf("%d", v); r = ""
        while (length(s) > 3) { r = "," substr(s, length(s) - 2) r; s = substr(s, 1, length(s) - 3) }
        print s r }'
}
mb() { fmt "$(calc 'a / 1024' "$1")" 0; }

rows=()      # the table: what | measured | goal | verdict
row() { rows+=("| $1 | $2 | $3 | $4 |"); }

# timed OUTFILE CMD...: one run under /usr/bin/time; sets t_wall (s), t_user (s), t_rss (KB).
timed() {
    local to=$1; shift
    if ! /usr/bin/time -f '%e %U %M' -o "$tmp/time.txt" timeout "$limit" "$@" > "$to" 2> "$tmp/err.txt"; then
        fail "$* ($(tail -c 300 "$tmp/err.txt"))"
        return 1
    fi
    read -r t_wall t_user t_rss < "$tmp/time.txt"
}

gui() {
    if [ -n "${DISPLAY:-}" ]; then "$@"; else xvfb-run -a "$@"; fi
}

# ---- the machine and the boards -------------------------------------------------------------

started=$(date -u '+%Y-%m-%d %H:%M UTC')
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
commit=$(git -C "$root" describe --always --dirty 2> /dev/null || echo unknown)
cpu_model=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo)
cores=$(nproc)
memory=$(awk '/^MemTotal/ { printf "%.1f GB", $2 / 1048576 }' /proc/meminfo)
built=$(date -u -r "$bin/strata-cli" '+%Y-%m-%d %H:%M UTC')

if [ $quick = 1 ]; then
    gui_rounds=3; cli_runs=1; mixes=(1000 5000); profile_rounds=1; profile_edits=counter
else
    gui_rounds=15; cli_runs=3; mixes=(1000 5000 20000); profile_rounds=2; profile_edits=counter,move,added
fi
boards=(mix200 kwende200 loop200 moon200)
for n in "${mixes[@]}"; do boards+=("mix$n"); done
log "writing the boards into $tmp"
for b in "${boards[@]}"; do
    "$bin/strata-bench" --write-board "$b" "$tmp/$b.json" || { log "strata-bench --write-board $b failed"; exit 1; }
done

# ---- GUI: one edit on mix 200, in each language -----------------------------------------------

declare -A guiline   # [lang/kind] = "median p95 grab-median grab-p95 cpu-median cpu-p95 widgets"
declare -A openms
note_load "GUI edits"
log "strata-gui-bench --rounds $gui_rounds on mix 200 (en, es, it)"
if gui "$bin/strata-gui-bench" --rounds "$gui_rounds" --languages en,es,it "$tmp/mix200.json" \
    > "$tmp/gui.txt" 2> "$tmp/gui.err"; then
    while IFS= read -r line; do
        if [[ $line =~ ^([a-z]+):\ open\ and\ paint\ ([0-9.]+)\ ms ]]; then
            lang=${BASH_REMATCH[1]}; openms[$lang]=${BASH_REMATCH[2]}
        elif [[ $line =~ ^\ +(counter|timestamp\ move|card\ added|undo|all\ edits|no\ edit)\ +([0-9. ]+)$ ]]; then
            guiline[$lang/${BASH_REMATCH[1]}]=$(echo ${BASH_REMATCH[2]})
        fi
    done < "$tmp/gui.txt"
else
    fail "strata-gui-bench ($(tail -c 300 "$tmp/gui.err"))"
fi
declare -A names=([en]=English [es]=Spanish [it]=Italian)
for lang in en es it; do
    read -r med p95 _ _ cpu cpu95 _ <<< "${guiline[$lang/all edits]:-}"
    if [ -z "${med:-}" ]; then
        row "GUI: one edit on mix 200, ${names[$lang]}" "not measured" "≤ 16 ms median, ≤ 33 ms p95" "failed"
        [ -z "${openms[$lang]:-}" ] || fail "no edit figures for $lang"
        continue
    fi
    v=$(both_met "$med" 16 "$p95" 33)
    [ "$v" = met ] || [ "$(both_met "$cpu" 16 "$cpu95" 33)" != met ] || v="$v (CPU time: met)"
    row "GUI: one edit on mix 200, ${names[$lang]} (all four kinds, $gui_rounds rounds)" \
        "$med / $p95 ms (process CPU time $cpu / $cpu95 ms)" "≤ 16 ms median, ≤ 33 ms p95" "$v"
    row "GUI: open and paint mix 200, ${names[$lang]}" "${openms[$lang]} ms" "≤ 1 s" "$(verdict "${openms[$lang]}" 1000)"
done

# ---- strata-cli check --json on the mix boards ------------------------------------------------

declare -A checkuser
for n in "${mixes[@]}"; do
    goal_s=$(case $n in 1000) echo 0.1 ;; 5000) echo 1 ;; *) echo 10 ;; esac)
    runs=$cli_runs; [ "$n" -ge 20000 ] && runs=1
    for changes in no yes; do
        args=(check --json); [ $changes = no ] && args+=(--no-changes)
        note_load "check mix $n$([ $changes = no ] && echo ' --no-changes')"
        walls=(); users=(); rss=0; size=0; ok=1
        for ((r = 0; r < runs; r++)); do
            if timed "$tmp/out.json" "$bin/strata-cli" "${args[@]}" "$tmp/mix$n.json"; then
                walls+=("$t_wall"); users+=("$t_user"); [ "$t_rss" -gt $rss ] && rss=$t_rss
                size=$(stat -c %s "$tmp/out.json")
            else
                ok=0
            fi
            rm -f "$tmp/out.json"
        done
        what="\`check --json$([ $changes = no ] && echo ' --no-changes')\` on mix $(with_commas "$n")"
        if [ $ok = 0 ]; then row "$what" "failed" "≤ $goal_s s" "failed"; continue; fi
        wall=$(median "${walls[@]}"); user=$(median "${users[@]}")
        [ $changes = no ] && checkuser[$n]=$user
        row "$what" "$wall s wall ($user s user, $(mb $rss) MB peak, output $(fmt "$(calc 'a / 1048576' "$size")" 1) MB; median of $runs)" \
            "≤ $goal_s s" "$(wall_verdict "$wall" "$goal_s" "$user")"
    done
done

# ---- the pathological shapes ------------------------------------------------------------------

for shape in kwende loop moon; do
    note_load "$shape 200"
    walls=(); users=(); rss=0; ok=1
    for ((r = 0; r < cli_runs; r++)); do
        if timed /dev/null "$bin/strata-cli" check --json --no-changes "$tmp/${shape}200.json"; then
            walls+=("$t_wall"); users+=("$t_user"); [ "$t_rss" -gt $rss ] && rss=$t_rss
        else
            ok=0
        fi
    done
    what="\`check --json --no-changes\` on $shape 200"
    if [ $ok = 0 ]; then row "$what" "failed" "≤ 1 s, ≤ 200 MB" "failed"; continue; fi
    wall=$(median "${walls[@]}"); user=$(median "${users[@]}")
    v=$(both_met "$wall" 1 "$rss" 204800)
    [ "$v" = met ] || [ "$(both_met "$user" 1 "$rss" 204800)" != met ] || v="$v (CPU time: met)"
    row "$what" "$wall s wall ($user s user), $(mb $rss) MB peak (median of $cli_runs)" "≤ 1 s, ≤ 200 MB" "$v"
done

# ---- full against single pass: instructions, and the wall-time ratio beside them --------------

largest=${mixes[-1]}
note_load "strata-bench --realistic"
log "strata-bench --realistic --max $largest"
declare -A fullms
ratio_wall=
if timeout "$limit" "$bin/strata-bench" --realistic --max "$largest" > "$tmp/bench.txt" 2> "$tmp/bench.err"; then
    while read -r label n _ _ _ _ full _ single ratio; do
        [ "$label" = mix ] || continue
        fullms[$n]=$full
        [ "$n" = 1000 ] && ratio_wall="${ratio%x} (full $full ms, single $single ms)"
    done < "$tmp/bench.txt"
else
    fail "strata-bench --realistic ($(tail -c 300 "$tmp/bench.err"))"
fi

# callgrind_annotate's function lines as "instructions<TAB>name", the name without its file, object,
# recursion mark or parameter list; addresses and the program's entry frames left out.
functions() {
    callgrind_annotate "$@" 2> /dev/null | awk '
        /file:function/ { body = 1; next }
        !body || !/^ *[0-9,]+ +\(/ { next }
        {
            n = $1; gsub(",", "", n)
            name = $0; sub(/^ *[0-9,]+ +\( *[0-9.]+%\) +/, "", name)
            sub(/^[^ :]*:/, "", name); sub(/ \[[^]]*\]$/, "", name); sub(/'"'"'[0-9]+$/, "", name)
            sub(/ const$/, "", name)
            if (name ~ /\)$/) {
                depth = 0
                for (i = length(name); i > 0; i--) {
                    c = substr(name, i, 1)
                    if (c == ")") depth++
                    else if (c == "(" && --depth == 0) break
                }
                if (i > 1) name = substr(name, 1, i - 1)
            }
            if (name ~ /^0x|^\(below main\)$|^main$|libc_start|^_start$/) next
            print n "\t" name
        }'
}

resolve_ir() { functions --inclusive=yes "$1" | awk -F'\t' '$2 == "strata::LayerEngine::resolve" { print $1; exit }'; }

# profile_table FILE TOTAL DIVISOR UNIT FILTER COUNT: the top COUNT functions of FILE (inclusive
# first, then self), per UNIT (instructions / DIVISOR), as a share of TOTAL.
profile_table() {
    local file=$1 total=$2 div=$3 unit=$4 filter=$5 count=$6
    echo
    echo "| instructions per $unit (inclusive) | share | function |"
    echo "|---:|---:|---|"
    functions --inclusive=yes "$file" | awk -F'\t' -v t="$total" -v d="$div" -v f="$filter" -v c="$count" '
        $1 < t && $2 ~ f && !seen[$2]++ && shown < c { shown++; printf "| %.1fM | %.1f%% | `%s` |\n", $1 / d / 1e6, 100 * $1 / t, $2 }'
    echo
    echo "| instructions per $unit (self) | share | function |"
    echo "|---:|---:|---|"
    functions "$file" | awk -F'\t' -v t="$total" -v d="$div" -v c="$count" '
        !seen[$2]++ && shown < c { shown++; printf "| %.1fM | %.1f%% | `%s` |\n", $1 / d / 1e6, 100 * $1 / t, $2 }'
}

profiles=""
if [ $have_valgrind = 1 ]; then
    # valgrind 3.19 cannot read the build's split debug information (.dwo): profile stripped copies,
    # named from their symbol tables (inlined functions count in their callers).
    objcopy --strip-debug "$bin/strata-bench" "$tmp/strata-bench"
    objcopy --strip-debug "$bin/strata-gui-bench" "$tmp/strata-gui-bench"
    declare -A ir
    for mode in full single; do
        note_load "callgrind $mode"
        log "callgrind: strata-bench --profile mix1000 $mode"
        if QT_HASH_SEED=0 timeout "$limit" valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.$mode" \
            --collect-atstart=no --toggle-collect='strata::LayerEngine::resolve(*' \
            "$tmp/strata-bench" --profile mix1000 "$mode" > /dev/null 2> "$tmp/cg.$mode.err"; then
            ir[$mode]=$(resolve_ir "$tmp/cg.$mode")
        fi
        [ -n "${ir[$mode]:-}" ] || fail "callgrind on strata-bench --profile mix1000 $mode"
    done
    if [ -n "${ir[full]:-}" ] && [ -n "${ir[single]:-}" ]; then
        ratio=$(fmt "$(calc 'a / b' "${ir[full]}" "${ir[single]}")" 2)
        row "full resolve against single fixed-order pass, mix 1,000, by instructions" \
            "$ratio× ($(fmt "$(calc 'a / 1e6' "${ir[full]}")" 1)M / $(fmt "$(calc 'a / 1e6' "${ir[single]}")" 1)M, \`LayerEngine::resolve\` inclusive, three resolves; wall-time ratio ${ratio_wall:-not measured})" \
            "≤ 2×" "$(verdict "$ratio" 2)"
        profiles+="### One resolve of mix 1,000 (full mode)"$'\n\n'
        profiles+="callgrind, \`QT_HASH_SEED=0 strata-bench --profile mix1000 full\`, collected inside "
        profiles+="\`LayerEngine::resolve\` only: $(fmt "$(calc 'a / 3e6' "${ir[full]}")" 1)M instructions per "
        profiles+="resolve (the run makes three). Shares are of the resolve."$'\n'
        profiles+=$(profile_table "$tmp/cg.full" "${ir[full]}" 3 resolve . 15)$'\n\n'
    else
        row "full resolve against single fixed-order pass, mix 1,000, by instructions" "failed" "≤ 2×" "failed"
    fi
    note_load "callgrind GUI"
    log "callgrind: strata-gui-bench --rounds $profile_rounds --languages en --edits $profile_edits (minutes)"
    if gui timeout "$limit" valgrind --tool=callgrind --callgrind-out-file="$tmp/cg.gui" --collect-atstart=no \
        --toggle-collect='*editAndRepaint*' "$tmp/strata-gui-bench" --foreground --rounds "$profile_rounds" \
        --languages en --edits "$profile_edits" "$tmp/mix200.json" > "$tmp/cg.gui.txt" 2> "$tmp/cg.gui.err"; then
        edits=$(( profile_rounds * $(tr ',' '\n' <<< "$profile_edits" | sed 's/^added$/added\nundo/' | wc -l) ))
        total=$(callgrind_annotate "$tmp/cg.gui" 2> /dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }')
        profiles+="### One GUI edit on mix 200 (English)"$'\n\n'
        profiles+="callgrind, \`strata-gui-bench --foreground --rounds $profile_rounds --languages en --edits "
        profiles+="$profile_edits\`, collected inside \`editAndRepaint\` only (the edit, its resolution and the "
        profiles+="repaint): $(fmt "$(calc 'a / b / 1e6' "$total" "$edits")" 1)M instructions per edit over $edits "
        profiles+="edits (and $profile_rounds empty ones, timed as the floor). Inclusive: the project's functions "
        profiles+="and the painting (Qt's \`paintAndFlush\` and the widgets' paint events); self: any."$'\n'
        profiles+=$(profile_table "$tmp/cg.gui" "$total" "$edits" edit 'strata::|paintAndFlush$|::paintEvent$' 20)$'\n\n'
    else
        fail "callgrind on strata-gui-bench ($(tail -c 300 "$tmp/cg.gui.err"))"
    fi
else
    row "full resolve against single fixed-order pass, mix 1,000, by instructions" \
        "**not measured: valgrind (callgrind_annotate, objcopy) is not installed**; wall-time ratio ${ratio_wall:-not measured}" \
        "≤ 2×" "not measured"
    profiles="Not measured: valgrind is not installed (apt-get install valgrind), so no profile."$'\n'
fi

# ---- growth: time per permanent, 1,000 to the largest board, against n log n -------------------

nlogn=$(calc '(b * log(b)) / (a * log(a))' 1000 "$largest")
growth_row() {   # what, the seconds at 1,000 and at the largest board
    local what=$1 small=$2 large=$3
    if [ -z "$small" ] || [ -z "$large" ]; then row "$what" "not measured" "" "failed"; return; fi
    local g; g=$(calc 'b / a' "$small" "$large")
    row "$what" "time ×$(fmt "$g" 1) for a board $((largest / 1000)) times as big: $(fmt "$(calc 'a * 1e6 / 1000' "$small")" 1) → $(fmt "$(calc 'a * 1e6 / b' "$large" "$largest")" 1) µs per permanent" \
        "≤ ×$(fmt "$nlogn" 1) (n log n)" "$(verdict "$g" "$nlogn")"
}
large=${fullms[$largest]:-}; small=${fullms[1000]:-}
growth_row "growth 1,000 → $(with_commas "$largest"): the resolve alone (\`strata-bench --realistic\`, full)" \
    "${small:+$(calc 'a / 1000' "$small")}" "${large:+$(calc 'a / 1000' "$large")}"
growth_row "growth 1,000 → $(with_commas "$largest"): \`check --json --no-changes\`, user CPU (start-up included)" \
    "${checkuser[1000]:-}" "${checkuser[$largest]:-}"

# ---- the report -------------------------------------------------------------------------------

load_after=$(cut -d' ' -f1-3 /proc/loadavg)
{
    echo "# Issue 12's table$([ $quick = 1 ] && echo ' (--quick: a check of the script, not the table)')"
    echo
    echo "- Run: $started to $(date -u '+%H:%M UTC'), \`scripts/perf-table.sh$([ $quick = 1 ] && echo ' --quick')\`"
    echo "- Commit: $commit; binaries: $bin (strata-cli built $built)"
    echo "- Valgrind: $([ $have_valgrind = 1 ] && valgrind --version || echo 'not installed')"
    echo "- Machine: $cores cores ($(nproc --all) online), $cpu_model, $memory"
    echo "- Load average (1, 5, 15 min): $load_before before, $load_after after; 1-min load as each part began:"
    echo "  $(printf '%s; ' "${loads[@]}" | sed 's/; $//')"
    echo "- Boards: the project's own (\`strata-bench --write-board\`: mix 200 to $(with_commas "$largest"), kwende, loop and moon at 200)"
    echo
    echo "| what | measured | goal | verdict |"
    echo "|---|---|---|---|"
    printf '%s\n' "${rows[@]}"
    echo
    echo "GUI edits by kind, repainted median / p95 (ms), and the process CPU time median:"
    echo
    echo "| edit | English | Spanish | Italian |"
    echo "|---|---|---|---|"
    for kind in counter "timestamp move" "card added" undo "all edits" "no edit"; do
        line="| $kind |"
        for lang in en es it; do
            read -r med p95 _ _ cpu _ _ <<< "${guiline[$lang/$kind]:-- - - - - - -}"
            line+=" $med / $p95 ($cpu) |"
        done
        echo "$line"
    done
    echo
    echo "## The profile of what remains"
    echo
    printf '%s' "$profiles"
} > "$out"
cat "$out"
log "written to $out"
[ $failures = 0 ] || { log "$failures measurement(s) failed"; exit 1; }
exit 0
