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

# Projector mode at 160x45: e shows the table in block digits, centred,
# from its first step, and at the last the move in block letters.
start C.UTF-8 xterm-256color play --big nim 3 4 5
tm resize-window -t game -x 160 -y 45
wait_for "| your turn | move 1 |" >/dev/null
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
expect "v again hides them" "The values of the moves are hidden."
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
expect "it says how to go back" "u at this position goes back"
keys u
expect_status "u goes back to the game before" \
    "nim | your turn | move 1 | nim 3 4 5"
keys i Escape
expect "Esc leaves the position as it was" "The position is as it was."
keys q
expect_exit 0 "q ends the program"

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

done_testing
