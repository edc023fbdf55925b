#!/bin/sh
# ui-signal.sh: a game ended by a signal is in the results log.  Ctrl-C
# (SIGINT), SIGTERM and a closed terminal (SIGHUP) end the program with
# the terminal restored; a game that began and is not over is logged as
# "interrupted", naming who was to move, with the moves made; a game not
# begun, a game over (logged once, as finished) and a game saved as it
# stands (logged "saved") are not logged again; a game under another
# screen (the table) is logged too.  The log, read back by
# `sprague results`, counts the interrupted games as left unfinished.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"


# wait_lines FILE N: poll until FILE has N lines (a closed terminal
# leaves no shell to say the program ended).
wait_lines() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		[ -f "$1" ] && [ "$(wc -l <"$1")" -ge "$2" ] && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# term_program: SIGTERM to the program, the child of the pane's shell.
term_program() {
	kill -TERM "$(pgrep -P "$(tm display-message -p -t game \
	    '#{pane_pid}')")"
}

# Ctrl-C during a match of two people, Bob to move at move 2.
start C.UTF-8 xterm-256color play nim 3 4 5 --no-hints --players Ann,Bob \
    --results "$tmp/int.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
keys 2 Enter
expect "the match: Bob to move" "| Bob's turn | move 2 |"
keys C-c
expect_exit 130 "Ctrl-C ends the program (status 130)"
expect_log "Ctrl-C: the game is in the log, interrupted, left by Bob after \
one move" "$tmp/int.csv" \
    "DATE,nim,3 4 5,Ann,Bob,-,1,off,-,no,interrupted,Bob,0,0,no,-,-"

# SIGTERM against the computer: the person left, after two moves, the
# table open over the game.
start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann --results \
    "$tmp/term.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
keys 1 Enter
expect "the computer has answered" "| Ann's turn | move 3 |"
keys t
expect "the table is over the game" "table | nim | Ann's turn | move 3 |"
term_program
expect_exit 143 "SIGTERM ends the program (status 143)"
expect_log "SIGTERM: the game is in the log, interrupted, left by Ann after \
two moves" "$tmp/term.csv" \
    "DATE,nim,3 4 5,Ann,computer,-,2,0,perfect,no,interrupted,Ann,0,0,no,-,-"

# The terminal closed (tmux sends SIGHUP as a window closes).
start C.UTF-8 xterm-256color play kayles 5 --players Cy,Di --results \
    "$tmp/hup.csv"
wait_for "| Cy's turn | move 1 |" >/dev/null
keys Down Enter
expect "Di to move" "| Di's turn | move 2 |"
tm kill-session -t game
wait_lines "$tmp/hup.csv" 2
expect_log "a closed terminal: the game is in the log, interrupted, left \
by Di" "$tmp/hup.csv" \
    "DATE,kayles,5,Cy,Di,-,1,0 0,-,no,interrupted,Di,0,0,no,-,-"

# No line for a game not begun; one line only for a game over (finished)
# and for one saved as it stands (saved).
start C.UTF-8 xterm-256color play nim 3 4 5 --results "$tmp/none.csv"
wait_for "| your turn | move 1 |" >/dev/null
keys C-c
expect_exit 130 "Ctrl-C before a move"
[ ! -e "$tmp/none.csv" ]
ok $? "no line for a game in which nothing was done"
start C.UTF-8 xterm-256color play nim 1 --results "$tmp/over.csv"
wait_for "| your turn | move 1 |" >/dev/null
keys Enter
expect "the game is over" "You won!"
keys C-c
expect_exit 130 "Ctrl-C on the game-over box"
start C.UTF-8 xterm-256color play nim 3 4 5 --results "$tmp/over.csv"
wait_for "| your turn | move 1 |" >/dev/null
keys 1 Enter
wait_for "| your turn | move 3 |" >/dev/null
keys s "$tmp/g.txt" Enter
expect "saved" "Saved 2 moves to $tmp/g.txt."
term_program
expect_exit 143 "SIGTERM after saving"
expect_log "a game over is logged once, finished; a saved game as saved" \
    "$tmp/over.csv" \
    "DATE,nim,1,you,computer,you,1,0,perfect,no,finished,-,0,0,no,-,-" \
    "DATE,nim,3 4 5,you,computer,-,2,0,perfect,no,saved,you,0,0,no,-,-"

# The log reads back, the interrupted games left unfinished.
cat "$tmp/int.csv" >"$tmp/all.csv"
tail -n +2 "$tmp/term.csv" >>"$tmp/all.csv"
"$SPRAGUE" results "$tmp/all.csv" >"$tmp/out" 2>&1
ok $? "sprague results reads the interrupted games"
grep -qF "2 games left unfinished (abandoned, interrupted or saved)." \
    "$tmp/out"
ok $? "and counts them as left unfinished"

done_testing
