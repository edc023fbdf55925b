#!/bin/sh
# ui-play.sh: faults a player met on the board, each fixed and kept so:
# the status line at the end of a game, the reason a game of heaps ends
# with heaps left, n and q asking before a game in progress is lost.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# Over, the status line counts the moves made (it said "move 2").
start C.UTF-8 xterm-256color play nim 1 --players Ann,Bob
wait_for "| Ann's turn | move 1 |" >/dev/null
keys Enter
expect_status "nim 1: over after one move, the status counts it" \
    "nim | game over | 1 move | nim 0"
keys q
expect_exit 0 "nim 1: q ends the finished game"

# A game of heaps over with heaps left says that none can be moved
# (it said "B has none left").
start C.UTF-8 xterm-256color play grundy 3 --players A,B
wait_for "| A's turn | move 1 |" >/dev/null
keys Enter
expect "grundy 3: the end says why, with stones on the board" \
    "A made the last move: no heap left can be moved."
keys q
expect_exit 0 "grundy: q ends the finished game"

# n mid-game asks as q does, and the question offers to save.
start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann,Bob
wait_for "| Ann's turn | move 1 |" >/dev/null
keys Enter
wait_for "| Bob's turn | move 2 |" >/dev/null
keys n
expect_text "n mid-game asks first" "Leave this game for a new one? n \
again starts one, s saves this one first"
keys Left
expect_status "any other key plays on" "nim | Bob's turn | move 2 | nim 2 4 5"
keys n n
expect "n twice opens the menu" "choose the starting position"
keys Escape Escape
expect_status "Esc returns to the game" "nim | Bob's turn | move 2 | nim 2 4 5"
keys q
expect_text "q mid-game offers to save" "Leave this game? q again quits, s \
saves it first"
keys s
expect "s in the question opens the save prompt" "Save to: "
keys Escape
keys q q
expect_exit 0 "q q quits"

# The staircase's chosen chessman: brackets, not reverse video alone.
start C vt100 play staircase 1 5 6 7 9 12
wait_for "| your turn | move 1 |" >/dev/null
keys Down
expect "staircase: the chosen chessman in brackets (ASCII)" "x [X] .  .  X"
leave "staircase: q ends the program"

# Wythoff's table: the lost pairs and the values of small heaps, the
# position marked (it said there is no table).
start C.UTF-8 xterm-256color play wythoff 3 6
wait_for "| your turn | move 1 |" >/dev/null
keys t
expect "wythoff: t opens the grid of values" \
    "Wythoff's game: the Grundy value of heaps (a, b)"
expect_text "wythoff: the lost pairs" "(0, 0) (1, 2) (3, 5) (4, 7) (6, 10)"
expect "wythoff: heaps 3 and 6 marked on the grid" \
    "    3   4   5   6   2 [0]  1*"
keys Escape
leave "wythoff: q ends the program"

# The menu holds any number of games: where they do not all fit, the
# list scrolls so that the chosen one is in sight, with a mark on the
# first row shown when games lie above and on the last when games lie
# below; Practice and Lessons stay in sight, and choosing them after the
# last game leaves the last games shown (the list went back to the top).
# A height of the games' count plus one leaves four games out, whatever
# that count is.
ngames=$("$SPRAGUE" list | wc -l)
first=$("$SPRAGUE" list | head -n 1 | awk '{ print $1 }')
last=$("$SPRAGUE" list | tail -n 1 | awk '{ print $1 }')

# menu_marks NAME UP DOWN: the screen comes to have the mark above iff UP
# is 1 and the mark below iff DOWN is 1, each at the left edge.
menu_marks() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		up=0 down=0
		grep -q '^▲ ' "$tmp/screen" && up=1
		grep -q '^▼ ' "$tmp/screen" && down=1
		[ "$up" = "$2" ] && [ "$down" = "$3" ] && break
		sleep 0.1
		i=$((i + 1))
	done
	[ "$up" = "$2" ] && [ "$down" = "$3" ]
	ok $? "$1"
	[ "$up" = "$2" ] && [ "$down" = "$3" ] ||
	    diag "wanted marks up $2 down $3, saw $up $down" "screen:" \
	    "$(cat "$tmp/screen")"
}

# menu_scroll W H: the list at W x H, from the first game to the last
# and on to Practice.
menu_scroll() {
	[ "$2" -eq "$(tm display-message -p -t game '#{window_height}')" ] ||
	    resize "$1" "$2" "menu | choose a game"
	if [ $((ngames + 5)) -le "$2" ]; then more=0; else more=1; fi
	keys Home
	expect "menu $1x$2: Home, the first game chosen" "▸ $first "
	menu_marks "menu $1x$2: at the first game, a mark below iff the \
games do not fit" 0 $more
	keys Up Up Up
	expect "menu $1x$2: the last game chosen is in sight" "▸ $last "
	menu_marks "menu $1x$2: at the last game, a mark above iff the \
games do not fit" $more 0
	expect "menu $1x$2: Practice in sight" "Practice: drills on"
	expect "menu $1x$2: Lessons in sight" "Lessons: guided tours"
	keys Down
	expect "menu $1x$2: Practice chosen" "▸ Practice: drills on"
	expect "menu $1x$2: the last game still in sight" "    $last "
	menu_marks "menu $1x$2: the marks as they were" $more 0
}

