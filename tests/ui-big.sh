#!/bin/sh
# ui-big.sh: projector mode (--big) in a real terminal at 80x24: every
# board kind drawn with larger tokens, a move by keys and one by the mouse,
# the normal drawing when a position does not fit big, and resizing.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# lines_with TEXT: how many lines of the screen show TEXT.
lines_with() {
	screen
	grep -cF -- "$1" "$tmp/screen"
}

# expect_lines NAME N TEXT: exactly N lines of the screen show TEXT.
expect_lines() {
	n=$(lines_with "$3")
	[ "$n" -eq "$2" ]
	ok $? "$1"
	[ "$n" -eq "$2" ] || diag "wanted $2 lines with: $3, got $n" \
	    "screen:" "$(cat "$tmp/screen")"
}

# Each board, big and then normal: what the big drawing shows, and what
# the normal one shows in its place.
# game | position | the big drawing | the normal drawing
while IFS='|' read -r g pos big normal; do
	# shellcheck disable=SC2086
	start C.UTF-8 xterm-256color play --big $g $pos
	expect_status "$g $pos --big: the board starts" \
	    "$g | your turn | move 1 | $g $pos" || continue
	expect "$g $pos --big: the big drawing" "$big"
	# shellcheck disable=SC2086
	start C.UTF-8 xterm-256color play $g $pos
	expect_status "$g $pos: the normal board starts" \
	    "$g | your turn | move 1 | $g $pos" || continue
	expect "$g $pos: the normal drawing" "$normal"
	if grep -qF -- "$big" "$tmp/screen"; then r=1; else r=0; fi
	ok $r "$g $pos: is not the big one"
done <<'EOF_BOARDS'
nim|3 4 5|heap 2    4  ●● ●● ●● ●●|heap 2    4  ● ● ● ●
grundy|9 5|heap 2    5  ●● ●● ●● ●● ●●|heap 2    5  ● ● ● ● ●
stones|3 1 4|heap 3    4  ●● ●● ●● ●●|heap 3    4  ● ● ● ●
ordered|3 4 5|●●●●   ●●●●   ●●●●|●    ●    ●
kayles|4 3|2: ●● ●● ●●|2: ● ● ●
circle|10|●●|●
staircase|1 5 6 7 9 12|♜♜♜  ···  ···|♜  ·  ·  ♖
cutting|4x3|▒▒▒ ▒▒▒|▒ ▒
EOF_BOARDS

# The big heaps have a blank line between two; the bars of Euclid's pair
# and the multiplication game's marker are two lines tall.
start C.UTF-8 xterm-256color play --big nim 3 4 5
expect "nim --big: heap 2" "heap 2"
sed -n '4p' "$tmp/screen" | grep -q '^ *$'
ok $? "nim --big: the line between heap 1 and heap 2 is blank"
for big in --big ''; do
	n=${big:+4}
	start C.UTF-8 xterm-256color play euclid 25 7 $big
	expect "euclid $big: the board" "Take a multiple of the smaller number from the larger"
	expect_lines "euclid $big: the bars take ${n:-2} lines" "${n:-2}" \
	    "████"
	n=${big:+2}
	start C.UTF-8 xterm-256color play multiply 1000 6 $big
	expect "multiply $big: the board" "x9 = 54"
	expect_lines "multiply $big: the marker takes ${n:-1} lines" \
	    "${n:-1}" "●"
done

# One move by keys on each board in projector mode, and the reply.
# game | position | keys | the position after the player's move
while IFS='|' read -r g pos ks after; do
	# shellcheck disable=SC2086
	start C.UTF-8 xterm-256color play $g $pos --big
	expect_status "$g $pos --big: the board starts" \
	    "$g | your turn | move 1 | $g $pos" || continue
	one_move "$g $pos --big" "$ks" "$after"
done <<'EOF_MOVES'
nim|2 5 6|Down Down 3 Enter|2 5 3
grundy|7 4|Down Enter|7 1 3
ordered|1 3 6|Right Right Enter|1 3 5
kayles|5|Right Tab Enter|1 2
circle|8|Right Right Enter|oo.ooooo
staircase|2 4 8|Enter|1 4 8
cutting|3x5|Down Enter|3x2 3x3
euclid|30 4|Enter|26 4
multiply|500 3|Right Enter|500 9
EOF_MOVES

# The mouse on big heaps (X10 reports): heap 2 is on line 5, its third
# stone at columns 23 and 24; a click chooses it and the stone after it, a
# second click takes them.
start C screen play --big nim 3 4 5
expect_status "mouse --big: the game starts" \
    "nim | your turn | move 1 | nim 3 4 5"
click 7 '%'
expect "mouse --big: a click chooses stones 3 and 4 of heap 2" \
    "> heap 2    4  oo oo xx xx"
click 7 '%'
expect "mouse --big: a second click takes them" \
    "You: take 2 from heap 2, leaving 3 2 5"
leave "mouse --big: q ends the program"

# The same clicks from an xterm, which reports them the SGR way.
start C.UTF-8 xterm-256color play --big nim 3 4 5
expect_status "mouse, xterm: the game starts" \
    "nim | your turn | move 1 | nim 3 4 5"
click_sgr 23 5
expect "mouse, xterm: a click chooses stones 3 and 4 of heap 2" \
    "▸ heap 2    4  ●● ●● ×× ××"
click_sgr 23 5
expect "mouse, xterm: a second click takes them" \
    "You: take 2 from heap 2, leaving 3 2 5"
leave "mouse, xterm: q ends the program"

# Too wide for big: the normal drawing, heaps on consecutive lines.
start C.UTF-8 xterm-256color play --big nim 40 40
expect_status "nim 40 40 --big: the game starts" \
    "nim | your turn | move 1 | nim 40 40"
sed -n '4p' "$tmp/screen" | grep -qF "heap 2   40  ████"
ok $? "nim 40 40 --big: drawn as normal, heap 2 right under heap 1"
start C.UTF-8 xterm-256color play --big nim 25 3
expect "nim 25 3 --big: heap 1 as normal stones" \
    "heap 1   25  ● ● ● ●"
expect "nim 25 3 --big: and so heap 2" "heap 2    3  ● ● ●"

# Resizing: too small, then big again.
start C.UTF-8 xterm-256color play --big nim 3 4 5
expect_status "resize --big: the game starts" \
    "nim | your turn | move 1 | nim 3 4 5"
tm resize-window -t game -x 30 -y 10
expect "resize --big: a small terminal says so" "terminal too small"
tm resize-window -t game -x 80 -y 24
expect "resize --big: the big heaps are back" "heap 2    4  ●● ●● ●● ●●"
keys q
expect_exit 0 "resize --big: q ends the program"

# `sprague --big`: the menu, and the game it starts is big.
start C.UTF-8 xterm-256color --big
expect "--big: the menu" "Choose a game:"
keys Enter
expect "--big: the positions" "choose the starting position"
keys Up Enter
expect "--big: a position can be typed" "Type a position for nim"
keys "2 3" Enter
expect "--big: who plays" "Who plays?"
keys Enter
expect "--big: the level" "How well does the computer play?"
keys Enter
expect_status "--big: the game starts" "nim | your turn | move 1 | nim 2 3"
expect "--big: with big heaps" "heap 2    3  ●● ●● ●●"
keys q
expect_exit 0 "--big: q ends the program"

done_testing
