#!/bin/sh
# cli-numbers.sh: the number games on the command line: Euclid's game, the
# multiplication game and staircase Nim (Georgia and Bob).  The porcelain
# answers are in tests/expected/ (run by cli.sh); here are the moves in
# words and the bad input of each game (status 2, one line on stderr).

. "$SRCDIR/tests/lib.sh"

# Euclid's game.
out=$("$SPRAGUE" solve euclid 25 7)
echo "$out" | grep -q "subtract 2 x 7 = 14 from 25, leaving 11 7"
ok $? "euclid: the move in words"
"$SPRAGUE" solve euclid 5 5 | grep -q "from the second 5, leaving 5 0"
ok $? "euclid: equal numbers say which one is reduced"
expect_out "euclid: a pair holding a 0 is finished" "P
grundy 0" solve --porcelain euclid 0 7
expect_bad "euclid: one number" 'euclid: give two numbers' solve euclid 3
expect_bad "euclid: three numbers" 'euclid: give two numbers' \
	solve euclid 1 2 3
expect_bad "euclid: not a number" 'number "x": must be a whole number' \
	solve euclid 3 x
expect_bad "euclid: negative" 'number "-1"' solve euclid -1 3
expect_bad "euclid: past 2^63-1" \
	'number "9223372036854775808": must be at most 9223372036854775807' \
	solve euclid 3 9223372036854775808

# The multiplication game.
"$SPRAGUE" solve multiply 1000 3 |
	grep -q "multiply 3 by 2, making 6, leaving 1000 6"
ok $? "multiply: the move in words"
"$SPRAGUE" solve multiply 50 6 |
	grep -q "multiply 6 by 9, reaching the target 50"
ok $? "multiply: reaching the target in words"
expect_out "multiply: the value defaults to 1" "$("$SPRAGUE" solve \
	--porcelain multiply 1000 1)" solve --porcelain multiply 1000
expect_out "multiply: a reached target is finished" "P
grundy 0" solve --porcelain multiply 1000 1000
expect_bad "multiply: target 1" 'target "1": must be at least 2' \
	solve multiply 1
expect_bad "multiply: target 0" 'target "0": must be at least 2' \
	solve multiply 0 0
expect_bad "multiply: not a number" 'target "x": must be a whole number' \
	solve multiply x
expect_bad "multiply: value 0" 'current value "0": must be at least 1' \
	solve multiply 10 0
expect_bad "multiply: value past the target" \
	'current value "11": must be at most the target 10' solve multiply 10 11
expect_bad "multiply: three numbers" 'multiply: give the target' \
	solve multiply 10 5 3
expect_bad "multiply: past 2^63-1" \
	'target "9223372036854775808": must be at most 9223372036854775807' \
	solve multiply 9223372036854775808
expect_bad "multiply: negative value" 'current value "-1"' \
	solve multiply 10 -1

# Georgia and Bob (staircase Nim).
"$SPRAGUE" solve staircase 6 5 2 |
	grep -q "move the chessman on cell 5 to cell 4, leaving 2 4 6"
ok $? "staircase: the move in words"
# 100001 men on the odd cells: 50000 pairs with one empty cell each.
# shellcheck disable=SC2046
expect_out "staircase: a hundred thousand chessmen" "P
grundy 0" solve --porcelain staircase $(seq 1 2 200001)
expect_bad "staircase: cell 0" 'cell "0": cells are numbered from 1' \
	solve staircase 0 3
expect_bad "staircase: two men on one cell" \
	'cell "3": two chessmen on one cell' solve staircase 3 5 3
expect_bad "staircase: not a number" 'cell "x": must be a whole number' \
	solve staircase 1 x
expect_bad "staircase: negative" 'cell "-1"' solve staircase -1
expect_bad "staircase: past 2^63-1" \
	'cell "9223372036854775808": must be at most 9223372036854775807' \
	solve staircase 1 9223372036854775808

done_testing
