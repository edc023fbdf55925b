#!/bin/sh
# cli-sum.sh: sums of different games on the command line.  Random sums
# of 2 to 4 parts from every game that has Grundy values: the sum's value
# is the XOR of the parts' values, each as `solve` gives it alone, and
# every `win` line is a lost sum that changes exactly one part.  Then the
# notation's faults, each refused with one line.

. "$SRCDIR/tests/lib.sh"

# The value `solve --porcelain` gives, or "-".
value_of() {
	"$SPRAGUE" solve --porcelain "$@" 2>/dev/null |
	    sed -n 's/^grundy //p'
}

# A pool of parts: positions of every game's random starts at two levels,
# each kept with its value when its game gives one.
: >"$tmp/pool"
games=$("$SPRAGUE" list | awk '$1 != "sum" { print $1 }')
for g in $games; do
	for level in 1 2; do
		"$SPRAGUE" practice --porcelain --seed 7 --count 4 \
		    --level $level "$g"
	done | sed 's/^[a-z]* //; s/ |.*//' | sort -u | while read -r part; do
		# shellcheck disable=SC2086
		v=$(value_of $part)
		case $v in
		'' | -) ;;
		*) printf '%s|%s\n' "$v" "$part" >>"$tmp/pool" ;;
		esac
	done
done
have=$(cut -d'|' -f2 "$tmp/pool" | awk '{ print $1 }' | sort -u | wc -l)
[ "$have" -ge 12 ]
ok $? "parts with values from $have games"

# Sums of 2 to 4 parts drawn from the pool (a fixed seed), one a line:
# the parts' values, then the sum's words.
awk -F'|' -v seed=2026 '
{ val[NR] = $1; part[NR] = $2 }
END {
	srand(seed)
	for (s = 0; s < 40; s++) {
		k = 2 + int(rand() * 3); vals = ""; words = ""
		for (i = 0; i < k; i++) {
			j = 1 + int(rand() * NR)
			vals = vals (i ? " " : "") val[j]
			words = words (i ? " + " : "") part[j]
		}
		print vals "|" words
	}
}' "$tmp/pool" >"$tmp/sums"

# XOR of the numbers given (in shell arithmetic: values fit in 62 bits).
xor() {
	x=0
	for v in "$@"; do
		x=$((x ^ v))
	done
	echo $x
}

# How many parts differ between two sums (their words split at " + ").
parts_changed() {
	printf '%s\n' "$1" | sed 's/ + /\n/g' >"$tmp/a"
	printf '%s\n' "$2" | sed 's/ + /\n/g' >"$tmp/b"
	if [ "$(wc -l <"$tmp/a")" -ne "$(wc -l <"$tmp/b")" ]; then
		echo 99
		return
	fi
	paste -d'|' "$tmp/a" "$tmp/b" | awk -F'|' '$1 != $2' | wc -l
}

bad_value=0 bad_win=0 wins=0 sums=0
while IFS='|' read -r vals words; do
	sums=$((sums + 1))
	# shellcheck disable=SC2086
	want=$(xor $vals)
	# shellcheck disable=SC2086
	"$SPRAGUE" solve --porcelain --limit 1000 sum $words >"$tmp/sol" 2>&1
	got=$(sed -n 's/^grundy //p' "$tmp/sol")
	if [ "$got" != "$want" ]; then
		bad_value=$((bad_value + 1))
		diag "sum $words: grundy $got, the parts' XOR $want"
		diag "$(cat "$tmp/sol")"
	fi
	sed -n 's/^win //p' "$tmp/sol" >"$tmp/wins"
	while read -r w; do
		wins=$((wins + 1))
		# shellcheck disable=SC2086
		o=$("$SPRAGUE" solve --porcelain --limit 0 sum $w 2>&1 | head -1)
		n=$(parts_changed "$words" "$w")
		if [ "$o" != P ] || [ "$n" -ne 1 ]; then
			bad_win=$((bad_win + 1))
			diag "sum $words: win $w is $o, $n parts changed"
		fi
	done <"$tmp/wins"
done <"$tmp/sums"
[ $bad_value -eq 0 ] && [ $sums -eq 40 ]
ok $? "$sums random sums: the value is the XOR of the parts' values"
[ $bad_win -eq 0 ] && [ $wins -gt 20 ]
ok $? "their $wins win lines: each a lost sum changing one part"

# A Kayles row of 4 is a Nim heap of 1; win lines feed back to solve.
expect_out "kayles 4 + nim 1 is lost, as nim 1 1" "P
grundy 0" solve --porcelain sum kayles 4 + nim 1
expect_out "nim 3 4 + kayles 5 + grundy 9" "N
grundy 2
win nim 1 4 + kayles 5 + grundy 9" \
	solve --porcelain sum nim 3 4 + kayles 5 + grundy 9
expect_out "parts with options, the options among the parts' words" "N
grundy 1
win subtract --take 1,3,4 9 + takebreak --code 0.137 20
win subtract --take 1,3,4 7 + takebreak --code 0.137 20
win subtract --take 1,3,4 10 + takebreak --code 0.137 5 12" \
	solve --porcelain sum subtract --take 1,3,4 10 + takebreak \
	--code 0.137 20
expect_out "a finished part is worth 0 and stays" "N
grundy 3
win nim 0 + nim 0" solve --porcelain sum nim 0 + nim 3
"$SPRAGUE" solve --explain sum nim 3 4 + kayles 5 + grundy 9 >"$tmp/ex"
grep -q "^nim-sum   2  010" "$tmp/ex" &&
    grep -q "To win, change nim 3 4 from value 7 to 7 ^ 2 = 5" "$tmp/ex" &&
    grep -q "For example: in nim 3 4 (part 1): take 2 from heap 1" "$tmp/ex"
