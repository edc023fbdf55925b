#!/bin/sh
# cli-worksheet.sh: practice that rewards understanding, and worksheets
# to print.  Over seeds and levels of every game (--porcelain): who wins
# is N and P about as often; value answers vary; no position comes twice
# (that a higher level asks larger positions is in test-core.c).  Every
# game and level printed:
# lines of at most 78 columns, the answer key after a form feed, no
# exercise twice; --key writes the key to its own file; --html validates
# (tidy, which the test needs).

. "$SRCDIR/tests/lib.sh"

games=$("$SPRAGUE" list | awk '{ print $1 }')

# The position of a porcelain line, without its kind and answer.
position() {
	sed 's/^[a-z]* //; s/ | .*$//'
}

# Who wins: between 40% and 60% P on every sheet of ten, every game and
# level; a run of ten of every kind has as many N as P.
bad=0 sheets=0
for game in $games; do
	for level in 1 2 3 4 5; do
		for seed in 1 2; do
			"$SPRAGUE" practice --porcelain --kind outcome --count 10 \
			    --seed "$seed" --level "$level" "$game" >"$tmp/o" ||
			    { bad=$((bad + 1)); continue; }
			p=$(grep -c ' | P$' "$tmp/o")
			sheets=$((sheets + 1))
			if [ "$p" -lt 4 ] || [ "$p" -gt 6 ]; then
				bad=$((bad + 1))
				diag "$game level $level seed $seed: $p of 10 P"
			fi
		done
		"$SPRAGUE" practice --porcelain --count 10 --seed 3 \
		    --level "$level" "$game" | grep '^outcome ' >"$tmp/o"
		n=$(grep -c ' | N$' "$tmp/o") p=$(grep -c ' | P$' "$tmp/o")
		if [ $((n - p)) -gt 1 ] || [ $((p - n)) -gt 1 ]; then
			bad=$((bad + 1))
			diag "$game level $level, a run: $n N, $p P"
		fi
	done
done
[ $bad -eq 0 ] && [ $sheets -ge 190 ]
ok $? "who wins: 40% to 60% P on each of $sheets sheets, N and P even in runs"

# Values: where a game asks them, the answers vary (not all 0, at least
# two values), and Nim never asks the value of one heap (the heap itself).
bad=0 asked=""
for game in $games; do
	: >"$tmp/v"
	for level in 1 3 5; do
		for seed in 1 2 3; do
			"$SPRAGUE" practice --porcelain --count 9 --seed "$seed" \
			    --level "$level" "$game" | grep '^value ' >>"$tmp/v"
		done
	done
	[ -s "$tmp/v" ] || continue
	asked="$asked $game"
	values=$(sed 's/^.* | //' "$tmp/v" | sort -u | wc -l)
	zeros=$(grep -c ' | 0$' "$tmp/v")
	total=$(wc -l <"$tmp/v")
	if [ "$values" -lt 2 ] || [ $((2 * zeros)) -gt "$total" ]; then
		bad=$((bad + 1))
		diag "$game: $values values, $zeros of $total are 0"
	fi
done
[ $bad -eq 0 ]
ok $? "value answers vary in every game that asks them:$asked"
"$SPRAGUE" practice --porcelain --count 30 --seed 5 --kind value nim |
	grep -E '^value nim [0-9]+ \|' >/dev/null
[ $? -ne 0 ]
ok $? "Nim asks no value of one heap"
! echo "$asked" | grep -qw stones
ok $? "the stone game asks no value (its theory knows only the 0s)"

# No position twice in a run, for every game and level.
bad=0
for game in $games ""; do
	for level in 1 3 5; do
		# shellcheck disable=SC2086
		"$SPRAGUE" practice --porcelain --count 20 --seed 11 \
		    --level "$level" $game | position | sort | uniq -d >"$tmp/d"
		if [ -s "$tmp/d" ]; then
			bad=$((bad + 1))
			diag "${game:-mixed} level $level: twice: $(head -n 1 \
			    "$tmp/d")"
		fi
	done
