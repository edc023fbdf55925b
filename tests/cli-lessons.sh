#!/bin/sh
# cli-lessons.sh: `sprague lesson` lists every lesson of the index with its
# title, `sprague lesson NAME` prints it with every try line (not its
# check lines, which lesson --check verifies in every language), the index and
# the files agree, and bad names and bad lessons are refused.

. "$SRCDIR/tests/lib.sh"

dir=$SRCDIR/data/lessons
list=$("$SPRAGUE" lesson)
ok $? "lesson lists the lessons"
for name in $(cat "$dir/index"); do
	title=$(sed -n '1s/^title: //p' "$dir/$name.txt")
	printf '%s\n' "$list" | grep -qxF "$(printf '%-10s %s' "$name" \
	    "$title")"
	ok $? "the list names $name: $title"
	"$SPRAGUE" lesson "$name" >"$tmp/out" 2>"$tmp/err"
	st=$?
	head -1 "$tmp/out" | grep -qxF "$title"
	ok $(( st + $? )) "lesson $name prints its title"
	# Its text in order, blanks aside (the paragraphs wrapped to the
	# page), and each try and ask line whole on a line of its own.
	sed -e 1d -e "/^check: /d" "$dir/$name.txt" | tr -d ' \n' >"$tmp/body"
	missing=$(grep '^\(try\|ask\): ' "$dir/$name.txt" |
	    grep -vxF -f "$tmp/out")
	sed 1,2d "$tmp/out" | tr -d ' \n' | cmp -s - "$tmp/body" &&
	    [ -z "$missing" ]
	ok $? "lesson $name prints its text and every try line"
