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

# Lasker's Nim.
expect_out "lasker 1 2 9: the 9 (worth 9) goes to 4 (worth 3)" "N
grundy 10
win 1 2 4" solve --porcelain lasker 1 2 9
expect_out "lasker 3 4: split the 3 (worth 4) into 1 2, or take 1 from 4" "N
grundy 7
win 1 2 4
win 3 3" solve --porcelain lasker 3 4
expect_out "lasker --limit 1" "N
grundy 7
win 1 2 4" solve --porcelain --limit 1 lasker 3 4
expect_out "values lasker" "0 0
1 1
2 2
3 4
4 3
5 5
6 6
7 8
8 7" values lasker 8
expect_out "lasker near 2^62" "N
grundy 4611686018427387908
win 0" solve --porcelain lasker 4611686018427387907
"$SPRAGUE" solve lasker 3 4 | grep -q "split heap 1 into 1 and 2, leaving 1 2 4"
ok $? "lasker: a split in words"
expect_bad "lasker without a heap" 'missing the position' solve lasker
expect_bad "lasker heap not a number" 'heap "x"' solve lasker 3 x
expect_bad "lasker heap past 2^63-1" 'at most 9223372036854775807' \
	solve lasker 9223372036854775808

done_testing
