#!/bin/sh
# ui-text.sh: names and text in any script on the board, in a real
# terminal: Chinese and Japanese characters take two columns, and the
# game-over box stays straight around them; the menu's and the save
# prompt's fields take UTF-8 (a name, a file name) and Backspace takes a
# whole character back; a locale that is not installed falls back to
# C.UTF-8, never raw bytes.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

start C.UTF-8 xterm-256color play euclid 2 1 \
    --players "小明,たかはしさくら"
expect "the names in the header" "小明 against たかはしさくら"
keys Right Enter
expect "the game is over" "小明 won!"
widths=$(box_widths)
[ -n "$widths" ] && [ "$(printf '%s\n' "$widths" | wc -l)" -eq 1 ]
ok $? "every line of the game-over box ends in the same column"
[ -n "$widths" ] || diag "$(cat "$tmp/screen")"
[ "$(printf '%s\n' "$widths" | wc -l)" -le 1 ] ||
	diag "widths: $widths" "$(cat "$tmp/screen")"
expect_text "the long line is whole" \
    "小明 made the last move: たかはしさくら has none left."
leave "q leaves"

# The menu: two players named in Chinese; Backspace takes back a
# character, not a byte.
start C.UTF-8 xterm-256color
menu_names nim
keys -l "小明,小红x"
expect "the field shows what was typed" "小明,小红x"
keys BSpace BSpace
wait_for "小明,小" >/dev/null
screen
grep -qF "小明,小 " "$tmp/screen" || grep -qF "小明,小" "$tmp/screen" &&
    ! grep -qF "小明,小红" "$tmp/screen"
ok $? "two Backspaces take back x and 红, whole"
keys -l "红"
keys Enter
expect "the game starts between the two" "小明 against 小红"

# The save prompt takes a file name in Chinese.
rm -f "$tmp/比赛1.txt"
keys s
expect "the save prompt" "Save to:"
keys -l "$tmp/比赛1.txt"
keys Enter
expect_text "saved under its name" "Saved 0 moves to $tmp/比赛1.txt."
[ -f "$tmp/比赛1.txt" ] && grep -qF "player 1: human 小明" "$tmp/比赛1.txt"
ok $? "the file is there, the names in it"
leave "q leaves"

# A locale that is not installed: C.UTF-8 instead, the names as they are,
# and the language of the locale asked for (the catalogs of the build tree,
# found with nothing installed).
start ja_JP.UTF-8-not-here xterm-256color play euclid 2 1 \
    --players "小明,José"
expect "the names show as themselves, in the locale's language" \
    "小明 対 José"
leave "q leaves"

# A lesson in Chinese (LANGUAGE=zh_CN): its text from data/zh_CN/lessons,
# wrapped at 80 columns between characters, no line wider than the screen.
UI_LANGUAGE=zh_CN start C.UTF-8 xterm-256color lesson nim
expect "the lesson's Chinese title" "尼姆"
screen
w=$(LC_ALL=C.UTF-8 wc -L <"$tmp/screen")
[ "$w" -le 80 ]
ok $? "every line within 80 columns ($w)"
grep -q "试一试：nim 4 4" "$tmp/screen"
ok $? "the try line under its Chinese label, its notation as in every language"
leave "q leaves"

done_testing
