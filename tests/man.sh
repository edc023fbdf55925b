#!/bin/sh
# man.sh: the manual is well-formed mdoc (when mandoc is installed) and
# names every game; its Japanese and Chinese pages are well-formed too,
# are in their language, keep every option, command and variable of the
# English page, and wrap within the width (when man is installed).

. "$SRCDIR/tests/lib.sh"

# page IN OUT: the page as the build makes it from its source.
page() {
	sed -e 's|@VERSION[@]|0|g' -e 's|@PKGDATADIR[@]|/usr/share/sprague|g' \
	    "$1" >"$2"
}

# words PAGE: the options, commands and variables the page names.
words() {
	grep -o -E '(Fl|Cm|Ev) [-A-Za-z_.0-9]+' "$1" | sort -u
}

# widest: the widest line of the standard input, in display columns
# (a CJK character is two).
widest() {
	perl -CSD -ne 'chomp;
	    $w = length($_) + (() = /[\p{Ea=W}\p{Ea=F}]/g);
	    $m = $w if $w > $m; END { print $m + 0, "\n" }'
}

man=$tmp/sprague.6
page "$SRCDIR/man/sprague.6.in" "$man"
words "$man" >"$tmp/words.en"

if command -v mandoc >/dev/null 2>&1; then
	mandoc -Tlint -W warning "$man" >"$tmp/lint" 2>&1
	ok $? "mandoc -Tlint finds no warning"
	[ -s "$tmp/lint" ] && diag "$(cat "$tmp/lint")"
fi
for g in $("$SPRAGUE" list | cut -d' ' -f1); do
	grep -q "^\.It Cm $g " "$man"
	ok $? "the manual describes $g"
done

# Kana for Japanese; for Chinese a few of its commonest characters, and
# no kana (a Japanese word left in the Chinese page).
for lang in ja zh_CN; do
	tr=$tmp/sprague.$lang.6
	page "$SRCDIR/man/$lang/sprague.6.in" "$tr"
	if command -v mandoc >/dev/null 2>&1; then
		mandoc -Tlint -W warning "$tr" >"$tmp/lint" 2>&1
		ok $? "$lang: mandoc -Tlint finds no warning"
		[ -s "$tmp/lint" ] && diag "$(cat "$tmp/lint")"
		mandoc -Tutf8 "$tr" 2>&1 | col -b >"$tmp/out"
		case $lang in
		ja)	grep -q 'ゲーム' "$tmp/out" && grep -q 'グランディ数' "$tmp/out" ;;
		zh_CN)	grep -q '游戏' "$tmp/out" && grep -q 'SG值' "$tmp/out" &&
			    ! grep -q -e 'の' -e 'を' -e 'する' -e 'ス' "$tmp/out" ;;
		esac
		ok $? "$lang: the page renders in its language"
	fi
	words "$tr" | diff "$tmp/words.en" - >"$tmp/diff"
	ok $? "$lang: every option, command and variable of the English page"
	[ -s "$tmp/diff" ] && diag "$(cat "$tmp/diff")"
	for g in $("$SPRAGUE" list | cut -d' ' -f1); do
		grep -q "^\.It Cm $g " "$tr" || echo "$g"
	done >"$tmp/missing"
	[ ! -s "$tmp/missing" ]
	ok $? "$lang: the manual describes every game"
	[ -s "$tmp/missing" ] && diag "missing: $(cat "$tmp/missing")"
	# Every cross reference names a section of the page itself.
	sed -n 's/.*Sx \([^ ].*[^ ]\)$/\1/p; s/.*Sx \([^ ]*\) No.*/\1/p' "$tr" |
	    sed -e 's/ No .*//' -e 's/ Ns$//' | sort -u | while read -r sx; do
		grep -q -x -F -e ".Sh $sx" -e ".Ss $sx" "$tr" || echo "$sx"
	done >"$tmp/missing"
	[ ! -s "$tmp/missing" ]
	ok $? "$lang: every cross reference names a section"
	[ -s "$tmp/missing" ] && diag "no such section: $(cat "$tmp/missing")"
	if command -v man >/dev/null 2>&1; then
		w=$(MANWIDTH=80 LC_ALL=C.UTF-8 man -l "$tr" 2>"$tmp/err" | widest)
		[ "$w" -gt 40 ] && [ "$w" -le 80 ]
		ok $? "$lang: man -l wraps the page within 80 columns"
		diag "widest line: $w columns"
		[ -s "$tmp/err" ] && diag "$(head -3 "$tmp/err")"
	fi
done
done_testing
