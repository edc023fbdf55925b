#!/bin/sh
# ui-lessons.sh: the lessons in a real terminal.  From the menu, the list
# of lessons; every lesson opens with its title and text; the first try
# line of each opens its position on the board with the hint shown at
# every turn of the person; `l` goes back to the lesson, Escape back to the
# list and the menu.  `sprague lesson NAME` on a terminal opens the lesson
# screen, and a damaged lesson shows its reason instead of its title.  Two
# pupils on one account (lesson --name) keep their answers apart.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

dir=$SRCDIR/data/lessons
installed_data=$SPRAGUE_DATADIR
# The pupil's record and the teacher's lessons live here.
xdg=$tmp/xdg
mkdir -p "$xdg"
tm set-environment -g XDG_DATA_HOME "$xdg"

# The hint, without pressing h: a winning move, or that every move loses.
expect_hint() {
	# The hint's heading: the winning moves, none, or under Every-SG
	# the step counts that say which moves win.
	if wait_any "Winning move" "Every move loses" "to win, leave"; then
		ok 0 "$1"
	else
		ok 1 "$1"
		diag "screen:" "$(cat "$tmp/screen")"
	fi
}

# Make a move by keys: Enter, and when it is refused, other keys, until
# the computer has answered (move 3) or the game is over.
move_once() {
	n=0
	while [ $n -lt 12 ]; do
		case $(status_line) in
		*"| move 3 |"*|*"game over"*) return 0 ;;
		esac
		cp "$tmp/screen" "$tmp/before"
		keys Enter
		wait_changed
		if grep -q "Not a move" "$tmp/screen"; then
			case $((n % 4)) in
			3) keys Tab ;;
			*) keys Left ;;
			esac
		fi
		n=$((n + 1))
	done
	wait_any "| move 3 |" "game over" >/dev/null
}

# One lesson, the cursor of the list on it: its screen, its first try
# line on the board (Tab past the questions before it), a move, back to
# the lesson and to the list.
one_lesson() {
	name=$1
	title=$(sed -n '1s/^title: //p' "$dir/$name.txt")
	text=$(sed -n '3p' "$dir/$name.txt")
	# The first try line where the person moves first.
	# (its own options taken off, as the lesson's status line shows it),
	# the hints not shown at every turn.
	words=$(sed -n 's/^try: //p' "$dir/$name.txt" |
	    grep -v -e '--first computer' -e '--hints' | head -1 |
	    sed 's/ --misere//; s/ --level [a-z]*//; s/ --first you//')
	ntries=$(grep -c '^\(try\|ask\): ' "$dir/$name.txt")
	at=$(grep '^\(try\|ask\): ' "$dir/$name.txt" | grep -n '^try: ' |
	    grep -v -e '--first computer' -e '--hints' | head -1 |
	    cut -d: -f1)
	game=${words%% *}
	expect "the list shows $name: $title" "$(printf '%-10s' "$name") $title"
	keys Enter
	expect "$name: the lesson shows its title" "Lesson: $title"
	expect "$name: and its text" "$text"
	i=1
	while [ $i -lt "$at" ]; do
		keys Tab
		i=$((i + 1))
	done
	expect_status "$name: the first try line is chosen" \
	    "lesson | $name | try $at of $ntries: $words"
	keys Enter
	# The status line may add what the words leave to a default (an
	# option), but ends with the position.
	expect "$name: Enter opens $words, the person to move" \
	    "| your turn | move 1 | $game"
	status_line | grep -qF -- "${words##* }"
	ok $? "$name: the position is ${words##* }"
	sleep 0.3
	screen
	grep -qF "Winning move" "$tmp/screen"
	ok $((1 - $?)) "$name: no hint until h is pressed"
	keys h
	expect_hint "$name: h shows the hint"
	expect "$name: the way back to the lesson is shown" \
	    "l back to the lesson"
	move_once
	case $(status_line) in
	*"your turn | move 3 |"*)
		ok 0 "$name: a move, and the computer's answer"
		expect_hint "$name: the hint shows again on the next turn" ;;
	*"game over"*)
		ok 0 "$name: a move, and the game is over"
		expect "$name: the game-over box offers the lesson" \
		    "l back to the lesson" ;;
	*)
		ok 1 "$name: a move, and the computer's answer"
		diag "$(cat "$tmp/screen")" ;;
	esac
	keys l
	expect_status "$name: l goes back to the lesson" \
	    "lesson | $name | try $at of $ntries: $words"
	keys Escape
	expect "$name: Escape goes back to the list" \
	    "menu | lessons | choose a lesson"
}

