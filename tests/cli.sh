#!/bin/sh
# cli.sh: the command line contract: porcelain output, values, count, list,
# rules, and bad input (status 2, one line on stderr, nothing on stdout).

. "$SRCDIR/tests/lib.sh"

# Porcelain answers compared with expected files.
for f in "$SRCDIR"/tests/expected/*.solve; do
	name=$(basename "$f" .solve)
	args=$(sed -n '1s/^# sprague //p' "$f")
	want=$(sed 1d "$f")
	# shellcheck disable=SC2086
	expect_out "solve $args" "$want" $args
done

expect_out "solve --limit caps the win lines" "N
grundy 1
win 0 1 1 1 1 1 1
win 1 0 1 1 1 1 1" solve --porcelain --limit 2 nim 1 1 1 1 1 1 1
expect_out "--limit 0 lists no move" "N
grundy 2" solve --porcelain --limit=0 nim 3 4 5
expect_out "values nim" "0 0
1 1
2 2
3 3" values nim 3
expect_out "count nim" "0" count nim 1000

out=$("$SPRAGUE" solve nim 3 4 5)
echo "$out" | grep -q "take 2 from heap 1, leaving 1 4 5"
ok $? "human solve says the move in words"
echo "$out" | grep -q "wins"
ok $? "human solve says who wins"
"$SPRAGUE" solve nim 1 2 3 | grep -q "loses"
ok $? "human solve of a lost position says so"

# The circle's twins (moves that leave the same runs of coins elsewhere)
# are said once by the human solve; --porcelain keeps every move.
expect_out "solve circle: twins said once" "Coins in a circle: ooooooo.
The player to move wins (an N-position).
Grundy value: 2
Winning moves:
  take coin 4, leaving ooo.ooo.
  take coins 2 and 3, leaving o..oooo.
    (or its twin: take coins 5 and 6, leaving oooo..o.)" solve circle ooooooo.
# So are a row's mirror twins (Kayles, Dawson's Kayles).
expect_out "solve kayles: mirror twins said once" "Kayles: 7
The player to move wins (an N-position).
Grundy value: 2
Winning moves:
  take coin 4 of row 1, leaving 3 3
  take coins 2 and 3 of row 1, leaving 1 4
    (or its twin: take coins 5 and 6 of row 1, leaving 4 1)" solve kayles 7
# runs RING: the sorted lengths of the runs of coins of a broken ring.
runs() {
	echo "$1" | awk '{ r = $0; while (substr(r, 1, 1) == "o") r = substr(r, 2) substr(r, 1, 1)
	    n = split(r, a, "."); s = ""; k = 0
	    for (i = 1; i <= n; i++) if (length(a[i]) > 0) b[++k] = length(a[i])
	    for (i = 1; i <= k; i++) for (j = i + 1; j <= k; j++) if (b[j] < b[i]) { t = b[i]; b[i] = b[j]; b[j] = t }
	    for (i = 1; i <= k; i++) s = s " " b[i]; print s }'
}
for ring in ooooooo. oooo.ooo.o ooooooooooooooo. oooooooooo.o.oooooooooo.; do
	said=$("$SPRAGUE" solve circle $ring | grep -c '^  take')
	want=$("$SPRAGUE" solve --porcelain --limit 1000 circle $ring |
	    sed -n 's/^win //p' | while read -r w; do runs "$w"; done |
	    sort -u | wc -l | tr -d ' ')
	ok $([ "$said" = "$want" ] && [ "$said" -gt 0 ]; echo $?) \
	    "solve circle $ring: $said moves said, one a set of runs left ($want)"
done

"$SPRAGUE" list | grep -q '^nim '
ok $? "list names nim"
"$SPRAGUE" rules nim | grep -qi 'heap'
ok $? "rules nim prints the rules text"
"$SPRAGUE" --help | grep -q 'sprague solve'
ok $? "--help shows the usage"
"$SPRAGUE" --help | grep -qx ' *sprague values --period \[--max N\] \[--jobs N\] GAME \[OPTIONS\]'
ok $? "--help: values --period takes no N"
"$SPRAGUE" --help | grep -q "^  sprague solve $("$SPRAGUE" list | sed -n '1s/ .*//p') "
ok $? "--help: the examples come from the registry's games"
# A command's own help: its synopsis and paragraph of --help, status 0,
# wherever --help stands among its words; no other command's lines.
for c in play solve values count quotient list rules replay results report \
    lesson practice; do
	out=$("$SPRAGUE" "$c" --help 2>"$tmp/err"); st=$?
	others=$(printf '%s\n' "$out" | grep -c 'sprague \[*[a-z]')
	mine=$(printf '%s\n' "$out" | grep -c "sprague \[*$c\( \|\]\|\$\)")
	para=$(printf '%s\n' "$out" | grep -c "^  $c ")
	[ $st -eq 0 ] && [ ! -s "$tmp/err" ] && [ "$mine" -ge 1 ] &&
	    [ "$mine" = "$others" ] && [ "$para" = 1 ]
	ok $? "$c --help: its synopsis and its paragraph only"
done
"$SPRAGUE" solve nim 3 4 --help | grep -q "^  solve "
ok $? "solve nim 3 4 --help: the help, not a position"
"$SPRAGUE" results -h | grep -q "^  results "
ok $? "results -h: the help, not a file named -h"
"$SPRAGUE" --version | grep -q '^sprague '
ok $? "--version"

for g in $("$SPRAGUE" list | cut -d' ' -f1); do
	"$SPRAGUE" rules "$g" >/dev/null 2>&1
	ok $? "rules $g exists"
done

# Bad input: status 2, one line naming the argument and the reason.
expect_bad "negative heap" 'heap "-3": must be a whole number >= 0' \
	solve nim 3 -3
