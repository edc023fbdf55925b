#!/bin/sh
# ui-edges.sh: the board at the edges of its sizes, in a real terminal.
# A huge row is drawn elided and at once, its cost that of what is on
# the screen: each board here must come up (waited for with the usual
# generous bound) and the program's peak resident memory, read from its
# own accounting (VmHWM in /proc), must stay under 50 MB.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

PEAK_KB=51200

# peak LABEL: the program's peak resident memory is under PEAK_KB.
peak() {
	# The program is the child of the pane's shell.
	pid=$(pgrep -P "$(tm display-message -p -t game '#{pane_pid}')")
	kb=$(awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" 2>/dev/null)
	[ -n "$kb" ] && [ "$kb" -lt $PEAK_KB ]
	ok $? "$1: peak resident memory under 50 MB"
	[ -n "$kb" ] && [ "$kb" -lt $PEAK_KB ] ||
		diag "pid ${pid:-none}: VmHWM ${kb:-unknown} kB"
}

# huge LABEL COUNT ARGS...: sprague ARGS draws its board, a row elided
# with its count, at 80x24 and then at 60x18, within the bound on memory.
huge() {
	label=$1 count=$2
	shift 2
	start C.UTF-8 xterm-256color "$@"
	expect "$label: the row is drawn with its count" \
	    "● ● ● ● ($count coins)"
	expect "$label: the row is elided" "● ● … ● ●"
	expect "$label: the status line says the position" "your turn | move 1"
	peak "$label at 80x24"
	tm resize-window -t game -x 60 -y 18
	expect "$label at 60x18: the row is drawn elided, with its count" \
	    "● ● ● ● ($count coins)"
	peak "$label at 60x18"
	keys q
	expect_exit 0 "$label: q quits"
}

huge "kayles 100000000" "100 000 000" play kayles 100000000
huge "kayles 2^63-1" "9 223 372 036 854 775 807" \
    play kayles 9223372036854775807
huge "dawson 100000000" "100 000 000" play dawson 100000000

# Played at once: the computer answers a move on the huge row.
start C.UTF-8 xterm-256color play kayles 9223372036854775807
wait_for "your turn | move 1" >/dev/null
keys Enter
expect "kayles 2^63-1: the computer answers at once" "Computer: take"
expect "kayles 2^63-1: the player's turn again" "your turn | move 3"
peak "kayles 2^63-1 after a move"

# The cursor far into the row is drawn, between the two ellipses.
start C.UTF-8 xterm-256color play kayles 100000000
wait_for "your turn | move 1" >/dev/null
keys 5 0 0 0 0
expect "kayles 100000000: digits bring coin 50000 into view" \
    "… ● ● ● ● × ● ● ● ● …"
keys q
expect_exit 0 "kayles 100000000: q quits"

# The what-if edit to a huge row, from a small game.
start C.UTF-8 xterm-256color play kayles 4 3
wait_for "your turn | move 1" >/dev/null
keys i C-u 1 0 0 0 0 0 0 0 0 Enter
expect "what-if to 100000000: the row is drawn elided" \
    "(100 000 000 coins)"
peak "what-if to 100000000 at 80x24"
tm resize-window -t game -x 60 -y 18
expect "what-if at 60x18: the row is drawn elided" "(100 000 000 coins)"
peak "what-if to 100000000 at 60x18"
keys q q
expect_exit 0 "what-if: q quits"

# A Chomp board of 100000 columns: drawn, hinted and played at once.
start C.UTF-8 xterm-256color play chomp 100000x2
expect "chomp 100000x2: the board is drawn" "of 100000 columns"
keys h
expect "chomp 100000x2: the hint names its move" \
    "take the square at column 100000, row 2"
peak "chomp 100000x2 with the hint"
keys Up Right Enter
expect "chomp 100000x2: the computer answers" "Computer: take"
tm resize-window -t game -x 60 -y 18
expect "chomp at 60x18: the player's turn" "your turn | move 3"
peak "chomp 100000x2 after a move"
keys q q
expect_exit 0 "chomp 100000x2: q quits"

done_testing
