#!/bin/sh
# cli-breaks.sh: where printed text breaks its lines, in English, Japanese
# and Chinese.  Every lesson printed (off a terminal: its paragraphs
# wrapped to COLUMNS) and a worksheet of every game at levels 1 to 5
# (practice --print, at most 78 columns or COLUMNS when less), each at 60
# and at 80 columns: no position or move split over two lines (a line
# ending in a number and the next starting with one, unless the first is
# a whole line at the other width too, as a table's row is, or the run of
# numbers is wider than the line), no line starting with a closing mark
# or a small kana or ending with an opening mark, no numbered item's
# continuation at the first column, a lesson's lines within the width.  The HTML key leaves
# the breaking to the browser: a position's blanks are no-break spaces.
# Then full-width input on the command line: positions, --porcelain
# byte for byte as typed in ASCII, a lesson's try： lines and its BOM.

. "$SRCDIR/tests/lib.sh"

catalogs

# say LANG ARGS...: sprague ARGS in the language LANG ("" for English).
say() {
	say_lang=$1
	shift
	LANGUAGE=$say_lang LANG=C.UTF-8 LC_ALL= "$SPRAGUE" "$@"
}

games=$("$SPRAGUE" list | awk '{ print $1 }')
lessons=$("$SPRAGUE" lesson | awk '{ print $1 }')
out=$tmp/texts
mkdir -p "$out"

# The texts: $out/KIND-LANG-WIDTH-NAME.
for lang in en ja zh_CN; do
	l=$lang
	[ "$lang" = en ] && l=
	for w in 60 80; do
		for g in $games; do
			for level in 1 2 3 4 5; do
				COLUMNS=$w say "$l" practice --print --seed 5 \
				    --count 3 --level $level "$g" \
				    >"$out/ws-$lang-$w-$g-$level" 2>&1
			done
		done
		for n in $lessons; do
			COLUMNS=$w say "$l" lesson "$n" >"$out/ls-$lang-$w-$n" 2>&1
		done
	done
done

# breaks FILE WIDTH OTHER: each fault of FILE (printed at WIDTH columns;
# OTHER the same text at the other width), one line each.
breaks() {
	LC_ALL=C.UTF-8 awk -v w="$2" -v other="$3" '
	BEGIN {
		while ((getline line < other) > 0)
			whole[line] = 1
		# Alternatives, not a bracket: awk may read bytes.
		closing = "^(、|。|，|．|）|」|』|】|〕|］|｝|：|；|！|？|[]),;!?}])"
		small = "^(ぁ|ぃ|ぅ|ぇ|ぉ|っ|ゃ|ゅ|ょ|ゎ|ァ|ィ|ゥ|ェ|ォ|ッ|ャ|ュ|ョ|ヮ|ヵ|ヶ|ー)"
		opening = "(（|「|『|【|〔|［|｛|[[({]) *$"
	}
	# The run of numbers a line ends with, and one starts with.
	function tail_run(s) {
		match(s, /[0-9]+( [0-9]+)*$/)
		return substr(s, RSTART)
	}
	function head_run(s) {
		sub(/^ +/, "", s)
		match(s, /^[0-9]+( [0-9]+)*/)
		return substr(s, 1, RLENGTH)
	}
	{
		if ($0 ~ closing)
			print FILENAME ":" FNR ": starts with a closing mark: " $0
		if ($0 ~ small)
			print FILENAME ":" FNR ": starts with a small kana: " $0
		if ($0 ~ opening)
			print FILENAME ":" FNR ": ends with an opening mark: " $0
		if (prev ~ /[0-9]$/ && $0 ~ /^ *[0-9]/ && !(prev in whole) &&
		    length(tail_run(prev)) + 1 + length(head_run($0)) <= w &&
		    $0 !~ /^[0-9]+[.)] /)
			print FILENAME ":" FNR ": a position split: " prev \
			    " | " $0
		if (item && $0 ~ /^[^ ]/ && $0 !~ /^[0-9]+[.)] / &&
		    $0 !~ /^\f/)
			print FILENAME ":" FNR ": an item goes on at column 1: " $0
		if ($0 ~ /^ *[0-9]+[.)] /)
			item = 1
		else if ($0 ~ /^ *$/)
			item = 0
		prev = $0
	}' "$1"
}

for lang in en ja zh_CN; do
	for w in 60 80; do
		o=$((140 - w))
		for kind in ws ls; do
			: >"$tmp/faults"
			[ -f "$out/$kind-$lang-$w-nim" ] ||
			    [ -f "$out/$kind-$lang-$w-nim-1" ] ||
			    echo "$kind-$lang-$w: nothing printed" >"$tmp/faults"
			for f in "$out/$kind-$lang-$w-"*; do
				[ -f "$f" ] || continue
				g=$(echo "$f" | sed "s/-$w-/-$o-/")
				breaks "$f" "$w" "$g" >>"$tmp/faults"
			done
			n=$(wc -l <"$tmp/faults")
			case $kind in
			ws) what="the worksheets of every game, levels 1-5" ;;
			ls) what="every lesson printed" ;;
			esac
			ok $((n != 0)) "$lang, $w columns: $what break where" \
			    "$lang breaks ($n faults)"
			[ "$n" -eq 0 ] || diag "$(sed "s|$out/||" "$tmp/faults" |
			    head -n 10)"
		done
		# A try or ask line is notation, kept whole however long.
		wide=$(cat "$out/ls-$lang-$w-"* |
		    grep -v '^\(try\|ask\|やってみよう\|問題\|试一试\|问题\)[:：]' |
		    LC_ALL=C.UTF-8 wc -L)
		ok $((wide > w)) "$lang, $w columns: every lesson within them" \
		    "($wide)"
	done
	# Something was printed: a test of nothing passes nothing.
	grep -q 'nim 4 4$' "$out/ls-$lang-60-nim" &&
	    grep -q '^1\. ' "$out/ws-$lang-60-nim-1"
	ok $? "$lang: the lessons and worksheets were printed"
	grep -q '^1\. ' "$out/ws-$lang-60-nim-1" ||
	    diag "$(head -n 12 "$out/ws-$lang-60-nim-1")"
