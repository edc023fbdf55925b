#!/bin/sh
# cli-results.sh: `sprague results FILE`, the league table of a results
# log: a table per player and per game from a log of several games, with
# quoted fields; an empty log; every kind of damaged log refused with its
# line, status 2; the columns after the contract's ten (games not
# finished, series), older logs read; --since, --until and --player.  (ui-class.sh writes logs by playing games.)

. "$SRCDIR/tests/lib.sh"

h='date,game,start,first,second,winner,moves,hints,level,misere'
cat >"$tmp/class.csv" <<END
$h
2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,no
2026-03-04 10:21:40,subtract,"--take 1,3,4 10 7",you,computer,computer,6,2,perfect,no
2026-03-04 10:30:11,nim,1 2,Bob,Ann,Ann,2,1 0,-,yes
2026-03-04 10:41:00,kayles,4 3,Ann,computer,Ann,4,1,casual,no
2026-03-04 10:45:30,nim,2 2,"Zoë ""Z"", 4b",Bob,Bob,2,0 1,-,no
END
expect_out "a table per player and per game" "5 finished games in \
$tmp/class.csv.

Player       games  wins  hints used
Ann              3     3           1
computer         2     1           0
Bob              3     1           2
Zoë \"Z\", 4b      1     0           0
you              1     0           2

Game      games  first won  second won
nim           3          1           2
subtract      1          0           1
kayles        1          1           0" results "$tmp/class.csv"

# CR LF line ends and blank lines read the same.
sed 's/$/\r/' "$tmp/class.csv" >"$tmp/crlf.csv"
printf '\r\n' >>"$tmp/crlf.csv"
"$SPRAGUE" results "$tmp/class.csv" | tail -n +2 >"$tmp/lf.out"
"$SPRAGUE" results "$tmp/crlf.csv" | tail -n +2 >"$tmp/crlf.out"
cmp -s "$tmp/lf.out" "$tmp/crlf.out"
ok $? "CR LF line ends and a blank line read the same"

# A byte-order mark before the header (a spreadsheet program saved the
# log) reads the same.
{ printf '\357\273\277'; cat "$tmp/class.csv"; } >"$tmp/bom.csv"
"$SPRAGUE" results "$tmp/bom.csv" | tail -n +2 >"$tmp/bom.out"
cmp -s "$tmp/lf.out" "$tmp/bom.out"
ok $? "a byte-order mark before the header reads the same"

printf '%s\n' "$h" >"$tmp/header.csv"
expect_out "a log of no game yet" "No finished game in $tmp/header.csv \
yet." results "$tmp/header.csv"
: >"$tmp/empty.csv"
expect_out "nor an empty file" "No finished game in $tmp/empty.csv yet." \
    results "$tmp/empty.csv"

# bad NAME PATTERN LINE...: a log of the header and the lines given is
# refused naming the reason.
bad() {
	name=$1 pattern=$2
	shift 2
	printf '%s\n' "$h" "$@" >"$tmp/bad.csv"
	expect_bad "$name" "$pattern" results "$tmp/bad.csv"
}
good='2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,no'
bad "a missing field" 'line 2: 9 fields, not 10 or 17 (misere is missing)' \
    '2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-'
bad "a field past the older ten" 'line 3: 11 fields, not 10 or 17 (left is' \
    "$good" "$good,finished"
new="$good,finished,-,0,0,no,-,-"
bad "a field too many" 'line 3: more than 17 fields' "$good" "$new,x"
bad "a winner who did not play" 'line 2: winner "Cy": must be the first' \
    '2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Cy,3,off,-,no'
bad "moves not a number" 'line 2: moves "3x"' \
    '2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3x,off,-,no'
bad "hints not a number" 'line 2: hints "some": must be off' \
    '2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,some,-,no'
bad "an unknown level" 'line 2: level "easy"' \
    '2026-03-04 10:15:02,nim,3 4 5,Ann,computer,Ann,3,0,easy,no'
bad "misere neither yes nor no" 'line 2: misere "maybe"' \
    '2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,maybe'
bad "an empty field" 'line 2: game: empty' \
    '2026-03-04 10:15:02,,3 4 5,Ann,Bob,Ann,3,off,-,no'
bad "a quote left open" 'line 2: a quoted field without its closing quote' \
    '2026-03-04 10:15:02,nim,"3 4 5,Ann,Bob,Ann,3,off,-,no'
bad "text after a closing quote" 'line 2: column 32: a quoted field goes on' \
    '2026-03-04 10:15:02,nim,"3 4 5"x,Ann,Bob,Ann,3,off,-,no'
bad "a quote in a field not quoted" 'line 2: column 29: a quote inside' \
    '2026-03-04 10:15:02,nim,3 4 "5",Ann,Bob,Ann,3,off,-,no'
bad "an end not known" \
    'line 2: end "won": must be finished, abandoned, interrupted or saved' \
    "$good,won,-,0,0,no,-,-"
