#!/bin/sh
# cli-teach.sh: solve --explain on the number games and solve --misere.
# The porcelain misere answers are in tests/expected/misere-*.solve (run by
# cli.sh); here are the words, the refusals and the limits.

. "$SRCDIR/tests/lib.sh"

# --explain on the number games.
out=$("$SPRAGUE" solve --explain euclid 25 7)
echo "$out" | grep -q "pair 1: 25 = 3 x 7 + 4" &&
	echo "$out" | grep -q "first free choice is at pair 1"
ok $? "explain euclid: the quotients and the first free choice"
out=$("$SPRAGUE" solve --explain multiply 1000 3)
echo "$out" | grep -q "1-3      won   factor needed 334-1000  <- here"
ok $? "explain multiply: the current value placed on the number line"
out=$("$SPRAGUE" solve --explain staircase 1 5 6 7 9 12 14 17)
echo "$out" | grep -q "^cells 1,5    3  11$" &&
	echo "$out" | grep -q "^nim-sum      3  11$"
ok $? "explain staircase: the pairs' gaps as a nim-sum table"

# --misere in words.
out=$("$SPRAGUE" solve --misere nim 5 1 1)
echo "$out" | grep -q "^Nim, misere play: 5 1 1$" &&
	echo "$out" | grep -q "take 4 from heap 1, leaving 1 1 1"
ok $? "misere nim in words"
"$SPRAGUE" solve --misere nim 0 0 | grep -q "player who cannot move wins"
ok $? "misere: a finished game is won for the player to move"
"$SPRAGUE" solve --misere nim 1 1 1 | grep -q "loses"
ok $? "misere nim 1 1 1 is lost"
expect_out "misere: --limit caps the win lines" "N
grundy -
win 0 1 1 1" solve --porcelain --misere --limit 1 nim 1 1 1 1
expect_out "misere nim on heaps near 2^63" "N
grundy -
win 0 1" solve --porcelain --misere nim 9223372036854775807 1

# Misere play explained: Nim's rule on the heaps, a search for the others.
"$SPRAGUE" solve --explain --misere nim 5 1 1 >"$tmp/out" 2>&1
grep -qF "Only one heap holds more than one stone" "$tmp/out" &&
	grep -qF "take 4 from heap 1, leaving 1 1 1" "$tmp/out"
ok $? "misere nim 5 1 1 explained: reduce the big heap, leave three 1s"
"$SPRAGUE" solve --explain --misere nim 1 1 1 >"$tmp/out" 2>&1
grep -qF "with 3 heaps of 1 the player to move takes the last one" \
	"$tmp/out" && grep -qF "The player to move loses" "$tmp/out"
ok $? "misere nim 1 1 1 explained: an odd number of 1s loses"
"$SPRAGUE" solve --explain --misere circle 7 >"$tmp/out" 2>&1
grep -qF "searched move by move" "$tmp/out"
ok $? "misere circle explained as searched"
"$SPRAGUE" solve --explain --misere kayles 3 2 >"$tmp/out" 2>&1
grep -qF "misere quotient of these heaps" "$tmp/out"
ok $? "misere kayles explained by its quotient"

# Refusals: status 2, one line on stderr.
expect_bad "misere: past the quotient and the search" \
	"the search would hold more than 4000000 numbers" \
	solve --misere grundy 5000
expect_bad "misere: a long line of play" \
	"would hold more than 4000000 numbers along one line of play" \
	solve --misere euclid 1 300000
expect_bad "misere: bad heap" 'heap "-3"' solve --misere nim 3 -3
expect_bad "misere: bad ring" 'ring "ox"' solve --misere circle ox
expect_bad "misere --explain past the search" "the search would hold" \
	solve --misere --explain grundy 5000
expect_bad "misere takes no value" 'option "--misere=1": unknown' \
	solve --misere=1 nim 3

done_testing
