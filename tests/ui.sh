#!/bin/sh
# ui.sh: the game in a real terminal.  tmux runs the program at 80x24 on a
# private server; the test sends keys, reads the screen back and checks the
# board and the status line.  Every wait polls the screen until the text
# appears (up to $UI_WAIT seconds), so a slow machine only makes it slower.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# A session of Nim: hint, a refused move, a move and the reply, undo and
# redo, resizing, help, quitting.
nim_session() {
	lang=$1 term=$2 stone=$3 cross=$4
	start "$lang" "$term" play nim 3 4 5
	expect_status "$lang $term: status line at the start" \
	    "nim | your turn | move 1 | nim 3 4 5"
	expect "$lang $term: heap 3 has five stones" \
	    "heap 3    5  $stone $stone $stone $stone $stone"
	keys h
	expect "$lang $term: h shows the winning move" \
	    "take 2 from heap 1, leaving 1 4 5"
	keys h 9
	expect "$lang $term: taking more than the heap is refused with the reason" \
	    "heap 1 has only 3 stones"
	expect "$lang $term: and the choice before it stays on the board" \
	    "heap 1    3  $stone $stone $cross"
	expect_status "$lang $term: and nothing changed" \
	    "nim | your turn | move 1 | nim 3 4 5"
	keys 2 Enter
	expect "$lang $term: the player's move in words" \
	    "You: take 2 from heap 1, leaving 1 4 5"
	expect "$lang $term: the computer's reply leaves one winning reply" \
	    "Computer: take 1 from heap 1, leaving 0 4 5"
	expect_status "$lang $term: status after the reply" \
	    "nim | your turn | move 3 | nim 0 4 5"
	expect "$lang $term: the board after the reply" \
	    "heap 3    5  $stone $stone $stone $stone $stone"
	keys h
	expect "$lang $term: h in 0 4 5" "take 1 from heap 3, leaving 0 4 4"
	keys u
	expect_status "$lang $term: u takes back the move and the reply" \
	    "nim | your turn | move 1 | nim 3 4 5"
	keys r
	expect_status "$lang $term: r replays them" \
	    "nim | your turn | move 3 | nim 0 4 5"
	tm resize-window -t game -x 30 -y 10
	expect "$lang $term: a small terminal says so" "terminal too small"
	expect "$lang $term: and the size it needs" "(needs 60x18)"
	tm resize-window -t game -x 80 -y 24
	expect_status "$lang $term: the board is back after resizing" \
	    "nim | your turn | move 3 | nim 0 4 5"
	expect "$lang $term: with its heaps" "heap 2    4"
	keys '?'
	expect "$lang $term: ? shows the keys" "undo (your move and the reply)"
	expect "$lang $term: and the rules" "A move: choose one heap"
	keys q
	expect_status "$lang $term: q leaves help" \
	    "nim | your turn | move 3 | nim 0 4 5"
	keys q
	expect "$lang $term: q mid-game asks first" "Leave this game?"
	keys Left
	expect "$lang $term: another key plays on" "heap 2    4"
	expect_gone "$lang $term: and the question is gone" "Leave this game?"
	keys q q
	expect_exit 0 "$lang $term: q twice ends the program"
}

