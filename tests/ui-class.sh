#!/bin/sh
# ui-class.sh: the teacher's keys in a real terminal.  The explanation
# step by step (Space) and large with --big at 160x45, with the line that
# gives the size it needs when the terminal is smaller; --no-hints
# refusing h, e, t and v; hints counted in the game-over box, the moves
# page and the saved game; v marking each move winning or losing; "what
# if?" (i) editing the position, refusing a bad one, undo going back; a
# handout (w) written to a file.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# count TEXT: how many lines of the screen show TEXT.
count() {
	screen
	grep -cF -- "$1" "$tmp/screen"
}

# Step by step at the normal size: e, then Space.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys e
expect "e opens the explanation" "Why: Nim 3 4 5"
keys Space
expect "Space walks it: step 1" "1. Write each part's Grundy value in binary."
expect "the key line counts the steps" "Step 1 of 5"
keys Space
expect "step 2: the nim-sum" "2. Add each column without carrying"
expect "the nim-sum row appears" "nim-sum"
keys Space Space
expect "step 4: the part" "4. Pick a part with a 1 in that column: heap 1"
keys Space
expect_text "step 5: the move" "3 ^ 2 = 1, and the nim-sum becomes 0"
expect "with the move in words" "The move: take 2 from heap 1."
keys Left
expect "Left goes back a step" "Step 4 of 5"
keys Escape
expect_status "Esc: back to the game" "nim | your turn | move 1 | nim 3 4 5"
keys e Space e
expect "e on the steps shows the whole text" "Why: Nim 3 4 5"
keys Escape
expect_status "whose Esc goes back to the game" \
    "nim | your turn | move 1 | nim 3 4 5"
keys q
expect_exit 0 "q ends the program"

# A lost position: three steps, the last says so.
start C.UTF-8 xterm-256color play nim 1 2 3
wait_for "| your turn | move 1 |" >/dev/null
keys e Space Space Space
expect_text "a lost position: every column even" "Every column is even: the \
nim-sum is 0"
expect "in three steps" "Step 3 of 3"
keys Escape q
expect_exit 0 "q ends the program"

# Kayles 4 3: rows worth 1 and 3, nim-sum 2.  The part picked is row 2,
# the one with a 1 in that column, and its move lowers it to 1 (the
# theory lists a move raising row 1 first).
start C vt100 play kayles 4 3
wait_for "| your turn | move 1 |" >/dev/null
keys e Space Space Space Space
expect_text "kayles 4 3: the part with the 1 in that column" \
    "4. Pick a part with a 1 in that column: row 2 (3) (value 3)."
keys Space
expect_text "its bits turned over: down to 1" "3 ^ 2 = 1, and the nim-sum \
becomes 0"
expect_text "the move is in that row" "The move: take 2 coins from the end \
of row 2."
keys Escape q
expect_exit 0 "q ends the program"

# Projector mode at 160x45: e shows the table in block digits, centred,
# from its first step, and at the last the move in block letters.
start C.UTF-8 xterm-256color play --big nim 3 4 5
wait_for "nim | your turn" >/dev/null
resize 160 45 "| your turn | move 1 |"
keys e
expect "--big: e starts the steps at the first" "Step 1 of 5"
keys Right Right Right Right
expect "--big: Right walks to the last step" "Step 5 of 5"
n=$(count "█")
[ "$n" -ge 20 ]
ok $? "--big at 160x45: the digits are drawn in blocks ($n lines)"
screen
line=$(grep -n "nim-sum" "$tmp/screen" | head -1)
col=$(printf '%s\n' "$line" | cut -d: -f2- | awk '{ print index($0, "nim-sum") }')
[ "${col:-0}" -gt 30 ]
ok $? "--big: the table is centred (the nim-sum label at column $col)"
# The binary digits of heap 1 (011) in blocks: the 1's top row "█ ".
grep -q "heap 1 .*███" "$tmp/screen"
ok $? "--big: heap 1's row is drawn large"
keys Left Left Left Left
expect "--big: Left walks back to step 1" "Step 1 of 5"
keys Escape q
expect_exit 0 "q ends the program"

