#!/bin/sh
# cli-dawson.sh: Dawson's Kayles is the code 0.07 on rows of coins.  Its
# answers are those of `takebreak --code 0.07` on every row of 0 to 300
# coins and on sums of rows: the same outcome, the same value and the
# same winning positions.  A row keeps its left and right parts in their
# order (taking coins 2 and 3 of a row of 6 leaves 1 3, coins 4 and 5
# leave 3 1), where the heaps of takebreak put the smaller first, so the
# winning positions are compared as sets of rows.  Then the proven
# period, the values, the words of rows and a refusal.

. "$SRCDIR/tests/lib.sh"

# porcelain GAME...: solve --porcelain with every winning move, each win
# line's rows in order of size, the lines sorted and made unique.
porcelain() {
	"$SPRAGUE" solve --porcelain --limit 100000 "$@" 2>&1 | awk '
	/^win / {
		n = split(substr($0, 5), v, " ")
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && v[j - 1] + 0 > v[j] + 0; j--) {
				t = v[j]; v[j] = v[j - 1]; v[j - 1] = t
			}
		line = "win"
		for (i = 1; i <= n; i++)
			line = line " " v[i]
		print line
		next
	}
	{ print }' | sort -u
}

# same LABEL ROWS...: dawson and takebreak --code 0.07 agree on ROWS;
# prints nothing when they do, the difference when not.
same() {
	label=$1
	shift
	porcelain dawson "$@" >"$tmp/d"
	porcelain takebreak --code 0.07 "$@" >"$tmp/t"
	if ! grep -q '^grundy [0-9]' "$tmp/d" || ! cmp -s "$tmp/d" "$tmp/t"; then
		echo "$label: $*"
		diff "$tmp/d" "$tmp/t" | head -5
	fi
}

n=0
: >"$tmp/bad"
while [ $n -le 300 ]; do
	same "one row" $n >>"$tmp/bad"
	n=$((n + 1))
done
[ ! -s "$tmp/bad" ]
ok $? "dawson = takebreak --code 0.07 on each row of 0 to 300 coins"
[ -s "$tmp/bad" ] && diag "$(head -20 "$tmp/bad")"

# Sums of two to four rows, drawn with a fixed seed.
awk 'BEGIN {
	srand(2026)
	for (k = 0; k < 60; k++) {
		m = 2 + int(rand() * 3)
		line = ""
		for (i = 0; i < m; i++)
			line = line " " int(rand() * (k < 40 ? 40 : 301))
		print line
	}
}' >"$tmp/sums"
: >"$tmp/bad"
while read -r rows; do
	# shellcheck disable=SC2086
	same "a sum" $rows >>"$tmp/bad"
done <"$tmp/sums"
[ ! -s "$tmp/bad" ]
ok $? "dawson = takebreak --code 0.07 on 60 sums of two to four rows"
[ -s "$tmp/bad" ] && diag "$(head -20 "$tmp/bad")"

"$SPRAGUE" values --period dawson | head -1 |
    grep -q '^preperiod 53 period 34$'
ok $? "values --period dawson: preperiod 53 period 34, proven"
expect_out "values dawson: those of the code 0.07" \
    "$("$SPRAGUE" values takebreak --code 0.07 1000)" values dawson 1000
expect_out "a huge row answers by the period" \
    "$("$SPRAGUE" solve --porcelain --limit 0 takebreak --code 0.07 \
    1000000000000000000)" \
    solve --porcelain --limit 0 dawson 1000000000000000000

"$SPRAGUE" solve dawson 7 >"$tmp/out" 2>&1
grep -q "take coins 4 and 5 of row 1, leaving 3 2" "$tmp/out"
ok $? "the moves are said in coins of rows"
expect_bad "a bad row is named a row" 'row "x": must be a whole number' \
    solve dawson 4 x
expect_bad "no row at all" "dawson: missing the position" solve dawson

done_testing