done
[ $bad -eq 0 ]
ok $? "no position twice in a run of 20, every game and level"

# That a higher level asks larger positions, for every game, is checked
# in tests/test-core.c by the size each game measures (a notation's
# letters say nothing of it: 0-1 1-2 is two edges).

# Level 1 Grundy: not always the same first exercise.
for seed in 1 2 3 4 5 6 7 8; do
	"$SPRAGUE" practice --porcelain --count 1 --kind move --seed "$seed" \
	    --level 1 grundy
done | sort -u >"$tmp/g"
[ "$(wc -l <"$tmp/g")" -ge 4 ]
ok $? "level 1 Grundy: $(wc -l <"$tmp/g") first move exercises over 8 seeds"

# Take-and-break practice reads several codes.
for seed in 1 2 3 4 5 6; do
	"$SPRAGUE" practice --porcelain --count 6 --seed "$seed" takebreak
done | sed -n 's/^.* --code \([^ ]*\) .*$/\1/p' | sort -u >"$tmp/codes"
[ "$(wc -l <"$tmp/codes")" -ge 4 ]
ok $? "take-and-break practice over codes $(tr '\n' ' ' <"$tmp/codes")"

# check_sheet FILE COUNT: at most 78 columns, one form feed line with the
# key after it, COUNT numbered exercises and answers, no position twice.
# Prints the trouble, if any.
check_sheet() {
	awk 'length > 78 { print "line " NR ": " length " columns"; exit }' "$1"
	ff=$(grep -c "$(printf '^\f$')" "$1")
	[ "$ff" -eq 1 ] || echo "$ff form feed lines"
	sed "/$(printf '^\f$')/q" "$1" >"$tmp/pupil"
	sed "1,/$(printf '^\f$')/d" "$1" >"$tmp/key"
	grep -q '^Answers: ' "$tmp/key" || echo "no key after the form feed"
	grep -q '^Name: _' "$tmp/pupil" || echo "no name line"
	[ "$(grep -c '^[0-9]*\. ' "$tmp/pupil")" -eq "$2" ] ||
		echo "not $2 exercises"
	[ "$(grep -c '^[0-9]*\. ' "$tmp/key")" -eq "$2" ] ||
		echo "not $2 answers"
	[ "$(grep -c '_____' "$tmp/pupil")" -gt "$2" ] ||
		echo "no room to answer each"
	grep -q 'the least value that no move reaches' "$tmp/key" &&
		echo "a value's reason not its own"
	# The position: the line after the question, and the lines that
	# go on with it (a long sum breaks after its first word).
	awk '/^[0-9]+\. / { getline; s = $0
		while ((getline l) > 0 && l ~ /^     [^ ]/) s = s " " l
		print s }' "$tmp/pupil" | sort | uniq -d | sed 's/^/twice: /'
}

bad=0 n=0
for game in $games ""; do
	for level in 1 2 3 4 5; do
		# shellcheck disable=SC2086
		"$SPRAGUE" practice --print --count 12 --seed $((level + 20)) \
		    --level "$level" $game >"$tmp/sheet" 2>"$tmp/err" ||
			echo "failed: $(cat "$tmp/err")" >"$tmp/sheet"
		n=$((n + 1))
		why=$(check_sheet "$tmp/sheet" 12)
		if [ -n "$why" ]; then
			bad=$((bad + 1))
			[ $bad -le 5 ] && diag "${game:-mixed} level $level: $why"
		fi
	done
done
[ $bad -eq 0 ]
ok $? "--print: $n sheets of every game and level: 78 columns, the key after a form feed, no repeats"

