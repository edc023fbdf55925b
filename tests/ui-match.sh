#!/bin/sh
# ui-match.sh: a match a teacher can trust, in a real terminal.  A game
# begun with --no-hints is saved as a match and stays locked when it is
# loaded; a saved game that had a hint or an edit is refused as a match
# (the two ways of laundering one); the moves page (m) judges nothing
# during a match; the results log has a line for every game that began:
# finished, abandoned, saved, with its take-backs, its edits and the hints
# seen before an edit, the person's name against the computer, a game
# continued from a file marked so; "computer" is no person's name; the
# rematch with the first player swapped (x) and a best-of-3 series; the
# menu's two-player line with hints off.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# The first laundering path: a match saved mid-game, loaded without
# --no-hints, stays a match: h refused, the board says so.
start C.UTF-8 xterm-256color play nim 3 4 5 --no-hints --players Ann,Bob \
    --results "$tmp/class.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
expect "the board says it is a match" "Ann against Bob; a match"
keys 2 Enter s "$tmp/m.txt" Enter
expect "the match is saved" "Saved 1 move to $tmp/m.txt."
keys q
expect_exit 0 "q leaves the saved game"
grep -qx "match: yes" "$tmp/m.txt"
ok $? "the saved file says it is a match"
start C.UTF-8 xterm-256color play --load "$tmp/m.txt"
wait_for "| Bob's turn | move 2 |" >/dev/null
expect "loaded, it says it is a match" "Ann against Bob; a match"
keys h
expect "loaded without --no-hints, h is refused" "Hints are off for this \
game: no hint (h) until it is over."
keys u
expect "and u" "no move is taken back (u)."
keys q
expect_exit 0 "q leaves it"
grep -q "^hints:" "$tmp/m.txt"
ok $((1 - $?)) "the file gained no hints line"

# The same file as the program before matches wrote it, a hint seen on
# move 2 ("hints: 2"): refused as a match, with the reason.
sed '/^match:/d; s/^moves: 1$/moves: 2/' "$tmp/m.txt" >"$tmp/h.txt"
printf 'move 2: 1 3 5\nhints: 2\n' >>"$tmp/h.txt"
expect_bad "a saved game with a hint is no match" "cannot be played as a \
match (--no-hints): a hint was seen in it" play --load "$tmp/h.txt" \
    --no-hints --results "$tmp/class.csv"
# The second: a version-2 file with an edit that leaves Bob the win.
sed '/^match:/d; s/^sprague-game 1$/sprague-game 2/; s/^moves: 1$/moves: 2/' \
    "$tmp/m.txt" >"$tmp/e.txt"
printf 'edit 2: 1 0 0\n' >>"$tmp/e.txt"
expect_bad "an edited saved game is no match" "cannot be played as a match \
(--no-hints): its position was edited" play --load "$tmp/e.txt" --no-hints \
    --results "$tmp/class.csv"
expect_bad "a match not over is not replayed" "a match still being played: it \
is replayed once it is over" replay "$tmp/m.txt"
expect_bad "a match loaded with --learner is refused" "a match: --learner is \
refused" play --load "$tmp/m.txt" --learner
# A match that also claims a hint is damaged.
sed '/^match:/d' "$tmp/m.txt" >"$tmp/mh.txt"
printf 'hints: 1\nmatch: yes\n' >>"$tmp/mh.txt"
expect_bad "a match with a hint is refused" "a match, but a hint was seen" \
    play --load "$tmp/mh.txt"

# The edited file played without --no-hints: its line carries the edit,
# marked continued, never clean.
start C.UTF-8 xterm-256color play --load "$tmp/e.txt" --results \
    "$tmp/class.csv"
wait_for "| Bob's turn | move 2 |" >/dev/null
keys 1 Enter
expect "Bob wins the edited game" "Bob won!"
keys q
expect_exit 0 "q ends it"
expect_log "the log: the saved match, then the edited game carrying its \
edit" "$tmp/class.csv" \
    "DATE,nim,3 4 5,Ann,Bob,-,1,off,-,no,saved,Bob,0,0,no,-,-" \
    "DATE,nim,3 4 5,Ann,Bob,Bob,2,0 0,-,no,finished,-,0,1,yes,-,-"

# m during a match: the moves, no value, no verdict, no remoteness.
start C.UTF-8 xterm-256color play nim 3 4 5 --no-hints --players Ann,Bob
wait_for "| Ann's turn | move 1 |" >/dev/null
keys 2 Enter Down 1 Enter
wait_for "| Ann's turn | move 3 |" >/dev/null
keys m
expect "m lists the moves" "2. Bob: take 1 from heap 2, leaving 1 3 5"
expect "and says they are judged at the end" "A match: the moves are judged \
once the game is over."
screen
grep -qiE "grundy|nim-sum|remoteness|winning move|value" "$tmp/screen"
ok $((1 - $?)) "no value, nim-sum, remoteness or verdict on the page"
[ $? -eq 0 ] || diag "$(cat "$tmp/screen")"
keys Escape q q
expect_exit 0 "q q leaves"

# Lost, taken back, won: two lines, the second with its take-back; the
# name against the computer; a hint seen before an edit counted; a game
# abandoned.
start C.UTF-8 xterm-256color play nim 1 2 --players Ann --results \
    "$tmp/solo.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