done
for f in "$dir"/*.txt; do
	grep -qxF "$(basename "$f" .txt)" "$dir/index"
	ok $? "the index names $(basename "$f")"
done

expect_bad "an unknown lesson" 'lesson "chess": unknown (see: sprague lesson)' \
	lesson chess
expect_bad "a path to no file" "../games/nim: No such file" \
	lesson ../games/nim
expect_bad "two lessons" "lesson: give one lesson" lesson nim mex

n=$(wc -l <"$dir/index")
[ "$n" -ge 15 ] && [ "$(printf '%s\n' "$list" | wc -l)" -eq "$n" ]
ok $? "the course has at least 15 lessons ($n), each listed"

# Every installed lesson passes the check, silently.
for f in "$dir"/*.txt; do
	"$SPRAGUE" lesson --check "$f" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ $st -eq 0 ] && [ ! -s "$tmp/out" ] && [ ! -s "$tmp/err" ]
	ok $? "lesson --check $(basename "$f") passes"
done
"$SPRAGUE" lesson --check nim mex >/dev/null 2>&1
ok $? "lesson --check takes names too"

# The check lines: every lesson of every language states its facts in
# them, the same in the three, and the engine verifies each; one made
# false on purpose is caught, with its line.
for lang in "" ja/ zh_CN/; do
	bad=
	for f in "$SRCDIR/data/${lang}lessons"/*.txt; do
		grep -q '^check: ' "$f" &&
		    [ "$(grep '^check: ' "$f")" = \
		    "$(grep '^check: ' "$SRCDIR/data/lessons/$(basename "$f")")" ] &&
		    "$SPRAGUE" lesson --check "$f" >/dev/null 2>&1 ||
		    bad="$bad $(basename "$f")"
	done
	[ -z "$bad" ]
	ok $? "data/${lang}lessons: every lesson's check lines hold${bad:+ (not:$bad)}"
	f="$SRCDIR/data/${lang}lessons/period.txt"
	at=$(grep -n "^check: value kayles 70 = 6$" "$f" | cut -d: -f1)
	sed 's/^check: value kayles 70 = 6$/check: value kayles 70 = 7/' "$f" \
	    >"$tmp/false.txt"
	"$SPRAGUE" lesson --check "$tmp/false.txt" >"$tmp/out" 2>"$tmp/err"
	st=$?
	[ -n "$at" ] && [ $st -eq 2 ] &&
	    grep -q "false.txt:$at: .*7.* 6" "$tmp/err"
	ok $? "data/${lang}lessons: a check line made false fails lesson --check"
done
# A check line is not shown to the reader.
"$SPRAGUE" lesson period >"$tmp/out" 2>&1 && ! grep -q 'check:' "$tmp/out"
ok $? "lesson period: its check lines are not shown"

# A lesson of one's own with faults: every one reported as FILE:LINE,
# status 2.
cat >"$tmp/bad.txt" <<'EOF'
title: Faults

Some text.
try: chess 1
try: nim 3 x
ask: value grundy y
try: nim 3 4 --level casul
try: nim 3 4 --first
ask: lost nim 1 2 3
try: nim 1 2 3 --level casual --first computer
EOF
"$SPRAGUE" lesson --check "$tmp/bad.txt" >"$tmp/out" 2>"$tmp/err"
st=$?
[ $st -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$(wc -l <"$tmp/err")" -eq 5 ]
ok $? "lesson --check: status 2, one line a fault"
for want in "$tmp/bad.txt:4: game \"chess\": unknown" \
    "$tmp/bad.txt:5: heap \"x\"" "$tmp/bad.txt:6: " \
    "$tmp/bad.txt:7: level \"casul\"" \
    "$tmp/bad.txt:8: --first is followed by you or computer"; do
	grep -qF -- "$want" "$tmp/err"
	ok $? "lesson --check names $want"
done
grep -q ':9:\|:10:' "$tmp/err"
ok $((1 - $?)) "lesson --check passes the good lines"
expect_bad "lesson FILE with a fault: refused naming the line" \
	"$tmp/bad.txt: line 4: game \"chess\": unknown" lesson "$tmp/bad.txt"
printf 'title: T\n\nna\357ve\ntry: nim 1\n' >"$tmp/latin1.txt"
"$SPRAGUE" lesson --check "$tmp/latin1.txt" 2>"$tmp/err"
[ $? -eq 2 ] && grep -qF "$tmp/latin1.txt:3: not UTF-8" "$tmp/err"
ok $? "a lesson not in UTF-8 is refused, naming the line"
expect_bad "lesson --check with nothing to check" "give the lesson files" \
	lesson --check
expect_bad "lesson --check of a missing file" "nosuch.txt: No such file" \
	lesson --check "$tmp/nosuch.txt"

# A lesson file of one's own prints; so does one in the teacher's
# directory, listed first and marked; --big is taken (the projector).
printf 'title: Deux tas \303\251gaux\n\nDeux tas \303\251gaux.\n\ntry: nim 4 4\nask: outcome nim 4 4\n' \
    >"$tmp/mine.txt"
"$SPRAGUE" lesson "$tmp/mine.txt" >"$tmp/out"
[ $? -eq 0 ] && head -1 "$tmp/out" | grep -qxF "Deux tas égaux"
ok $? "lesson FILE prints a lesson of one's own, in UTF-8"
mkdir -p "$tmp/xdg/sprague/lessons"
cp "$tmp/mine.txt" "$tmp/xdg/sprague/lessons/mine.txt"
XDG_DATA_HOME=$tmp/xdg "$SPRAGUE" lesson >"$tmp/out"
head -1 "$tmp/out" | grep -qxF "mine       Deux tas égaux  (the teacher's)"
ok $? "the teacher's lesson is listed first, marked"
[ "$(wc -l <"$tmp/out")" -eq $((n + 1)) ]
ok $? "beside the installed ones"
XDG_DATA_HOME=$tmp/xdg "$SPRAGUE" lesson mine --big >"$tmp/out"
[ $? -eq 0 ] && head -1 "$tmp/out" | grep -qxF "Deux tas égaux"
ok $? "lesson NAME --big opens the teacher's lesson by its name"
expect_bad "an unknown option of lesson" 'option "--bug": unknown' \
	lesson --bug

# A broken lesson in a data directory of its own: status 1, the file and
# the line named.
mkdir -p "$tmp/data/lessons"
echo broken >"$tmp/data/lessons/index"
printf 'title: Broken\n\nno try\n' >"$tmp/data/lessons/broken.txt"
SPRAGUE_DATADIR=$tmp/data "$SPRAGUE" lesson broken >/dev/null 2>"$tmp/err"
st=$?
[ $st -eq 1 ] && grep -qF "lessons/broken.txt: line 3: nothing to try or ask" \
    "$tmp/err"
ok $? "a broken lesson is refused naming its line"

done_testing
