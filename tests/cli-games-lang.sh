#!/bin/sh
# cli-games-lang.sh: the heap games (Grundy's game, Kayles, a
# take-and-break code) and the sum of games in Japanese and Chinese: the
# moves in words, the refusals of a code and of a sum, the strategy and
# the proof of a period, each in the reader's language from the
# catalogs, and the table's note on the board; --porcelain and values
# byte for byte the English.

. "$SRCDIR/tests/lib.sh"

catalogs

# has LANG NAME LINE... -- ARGS: status 0 and each LINE a whole line of
# the output of sprague ARGS in language LANG.
has() {
	lang=$1 name=$2
	shift 2
	n=0
	for a in "$@"; do
		n=$((n + 1))
		[ "$a" = "--" ] && break
	done
	args=$(printf '%s\n' "$@" | sed -n "$((n + 1)),\$p")
	# shellcheck disable=SC2086
	out=$(IFS='
'; LANGUAGE=$lang LANG=C.UTF-8 "$SPRAGUE" $args 2>"$tmp/err"); st=$?
	miss=""
	while [ "$1" != "--" ]; do
		printf '%s\n' "$out" | grep -qxF -- "$1" || miss="$miss
$1"
		shift
	done
	if [ $st -eq 0 ] && [ -z "$miss" ]; then
		ok 0 "${lang:-C}: $name"
	else
		ok 1 "${lang:-C}: $name"
		diag "status $st" "missing:$miss" "got:" "$out" \
		    "stderr: $(cat "$tmp/err")"
	fi
}

# refused LANG NAME TEXT ARGS...: status 2, one line on stderr with TEXT.
refused() {
	lang=$1 name=$2 text=$3
	shift 3
	LANGUAGE=$lang LANG=C.UTF-8 "$SPRAGUE" "$@" >"$tmp/out" 2>"$tmp/err"
	st=$?
	if [ $st -eq 2 ] && [ ! -s "$tmp/out" ] &&
	    [ "$(wc -l <"$tmp/err")" -eq 1 ] &&
	    grep -qF -- "$text" "$tmp/err"; then
		ok 0 "${lang:-C}: $name"
	else
		ok 1 "${lang:-C}: $name"
		diag "status $st" "want: $text" "got: $(cat "$tmp/err")"
	fi
}

# Grundy's game: its moves split heaps, and its parts are labelled.
has ja "solve grundy 7 5" \
    "グランディのゲーム：7 5" "  山1を2と5に分ける（残りは 2 5 5）" \
    "  山2を1と4に分ける（残りは 7 1 4）" -- solve grundy 7 5
has zh_CN "solve grundy 7 5" \
    "Grundy 游戏：7 5" "  把第 1 堆分成 2 和 5，留下 2 5 5" \
    "  把第 2 堆分成 1 和 4，留下 7 1 4" -- solve grundy 7 5
LANGUAGE=ja LANG=C.UTF-8 "$SPRAGUE" solve --explain grundy 7 5 >"$tmp/o"
grep -q "^山1（7） " "$tmp/o" && grep -q "^山2（5） " "$tmp/o"
ok $? "ja: solve --explain grundy 7 5 names each heap with its size"
LANGUAGE=zh_CN LANG=C.UTF-8 "$SPRAGUE" solve --explain grundy 7 5 >"$tmp/o"
grep -q "^第 1 堆（7） " "$tmp/o" && grep -q "^第 2 堆（5） " "$tmp/o"
ok $? "zh_CN: solve --explain grundy 7 5 names each heap with its size"

# Kayles: coins of rows, counted from the left; the mirror strategy.
has ja "solve kayles 4 3: the coins of a row" \
    "  列1の端からコインを1枚取る（残りは 3 3）" \
    "  列1のコイン2を取る（残りは 1 2 3）" \
    "  列2の端からコインを2枚取る（残りは 4 1）" -- solve kayles 4 3
has zh_CN "solve kayles 4 3: the coins of a row" \
    "  从第 1 行的末端取走 1 枚硬币，留下 3 3" \
    "  取走第 1 行的第 2 枚硬币，留下 1 2 3" \
    "  从第 2 行的末端取走 2 枚硬币，留下 4 1" -- solve kayles 4 3
has ja "solve --explain kayles 8: the mirror" \
    "まねっこ戦略：列が1つだけなら、真ん中の2枚（コイン4と5）を取ればすぐに勝ちが決まる。長さ3の同じ列が2つ残るので、あとは相手の手をもう一方の列でまねればよい。" \
    -- solve --explain kayles 8
has zh_CN "solve --explain kayles 4 4 1 1: the twins" \
    "对称策略：各行两两配成长度相同的一对（1 和 1，4 和 4）。轮到走的一方在一行中击倒哪些硬币，对手就在与它成对的另一行中击倒同样的硬币；每次应对之后各行又两两相等，最后一枚硬币由对手取走。" \
    -- solve --explain kayles 4 4 1 1
has ja "solve --explain dawson 5 1 1: the lone coins" \
    "列2、3にはそれぞれコインが1枚しかなく、どの着手でも倒すことはできない。その値は0であり、何も変えない。" \
    -- solve --explain dawson 5 1 1

# A take-and-break code: a take that splits the rest.
has ja "solve takebreak --code 0.137 10 3" \
    "取り崩しゲーム：--code 0.137 10 3" \
    "  山1から3個取り、残りを2と5に分ける（残りは 2 5 3）" \
    -- solve takebreak --code 0.137 10 3
has zh_CN "solve takebreak --code 0.137 10 3" \
    "取子分堆游戏：--code 0.137 10 3" \
    "  从第 1 堆取 3 颗，再把剩下的分成 2 和 5，留下 2 5 3" \
    -- solve takebreak --code 0.137 10 3
has ja "values --period: the proof in words, its numbers the English" \
    "preperiod 52 period 34" \
    "証明：ガイ・スミスの定理。山 0..279 を比べた（必要なのは 2 x 52 + 2 x 34 + 3 = 175）" \
    -- values --period takebreak --code 0.137
has zh_CN "values --period: the proof in words, its numbers the English" \
    "preperiod 52 period 34" \
    "证明：Guy-Smith 定理；比较了堆 0..279，需要 2 x 52 + 2 x 34 + 3 = 175" \
    -- values --period takebreak --code 0.137

# A sum: the part and its move, each in words.
has ja "solve sum kayles 4 + nim 1 + grundy 9" \
    "  kayles 4（部分1）で：列1のコイン2と3を取る（残りは kayles 1 1 + nim 1 + grundy 9）" \
    "  grundy 9（部分3）で：山1を2と7に分ける（残りは kayles 4 + nim 1 + grundy 2 7）" \
    -- solve sum kayles 4 + nim 1 + grundy 9
has zh_CN "solve sum kayles 4 + nim 1 + grundy 9" \
    "  在 kayles 4（第 1 部分）中：取走第 1 行的第 2 枚和第 3 枚硬币，留下 kayles 1 1 + nim 1 + grundy 9" \
    "  在 grundy 9（第 3 部分）中：把第 1 堆分成 2 和 7，留下 kayles 4 + nim 1 + grundy 2 7" \
    -- solve sum kayles 4 + nim 1 + grundy 9

# The misere quotient's words.
has ja "solve --explain --misere kayles 4 3: the quotient" \
    "  勝ちの手は積を b^2 にする。これはP部分にある。" \
    -- solve --explain --misere kayles 4 3
has zh_CN "solve --explain --misere kayles 4 3: the quotient" \
    "  必胜走法留下乘积 b^2，它在 P 部分中。" \
    -- solve --explain --misere kayles 4 3

# Refusals: a code, a sum, a heap game without its rules.
refused ja "a bad code refused" 'コード "0.1x"："x" は数字（0-9、a-f）ではない' \
    solve takebreak --code 0.1x 3
refused zh_CN "a bad code refused" '代码 "0.1x"："x" 不是数字（0-9、a-f）' \
    solve takebreak --code 0.1x 3
refused ja "a bad sum refused" '和："+" が2つ続いている。部分2が空である' \
    solve sum nim 3 + + nim 2
refused zh_CN "a bad sum refused" '和：两个 "+" 相连：第 2 部分是空的' \
    solve sum nim 3 + + nim 2
refused ja "a sum in a sum refused" '和の部分2：和を和の部分にすることはできない' \
    solve sum nim 3 + sum nim 2
refused zh_CN "takebreak without its code" \
    'takebreak：请用 --code CODE 给出游戏的代码（如 0.77、0.137 或 4!.0）' \
    solve takebreak 5
# A saved game whose move takes three coins of a Kayles row.
printf '%s\n' "sprague-game 1" "game: kayles" "play: normal" "start: 5 3" \
    "player 1: human" "player 2: computer" "level: perfect" "moves: 1" \
    "move 1: 2 3" >"$tmp/bad.txt"
refused ja "an illegal move of Kayles refused in coins" \
    '1回の着手で1つの列から取る隣り合うコインの枚数は、1または2である' \
    replay "$tmp/bad.txt"
refused zh_CN "an illegal move of Kayles refused in coins" \
    '每步从一行中取走 1 或 2 枚相邻的硬币' replay "$tmp/bad.txt"

# The table of values on the board (the key t): its note on the period
# in the reader's language, within 80 columns.
. "$SRCDIR/tests/tmux.sh"
for pair in "ja:周期的（証明済み）：前周期 52、周期 34。" \
    "zh_CN:周期性，已证明：前周期 52，周期 34，"; do
	# (start sets lang to the locale it is given)
	language=${pair%%:*} text=${pair#*:}
	UI_LANGUAGE=$language start C.UTF-8 xterm-256color play takebreak \
	    --code 0.137 30
	wait_for "takebreak --code 0.137 30"
	keys t
	expect "$language: the table's note on its period" "$text"
	w=$(LC_ALL=C.UTF-8 wc -L <"$tmp/screen")
	[ "$w" -le 80 ]
	ok $? "$language: the table fits 80 columns ($w)"
done

# The English stays as it was.
has "" "the same moves in English" \
    "  take 1 coin from the end of row 1, leaving 3 3" \
    "  take coin 2 of row 1, leaving 1 2 3" -- solve kayles 4 3
refused "" "the code refused in English" \
    'code "0.1x": "x" is not a digit (0-9, a-f)' solve takebreak --code 0.1x 3

# The contract reads the same in every language.
for args in "solve --porcelain grundy 7 5" "solve --porcelain kayles 4 3" \
    "solve --porcelain takebreak --code 0.137 10 3" \
    "solve --porcelain sum kayles 4 + nim 1 + grundy 9" \
    "solve --porcelain --misere kayles 4 3" \
    "values grundy 60" "values kayles 60" \
    "values takebreak --code 0.137 60" "quotient --porcelain kayles"; do
	# shellcheck disable=SC2086
	as_english $args
done

done_testing