# Projector mode in Chinese and Japanese: the block font has no glyphs
# for their words, so at the last step the move's figures are drawn in
# block digits and its words as ordinary text between them, on one line.
for ul in zh_CN:堆 ja:山; do
	word=${ul#*:} ul=${ul%%:*}
	UI_LANGUAGE=$ul start C.UTF-8 xterm-256color play --big nim 3 4 5
	wait_for "| nim 3 4 5" >/dev/null
	tm resize-window -t game -x 160 -y 45
	sleep 1
	keys e Right Right Right Right
	wait_any "5/5" "5 段中 5" >/dev/null
	screen
	grep '█' "$tmp/screen" | grep -qF "$word"
	ok $? "$ul --big: the move's words ($word) drawn beside its block digits"
	keys Escape q
	expect_exit 0 "$ul: q ends the program"
done

# Projector mode at 80x24: the explanation cannot be large; a line says
# the size it needs.  A board too large to draw big says so too.
start C.UTF-8 xterm-256color play --big nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys e
expect "--big at 80x24: the size the large table needs" \
    "Drawn smaller: at its largest this table needs a terminal of"
keys Escape q
expect_exit 0 "q ends the program"
start C.UTF-8 xterm-256color play --big nim 30 4
wait_for "| your turn | move 1 |" >/dev/null
expect_text "--big: a board that does not fit big says what it needs" \
    "drawn big it needs a terminal of 107 columns and 12 lines"
keys q
expect_exit 0 "q ends the program"

# --no-hints: h, e, t and v refused while the game goes on.
start C.UTF-8 xterm-256color play --no-hints nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
expect "--no-hints: the key line offers what works" " m moves  s save"
expect_gone "and not the hint" "h hint"
keys h
expect "--no-hints refuses h" "Hints are off for this game: no hint (h) until it is over."
keys e
expect "and e" "no explanation (e) until it is over"
keys v
expect "and v" "no values of the moves (v)"
keys t
expect "and t" "no table of values (t)"
keys q q
expect_exit 0 "q q ends the program"

# --no-hints makes a match: no "what if?", no take-back, and help shows
# the rules without the theory; the saved game starts where it started.
start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann,Bob --no-hints
wait_for "| Ann's turn | move 1 |" >/dev/null
expect_gone "the key line offers no undo in a match" "u/r undo/redo"
keys i
expect "i is refused in a match" "Hints are off, so this is a match: the \
position stays as it is"
keys Escape 3 Enter
expect_status "Ann moves" "nim | Bob's turn | move 2 | nim 0 4 5"
keys u
expect "u is refused in a match" "no move is taken back (u)."
expect_status "the move stays" "nim | Bob's turn | move 2 | nim 0 4 5"
keys "?"
expect "? shows the rules" "A move: choose one heap"
keys NPage
expect "without how to win" "How to win is left out"
expect "and with the notation" "Notation: the heap sizes"
screen
grep -qF "nim-sum" "$tmp/screen"
ok $((1 - $?)) "the theory is not on the help page"
keys Escape
expect_status "Esc: back to the game" "nim | Bob's turn | move 2 | nim 0 4 5"
# The match's help leaves out each rules text from "The theory" to
# "Notation:": every text has both, in that order.
bad=""
for f in "$SRCDIR"/data/games/*.txt; do
	awk '/^The theory/ && !t { t = NR } /^Notation:/ && t { n = 1 }
	    END { exit !(t && n) }' "$f" || bad="$bad $(basename "$f")"
done
[ -z "$bad" ]
ok $? "every rules text has its theory before its notation${bad:+:$bad}"
keys 4 Enter
expect_status "Bob moves" "nim | Ann's turn | move 3 | nim 0 0 5"
keys 5 Enter
expect "Ann takes the last stones and wins" "Ann won!"
expect "the box offers no undo" "m moves  s save  ? help"
keys u
expect "u is refused after the end too" "no move is taken back (u)."
keys s "$tmp/match.txt" Enter
expect "the match is saved" "Saved 3 moves to $tmp/match.txt."
grep -qx "start: 3 4 5" "$tmp/match.txt"
ok $? "the saved start is the true one"
keys q
expect_exit 0 "q ends the program"
start C vt100 play --no-hints --learner nim 3 4 5
expect "--no-hints and --learner exclude each other" \
    "--learner and --no-hints exclude each other"
expect_exit 2 "with status 2"

# Hints counted: h before move 1, none before move 3; the end box, the
# moves page and the saved game say so.
start C.UTF-8 xterm-256color play nim 1 2
wait_for "| your turn | move 1 |" >/dev/null
keys h
expect "h shows the hint" "take 1 from heap 2, leaving 1 1"
keys Down 1 Enter
expect "a move after the hint" "nim | your turn | move 3 |"
# One stone left each way: take what is left.
keys Enter
expect "the game is over" "You won!"
expect "the box counts the hints" "Hints used: 1"
keys m
expect "the moves page counts them" "Moves made after a hint: 1."
expect "and marks the move" "1. you: take 1 from heap 2, leaving 1 1 (after a hint)"
keys Escape s
expect "save offers a file" "Save to:"
keys "$tmp/hinted.txt" Enter
expect "saved" "Saved 3 moves to $tmp/hinted.txt."
grep -qx "hints: 1" "$tmp/hinted.txt"
ok $? "the saved game holds the hint (hints: 1)"
keys q
expect_exit 0 "q ends the program"
start C.UTF-8 xterm-256color play --load "$tmp/hinted.txt"
expect "a saved game with hints loads, and is over" "Hints used: 1"
keys q
expect_exit 0 "q ends the program"
start C.UTF-8 xterm-256color play nim 1 2
wait_for "| your turn | move 1 |" >/dev/null
keys Down 1 Enter
wait_for "| your turn | move 3 |" >/dev/null
keys Enter
expect "without a hint the box says so" "Played without a hint."
keys q
expect_exit 0 "q ends the program"

# v: the value of every move of the position.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys v
expect_text "v says the values of the moves" "Values of the moves, each \
marked where it starts (✓ wins, ✗ loses): 1 of 12 wins: take 2 from heap \
1, leaving 1 4 5 (remoteness 10)."
expect "the board marks a winning move and a losing one" "heap 1    3  ✗ ✓ ✗"
expect "on heap 2 every move loses" "heap 2    4  ✗ ✗ ✗ ✗"
keys v
expect_text "v again times every move" "(each move's length, the winner \
hurrying and the loser holding on)"
keys v
expect "a third v hides them" "The values of the moves are hidden."
keys q q
expect_exit 0 "q q ends the program"
start C vt100 play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys v
expect "without Unicode the marks are letters" "heap 1    3  L W L"
keys q q
expect_exit 0 "q q ends the program"

# What if?  i edits the position; a bad one is refused; undo returns.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys i
expect "i offers the position to edit" "What if? 3 4 5"
keys BSpace x Enter
expect "a bad position is refused with the reason" "Not a position to play:"
expect "and the edit stays open" "What if? 3 4 x"
keys C-u "2 2 6" Enter
expect_status "Enter plays on from the new position" \
    "nim | your turn | move 1 | nim 2 2 6"
expect "it says how to go back" "u goes back to the position before"
keys u
expect_status "u goes back to the game before" \
    "nim | your turn | move 1 | nim 3 4 5"
keys i Escape
expect "Esc leaves the position as it was" "The position is as it was."
keys i C-u "0 0 1" Enter
expect_status "an edit to one stone" "nim | your turn | move 1 | nim 0 0 1"
keys Enter
expect "the game is won from it" "You won!"
expect "and the box says it was edited" "by what if? 1 time.)"
keys s "$tmp/edited.txt" Enter
expect "the game is saved" "Saved 1 move to $tmp/edited.txt."
grep -qx "start: 3 4 5" "$tmp/edited.txt" &&
    grep -qx "edit 1: 0 0 1" "$tmp/edited.txt" &&
    grep -qx "move 2: 0 0 0" "$tmp/edited.txt"
ok $? "the saved game keeps the true start and the edit"
keys q
expect_exit 0 "q ends the program"
"$SPRAGUE" replay "$tmp/edited.txt" >"$tmp/edited.out" 2>&1
grep -qF -- "-. you: what if? the position set to 0 0 1 (an edit, not a move)" \
    "$tmp/edited.out"
ok $? "sprague replay tells the edit from the moves"

# A handout: w writes the board and why to a file named after the game
# and the move, in the current directory.
mkdir -p "$tmp/hand"
tm kill-session -t game >/dev/null 2>&1
tm new-session -d -s game -x 80 -y 24 -c "$tmp/hand" "env LANG=C.UTF-8 \
TERM=xterm-256color SPRAGUE_DATADIR='$SPRAGUE_DATADIR' '$SPRAGUE' play nim \
3 4 5; echo \"exit status \$?\"; exec sleep 600"
wait_for "| your turn | move 1 |" >/dev/null
keys w
expect "w writes the handout" "The handout is written: sprague-nim-move1.txt"
keys w
expect "a second one does not replace it" "sprague-nim-move1-2.txt"
keys q
expect_exit 0 "q ends the program"
f=$tmp/hand/sprague-nim-move1.txt
grep -qF "nim | your turn | move 1 | nim 3 4 5" "$f" &&
    grep -qF "heap 3    5  ● ● ● ● ●" "$f" &&
    grep -qF "nim-sum  2  010" "$f"
ok $? "the handout holds the status, the board and the table"
awk 'length($0) > 80 { bad = 1 } END { exit bad }' "$f"
ok $? "its lines fit a page (80 columns at most)"
[ "$(ls "$tmp/hand" | wc -l)" -eq 2 ]
ok $? "and no temporary file is left"

# A handout is for paper: at 160x45 in projector mode its lines are still
# at most 76 columns, the board drawn at its normal size.
mkdir -p "$tmp/big"
tm kill-session -t game >/dev/null 2>&1
tm new-session -d -s game -x 160 -y 45 -c "$tmp/big" "env LANG=C.UTF-8 \
TERM=xterm-256color SPRAGUE_DATADIR='$SPRAGUE_DATADIR' '$SPRAGUE' play --big \
--players Ann,Bob nim 13 24 35 17 29; echo \"exit status \$?\"; exec sleep 600"
wait_for "| Ann's turn | move 1 |" >/dev/null
keys Enter
wait_for "| Bob's turn | move 2 |" >/dev/null
keys w
expect "w writes the handout at 160x45" \
    "The handout is written: sprague-nim-move2.txt"
keys q
wait_any "exit status" "Leave this game?" >/dev/null
grep -qF "Leave this game?" "$tmp/screen" && keys q
expect_exit 0 "q ends the program"
f=$tmp/big/sprague-nim-move2.txt
grep -qF "The value history, one column a move:" "$f"
ok $? "the handout has the game's value history"
wide=$(LC_ALL=C.UTF-8 wc -L <"$f")
[ "$wide" -le 76 ] && [ "$wide" -ge 60 ]
ok $? "the handout is at most 76 columns wide at 160x45 --big ($wide)"
grep -qF "heap 2   24  ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ● ●" "$f"
ok $? "its board is drawn at the normal size"
grep -qF "nim-sum" "$f"
ok $? "with why"

# --results: every finished game is a line of the log, under its header.
start C.UTF-8 xterm-256color play nim 1 2 --results "$tmp/log.csv"
wait_for "| your turn | move 1 |" >/dev/null
keys Down 1 Enter
wait_for "| your turn | move 3 |" >/dev/null
keys Enter
expect "the game is over" "You won!"
expect "and in the log" "The game is in the results log $tmp/log.csv."
keys a
expect_status "a: the same position again" "nim | your turn | move 1 | nim 1 2"
keys Down 1 Enter
wait_for "| your turn | move 3 |" >/dev/null
keys Enter
expect "the second game is over" "You won!"
keys q
expect_exit 0 "q ends the program"
start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann,Bob --no-hints \
    --results "$tmp/log.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
keys 3 Enter 4 Enter
wait_for "| Ann's turn | move 3 |" >/dev/null
keys 5 Enter
expect "Ann wins the match" "Ann won!"
keys q
expect_exit 0 "q ends the program"
sed 's/^[0-9]\{4\}-[0-9][0-9]-[0-9][0-9] [0-9][0-9]:[0-9][0-9]:[0-9][0-9],/DATE,/' \
    "$tmp/log.csv" >"$tmp/log.out"
cat >"$tmp/log.want" <<END
date,game,start,first,second,winner,moves,hints,level,misere,end,left,takebacks,edits,continued,series,score
DATE,nim,1 2,you,computer,you,3,0,perfect,no,finished,-,0,0,no,-,-
DATE,nim,1 2,you,computer,you,3,0,perfect,no,finished,-,0,0,no,-,-
DATE,nim,3 4 5,Ann,Bob,Ann,3,off,-,no,finished,-,0,0,no,-,-
END
cmp -s "$tmp/log.out" "$tmp/log.want"; r=$?
ok $r "the log: the header, then a line for each finished game"
[ $r -eq 0 ] || diag "$(cat "$tmp/log.csv")"
"$SPRAGUE" results "$tmp/log.csv" >"$tmp/league" 2>&1
grep -q "^Ann  *1  *1  *0$" "$tmp/league" &&
    grep -q "^you  *2  *2  *0$" "$tmp/league"
ok $? "sprague results reads it"

# A file that is not a results log is refused before the game starts,
# and left as it was.
printf 'name,score\nAnn,3\n' >"$tmp/other.csv"
cp "$tmp/other.csv" "$tmp/other.keep"
start C.UTF-8 xterm-256color play nim 1 2 --results "$tmp/other.csv"
expect "a file that is not a log is refused" "line 1: not a results log"
expect_exit 2 "with status 2"
cmp -s "$tmp/other.csv" "$tmp/other.keep"
ok $? "and left untouched"
# Damaged while the game goes on: the game ends, the log stays as it is.
start C.UTF-8 xterm-256color play nim 1 2 --results "$tmp/late.csv"
wait_for "| your turn | move 1 |" >/dev/null
cp "$tmp/other.keep" "$tmp/late.csv"
keys Down 1 Enter
wait_for "| your turn | move 3 |" >/dev/null
keys Enter
expect "the game ends" "You won!"
expect "the log is not written" "Not in the results log: $tmp/late.csv: line 1: not"
keys q
expect_exit 0 "q ends the program"
cmp -s "$tmp/late.csv" "$tmp/other.keep"
ok $? "a damaged log is never written to"

# The menu's setting: the results log in the current directory; a file
# there that is not a log is refused.
mkdir -p "$tmp/menu"
printf 'name,score\n' >"$tmp/menu/sprague-results.csv"
menu_in() {
	tm kill-session -t game >/dev/null 2>&1
	tm new-session -d -s game -x 80 -y 24 -c "$1" "env LANG=C.UTF-8 \
TERM=xterm-256color SPRAGUE_DATADIR='$SPRAGUE_DATADIR' '$SPRAGUE'; echo \
\"exit status \$?\"; exec sleep 600"
	tm set-option -t game status off >/dev/null
	wait_for "Choose a game:" >/dev/null
	menu_game nim
	keys Up Enter
	wait_for "Type a position for nim" >/dev/null
	keys "1 2" Enter
	wait_for "Who plays?" >/dev/null
}
menu_in "$tmp/menu"
expect "the menu offers a results log" "results: not kept (Enter: a line \
for each game in sprague-results.csv)"
keys Down Down Down Down Down Down Down Enter
expect "a file there that is not a log is refused" \
    "sprague-results.csv: line 1: not a results log"
expect "and the log stays off" "results: not kept"
keys q
expect_exit 0 "q ends the program"
rm "$tmp/menu/sprague-results.csv"
menu_in "$tmp/menu"
keys Down Down Down Down Down Down Down Enter
expect "Enter: the results go to the log" "results: a line for each game in \
sprague-results.csv (Enter: off)"
keys Up Up Up Up Up Up Up Enter
wait_for "How well does the computer play?" >/dev/null
keys Enter
wait_for "| your turn | move 1 |" >/dev/null
keys Down 1 Enter
wait_for "| your turn | move 3 |" >/dev/null
keys Enter
expect "the game ends" "You won!"
expect "in the log" "The game is in the results log sprague-results.csv."
keys q
expect_exit 0 "q ends the program"
[ "$(sed -n '1p' "$tmp/menu/sprague-results.csv")" = \
    "date,game,start,first,second,winner,moves,hints,level,misere,end,left,\
takebacks,edits,continued,series,score" ] &&
    [ "$(sed -n '2p' "$tmp/menu/sprague-results.csv" | cut -d, -f2-)" = \
    "nim,1 2,you,computer,you,3,0,perfect,no,finished,-,0,0,no,-,-" ] &&
    [ "$(wc -l <"$tmp/menu/sprague-results.csv")" -eq 2 ]
ok $? "the menu's log has the header and the game"

done_testing
