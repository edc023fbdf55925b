#!/bin/sh
# ui-boards.sh: the boards as a new player meets them, in a real terminal:
# each fault once found by playing, kept away.  The move being chosen
# always shows what Enter will do; a key that cannot apply says why; the
# board stays put; the end of the game says why it ended.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# The multiplication game: a 0 is refused, not a crash; a product past
# the target wins for a person as it does for the computer.
start C.UTF-8 xterm-256color play multiply 1000 144
expect_status "multiply: the board starts" \
    "multiply | your turn | move 1 | multiply 1000 144"
keys 0
expect "multiply: 0 is no multiplier, and the board says so" \
    "no multiplier 0 here: 2 to 9"
keys 1 Enter
wait_any "exit status" "Not a move" "You:" >/dev/null
if grep -q "^exit status" "$tmp/screen"; then r=1; else r=0; fi
ok $r "multiply: 1 and Enter after it do not end the program"
start C.UTF-8 xterm-256color play multiply 1000 144
keys 3 7
expect "multiply: digits choose one multiplier, the last typed" \
    "x7 = 1008"
keys Enter
expect "multiply: x7 past the target wins for the person" "You won!"
expect "multiply: the end says why" "You reached the target 1000, which wins."
keys q
expect_exit 0 "multiply: q after the game quits at once"

# Grundy's game: the bar goes where the arrows and digits say.
start C vt100 play grundy 17
expect "grundy: the bar starts near the middle" \
    "heap 1   17  o o o o o o o o|o o o o o o o o o"
keys Right Right
expect "grundy: Right moves the bar right" \
    "heap 1   17  o o o o o o o o o o|o o o o o o o"
keys 9
expect "grundy: a typed 9 puts the bar after 9 stones" \
    "heap 1   17  o o o o o o o o o|o o o o o o o o"
keys 1 5
expect "grundy: 1 then 5 puts it after 15" \
    "heap 1   17  o o o o o o o o o o o o o o o|o o"
leave "grundy: q ends the program"
start C vt100 play grundy 8
keys 4 Enter
expect "grundy: two equal heaps are refused, naming the rule once" \
    "Not a move: the two heaps must differ in size"
keys q
expect_exit 0 "grundy: q before any move quits at once"

# Euclid's game: only the larger number can be lowered; Tab and digits
# never offer a move that does not exist.
start C vt100 play euclid 25 7
expect "euclid: the moves of the larger number" "-7  -14  -21"
keys Tab
expect "euclid: Tab walks the same moves" "-14"
if grep -qF "from 7 (1 to 0 times)" "$tmp/screen"; then r=1; else r=0; fi
ok $r "euclid: no move from the smaller number is offered"
leave "euclid: q ends the program"

# The circle: digits choose a coin; the ring does not move when the hint
# takes lines under it.
start C vt100 play circle 10
expect_status "circle: the board starts" \
    "circle | your turn | move 1 | circle 10"
keys 5
expect "circle: 5 chooses coin 5" "x"
screen
sed -n '3,16p' "$tmp/screen" | tr 'x' 'o' >"$tmp/ring-before"
keys h
expect "circle: h gives the hint" "Every move loses against perfect play."
sed -n '3,16p' "$tmp/screen" | tr 'x*' 'oo' >"$tmp/ring-after"
cmp -s "$tmp/ring-before" "$tmp/ring-after"
ok $? "circle: the ring stays where it was under the hint"
keys Escape 3 Tab
expect "circle: Tab takes two neighbours" "x"
keys Enter
expect "circle: the two coins are taken" "You: take coins 3 and 4"
leave "circle: q ends the program"

# The hint never hides the choice: both show, by symbol and attribute.
start C vt100 play nim 3 4 5
keys h
expect "nim: the hint marks the winning stones, the choice its own" \
    "heap 1    3  o * x"
keys Left
expect "nim: the choice covering them keeps its own symbol" \
    "heap 1    3  o x x"
keys Escape
expect_gone "nim: Esc hides the hint first" "Winning move"
expect "nim: and keeps the choice" "heap 1    3  o x x"
keys Escape
expect "nim: then Esc chooses afresh" "The move is chosen afresh"
expect "nim: one stone again" "heap 1    3  o o x"
keys q
expect "nim: q before any move quits at once" "exit status 0"

# The cutting game ends with a 1x1 piece cut out, and says so.
start C vt100 play cutting 2x1 --first you
keys Enter
expect "cutting: the end names the 1x1 piece" "You cut out a 1x1 piece, which wins."
keys q
expect_exit 0 "cutting: q after the game"

