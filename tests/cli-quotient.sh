#!/bin/sh
# cli-quotient.sh: misere quotients on the command line (quotient, and
# solve --misere through them), and what is refused.

. "$SRCDIR/tests/lib.sh"

"$SPRAGUE" quotient --porcelain kayles >"$tmp/q" 2>"$tmp/err"
ok $? "quotient --porcelain kayles"
order=$(sed -n 's/^order //p' "$tmp/q")
[ -n "$order" ] && [ $((order % 2)) -eq 0 ]
ok $? "the order of Kayles' quotient is even ($order)"
sed -n 2,3p "$tmp/q" | tr '\n' ' ' | grep -q '^heaps all period 12 preperiod [0-9]* $'
ok $? "Kayles: every heap covered, the heap map periodic with period 12"
grep -q '^p 1$' "$tmp/q"
ok $? "Kayles: a single coin is in the P-portion"
# Every element of the P-portion, as a sum, is lost under misere play.
bad=0
for sum in $(sed -n 's/^p //p' "$tmp/q" | tr ' ' ,); do
	"$SPRAGUE" solve --porcelain --misere kayles $(echo "$sum" | tr , ' ') |
	    head -1 | grep -q '^P$' || bad=$((bad + 1))
done
ok $bad "every sum of the P-portion is a misere P-position"
"$SPRAGUE" quotient kayles >"$tmp/h"
grep -q '^Presentation:' "$tmp/h" && grep -q '^generators: a = heap 1' "$tmp/h" &&
    grep -q '^P-portion:' "$tmp/h" && grep -q '^Heap map:' "$tmp/h" &&
    grep -q 'periodicity theorem' "$tmp/h"
ok $? "quotient kayles: presentation, P-portion, heap map, the theorem"
grep -q '^The heaps are wild: some sum of heaps 0\.\.167 does not follow' "$tmp/h" &&
    ! grep -q '(genus ' "$tmp/h"
ok $? "quotient kayles: the heaps are wild, no genus shown"
"$SPRAGUE" quotient takebreak --code 0.52 >"$tmp/t"
grep -q '^The heaps are tame: every sum of heaps 0\.\.21 follows' "$tmp/t" &&
    grep -qx '  1: a  (genus 1^031)' "$tmp/t" &&
    grep -qx '  2: 1  (genus 0^120)' "$tmp/t" &&
    grep -qx '  6: b^2  (genus 0^02)' "$tmp/t" &&
    grep -qx '  7: a b  (genus 3^31)' "$tmp/t"
ok $? "quotient of 0.52: tame, each heap's genus beside its element"
"$SPRAGUE" quotient --porcelain --max 30 takebreak --code 0.16 | sed -n 2,3p |
    tr '\n' ' ' | grep -q '^heaps [0-9]* period - $'
ok $? "0.16: the heaps covered, no period"
"$SPRAGUE" quotient takebreak --code 0.16 >"$tmp/s16"
grep -q '^Heaps 0\.\.17; no period of the heap map is proven, so a position with a larger heap is left to the search' "$tmp/s16" &&
    grep -q '^Growth stopped: at heap 18 .*\.  The quotient of the heaps up to there is none of the presentations this program tries; it may still be small .*, or large, or infinite\.$' "$tmp/s16"
ok $? "quotient of 0.16: the heaps covered, where growth stopped and why"
expect_bad "quotient of nim" "has no misere quotient" quotient nim
expect_bad "quotient with a position" "no position is needed" \
	quotient kayles 5
"$SPRAGUE" solve --porcelain --misere kayles 1000000 >"$tmp/s"
head -1 "$tmp/s" | grep -q '^[NP]$'
ok $? "solve --misere kayles 1000000 is answered"
while read -r w rest; do
	[ "$w" = win ] || continue
	"$SPRAGUE" solve --porcelain --misere kayles $rest | head -1 |
	    grep -q '^P$' || bad=$((bad + 1))
done <"$tmp/s"
ok $bad "each winning move of kayles 1000000 leaves a misere P-position"
expect_bad "past the quotient and the search" \
	"is past the 17 heaps the misere quotient covers" \
	solve --misere takebreak --code 0.16 200 300
"$SPRAGUE" solve --misere --explain kayles 5 7 >"$tmp/e"
grep -q 'misere quotient of these heaps has' "$tmp/e" &&
    grep -q 'product: .*, not in the P-portion' "$tmp/e" &&
    grep -q 'a winning move leaves the product .*, in the P-portion' "$tmp/e"
ok $? "solve --misere --explain: the elements, the product, the move"

# --max N is the quotient of heaps 0..N, whatever the cache holds: asked
# on an empty cache, then once the whole quotient is cached.
rm -rf "$tmp/cache" && mkdir "$tmp/cache"
"$SPRAGUE" quotient --porcelain --max 12 kayles >"$tmp/m1" 2>&1
"$SPRAGUE" quotient --porcelain kayles >/dev/null 2>&1
ls "$tmp/cache/sprague"/quotient-* >/dev/null 2>&1 &&
    "$SPRAGUE" quotient --porcelain --max 12 kayles >"$tmp/m2" 2>&1 &&
    grep -q '^order 24$' "$tmp/m1" && cmp -s "$tmp/m1" "$tmp/m2"
ok $? "quotient --max 12 kayles: order 24 with an empty cache and a full one"

# solve grows 0.07's quotient with trials of the default size, which stop
# at heap 33; quotient grows it on with larger trials (the cache says at
# which size it stopped) to heap 33 at order 638, the figure reported for
# Plambeck and Siegel's analysis; solve then answers from it.
rm -rf "$tmp/cache" && mkdir "$tmp/cache"
"$SPRAGUE" solve --porcelain --misere dawson 40 >/dev/null 2>&1
"$SPRAGUE" quotient --porcelain takebreak --code 0.07 >"$tmp/q7" 2>&1
sed -n 1,2p "$tmp/q7" | tr '\n' ' ' | grep -q '^order 638 heaps 33 $' &&
    "$SPRAGUE" quotient takebreak --code 0.07 | grep -q '^Growth stopped: at heap 34 its trials pass the limits (8192 elements'
ok $? "0.07: after solve's quotient (trials of 4096 elements), quotient grows it on to heap 33 at order 638, and stops at 34"
"$SPRAGUE" solve --explain --misere dawson 33 1 >"$tmp/s7" 2>&1 &&
    grep -q 'misere quotient of these heaps has 638 elements' "$tmp/s7"
ok $? "solve --misere dawson 33 1: answered by the quotient of order 638"

done_testing
