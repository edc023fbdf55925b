#!/bin/sh
# monkey.sh: every game's board, and practice on every game mixed, driven
# by random keys and mouse clicks in a real terminal (tmux, 80x24), every
# other one in projector mode (--big).  The
# keys come from a fixed seed, so a failure repeats; MONKEY_KEYS keys a
# game (300 in `make check`, more in `make fuzz`), MONKEY_SEED another
# sequence.  The games take turns in English, Japanese and Chinese (the
# catalogs built from the po files).  A game fails when the program dies
# (a signal or an exit status other than 0), prints a sanitizer report,
# or computes on and on after its last key with the screen standing still
# (a hang, or a key that takes far too long); leaving by Esc or q is fine
# and the game is started again.  Unlike the other terminal tests, this
# one fails without tmux.

. "$SRCDIR/tests/lib.sh"

if [ -z "${TMUX_BIN:-}" ] || ! "$TMUX_BIN" -V >/dev/null 2>&1; then
	echo "Bail out! tmux is missing: the monkey test needs it"
	exit 1
fi
keys=${MONKEY_KEYS:-300}
seed=${MONKEY_SEED:-1}
# Games with a known fault not yet fixed, one "GAME reason" a line (none:
# the multiplication game's crash on a multiplier 0 went with the move
# models).
todo=""

sock="sprague-monkey-$$"
tm() {
	"$TMUX_BIN" -L "$sock" -f /dev/null "$@"
}
trap 'tm kill-server >/dev/null 2>&1; rm -rf "$tmp"' EXIT
trap 'exit 1' INT TERM HUP
tm new-session -d -s keep -x 80 -y 24 "exec sleep 3600" || exit 1
# The handouts of w go to the current directory: this one.
mkdir "$tmp/work" || exit 1

catalogs

# start WORDS: a fresh window running sprague WORDS ("play nim",
# "practice") in the language $lang; its stderr and exit status go to
# files.
start() {
	tm kill-session -t monkey >/dev/null 2>&1
	rm -f "$tmp/status"
	cmd="env LANG=C.UTF-8 LC_ALL= LANGUAGE=$lang TERM=screen"
	cmd="$cmd SPRAGUE_LOCALEDIR='$SPRAGUE_LOCALEDIR'"
	cmd="$cmd SPRAGUE_DATADIR='$SPRAGUE_DATADIR' SPRAGUE_SEED=$seed"
	cmd="$cmd XDG_DATA_HOME='$tmp'"
	cmd="cd '$tmp/work' && $cmd '$SPRAGUE' $1 2>>'$tmp/err'"
	cmd="$cmd; echo \$? >'$tmp/status'"
	cmd="$cmd; exec sleep 600"
	tm new-session -d -s monkey -x 80 -y 24 "$cmd"
	tm set-option -t monkey status off >/dev/null
	sleep 0.3
}

# The key sequence: one key a line, tmux key names, or "click X Y" for a
# press and release of the left button at column X, row Y.
key_list() {
	awk -v n="$keys" -v seed="$1" 'BEGIN {
		srand(seed)
		k = split("Up Down Left Right Tab Enter Space h u r e t m " \
		    "v i w Escape 0 1 2 3 4 5 6 7 8 9 Up Down Left Right " \
		    "Enter Space 1 2 Tab n p BTab NPage PPage", names, " ")
		# v first on every board: the values of all the moves.
		print "v"
		for (i = 1; i < n; i++) {
			if (rand() < 0.1)
				printf "click %d %d\n", int(rand() * 80),
				    int(rand() * 24)
			else
				print names[1 + int(rand() * k)]
		}
	}'
}

# The X10 mouse report of a press (b = 0) or release (b = 3) at x, y.
mouse() {
	printf '\033[M%b%b%b' "\\0$(printf '%o' $((32 + $1)))" \
	    "\\0$(printf '%o' $((33 + $2)))" "\\0$(printf '%o' $((33 + $3)))"
}