# Perfect play from the keyboard: read the position from the status line,
# ask `sprague solve` for the winning move, type it.  The person wins.
nim_perfect() {
	lang=$1 term=$2
	start "$lang" "$term" play nim 3 4 5
	expect_status "$lang $term: perfect play starts" \
	    "nim | your turn | move 1 | nim 3 4 5"
	n=0
	while [ $n -lt 30 ]; do
		line=$(status_line)
		case $line in *"game over"*) break ;; esac
		pos=${line##*| nim }
		move=${line#*move }
		move=${move%% *}
		win=$("$SPRAGUE" solve --porcelain nim $pos | sed -n '3s/^win //p')
		# shellcheck disable=SC2086
		set -- $pos
		i=0 first=-1 heap=0 take=0
		for w in $win; do
			i=$((i + 1))
			eval "h=\${$i}"
			[ $first -lt 0 ] && [ "$h" -gt 0 ] && first=$i
			if [ "$h" != "$w" ]; then heap=$i; take=$((h - w)); fi
		done
		d=$first
		while [ $d -lt $heap ]; do keys Down; d=$((d + 1)); done
		keys "$take" Enter
		wait_any "| move $((move + 2)) |" "game over" || break
		n=$((n + 1))
	done
	expect "$lang $term: perfect play wins against the computer" "You won!"
	case $(status_line) in *"game over"*"nim 0 0 0") r=0 ;; *) r=1 ;; esac
	ok $r "$lang $term: with every heap empty"
	keys a
	expect_status "$lang $term: a plays the same position again" \
	    "nim | your turn | move 1 | nim 3 4 5"
	keys q
	expect_exit 0 "$lang $term: q ends the program after a game"
}

# Enter until the game is over, trying other keys when a move is refused:
# a whole game on any board, against the computer.
play_out() {
	label=$1
	n=0 refused=0
	while [ $n -lt 300 ]; do
		line=$(status_line)
		case $line in *"game over"*) break ;; esac
		# The program has gone (or tmux): nothing more to play.
		grep -q "^exit status" "$tmp/screen" && break
		tm has-session -t game 2>/dev/null || break
		screen
		cp "$tmp/screen" "$tmp/before"
		keys Enter
		wait_changed
		# Refused: mostly more stones (a farther cell, another cut),
		# now and then the next heap or the other choice.
		if grep -q "Not a move" "$tmp/screen"; then
			refused=$((refused + 1))
			case $((refused % 6)) in
			3) keys Tab ;;
			5) keys Down ;;
			*) keys Left ;;
			esac
		fi
		n=$((n + 1))
	done
	expect "$label: played to the end" "game over"
	if grep -q "You won!" "$tmp/screen" ||
	    grep -q "The computer won." "$tmp/screen"; then
		ok 0 "$label: the game-over screen says who won"
	else
		ok 1 "$label: the game-over screen says who won"
		diag "$(cat "$tmp/screen")"
	fi
}

nim_session C.UTF-8 xterm-256color "$(printf '\342\227\217')" \
    "$(printf '\303\227')"
nim_session C vt100 o x
nim_perfect C.UTF-8 xterm-256color
nim_perfect C vt100

start C.UTF-8 xterm-256color play nim 1 2 3
expect_status "nim 1 2 3 starts" "nim | your turn | move 1 | nim 1 2 3"
keys h
expect "h in a lost position says so" "Every move loses against perfect play."
play_out "nim 1 2 3"
expect "from a lost position the computer wins" "The computer won."
keys q
expect_exit 0 "q after the game"

start C vt100 play nim 1 2 --first computer
expect "--first computer: the computer moves first" \
    "Computer: take 1 from heap 2, leaving 1 1"
expect_status "--first computer: then it is your turn" \
    "nim | your turn | move 2 | nim 1 1"
keys u
expect "the computer's first move cannot be undone" "Nothing to undo."
tm send-keys -t game C-c
expect_exit 130 "Ctrl-C ends the program"

# The mouse (X10 reports, which `screen` terminals use): a click on the
# third stone of heap 2 (column 21, line 4) chooses it and the stones after
# it; a second click there takes them.
start C screen play nim 3 4 5
expect_status "mouse: the game starts" "nim | your turn | move 1 | nim 3 4 5"
click 5 '$'
expect "mouse: a click chooses stones 3 and 4 of heap 2" \
    "> heap 2    4  o o x x"
click 5 '$'
expect "mouse: a second click takes them" \
    "You: take 2 from heap 2, leaving 3 2 5"
leave "mouse: q ends the program"

