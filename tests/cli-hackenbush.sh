#!/bin/sh
# cli-hackenbush.sh: Green Hackenbush on the command line.  The notation
# read and written back in the canonical numbering, values the two
# principles give by hand (stalks, stars, cycles on the ground, a cycle on
# a stalk, a flower), a stalk and a random tree of 10^5 edges (no
# recursion as deep as the tree), and the refusals of bad positions.

. "$SRCDIR/tests/lib.sh"

# grundy EDGES...: the value solve gives.
grundy() {
	"$SPRAGUE" solve --porcelain --limit 1 hackenbush "$@" 2>&1 |
	    sed -n 's/^grundy //p'
}

# The numbering: the ground 0, the others as a walk from it meets them.
expect_out "a position is numbered again from the ground" \
"$(printf 'N\ngrundy 1\nwin 0')" solve --porcelain hackenbush 0-5 5-7 9-5
"$SPRAGUE" solve --porcelain --limit 50 hackenbush 0-1 1-2 1-3 0-4 4-4 \
    >"$tmp/a" 2>&1
bad=""
while read -r word rest; do
	[ "$word" = win ] || continue
	# shellcheck disable=SC2086
	back=$("$SPRAGUE" solve --porcelain --limit 1 hackenbush $rest 2>&1 |
	    head -n 1)
	[ "$back" = P ] || bad="$bad [$rest: $back]"
done <"$tmp/a"
grep -q '^win ' "$tmp/a" && [ -z "$bad" ]
ok $? "every winning move leads to a position read back as lost${bad:+:$bad}"

# The same tree drawn with other numbers, or its branches in another
# order, is written alike.
a=$("$SPRAGUE" solve hackenbush 0-1 0-2 2-3 2-4 4-4 2>&1 | head -n 1)
b=$("$SPRAGUE" solve hackenbush 0-7 7-5 7-9 9-9 0-3 2>&1 | head -n 1)
c=$("$SPRAGUE" solve hackenbush 0-2 2-4 2-3 0-1 3-3 2>&1 | head -n 1)
[ -n "$a" ] && [ "$a" = "$b" ] && [ "$a" = "$c" ]
ok $? "a tree numbered or ordered otherwise is written alike: $a"

# Values by the principles, worked by hand.
stalk=$(awk 'BEGIN { for (i = 1; i <= 7; i++) printf "%d-%d ", i - 1, i }')
[ "$(grundy $stalk)" = 7 ]
ok $? "a stalk of 7 edges is worth 7"
[ "$(grundy 0-1 0-2 0-3)" = 1 ] && [ "$(grundy 0-1 0-2 0-3 0-4)" = 0 ]
ok $? "edges on the ground are Nim heaps of 1"
[ "$(grundy 0-1 1-2 1-3)" = 1 ] && [ "$(grundy 0-1 1-2 2-3 1-4)" = 4 ]
ok $? "the colon principle: 1 + (1 ^ 1) = 1, 1 + (2 ^ 1) = 4"
[ "$(grundy 0-1 1-2 2-0)" = 1 ] && [ "$(grundy 0-1 1-2 2-3 3-0)" = 0 ] &&
    [ "$(grundy 0-0)" = 1 ] && [ "$(grundy 0-1 0-1)" = 0 ]
ok $? "the fusion principle on the ground: odd cycles 1, even ones 0"
[ "$(grundy 0-1 1-2 2-3 3-1)" = 2 ] && [ "$(grundy 0-1 1-2 2-3 3-4 4-1)" = 1 ]
ok $? "a cycle on a stalk: a triangle is a loop (1 + 1), a square a point"
[ "$(grundy 0-1 0-2 1-2 1-3 2-3)" = 1 ] &&
    [ "$(grundy 0-1 0-1 1-2 2-3 2-4 2-5 5-5)" = 3 ]
ok $? "the house is worth 1, the girl 3 (legs 0, body 1 + (1 ^ 1 ^ 2))"

# Large: a stalk of 10^5 edges, and a random tree of 10^5 edges whose
# value is the one its branches give (each vertex i on one below it).
big=$(awk 'BEGIN { for (i = 1; i <= 100000; i++) printf "%d-%d ", i - 1, i }')
[ "$(grundy $big)" = 100000 ]
ok $? "a stalk of 100000 edges is worth 100000"
tree=$(awk 'BEGIN { srand(7); for (i = 1; i <= 100000; i++)
    printf "%d-%d ", int(rand() * i), i }')
"$SPRAGUE" solve --porcelain --limit 1 hackenbush $tree >"$tmp/t" 2>&1
st=$?
[ $st -eq 0 ] && grep -q '^grundy [0-9]' "$tmp/t" && {
	! grep -q '^N' "$tmp/t" || grep -q '^win ' "$tmp/t"; }
ok $? "a random tree of 100000 edges is solved, with a winning move"

# Refusals: one line, status 2.
expect_bad "an edge not joined to the ground" "not joined to the ground" \
    solve hackenbush 0-1 2-3
expect_bad "a word that is no edge" "is not an edge" solve hackenbush 0-1 1-x
expect_bad "a vertex too large" "is not an edge" solve hackenbush 0-1000000
expect_bad "a dash alone" "is not an edge" solve hackenbush 0-1 -
expect_bad "no position" "missing the position" solve hackenbush

done_testing
