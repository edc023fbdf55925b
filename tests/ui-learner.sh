#!/bin/sh
# ui-learner.sh: --learner on the board.  A move that gives a won
# position away is told at once, before the computer answers: what it
# left (the nim-sum, not 0) and a winning move that was there, the one
# the explanation makes (in the part with the nim-sum's leftmost 1).  The
# reply waits for Enter; u takes the slip back.

SPRAGUE_SEED=7
export SPRAGUE_SEED

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# Nim 3 4 5: Enter takes 1 from heap 1, leaving 2 4 5 (nim-sum 3).
start C.UTF-8 xterm-256color play nim 3 4 5 --learner
expect_status "nim 3 4 5 with a learner" \
    "nim | your turn | move 1 | nim 3 4 5"
keys Enter
expect_text "the slip is told at once, with the nim-sum it left" \
    "That move gives the win away: it leaves 2 4 5, whose nim-sum is 3, not 0"
expect_text "and a winning move that was there" \
    "A winning move was: take 2 from heap 1, leaving 1 4 5 (nim-sum 0)."
expect_text "Enter lets the computer answer, u takes it back" \
    "Enter: the computer answers; u takes it back."
# The computer has not answered, and does not on its own.
sleep 1
expect_status "the reply waits" "nim | computer's turn | move 2 | nim 2 4 5"
screen
! grep -q "Computer:" "$tmp/screen"
ok $? "no reply on the board yet"
keys Right
expect_text "another key says what waits" \
    "Your move gave the win away: Enter lets the computer answer"
keys Enter
expect "Enter: the computer answers" "Computer: "
wait_for "| your turn | move 3 |" >/dev/null
case $(status_line) in
*"nim | your turn | move 3 |"*) r=0 ;;
*) r=1 ;;
esac
ok $r "and it is the learner's turn again"
leave "q q leaves"

# u takes the slip back before any reply.
start C.UTF-8 xterm-256color play nim 3 4 5 --learner
wait_for "| your turn | move 1 |" >/dev/null
keys Enter
expect "a slip" "That move gives the win away"
keys u
expect_status "u takes the slip back, no reply made" \
    "nim | your turn | move 1 | nim 3 4 5"
expect "and says so, counting the one move" "Took back 1 move."
keys 2 Enter
expect "a winning move is not a slip" "You: take 2 from heap 1, leaving 1 4 5"
expect_status "and the computer answers at once" \
    "nim | your turn | move 3 | nim 0 4 5"
leave "q q leaves"

# Grundy's game 7 4 6, in ASCII: the winning move told is the argument's
# (heap 3, the one with the 1, from value 1 to 0), not the first the
# theory lists (a move up in heap 1).
start C vt100 play grundy 7 4 6 --learner
wait_for "| your turn | move 1 |" >/dev/null
keys Down Down Left Enter
expect_text "grundy: splitting heap 3 into 1 and 5 is a slip" \
    "it leaves 7 4 1 5, whose nim-sum is 2, not 0"
expect_text "the winning move in the part with the 1" \
    "A winning move was: split heap 3 into 2 and 4, leaving 7 4 2 4 (nim-sum 0)."
expect_status "the reply waits" \
    "grundy | computer's turn | move 2 | grundy 7 4 1 5"
leave "q q leaves"

# A sum of games: the nim-sum of the parts' values.
start C vt100 play sum kayles 2 + nim 3 --learner
wait_for "| your turn | move 1 |" >/dev/null
keys Enter
expect_text "sum: the slip and what it left" \
    "it leaves kayles 1 + nim 3, whose nim-sum is 2, not 0"
expect_text "the winning move in the part with the 1" \
    "A winning move was: in nim 3 (part 2): take 1 from heap 1, leaving kayles 2 + nim 2 (nim-sum 0)."
leave "q q leaves"

done_testing
