#!/bin/sh
# cli-heaps.sh: Grundy's game and the subtraction games on the command
# line: values, periods, counts, and bad input.

. "$SRCDIR/tests/lib.sh"

expect_out "values grundy" "0 0
1 0
2 0
3 1
4 0
5 2
6 1
7 0
8 2
9 1
10 0" values grundy 10
expect_out "values grundy, plain method" \
	"$("$SPRAGUE" values grundy 300)" values grundy --method naive 300
expect_out "values subtract" "0 0
1 1
2 0
3 1
4 2
5 3
6 2
7 0" values subtract --take 1,3,4 7
"$SPRAGUE" values --period subtract --take 1,2 | head -1 | grep -q '^preperiod 0 period 3$'
ok $? "period of subtract 1,2 is minimal"
"$SPRAGUE" values --period subtract | head -1 | grep -q '^preperiod 0 period 4$'
ok $? "period of subtract 1,2,3"
"$SPRAGUE" values --period subtract --take 5,2 | head -1 | grep -q '^preperiod 0 period 7$'
ok $? "period of subtract 2,5"
"$SPRAGUE" values --period grundy | grep -q '^no period proven'
ok $? "no period is claimed for grundy"
expect_out "count at 10^18 (LongLongNim)" "285714285714285714" \
	count subtract --take 1,3,4 1000000000000000000
expect_out "count small" "3" count subtract --take 1,2 9
expect_out "count grundy (heaps 1 2 4 7 10 20)" "6" count grundy 20
expect_out "a heap of 2^63-1" "P
grundy 0" solve --porcelain subtract --take 1,3,4 9223372036854775807
out=$("$SPRAGUE" solve grundy 9)
echo "$out" | grep -q "split heap 1 into 2 and 7, leaving 2 7"
ok $? "human solve says the split in words"
"$SPRAGUE" solve subtract --take 1,3,4 5 | grep -q -- "--take 1,3,4 5"
ok $? "human solve names the set"

# Take-and-break codes.
expect_out "Kayles period" "preperiod 71 period 12
proof: the Guy-Smith theorem; heaps 0..271 compared, 2 x 71 + 2 x 12 + 2 = 168 needed" \
	values --period kayles
expect_out "a split that loses no stone: 4.12" "preperiod 6 period 7
proof: the Guy-Smith theorem (as extended to splits that lose no stone); heaps 0..271 compared, 2 x 6 + 2 x 7 + 2 = 28 needed" \
	values --period takebreak --code 4.12
"$SPRAGUE" values --period takebreak --code 4.0 | grep -q '^preperiod 1 period 2$'
ok $? "4.0 has period 2 from heap 1"
"$SPRAGUE" values --period takebreak --code 0.137 |
	grep -q '^preperiod 52 period 34$'
ok $? "Dawson's chess period"
"$SPRAGUE" values --period takebreak --code 0.07 |
	grep -q '^preperiod 53 period 34$'
ok $? "Dawson's Kayles period"
"$SPRAGUE" values --period subtract --take 1,2 | grep -q '^proof: a repeated window'
ok $? "a subtraction game's period is proven by its window"
expect_out "takebreak 4!.0 is Grundy's game" "$("$SPRAGUE" values grundy 200)" \
	values takebreak --code '4!.0' 200
expect_out "takebreak 0.3033 is subtract 1,3,4" \
	"$("$SPRAGUE" values subtract --take 1,3,4 100)" \
	values takebreak --code 0.3033 100
expect_out "count by the period" "$("$SPRAGUE" count kayles 1000000)" \
	count takebreak --code 0.77 1000000
expect_out "count Dawson's chess at 10^18" "147058823529411767" \
	count takebreak --code 0.137 1000000000000000000
"$SPRAGUE" solve takebreak --code 0.137 20 7 | grep -q -- "--code 0.137 20 7"
ok $? "human solve names the code"
"$SPRAGUE" values --period --max 100000 takebreak --code 0.6 |
	grep -q "none proven up to heap 100000"
