#!/bin/sh
# cli-practice.sh: worksheets.  Every answer of `practice --porcelain`,
# over many seeds and every game, agrees with `solve`; the same seed
# prints the same sheet and another seed another; bad input is refused.

. "$SRCDIR/tests/lib.sh"

games=$("$SPRAGUE" list | awk '{ print $1 }')

# check_line LINE: one `KIND GAME POSITION | ANSWER` line against solve;
# prints nothing when it agrees, else the reason.
check_line() {
	kind=${1%% *}
	rest=${1#* }
	question=${rest% | *}
	answer=${rest##* | }
	# shellcheck disable=SC2086
	solved=$("$SPRAGUE" solve --porcelain --limit 100000 $question) || {
		echo "solve failed: $question"
		return
	}
	case $kind in
	outcome)
		[ "$(echo "$solved" | sed -n 1p)" = "$answer" ] ||
			echo "outcome: $1 (solve: $(echo "$solved" | head -1))"
		;;
	value)
		[ "$(echo "$solved" | sed -n 2p)" = "grundy $answer" ] ||
			echo "value: $1 (solve: $(echo "$solved" | sed -n 2p))"
		;;
	move)
		[ "$(echo "$solved" | sed -n 1p)" = N ] ||
			echo "move from a lost position: $1"
		echo "$solved" | grep -qxF "win $answer" ||
			echo "move not among solve's: $1"
		;;
	*)
		echo "unknown kind: $1"
		;;
	esac
}

bad=0 lines=0
for game in $games; do
	for seed in 1 2 3 4 5 6 7 8; do
		"$SPRAGUE" practice --porcelain --seed "$seed" --count 6 \
		    --level $((seed % 5 + 1)) "$game" >"$tmp/sheet" 2>"$tmp/err" ||
		    { bad=$((bad + 1)); diag "$game seed $seed: $(cat "$tmp/err")"; }
		while IFS= read -r line; do
			lines=$((lines + 1))
			why=$(check_line "$line")
			if [ -n "$why" ]; then
				bad=$((bad + 1))
				[ $bad -le 5 ] && diag "$why"
			fi
		done <"$tmp/sheet"
	done
done
[ $bad -eq 0 ] && [ $lines -ge 600 ]
ok $? "practice --porcelain: every answer of $lines exercises agrees with solve"

# A mix of the games: every kind shows up, answers agree.
"$SPRAGUE" practice --porcelain --seed 99 --count 60 >"$tmp/mix"
bad=0
while IFS= read -r line; do
	why=$(check_line "$line")
	[ -z "$why" ] || { bad=$((bad + 1)); diag "$why"; }
done <"$tmp/mix"
kinds=$(cut -d' ' -f1 "$tmp/mix" | sort -u | tr '\n' ' ')
ngames=$(cut -d' ' -f2 "$tmp/mix" | sort -u | wc -l)
[ $bad -eq 0 ] && [ "$kinds" = "move outcome value " ] && [ "$ngames" -ge 8 ]
ok $? "practice --porcelain without a game: $ngames games, kinds $kinds"

# --kind: only that kind.
"$SPRAGUE" practice --porcelain --seed 5 --count 8 --kind move grundy |
	cut -d' ' -f1 | sort -u >"$tmp/k"
[ "$(cat "$tmp/k")" = move ]
ok $? "practice --kind move: move exercises only"

# No trivial exercise: no position without a move.
"$SPRAGUE" practice --porcelain --seed 3 --count 30 --level 1 nim |
	grep -E "^[a-z]+ nim( 0)+ \|" >/dev/null
[ $? -ne 0 ]
ok $? "practice --level 1: no empty position"

# The same seed, the same sheet; another seed, another.
"$SPRAGUE" practice --print --seed 42 --count 8 nim >"$tmp/a"
"$SPRAGUE" practice --print --seed 42 --count 8 nim >"$tmp/b"
"$SPRAGUE" practice --print --seed 43 --count 8 nim >"$tmp/c"
cmp -s "$tmp/a" "$tmp/b"
ok $? "practice --print: the same seed prints the same worksheet"
! cmp -s "$tmp/a" "$tmp/c"
ok $? "practice --print: another seed prints another"
grep -q "^Answers" "$tmp/a" && grep -q "^8\. " "$tmp/a" &&
	grep -q "seed 42" "$tmp/a" && grep -q "heap 1 " "$tmp/a"
ok $? "practice --print: numbered exercises drawn in ASCII, then the answers"
"$SPRAGUE" practice --print --seed 4 --count 3 --level 1 chomp |
	grep -q " X #"
ok $? "practice --print chomp: the squares drawn, the poison as X"

expect_bad "practice --count 0" 'count "0": must be at least 1' \
	practice --print --count 0
expect_bad "practice --count x" 'count "x"' practice --print --count x
expect_bad "practice --count past 1000" 'count "1001"' \
	practice --print --count 1001
expect_bad "practice --level 9" 'level "9": must be at most 5' \
	practice --print --level 9
expect_bad "practice --level 0" 'level "0": must be at least 1' \
	practice --porcelain --level 0
expect_bad "practice --kind x" 'kind "x": must be outcome, move or value' \
	practice --print --kind x
expect_bad "practice of an unknown game" 'game "chess": unknown' \
	practice --print chess
expect_bad "practice --print --porcelain" 'not with --porcelain' \
	practice --print --porcelain nim
expect_bad "practice without --print: the drills need a terminal" \
	'the drills need a terminal' practice nim
expect_bad "practice --count without --print" \
	'option "--count": for --print and --porcelain' practice --count 3 nim
expect_bad "practice on the board: one game" 'one game only' \
	practice nim grundy
expect_bad "practice on the board: an unknown game" 'game "chess": unknown' \
	practice chess
expect_bad "practice --seed x" 'seed "x"' practice --print --seed x nim
expect_bad "practice --big --name: taken, then a terminal needed" \
	'the drills need a terminal' practice --big --name Ann nim

done_testing
