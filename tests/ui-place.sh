#!/bin/sh
# ui-place.sh: the keys keep their place.  The cursor stays on the heap
# or row the player last used (or the nearest one with a move) after the
# computer's move, after Esc and after k; the arrows stop at the first and
# the last heap; the kind of move that takes from both heaps takes from
# both.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# cursor_on LABEL TEXT: the line of the cursor (▸) shows TEXT.
cursor_on() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		grep '▸' "$tmp/screen" | grep -qF -- "$2" && break
		sleep 0.1
		i=$((i + 1))
	done
	grep '▸' "$tmp/screen" | grep -qF -- "$2"
	ok $? "$1"
	grep '▸' "$tmp/screen" | grep -qF -- "$2" ||
		diag "wanted the cursor on: $2" "screen:" "$(cat "$tmp/screen")"
}

# Three Downs from the first of three heaps stop at the last.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys Down Down Down
cursor_on "nim 3 4 5: three Downs stop on heap 3, not round to heap 1" \
    "heap 3"
keys Up Up Up
cursor_on "nim 3 4 5: three Ups stop on heap 1" "heap 1"
leave "nim: q ends the program"

# After the computer's move the cursor stays on the heap last used.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys Down Enter
expect_text "nim 3 4 5: a move from heap 2" "leaving 3 3 5"
wait_for "| your turn | move 3 |" >/dev/null
cursor_on "nim: after the computer's move the cursor is on heap 2 again" \
    "heap 2"
# Esc starts the move afresh on the same heap.
keys Left Left Escape
expect_text "nim: Esc chooses afresh" "The move is chosen afresh"
cursor_on "nim: after Esc the cursor is on heap 2 still" "heap 2"
leave "nim after a move: q ends the program"

# The heap used is emptied: the nearest heap with stones takes the cursor.
start C.UTF-8 xterm-256color play nim 1 4 6 7
wait_for "| your turn | move 1 |" >/dev/null
keys Down Down Down 7 Enter
expect_text "nim 1 4 6 7: heap 4 emptied" "leaving 1 4 6 0"
wait_for "| your turn | move 3 |" >/dev/null
cursor_on "nim: the cursor goes to heap 3, the nearest with stones" "heap 3"
leave "nim emptied: q ends the program"

# k keeps the cursor on its heap (Lasker's split).
start C.UTF-8 xterm-256color play lasker 9 2 5
wait_for "| your turn | move 1 |" >/dev/null
keys Down Down
cursor_on "lasker 9 2 5: Down Down to heap 3" "heap 3"
keys k
cursor_on "lasker: k keeps the cursor on heap 3" "heap 3"
leave "lasker: q ends the program"

# Wythoff: k (the kind that takes from both), 1 and Enter take one from
# each heap; k keeps the cursor.
start C.UTF-8 xterm-256color play wythoff 5 9
wait_for "| your turn | move 1 |" >/dev/null
keys Down k
cursor_on "wythoff 5 9: k keeps the cursor on heap 2" "heap 2"
keys 1 Enter
expect_text "wythoff: k, 1, Enter take from both heaps" \
    "take 1 from both heaps, leaving 4 8"
leave "wythoff: q ends the program"

start C.UTF-8 xterm-256color play wythoff 5 9
wait_for "| your turn | move 1 |" >/dev/null
keys k 3 Enter
expect_text "wythoff 5 9: k, 3, Enter take 3 from both heaps" \
    "take 3 from both heaps, leaving 2 6"
leave "wythoff 3: q ends the program"

# Rows of coins: Down stops at the last row.
start C.UTF-8 xterm-256color play kayles 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys Down Down Down Enter
expect_text "kayles 3 4 5: three Downs stop on row 3" "You: take 1 coin from \
the end of row 3, leaving 3 4 4"
leave "kayles: q ends the program"

done_testing