ok $? "an unsolved code says how far it looked"
# Officers (0.6) has no period known: every search for one ends, with
# status 1 and how far it looked (values --period ran for more than ten
# minutes; a heap past the limit is refused saying how far the short
# search went).
out=$("$SPRAGUE" values --period --max 3000 takebreak --code 0.6); st=$?
[ $st -eq 1 ] && [ "$out" = "no period proven: none proven up to heap 3000" ]
ok $? "values --period --max 3000, 0.6: status 1, how far it looked"
"$SPRAGUE" values --period takebreak --code 0.77 >/dev/null
ok $? "values --period, a period proven: status 0"
expect_bad "a heap of 0.6 past the limit: how far the search looked" \
	'(values are computed one by one; no period proven: none proven up to heap 65535)' \
	solve takebreak --code 0.6 1000000000000
expect_bad "--max too large" 'at most 1099511627776' \
	values --max 1099511627777 grundy 3
expect_bad "--max 0" '"0": must be at least 1' values --max 0 grundy 3
expect_bad "a heap past --max" 'at most 10 in this game' \
	values --max 10 grundy 11

# The cache of long tables: a corrupt file is ignored and rebuilt.
mkdir "$tmp/cache"
XDG_CACHE_HOME=$tmp/cache
export XDG_CACHE_HOME
cache=$tmp/cache/sprague/values-4xp0.bin
"$SPRAGUE" values grundy 270000 >"$tmp/first"
[ -s "$cache" ] && cp "$cache" "$tmp/saved"
ok $? "a long table goes to the cache"
printf 'XXXX' | dd of="$cache" bs=1 seek=4000 conv=notrunc 2>/dev/null
"$SPRAGUE" values grundy 270000 | cmp -s - "$tmp/first"
ok $? "a corrupt cache file is not trusted"
cmp -s "$cache" "$tmp/saved"
ok $? "and is written again"
printf 'not a cache' >"$cache"
"$SPRAGUE" values grundy 270000 | cmp -s - "$tmp/first"
ok $? "a foreign cache file is not trusted"
# A FIFO where the file goes is passed over, not waited on (the timeout
# only stops a hang; the values must still be right).
rm -f "$cache"
mkfifo "$cache"
timeout 120 "$SPRAGUE" values grundy 270000 </dev/null |
    cmp -s - "$tmp/first"
ok $? "a FIFO in place of the cache file is skipped"
[ -f "$cache" ] && cmp -s "$cache" "$tmp/saved"
ok $? "and is replaced by the file of the values"
# A long refused heap computes nothing: no table reaches the cache.
rm -rf "$tmp/cache"
mkdir "$tmp/cache"
expect_bad "a heap past the limit is refused before the others are computed" \
	'heap "1000000000": at most 100000000' solve grundy 300000 1000000000
expect_bad "the same for a code" 'heap "100000000000": at most 100000000' \
	solve takebreak --code 0.777 300000 100000000000
# At most the short table of a period proof may be left, never the heap
# of 300000 (one byte a value).
big=$(find "$tmp/cache" -type f -size +250k | wc -l)
[ "$big" -eq 0 ]
ok $? "the heaps of a refused position were not computed"
# SIGINT stops a long table, which says what it kept and leaves it in the
# cache; the values kept are those of a build straight through.  The
# table starts from a cache of 300001 values, so that whenever the signal
# comes there is a long table to keep.
rm -rf "$tmp/cache"
mkdir "$tmp/cache"
"$SPRAGUE" values --max 100000000 grundy 300000 >/dev/null
"$SPRAGUE" values --jobs 1 --max 100000000 grundy 100000000 >/dev/null \
    2>"$tmp/stop.err" &
pid=$!
sleep 1
kill -INT $pid
wait $pid
st=$?
[ $st -eq 1 ] && grep -q '^sprague: stopped at heap [0-9]* of 100000000;' \
    "$tmp/stop.err"
ok $? "SIGINT stops a long table and says what it kept (status $st)"
[ $st -eq 1 ] || diag "$(cat "$tmp/stop.err")"
kept=$(sed -n 's/^sprague: stopped at heap \([0-9]*\) of.*/\1/p' \
    "$tmp/stop.err")
[ -n "$kept" ] && [ "$kept" -ge 300001 ] &&
    [ "$(wc -c <"$cache")" -gt "$kept" ]