done

# The rules themselves, on texts made to break badly at 20 columns.
cat >"$tmp/bad.txt" <<'END'
title: Breaks

Leaving 12 1 13 13 12 1 wins here.  The golden ratio is (1 + sqrt 5) / 2
exactly, and the nim-sum is 3 ^ 2 = 1 for sure.

try: nim 3 4 5
END
COLUMNS=20 "$SPRAGUE" lesson "$tmp/bad.txt" >"$tmp/bad.out"
grep -qx '12 1 13 13 12 1 wins' "$tmp/bad.out" &&
    grep -qx '(1 + sqrt 5) / 2' "$tmp/bad.out" &&
    grep -q '3 ^ 2 = 1' "$tmp/bad.out"
ok $? "a position and a formula stay whole at 20 columns"
[ $? -eq 0 ] || diag "$(cat "$tmp/bad.out")"
printf 'title: 断行\n\n他留下了 12 1 13 13 12 1 就赢了。这是一个很长的句子（括号里的话）。\n\ntry: nim 3 4 5\n' \
    >"$tmp/zh.txt"
COLUMNS=20 "$SPRAGUE" lesson "$tmp/zh.txt" >"$tmp/zh.out"
breaks "$tmp/zh.out" 20 /dev/null >"$tmp/faults"
grep -q '12 1 13 13 12 1' "$tmp/zh.out"
ok $(($? != 0 || $(wc -l <"$tmp/faults") != 0)) \
    "Chinese at 20 columns: the position whole, no mark on the wrong side"
[ -s "$tmp/faults" ] && diag "$(cat "$tmp/zh.out")"

# The HTML key: the blanks of a position are no-break spaces.
for lang in ja zh_CN en; do
	l=$lang
	[ "$lang" = en ] && l=
	: >"$tmp/faults"
	for g in $games; do
		say "$l" practice --html --seed 5 --count 3 --level 3 "$g" |
		    sed -n '/<section class="key">/,/<\/section>/p' |
		    grep '<li>' >"$tmp/key"
		grep -E '[0-9] [0-9]' "$tmp/key" >>"$tmp/faults"
		[ -s "$tmp/key" ] || echo "$g: no key" >>"$tmp/faults"
	done
	ok $(($(wc -l <"$tmp/faults") != 0)) \
	    "$lang: the HTML key holds every position together"
	[ -s "$tmp/faults" ] && diag "$(head -n 5 "$tmp/faults")"
done

# Full-width input: a position typed with an input method.
expect_out "solve: full-width digits and an ideographic space" \
    "$("$SPRAGUE" solve nim 3 4 5)" solve nim "３" "４　５"
expect_out "solve --porcelain: byte for byte as typed in ASCII" \
    "$("$SPRAGUE" solve --porcelain kayles 4 3)" \
    solve --porcelain kayles "４ ３"
expect_out "values: a full-width number" \
    "$("$SPRAGUE" values grundy 12)" values grundy "１２"
expect_bad "a full-width letter is no number" 'heap "x"' solve nim "ｘ"

# A lesson: try： read as try:, a BOM at its start skipped.
printf '\357\273\277title: BOM\n\nText.\n\ntry：nim 3 4 5\nask：outcome nim ２ ５ ７\n' \
    >"$tmp/wide.txt"
"$SPRAGUE" lesson --check "$tmp/wide.txt" 2>"$tmp/err"
ok $? "lesson --check: a BOM and try：, ask： lines are a good lesson"
[ -s "$tmp/err" ] && diag "$(cat "$tmp/err")"
"$SPRAGUE" lesson "$tmp/wide.txt" >"$tmp/wide.out" 2>&1
grep -qx 'try: nim 3 4 5' "$tmp/wide.out" &&
    grep -qx 'ask: outcome nim 2 5 7' "$tmp/wide.out" &&
    head -n 1 "$tmp/wide.out" | grep -qx 'BOM'
ok $? "the lesson prints its title and its lines folded"
[ $? -eq 0 ] || diag "$(cat "$tmp/wide.out")"
printf 'title: Colons\n\ntry: nim 3\ntyr：nim 3 4 5\n' >"$tmp/colon.txt"
"$SPRAGUE" lesson --check "$tmp/colon.txt" 2>"$tmp/err"; st=$?
[ $st -eq 2 ] && grep -q "^$tmp/colon.txt:4: \"tyr：\"" "$tmp/err" &&
    [ "$(wc -l <"$tmp/err")" -eq 1 ]
ok $? "lesson --check: a full-width colon it cannot read is a fault"
[ $st -eq 2 ] || diag "status $st" "$(cat "$tmp/err")"
printf 'title: 注意\n\n注意：这是文字。\n\ntry: nim 3\n' >"$tmp/prose.txt"
"$SPRAGUE" lesson --check "$tmp/prose.txt" 2>"$tmp/err"
ok $? "  but a word of prose before one is text"

done_testing
