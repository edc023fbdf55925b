#!/bin/sh
# cli-lessons.sh: `sprague lesson` lists every lesson of the index with its
# title, `sprague lesson NAME` prints it with every try line, the index and
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
	sed 1d "$dir/$name.txt" >"$tmp/body"
	sed 1,2d "$tmp/out" | cmp -s - "$tmp/body"
	ok $? "lesson $name prints its text and every try line"
done
for f in "$dir"/*.txt; do
	grep -qxF "$(basename "$f" .txt)" "$dir/index"
	ok $? "the index names $(basename "$f")"
done

expect_bad "an unknown lesson" 'lesson "chess": unknown (see: sprague lesson)' \
	lesson chess
expect_bad "a path is no lesson" 'lesson "../games/nim": unknown' \
	lesson ../games/nim
expect_bad "two lessons" "lesson: give one lesson" lesson nim mex

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