ok $? "the table to heap $kept is in the cache"
"$SPRAGUE" values --max 100000000 grundy 270000 | cmp -s - "$tmp/first"
ok $? "and its values are those of a build straight through"
# The cache directories are made only under an existing base.
XDG_CACHE_HOME=$tmp/no-such/deep
"$SPRAGUE" values grundy 270000 | cmp -s - "$tmp/first"
ok $? "values without an existing XDG_CACHE_HOME"
[ ! -e "$tmp/no-such" ]
ok $? "and no XDG_CACHE_HOME is made"
# Long periods of the literature: the table grows until they are proven
# (with a cache again, for the huge heap answered from it).
XDG_CACHE_HOME=$tmp/cache
"$SPRAGUE" values --period takebreak --code 0.16 |
	grep -q '^preperiod 105351 period 149459$'
ok $? "0.16: preperiod 105351 period 149459 (Gangolli and Plambeck)"
"$SPRAGUE" values --period takebreak --code .56 |
	grep -q '^preperiod 326640 period 144$'
ok $? "0.56: preperiod 326640 period 144"
"$SPRAGUE" values --period --max 500000 takebreak --code 0.16 |
	grep -q '^no period proven: none proven up to heap 500000$'
ok $? "0.16 with too short a table: no period claimed"
# 105351 + (10^18 - 105351) mod 149459 = 112710
"$SPRAGUE" solve --porcelain takebreak --code 0.16 1000000000000000000 |
	sed -n 2p | grep -qx "grundy $("$SPRAGUE" values takebreak --code 0.16 \
	112710 | tail -1 | cut -d' ' -f2)"
ok $? "a period proven once answers a huge heap, from the cache"
unset XDG_CACHE_HOME
HOME=$tmp/no-home/deep "$SPRAGUE" values grundy 270000 |
    cmp -s - "$tmp/first"
ok $? "values without an existing HOME"
[ ! -e "$tmp/no-home" ]
ok $? "and no HOME is made"
mkdir "$tmp/home"
HOME=$tmp/home "$SPRAGUE" values grundy 270000 >/dev/null
[ -s "$tmp/home/.cache/sprague/values-4xp0.bin" ]
ok $? "under an existing HOME, .cache/sprague is made"

expect_bad "takebreak without a code" 'give the code with --code' \
	solve takebreak 3
expect_bad "values without a code" 'give the code with --code' \
	values takebreak 3
expect_bad "bad code digit" 'code "0.7g": "g" is not a digit' \
	solve takebreak --code 0.7g 3
expect_out "Winning Ways writes .77 for 0.77" \
	"$("$SPRAGUE" values takebreak --code 0.77 100)" \
	values takebreak --code .77 100
expect_bad "a lone point" 'code ".": "." is not a digit' \
	solve takebreak --code . 3
expect_bad "code without a point" 'code "77"' solve takebreak --code 77 3
expect_bad "code taking nothing" 'may only split' \
	solve takebreak --code 1.7 3
expect_bad "code with no move" 'allows no move' solve takebreak --code 0.00 3
expect_bad "unclosed block" 'without' solve takebreak --code '0.[3' 3
expect_bad "sparse where it cannot apply" 'method "sparse"' \
	values takebreak --code '0.[3]' --method sparse 3
expect_bad "repeating code past its limit" 'at most 65000' \
	solve takebreak --code '0.[3]' 70000

expect_bad "empty set" 'take "": the set is empty' solve subtract --take "" 3
expect_bad "take of 0" 'take "1,0": 0 is not a take' \
	solve subtract --take 1,0 3
expect_bad "negative take" 'take "-1"' solve subtract --take -1 3
expect_bad "repeated take" 'listed twice' solve subtract --take 2,2 3
expect_bad "take too large" 'past 256' solve subtract --take 1,257 3
expect_bad "take not a number" 'take "a,b"' solve subtract --take a,b 3
expect_bad "take missing its set" 'needs a value' solve subtract 3 --take
expect_bad "grundy heap past the limit" 'at most 100000000' \
	solve grundy 100000001
expect_bad "grundy values past the limit" 'at most 100000000' \
	values grundy 200000000
expect_bad "grundy count past the limit" 'at most 100000000' \
	count grundy 100000001
expect_bad "negative heap" 'heap "-1"' solve grundy -1
expect_bad "heap past 2^63-1" 'at most 9223372036854775807' \
	solve subtract 9223372036854775808
expect_bad "no heap" 'missing the position' solve subtract --take 1,2
expect_bad "unknown method" 'method "fast"' values grundy --method fast 3
expect_bad "take on grundy" 'option "--take"' solve grundy --take 1 3

done_testing
