#!/bin/sh
# ui-numbers.sh: one numbering of the moves after an edit of what if?:
# the status line, the moves page, its chart, the end of the game and the
# save message count moves only (an edit is not a move), and the chart
# never marks an edit as a mistake.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

start C.UTF-8 xterm-256color play --players A,B nim 3 4 5
wait_for "| A's turn | move 1 |" >/dev/null
keys Enter
expect_text "A takes one from heap 1" "A: take 1 from heap 1, leaving 2 4 5"
keys i C-u "1 2" Enter
expect_status "the edit is not a move: move 2 still" \
    "nim | B's turn | move 2 | nim 1 2"
keys m
expect "the moves page opens" "The value history"
# The chart's rows: a mistake under move 1 (won left won), none under
# the edit, which is marked e and has no number.
row=$(grep '^ mistakes' "$tmp/screen" | sed 's/ *$//')
[ "$row" = " mistakes      |! e" ]
ok $? "the chart marks the edit e, never ! ($row)"
row=$(grep '^ move  ' "$tmp/screen" | sed 's/ *$//')
[ "$row" = " move          |1" ]
ok $? "the chart numbers the move, not the edit ($row)"
expect_text "the list numbers the move 1" "1. A: take 1 from heap 1"
expect_text "and the edit has no number" \
    "-. B: what if? the position set to 1 2 (an edit, not a move)"
keys Escape
# B, A and B again: 1 1, then one heap, then none.
keys Down Enter
expect_text "B takes from heap 2" "B: take 1 from heap 2, leaving 1 1"
wait_for "| A's turn | move 3 |" >/dev/null
ok $? "after the edit and a move the status line says move 3 \
($(status_line))"
keys Enter
wait_for "| B's turn | move 4 |" >/dev/null
keys Enter
expect "the game ends" "game over"
expect_text "the status line counts 4 moves, not 5 steps" \
    "nim | game over | 4 moves |"
keys m
expect "the moves page opens again" "The value history"
keys NPage NPage
expect_text "the moves page numbers the last move 4" "4. B: take"
keys Escape
keys s "$tmp/numbers.txt" Enter
expect "the save message counts the same 4 moves" \
    "Saved 4 moves to $tmp/numbers.txt."
keys q
expect_exit 0 "q ends the program"

# Misere Kayles on long rows: the search of remoteness gives up on the
# positions, and the chart says why its bars are missing.
start C.UTF-8 xterm-256color play --players A,B --misere kayles 30 25 20
wait_for "| A's turn | move 1 |" >/dev/null
keys Enter
wait_for "| B's turn | move 2 |" >/dev/null
keys Enter
wait_for "| A's turn | move 3 |" >/dev/null
keys m
expect_text "misere kayles 30 25 20: the chart says why it has no bars" \
    "Moves 1 to 2 have no bar: their positions are too large for the search"
keys Escape
leave "misere kayles: q ends the program"

done_testing
