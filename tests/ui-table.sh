#!/bin/sh
# ui-table.sh: the table panel (the key t on the board) in a real terminal:
# the values it shows for each kind of game, scrolling, the marks on what
# is on the board, the small terminal, and going back to the board.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# open GAME POSITION...: start the game and open its table.
open_table() {
	start C.UTF-8 xterm-256color play "$@"
	expect_status "$*: the board starts" "$1 | your turn | move 1 | $*" ||
		return 1
	keys t
	expect_status "$*: t opens the table" \
	    "table | $1 | your turn | move 1 | $*"
}

# back GAME POSITION...: Esc returns to the board; q ends the program.
back() {
	keys Escape
	expect_status "$*: Esc goes back to the board" \
	    "$1 | your turn | move 1 | $*"
	expect "$*: the board's keys name the table" "t table"
	keys q
	expect_exit 0 "$*: q ends the program"
}

open_table nim 3 4 5
expect "nim: what the table is" "Nim: the value of a heap of each size"
expect_text "nim: values in rows of ten, the heaps starred" \
    "0 [0] 1 2 3* 4* 5* 6 7 8 9 10 10 11"
expect "nim: no period, and why" "No period proven"
expect "nim: the legend" "[0] lost (a P-position)  * a heap on the board"
back nim 3 4 5

# Officers (0.6), no period known: the table says how far it looked (its
# progress bar started again and again for over a minute).
open_table takebreak --code 0.6 9 7
expect "0.6: the period looked for up to a bound, and the answer" \
    "No period proven: none proven up to heap 50000."
back takebreak --code 0.6 9 7

open_table grundy 9 10
expect "grundy: what the table is" "Grundy's game: the value of a heap"
expect_text "grundy: the published values 0..20, heaps 9 and 10 starred" \
    "0 [0] [0] [0] 1 [0] 2 1 [0] 2 1* 10 [0]* 2 1 3 2 1 3 2 4 3 20 [0] 4"
keys t
expect_status "grundy: t closes the table too" \
    "grundy | your turn | move 1 | grundy 9 10"
keys q
expect_exit 0 "grundy: q ends the program"

open_table kayles 4 3
expect "kayles: the proven period" "preperiod 71 period 12"
expect_text "kayles: the values, rows 3 and 4 starred" "0 [0] 1 2 3* 1* 4 3"
back kayles 4 3

# A heap of 300: the table opens on it and scrolls.
open_table nim 300 1
expect_text "scroll: the table opens at the heap" "300 300* 301 302"
keys PPage
expect_text "scroll: PgUp goes back a page" "60 60 61 62 63"
keys Up Up
expect_text "scroll: Up goes back a row" "40 40 41 42"
keys NPage NPage NPage NPage
expect_text "scroll: PgDn stops at the end" "330 330 331 332 333"
back nim 300 1

open_table circle oooo.ooo.o
expect "circle: Kayles values for the arcs" "Coin circle: Kayles values"
expect_text "circle: the arcs 3 and 5 (coin 10 next to coin 1) starred" \
    "arc 0 1 2 3 4 5 6 7 8 9 0 [0] 1 2 3* 1 4* 3"
back circle oooo.ooo.o

open_table cutting 4x3 2x2
expect "cutting: what the values are" \
    "pieces W x H, valued by the cuts that leave both sides >= 2"
expect_text "cutting: and what they are not" "not the Grundy values"
expect_text "cutting: strips win at once, 2x2 and 4x3 starred" \
    "2 W [0]* [0] 1 1 2 [0] 3 1 1 [0] 3"
expect_text "cutting: piece 4x3 is worth 1" "3 W [0] [0] 1* 1 2 [0] 3"
keys Right Right Right
expect_text "cutting: Right scrolls across" "H\\W 4 5 6 7 8"
keys Left
expect_text "cutting: Left scrolls back" "H\\W 3 4 5 6 7"
back cutting 4x3 2x2

open_table multiply 1000 6
expect "multiply: the target" "the current values for the target 1000"
expect_text "multiply: the current value's stretch" "4-6 lost value [0] *"
expect_text "multiply: the stretches around it" \
    "7-13 won value 3 14-27 won value 2 28-55 won value 1 56-111 lost"
expect_text "multiply: the target at the end" \
    "1000 the target, reached: lost"
back multiply 1000 6

open_table euclid 25 7
expect_text "euclid: the golden ratio" "1.618... (the golden ratio)"
expect_text "euclid: the pair 25 7 starred" "25 25 12 8 6 5 3 3* 2 2 1"
expect_text "euclid: lost pairs in brackets" "1 1 1 1 1 1 [0] [0] [0]"
back euclid 25 7

open_table staircase 1 5 6 7 9 12
expect_text "staircase: what decides it" \
    "The empty cells inside each pair are a Nim heap"
expect_text "staircase: and where to look" "press e on the board"
back staircase 1 5 6 7 9 12

# The smallest terminal the table takes, and one smaller.
open_table cutting 4x3 2x2
tm resize-window -t game -x 60 -y 18
expect_text "60x18: the table still shows" "H\\W 1 2 3 4 5 6 7 8 9 10"
expect "60x18: with its keys and status line" \
    "Esc, t or q back"
case $(sed -n '18p' "$tmp/screen") in
*"table | cutting | your turn | move 1 | cutting 4x3 2x2"*) r=0 ;;
*) r=1 ;;
esac
ok $r "60x18: the status line at the bottom"
tm resize-window -t game -x 50 -y 14
expect "50x14: too small" "(needs 60x18)"
tm resize-window -t game -x 80 -y 24
expect_text "80x24 again: the table is back" "H\\W 1 2 3"
back cutting 4x3 2x2

done_testing