start C.UTF-8 xterm-256color
wait_for "menu | choose a game" >/dev/null
keys Up
expect "the menu offers the lessons after the games (Up from the first)" \
    "Lessons: guided tours of the theory"
keys Enter
expect_status "the lessons open from the menu" \
    "menu | lessons | choose a lesson"
first=1
for name in $(cat "$dir/index"); do
	[ $first -eq 1 ] || keys Down
	first=0
	one_lesson "$name"
done
keys Escape
expect "Escape goes back to the games" "Choose a game:"
keys Escape
# (The status line may name the rule after the game: "nim misere".)
i=0
while [ $i -lt 30 ] && ! status_line | grep -q "^ $game[ a-z]* | "; do
	sleep 0.1
	i=$((i + 1))
done
status_line | grep -q "^ $game[ a-z]* | "
ok $? "Escape once more returns to the last game"
# A game in progress asks before it is left.
keys q
wait_for "Leave this game?" >/dev/null
keys q
expect_exit 0 "q ends the program"

# An unknown lesson on a terminal: refused as anywhere else.
start C vt100 lesson nosuch
expect "an unknown lesson is refused on a terminal" \
    'lesson "nosuch": unknown (see: sprague lesson)'
expect_exit 2 "with status 2"

# `sprague lesson nim` on a terminal: the lesson screen; a try line where
# the computer starts; two questions answered wrong and right; a try line
# whose text asks for the hint at every turn; back to the lesson, the
# list, the menu.
start C vt100 lesson nim
expect "lesson nim opens the lesson screen" "Lesson: Nim and binary"
expect_status "with the first try line chosen" \
    "lesson | nim | try 1 of 7: nim 4 4"
keys Tab
expect_status "Tab chooses the next line: the computer starts there" \
    "lesson | nim | try 2 of 7: nim 5 5 (the computer first)"
keys Enter
expect "Enter opens it: the computer has moved" "nim | your turn | move 2 |"
expect "its move is said" "Computer: take"
keys l Tab
expect_status "a question is the next line" \
    "lesson | nim | ask 3 of 7: nimsum 3 5 6"
keys Enter
expect "Enter asks it" "What is the nim-sum 3 ^ 5 ^ 6?"
expect "and waits for the answer" "Your answer (a number):"
keys x Enter
expect "an answer not of the form is refused, saying why" \
    "Not an answer: answer with a number."
expect "and the text typed stays, to be mended" "Your answer (a number): x"
keys BSpace 6 Enter
expect "a wrong answer is told so" "Not right: you said 6."
expect "with the answer and why" "011 ^ 101 ^ 110 = 000"
expect "the line is marked" "ask: nimsum 3 5 6 L not right"
keys Enter 0 Enter
expect "asked again, a right answer" "Right.  0: in binary"
expect "the first answer counts" "Your first answer counts: it was not right."
expect "the mark stays" "ask: nimsum 3 5 6 L not right"
keys Tab Enter
expect "the next question" "Who wins 2 5 7 in Nim"
keys h
expect "h gives a hint, not the answer" "Hint:"
keys p Enter
expect "P is right, after the hint: said so" "Right, after a hint: it is marked so"
expect "with the reason" "P: every move leaves"
keys Tab
expect_status "Tab chooses the next try line" \
    "lesson | nim | try 5 of 7: nim 3 4 5"
