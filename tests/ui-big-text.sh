#!/bin/sh
# ui-big-text.sh: projector mode (--big) beyond the boards, in a real
# terminal, in English and in Japanese, at 80x24 and larger: the table
# panel's numbers, the game-over box's banner, practice's and a lesson's
# answers are drawn in the block font and fit the screen (the legend, the
# keys and the status line still there, a box straight); where the lines
# are too few, the normal size and a line saying so.  Without --big none
# of them draws a block.

. "$SRCDIR/tests/lib.sh"

catalogs

. "$SRCDIR/tests/tmux.sh"

data=$tmp/data
mkdir -p "$data"
tm set-environment -g XDG_DATA_HOME "$data"

# glyph NAME: the rows of a glyph of the block font (font.c), inked
# cells as the terminal shows them.
glyph() {
	case $1 in
	tick) printf '%s\n' "    █" "   ██" "█ ██ " "███  " " █   " ;;
	cross) printf '%s\n' "█   █" " █ █ " "  █  " " █ █ " "█   █" ;;
	3) printf '%s\n' "███" "  █" "███" "  █" "███" ;;
	9) printf '%s\n' "███" "█ █" "███" "  █" "███" ;;
	esac
}

# columns FILE: each character of FILE as one byte a column: a block
# "#", a wide (CJK) character "..", any other "." (the screen's symbols
# all take one column).
columns() {
	LC_ALL=C sed -e 's/\xe2\x96\x88/#/g' \
	    -e 's/[\xe3-\xe9\xef][\x80-\xbf][\x80-\xbf]/../g' \
	    -e 's/[\xe0-\xef][\x80-\xbf][\x80-\xbf]/./g' \
	    -e 's/[\xc0-\xdf][\x80-\xbf]/./g' "$1"
}

# has_glyph: the screen shows the glyph of $tmp/glyph.
has_glyph() {
	screen
	columns "$tmp/screen" >"$tmp/screen.c"
	LC_ALL=C awk 'NR == FNR { sub(/ +$/, ""); g[n++] = $0; next }
	    { s[m++] = $0 }
	    END {
		for (i = 0; i + n <= m; i++) {
			line = s[i]; off = 0
			while ((p = index(line, g[0])) > 0) {
				c = off + p
				for (k = 1; k < n; k++)
					if (substr(s[i + k], c,
					    length(g[k])) != g[k])
						break
				if (k == n)
					exit 0
				off += p
				line = substr(line, p + 1)
			}
		}
		exit 1
	    }' "$tmp/glyph" "$tmp/screen.c"
}

# shows_glyph NAME GLYPH: the screen shows GLYPH in blocks, its rows on
# consecutive lines in the same columns (waiting for it).
shows_glyph() {
	glyph "$2" >"$tmp/glyph.u"
	columns "$tmp/glyph.u" >"$tmp/glyph"
	i=0
	until has_glyph; do
		i=$((i + 1))
		[ $i -ge $((UI_WAIT * 10)) ] && break
		sleep 0.1
	done
	has_glyph
	r=$?
	ok $r "$1"
	[ $r -eq 0 ] || diag "no block $2 on the screen:" "$(cat "$tmp/screen")"
}

# block_lines: how many lines of the screen hold a block.
block_lines() {
	screen
	grep -c '█' "$tmp/screen"
}

# expect_blocks NAME N: N lines of the screen hold blocks.
expect_blocks() {
	n=$(block_lines)
	[ "$n" -eq "$2" ]
	ok $? "$1"
	[ "$n" -eq "$2" ] || diag "wanted $2 lines of blocks, got $n:" \
	    "$(cat "$tmp/screen")"
}

# fits NAME COLUMNS: the screen within COLUMNS, its last line the status
# line (a game's or a screen's).
fits() {
	screen
	w=$(LC_ALL=C.UTF-8 wc -L <"$tmp/screen")
	[ "$w" -le "$2" ]
	ok $? "$1: within $2 columns ($w)"
}

