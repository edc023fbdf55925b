#!/bin/sh
# ui-classic.sh: the classic games on their boards, in a real terminal.
# For each game the computer moves first and its winning reply (the only
# one from these positions) is on the board; then a person's move entered
# with keys, and the computer's answer.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# computer_first LABEL POSITION REPLY STATUS: the computer opens with
# REPLY (its words) and the status line then shows STATUS.
computer_first() {
	start C.UTF-8 xterm-256color play "$2" --first computer
	expect_text "$1: the computer's winning reply is on the board" \
	    "Computer: $3"
	expect_status "$1: the status line shows the position left" "$4"
	leave "$1: q leaves"
}

computer_first "wythoff" "wythoff 3 6" "take 1 from heap 2, leaving 3 5" \
    "wythoff | your turn | move 2 | wythoff 3 5"
computer_first "lasker" "lasker 1 2 9" "take 5 from heap 3, leaving 1 2 4" \
    "lasker | your turn | move 2 | lasker 1 2 4"
computer_first "moore" "moore 1 2 3" \
    "take 1 from heap 2, 2 from heap 3, leaving 1 1 1" \
    "moore | your turn | move 2 | moore --k 2 1 1 1"
computer_first "moore --k 3" "moore --k 3 1 2 3 4" \
    "take 1 from heap 2, 2 from heap 3, 3 from heap 4, leaving 1 1 1 1" \
    "moore | your turn | move 2 | moore --k 3 1 1 1 1"
computer_first "chomp" "chomp 4x3" \
    "take the square at column 3, row 2, leaving 3 3 1 1" \
    "chomp | your turn | move 2 | chomp 3 3 1 1"
computer_first "chomp, a square past the search" "chomp 12x12" \
    "take the square at column 2, row 2, leaving 12 1 1" \
    "chomp | your turn | move 2 | chomp 12 1 1 1 1 1 1 1 1 1 1 1"
computer_first "turtles" "turtles THHTHTTH" \
    "turn coin 8 to tails and coin 4 to heads, leaving THHHHTTT" \
    "turtles | your turn | move 2 | turtles --turn 2 THHHHTTT"
computer_first "turtles --turn 3" "turtles --turn 3 HTTTT" \
    "turn coin 1 to tails, leaving TTTTT" \
    "turtles | game over | 1 move | turtles --turn 3 TTTTT"

# A person's move with keys on each board; the computer answers.  Keys
# wait for the board (a slow build under the sanitizers starts late).
you_first() {
	start C.UTF-8 xterm-256color play "$@" --first you
	wait_for "| your turn | move 1 |" >/dev/null
}
you_first wythoff 3 6
one_move "wythoff" "Down 2 Enter" "3 4"
you_first wythoff 3 6
one_move "wythoff, from both heaps" "k 2 Tab Enter" "1 4"
you_first lasker 1 2 9
one_move "lasker, a split" "Down Down k 4 Enter" "1 2 4 5"
you_first moore 1 2 4
one_move "moore, two heaps at once" "1 Down 2 Enter" "0 0 4"
you_first chomp 4x3
one_move "chomp" "Right Up Enter" "3 3 1 1"
you_first turtles THHTHTTH
one_move "turtles, two coins" "8 Tab 1 Tab Enter" "HHHTHTTT"

# The hint on a rectangle past the search is honest.
start C.UTF-8 xterm-256color play chomp 13x12 --first you
wait_for "chomp 13x12" >/dev/null
keys h
expect_text "chomp 13x12: the hint says a winning move exists but none is known" \
    "A winning move exists, but none is known here"
leave "chomp 13x12: q leaves"
start C.UTF-8 xterm-256color play chomp 13x13 --first you
wait_for "chomp 13x13" >/dev/null
keys h
expect_text "chomp 13x13: the hint gives the square's move, and says others may win" \
    "leaving 13 1 1 1 1 1 1 1 1 1 1 1 1 (others may win too)"
leave "chomp 13x13: q leaves"

# A click on a square of Chomp takes it (X10 mouse reports).
start C.UTF-8 screen play chomp 4x3 --first you
wait_for "chomp 4x3" >/dev/null
screen
line=$(grep -n "☠" "$tmp/screen" | head -1 | cut -d: -f1)
col=$(awk -v l="$line" 'NR == l { print index($0, "☠") }' "$tmp/screen")
if [ -n "$line" ] && [ -n "$col" ]; then
	# Two columns right (3 cells each) and one row up: column 3, row 2.
	y=$(printf "\\$(printf '%03o' $((32 + line - 1)))")
	x=$(printf "\\$(printf '%03o' $((32 + col + 6)))")
	click "$x" "$y"
	click "$x" "$y"
fi
expect_text "chomp: two clicks on a square take it" "leaving 3 3 1 1"
leave "chomp: q leaves"

done_testing