ok $? "the explanation: each part's value, the nim-sum, the part's move"
"$SPRAGUE" solve --explain sum kayles 4 + nim 5 >"$tmp/ex"
grep -q "To win, change nim 5 from value 5 to 5 ^ 4 = 1" "$tmp/ex" &&
    grep -q "For example: in nim 5 (part 2): take 4 from heap 1" "$tmp/ex"
ok $? "the explanation's move is in the part it names"
"$SPRAGUE" solve --explain sum kayles 4 + nim 2 >"$tmp/ex"
grep -q "To win, change nim 2 from value 2 to 2 ^ 3 = 1" "$tmp/ex" &&
    grep -q "For example: in nim 2 (part 2): take 1 from heap 1" "$tmp/ex" &&
    grep -q "in kayles 4, a move up from 1 to 1 ^ 3 = 2, which the opponent" \
    "$tmp/ex" && grep -q "in kayles 4 (part 1): take 2 coins from the end" \
    "$tmp/ex"
ok $? "the part with the 1 first; the other winning move, a move up, said so"
expect_out "huge parts: the moves found by the parts' theory" "N
grundy 9223372036854775807
win nim 4611686018427387903 + lasker 4611686018427387904
win nim 4611686018427387904 + lasker 4611686018427387903" \
	solve --porcelain sum nim 4611686018427387904 + lasker \
	4611686018427387904
expect_out "a huge Kayles row: the move in the Nim heaps" "N
grundy 126
win nim 999998 + nim 999999 + kayles 1000000000" \
	solve --porcelain sum nim 1000000 + nim 999999 + kayles 1000000000
expect_out "misere: searched" "N
grundy -
win nim 1 + kayles 1 + grundy 3" solve --porcelain --misere sum nim 1 + \
	kayles 2 + grundy 3
expect_bad "misere: past the search's limits" "" \
	solve --misere sum nim 1000000 + kayles 1000000
"$SPRAGUE" practice --print --seed 1 --count 3 sum >"$tmp/sheet"
grep -q "^   part 2, " "$tmp/sheet" && ! grep -q "^   move 1 " "$tmp/sheet" &&
    [ "$(sed '/^Answers/q' "$tmp/sheet" | awk 'length > 78' | wc -l)" -eq 0 ]
ok $? "a worksheet draws each part of a sum as its own board"
"$SPRAGUE" rules sum | grep -q "Sprague-Grundy theorem"
ok $? "rules sum"

# A saved sum reads back; a move that changes the parts' games is refused.
cat >"$tmp/game.txt" <<'END'
sprague-game 1
game: sum
play: normal
start: nim 3 4 + kayles 5 + grundy 9
player 1: computer
player 2: human
level: perfect
moves: 2
move 1: nim 1 4 + kayles 5 + grundy 9
move 2: nim 1 1 + kayles 5 + grundy 9
END
"$SPRAGUE" replay "$tmp/game.txt" >"$tmp/out" 2>&1 &&
    grep -q "in nim 1 4 (part 1): take 3 from heap 2" "$tmp/out"
ok $? "a saved sum replays, its moves in words"
sed 's/^move 2: nim 1 1 + kayles 5/move 2: nim 1 1 + grundy 5/' \
    "$tmp/game.txt" >"$tmp/bad.txt"
expect_bad "a saved move in other games" \
	"part 2: grundy, where this sum has kayles" replay "$tmp/bad.txt"

# The notation's faults.
expect_bad "no part" "sum: missing the position" solve sum
expect_bad "an empty part" 'two "+" in a row: part 2 is empty' \
	solve sum nim 3 + + kayles 4
expect_bad "+ at the start" '"+" at the start' solve sum + nim 3
expect_bad "+ at the end" '"+" at the end' solve sum nim 3 +
expect_bad "+ alone" '"+" at the start' solve sum +
expect_bad "an unknown game" 'part 2: game "chess": unknown' \
	solve sum nim 3 + chess 4
expect_bad "a part without its position" \
	'part 2 (kayles): kayles: missing the position' solve sum nim 3 + kayles
expect_bad "a bad part position" 'part 2 (kayles): row "x"' \
	solve sum nim 3 + kayles x
expect_bad "a bad part option" 'part 1 (subtract): ' \
	solve sum subtract --take 0 10 + nim 1
expect_bad "an option of another game" 'part 1 (nim): option "--take"' \
	solve sum nim --take 1,2 3 + nim 1
expect_bad "a sum inside a sum" 'part 2: a sum cannot be a part of a sum' \
	solve sum nim 3 + sum nim 4
expect_bad "a part without a value" 'part 1 (stones 3 1 4): no Grundy value' \
	solve sum stones 3 1 4 + nim 1
expect_bad "an option of the sum itself" 'part 1: "--take": a part begins' \
	solve sum --take 1 nim 3

# --limit is honoured by --explain: every winning move of the answer is
# in the explanation (ten here, one more than it lists by default).
pos='dawson 1 7 + dawson 7 8 + grundy 4'
"$SPRAGUE" solve --porcelain --limit 500 sum $pos | sed -n 's/^win //p' \
    >"$tmp/wins"
"$SPRAGUE" solve --explain --limit 500 sum $pos |
    sed -n '/^Why:/,$s/.*, leaving \(.*\)$/\1/p' | sed 's/\.$//' |
    sort >"$tmp/said"
sort "$tmp/wins" | cmp -s - "$tmp/said" && [ "$(wc -l <"$tmp/wins")" -eq 10 ] &&
    ! grep -q 'more' "$tmp/said"
ok $? "solve --explain --limit 500: every one of the 10 winning moves"

done_testing
