#!/bin/sh
# ui-edges.sh: the board at the edges of its sizes, in a real terminal.
# A huge row is drawn elided and at once, its cost that of what is on
# the screen: each board here must come up (waited for with the usual
# generous bound) and the program's peak resident memory, read from its
# own accounting (VmHWM in /proc), must stay under 50 MB (in a sanitized
# build, 100 MB over its larger start).

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"


# vmhwm: the peak resident memory (kB) of the program in the window.
vmhwm() {
	# The program is the child of the pane's shell.
	pid=$(pgrep -P "$(tm display-message -p -t game '#{pane_pid}')")
	awk '/^VmHWM:/ { print $2 }' "/proc/$pid/status" 2>/dev/null
}

# The bound: 50 MB, over what a small board takes beyond 10 MB (a
# sanitized build starts larger, and no more may be added to that).
start C.UTF-8 xterm-256color play kayles 4 3
wait_for "your turn | move 1" >/dev/null
base=$(vmhwm)
# A sanitized build (its start past 10 MB) also pads every block it
# allocates: there the bound is twice 50 MB over that start, still far
# below the gigabytes a row drawn coin by coin took.
PEAK_KB=$((51200 + (${base:-0} > 10240 ? 51200 + ${base:-0} - 10240 : 0)))
keys q
wait_for "exit status" >/dev/null

