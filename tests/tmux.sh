# tmux.sh: driving the program in a real terminal, for the UI tests.
# Source it after lib.sh.  tmux runs the program at 80x24 on a private
# server; a test sends keys, reads the screen back and checks it.  Every
# wait polls the screen until the text appears (up to $UI_WAIT seconds),
# so a slow machine only makes it slower.  Without tmux the test fails:
# the screens are tested, always (install tmux, then run configure).

if [ -z "$TMUX_BIN" ] || ! [ -x "$TMUX_BIN" ]; then
	echo "1..1"
	echo "not ok 1 - tmux is needed to test the screens (configure found" \
	    "\"${TMUX_BIN:-none}\"; install tmux and run configure again)"
	exit 1
fi

sock="sprague-test-$$"
UI_WAIT=${UI_WAIT:-15}
tm() {
	"$TMUX_BIN" -L "$sock" -f /dev/null "$@"
}
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$tmp"' EXIT
trap 'exit 1' INT TERM HUP

# A session that lives as long as the test, so that the server does not
# exit (and race the next start) whenever a game's window is closed.
tm new-session -d -s keep -x 80 -y 24 "exec sleep 3600" || exit 1

# start LANG TERM ARGS...: a fresh window running sprague ARGS.
start() {
	lang=$1 term=$2
	shift 2
	tm kill-session -t game >/dev/null 2>&1
	cmd="env LANG=$lang LC_ALL= LANGUAGE='${UI_LANGUAGE:-}' TERM=$term"
	cmd="$cmd SPRAGUE_DATADIR='$SPRAGUE_DATADIR'"
	cmd="$cmd SPRAGUE_LOCALEDIR='${SPRAGUE_LOCALEDIR:-}'"
	[ -n "${SPRAGUE_SEED:-}" ] && cmd="$cmd SPRAGUE_SEED='$SPRAGUE_SEED'"
	[ -n "${SPRAGUE_PROGRESS_DELAY:-}" ] &&
	    cmd="$cmd SPRAGUE_PROGRESS_DELAY='$SPRAGUE_PROGRESS_DELAY'"
	cmd="$cmd '$SPRAGUE' $*; echo \"exit status \$?\"; exec sleep 600"
	tm new-session -d -s game -x 80 -y 24 "$cmd"
	tm set-option -t game status off >/dev/null
}

screen() {
	tm capture-pane -p -t game >"$tmp/screen" 2>/dev/null
}

# wait_for TEXT: poll until the screen shows TEXT (fixed string).
wait_for() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		grep -qF -- "$1" "$tmp/screen" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# resize W H TEXT: make the terminal W x H and wait until the program has
# drawn at that size: its status line, which shows TEXT, on line H.  A
# drawing of the old size, as the terminal cuts or pads it, has no status
# there (cut at the bottom it lacks it, padded it ends higher), so what a
# test sends or reads next meets the new drawing.  The height must change.
resize() {
	tm resize-window -t game -x "$1" -y "$2"
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		sed -n "$2p" "$tmp/screen" | grep -qF -- "$3" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# wait_any TEXT...: poll until the screen shows one of the texts.
wait_any() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		for t in "$@"; do
			grep -qF -- "$t" "$tmp/screen" && return 0
		done
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# expect_text NAME TEXT: the screen shows TEXT, perhaps wrapped over lines
# (the lines are joined with single blanks).
expect_text() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		tr -s ' \n' '  ' <"$tmp/screen" | grep -qF -- "$2" && break
		sleep 0.1
		i=$((i + 1))
	done
	tr -s ' \n' '  ' <"$tmp/screen" | grep -qF -- "$2"
	ok $? "$1"
	tr -s ' \n' '  ' <"$tmp/screen" | grep -qF -- "$2" ||
		diag "wanted: $2" "screen:" "$(cat "$tmp/screen")"
}

# expect NAME TEXT: the screen shows TEXT (waiting for it).
expect() {
	if wait_for "$2"; then
		ok 0 "$1"
	else
		ok 1 "$1"
		diag "wanted: $2" "screen:" "$(cat "$tmp/screen")"
		return 1
	fi
}

