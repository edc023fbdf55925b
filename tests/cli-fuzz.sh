#!/bin/sh
# cli-fuzz.sh: hostile command lines.  Whatever the words, every command
# ends in time with status 0, or with status 2, nothing on stdout and one
# line on stderr; the cases that once went wrong come first, then words
# drawn from a fixed list with a fixed seed, so every run is the same.

. "$SRCDIR/tests/lib.sh"

# Seconds a command may take, sanitizers and a busy machine included.
limit=20
if command -v timeout >/dev/null 2>&1; then
	run_for() { timeout "$limit" "$@"; }
else
	run_for() { "$@"; }
fi

# expect_sane NAME ARGS...: status 0 with nothing on stderr, or status 2
# with nothing on stdout and one line on stderr starting "sprague: ".
expect_sane() {
	name=$1
	shift
	run_for "$SPRAGUE" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null; st=$?
	lines=$(wc -l <"$tmp/err")
	if { [ $st -eq 0 ] && [ ! -s "$tmp/err" ]; } ||
	    { [ $st -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$lines" -eq 1 ] &&
	    grep -q '^sprague: ' "$tmp/err"; }; then
		ok 0 "$name"
	else
		ok 1 "$name"
		diag "sprague $*" "status $st" \
		    "stdout: $(head -c 300 "$tmp/out")" \
		    "stderr: $(head -c 600 "$tmp/err")"
	fi
}

nl='
'

# A newline or a terminal control in a word stays on the error's line.
expect_bad "a newline in a heap" 'heap "3?4": must be a whole number' \
	solve nim "3${nl}4"
expect_bad "a newline in N" 'N "3?4": must be a whole number' \
	values nim "3${nl}4"
expect_bad "an escape in a game's name" 'game "?[2J": unknown' \
	solve "$(printf '\033[2J')" 1

# The misere search of a long position stops before filling the memory.
expect_bad "misere play on 5000 ordered piles" \
	"would hold more than 4000000 numbers along one line of play" \
	solve --misere ordered $(seq 1 5000)

# The misere search counts the numbers it lists, so positions that grow
# longer as they are played (cut paper) stop in time too.
expect_bad "misere play on a 12x12 sheet" \
	"would list more than 1024000000 numbers in all" \
	solve --misere cutting 12x12

# A long misere game is judged by one search that remembers, not by a
# search for every position.
{
	printf 'sprague-game 1\ngame: ordered\nplay: misere\nstart: 1000\n'
	printf 'player 1: human\nplayer 2: human\nlevel: perfect\n'
	printf 'moves: 999\n'
	i=1
	while [ $i -le 999 ]; do
		echo "move $i: $((1000 - i))"
		i=$((i + 1))
	done
} >"$tmp/long.game"
run_for "$SPRAGUE" replay "$tmp/long.game" >"$tmp/out" 2>"$tmp/err"
ok $? "a misere game of 999 moves is replayed in time"
grep -q '^999\. player 1: take 1 from pile 1, leaving 1$' "$tmp/out" &&
    [ "$(grep -c 'not judged' "$tmp/out")" -eq 0 ]
ok $? "every move of it is judged"

expect_bad "--explain with --porcelain" 'not with --porcelain' \
	solve --explain --porcelain nim 3 4 5

# A long position with many winning moves stops listing them before the
# moves fill memory: at most 2^24 numbers held, truncated after that.
n=$(timeout 60 "$SPRAGUE" solve --porcelain --limit 1000000 kayles \
	$(seq 1 5000) 2>"$tmp/err" | grep -c '^win '); st=$?
[ "$n" -gt 0 ] && [ "$n" -le 3400 ] && [ ! -s "$tmp/err" ]
ok $? "a wide position's win lines stop at the memory bound ($n lines)"

done_testing
