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

done_testing