# peak LABEL: the program's peak resident memory is under PEAK_KB.
peak() {
	kb=$(vmhwm)
	[ -n "$kb" ] && [ "$kb" -lt $PEAK_KB ]
	ok $? "$1: peak resident memory under 50 MB"
	[ -n "$kb" ] && [ "$kb" -lt $PEAK_KB ] ||
		diag "VmHWM ${kb:-unknown} kB, bound $PEAK_KB kB"
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

# Misere play judges the position before the board opens; a search that
# lasts says so on the terminal (the positions solved so far), and one
# past its limits is refused with the reason, the line of progress gone.
start C.UTF-8 xterm-256color play grundy 60 60 --misere
expect "misere grundy 60 60: the search's progress before the board" \
    "searching: "
UI_WAIT_WAS=$UI_WAIT UI_WAIT=600
expect_exit 2 "misere grundy 60 60: refused past the search's limits"
UI_WAIT=$UI_WAIT_WAS
expect "misere grundy 60 60: the reason" "misere play: heap 60 is past"
expect_gone "misere grundy 60 60: the line of progress is gone" \
    "positions solved"

# A title longer than the line ends in an ellipsis, not in half a word.
start C.UTF-8 xterm-256color play takebreak --code 0.77 10
wait_for "your turn | move 1" >/dev/null
tm resize-window -t game -x 60 -y 18
expect "a long title at 60x18 ends in an ellipsis" \
    " Take-and-break game - a heap game given by its code, such…"
keys q
expect_exit 0 "the long title: q quits"

# A Chomp board of 100000 columns: drawn, hinted and played at once.
start C.UTF-8 xterm-256color play chomp 100000x2
expect "chomp 100000x2: the board is drawn" "of 100000, rows 1-2 of 2"
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

# The heaps board with more heaps than lines: "(N more)" says exactly how
# many heaps are hidden, below and (after scrolling) above, and a mark
# never stands where a heap would.
# heaps_counted TOTAL: the heaps on the screen and those the marks count
# add up to TOTAL, in $counted the marks as "UP DOWN".
heaps_counted() {
	shown=$(grep -cE '^ *(▸ )?heap [0-9]+ ' "$tmp/screen")
	up=$(sed -n 's/.*▲ (\([0-9]*\) more).*/\1/p' "$tmp/screen")
	down=$(sed -n 's/.*▼ (\([0-9]*\) more).*/\1/p' "$tmp/screen")
	counted="${up:-0} ${down:-0}"
	[ $((shown + ${up:-0} + ${down:-0})) -eq "$1" ]
}
start C.UTF-8 xterm-256color play grundy $(seq -s' ' 1 20) --players A,B
wait_for "heap 1 " >/dev/null
expect "20 heaps: a mark below" "▼ ("
heaps_counted 20
ok $? "20 heaps: those shown and the mark below make 20"
[ "$counted" = "0 $((20 - shown))" ]
ok $? "20 heaps: no mark above at the top ($counted)"
keys BTab
expect "20 heaps: Shift-Tab goes round to the last heap" "▸ heap 20"
expect "20 heaps: a mark above" "▲ ("
heaps_counted 20
ok $? "20 heaps, at the last: those shown and the mark above make 20"
[ "$counted" = "$((20 - shown)) 0" ]
ok $? "20 heaps, at the last: no mark below ($counted)"
keys q
expect_exit 0 "20 heaps: q quits"

# A sum shows every part: each part's line on the screen or counted by a
# mark above or below, every part shown drawn (its line followed by its
# board, never blank), and the part with the keys in view.
# parts_check LABEL TOTAL: so for the screen now.
parts_count() {
	shown=$(grep -cE '^ *(▸ )?[0-9]+\. [a-z]' "$tmp/screen")
	up=$(sed -n 's/.*▲ (\([0-9]*\) more).*/\1/p' "$tmp/screen")
	down=$(sed -n 's/.*▼ (\([0-9]*\) more).*/\1/p' "$tmp/screen")
	[ $((shown + ${up:-0} + ${down:-0})) -eq "$1" ]
}
parts_check() {
	# Polled: a resize may not be drawn yet.
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		parts_count "$2" && break
		sleep 0.1
		i=$((i + 1))
	done
	parts_count "$2"
	r=$?
	ok $r "$1: parts shown ($shown) and counted by the marks (${up:-0}"\
" above, ${down:-0} below) make $2"
	[ $r -eq 0 ] || diag "screen:" "$(cat "$tmp/screen")"
	# A part's line is followed by a line of its board.
	awk '/^ *(▸ )?[0-9]+\. [a-z]/ { want = 1; next }
	    want && /^ *$/ { bad = 1 } { want = 0 }
	    END { exit bad }' "$tmp/screen"
	ok $? "$1: no part drawn blank"
	grep -q '^ *▸ [0-9]*\. ' "$tmp/screen"
	ok $? "$1: the part with the keys is in view"
}
six="nim 3 4 + kayles 5 + grundy 9 + chomp 3x3 + wythoff 3 6 + circle 7"
start C.UTF-8 xterm-256color play sum $six
wait_for "1. nim 3 4" >/dev/null
parts_check "six parts at 80x24" 6
# The keys to the Chomp part (Tab is Kayles' own key there: PgDn goes on).
keys Tab NPage NPage
expect "six parts at 80x24: Chomp has the keys" "▸ 4. chomp 3x3"
expect "six parts at 80x24: Chomp's squares are drawn" "☠"
parts_check "six parts at 80x24, Chomp's turn" 6
keys NPage NPage
expect "six parts at 80x24: the circle has the keys" "▸ 6. circle 7"
expect "six parts at 80x24: the parts above are counted" "▲ ("
parts_check "six parts at 80x24, the circle's turn" 6
tm resize-window -t game -x 60 -y 18
wait_for "▸ 6. circle 7" >/dev/null
parts_check "six parts at 60x18, the circle's turn" 6
tm resize-window -t game -x 120 -y 40
expect "six parts at 120x40: the first part in view" "1. nim 3 4"
expect "six parts at 120x40: Chomp's squares are drawn" "☠"
parts_check "six parts at 120x40" 6
keys q
expect_exit 0 "six parts: q quits"
start C.UTF-8 xterm-256color play sum nim 1 + nim 1 + nim 1 + nim 1 + \
    nim 1 + chomp 3x3
wait_for "1. nim 1" >/dev/null
tm resize-window -t game -x 120 -y 40
expect "five nims and Chomp at 120x40: Chomp's squares are drawn" "☠"
parts_check "five nims and Chomp at 120x40" 6
keys NPage NPage NPage NPage NPage
expect "five nims and Chomp: Chomp has the keys" "▸ 6. chomp 3x3"
expect "five nims and Chomp: its squares are drawn" "☠"
keys q
expect_exit 0 "five nims and Chomp: q quits"

# At 60x18.  The game-over box in each language: straight (every line
# the same width), within the screen, its sentences whole (the longest,
# about the hints, wrapped inside the box).
for ln in en ja zh_CN; do
	UI_LANGUAGE=$ln start C.UTF-8 xterm-256color play nim 1 2
	wait_for "nim 1 2" >/dev/null
	resize 60 18 "nim 1 2"
	keys h
	sleep 0.3
	keys Enter
	expect "$ln at 60x18: the game ends" "nim 0 0"
	expect "$ln at 60x18: the box is drawn" "└"
	widths=$(box_widths)
	[ "$(printf '%s\n' "$widths" | wc -l)" -eq 1 ] &&
	    [ "$widths" -le 60 ]
	ok $? "$ln at 60x18: the game-over box is straight and fits ($(echo $widths))"
	case $ln in
	en) expect_text "en at 60x18: the hints' sentence is whole" \
	    "Hints used: 1 (turns with a hint, the explanation, the │ │ table or the values)." ;;
	*) grep -q '│ .*1' "$tmp/screen"
	   ok $? "$ln at 60x18: the hints' line is in the box" ;;
	esac
	keys q
	expect_exit 0 "$ln at 60x18: q quits"