expect "and scrolls to it" "try: nim 3 4 5 --hints"
keys Enter
expect_status "Enter opens it on the board" \
    "nim | your turn | move 1 | nim 3 4 5"
expect "its line asks for hints: the winning move shows without h" \
    "take 2 from heap 1, leaving 1 4 5"
keys 2 Enter
expect_status "a move and the reply" "nim | your turn | move 3 | nim 0 4 5"
expect "the hint shows at the next turn" \
    "take 1 from heap 3, leaving 0 4 4"
keys m
expect "the moves page lists the move" \
    "1. you: take 2 from heap 1, leaving 1 4 5"
grep -qF "after a hint" "$tmp/screen"
ok $((1 - $?)) "the hints the try line showed are not counted as used"
keys Escape
expect "Esc: back to the board, its hint showing" \
    "take 1 from heap 3, leaving 0 4 4"
screen
cp "$tmp/screen" "$tmp/before"
keys h
wait_changed
grep -qF "Winning move" "$tmp/screen"
ok $((1 - $?)) "h hides the hint"
keys l
expect_status "l goes back to the lesson, the try line still chosen" \
    "lesson | nim | try 5 of 7: nim 3 4 5"
keys Escape
expect "Escape: the list of lessons" "nim        Nim and binary"
keys Escape
expect "Escape: the games" "Choose a game:"
keys Down Enter Enter Enter Enter
expect_status "a game from the menu" "nim | your turn | move 1 | nim 3 4 5"
sleep 0.3
screen
grep -qF "Winning move" "$tmp/screen"
r=$((1 - $?))
grep -qF "l back to the lesson" "$tmp/screen" && r=1
ok $r "a game from the menu has no hint unasked and no lesson"
keys q
expect_exit 0 "q ends the program"

# A damaged lesson and a missing one: their reasons, on the list and when
# chosen; the good lesson still opens.
mkdir -p "$tmp/data/lessons"
cp "$dir/nim.txt" "$tmp/data/lessons/"
printf 'nim\nbroken\nmissing\n' >"$tmp/data/lessons/index"
printf 'title: Broken\n\nno try\n' >"$tmp/data/lessons/broken.txt"
SPRAGUE_DATADIR=$tmp/data
start C vt100
wait_for "Choose a game:"
keys Up Enter
expect "a good lesson is listed" "nim        Nim and binary"
expect "a damaged lesson shows its file" "broken     $tmp/data/lessons/br"
keys Down Enter
expect "choosing it shows the reason" \
    "broken.txt: line 3: nothing to try"
keys Down Enter
expect "a missing lesson shows why" "missing.txt: No such file"
keys Down Enter
expect "the good lesson still opens" "Lesson: Nim and binary"
keys q
expect_exit 0 "q ends the program"
rm "$tmp/data/lessons/index"
start C vt100
wait_for "Choose a game:"
keys Up Enter
expect "a missing index shows why" "lessons/index: No such file"
keys Escape q
expect_exit 0 "q ends the program without an index"

SPRAGUE_DATADIR=$installed_data
# A hint drawn under a question: each line of it whole, nothing of the
# text before it left over (the lines are cleared as they are drawn).
start C.UTF-8 xterm-256color lesson grundy
expect "lesson grundy opens" "Lesson: Grundy's game"
keys Tab Tab Tab
expect_status "the value question is chosen" \
    "lesson | grundy | ask 4 of 7: value grundy 11"
keys Enter
expect "Enter asks it" "What is the Grundy value of Grundy's game 11?"
keys h
expect "h gives the hint" "The value is the least value that none"
grep -qx " The value is the least value that none of the options has (the mex)." \
    "$tmp/screen"
ok $? "the hint's last line is drawn whole, at its place"
grep -qx " Type the answer  h hint  Enter check it  Esc back to the text" \
    "$tmp/screen"
