#!/bin/sh
# cli-report.sh: `sprague report`, a teacher's report on a made-up class
# of three pupils (Ann, 佐藤 and 王小明) on one account, after practice,
# lessons and matches: the text in columns of display width (CJK names
# two columns a character), one pupil (--name), the log's games from a
# day on (--since), CSV with and without a byte-order mark, HTML that
# tidy validates; a log read by its header's names (a BOM, an unknown
# column, lines longer than an older header, a game left unfinished), and
# bad input refused with status 2.

. "$SRCDIR/tests/lib.sh"

XDG_DATA_HOME=$tmp/data
export XDG_DATA_HOME
mkdir -p "$XDG_DATA_HOME/sprague"
# The record practice and lessons leave (progress.h): the account's own
# practice, then each pupil's practice and lessons under the name.
cat >"$XDG_DATA_HOME/sprague/progress" <<'END'
sprague progress 3
nim 1 1 1 0 0 0 0
pupil Ann
nim 3 8 10 3 5 1 2
lesson nim rrwp
pupil 佐藤
kayles 2 4 4 1 1 0 0
lesson nim rh--
lesson mex rr
pupil 王小明
lesson nim w---
END
# A results log as play --results writes it, with a BOM before its
# header (a spreadsheet program saved it) and a column this program's
# report does not know (a later log may have more).
printf '\357\273\277' >"$tmp/class.csv"
cat >>"$tmp/class.csv" <<'END'
date,game,start,first,second,winner,moves,hints,level,misere,note
2026-03-04 10:15:02,nim,3 4 5,Ann,佐藤,Ann,3,off,-,no,x
2026-03-05 09:00:00,kayles,4 3,王小明,computer,王小明,4,0,casual,no,
2026-03-05 09:10:00,nim,1 2,佐藤,王小明,佐藤,2,0 0,-,no,"a, b"
2026-03-06 11:00:00,nim,2 2,佐藤,Ann,Ann,2,off,-,no,
END

expect_out "the text: each pupil's practice, lessons and matches, CJK names \
aligned" "A report on 4 pupils.

(no name)
  Practice    level  who wins  winning move  Grundy value
    nim           1       1/1           0/0           0/0

Ann
  Practice    level  who wins  winning move  Grundy value
    nim           3      8/10           3/5           1/2
  Lessons
    nim     4 of 4 lines done, 2 of 3 answers right
  Matches   games  wins
    nim         2     2

佐藤
  Practice    level  who wins  winning move  Grundy value
    kayles        2       4/4           1/1           0/0
  Lessons
    nim     2 of 4 lines done, 1 of 2 answers right (1 more after a hint)
    mex     2 of 2 lines done, 2 of 2 answers right
  Matches   games  wins
    nim         3     1

王小明
  Lessons
    nim     1 of 4 lines done, 0 of 1 answers right
  Matches   games  wins
    kayles      1     1
    nim         1     0" report --results "$tmp/class.csv"

expect_out "--name: one pupil; --since: the log's games from that day" \
"A report on 1 pupil.

佐藤
  Practice    level  who wins  winning move  Grundy value
    kayles        2       4/4           1/1           0/0
  Lessons
    nim     2 of 4 lines done, 1 of 2 answers right (1 more after a hint)
    mex     2 of 2 lines done, 2 of 2 answers right
  Matches   games  wins
    nim         2     1" report --name 佐藤 --since 2026-03-05 --results \
    "$tmp/class.csv"

crlf=$(printf '\r')
expect_out "--csv: one line a fact, a field with a comma quoted" \
"pupil,what,name,level,tried,right,after_hint,lines_done,lines$crlf
王小明,lesson,nim,-,1,0,0,1,4$crlf
王小明,match,kayles,-,1,1,-,-,-$crlf
王小明,match,nim,-,1,0,-,-,-$crlf" report --csv --name 王小明 --results \
    "$tmp/class.csv"

"$SPRAGUE" report --csv --bom --results "$tmp/class.csv" >"$tmp/bom.csv"
[ "$(head -c 3 "$tmp/bom.csv" | od -An -tx1 | tr -d ' ')" = efbbbf ] &&
    [ "$(tail -c +4 "$tmp/bom.csv" | head -n 1)" = \
    "pupil,what,name,level,tried,right,after_hint,lines_done,lines$crlf" ]