# The words each language shows: the table's legend, a person's win,
# the computer's, a lesson's "right", the notes of the game-over box and
# of practice not drawn big.
while IFS='@' read -r ln legend won lost right boxnote prnote; do
	UI_LANGUAGE=$ln

	# The table: the heap numbers and values in blocks, a header row
	# and two rows of five at 80x24 (nim 3 4 5: heap 3 is 3, with its
	# star), three rows at 100x30; the legend and keys still there.
	start C.UTF-8 xterm-256color play nim 3 4 5 --big
	wait_for "nim 3 4 5" >/dev/null
	keys t
	expect "$ln: the table opens" "$legend"
	expect_blocks "$ln: table at 80x24: a header and two rows of blocks" 15
	shows_glyph "$ln: table: the value 3 in block digits" 3
	fits "$ln: table at 80x24" 80
	case $(status_line) in
	*"| nim 3 4 5") r=0 ;;
	*) r=1 ;;
	esac
	ok $r "$ln: table: the status line stays"
	tm resize-window -t game -x 100 -y 30
	expect "$ln: table at 100x30: the legend" "$legend"
	expect_blocks "$ln: table at 100x30: a header and three rows" 20
	shows_glyph "$ln: table at 100x30: heap 9 in blocks" 9
	fits "$ln: table at 100x30" 100
	keys PPage NPage
	expect "$ln: PgDn pages on by the rows shown" "$legend"
	keys Escape q

	# The game-over box: its banner, the words under it, straight.
	start C.UTF-8 xterm-256color play nim 1 --big
	wait_for "nim 1" >/dev/null
	keys Enter
	expect "$ln: the game is over" "$won"
	screen
	n=$(grep '│' "$tmp/screen" | grep -c '█')
	[ "$n" -eq 5 ]
	ok $? "$ln: the box opens with five lines of blocks ($n)"
	[ "$(box_widths | wc -l)" -eq 1 ]
	ok $? "$ln: the box is straight"
	fits "$ln: box at 80x24" 80
	case $ln in
	ja) shows_glyph "$ln: a person won: a big tick" tick ;;
	*) expect "$ln: the winner's line in blocks" "█ █  █  █ █" ;;
	esac
	keys q

	# The computer won: a big cross, in a series with the score.
	start C.UTF-8 xterm-256color play nim 1 1 --big --best-of 3
	wait_for "nim 1 1" >/dev/null
	keys Enter
	expect "$ln: the computer won" "$lost"
	shows_glyph "$ln: a loss to the computer: a big cross" cross
	keys q

	# Not the lines for the banner (60x18, a box of eleven lines): the
	# normal size, and a line saying how many it needs.
	start C.UTF-8 xterm-256color play nim 3 4 5 --big
	tm resize-window -t game -x 60 -y 18
	wait_for "nim 3 4 5" >/dev/null
	keys h i C-u "1 0 0" Enter
	wait_for "nim 1 0 0" >/dev/null
	keys Enter
	expect "$ln: a box too tall: the note" "$boxnote"
	[ -z "$ln" ] && expect_text "$ln: it says the lines it needs" \
	    "needs 20 lines."
	expect_blocks "$ln: and no block" 0
	keys q

	# Practice: a wrong answer, a big cross; a value typed in blocks,
	# then a big tick with the value.
	tm set-environment -g SPRAGUE_SEED 7
	start C.UTF-8 xterm-256color practice --big --name Ann nim
	wait_for "nim 2 2" >/dev/null
	keys n
	shows_glyph "$ln: practice: a wrong answer, a big cross" cross
	fits "$ln: practice at 80x24" 80
	keys Enter
	wait_for "nim 2 2 1" >/dev/null
	keys Down Down Enter
	wait_for "nim 2 2 0" >/dev/null
	shows_glyph "$ln: practice: a winning move, a big tick" tick
	keys Enter
	wait_for "nim 1 1 3" >/dev/null
	keys 3
	shows_glyph "$ln: practice: the value typed in blocks" 3
	keys Enter
	shows_glyph "$ln: practice: right, a big tick" tick
	fits "$ln: practice" 80
	tm resize-window -t game -x 60 -y 18
	expect_text "$ln: practice at 60x18: the note" "$prnote"
	expect_blocks "$ln: practice at 60x18: no block" 0
	keys q
	tm set-environment -gu SPRAGUE_SEED

	# A lesson's question: the answer typed in blocks, then the verdict.
	start C.UTF-8 xterm-256color lesson --big mex
	wait_for "| mex |" >/dev/null
	keys Tab Tab Enter
	wait_for "8, 9, 10" >/dev/null
	keys 1 4 , Space 9
	shows_glyph "$ln: lesson: the answer typed in blocks" 9
	keys Enter
	expect "$ln: lesson: right" "$right"
	shows_glyph "$ln: lesson: right, a big tick" tick
	fits "$ln: lesson at 80x24" 80
	keys q
done <<'EOF'
@[0] lost (a P-position)  * a heap on the board@You won!@The computer won.@Right.@Projector mode: drawn at the normal size;@Projector mode: the answer is written at the normal size; drawn big it needs 19 lines.
ja@[0] 負け（必敗局面）  * 盤上の山@あなたの勝ち！@コンピュータの勝ち。@正解。@プロジェクタ表示：通常の大きさで描いて@プロジェクタ表示：答えは通常の大きさで書いている。
EOF

# Without --big, no block on any of them.
UI_LANGUAGE=
start C.UTF-8 xterm-256color play nim 3 4 5
wait_for "nim 3 4 5" >/dev/null
keys t
expect "the table without --big" "[0] lost (a P-position)"
expect_blocks "without --big: the table has no block" 0
keys Escape q
start C.UTF-8 xterm-256color play nim 1
wait_for "nim 1" >/dev/null
keys Enter
expect "the box without --big" "You won!"
expect_blocks "without --big: the box has no block" 0
keys q

done_testing
