#!/bin/sh
# ui-sum.sh: a sum of different games on the board, in a real terminal:
# the computer's reply in the right part, the status line in the sum's
# notation, each part on its own board with its own keys, a person's
# move in each kind of part, the values of the moves, the hint and the
# explanation across the parts, and the game saved and read back.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

start C.UTF-8 xterm-256color play sum nim 3 4 + kayles 5 + grundy 9 \
    --first computer
expect_text "the computer's reply is in the part it names" \
    "Computer: in nim 3 4 (part 1): take 2 from heap 1, leaving nim 1 4 + kayles 5 + grundy 9"
expect_status "the status line shows the sum" \
    "sum | your turn | move 2 | sum nim 1 4 + kayles 5 + grundy 9"
expect "the first part on its own board, with its value" \
    "1. nim 1 4  (value 5)"
expect "the second part on a board of rows of coins" "2. kayles 5  (value 4)"
expect "the third part on a board of heaps" "3. grundy 9  (value 1)"
expect "the part with the keys says Tab goes on" "Tab next game  Up/Down heap"
leave "q leaves"

# A person's move in each kind of part: Tab to the next part (PgDn where
# the part's own model takes Tab, as the coins of Kayles do), the part's
# own keys, the computer's reply.
start C.UTF-8 xterm-256color play sum nim 3 4 + kayles 5 + grundy 9
wait_for "| your turn | move 1 |" >/dev/null
keys v
expect_text "v: the values of every move of the sum, twins once" \
    "1 of 16 wins: in nim 3 4 (part 1): take 2 from heap 1"
expect "v: every part marks its moves" "heap 1    9  ● ✗ ✗ ✗ ✗"
expect "v: every coin and pair of Kayles' row marked" "1: ✗✘✗✘✗✘✗✘✗"
expect_text "v: the marks more than the moves, said" "20 marks on the board"
keys v Tab
expect "Tab: Kayles has the keys, its own Tab kept" \
    "PgDn next game  arrows or digits: coin  Tab: one or more coins"
keys PageDown
expect "PgDn: Grundy's game has the keys" "Left/Right or digits: where"
keys Enter
expect_text "a split in the part of Grundy's game" \
    "You: in grundy 9 (part 3): split heap 1 into 4 and 5"
wait_for "| your turn | move 3 |" >/dev/null
keys Tab
expect "Tab from the last part goes round to the first" \
    "Tab next game  Up/Down heap  Left/Right or digits: how many"
leave "q leaves the game of parts"

# start_in DIR ARGS...: as start, the program's directory DIR (where a
# saved game goes).
start_in() {
	dir=$1
	shift
	tm kill-session -t game >/dev/null 2>&1
	cmd="env LANG=C.UTF-8 LC_ALL= TERM=xterm-256color"
	cmd="$cmd SPRAGUE_DATADIR='$SPRAGUE_DATADIR'"
	cmd="$cmd '$SPRAGUE' $*; echo \"exit status \$?\"; exec sleep 600"
	tm new-session -d -s game -x 80 -y 24 -c "$dir" "$cmd"
	tm set-option -t game status off >/dev/null
}

mkdir "$tmp/play" || exit 1
start_in "$tmp/play" play sum kayles 4 + nim 2 --first you
wait_for "| your turn | move 1 |" >/dev/null
keys h
expect_text "the hint gives a move in each part that has one" \
    "in nim 2 (part 2): take 1 from heap 1"
expect_text "the hint's move may raise a part's value" \
    "in kayles 4 (part 1): take 2 coins from the end of row 1"
keys Escape e
expect_text "the explanation: the parts' values and their nim-sum" \
    "kayles 4 1 01 nim 2 2 10 -- nim-sum 3 11"
keys Escape
wait_for "| your turn | move 1 |" >/dev/null
# The moves of kayles 4 come first, in the order of its own game.
keys 3 Enter
expect_text "a move chosen by its number" \
    "You: in kayles 4 (part 1): take coin 3 of row 1, leaving kayles 2 1 + nim 2"
wait_any "| move 3 |" "game over" >/dev/null
case $(status_line) in
*"your turn | move 3 |"*) r=0 ;;
*) r=1 ;;
esac
ok $r "the computer answers"
keys s Enter
expect "s saves the game" "Saved 2 moves to sprague-sum.txt"
leave "q leaves the saved game"
"$SPRAGUE" replay "$tmp/play/sprague-sum.txt" >"$tmp/replay" 2>&1 &&
    grep -q "in kayles 4 (part 1): take coin 3 of row 1" "$tmp/replay"
ok $? "the saved sum replays"
start C.UTF-8 xterm-256color play --load "$tmp/play/sprague-sum.txt"
expect "play --load goes on from the saved sum" "| your turn | move 3 |"
leave "q leaves the loaded game"

# Every-SG: a turn enters one move in each part that can move, then the
# whole is made; the computer answers with a move in every part.
start C.UTF-8 xterm-256color play sum --every nim 3 + grundy 9 \
    --first you --level perfect
expect "sum --every opens on the sum board" "| your turn | move 1 |"
expect "the title says every part that can move moves each turn" \
    "games side by side: each turn, every one that can move moves"
expect "a part's header shows its step count, won or lost" \
    "2. grundy 9  (step count 5, won)"
expect "nim 3: one step to a finished part, won" "1. nim 3  (step count 1, won)"
keys h
expect_text "the hint says what a winning move does to the step counts" \
    "The largest step count, 5, is odd; to win, leave an even one:"
keys h
keys Enter
expect_text "Enter keeps the first part's move and names the parts to move" \
    "Move in game 1 kept; still to move: game 2."
keys Enter
expect_text "the second Enter makes the move of the whole" \
    "You: in nim 3 (part 1): take 1 from heap 1; in grundy 9 (part 2):"
wait_any "| move 3 |" "game over" >/dev/null
case $(status_line) in
*"your turn | move 3 |"*) r=0 ;;
*) r=1 ;;
esac
ok $r "the computer answers with a move in every part"
leave "q leaves the Every-SG game"

done_testing
