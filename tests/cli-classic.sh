#!/bin/sh
# cli-classic.sh: the classic games on the command line (Wythoff's game,
# Lasker's Nim, Moore's Nim, Turning Turtles, Chomp): porcelain answers,
# huge positions, and bad input.

. "$SRCDIR/tests/lib.sh"

# Wythoff's game.
expect_out "wythoff 3 5 is a lost pair" "P
grundy 0" solve --porcelain wythoff 3 5
expect_out "wythoff 2 2: one move of each kind" "N
grundy 1
win 1 2
win 2 1
win 0 0" solve --porcelain wythoff 2 2
expect_out "wythoff near 2^63: a lost pair" "P
grundy 0" solve --porcelain wythoff 5699524725371504602 9222024725371504602
expect_out "wythoff near 2^63: one more on both" "N
grundy -
win 5699524725371504603 3522500000000000000
win 5699524725371504602 9222024725371504602" \
	solve --porcelain wythoff 5699524725371504603 9222024725371504603
expect_out "wythoff --limit 1" "N
grundy 1
win 1 2" solve --porcelain --limit 1 wythoff 2 2
"$SPRAGUE" solve wythoff 4 6 | grep -q "take 1 from both heaps, leaving 3 5"
ok $? "wythoff: the move in words"
"$SPRAGUE" solve --explain wythoff 4 6 | grep -q "golden ratio"
ok $? "wythoff: the explanation names the golden ratio"
expect_bad "wythoff with one heap" 'wythoff: give two heaps' solve wythoff 3
expect_bad "wythoff with three heaps" 'wythoff: give two heaps' \
	solve wythoff 3 4 5
expect_bad "wythoff heap past 2^63-1" \
	'heap "9223372036854775808": must be at most 9223372036854775807' \
	solve wythoff 9223372036854775808 1
expect_bad "wythoff negative heap" 'heap "-1"' solve wythoff -1 2

done_testing