ok $? "--bom: the byte-order mark, then the header"
"$SPRAGUE" report --csv --results "$tmp/class.csv" >"$tmp/plain.csv"
tail -c +4 "$tmp/bom.csv" | cmp -s - "$tmp/plain.csv"
ok $? "and the same lines after it"
grep -q '^佐藤,lesson,nim,-,2,1,1,2,4' "$tmp/plain.csv" &&
    grep -q '^Ann,move,nim,3,5,3,-,-,-' "$tmp/plain.csv" &&
    grep -q '^,outcome,nim,1,1,1,-,-,-' "$tmp/plain.csv"
ok $? "practice by kind, lessons with hints and lines, the account's own"

# The same games without a BOM, the columns in another order, the new
# one missing: read by the header's names, the same report.
cat >"$tmp/nobom.csv" <<'END'
winner,second,first,game,date,start,moves,hints,level,misere
Ann,佐藤,Ann,nim,2026-03-04 10:15:02,3 4 5,3,off,-,no
王小明,computer,王小明,kayles,2026-03-05 09:00:00,4 3,4,0,casual,no
佐藤,王小明,佐藤,nim,2026-03-05 09:10:00,1 2,2,0 0,-,no
Ann,Ann,佐藤,nim,2026-03-06 11:00:00,2 2,2,off,-,no
END
"$SPRAGUE" report --results "$tmp/nobom.csv" >"$tmp/a" 2>&1 &&
    "$SPRAGUE" report --results "$tmp/class.csv" >"$tmp/b" 2>&1 &&
    cmp -s "$tmp/a" "$tmp/b"
ok $? "a log reads the same without a BOM, its columns in another order"

TIDY=$(command -v tidy)
if [ -z "$TIDY" ]; then
	ok 1 "tidy is needed to validate --html (install the tidy package)"
else
	"$SPRAGUE" report --html --results "$tmp/class.csv" >"$tmp/r.html" &&
	    "$TIDY" -q -e "$tmp/r.html" >"$tmp/tidy" 2>&1 &&
	    grep -q '<h2>王小明</h2>' "$tmp/r.html" &&
	    grep -q 'Noto Serif CJK' "$tmp/r.html"
	ok $? "--html: a page that tidy validates, a CJK font named"
	[ -s "$tmp/tidy" ] && diag "$(head -n 3 "$tmp/tidy")"
fi

printf 'date,game,first,winner\n' >"$tmp/nosecond.csv"
expect_bad "a log without a column the report needs" 'no column "second"' \
    report --results "$tmp/nosecond.csv"
printf 'date,game,first,second,winner\n2026-03-04,nim,"Ann,Bob,Ann\n' \
    >"$tmp/quote.csv"
expect_bad "a quote not closed: its line" "line 2: a quote not closed" \
    report --results "$tmp/quote.csv"
printf 'date,game,first,second,winner\n2026-03-04,nim,Ann,Bob\n' \
    >"$tmp/short.csv"
expect_bad "a line short of fields" "line 2: 4 fields, the header has 5" \
    report --results "$tmp/short.csv"
expect_bad "a date not YYYY-MM-DD" 'date "4 March"' report --since "4 March"
expect_bad "--bom without --csv" '"--bom": for --csv' report --bom
expect_bad "--csv with --html" 'not with --html' report --csv --html
expect_bad "a missing log" "$tmp/none.csv" report --results "$tmp/none.csv"
expect_bad "an option unknown" 'unknown for report' report --pdf
# A log begun with the contract's ten columns, to which a newer program
# appended lines with its columns after them: a game finished, one
# abandoned (its winner -), which is no match played.
cat >"$tmp/grown.csv" <<'END'
date,game,start,first,second,winner,moves,hints,level,misere
2026-03-06 10:00:00,kayles,5,Ann,Bob,Ann,3,0 0,-,no
2026-03-06 10:05:00,kayles,5,Bob,Ann,-,2,0 0,-,no,abandoned,Bob,0,0,no,-,-
2026-03-06 10:09:00,kayles,5,Bob,Ann,Bob,3,0 0,-,no,finished,-,0,0,no,-,-
END
"$SPRAGUE" report --csv --name Ann --results "$tmp/grown.csv" >"$tmp/grown" 2>&1
ok $? "a log with lines longer than its header reads" ||
    diag "$(cat "$tmp/grown")"
grep -q '^Ann,match,kayles,-,2,1,' "$tmp/grown"
ok $? "the finished games counted, the abandoned one not a match played" ||
    diag "$(cat "$tmp/grown")"

printf 'sprague progress 3\nnim 9\n' >"$XDG_DATA_HOME/sprague/progress"
expect_bad "a damaged record refused, not set aside" "line 2" report
[ -f "$XDG_DATA_HOME/sprague/progress" ]
ok $? "and the record is left where it is"

done_testing