ok $? "the key line is drawn whole, at its place"
grep -q "^ *[0-9]least\|TType" "$tmp/screen"
ok $((1 - $?)) "nothing is drawn over itself"
keys 2 Enter
expect "the answer after the hint" "Right, after a hint: it is marked so"
expect "with the reason" "2: the moves lead to values {0, 1, 3}, and 2 is the least"
keys q
expect_exit 0 "q ends the program"

# A list answered with commas, in any order; a heap not asked about is
# refused with the reason, the text kept.
start C.UTF-8 xterm-256color lesson mex
keys Tab Tab
expect_status "the lost-heaps question is chosen" \
    "lesson | mex | ask 3 of 7: lost subtract --take 1,3,4 8 9 10 11 12 13 14"
keys Enter
expect "it asks" "which of these heaps are lost"
keys 1 5 , Space 9 Enter
expect "a heap not asked about is refused, saying why" \
    "(15 is not one of them)"
expect "the text stays to be mended" "Your answer (the heaps, or none): 15, 9"
keys BSpace BSpace BSpace BSpace BSpace 1 4 , Space 9 Enter
expect "14, 9 is right" "Right.  9 14: a heap is lost"
expect "the line is marked" "ask: lost subtract --take 1,3,4 8 9 10 11 12 13 14"
keys q
expect_exit 0 "q ends the program"

# A teacher's own lesson: listed first and marked as the teacher's, in
# UTF-8; done marks and the score kept in the progress file.
mkdir -p "$xdg/sprague/lessons"
printf 'title: Deux tas \303\251gaux\n\nDeux tas \303\251gaux : perdu.\n\ntry: nim 4 4\nask: outcome nim 4 4\n' \
    >"$xdg/sprague/lessons/mine.txt"
start C.UTF-8 xterm-256color
wait_for "Choose a game:"
keys Up Enter
expect "the teacher's lesson is listed" "mine       Deux tas égaux  (the teacher's)"
screen
sed -n '5p' "$tmp/screen" | grep -qF "mine"
ok $? "first"
keys Enter
expect "it opens" "Lesson: Deux tas égaux  (the teacher's)"
keys Enter
expect_status "its try line plays" "nim | your turn | move 1 | nim 4 4"
keys l Tab Enter p Enter
expect "its question is answered" "Right.  P"
keys Escape
expect "back on the list, the lesson is done, with its score" \
    "mine       Deux tas égaux  (the teacher's)  [done, 1 of 1 right]"
expect "and marked done by a glyph" "✓ mine"
keys q
expect_exit 0 "q ends the program"
grep -qx "lesson my-mine pr" "$xdg/sprague/progress"
ok $? "the progress file keeps the marks"
start C.UTF-8 xterm-256color
wait_for "Choose a game:"
keys Up Enter
expect "the marks are read again the next time" "[done, 1 of 1 right]"
keys q
expect_exit 0 "q ends the program"
# A damaged progress file is set aside, not trusted.
printf 'sprague progress 1\nlesson my-mine pzq\n' >"$xdg/sprague/progress"
start C.UTF-8 xterm-256color lesson mine
expect "the lesson opens over a damaged record" "Lesson: Deux tas"
keys Escape
expect "the damaged record is set aside, with a message" \
    "progress file was damaged"
grep -qF "[done" "$tmp/screen"
ok $((1 - $?)) "and its marks are not trusted"
keys q
expect_exit 0 "q ends the program"
[ -f "$xdg/sprague/progress.damaged" ]
ok $? "the damaged file is kept aside"

# A moves answer partly right says what it left out; positions are read
# as multisets of rows.
printf 'title: Moves\n\nText.\n\nask: moves kayles 4 3\n' >"$tmp/moves.txt"
start C vt100 lesson "$tmp/moves.txt"
expect "a lesson of one's own" "ask: moves kayles 4 3"
keys Enter
keys "4 1, 3 3" Enter
expect "a partly right answer says what is missing" \
    "Not right: you said 4 1, 3 3.  You left out 1 winning move."
keys Enter
keys "4 1, 3 3, 2 1 3" Enter
expect "every move, in any order of the rows, is right" "Right."
keys q
expect_exit 0 "q ends the program"

