#!/bin/sh
# cli-replay.sh: `sprague replay FILE` on the saved games in tests/replay
# (each NAME.game printed as NAME.out), and damaged files: status 2, one
# line naming the file and the line, and the file left as it was.

. "$SRCDIR/tests/lib.sh"

for f in "$SRCDIR"/tests/replay/*.game; do
	name=$(basename "$f" .game)
	want=$(cat "$SRCDIR/tests/replay/$name.out")
	expect_out "replay $name" "$want" replay "$f"
done

good=$SRCDIR/tests/replay/nim-casual.game

# A saved game with CR LF line ends replays as the same game.
sed 's/$/\r/' "$good" >"$tmp/crlf.game"
expect_out "replay of a file with CR LF line ends" \
	"$(cat "$SRCDIR/tests/replay/nim-casual.out")" replay "$tmp/crlf.game"

# bad_file NAME PATTERN: replay $tmp/bad refused with "FILE: PATTERN",
# the file unchanged.
bad_file() {
	cp "$tmp/bad" "$tmp/bad.orig"
	expect_bad "$1" "sprague: $tmp/bad: $2" replay "$tmp/bad"
	cmp -s "$tmp/bad" "$tmp/bad.orig"
	ok $? "$1: the file is left as it was"
}

sed 's/^move 3: 1 2 3$/move 3: 1 4 4/' "$good" >"$tmp/bad"
bad_file "an illegal move" "line 11: move 3 is not legal: a heap cannot grow"
sed 's/^game: nim$/game: chess/' "$good" >"$tmp/bad"
bad_file "an unknown game" 'line 2: game "chess": unknown'
sed 's/^game: nim$/game: nim\noptions: --take 1,2/' "$good" >"$tmp/bad"
bad_file "an option the game lacks" \
	'line 3: option "--take": unknown for nim'
sed '1s/.*/sprague-game 9/' "$good" >"$tmp/bad"
bad_file "a later version" "line 1: version 9 of the format is not known"
edited=$SRCDIR/tests/replay/nim-edited.game
sed '1s/.*/sprague-game 1/' "$edited" >"$tmp/bad"
bad_file "an edit in a file of version 1" \
	'line 10: expected "move 2: POSITION", found "edit 2: 2 2 6"'
sed 's/^hints: 3$/hints: 2/' "$edited" >"$tmp/bad"
bad_file "a hint on an edit" "line 13: hints: 2 is an edit, not a move"
sed 's/^edit 2: 2 2 6$/edit 2: 2 x 6/' "$edited" >"$tmp/bad"
bad_file "an edit to no position" 'line 10: heap "x"'
sed 's/^edit 2: 2 2 6$/edit 3: 2 2 6/' "$edited" >"$tmp/bad"
bad_file "an edit out of its place" \
	'line 10: expected "move 2: POSITION", found "edit 3: 2 2 6"'
cp "$SRCDIR/README.md" "$tmp/bad"
bad_file "a foreign file" "line 1: not a saved game"
head -c 100 "$good" >"$tmp/bad"
bad_file "a file cut short" "line 7: the file ends in the middle"
sed '$d' "$good" >"$tmp/bad"
bad_file "a missing last move" 'line 13: the file ends before the "move 5:"'
printf '\177ELF\002\001\001\000\000' >"$tmp/bad"
bad_file "binary junk" "line 1: not text (byte 0x7f at column 1)"
{ sed '$d' "$good"; printf 'move 5: '; head -c 1100000 /dev/zero |
    tr '\0' '1'; echo; } >"$tmp/bad"
bad_file "an overlong line" "line 13: longer than 1048576 bytes"

# A heap past the limit is refused as the start is read, before any
# value is computed (no table reaches the cache).
mkdir "$tmp/cache"
sed -e 's/^game: nim$/game: grundy/' -e 's/^start: .*/start: 300000 1000000000/' \
    "$good" >"$tmp/bad"
XDG_CACHE_HOME=$tmp/cache
export XDG_CACHE_HOME
bad_file "a heap past the limit" \
	'line 4: heap "1000000000": at most 100000000'
unset XDG_CACHE_HOME
[ -z "$(ls "$tmp/cache")" ]
ok $? "no values were computed for it"

expect_bad "a missing file" "$tmp/none: No such file or directory" \
	replay "$tmp/none"
expect_bad "a directory" "$tmp: a directory, not a file" replay "$tmp"
expect_bad "no file" "replay: give one saved game file" replay
expect_bad "two files" "replay: give one saved game file" \
	replay "$good" "$good"

done_testing
