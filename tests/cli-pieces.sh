#!/bin/sh
# cli-pieces.sh: the cutting game, the new stone game and ordered piles on
# the command line: words, limits, and bad input (status 2, one line on
# stderr, nothing on stdout).  Their porcelain answers are in expected/.

. "$SRCDIR/tests/lib.sh"

# The cutting game.
out=$("$SPRAGUE" solve cutting 4x2)
want="cut piece 1 (4x2) between columns 2 and 3 into 2x2 and 2x2"
echo "$out" | grep -qF "$want, leaving 2x2 2x2"
ok $? "cutting: the move in words"
"$SPRAGUE" solve cutting 1x4 | grep -q "cutting out a 1x1 piece"
ok $? "cutting: a strip is won by cutting out a 1x1"
expect_out "cutting: 3x4 is 4x3 turned" "$("$SPRAGUE" solve --porcelain \
	--limit 0 cutting 4x3)" solve --porcelain --limit 0 cutting 3x4
expect_out "cutting: pieces of 1000 answer" "P
grundy 0" solve --porcelain cutting 1000x999 999x1000
expect_out "cutting: --limit caps the win lines" "N
grundy 2
win 1x1 1x2 2x2" solve --porcelain --limit 1 cutting 1x3 2x2
expect_bad "cutting: no position" 'missing the position' solve cutting
expect_bad "cutting: a zero side" 'piece "0x3": sides must be at least 1' \
	solve cutting 0x3
expect_bad "cutting: a missing side" 'piece "3x": must be WIDTHxHEIGHT' \
	solve cutting 3x
expect_bad "cutting: a star" 'piece "3*4": must be WIDTHxHEIGHT' \
	solve cutting '3*4'
expect_bad "cutting: a bare number" 'piece "5"' solve cutting 4x4 5
expect_bad "cutting: past 2^63-1" \
	'piece "9223372036854775808x2": sides must be at most 922337203' \
	solve cutting 9223372036854775808x2
expect_bad "cutting: far past 2^63-1" 'at most 9223372036854775807' \
	solve cutting 2x123456789012345678901234567890
expect_out "cutting: sides of 10^9 answer at once" "N
grundy -
win 12x999999999 999999988x999999999" \
	solve --porcelain --limit 1 cutting 1000000000x999999999
expect_bad "cutting: a sign" 'piece "-2x3"' solve cutting -2x3
expect_bad "cutting: an empty word" 'piece ""' solve cutting ""

# The new stone game.
"$SPRAGUE" solve stones 1 2 3 4 |
	grep -q "take 2 from heap 4 and move 1 to heap 2, leaving 1 3 3 1"
ok $? "stones: the move in words"
"$SPRAGUE" solve stones 1 2 3 | sed -n 4p |
	grep -q "take 2 from heap 3 and move 1 to heap 1, leaving 2 2 0"
ok $? "stones: the constructed move comes first"
expect_out "stones: --limit 1 keeps the constructed move" "N
grundy -
win 2 2 0" solve --porcelain --limit 1 stones 1 2 3
expect_out "stones: the whole table may hold 2^63-1" "N
grundy -
win 4611686018427387903 0 4611686018427387903 0" \
	solve --porcelain --limit 1 stones 4611686018427387903 0 \
	4611686018427387903 1
expect_bad "stones: no heap" 'missing the position' solve stones
expect_bad "stones: a negative heap" \
	'heap "-1": must be a whole number >= 0' \
	solve stones 3 -1
expect_bad "stones: not a number" 'heap "3a"' solve stones 3a
expect_bad "stones: a heap past 2^63-1" \
	'heap "9223372036854775808": must be at most' \
	solve stones 1 9223372036854775808
expect_bad "stones: more than 2^63-1 in all" \
	'heap "2": the heaps may hold at most 9223372036854775807 stones' \
	solve stones 9223372036854775806 1 2
expect_bad "stones: an empty word" 'heap ""' solve stones 1 ""

# Ordered piles.
out=$("$SPRAGUE" solve ordered 3 4 5 6 7)
want="take 1 from pile 2, leaving 3 3 5 6 7"
echo "$out" | sed -n 5p | grep -qxF "  $want"
ok $? "ordered: the least take, then the lowest pile, first"
[ "$(echo "$out" | grep -c TAKE)" -eq 0 ]
ok $? "ordered: piles counted from 1 only, no 0-based aside"
"$SPRAGUE" solve ordered 3 4 5 | sed -n 5p | grep -qxF \
    "  take 2 from pile 1, leaving 1 4 5"
ok $? "ordered: 3 4 5, as in the seed"
expect_bad "ordered: no pile" 'missing the position' solve ordered
expect_bad "ordered: piles out of order" \
	'pile "3": must be at least the pile before it (5)' solve ordered 1 5 3
expect_bad "ordered: a negative pile" 'pile "-1"' solve ordered -1 2
expect_bad "ordered: past 2^63-1" \
	'pile "9223372036854775808": must be at most' \
	solve ordered 1 9223372036854775808
expect_bad "ordered: not a number" 'pile "4.5"' solve ordered 4.5

done_testing