# One move by keys on each board, for every game the program has: the
# move is made, said with the position it leads to, and answered.
# game | position | keys | the position after the player's move
while IFS='|' read -r g pos ks after; do
	"$SPRAGUE" list | grep -q "^$g " || continue
	# shellcheck disable=SC2086
	start C.UTF-8 xterm-256color play $g $pos
	expect_status "$g $pos: the board starts" \
	    "$g | your turn | move 1 | $g $pos" || continue
	one_move "$g $pos" "$ks" "$after"
done <<'EOF_MOVES'
nim|3 4 5|Down 3 Enter|3 1 5
grundy|9 5|Right Right Right Enter|2 7 5
subtract|--take 1,3,4 10 7|Down Enter|10 6
stones|3 1 4|Down Down Enter Right Right Enter|5 1 1
ordered|3 4 5|Enter|2 4 5
takebreak|--code 0.77 10|Left Tab Tab Tab Enter|3 5
kayles|4 3|Right Right Tab Enter|2 3
circle|10|Enter|.ooooooooo
staircase|1 5 6 7 9 12|Enter|1 4 6 7 9 12
cutting|4x3|Left Enter|1x3 3x3
euclid|25 7|Right Enter|11 7
multiply|1000 6|9 Enter|1000 54
EOF_MOVES

# Every game the program has, from a random position, on its own board.
for g in $("$SPRAGUE" list | cut -d' ' -f1); do
	for lt in "C.UTF-8 xterm-256color" "C vt100"; do
		# shellcheck disable=SC2086
		start $lt play "$g"
		# (A long random position is cut short with an ellipsis.)
		expect "$g ($lt): the board and status line" \
		    "$g | your turn | move 1 | $g" || continue
		play_out "$g ($lt)"
		keys q
		expect_exit 0 "$g ($lt): q ends the program"
	done
done

# The menu: a game, a typed position (a bad one first), who plays, the
# computer's level.
start C.UTF-8 xterm-256color
expect "the menu lists the games" "Choose a game:"
expect "the menu shows nim" "nim        take any number"
keys Enter
expect "the menu offers positions" "choose the starting position"
keys Up
expect "type a position is offered" "type a position..."
keys Enter
expect "a position can be typed" "Type a position for nim"
keys "3 x" Enter
expect "a bad position is refused with the reason" \
    'heap "x": must be a whole number >= 0'
keys BSpace BSpace BSpace "2 2" Enter
expect "then who plays" "Who plays?"
expect "two players are offered" "two players at this keyboard"
keys Enter
expect "then the computer's level" "How well does the computer play?"
expect "beginner is offered" "beginner  a random move two times in three"
keys Enter
expect "the level is on the screen" "You against the computer, level perfect"
expect_status "the typed position is played" \
    "nim | your turn | move 1 | nim 2 2"
keys n
expect "n opens the menu for a new game" "choose the starting position"
keys Escape
expect "Escape goes back to the games" "Choose a game:"
keys Escape
expect_status "Escape once more returns to the game" \
    "nim | your turn | move 1 | nim 2 2"
keys n
expect "n again opens the menu" "choose the starting position"
keys q
expect_exit 0 "q in the menu ends the program"

# The menu at its smallest (50x14) keeps its two bottom lines: the list
# of games scrolls to show the chosen one above them.
start C.UTF-8 xterm-256color
wait_for "Choose a game:" >/dev/null
tm resize-window -t game -x 50 -y 14
# bottom_lines: the key line and the status line of a 14-row screen.
bottom_lines() {
	screen
	sed -n '13s/ *$//p;14s/ *$//p' "$tmp/screen" | tr '\n' '|'
}
want_bottom=" Up/Down choose  Enter select  ? help  q quit| menu | choose a game|"
i=0
while [ "$(bottom_lines)" != "$want_bottom" ] && [ $i -lt 50 ]; do
	sleep 0.1
	i=$((i + 1))