expect_bad "not a number" 'heap "x"' solve nim x
# A long word quoted in a refusal is cut to its limit between characters:
# the line stays well-formed UTF-8.
long=$(printf '長%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 \
    22 23 24 25 26 27 28 29 30)
expect_bad "a long word in a refusal" 'game "長長' solve "$long" 1
iconv -f UTF-8 -t UTF-8 "$tmp/err" >/dev/null 2>&1
ok $? "the refusal of a long word is well-formed UTF-8"
expect_bad "overflow past 2^63-1" 'at most 9223372036854775807' \
	solve nim 9223372036854775808
expect_bad "overflow past 2^64" 'heap "' \
	solve nim 123456789012345678901234567890
expect_bad "unknown game" 'game "chess": unknown' solve chess 1

# --jobs: the same values on one thread and on several; bad counts refused.
"$SPRAGUE" values --jobs 1 grundy 30000 >"$tmp/j1"
"$SPRAGUE" values --jobs=2 grundy 30000 >"$tmp/j2"
"$SPRAGUE" values --jobs 256 takebreak --code 0.16 30000 >"$tmp/j3"
"$SPRAGUE" values --jobs 1 takebreak --code 0.16 30000 >"$tmp/j4"
cmp -s "$tmp/j1" "$tmp/j2" && cmp -s "$tmp/j3" "$tmp/j4" &&
    [ "$(wc -l <"$tmp/j1")" -eq 30001 ]
ok $? "values --jobs 1, 2 and 256 print the same values"
expect_out "count --jobs" "$("$SPRAGUE" count --jobs 1 grundy 20000)" \
    count --jobs 2 grundy 20000
expect_out "solve --jobs" "$("$SPRAGUE" solve --porcelain grundy 20000)" \
    solve --porcelain --jobs 2 grundy 20000
expect_bad "--jobs 0" '--jobs "0": must be at least 1' values --jobs 0 grundy 5
expect_bad "--jobs past 256" '--jobs "257": must be at most 256' \
    values --jobs 257 grundy 5
expect_bad "--jobs x" '--jobs "x"' count --jobs x grundy 5
expect_bad "--jobs without a value" 'option "--jobs": needs a value' \
    values grundy 5 --jobs
expect_bad "missing position" 'missing the position' solve nim
expect_bad "missing game" 'missing the game' solve
expect_bad "unknown option" 'option "--frobnicate"' solve --frobnicate nim 1
expect_bad "option of another game" 'option "--take"' solve nim --take 1 3
expect_bad "unknown command" 'command "frob"' frob
expect_bad "bad limit" 'limit "-1"' solve --limit -1 nim 3
expect_bad "limit without value" 'needs a value' solve nim 3 --limit
expect_out "options may follow the position" "P
grundy 0" solve nim 1 2 3 --porcelain
expect_bad "values without N" 'give one number' values nim
expect_bad "values of a bad N" 'N "ten"' values nim ten
expect_bad "count of a bad N" 'N "-1"' count nim -1
expect_bad "rules of an unknown game" 'game "chess"' rules chess
expect_bad "list with arguments" 'takes no arguments' list extra
expect_bad "limit too large" 'at most 1000000' solve --limit 1000001 nim 3
expect_bad "ring with other characters" 'only' solve circle 'oox.o'
expect_bad "ring too long" 'ring "' solve circle 1000001
expect_bad "two rings" 'give one ring' solve circle 3 4
expect_bad "negative row" 'row "-1"' solve kayles -1
expect_bad "empty heap word" 'heap ""' solve nim ""

# The program not yet installed finds the data of its source tree (unless
# an installed copy is there, which it then prefers).
env -u SPRAGUE_DATADIR "$SPRAGUE" rules nim >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] && grep -qi 'heap' "$tmp/out"
ok $? "rules nim without SPRAGUE_DATADIR"
env -u SPRAGUE_DATADIR "$SPRAGUE" lesson >"$tmp/out" 2>"$tmp/err"
[ $? -eq 0 ] && grep -q '^nim ' "$tmp/out"
ok $? "lesson without SPRAGUE_DATADIR"
env -u SPRAGUE_DATADIR "$SPRAGUE" lesson nim >"$tmp/out" 2>"$tmp/err"
ok $? "lesson nim without SPRAGUE_DATADIR"

# Damaged data files: the reason, not a wrong text or an I/O error.
mkdir -p "$tmp/data/games/nim.txt" "$tmp/data/lessons"
printf 'GRUNDY\nline two\0 cut here\n' >"$tmp/data/games/grundy.txt"
mkfifo "$tmp/data/games/kayles.txt"
# data_bad NAME PATTERN ARGS...: status 1, one line naming the reason.
data_bad() {
	name=$1 pattern=$2
	shift 2
	SPRAGUE_DATADIR=$tmp/data timeout 10 "$SPRAGUE" "$@" \
	    >"$tmp/out" 2>"$tmp/err" </dev/null; st=$?
	[ $st -eq 1 ] && [ ! -s "$tmp/out" ] &&
	    [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -qF -- "$pattern" "$tmp/err"
	ok $? "$name"
	[ $st -eq 1 ] || diag "status $st" "$(cat "$tmp/out" "$tmp/err")"
}
data_bad "a directory in place of a rules file" \
	"$tmp/data/games/nim.txt: a directory, not a file" rules nim
data_bad "a NUL byte in a rules file" \
	"$tmp/data/games/grundy.txt: line 2: a NUL byte" rules grundy
data_bad "a FIFO in place of a rules file" \
	"$tmp/data/games/kayles.txt: not a regular file" rules kayles
mkdir "$tmp/data/lessons/index"
data_bad "a directory in place of the lesson index" \
	"$tmp/data/lessons/index: a directory, not a file" lesson

done_testing
