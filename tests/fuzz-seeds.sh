#!/bin/sh
# fuzz-seeds.sh: the fuzz targets' seeds are keyed by the game's name.
# Every seed of the position target (tests/fuzz/corpus/position/GAME-N)
# names its game on its first line, the game of its file name, and every
# game of the registry has at least one; every saved game among the seeds
# of the saved-game target names a registered game.  A game added to the
# registry without seeds, or a seed left naming a game that is gone,
# fails here rather than leaving a game unfuzzed.

. "$SRCDIR/tests/lib.sh"

corpus=$SRCDIR/tests/fuzz/corpus
"$SPRAGUE" list | awk '{ print $1 }' >"$tmp/games"
[ -s "$tmp/games" ]
ok $? "sprague list names the games ($(wc -l <"$tmp/games"))"

bad=""
for f in "$corpus"/position/*; do
	file=$(basename "$f")
	game=$(head -n 1 "$f")
	case $file in
	"$game"-*) ;;
	*) bad="$bad $file(first line \"$game\")" ;;
	esac
	grep -qx -- "$game" "$tmp/games" || bad="$bad $file(no game \"$game\")"
done
[ -z "$bad" ]
ok $? "every position seed names a registered game, the one of its name"
[ -z "$bad" ] || diag "not:$bad"

missing=""
while read -r game; do
	ls "$corpus/position/$game"-* >/dev/null 2>&1 ||
	    missing="$missing $game"
done <"$tmp/games"
[ -z "$missing" ]
ok $? "every game has a position seed"
[ -z "$missing" ] || diag "no seed:$missing"

bad=""
for f in "$corpus"/savefile/*; do
	game=$(sed -n 's/^game: *//p' "$f" | head -n 1)
	[ -z "$game" ] && continue
	grep -qx -- "$game" "$tmp/games" || bad="$bad $(basename "$f")($game)"
done
[ -z "$bad" ]
ok $? "every saved game among the seeds names a registered game"
[ -z "$bad" ] || diag "not:$bad"

done_testing