# expect_status NAME TEXT: the bottom line is exactly TEXT.
expect_status() {
	i=0
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		[ "$(sed -n '24s/ *$//p' "$tmp/screen")" = " $2" ] && break
		sleep 0.1
		i=$((i + 1))
	done
	[ "$(sed -n '24s/ *$//p' "$tmp/screen")" = " $2" ]
	ok $? "$1"
	[ "$(sed -n '24s/ *$//p' "$tmp/screen")" = " $2" ] && return 0
	diag "wanted status: $2" "screen:" "$(cat "$tmp/screen")"
	return 1
}

# wait_changed: poll until the screen differs from $tmp/before (a few
# seconds at most: some keys change nothing).
# expect_gone NAME TEXT: the screen stops showing TEXT (polled: a key's
# effect may not be drawn yet).
expect_gone() {
	i=0 r=1
	while [ $i -lt $((UI_WAIT * 10)) ]; do
		screen
		if ! grep -qF -- "$2" "$tmp/screen"; then r=0; break; fi
		sleep 0.1
		i=$((i + 1))
	done
	ok $r "$1"
}

wait_changed() {
	i=0
	while [ $i -lt 30 ]; do
		screen
		cmp -s "$tmp/screen" "$tmp/before" || return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# menu_names GAME: from the menu just started, GAME's first position for
# two players, up to the field that asks their names.
menu_names() {
	menu_game "$1"
	expect "the positions" "$1 3 4 5"
	keys Enter
	expect "who plays" "two players at this keyboard"
	keys Down Down Enter
	expect "the names are asked" "with a comma between"
}

keys() {
	tm send-keys -t game "$@"
}

# box_widths: the width in columns of each line of the box on the screen
# (up to its right border), measured by the C library: one number, if
# the box is straight.
box_widths() {
	grep '│' "$tmp/screen" | sed 's/│[^│]*$/│/' |
	    while IFS= read -r line; do
		printf '%s\n' "$line" | LC_ALL=C.UTF-8 wc -L
	    done | sort -u
}

# menu_game NAME: in the menu's list of games, choose the game called
# NAME.  The menu lists the games in the order of `sprague list` (the
# registry's), so its place comes from there, never from a count of
# menu lines written in a test: a game added anywhere breaks nothing.
menu_game() {
	n=$("$SPRAGUE" list | awk -v g="$1" '$1 == g { print NR - 1; exit }')
	if [ -z "$n" ]; then
		diag "menu_game: no game called $1 in sprague list"
		return 1
	fi
	while [ "$n" -gt 0 ]; do
		keys Down
		n=$((n - 1))
	done
	keys Enter
}

status_line() {
	screen
	sed -n '24s/ *$//p' "$tmp/screen"
}

# The program has ended (the shell behind it says so) with status $1.
expect_exit() {
	expect "$2" "exit status $1"
}

# one_move LABEL KEYS AFTER: on a board just started, KEYS make a move
# said as leading to AFTER; the computer answers; q ends the program.
one_move() {
	# shellcheck disable=SC2086
	keys $2
	expect_text "$1: keys $2 make the move" "leaving $3"
	wait_any "| move 3 |" "game over" >/dev/null
	case $(status_line) in
	*"your turn | move 3 |"*|*"game over"*) r=0 ;;
	*) r=1 ;;
	esac
	ok $r "$1: the computer answers"
	leave "$1: q ends the program"
}

# leave LABEL: q ends the program; in a game in progress it asks first,
# and a second q quits.
leave() {
	keys q
	wait_any "exit status" "Leave this game?" >/dev/null
	grep -qF "Leave this game?" "$tmp/screen" && keys q
	expect_exit 0 "$1"
}

# click X Y: a press and a release of the first button, reported the X10
# way (column and line as characters, 32 + the 1-based number), as a
# terminal whose terminfo entry asks for them (TERM=screen) sends them.
click() {
	tm send-keys -t game -l "$(printf '\033[M %s%s' "$1" "$2")"
	tm send-keys -t game -l "$(printf '\033[M#%s%s' "$1" "$2")"
}

# click_sgr X Y: the same click reported the SGR way (column and line as
# 1-based numbers), as xterm and its kin send it (TERM=xterm-256color).
click_sgr() {
	tm send-keys -t game -l "$(printf '\033[<0;%d;%dM' "$1" "$2")"
	tm send-keys -t game -l "$(printf '\033[<0;%d;%dm' "$1" "$2")"
}
