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

# marks LINES GLYPHS: how many of the characters GLYPHS (a bracket
# expression's list) the screen has on lines LINES (sed's "3,5").
marks() {
	screen
	sed -n "$1p" "$tmp/screen" | grep -o "[$2]" | wc -l | tr -d ' '
}

# v: every move of the position marked at once, in UTF-8 and in ASCII.
for lang in C.UTF-8 C; do
	start $lang xterm-256color play nim 3 4 5
	wait_for "| your turn | move 1 |" >/dev/null
	keys v
	expect_text "nim 3 4 5 ($lang): v says the values of all 12 moves" \
	    "1 of 12 wins: take 2 from heap 1, leaving 1 4 5 (remoteness 10)."
	if [ $lang = C ]; then set -- WL; else set -- ✓✗; fi
	n=$(marks 3,5 "$1")
	ok $([ "$n" = 12 ]; echo $?) "nim 3 4 5 ($lang): 12 marks for 12 \
moves ($n)"
	# The selection (the last stone of heap 1, taken by the move chosen)
	# keeps its mark: reverse video over the value's symbol.
	if [ $lang = C ]; then
		expect "nim ($lang): the selected stone keeps its mark" \
		    "heap 1    3  L W L"
	else
		expect "nim ($lang): the selected stone keeps its mark" \
		    "heap 1    3  ✗ ✓ ✗"
	fi
	keys Left
	expect_status "nim ($lang): the selection moves over the marks" \
	    "nim | your turn | move 1 | nim 3 4 5"
	n=$(marks 3,5 "$1")
	ok $([ "$n" = 12 ]; echo $?) "nim 3 4 5 ($lang): after Left, still 12 \
marks ($n)"
	leave "nim ($lang): q ends the program"
done

# Kayles 5 3: a take of one coin marked on the coin (coin 1 too), a take
# of two between the two coins, with a symbol of its own; 14 moves on the
# board, 8 positions (twins counted once).
start C.UTF-8 xterm-256color play kayles 5 3
wait_for "| your turn | move 1 |" >/dev/null
keys v
expect_text "kayles 5 3: v tells a pair's mark apart" \
    "(✓ wins, ✗ loses; ✔ and ✘ between two coins: the move takes both): 2 of \
8 win"
expect "kayles 5 3: coin 5 loses, taking coins 4 and 5 wins" "1: ✗✔✗✔✗✔✗✔✗"
n=$(marks 3 "✓✗✔✘")
ok $([ "$n" = 14 ]; echo $?) "kayles 5 3: 14 marks for 14 moves ($n)"
leave "kayles: q ends the program"

# The circle of 10: 10 single coins and 10 pairs, in ASCII.
start C xterm-256color play circle 10
wait_for "| your turn | move 1 |" >/dev/null
keys v
expect_text "circle 10: the 20 moves are 2 up to twins, and lose" \
    "all 2 lose."
expect_text "circle 10: the marks and the twins said" \
    "20 marks on the board; twins"
ok $([ "$(marks 3,16 L)" = 10 ] && [ "$(marks 3,16 l)" = 10 ]; echo $?) \
    "circle 10 (ASCII): 10 marks L on the coins, 10 l between them"
expect_text "circle 10: the longest defence" "The longest defence: take coin"
leave "circle: q ends the program"

# v twice: each move's length on its mark where the board has room (heaps,
# rows, the circle), the same number the line under the board says.
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "nim 3 4 5: v v writes each move's length on its mark" \
    "heap 1    3  ✗10 ✓11 ✗12"
expect "nim 3 4 5: heap 3's marks with their lengths" \
    "heap 3    5  ✗8  ✗8  ✗8  ✗8  ✗10"
expect_text "nim 3 4 5: the mark agrees with the line under the board" \
    "✓ wins in 11 moves: take 2 from heap 1, leaving 1 4 5"
keys v
expect "nim 3 4 5: a third v hides the values" "heap 1    3  ● ● ×"
leave "nim 3 4 5 (v v): q ends the program"

start C xterm-256color play nim 3 4 5
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "nim 3 4 5 (ASCII): W and L with the lengths" "heap 1    3  L10 W11 L12"
leave "nim 3 4 5 (ASCII): q ends the program"

start C.UTF-8 xterm-256color play nim 2 3 --misere
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "nim 2 3 misere: the lengths on the marks" "heap 2    3  ✗3 ✗3 ✓4"
expect_text "nim 2 3 misere: the same under the board" \
    "✓ wins in 4 moves: take 1 from heap 2, leaving 2 2"
leave "nim 2 3 misere: q ends the program"

# Rows: each coin's mark and each pair's (between two coins) numbered.
start C.UTF-8 xterm-256color play kayles 5 3
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "kayles 5 3: the coins and the pairs with their lengths" \
    " 1: ✗6 ✔7 ✗8 ✔7 ✗8 ✔7 ✗8 ✔7 ✗6      2: ✗8 ✘6 ✗8 ✘6 ✗8"
expect_text "kayles 5 3: the line under agrees" "✓ wins in 7 moves"
leave "kayles 5 3 (v v): q ends the program"

# The circle: the lengths around the ring (the pairs inside it).
start C.UTF-8 xterm-256color play circle ooooooo.
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "circle ooooooo.: coin 4's win in 7 on the ring" "✓7"
expect "circle ooooooo.: the pair 2-3's win in 5 on the ring" "✔5"
expect_text "circle ooooooo.: the line under agrees" \
    "✓ wins in 5 moves: take coins 2 and 3"