start C.UTF-8 xterm-256color
wait_for "Choose a game:" >/dev/null
menu_scroll 80 24
menu_scroll 80 $((ngames + 1))
menu_scroll 60 18
resize 80 24 "menu | choose a game"
keys Home
expect "menu 80x24: Practice in sight" "Practice: drills on who wins"
expect "menu 80x24: Lessons in sight" "Lessons: guided tours of the theory"
tm resize-window -t game -x 60 -y 18
# The keys below wait for the menu drawn anew at 60x18: the title alone on
# the first line (the heading leaves it at 60 columns) and the status on
# the 18th.  The old drawing cut to the new size never shows both: cut at
# the bottom it lacks the status there, cut at the top the title (a key
# read before the program has the new size would page by the old height).
i=0
while [ $i -lt $((UI_WAIT * 10)) ]; do
	screen
	if sed -n 1p "$tmp/screen" | grep -q "sprague - " &&
	    ! sed -n 1p "$tmp/screen" | grep -q "Choose a game:" &&
	    sed -n 18p "$tmp/screen" | grep -q "menu | choose a game"; then
		break
	fi
	sleep 0.1
	i=$((i + 1))
done
expect "menu 60x18: Lessons still in sight" "Lessons: guided tours"
expect "menu 60x18: a mark says more games lie below" "▼"
keys End
expect "End: the last line, Lessons" "▸ Lessons: guided tours"
keys Home
expect "Home: the first game" "▸ nim "
screen
cp "$tmp/screen" "$tmp/before"
keys NPage
wait_changed
n=$("$SPRAGUE" list | sed -n 12p | awk '{ print $1 }')
expect "PgDn: a page further down the games" "▸ $n "
keys NPage
expect "PgDn again: to the end" "▸ Lessons: guided tours"
keys PPage PPage
expect "PgUp: back to the first game" "▸ nim "
keys Down Down Down Down Down Down Down Down Down Down Down Down Down Down
expect "Down past the games shown: a mark says more lie above" "▲"
keys q
expect_exit 0 "menu: q ends the program"

# The menu says what carries over from the last game.
start C.UTF-8 xterm-256color play nim 1 --misere --level strong
wait_for "| your turn | move 1 |" >/dev/null
keys Enter
wait_for "game over" >/dev/null
keys n
expect_status "after a game, the menu names the choices it keeps" \
    "menu | nim | choose a position | carried over: misere play, level strong"
keys Escape
expect_status "and the list of games too" \
    "menu | choose a game | carried over: misere play, level strong"
keys q
expect_exit 0 "menu: q ends the program"

# On a large terminal the board is centred (it sat in the left corner),
# and a click still finds its stones (X10 mouse reports, as screen's).
start C.UTF-8 screen play nim 3 4 5
wait_for "nim | your turn" >/dev/null
tm resize-window -t game -x 160 -y 45
wait_for "| your turn | move 1 |" >/dev/null
expect "160x45: the board of nim 3 4 5 centred" \
    "                                    ▸ heap 1    3"
screen
y=$(grep -n "heap 3    5" "$tmp/screen" | head -n 1 | cut -d: -f1)
line=$(sed -n "${y}p" "$tmp/screen")
pre=${line%%heap 3*}
x=$(( ${#pre} + 14 ))
click "$(printf "\\$(printf '%03o' $((32 + x + 1)))")" \
    "$(printf "\\$(printf '%03o' $((32 + y)))")"
expect "160x45: a click on heap 3 of the centred board chooses it" \
    "▸ heap 3"
leave "160x45: q ends the program"

# Projector mode: five heaps, too many for the largest table at 160x45,
# are drawn in block digits packed, not in text; the size stays from step
# to step.
start C.UTF-8 xterm-256color play --big nim 11 12 13 14 15
wait_for "nim | your turn" >/dev/null
tm resize-window -t game -x 160 -y 45
wait_for "| your turn | move 1 |" >/dev/null
keys e
expect "--big: the walk starts at step 1" "Step 1 of 5"
keys Right Right Right Right
expect "--big: the last step" "Step 5 of 5"
n=$(grep -c "█" "$tmp/screen")
[ "$n" -ge 25 ]
ok $? "--big: five heaps in block digits at the last step ($n lines)"
expect "--big: a note says it is drawn smaller" "Drawn smaller: at its largest"
keys Escape
leave "--big: q ends the program"

# The key line offers what works now: no undo before a move, undo after.
start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann,Bob
wait_for "| Ann's turn | move 1 |" >/dev/null
expect "at the start the key line offers m and s" "m moves  s save  n new"
keys Enter
wait_for "| Bob's turn | move 2 |" >/dev/null
expect "after a move it offers undo" "s save  u undo  n new"
keys u
wait_for "| Ann's turn | move 1 |" >/dev/null
expect "after an undo it offers redo" "s save  r redo  n new"
leave "key line: q ends the program"

# A paused demonstration: v and i say what they are for, and make no
# move (they made one).
start C.UTF-8 xterm-256color play circle 10 --demo
keys p
expect "demo: p pauses" "Paused: p go on"
st=$(status_line)
keys v
expect_text "demo: v says it is for a person's turn" \
    "The values (v) and what if? (i) are for a person's turn"
ok $([ "$(status_line)" = "$st" ]; echo $?) "demo: v made no move ($st)"
keys i
sleep 0.3
ok $([ "$(status_line)" = "$st" ]; echo $?) "demo: i made no move"
leave "demo: q ends the program"

# The explanation's footer names Space, which walks it step by step.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys e
expect "e: the footer names Space" "Space step by step  q or Esc back"
keys Escape
leave "e: q ends the program"

done_testing