# In a lesson's game the hint h turns on stays on, and each move made
# under it counts as made after a hint, not only the first.
printf 'title: Hints\n\nText.\n\ntry: nim 3 4 5\n' >"$tmp/hints.txt"
start C vt100 lesson "$tmp/hints.txt"
expect "a try line of one's own" "try: nim 3 4 5"
keys Enter
expect_status "Enter opens it" "nim | your turn | move 1 | nim 3 4 5"
keys h
expect "h shows the hint" "take 2 from heap 1, leaving 1 4 5"
keys 2 Enter
expect_status "a move and the reply" "nim | your turn | move 3 | nim 0 4 5"
expect "the hint stays on" "take 1 from heap 3, leaving 0 4 4"
keys Down Down 1 Enter
expect "a second move under the hint, and the reply" \
    "You: take 1 from heap"
keys m
expect "the moves page counts both" "Moves made after a hint: 2."
keys Escape q
wait_for "Leave this game?" >/dev/null
keys q

# A question answered right after its hint is marked so, as practice
# halves the points of an exercise after a hint.
printf 'title: Hinted\n\nText.\n\nask: mex 0 1 3\n' >"$tmp/hinted.txt"
start C vt100 lesson "$tmp/hinted.txt"
expect "a question of one's own" "ask: mex 0 1 3"
keys Enter h
expect "h gives a hint" "Hint:"
keys 2 Enter
expect "right after a hint: said so" "Right, after a hint"
expect "and marked so" "ask: mex 0 1 3 W right, after a hint"
keys q
expect_exit 0 "q ends the program"

# Two pupils on one account: each one's answers kept under the name
# (lesson --name), neither's seen by the other nor by the account's own.
# nim_line: the list's line of the lesson nim, after Escape from it.
nim_line() {
	keys Escape
	wait_for "▸   nim " >/dev/null
	grep -F "▸   nim " "$tmp/screen" | sed 's/^ *//; s/ *$//'
}
start C.UTF-8 xterm lesson --name Ann nim
wait_for "try 1 of 7" >/dev/null
keys Down Down
wait_for "ask 3 of 7: nimsum 3 5 6" >/dev/null
keys Enter 0 Enter
expect "Ann answers right" "right"
line=$(nim_line)
[ "$line" = "▸   nim        Nim and binary  [1 of 7 lines, 1 of 2 right]" ]
ok $? "Ann's list shows her score ($line)"
start C.UTF-8 xterm lesson --name 佐藤 nim
wait_for "try 1 of 7" >/dev/null
keys Down Down
wait_for "ask 3 of 7: nimsum 3 5 6" >/dev/null
grep -q "ask: nimsum 3 5 6 *$" "$tmp/screen"
ok $? "佐藤 sees the question unanswered"
keys Enter 7 Enter
expect "佐藤 answers wrong" "not right"
line=$(nim_line)
[ "$line" = "▸   nim        Nim and binary  [1 of 7 lines, 0 of 2 right]" ]
ok $? "佐藤's list shows his own score ($line)"
start C.UTF-8 xterm lesson --name Ann nim
wait_for "try 1 of 7" >/dev/null
line=$(nim_line)
[ "$line" = "▸   nim        Nim and binary  [1 of 7 lines, 1 of 2 right]" ]
ok $? "Ann's score is still hers ($line)"
start C.UTF-8 xterm lesson nim
wait_for "try 1 of 7" >/dev/null
line=$(nim_line)
[ "$line" = "▸   nim        Nim and binary" ]
ok $? "the account's own list has neither ($line)"
grep -qx "pupil Ann" "$xdg/sprague/progress" &&
    grep -qx "pupil 佐藤" "$xdg/sprague/progress" &&
    [ "$(grep -c '^lesson nim ' "$xdg/sprague/progress")" -eq 2 ]
st=$?
ok $st "the progress file keeps a lesson line under each pupil"
[ $st -eq 0 ] || diag "$(cat "$xdg/sprague/progress")"

done_testing
