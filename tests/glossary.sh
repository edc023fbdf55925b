#!/bin/sh
# glossary.sh: one term for one idea.  The glossary at the top of each
# language's catalogs is a list of lines
#   #   ENGLISH TERM   PREFERRED   (not: REJECTED 1, REJECTED 2)
# (fields apart by two spaces or more; the "(not: ...)" part optional).
# The two catalogs of a language (po/, po-engine/) carry the same
# glossary, and no word it rejects appears in a translation (a msgstr of
# either catalog, or of the manual's, man/po/) or in a translated data
# file (data/LANG/**): each one found is named with its file and line.

. "$SRCDIR/tests/lib.sh"

# glossary PO: the glossary lines of PO's header, the comment lines
# indented by three spaces before the first msgid.
glossary() {
	awk '/^msgid/ { exit } /^#   [^ ]/ { print }' "$1"
}

# rejected: the rejected words of the glossary on stdin, one a line.
rejected() {
	sed -n 's/.*(not: \(.*\))[[:space:]]*$/\1/p' |
	    awk 'BEGIN { FS = ", " } { for (i = 1; i <= NF; i++) print $i }'
}

# malformed: the glossary lines on stdin that have no English term and
# preferred word apart by two spaces, or an empty rejected word.
malformed() {
	awk '{
		line = $0
		sub(/^#   /, "", line)
		if (line !~ /[^ ]  +[^ ]/ || $0 ~ /\(not: *\)|\(not: .*(, ,|, *\))/)
			print
	}'
}

# check WORDS FILE...: every place in FILE that holds a word of the list
# WORDS, as "FILE:LINE: WORD", LINE the line where the word starts.  In a
# po file only the translations count (msgstr lines and their
# continuations, the header's excepted), each joined into one string as
# msgfmt does; in a data file a paragraph's lines are joined as they are
# shown, without a space between two CJK characters, so that a word broken
# across two lines is still found.
check() {
	words=$1
	shift
	for f in "$@"; do
		LC_ALL=C awk -v f="$f" -v words="$words" '
		BEGIN {
			while ((getline w < words) > 0)
				if (w != "")
					list[++n] = w
			po = f ~ /[.]po$/
		}
		function unquote(t) {
			sub(/^"/, "", t)
			sub(/"$/, "", t)
			return t
		}
		function add(text, line,    sep) {
			sep = ""
			if (!po && np > 0 && !(buf ~ /[\200-\377]$/ &&
			    text ~ /^[\200-\377]/))
				sep = " "
			buf = buf sep
			np++
			at[np] = length(buf) + 1
			ln[np] = line
			buf = buf text
		}
		function flush(    i, j, k, rest, off) {
			for (i = 1; i <= n; i++) {
				rest = buf
				off = 0
				while ((k = index(rest, list[i])) > 0) {
					off += k
					for (j = np; j > 1 && at[j] > off; j--)
						;
					print f ":" ln[j] ": " list[i]
					rest = substr(rest, k + length(list[i]))
					off += length(list[i]) - 1
				}
			}
			buf = ""
			np = 0
		}
		po && /^msgstr/ {
			flush()
			blocks++
			s = blocks > 1
			if (s)
				add(unquote(substr($0, index($0, "\""))), FNR)
			next
		}
		po && s && /^"/ { add(unquote($0), FNR); next }
		po { flush(); s = 0; next }
		/^[[:space:]]*$/ { flush(); next }
		{ add($0, FNR) }
		END { flush() }' "$f"
	done
}

for lang in ja zh_CN; do
	po="$SRCDIR/po/$lang.po" engine="$SRCDIR/po-engine/$lang.po"
	glossary "$po" >"$tmp/glossary"
	test -s "$tmp/glossary"
	ok $? "po/$lang.po: the header has a glossary"
	glossary "$engine" >"$tmp/glossary-engine"
	diff "$tmp/glossary" "$tmp/glossary-engine" >"$tmp/diff"
	ok $? "po-engine/$lang.po: its glossary is the one of po/$lang.po"
	[ -s "$tmp/diff" ] && diag "$(cat "$tmp/diff")"
	malformed <"$tmp/glossary" >"$tmp/bad"
	test ! -s "$tmp/bad"
	ok $? "po/$lang.po: every glossary line reads as TERM  PREFERRED  (not: ...)"
	[ -s "$tmp/bad" ] && diag "$(cat "$tmp/bad")"

	rejected <"$tmp/glossary" >"$tmp/words"
	diag "$lang: $(wc -l <"$tmp/words") rejected words"
	find "$SRCDIR/data/$lang" -type f | LC_ALL=C sort >"$tmp/files"
	# shellcheck disable=SC2046
	check "$tmp/words" "$po" "$engine" "$SRCDIR/man/po/$lang.po" \
	    $(cat "$tmp/files") >"$tmp/found"
	test ! -s "$tmp/found"
	ok $? "$lang: no word the glossary rejects in the catalogs, the manual or data/$lang"
	[ -s "$tmp/found" ] && diag "$(sed "s|^$SRCDIR/||" "$tmp/found")"
done

# The check itself can fail: a rejected word planted in a translation, in
# a continuation line, across two continuation lines, in a data file and
# across two lines of a data file is found, each at the line where it
# starts; the same word in a msgid, a comment or the header is not, nor
# its halves in two paragraphs or apart by a space.
printf '%s\n' '#   Wythoff'"'"'s game   ワイソフのゲーム   (not: ワイトフ, X線)' |
    rejected >"$tmp/words"
printf '%s\n' 'ワイトフ' 'X線' >"$tmp/want"
cmp -s "$tmp/words" "$tmp/want"
ok $? "the rejected words are read from a glossary line"
cat >"$tmp/planted.po" <<'EOF'
# ワイトフ in a comment
msgid ""
msgstr "Language-Team: ワイトフ\n"

msgid "Wythoff"
msgstr "ワイトフ"

msgid "ワイトフ"
msgstr ""
"ワイソフのゲーム、"
"ワイトフのゲーム、ワイ"
"トフのゲーム"
EOF
printf '%s\n' 'ワイソフ' 'ワイトフ' '' 'ワイ' 'トフ' '' 'ワイ' '' 'トフ' 'X' '線' \
    'ワイ ' 'トフ' >"$tmp/planted.txt"
check "$tmp/words" "$tmp/planted.po" "$tmp/planted.txt" |
    sed "s|^$tmp/||" >"$tmp/found"
printf '%s\n' 'planted.po:6: ワイトフ' 'planted.po:11: ワイトフ' \
    'planted.po:11: ワイトフ' 'planted.txt:2: ワイトフ' \
    'planted.txt:4: ワイトフ' >"$tmp/want"
cmp -s "$tmp/found" "$tmp/want"
ok $? "a planted rejected word is found, at its line, only in translations"
cmp -s "$tmp/found" "$tmp/want" || diag "found:" "$(cat "$tmp/found")"

done_testing
