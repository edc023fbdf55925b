#!/bin/sh
# ui-teach.sh: the board as a teacher and a learner use it: the
# explanation and the list of moves, saving, loading and replaying a game,
# two people at one keyboard, the computer against itself, the levels and
# misere play.

# The computer's random choices are the same at every run.
SPRAGUE_SEED=7
export SPRAGUE_SEED

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# Why 1 4 5 answers 3 4 5: the nim-sum in binary on the board.
start C.UTF-8 xterm-256color play nim 3 4 5
expect_status "nim 3 4 5 to play" "nim | your turn | move 1 | nim 3 4 5"
expect "the players and the level above the board" \
    "You against the computer, level perfect"
keys e
expect "e explains: heap 1 is 3, 011" "heap 1   3  011"
expect "heap 2 is 4, 100" "heap 2   4  100"
expect "heap 3 is 5, 101" "heap 3   5  101"
expect "the nim-sum is 2, 010" "nim-sum  2  010"
expect_status "the page's status line keeps the game's" \
    "why | nim | your turn | move 1 | nim 3 4 5"
expect_text "the winning move changes heap 1 to 1" \
    "To win, change heap 1 from value 3 to 3 ^ 2 = 1"
expect_text "and leaves 1 4 5" "take 2 from heap 1, leaving 1 4 5"
keys Escape
expect_status "Esc goes back to the board" \
    "nim | your turn | move 1 | nim 3 4 5"
keys 2 Enter
expect "the move is made" "You: take 2 from heap 1, leaving 1 4 5"
expect_status "and answered" "nim | your turn | move 3 | nim 0 4 5"
keys m
expect "m lists the moves" "1. you: take 2 from heap 1, leaving 1 4 5"
expect "each with its verdict" "winning move (Grundy value 2 -> 0)"
expect "the computer's too" "no winning move existed (Grundy value 0 -> 1)"
keys q

# Saving: s asks for the file, Enter writes it.
expect_status "q leaves the list of moves" \
    "nim | your turn | move 3 | nim 0 4 5"
keys s
expect "s asks where to save" "Save to:  (Enter: sprague-nim.txt)"
keys "oops" C-u
expect "Ctrl-U clears what was typed" "Save to:  (Enter: sprague-nim.txt)"
keys "$tmp/game.txt" Enter
expect "the game is saved" "Saved 2 moves to $tmp/game.txt."
cat >"$tmp/want" <<EOF
sprague-game 1
game: nim
play: normal
start: 3 4 5
player 1: human
player 2: computer
level: perfect
moves: 2
move 1: 1 4 5
move 2: 0 4 5
hints: 1
EOF
cmp -s "$tmp/want" "$tmp/game.txt"
ok $? "the saved file holds the game, the players, every move and the hint"
keys s Escape
expect "Esc does not save" "Not saved."
echo "a letter" >"$tmp/letter.txt"
keys s
keys "$tmp/letter.txt" Enter
expect_text "another file is not replaced at once" \
    "$tmp/letter.txt exists: Enter again replaces it, Esc keeps it."
keys Escape
expect "Esc keeps it" "Not saved."
[ "$(cat "$tmp/letter.txt")" = "a letter" ]
ok $? "and the file is as it was"
keys q
expect_exit 0 "q ends the game"

# Loading: play --load goes on at the last move; saving again gives the
# same file, byte for byte.
start C.UTF-8 xterm-256color play --load "$tmp/game.txt"
expect_status "play --load resumes at the last move" \
    "nim | your turn | move 3 | nim 0 4 5"
expect "with the moves said" "Computer: take 1 from heap 1, leaving 0 4 5"
keys s
expect "saving offers the file loaded" "Save to:  (Enter: $tmp/game.txt)"
keys Enter
expect "saved again" "Saved 2 moves to $tmp/game.txt."
cmp -s "$tmp/want" "$tmp/game.txt"
ok $? "loading and saving again changes no byte"
keys q
expect_exit 0 "q ends the loaded game"

