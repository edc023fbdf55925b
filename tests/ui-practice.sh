#!/bin/sh
# ui-practice.sh: practice on the board, in a real terminal.  A run of
# Nim exercises answered right and wrong, each answer checked against
# `sprague solve` on the position the status line shows; the feedback,
# the explanation, the hint, the level climbing, the summary.  Then the
# learner's record: kept in $XDG_DATA_HOME/sprague/progress across a
# restart, and a damaged file set aside with a message while practice goes
# on.  The menu's practice list and the learner's notes of a mistake.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

data="$tmp/data"
mkdir -p "$data"
tm set-environment -g XDG_DATA_HOME "$data"
tm set-environment -g SPRAGUE_SEED 7

# The position of the exercise on the board, from the status line
# ("practice | nim | level 1 | nim 2 1 2 1").
exercise() {
	status_line | sed 's/^.*| level [0-9] | //'
}

# solve_line WORD: the line of `solve --porcelain` on the exercise that
# starts with WORD (N or P: the outcome line).
solve_line() {
	# shellcheck disable=SC2046
	"$SPRAGUE" solve --porcelain $(exercise) | grep "^$1" | head -n 1
}

start C.UTF-8 xterm-256color practice nim
expect "practice asks who is practising" "Who is practising?"
keys Enter
expect "Enter alone: the first exercise" "Who wins from here"
expect "the title counts the exercises" "1 of 10, level 1"
expect "the answers are on the screen" "[ n: the player to move wins ]"

# 1. Who wins: answered right.
outcome=$(solve_line '[NP]$')
case $outcome in N) keys n ;; *) keys p ;; esac
expect "who wins, answered right: the feedback" "Right: 10 points."
expect_text "the reason comes with it" "(the value is"
expect_text "and the explanation" "nim-sum"
keys Enter

# 2. A winning move: the first of solve's, made with the board's keys.
expect "the second exercise asks for a move" "make a winning move"
set -- $(exercise)
shift
win=$(solve_line win | sed 's/^win //')
i=0 heap=0 take=0
for to in $win; do
	i=$((i + 1))
	eval "from=\${$i}"
	if [ "$from" != "$to" ]; then
		heap=$i take=$((from - to))
	fi
done
ok $((heap == 0)) "the winning move is found by solve (heap $heap, take $take)"
keys Home
i=1
while [ $i -lt "$heap" ]; do
	keys Down
	i=$((i + 1))
done
# shellcheck disable=SC2046
keys $(echo "$take" | sed 's/./& /g') Enter
expect "a winning move: right" "Your move: take $take from heap $heap"
expect_text "it is said to be lost for the opponent" \
    "lost for the player to move"
keys Enter

# 3. A value: typed, right; three right in a row raise the level.
expect "the third exercise asks for a value" "Grundy value"
value=$(solve_line grundy | sed 's/^grundy //')
# shellcheck disable=SC2046
keys $(echo "$value" | sed 's/./& /g') Enter
expect "the value, typed: right" "Right: 10 points."
expect_text "three right in a row: level 2" "3 right in a row: level 2 now."
expect "the reason of a value: the parts' values" \
    "the nim-sum of the parts' values"
keys Enter

# 4. Who wins, with a hint, answered wrong.
expect "the fourth: who wins again, at level 2" "4 of 10, level 2"
keys h
expect "the hint: the parts' values" "The parts' values:"
outcome=$(solve_line '[NP]$')
case $outcome in N) keys p ;; *) keys n ;; esac
expect "answered wrong: the feedback" "Not right: you said"
expect_text "the right answer with its reason" "The answer: $outcome"
keys e
expect "e: the whole explanation on a page" "Why: Nim"
keys Escape
expect "Esc: back to the feedback" "Enter: the next exercise"
keys '?'
expect "? lists the keys" "Practice: keys"
keys Escape

# The summary, then out.
keys q
expect "q: the summary first" "The run is over: 3 of 4 right"
expect_text "what to practise" "To practise next: who wins"
keys q
expect_exit 0 "q again leaves"
grep -q '^nim 2 1 2 1 1 1 1$' "$data/sprague/progress"
ok $? "the record: nim at level 2, who wins 1 of 2, a move 1 of 1, a value 1 of 1"
grep -q '^nim ' "$data/sprague/progress" ||
	diag "progress: $(cat "$data/sprague/progress" 2>&1)"

# A restart goes on at the level reached.
start C.UTF-8 xterm-256color practice nim
expect "the name again" "Who is practising?"
keys Enter
expect "after a restart: level 2 kept" "1 of 10, level 2"
keys q
expect_exit 0 "q with nothing answered leaves at once"

# The menu's practice list shows the level reached per game.
start C.UTF-8 xterm-256color
expect "the menu" "Choose a game:"
keys Up Up
expect "the practice entry" "Practice: drills on who wins"
keys Enter
expect "the practice list" "Practice: ten exercises a run"
expect_text "nim: level 2 reached" "nim Nim level 2 reached"
expect_text "grundy: not practised" "grundy Grundy's game not practised yet"
keys Down Enter
expect "Enter: practice of that game" "Practice: Nim"
expect_text "which asks the name first" "Who is practising?"
keys Escape
expect "q from practice: back to the menu's list" "Practice: ten exercises"
keys q
expect_exit 0 "q leaves the menu"