"$SPRAGUE" practice --print --count 4 --seed 3 circle | grep -q '^ *1 > '
ok $? "--print circle: the ring drawn"
"$SPRAGUE" practice --print --count 4 --seed 3 cutting | grep -q '+-+-+'
ok $? "--print cutting: the pieces drawn"
"$SPRAGUE" practice --print --count 4 --seed 3 multiply | grep -q '^   1 |'
ok $? "--print multiply: the number line drawn"
"$SPRAGUE" practice --print --count 4 --seed 3 euclid >"$tmp/e"
grep -q '^   number 1 ' "$tmp/e" && ! grep -q 'multiple 1' "$tmp/e"
ok $? "--print euclid: the rows are numbers, not multiples"
"$SPRAGUE" practice --print --count 6 --seed 3 --kind value sum |
	tr -s '\n ' '  ' | grep -q "nim-sum of the parts' values, [0-9]* ^ "
ok $? "--print: a sum's value from its parts' values"
"$SPRAGUE" practice --print --count 6 --seed 3 --kind value grundy |
	tr -s '\n ' '  ' |
	grep -q "the moves lead to values {0, 1, 3}, and 2 is the least value missing (the mex)"
ok $? "--print: a heap's value from its options' values and their mex"

# --key FILE: the key in its own file, not on the sheet.
rm -f "$tmp/key.txt"
"$SPRAGUE" practice --print --count 5 --seed 9 --key "$tmp/key.txt" nim \
    >"$tmp/sheet"
! grep -q "$(printf '\f')" "$tmp/sheet" && ! grep -q '^Answers' "$tmp/sheet" &&
	grep -q '^Answers: Nim' "$tmp/key.txt" &&
	[ "$(grep -c '^[0-9]\. ' "$tmp/key.txt")" -eq 5 ] &&
	[ -z "$(ls "$tmp" | grep '^key.txt.')" ]
ok $? "--key FILE: the answers in FILE, none on the sheet, no file left over"
expect_bad "--key into a missing directory" 'key file "' \
	practice --print --count 2 --key "$tmp/none/key.txt" nim
expect_bad "--key with --porcelain" 'option "--key": for --print' \
	practice --porcelain --key "$tmp/k" nim
expect_bad "--name with --print" 'option "--name": for the drills' \
	practice --print --name Ann nim
expect_bad "--name of a blank" 'name " Ann": a name is 1 to 32' \
	practice --name " Ann" nim
expect_bad "--html with --porcelain" 'option "--html": not with' \
	practice --html --porcelain nim

# --html: one page that validates, the key after a page break.
TIDY=$(command -v tidy)
if [ -z "$TIDY" ]; then
	ok 1 "tidy is needed to validate --html (install the tidy package)"
else
	bad=0
	for game in nim circle cutting multiply chomp sum ""; do
		# shellcheck disable=SC2086
		"$SPRAGUE" practice --html --count 6 --seed 2 --level 3 $game \
		    >"$tmp/s.html"
		if ! "$TIDY" -q -e "$tmp/s.html" >"$tmp/tidy" 2>&1; then
			bad=$((bad + 1))
			diag "${game:-mixed}: $(head -n 3 "$tmp/tidy")"
		fi
		grep -q 'class="key"' "$tmp/s.html" &&
		    grep -q 'break-before: page' "$tmp/s.html" &&
		    grep -q '<pre class="board">' "$tmp/s.html" ||
		    { bad=$((bad + 1)); diag "${game:-mixed}: no key or board"; }
	done
	"$SPRAGUE" practice --html --count 3 --seed 2 --key "$tmp/k.html" nim \
	    >"$tmp/s.html"
	"$TIDY" -q -e "$tmp/k.html" >/dev/null 2>&1 &&
		! grep -q 'class="key"' "$tmp/s.html" || bad=$((bad + 1))
	[ $bad -eq 0 ]
	ok $? "--html: pages that tidy validates, the key after a page break or in its own file"
fi