leave "circle ooooooo. (v v): q ends the program"

# Chomp's squares: each square's move with its length, the squares set
# apart when a length takes two digits.
start C.UTF-8 xterm-256color play chomp 4x3
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "chomp 4x3: the winning square with its length" "     ✗2 ✗6 ✓7 ✗8"
expect_text "chomp 4x3: the line under agrees" \
    "✓ wins in 7 moves: take the square at column 3, row 2"
leave "chomp 4x3 (v v): q ends the program"
start C.UTF-8 xterm-256color play chomp 6 5 5 3 2
tm resize-window -t game -x 60 -y 18
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "60x18 chomp 6 5 5 3 2: two-digit lengths, the squares apart" \
    " 1   ☠   ✗2  ✓11 ✗12 ✗12"
leave "60x18 chomp (v v): q ends the program"

# At 60x18: the rows keep their lengths and the board its lines (the
# words under it end in an ellipsis); a ring too small for them keeps its
# marks, and the words say the lengths.
start C.UTF-8 xterm-256color play kayles 5 3 10
tm resize-window -t game -x 60 -y 18
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "60x18 kayles 5 3 10: row 1 with its lengths" \
    " 1: ✓15 ✘14 ✗16 ✘14 ✗16 ✘14 ✗16 ✘14 ✓15"
expect "60x18 kayles 5 3 10: row 3 drawn too" " 3: ✗18 ✘16"
leave "60x18 kayles (v v): q ends the program"
start C.UTF-8 xterm-256color play circle 10
tm resize-window -t game -x 60 -y 18
wait_for "| your turn | move 1 |" >/dev/null
keys v v
expect "60x18 circle 10: the ring drawn with its marks" "9 ✗  ✘  ✘   ✘  ✘  ✗ 3"
expect_text "60x18 circle 10: the lengths under the board" "✗ loses in 8 moves"
leave "60x18 circle 10 (v v): q ends the program"

# A hint that searches: Chomp's largest shapes are searched position by
# position (some 180000 below this one, a second or more), with the
# progress bar; Esc stops the search and the game goes on.  The bar shows
# at once here (SPRAGUE_PROGRESS_DELAY=0) and Esc is typed with h, so the
# search is stopped at its first report however fast the machine.
SPRAGUE_PROGRESS_DELAY=0
start C.UTF-8 xterm-256color play chomp 10 10 10 10 10 10 10 10 10 9
SPRAGUE_PROGRESS_DELAY=
wait_for "| your turn | move 1 |" >/dev/null
keys h Escape
expect "chomp: Esc stops the hint's search" "No hint: stopped"
expect_status "chomp: the game goes on after the stop" \
    "chomp | your turn | move 1 | chomp 10 10 10 10 10 10 10 10 10 9"
want=$("$SPRAGUE" solve chomp 10 10 10 10 10 10 10 10 10 9 |
    sed -n 's/^  //p' | head -1)
keys h
wait=$UI_WAIT
UI_WAIT=300
expect_text "chomp: the hint after the stop, as solve gives it" "$want"
UI_WAIT=$wait
keys Enter
expect "chomp: a move after the stop" "You: take the square"
leave "chomp (stopped search): q ends the program"

# Grundy's game: the hint of a heap of 200000 computes the values of every
# heap below it (seconds); its reports come often enough for Esc.
SPRAGUE_PROGRESS_DELAY=0
start C.UTF-8 xterm-256color play grundy 200000
SPRAGUE_PROGRESS_DELAY=
wait_for "| your turn | move 1 |" >/dev/null
keys h Escape
expect "grundy 200000: Esc stops the hint's values" "No hint: stopped"
expect_status "grundy 200000: the game goes on after the stop" \
    "grundy | your turn | move 1 | grundy 200000"
leave "grundy 200000 (stopped values): q ends the program"

# Cutting: each cut's value on the frame where the cut starts.
start C.UTF-8 xterm-256color play cutting 4x3
wait_for "| your turn | move 1 |" >/dev/null
keys v
expect "cutting 4x3: the cuts down marked on the top edge" "┌─✗─✓─✗─┐"
leave "cutting: q ends the program"

# The moves page: the chart of the game's values, with its mistake.
for lang in C.UTF-8 C; do
	start $lang xterm-256color play nim 3 4 5 --players Ann,Bob
	wait_for "| Ann's turn | move 1 |" >/dev/null
	keys Enter
	wait_for "| Bob's turn | move 2 |" >/dev/null
	keys Enter
	wait_for "| Ann's turn | move 3 |" >/dev/null
	keys Enter
	wait_for "| Bob's turn | move 4 |" >/dev/null
	keys m
	expect "moves page ($lang): the chart's title" \
	    "The value history, one column a move"
	if [ $lang = C ]; then set -- "W W L" "#"; else set -- "✓ ✓ ✗" "█"; fi
	expect "moves page ($lang): the mover's value at each move" \
	    "value         |$1"
	expect "moves page ($lang): the first move marked a mistake" \
	    "mistakes      |!"
	expect "moves page ($lang): the remoteness as bars" \
	    "remoteness    |$2 $2 $2"
	expect "moves page ($lang): the moves numbered" "move          |1"
	expect_text "moves page ($lang): the mistake in words too" \
	    "a mistake: the position was won and is now lost"
	keys Escape
	leave "moves page ($lang): q ends the program"
done

done_testing
