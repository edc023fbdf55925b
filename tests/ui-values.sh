#!/bin/sh
# ui-values.sh: the values of the moves on the board (v), the longest
# defence of a lost position (the hint, the computer's move), and the
# chart of the game on the moves page, in a real terminal.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# Losing well: the hint of a lost position names the longest defence.
start C.UTF-8 xterm-256color play nim 2 2
wait_for "| your turn | move 1 |" >/dev/null
keys h
expect_text "nim 2 2: the hint names the longest defence in words" \
    "The longest defence: take 1 from heap 1, leaving 1 2 (remoteness 3"
leave "nim 2 2: q ends the program"

# The computer, lost, does not hand over an immediate win: no piece of
# width 1 (which would be cut into 1x1 pieces at once).
start C.UTF-8 xterm-256color play cutting 4x3 5x2 --first computer
wait_for "| your turn | move 2 |" >/dev/null
case $(status_line) in
*cutting*1x*|*cutting*x1*) r=1 ;;
*"| your turn | move 2 | cutting"*) r=0 ;;
*) r=1 ;;
esac
ok $r "cutting 4x3 5x2: the computer's defence leaves no piece of width 1 \
($(status_line))"
leave "cutting: q ends the program"

done_testing
