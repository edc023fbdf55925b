#!/bin/sh
# cli-ui.sh: the `play` command's arguments, read before the terminal
# starts: bad ones are one line on stderr and status 2, without a terminal.

. "$SRCDIR/tests/lib.sh"

expect_bad "play without a game" 'play: missing the game' play
expect_bad "play an unknown game" 'game "chess": unknown' play chess
expect_bad "play a bad position" 'heap "x": must be a whole number >= 0' \
	play nim 3 x
expect_bad "play --big without a game" 'play: missing the game' play --big
expect_bad "play with a bad --first" 'first "nobody": must be you or computer' \
	play nim 3 --first nobody
expect_bad "play with --first and no value" 'option "--first": needs a value' \
	play nim 3 --first
expect_bad "play an option the game lacks" 'option "--take": unknown for nim' \
	play nim --take 1,2 5
expect_bad "play needs a terminal" 'needs a terminal' play nim 3 4 5
expect_bad "the menu needs a terminal" 'needs a terminal'
"$SPRAGUE" --help | grep -q '^usage: sprague \[play GAME'
ok $? "--help shows play"

done_testing
