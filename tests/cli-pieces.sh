#!/bin/sh
# cli-pieces.sh: the cutting game, the new stone game and ordered piles on
# the command line: words, limits, and bad input (status 2, one line on
# stderr, nothing on stdout).  Their porcelain answers are in expected/.

. "$SRCDIR/tests/lib.sh"

# The cutting game.
out=$("$SPRAGUE" solve cutting 4x2)
echo "$out" | grep -q "cut piece 1 (4x2) between columns 2 and 3 into 2x2 and 2x2, leaving 2x2 2x2"
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
expect_bad "cutting: past the limit" 'piece "1001x2": sides must be at most 1000' \
	solve cutting 1001x2
expect_bad "cutting: far past the limit" 'at most 1000' \
	solve cutting 2x123456789012345678901234567890
expect_bad "cutting: a sign" 'piece "-2x3"' solve cutting -2x3
expect_bad "cutting: an empty word" 'piece ""' solve cutting ""

done_testing