bad "a finished game nobody left" 'line 2: left "Ann": must be - for a' \
    "$good,finished,Ann,0,0,no,-,-"
bad "an abandoned game without a winner" 'line 2: winner "Ann": must be - for' \
    "$good,abandoned,Ann,0,0,no,-,-"
bad "left by a player" 'line 2: left "Cy": must be the first or the second' \
    '2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,-,3,off,-,no,saved,Cy,0,0,no,-,-'
bad "take-backs a number" 'line 2: takebacks "many"' \
    "$good,finished,-,many,0,no,-,-"
bad "continued yes or no" 'line 2: continued "maybe": must be yes or no' \
    "$good,finished,-,0,0,maybe,-,-"
bad "a series of an even number" 'line 2: series "1/2": must be K/N' \
    "$good,finished,-,0,0,no,1/2,Ann 1"
bad "a score without a series" 'line 2: score "Ann 1": must be -' \
    "$good,finished,-,0,0,no,-,Ann 1"
printf 'date,game,start,first,second,winner,moves\n%s\n' "$good" \
    >"$tmp/old.csv"
expect_bad "a wrong header" 'line 1: not a results log' \
    results "$tmp/old.csv"
printf '%s\n2026-03-04 10:15:02,nim,3 4 5,Ann\tX,Bob,Ann,3,off,-,no\n' \
    "$h" >"$tmp/tab.csv"
expect_bad "a control character" 'line 2: column 34: not text (byte 0x09)' \
    results "$tmp/tab.csv"
# The log with the columns after the contract's ten: a game abandoned,
# one saved and one interrupted (a signal ended the program) are counted
# apart; an older line (ten fields) under the
# new header, and a new line under the older header, read too.
H="$h,end,left,takebacks,edits,continued,series,score"
cat >"$tmp/new.csv" <<END
$H
2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,no,finished,-,0,0,no,1/3,"Ann 1, Bob 0"
2026-03-05 09:00:00,nim,3 4 5,Bob,Ann,-,2,off,-,no,abandoned,Bob,0,0,no,2/3,"Ann 1, Bob 0"
2026-03-05 09:10:00,nim,1 2,Ann,computer,computer,2,1,perfect,no,finished,-,1,0,yes,-,-
2026-03-06 11:00:00,kayles,4 3,Cy,computer,-,4,0,perfect,no,saved,Cy,0,2,no,-,-
2026-03-06 11:30:00,nim,3 4 5,Cy,computer,-,1,0,perfect,no,interrupted,Cy,0,0,no,-,-
2026-03-07 08:30:00,nim,1 2,Cy,Bob,Bob,2,0 1,-,no
END
expect_out "the columns after the ten: games not finished counted apart" \
"2 finished games in $tmp/new.csv.

Player    games  wins  hints used
computer      1     1           0
Ann           2     1           1
Bob           1     0           0

Game  games  first won  second won
nim       2          1           1

3 games left unfinished (abandoned, interrupted or saved)." results \
    --until 2026-03-06 \
    "$tmp/new.csv"
{ printf '%s\n' "$h"; tail -n +2 "$tmp/new.csv"; } >"$tmp/mixed.csv"
"$SPRAGUE" results --until 2026-03-06 "$tmp/mixed.csv" | tail -n +2 \
    >"$tmp/mixed.out"
"$SPRAGUE" results --until 2026-03-06 "$tmp/new.csv" | tail -n +2 \
    >"$tmp/new.out"
cmp -s "$tmp/mixed.out" "$tmp/new.out"
ok $? "under the older header the same lines read the same"
expect_out "--since and --until: the days between" "1 finished game in \
$tmp/new.csv.

Player    games  wins  hints used
computer      1     1           0
Ann           1     0           1

Game  games  first won  second won
nim       1          0           1

1 game left unfinished (abandoned, interrupted or saved)." results \
    --since 2026-03-05 --until 2026-03-05 "$tmp/new.csv"
expect_out "--player: that player's games" "2 finished games in \
$tmp/new.csv.

Player  games  wins  hints used
Ann         1     1           0
Bob         2     1           1
Cy          1     0           0

Game  games  first won  second won
nim       2          1           1

1 game left unfinished (abandoned, interrupted or saved)." results \
    --player Bob \
    "$tmp/new.csv"
expect_bad "a date not YYYY-MM-DD" '--since "5 March": must be a date' \
    results --since "5 March" "$tmp/new.csv"
expect_bad "a day not in the calendar" '--until "2026-02-29": must be a date' \
    results --until 2026-02-29 "$tmp/new.csv"
expect_bad "an option without its value" 'option "--player": needs a value' \
    results "$tmp/new.csv" --player

expect_bad "a missing file" "No such file or directory" \
    results "$tmp/none.csv"
expect_bad "a directory" "a directory, not a file" results "$tmp"
expect_bad "no file named" "results: give one results log" results
expect_bad "two files" "results: give one results log" results a b

done_testing