# The paper: A4 but in the United States and Canada (LC_PAPER, else the
# locale that sets the language); --paper says it; the heading names the
# command that prints the same sheet, --html and its paper included.
paper() {
	env -u LC_ALL -u LANG "$@" "$SPRAGUE" practice --html --count 1 \
	    --seed 5 nim | sed -n 's/^@page { size: \([A-Za-z0-9]*\);.*/\1/p'
}
[ "$(paper LC_PAPER=en_US.UTF-8)" = letter ] &&
    [ "$(paper LC_PAPER=fr_CA.UTF-8)" = letter ] &&
    [ "$(paper LC_PAPER=en_GB.UTF-8)" = A4 ] &&
    [ "$(paper LC_PAPER=ja_JP.UTF-8 LANG=en_US.UTF-8)" = A4 ] &&
    [ "$(paper LANG=en_US.UTF-8)" = letter ] &&
    [ "$(paper LANG=zh_CN.UTF-8)" = A4 ] &&
    [ "$(paper LC_PAPER=C)" = A4 ] &&
    LC_PAPER=en_US.UTF-8 "$SPRAGUE" practice --html --paper a4 --count 1 \
    --seed 5 nim | grep -q '^@page { size: A4;' &&
    LC_PAPER=en_GB.UTF-8 "$SPRAGUE" practice --html --paper letter \
    --count 1 --seed 5 nim | grep -q '^@page { size: letter;'
ok $? "--paper: A4 by default, Letter in the US and Canada, --paper a4|letter"
"$SPRAGUE" practice --html --paper letter --count 2 --seed 9 --level 3 nim \
    >"$tmp/h.html"
grep -q '(sprague practice --html --paper letter --seed 9 --count 2 --level 3 nim)' \
    "$tmp/h.html" && ! grep -q -- '--print' "$tmp/h.html" &&
    grep -q 'Noto Serif CJK JP' "$tmp/h.html"
ok $? "--html: the heading says --html and its paper, not --print; CJK fonts named"
expect_bad "--paper for a printed text sheet" '"--paper": for --html' \
    practice --print --paper a4
expect_bad "--paper b5" 'a4 or letter' practice --html --paper b5

# --key naming the file the sheet is redirected to: refused, with why.
"$SPRAGUE" practice --print --count 2 --seed 3 --key "$tmp/same.txt" \
    >"$tmp/same.txt" 2>"$tmp/err"
st=$?
[ $st -eq 2 ] && grep -q 'the sheet is written there too' "$tmp/err"
ok $? "--key naming the sheet's own file is refused"
[ $st -eq 2 ] || diag "status $st: $(head -c 300 "$tmp/same.txt")"

# A level-1 run of every game meets each kind on a single game first.
bad=""
for seed in $(seq 1 30); do
	"$SPRAGUE" practice --porcelain --level 1 --count 3 --seed "$seed" \
	    >"$tmp/l1" || bad="$bad $seed(status)"
	grep -q '^[a-z]* sum ' "$tmp/l1" && bad="$bad $seed"
done
[ -z "$bad" ]
ok $? "a level-1 run of every game starts with single games"
[ -z "$bad" ] || diag "a sum among the first three, seeds:$bad"

# Every part of a sum on a sheet has a value worked by hand: its own
# explanation is the nim-sum of parts with values, never a value that
# only a search finds.
: >"$tmp/parts"
for level in 3 4 5; do
	for seed in 1 2 3 4; do
		"$SPRAGUE" practice --porcelain --level "$level" --count 12 \
		    --seed "$seed" | sed -n 's/^[a-z]* sum \(.*\) | .*$/\1/p' |
		    sed 's/ + /\n/g' >>"$tmp/parts"
	done
done
bad=""
n=0
while read -r part; do
	n=$((n + 1))
	# shellcheck disable=SC2086
	LANGUAGE= LANG=C "$SPRAGUE" solve --explain $part 2>&1 |
	    grep -q 'Each part is worth a Nim heap' || bad="$bad [$part]"
done <"$tmp/parts"
[ "$n" -gt 10 ] && [ -z "$bad" ]
ok $? "every part of the sums on sheets of levels 3-5 ($n parts) has a value worked by hand"
[ -z "$bad" ] || diag "not by hand:$bad"

done_testing
