#!/bin/sh
# ui-marks.sh: the values of the moves (v) on rows of coins: every move
# the keys can make has a mark of its own (coin 1 of a row too, and the
# pair of coins 1 and 2), and moves that lead to the same position
# (twins) are counted once, and said so.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# board_line LABEL PATTERN: the board's line of rows (the one with "1:")
# is exactly PATTERN once the marks are drawn (blanks at the end cut).
board_line() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		line=$(grep '^ 1:' "$tmp/screen" | sed 's/ *$//')
		[ "$line" = "$2" ] && break
		sleep 0.1
		i=$((i + 1))
	done
	[ "$line" = "$2" ]
	ok $? "$1"
	[ "$line" = "$2" ] || diag "wanted: $2" "got:    $line" \
	    "screen:" "$(cat "$tmp/screen")"
}

# kayles 1 2: row 2's coin 1 has its own mark (it wins, as coin 2 does),
# and taking both is marked between them (it loses).
start C.UTF-8 xterm-256color play kayles 1 2
wait_for "| your turn | move 1 |" >/dev/null
keys v
board_line "kayles 1 2: coin 1, coin 2 and the pair of row 2 marked apart" \
    " 1: ✗   2: ✓✘✓"
expect_text "kayles 1 2: four marks, three moves" \
    "4 marks on the board; twins"
# Enter on coin 1 of row 2 makes the move its mark says wins.
keys Right Enter
expect_text "kayles 1 2: coin 1 of row 2 taken" "leaving 1 1"
leave "kayles 1 2: q ends the program"

# The same in ASCII: W and L on the coins, w and l between them.
start C xterm-256color play kayles 1 2
wait_for "| your turn | move 1 |" >/dev/null
keys v
board_line "kayles 1 2 (ASCII): every move marked" " 1: L   2: WlW"
leave "kayles 1 2 (ASCII): q ends the program"

# kayles 5 3: the two winning positions are reached by four pairs of
# row 1 (1-2 and 4-5 leave 3 3, 2-3 and 3-4 leave 1 2 3 or its mirror),
# each marked; the count is of positions.
start C.UTF-8 xterm-256color play kayles 5 3
wait_for "| your turn | move 1 |" >/dev/null
keys v
board_line "kayles 5 3: a mark on every coin and between every two" \
    " 1: ✗✔✗✔✗✔✗✔✗   2: ✗✘✗✘✗"
expect_text "kayles 5 3: twins counted once" "2 of 8 win: take 2 coins \
from the end of row 1, leaving 3 3"
expect_text "kayles 5 3: the marks and the twins said" \
    "14 marks on the board; twins"
leave "kayles 5 3: q ends the program"

# kayles 9: one winning position, the middle coin; twins counted once.
start C.UTF-8 xterm-256color play kayles 9
wait_for "| your turn | move 1 |" >/dev/null
keys v
board_line "kayles 9: the middle coin wins" " 1: ✗✘✗✘✗✘✗✘✓✘✗✘✗✘✗✘✗"
expect_text "kayles 9: 9 positions, not 17 moves" "1 of 9 wins: take coin 5"
leave "kayles 9: q ends the program"

# The circle ooooooo.: three winning moves, two of them twins (coins 2-3
# and 5-6 leave runs of 1 and 4): the hint says them on one line, v
# counts them once and marks each.
start C.UTF-8 xterm-256color play circle ooooooo.
wait_for "| your turn | move 1 |" >/dev/null
keys h
expect_text "circle ooooooo.: the hint says the twin with its move" \
    "take coins 2 and 3, leaving o..oooo. (a win in 5 moves, the fastest) (or \
its twin: take coins 5 and 6, leaving oooo..o.)"
expect_text "circle ooooooo.: the other winning move" \
    "take coin 4, leaving ooo.ooo."
