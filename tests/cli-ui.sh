#!/bin/sh
# cli-ui.sh: the `play` command's arguments, read before the terminal
# starts: bad ones are one line on stderr and status 2, without a terminal.

. "$SRCDIR/tests/lib.sh"

expect_bad "play without a game" 'play: missing the game' play
expect_bad "play an unknown game" 'game "chess": unknown' play chess
expect_bad "play a bad position" 'heap "x": must be a whole number >= 0' \
	play nim 3 x
expect_bad "play --big without a game" 'play: missing the game' play --big
expect_bad "play a finished position" 'this position is already over' \
	play euclid 0 7
expect_bad "play a finished multiplication game" \
	'this position is already over' play multiply 100 100
expect_bad "play with a bad --first" 'first "nobody": must be you or computer' \
	play nim 3 --first nobody
expect_bad "play with --first and no value" 'option "--first": needs a value' \
	play nim 3 --first
expect_bad "play an option the game lacks" 'option "--take": unknown for nim' \
	play nim --take 1,2 5
expect_bad "play a misspelt option after the position names it" \
	'option "--levle": unknown for nim' play nim 3 4 5 --levle perfect
expect_bad "play an unknown option after a game's own names it" \
	'option "--bogus": unknown for takebreak' \
	play takebreak 5 --code 0.77 --bogus
expect_bad "play a game's option after the position: the position is read" \
	'heap "x": must be a whole number' play takebreak 5 x --code 0.77
expect_bad "play with a bad --level" \
	'level "expert": must be perfect, strong, casual or beginner' \
	play nim 3 --level expert
expect_bad "play --players with three names" \
	'players "Ann,Bob,Cy": must be two names with a comma between' \
	play nim 3 --players Ann,Bob,Cy
expect_bad "play --players with a long name" 'at most 32 characters' \
	play nim 3 --players "Ann,$(printf '%040d' 0)"
expect_bad "play --players with 33 characters of two bytes" \
	'at most 32 characters' play nim 3 --players \
	"Ann,$(i=0; while [ $i -lt 33 ]; do printf '\303\251'; i=$((i + 1)); done)"
expect_bad "play --players with a C1 control character" \
	'no control characters' play nim 3 --players "$(printf 'Ann\302\233,Bob')"
expect_bad "play --players and --demo" '--players and --demo exclude' \
	play nim 3 --players A,B --demo
expect_bad "play --first with --demo" '--first is for a game against' \
	play nim 3 --demo --first computer
expect_bad "play --delay 0" 'delay "0": must be a number of seconds from 0.2 to 60' \
	play nim 3 --demo --delay 0
expect_bad "play --delay x" 'delay "x": must be a number of seconds' \
	play nim 3 --demo --delay x
expect_bad "play --delay 61" 'delay "61": must be a number of seconds' \
	play nim 3 --demo --delay 61
expect_bad "play --delay without --demo" '--delay and --step are for --demo' \
	play nim 3 --delay 1
expect_bad "play --delay with --step" '--delay and --step exclude' \
	play nim 3 --demo --step --delay 1
expect_bad "play --load a missing file" 'No such file or directory' \
	play --load "$tmp/none.txt"
expect_bad "play --load with a position" 'the file holds the game' \
	play --load "$tmp/none.txt" nim 3
printf 'sprague-game 1\ngame: nim\nplay: normal\nstart: 3 4 5\n' \
	>"$tmp/short.txt"
expect_bad "play --load a damaged file names the line" 'line 5' \
	play --load "$tmp/short.txt"
expect_bad "play --misere past the search's limits names the limit" \
	'misere' play grundy 5000 --misere
SPRAGUE_SEED=x
export SPRAGUE_SEED
expect_bad "a bad SPRAGUE_SEED" 'SPRAGUE_SEED "x"' play nim 3
unset SPRAGUE_SEED
expect_bad "play needs a terminal" 'needs a terminal' play nim 3 4 5
expect_bad "misere play needs a terminal too" 'needs a terminal' \
	play nim 3 4 5 --misere --level beginner --players Ann,Bob
expect_bad "the menu needs a terminal" 'needs a terminal'
"$SPRAGUE" --help | grep -q '^usage: sprague \[play GAME'
ok $? "--help shows play"

done_testing