# A large sheet cut in half is lost for the computer, which looks for
# the longest defence: the search of a game this long gives up at its
# limits (it used to go hundreds of moves deep holding every option on
# the way, for minutes and gigabytes), and the computer answers.  So does
# the page of the moves, which gives each move's remoteness where it can.
start C.UTF-8 xterm-256color play cutting 30x30 --first you
keys Enter
expect "cutting 30x30 cut in half: the computer answers" \
    "cutting | your turn | move 3 |"
keys m
expect "and the page of the moves opens" "The value history, one column a move"
keys q
keys q q
expect_exit 0 "cutting 30x30: q closes the page, q q leaves"

# Undo at the end of a game, then redo: back to the end.
start C vt100 play cutting 2x1 --first you
keys Enter
expect "cutting 2x1: the game ends at once" "You won!"
keys u
expect_status "u takes the winning move back" \
    "cutting | your turn | move 1 | cutting 2x1"
keys r
expect "r plays it again, to the end" "You won!"
expect_status "and the game is over again" \
    "cutting | game over | 1 move | cutting 1x1 1x1"
keys q
expect_exit 0 "cutting: q after the game"

# Two people, one of them called My Computer: names are only names
# ("computer" alone is the computer's, no person's).
start C vt100 play nim 1 --players "'My Computer,Bob'"
keys Enter
expect "My Computer the person wins, and is named" "My Computer won!"
if grep -qF "The computer won." "$tmp/screen"; then r=1; else r=0; fi
ok $r "the person called My Computer is not taken for the computer"
keys q
expect_exit 0 "two players: q after the game"

# A finished position is refused in the menu too, with the reason.
start C vt100
expect "the menu lists the games" "Choose a game:"
menu_game euclid
keys Up Enter
expect "euclid: a position can be typed" "Type a position for euclid"
keys "0 7" Enter
expect "a finished position is refused" "this position is already over"
expect "and the position can be typed again" "Type a position for euclid"
keys Escape q
expect_exit 0 "menu: q ends the program"

# Misere play: the table panel says its values are those of normal play,
# and its legend does not call a value 0 lost (heap 0, a finished game, is
# a misere win).
start C vt100 play nim 3 4 5 --misere
keys t
expect "misere: the table says it is the normal play's" \
    "Misere play: these are the values of normal play"
expect "misere: the legend says a value 0 loses in normal play only" \
    "[0] value 0: lost in normal play, not in misere  * a heap on the board"
! grep -qF "a P-position" "$tmp/screen"
ok $? "misere: the legend does not call a value 0 a P-position"
keys Escape q
expect_exit 0 "misere: q before any move quits at once"

# The computer against itself: the end box holds its longest line.
start C vt100 play nim 1 2 --demo
keys Space Space
expect "demo: the game ends" "made the last move"
grep "made the last move" "$tmp/screen" | grep -q '| *$'
ok $? "demo: the box's border stands after the line"
keys q
expect_exit 0 "demo: q after the game"

# A heap too long to draw stone by stone: a bar, and the split chosen in
# figures after it, whole at 80 columns.
start C.UTF-8 xterm-256color play grundy 10000000
expect "a long heap: the split in figures, whole" "4999999+5000001"
keys q
expect_exit 0 "a long heap: q at the start"

# A narrow terminal: the key line keeps help and quit.
start C vt100 play nim 3 4 5
# (Drawn first: a resize while curses starts could go unseen.)
wait_for "nim | your turn" >/dev/null
tm resize-window -t game -x 60 -y 18
expect "60 columns: the key line keeps help and quit" "? help  q quit"
keys q
expect_exit 0 "60 columns: q at the start"

# Chomp: the squares the computer took show under the title, never on it.
start C.UTF-8 xterm-256color play chomp 5x5
keys Up Enter
expect "chomp: the computer answers" "Computer: take"
expect "chomp: the line under the title stands whole" \
    "You against the computer"
keys u
expect "chomp: undo, the move and its reply" "Took back 2 moves."
expect "chomp: the line under the title stands whole after undo" \
    "You against the computer"
keys q
expect_exit 0 "chomp: q at the start"

# The menu: Backspace never goes back to a finished game.
start C vt100 play nim 1
keys Enter
expect "nim 1: one move wins" "You won!"
keys n
expect "n opens the menu" "choose the starting position"
keys BSpace BSpace BSpace
expect "Backspace walks back through the menu" "Choose a game:"
expect_gone "and never back to the finished game" "You won!"
keys q
expect_exit 0 "q in the menu ends the program"

done_testing