# busy: is the program still computing, long after its last key?  A
# program waiting for a key sleeps.  One that runs on (state R, where
# /proc tells) may still be working through the keys it was sent, and
# then its screen changes; it is busy when it runs BUSY_WINDOW seconds on
# end (600 by default) with the screen standing still, or runs for ten
# minutes in all.  No key should take more than a second or two, but in
# a build with the sanitizers a window of 60 seconds was once passed
# (kayles in zh_CN, 300 random keys), so the default window is the whole
# ten minutes: a verdict does not depend on the machine's load, and a
# program that never answers again is still caught.  A search that runs
# past two minutes while its screen still changes (its count of
# positions, a progress bar) is stopped with Esc, as a person would stop
# it: under the sanitizers a search that takes seconds in the program
# (and is then refused at its bound) may take several minutes.  It must
# then wait for a key again within the ten minutes.  Sets why.
busy() {
	pid=$(pgrep -P "$(tm display-message -p -t monkey '#{pane_pid}')" \
	    2>/dev/null | head -n 1)
	[ -n "$pid" ] && [ -r "/proc/$pid/stat" ] || return 1
	still=0 total=0 last="" stopped=0
	while [ $total -lt 600 ]; do
		[ "$(cut -d' ' -f3 "/proc/$pid/stat" 2>/dev/null)" = R ] ||
		    return 1
		now=$(tm capture-pane -p -t monkey 2>/dev/null | cksum)
		if [ "$now" = "$last" ]; then
			still=$((still + 1))
		else
			still=0 last=$now
		fi
		if [ $still -ge "${BUSY_WINDOW:-600}" ]; then
			why="still computing $still seconds after its last key,"
			why="$why the screen unchanged"
			return 0
		fi
		if [ $stopped -eq 0 ] && [ $total -ge 120 ] && [ $still -lt 30 ]
		then
			tm send-keys -t monkey Escape
			stopped=1
		fi
		sleep 1
		total=$((total + 1))
	done
	why="still computing $total seconds after its last key"
	[ $stopped -eq 1 ] && why="$why (Esc sent after 120 seconds)"
	return 0
}

# died: did the program end badly?  Sets why.
died() {
	if grep -qE 'Sanitizer|runtime error' "$tmp/err" 2>/dev/null; then
		why="a sanitizer report: $(grep -m1 -E 'Sanitizer|runtime error' \
		    "$tmp/err")"
		return 0
	fi
	[ -s "$tmp/status" ] || return 1
	st=$(cat "$tmp/status")
	[ "$st" -eq 0 ] && return 1
	why="exit status $st"
	return 0
}

game_no=0
# Every game's board, then practice on every game mixed (its answers,
# hints, explanations and summaries).
for game in $("$SPRAGUE" list | awk '{ print $1 }') practice; do
	game_no=$((game_no + 1))
	case $((game_no % 3)) in
	0) lang=ja ;;
	1) lang=zh_CN ;;
	*) lang=en ;;
	esac
	: >"$tmp/err"
	# Finished games go to a results log, in the current directory.
	words="play $game --results monkey.csv"
	[ "$game" = practice ] && words=practice
	# Every other one in projector mode: its table, game-over box and
	# practice answers drawn in the block font.
	big=
	[ $((game_no % 2)) -eq 0 ] && big=--big
	words="$words${big:+ $big}"
	start "$words"
	why="" sent=0 restarts=0
	key_list $((seed * 100 + game_no)) >"$tmp/keys"
	while read -r key x y; do
		if [ "$key" = click ]; then
			tm send-keys -t monkey -l "$(mouse 0 "$x" "$y")"
			tm send-keys -t monkey -l "$(mouse 3 "$x" "$y")"
		else
			tm send-keys -t monkey "$key"
		fi
		sent=$((sent + 1))
		[ $((sent % 20)) -eq 0 ] || continue
		sleep 0.05
		died && break
		if [ -s "$tmp/status" ]; then	# left the game: again
			restarts=$((restarts + 1))
			start "$words"
		fi
	done <"$tmp/keys"
	sleep 0.3
	[ -n "$why" ] || died || busy
	reason=$(printf '%s\n' "$todo" | awk -v g="$game" \
	    '$1 == g { $1 = ""; sub(/^ /, ""); print }')
	name="$game ($lang${big:+, --big}): $sent random keys and clicks"
	name="$name ($restarts restarts)"
	if [ -z "$why" ]; then
		ok 0 "$name"
	elif [ -n "$reason" ]; then
		tap_n=$((tap_n + 1))
		echo "not ok $tap_n - $name: $why # TODO $reason"
	else
		ok 1 "$name"
		diag "$game died after $sent keys: $why" \
		    "keys: $(head -n "$sent" "$tmp/keys" | tr '\n' ' ')" \
		    "$(head -n 20 "$tmp/err")" "the screen:" \
		    "$(tm capture-pane -p -t monkey 2>/dev/null)"
	fi
done

done_testing