# Replay on the board: step forwards and backwards, each move judged.
start C.UTF-8 xterm-256color replay "$tmp/game.txt"
expect_status "replay opens at the start" \
    "nim | replay | after move 0 of 2 | nim 3 4 5"
keys Right
expect_status "Right steps one move" \
    "nim | replay | after move 1 of 2 | nim 1 4 5"
expect "the move in words" "You: take 2 from heap 1, leaving 1 4 5"
expect "and its verdict" "winning move (Grundy value 2 -> 0)"
keys Right
expect_status "Right again" "nim | replay | after move 2 of 2 | nim 0 4 5"
expect "the second verdict" "no winning move existed (Grundy value 0 -> 1)"
keys Left
expect_status "Left steps back" "nim | replay | after move 1 of 2 | nim 1 4 5"
keys m
expect "m in a replay lists the whole game" \
    "2. the computer: take 1 from heap 1, leaving 0 4 5"
expect "and marks the move on the board, made after a hint" \
    "leaving 1 4 5 (after a hint)   <- the board"
keys Escape
expect_status "Esc: back to the replay" \
    "nim | replay | after move 1 of 2 | nim 1 4 5"
keys s
expect "saving offers the file replayed" "Save to:  (Enter: $tmp/game.txt)"
keys Enter
expect "a replay saves the whole game" "Saved 2 moves to $tmp/game.txt."
cmp -s "$tmp/want" "$tmp/game.txt"
ok $? "saving in the middle of a replay loses no move"
keys Up
expect_status "Up goes to the start" \
    "nim | replay | after move 0 of 2 | nim 3 4 5"
keys Down
expect_status "Down goes to the end" \
    "nim | replay | after move 2 of 2 | nim 0 4 5"
keys Up Right Enter
expect "Enter plays on from the move shown" "Playing on from move 2."
expect_status "and the computer, to move there, answers" \
    "nim | your turn | move 3 | nim 0 4 5"
keys q
expect_exit 0 "q ends the replay"
"$SPRAGUE" replay "$tmp/game.txt" </dev/null >"$tmp/text"
grep -qF "1. you: take 2 from heap 1, leaving 1 4 5" "$tmp/text"
ok $? "replay piped prints the text"

# Two students at one keyboard, with hints for both.
start C.UTF-8 xterm-256color play nim 1 2 --players Ann,Bob
expect "the two names above the board" "Ann against Bob"
expect_status "Ann moves first" "nim | Ann's turn | move 1 | nim 1 2"
keys Down 1 Enter
expect "Ann's move" "Ann: take 1 from heap 2, leaving 1 1"
expect_status "then Bob's turn" "nim | Bob's turn | move 2 | nim 1 1"
keys h
expect "a hint for Bob too" "Every move loses against perfect play."
keys h Enter
# The cursor stays on heap 2, where the last move was made.
expect "Bob's move" "Bob: take 1 from heap 2, leaving 1 0"
keys u
expect_status "u takes back one move between two people" \
    "nim | Bob's turn | move 2 | nim 1 1"
keys r Enter
expect "the last move wins" "Ann won!"
expect "Ann made it" "Ann made the last move: Bob has none left."
keys q
expect_exit 0 "q after two players"