done
[ "$(bottom_lines)" = "$want_bottom" ]
ok $? "menu at 50x14: the key and status lines are whole"
# The lessons stand after the games and practice: one Down a game and
# one more reach them.
for g in $("$SPRAGUE" list | cut -d' ' -f1); do keys Down; done
keys Down
expect "menu at 50x14: the list scrolls down to the lessons" "Lessons: guided"
[ "$(bottom_lines)" = "$want_bottom" ]
ok $? "menu at 50x14: and the bottom lines are still whole"
[ "$(bottom_lines)" = "$want_bottom" ] || diag "$(cat "$tmp/screen")"
keys q
expect_exit 0 "q ends the program"

# A long first reply: the board is drawn first, a progress bar shows the
# values being computed, Esc stops them, Enter lets the computer think
# again.  The cache goes to a fresh directory, so nothing is loaded.
mkdir -p "$tmp/cache"
tm set-environment -g XDG_CACHE_HOME "$tmp/cache"
start C.UTF-8 xterm-256color play grundy 60000000 --first computer
expect "long reply: a progress bar while the computer thinks" "Esc stops"
grep -qF "heap 1  60000000" "$tmp/screen"
ok $? "long reply: the board is drawn before the reply is computed"
keys Escape
expect "long reply: Esc stops the computation" \
    "Stopped: the computer has not chosen its move."
expect_status "long reply: the computer is still to move" \
    "grundy | computer's turn | move 1 | grundy 60000000"
keys Enter
expect "long reply: Enter lets it think again" "Esc stops"
keys Escape
expect "long reply: and Esc stops it again" "Enter lets it think again"
keys q
expect_exit 0 "long reply: q leaves a game with no move made"
tm set-environment -gu XDG_CACHE_HOME

# A signal ends the program with the terminal as it was: out of the
# alternate screen, the cursor shown, no mouse reports.  Ctrl-\ sends
# SIGQUIT.
for sig in TERM QUIT; do
	start C.UTF-8 xterm-256color play nim 3 4 5
	wait_for "nim | your turn" >/dev/null
	tm display-message -p -t game \
	    '#{alternate_on} #{cursor_flag} #{mouse_any_flag}' >"$tmp/flags"
	[ "$(cat "$tmp/flags")" = "1 0 1" ]
	ok $? "SIG$sig: the board is up (alternate screen, no cursor, mouse)"
	if [ $sig = QUIT ]; then
		keys 'C-\'
		want=131
	else
		# The program is the child of the pane's shell.
		kill -TERM "$(pgrep -P "$(tm display-message -p -t game \
		    '#{pane_pid}')")"
		want=143
	fi
	expect_exit $want "SIG$sig ends the program with status $want"
	tm display-message -p -t game \
	    '#{alternate_on} #{cursor_flag} #{mouse_any_flag}' >"$tmp/flags"
	[ "$(cat "$tmp/flags")" = "0 1 0" ]
	ok $? "SIG$sig: the terminal is restored"
	[ "$(cat "$tmp/flags")" = "0 1 0" ] || diag "flags: $(cat "$tmp/flags")"
done

# Colour, and NO_COLOR (set, not empty): the same board in attributes
# only (bold, reverse), never a colour.  colours: the board of nim 3 4 5
# with its escape sequences in $tmp/colours, and in n the lines that set
# a colour (SGR 30-37 or 38;...).
colours() {
	start C.UTF-8 xterm-256color play nim 3 4 5
	wait_for "nim | your turn" >/dev/null
	tm capture-pane -e -p -t game >"$tmp/colours"
	n=$(grep -c "$(printf '\033')\[\(3[0-7]\|38;\)" "$tmp/colours")
	keys q
}
colours
[ "$n" -gt 0 ]
ok $? "the board is in colour on a colour terminal ($n lines)"
tm set-environment -g NO_COLOR 1
colours
[ "$n" -eq 0 ] && grep -q "$(printf '\033')\[[0-9;]*7[;m]" "$tmp/colours"
ok $? "NO_COLOR=1: no colour, the cursor in reverse ($n lines)"
tm set-environment -g NO_COLOR ""
colours
[ "$n" -gt 0 ]
ok $? "NO_COLOR empty: colour as before ($n lines)"
tm set-environment -gu NO_COLOR

done_testing