# A damaged record: set aside with a message; practice goes on and keeps
# a new record.
printf 'sprague progress 1\nnim 2 1 1\n' >"$data/sprague/progress"
start C.UTF-8 xterm-256color practice nim
expect "a damaged record: a message" "The progress file was damaged"
expect_text "which says where it is kept" \
    "kept as $data/sprague/progress.damaged"
keys Enter
expect "practice goes on from level 1" "1 of 10, level 1"
[ "$(cat "$data/sprague/progress.damaged")" = "$(printf \
    'sprague progress 1\nnim 2 1 1')" ]
ok $? "the damaged file is kept as it was"
# This time the answer is a click on it.
outcome=$(solve_line '[NP]$')
case $outcome in N) want="[ n: the player" ;; *) want="[ p: the player" ;; esac
screen
y=$(grep -nF -- "$want" "$tmp/screen" | head -n 1 | cut -d: -f1)
x=$(grep -F -- "$want" "$tmp/screen" | head -n 1 | awk -v w="$want" \
    '{ print index($0, w) }')
# xterm-256color reports a click the SGR way: button;column;line, M for
# the press and m for the release.
tm send-keys -t game -l "$(printf '\033[<0;%d;%dM' $((x + 2)) "$y")"
tm send-keys -t game -l "$(printf '\033[<0;%d;%dm' $((x + 2)) "$y")"
expect "and an answer is taken, by a click" "Right: 10 points."
keys q q
expect_exit 0 "q q leaves"
grep -q '^nim 1 1 1 0 0 0 0$' "$data/sprague/progress"
ok $? "a new record is written beside the damaged one"

# answer_right: the exercise on the screen answered right (Nim): who
# wins, a winning move made with the board's keys, or a value typed.
answer_right() {
	screen
	if grep -q "Who wins from here" "$tmp/screen"; then
		case $(solve_line '[NP]$') in N) keys n ;; *) keys p ;; esac
	elif grep -q "make a winning move" "$tmp/screen"; then
		# shellcheck disable=SC2046
		set -- $(exercise)
		shift
		i=0 heap=0 take=0
		for to in $(solve_line win | sed 's/^win //'); do
			i=$((i + 1))
			eval "from=\${$i}"
			[ "$from" = "$to" ] || heap=$i take=$((from - to))
		done
		keys Home
		i=1
		while [ $i -lt "$heap" ]; do
			keys Down
			i=$((i + 1))
		done
		# shellcheck disable=SC2046
		keys $(echo "$take" | sed 's/./& /g') Enter
	else
		# shellcheck disable=SC2046
		keys $(solve_line grundy | sed 's/^grundy //; s/./& /g') Enter
	fi
}

# A pupil's name: typed at the start, the record kept under it.
start C.UTF-8 xterm-256color practice nim
expect "the name prompt" "Who is practising?"
keys A n n Enter
expect "the pupil's name in the title" "Practice: Nim, Ann"
expect_text "a pupil starts at level 1" "1 of 10, level 1"

# Three right answers, each after a hint: the points, but not the level.
for n in 1 2 3; do
	expect "exercise $n of the hinted ones" "$n of 10, level 1"
	keys h
	sleep 0.2
	answer_right
	expect "after a hint, right: half the points" "(half, for the hint)"
	expect_text "and the streak waits" "the streak stays where it was"
	keys Enter
done
expect "three right after hints: still level 1, streak 0" \
    "4 of 10, level 1, score 15, streak 0"

# A wrong answer, then q q: the run is left midway, the answer kept.
case $(solve_line '[NP]$') in N) keys p ;; *) keys n ;; esac
expect "a wrong answer" "Not right: you said"
keys q
expect_text "the summary counts the hinted answers apart" \
    "(some after a hint)"
keys q
expect_exit 0 "q q leaves midway"
awk '/^pupil Ann$/ { f = 1; next } /^pupil / { f = 0 } f' \
    "$data/sprague/progress" >"$tmp/ann"
grep -q '^nim 1 0 2 0 1 0 1$' "$tmp/ann"
ok $? "Ann's record: level 1, hinted answers not right, the wrong one kept"
grep -q '^nim 1 1 1 0 0 0 0$' "$data/sprague/progress"
ok $? "and the account's own record beside it, unchanged"

# --name: no question; the same pupil's record again.
start C.UTF-8 xterm-256color practice --name Ann nim
expect "--name: straight to the first exercise, as Ann" \
    "Practice: Nim, Ann"
keys q
expect_exit 0 "q leaves at once"

# The learner's notes: a move that gives a win away is pointed out at
# once, with a better move.
tm set-environment -gu SPRAGUE_SEED
start C.UTF-8 xterm-256color play nim 1 2 --learner
wait_for "| your turn | move 1 |" >/dev/null
keys 1 Enter
expect "a learner is told of a mistake at once" \
    "That move gives the win away"
expect_text "with a winning move" "A winning move was: take 1 from heap 2"
keys q q
expect_exit 0 "q q after the learner's game"

done_testing
