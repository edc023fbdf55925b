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

# Moore's Nim.
expect_out "moore 1 2 3: 1 1 1 has three 1s in the last column" "N
grundy 6
win 1 1 1" solve --porcelain moore 1 2 3
expect_out "moore --k 3 1 2 3 4" "N
grundy 10
win 1 1 1 1" solve --porcelain moore --k 3 1 2 3 4
expect_out "moore --k 1 is Nim" "N
grundy 2
win 3 2 1
win 3 0 3
win 1 2 3" solve --porcelain moore --k 1 3 2 3
expect_out "moore 7 7 7: lost, every column holds three 1s" "P
grundy 0" solve --porcelain moore 7 7 7
expect_out "moore near 2^62, moves built column by column" "N
grundy -
win 12345678903 12345678898 12345678901 7
win 12345678898 12345678903 12345678901 7" \
	solve --porcelain moore 4611686018427387903 4611686018427387000 \
	12345678901 7
"$SPRAGUE" solve moore 4611686018427387903 4611686018427387000 12345678901 7 |
	grep -q "other winning moves may exist"
ok $? "moore: says when the construction may not find every move"
"$SPRAGUE" solve moore 1 2 3 | grep -q "take 1 from heap 2, 2 from heap 3"
ok $? "moore: a move on two heaps in words"
"$SPRAGUE" solve --explain moore --k 2 1 2 3 | grep -q "multiple of K + 1"
ok $? "moore: the explanation counts the columns"
# The counts stand under the digits they count: the row of the 1s starts
# in the column where the heaps' binary digits start.
"$SPRAGUE" solve --explain moore --k 2 3 5 6 >"$tmp/moore"
[ "$(grep -n '^  heap  1  011  3$' "$tmp/moore" | wc -l)" -eq 1 ] &&
	grep -qx '  1s       222' "$tmp/moore"
ok $? "moore: the counts of 1s under their columns"
expect_bad "moore --k 0" 'k "0": must be a whole number from 1 to 64' \
	solve moore --k 0 1 2
expect_bad "moore --k 65" 'k "65": must be a whole number from 1 to 64' \
	solve moore --k 65 1 2
expect_bad "moore --k x" 'k "x": must be a whole number from 1 to 64' \
	solve moore --k x 1 2
expect_bad "moore heap past 2^63-1" 'at most 9223372036854775807' \
	solve moore 9223372036854775808
expect_bad "moore without a heap" 'missing the position' solve moore --k 2

# Turning Turtles.
expect_out "turtles THHTH: heads at 2, 3, 5 make 4" "N
grundy 4
win HHHTT" solve --porcelain turtles THHTH
expect_out "turtles --turn 3: Mock Turtles, odious values" "N
grundy 14
win HHHHT
win TTTTT" solve --porcelain turtles --turn 3 THHTH
expect_out "turtles --turn 1: only parity counts" "N
grundy 1
win TTHTH
win THTTH
win THHTT" solve --porcelain turtles --turn 1 THHTH
expect_out "turtles THHT: worth 2 xor 3 = 1, the head at 3 goes with 2" "N
grundy 1
win TTTT" solve --porcelain turtles THHT
row=$(awk 'BEGIN { for (i = 0; i < 5000; i++) printf (i % 7 < 3 ? "H" : "T") }')
"$SPRAGUE" solve --porcelain --limit 3 turtles --turn 3 "$row" | head -2 |
	tr '\n' ' ' | grep -q "^N grundy "
ok $? "turtles: a row of 5000 coins is answered"
expect_bad "turtles HXT" "row \"HXT\": coin 2 is 'X'" solve turtles HXT
expect_bad "turtles --turn 0" 'turn "0": must be a whole number from 1 to 4' \
	solve turtles --turn 0 HT
expect_bad "turtles --turn 5" 'turn "5": must be a whole number from 1 to 4' \
	solve turtles --turn 5 HT
expect_bad "turtles --turn x" 'turn "x": must be a whole number from 1 to 4' \
	solve turtles --turn x HT
expect_bad "turtles in two words" 'give one row' solve turtles HT TH

# Chomp.
expect_out "chomp 3 2: two columns a step apart are lost" "P
grundy 0" solve --porcelain chomp 3 2
expect_out "chomp 3x3: the square's move" "N
grundy 5
win 3 1 1" solve --porcelain chomp 3x3
expect_out "chomp 200x200: the square's move at any size" "N
grundy -
win 200$(printf ' 1%.0s' $(seq 199))" solve --porcelain chomp 200x200
expect_out "chomp 2x1000: two columns" "N
grundy -
win 1000 999" solve --porcelain chomp 2x1000
expect_out "chomp 30x25: strategy stealing, no move known" "N
grundy -" solve --porcelain chomp 30x25
"$SPRAGUE" solve chomp 30x25 | grep -q "No winning move is known"
ok $? "chomp 30x25: says no winning move is known"
"$SPRAGUE" solve --explain chomp 30x25 | grep -q "strategy stealing"
ok $? "chomp 30x25: the explanation gives the strategy-stealing argument"
expect_bad "chomp 3 4: heights increase" 'height "4": column 2 is higher' \
	solve chomp 3 4
expect_bad "chomp 0x3" 'board "0x3": want at least 1 column' solve chomp 0x3
expect_bad "chomp 100001x2" 'width "100001": must be at most 100000' \
	solve chomp 100001x2
expect_bad "chomp past the search and every theory" 'no theory covers' \
	solve chomp 12 12 11 11 10 10 9 9 8 8 7 7

done_testing