keys v
expect_text "circle ooooooo.: v counts twins once" "2 of 7 win:"
expect_text "circle ooooooo.: every move marked" "13 marks on the board"
n=$(screen; sed -n 3,16p "$tmp/screen" | grep -o "[✓✔]" | wc -l | tr -d ' ')
ok $([ "$n" = 3 ]; echo $?) "circle ooooooo.: the 3 winning moves marked ($n)"
leave "circle ooooooo.: q ends the program"

# A sum of heaps and a row of coins: the row's coins all marked, coin 1
# and the pair of coins 1 and 2 too (their moves leave what the last
# coins' do), the heaps by their places; twins counted once.
start C.UTF-8 xterm-256color play --players A,B sum nim 3 + kayles 5
wait_for "| A's turn | move 1 |" >/dev/null
keys v
expect_text "sum nim 3 + kayles 5: every coin and pair of the row marked" \
    " 1: ✗✔✗✔✗✔✗✔✗ "
expect_text "sum nim 3 + kayles 5: 8 positions, twins once" "2 of 8 win:"
expect_text "sum nim 3 + kayles 5: 9 marks of the row and 3 of the heap" \
    "12 marks on the board; twins"
leave "sum nim 3 + kayles 5: q ends the program"

# Dawson's Kayles takes two neighbours only: each pair marked on its
# first coin, coin 1 included.
start C.UTF-8 xterm-256color play dawson 4
wait_for "| your turn | move 1 |" >/dev/null
keys v
board_line "dawson 4: pairs 1-2, 2-3 and 3-4 marked on their first coin (2-3 wins)" \
    " 1: ✗ ✓ ✗ ●"
leave "dawson: q ends the program"

# Empty rows leave the board; the rows shown keep their numbers in the
# notation (row 3 is the notation's third entry), and one line says how
# many left.
start C.UTF-8 xterm-256color play --players A,B kayles 1 0 3 0 2
wait_for "| A's turn | move 1 |" >/dev/null
board_line "kayles 1 0 3 0 2: rows 2 and 4 are not drawn, 3 and 5 keep \
their numbers" " 1: ×   3: ● ● ●   5: ● ●"
expect "kayles 1 0 3 0 2: the board says two rows left it" \
    "(2 empty rows left the board)"
keys Enter
expect_text "A empties row 1" "A: take the only coin of row 1, leaving 0 0 3 0 2"
keys Right Enter
expect_text "B takes coin 2 of row 3" "B: take coin 2 of row 3, leaving 0 0 1 1 0 2"
expect "row 1 has left the board after the next move" \
    "(3 empty rows left the board)"
screen
grep -q '^ 3: ' "$tmp/screen" && ! grep -q '^ 1:' "$tmp/screen"
ok $? "kayles: the first row drawn is row 3, as the notation's third entry"
leave "kayles empty rows: q ends the program"

# v twice: each move's length, the fastest win first or the longest
# defence first; a third v hides the values.
start C.UTF-8 xterm-256color play nim 2 2
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect_text "nim 2 2: the second v times every move, the longest defence \
first" "(each move's length, the winner hurrying and the loser holding on) \
✗ loses in 4 moves: take 1 from heap 1, leaving 1 2"
expect_text "nim 2 2: and the quick losses last" \
    "✗ loses in 2 moves: take 2 from heap 1, leaving 0 2; and 1 more."
keys v
expect "nim 2 2: the third v hides the values" \
    "The values of the moves are hidden."
leave "nim 2 2: q ends the program"

start C.UTF-8 xterm-256color play --misere nim 1 2
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect_text "misere nim 1 2: each move timed too" \
    "✓ wins in 2 moves: take 2 from heap 2, leaving 1 0"
leave "misere nim 1 2: q ends the program"

# Chomp's scroll note says how many columns and how many rows there are.
start C.UTF-8 xterm-256color play chomp 30x20
wait_for "| your turn | move 1 |" >/dev/null
expect "chomp 30x20: the note counts columns and rows apart" \
    "(columns 1-24 of 30, rows 1-13 of 20; the arrows scroll)"
leave "chomp: q ends the program"

done_testing