expect "the board names Ann against the computer" "Ann against the \
computer, level perfect"
keys 1 Enter
expect "Ann loses" "The computer won."
keys u
expect "u takes the moves back" "Took back 2 moves."
keys Down 1 Enter
wait_for "| Ann's turn | move 3 |" >/dev/null
keys Enter
expect "Ann wins after the take-back" "Ann won!"
keys q
expect_exit 0 "q ends it"
start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann --results \
    "$tmp/solo.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
keys h i C-u "1 0 0" Enter
expect_status "the position is edited" "nim | Ann's turn | move 1 | nim 1 0 0"
keys Enter
expect "Ann wins" "Ann won!"
expect "the box counts the hint seen before the edit" "Hints used: 1"
keys n
wait_for "Who plays?" >/dev/null
keys q
expect_exit 0 "q ends it"
start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann --results \
    "$tmp/solo.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
keys 1 Enter
wait_for "| Ann's turn | move 3 |" >/dev/null
keys q q
expect_exit 0 "q q abandons the game"
expect_log "the log: lost, then won with a take-back; the hint before the \
edit counted; Ann named; the game abandoned, by Ann at move 3" \
    "$tmp/solo.csv" \
    "DATE,nim,1 2,Ann,computer,computer,2,0,perfect,no,finished,-,0,0,no,-,-" \
    "DATE,nim,1 2,Ann,computer,Ann,3,0,perfect,no,finished,-,1,0,no,-,-" \
    "DATE,nim,3 4 5,Ann,computer,Ann,1,1,perfect,no,finished,-,0,1,no,-,-" \
    "DATE,nim,3 4 5,Ann,computer,-,2,0,perfect,no,abandoned,Ann,0,0,no,-,-"

# "computer" is no person's name, in any case or width.
for name in "佐藤,computer" "Computer" "ＣＯＭＰＵＴＥＲ,Bob" "Ann,ｃｏｍｐｕｔｅｒ"; do
	expect_bad "--players $name is refused" "the computer's name" \
	    play nim 3 4 5 --players "$name"
done

# The rematch: x, the same position with the other player first.  The
# log is one of the older ten columns: the new line goes under it, and
# the log still reads.
printf '%s\n' "date,game,start,first,second,winner,moves,hints,level,misere" \
    "2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,no" >"$tmp/old.csv"
start C.UTF-8 xterm-256color play nim 1 2 --players Ann,Bob --results \
    "$tmp/old.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
keys Down 1 Enter 2 Enter 1 Enter
expect "Ann wins" "Ann won!"
expect "the box offers the rematch" "x the other first"
keys x
expect_status "x: Bob moves first from the same position" \
    "nim | Bob's turn | move 1 | nim 1 2"
expect "the board says Bob against Ann" "Bob against Ann"
keys q
expect_exit 0 "q ends it"
[ "$(sed -n 3p "$tmp/old.csv" | cut -d, -f2-)" = \
    "nim,1 2,Ann,Bob,Ann,3,0 0,-,no,finished,-,0,0,no,-,-" ] &&
    "$SPRAGUE" results "$tmp/old.csv" | grep -q "^2 finished games"
ok $? "an older log takes the new line and still reads"

# A best-of-3 series of nim 1, where the first player wins: the first
# player changes every game, the score shows, the log has it.
start C.UTF-8 xterm-256color play nim 1 --players Ann,Bob --best-of 3 \
    --results "$tmp/series.csv"
wait_for "| Ann's turn | move 1 |" >/dev/null
expect "the board shows the series" "Ann against Bob; game 1 of 3: Ann 0, \
Bob 0"
keys Enter
expect "Ann wins game 1" "Best of 3: Ann 1, Bob 0."
keys a
expect "a is refused in a series" "In a series the next game is x"
keys x
expect_status "game 2: Bob first" "nim | Bob's turn | move 1 | nim 1"
expect "the board shows game 2" "Bob against Ann; game 2 of 3: Ann 1, \
Bob 0"
keys Enter
expect "Bob wins game 2" "Best of 3: Ann 1, Bob 1."
keys x
expect_status "game 3: Ann first" "nim | Ann's turn | move 1 | nim 1"
keys Enter
expect "Ann wins the series" "Ann won the best of 3: Ann 2, Bob 1."
keys q
expect_exit 0 "q ends it"
expect_log "the log: each game with its number and the score" \
    "$tmp/series.csv" \
    "DATE,nim,1,Ann,Bob,Ann,1,0 0,-,no,finished,-,0,0,no,1/3,\"Ann 1, Bob 0\"" \
    "DATE,nim,1,Bob,Ann,Bob,1,0 0,-,no,finished,-,0,0,no,2/3,\"Ann 1, Bob 1\"" \
    "DATE,nim,1,Ann,Bob,Ann,1,0 0,-,no,finished,-,0,0,no,3/3,\"Ann 2, Bob 1\""
expect_bad "--best-of must be odd" 'best-of "2": must be an odd number' \
    play nim 1 --best-of 2

# The menu: with hints off, the two-player line says it is a match.
start C.UTF-8 xterm-256color
wait_for "Choose a game:" >/dev/null
menu_game nim
keys Up Enter
wait_for "Type a position for nim" >/dev/null
keys "1 2" Enter
wait_for "Who plays?" >/dev/null
expect "hints on: hints for both" "two players at this keyboard (hints for \
both)"
keys Down Down Down Down Down Down Enter
expect "hints turned off" "hints: off until the game is over"
expect "the two-player line says a match" "two players at this keyboard (a \
match: no hints until it is over)"
screen
grep -qF "hints for both" "$tmp/screen"
ok $((1 - $?)) "and no longer hints for both"
keys q
expect_exit 0 "q ends the program"

done_testing