done
unset UI_LANGUAGE

# The key line at 60x18 keeps every key, dropping words instead.
start C.UTF-8 xterm-256color play nim 3 4
wait_for "nim 3 4" >/dev/null
tm resize-window -t game -x 60 -y 18
keys Enter
expect "60x18: the computer answers" "Computer: take"
expect "60x18: undo on the key line" "u undo"
expect "60x18: new on the key line" "n new"
expect "60x18: help and quit on the key line" "? help  q quit"
keys q q
expect_exit 0 "60x18: q quits"

# The step walk at 60x18: its last step, the move itself, is whole, and
# its keys are not cut.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "nim 3 4 5" >/dev/null
tm resize-window -t game -x 60 -y 18
keys e
expect "60x18: the explanation opens" "Why"
keys Space
expect "60x18: the step walk opens" "Step 1 of"
keys Right Right Right Right Right Right
expect "60x18: the last step" "Step 5 of 5"
expect_text "60x18: the last step names the move whole" \
    "The move: take 2 from heap 1."
expect_text "60x18: the walk's keys are whole" "Esc back to the game"
expect "60x18: the steps left out are counted" "▲ ("
keys Escape
keys q
expect_exit 0 "60x18 walk: q quits"

# The status line too short for the position ends in "…"; o shows the
# position whole on a page, and what it shows, pasted into solve, is
# taken (the README's promise).
start C.UTF-8 xterm-256color play sum $six
wait_for "1. nim 3 4" >/dev/null
tm resize-window -t game -x 60 -y 18
i=0
while [ $i -lt $((UI_WAIT * 10)) ]; do
	screen
	tail -1 "$tmp/screen" | grep -q '…' && break
	sleep 0.1
	i=$((i + 1))
done
tail -1 "$tmp/screen" | grep -q '…'
ok $? "60x18: the status line too short for the sum ends in …"
keys o
expect "o: the page of the position" "as sprague solve and"
expect_text "o: the position whole" "sum nim 3 4 + kayles 5 + grundy 9 + chomp 3x3 + wythoff 3 6 + circle 7"
notation=$(tr -s ' \n' '  ' <"$tmp/screen" |
    sed -n 's/.*take it: \(sum .* circle 7\).*/\1/p')
# shellcheck disable=SC2086
"$SPRAGUE" solve --porcelain $notation >/dev/null 2>&1
ok $? "o: the position shown is taken by solve ($notation)"
keys q
expect "o: q goes back to the board" "1. nim 3 4"
keys q
expect_exit 0 "o: q quits"

done_testing