# The computer against itself: p pauses, a key steps.
start C.UTF-8 xterm-256color play nim 3 4 5 --demo
expect "a demonstration" "The computer against itself, level perfect"
keys p
expect "p pauses" "(paused)"
# The timer may have made a move before the pause: read where it stands.
before=$(status_line)
sleep 2
[ "$(status_line)" = "$before" ]
ok $? "paused, nothing moves"
n=${before#*move }
n=${n%% *}
keys x
expect "a key makes the next move" "move $((n + 1)) |"
expect_text "said in words" "Computer $(( (n - 1) % 2 + 1 )): take"
keys p
expect "p goes on, to the end" "Computer 1 won!"
keys q
expect_exit 0 "q after the demonstration"

# --delay: the demonstration's pace.  Nim 7 7 7 7 7 takes several moves;
# at a fifth of a second each it is over in a few seconds (the default
# pace, a second and a half, would need ten or more).
start C.UTF-8 xterm-256color play nim 7 7 7 7 7 --demo --delay 0.2
expect "--delay 0.2: the demonstration runs fast" "won!"
keys q
expect_exit 0 "q after the fast demonstration"

# --step: the computer moves only on a key.
start C.UTF-8 xterm-256color play nim 3 4 5 --demo --step
expect "--step: the demonstration waits" "(paused)"
sleep 2
expect_status "--step: nothing moves by itself" \
    "nim | computer 1's turn | move 1 | nim 3 4 5"
keys x
expect "--step: a key makes the next move" "move 2 |"
leave "q after the stepped demonstration"

# A learner climbs: beat the beginner, then the same position one level up.
start C.UTF-8 xterm-256color play nim 1 --level beginner
expect "the level is shown" "You against the computer, level beginner"
keys Enter
expect "the learner wins" "You won!"
expect "and is offered the next level" "+ the same position at level casual"
keys +
expect "the next level" "You against the computer, level casual"
expect_status "the same position again" "nim | your turn | move 1 | nim 1"
keys q
expect_exit 0 "q after climbing"

# Misere play: the last move loses.
start C.UTF-8 xterm-256color play nim 1 1 1 --misere
expect "misere play is shown" "misere play: the last move loses"
expect_status "and on the status line" \
    "nim misere | your turn | move 1 | nim 1 1 1"
keys h
expect "the hint follows misere play" "Every move loses against perfect play."
keys h e
expect_text "e gives Nim's misere rule" "Nim's misere rule"
keys Escape Enter
expect "the computer leaves you the last stone" \
    "Computer: take 1 from heap 3, leaving 0 1 0"
keys Enter
expect "taking the last stone loses" "The computer won."
keys q
expect_exit 0 "q after misere play"

start C.UTF-8 xterm-256color play circle 7 --misere --level strong
expect "a searched game in misere play" \
    "You against the computer, level strong; misere play"
keys e
expect_text "e says it was searched" "searched move by move"
keys q q
expect_exit 0 "q after misere circle"

start C.UTF-8 xterm-256color play kayles 3 2 --misere --level strong
expect "misere kayles" \
    "You against the computer, level strong; misere play"
keys e
expect_text "e gives the misere quotient" "quotient"
keys q q
expect_exit 0 "q after misere kayles"

# The menu: the rule is a line under who plays.
start C.UTF-8 xterm-256color
expect "the menu" "Choose a game:"
keys Enter Enter
expect "who plays" "Who plays?"
expect "normal play at first" "rule: normal play, the last move wins"
# Eight lines: four choices, the rule, the learner, hints, results.
keys Up Up Up Up Enter
expect "Enter on the rule switches to misere" \
    "rule: misere play, the last move loses"
keys Down Down Down Down Enter
expect "the level" "How well does the computer play?"
keys Down Down Down Enter
expect "a misere game against the beginner" \
    "You against the computer, level beginner; misere play"
expect_status "on the status line" "nim misere | your turn | move 1 | nim 3 4 5"
keys q
expect_exit 0 "q after the menu's misere game"

# The menu: two players type their names.
start C.UTF-8 xterm-256color
wait_for "Choose a game:"
keys Enter Enter
expect "who plays, again" "Who plays?"
keys Down Down Enter
expect "two players are asked their names" "Two players: their names"
keys "Ann Bob" Enter
expect "names without a comma are refused" \
    'players "Ann Bob": must be two names with a comma between'
keys BSpace BSpace BSpace BSpace ",Bob" Enter
expect_status "the names on the status line" \
    "nim | Ann's turn | move 1 | nim 3 4 5"
expect "and above the board" "Ann against Bob"
keys q
expect_exit 0 "q after naming the players"

done_testing
