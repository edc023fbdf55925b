#!/bin/sh
# ui-fullwidth.sh: what a person types with a Chinese or Japanese input
# method, in a real terminal: full-width digits, letters, the comma and
# the colon read as their ASCII forms.  Two names with a full-width comma
# on the command line and in the menu; a lesson saved with a BOM whose
# try： and ask： lines are read, its questions answered ０ and Ｐ; a
# practice exercise answered Ｎ or Ｐ.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# --players with the comma an input method types.
start C.UTF-8 xterm-256color play euclid 2 1 --players "王小明，李华"
expect "--players 王小明，李华: two names" "王小明 against 李华"
leave "q leaves"

# The same typed in the menu's field.
start C.UTF-8 xterm-256color
menu_names nim
keys -l "王小明，李华"
keys Enter
expect "the menu's names, a full-width comma between" "王小明 against 李华"
leave "q leaves"

# A lesson saved by an editor that writes a BOM, its lines typed with the
# full-width colon, its answers with full-width keys.
printf '\357\273\277title: 全角\n\n文字。\n\ntry：nim 3 4 5\nask：nimsum 3 5 6\nask：outcome nim 4 4\n' \
    >"$tmp/wide.txt"
start C.UTF-8 xterm-256color lesson "$tmp/wide.txt"
expect "the lesson with a BOM opens" "全角"
expect "its try： line is a line to try" "try: nim 3 4 5"
keys Tab
expect "its ask： line is a question" "ask: nimsum 3 5 6"
keys Enter
expect "Enter asks it" "What is the nim-sum 3 ^ 5 ^ 6?"
keys -l "０"
keys Enter
expect "the answer ０ is read as 0: right" "Right."
keys Tab Enter
expect "the next question" "Who wins 4 4 in Nim"
keys -l "Ｐ"
keys Enter
expect "the answer Ｐ is read as P: right" "Right.  P"
keys Escape q
expect_exit 0 "the lesson is left"

# Practice on the board: who wins, answered with a full-width letter.
data="$tmp/data"
mkdir -p "$data"
tm set-environment -g XDG_DATA_HOME "$data"
tm set-environment -g SPRAGUE_SEED 7
start C.UTF-8 xterm-256color practice nim
expect "practice asks who is practising" "Who is practising?"
keys Enter
expect "the first exercise" "Who wins from here"
pos=$(status_line | sed 's/^.*| level [0-9] | //')
# shellcheck disable=SC2086
outcome=$("$SPRAGUE" solve --porcelain $pos | head -n 1)
case $outcome in N) keys -l "Ｎ" ;; *) keys -l "Ｐ" ;; esac
expect "who wins, answered full-width ($outcome): right" "Right: 10 points."

done_testing
