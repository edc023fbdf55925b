#!/bin/sh
# i18n.sh: the program in Japanese and Chinese.  Both catalogs are
# complete (every message of the sources translated, none fuzzy, msgfmt
# -c clean); the messages and the rules texts follow LANGUAGE; a locale
# that is not installed still gives its language (through C.UTF-8); and
# the contract (--porcelain, values) is byte for byte the same in every
# language.

. "$SRCDIR/tests/lib.sh"

for tool in msgfmt msgmerge xgettext; do
	command -v $tool >/dev/null 2>&1
	ok $? "$tool is installed (GNU gettext)"
done

# Two catalogs a language: the program's messages (po/, domain sprague)
# and the engine's words (po-engine/, domain sprague-engine), each
# extracted from its sources now, as its Makevars does.
for dom in po:sprague po-engine:sprague-engine; do
	dir=${dom%%:*} name=${dom#*:}
	extract_messages "$dir" "$tmp/$name.pot" 2>"$tmp/err"
	ok $? "$dir: the messages are extracted from the sources"
	for lang in ja zh_CN; do
		po="$SRCDIR/$dir/$lang.po"
		msgfmt -c -o /dev/null "$po" 2>"$tmp/err"
		ok $? "$dir/$lang.po: msgfmt -c is clean"
		[ -s "$tmp/err" ] && diag "$(cat "$tmp/err")"
		# Merged with the sources' messages: nothing left
		# untranslated or fuzzy (a message added to the sources and
		# not translated fails).
		msgmerge -q --no-fuzzy-matching -o "$tmp/$lang.po" "$po" \
		    "$tmp/$name.pot" 2>"$tmp/err" &&
		    msgfmt --statistics -o /dev/null "$tmp/$lang.po" \
		    2>"$tmp/stats"
		ok $? "$dir/$lang.po merges with the sources' messages"
		grep -q "untranslated\|fuzzy" "$tmp/stats"
		[ $? -ne 0 ]
		ok $? "$dir/$lang.po: every message translated, none fuzzy"
		grep -q "untranslated\|fuzzy" "$tmp/stats" &&
			diag "$(cat "$tmp/stats")"
		# The catalog the build made (the one a build tree's program
		# reads, and the one installed) has every translated message
		# of the sources: one made through a template older than the
		# sources would have dropped the newer ones, and the program
		# would speak English there.
		gmo="$SRCDIR/$dir/$lang.gmo"
		want=$(msgattrib --translated --no-fuzzy --no-obsolete \
		    "$tmp/$lang.po" | grep -c '^msgid ')
		have=$(msgunfmt "$gmo" 2>/dev/null | grep -c '^msgid ')
		[ "$have" = "$want" ]
		ok $? "$dir/$lang.gmo, as built, has all $want messages"
		[ "$have" = "$want" ] || diag "it has $have"
		mkdir -p "$tmp/locale/$lang/LC_MESSAGES"
		msgfmt -o "$tmp/locale/$lang/LC_MESSAGES/$name.mo" "$po"
	done
done

# Every source file with words for people is in its POTFILES.in, so that
# its words reach the catalogs (a game file left out would pass the checks
# above with its words in English): the engine's (W_, WN_, wngettext) in
# po-engine's, the others (_, N_, ngettext) in po's.
missing=""
for f in $(cd "$SRCDIR" && grep -l 'W_(\|WN_(\|wngettext(' \
    src/engine/*.c src/engine/games/*.c); do
	grep -qx "$f" "$SRCDIR/po-engine/POTFILES.in" ||
	    missing="$missing po-engine:$f"
done
for f in $(cd "$SRCDIR" && find src -name '*.c' ! -path 'src/engine/*' |
    xargs grep -l '[^A-Za-z_]_(\|N_(\|ngettext(' | sort); do
	grep -qx "$f" "$SRCDIR/po/POTFILES.in" || missing="$missing po:$f"
done
[ -z "$missing" ]
ok $? "every source file with words is in its POTFILES.in"
[ -z "$missing" ] || diag "missing:$missing"
SPRAGUE_LOCALEDIR=$tmp/locale
export SPRAGUE_LOCALEDIR

# The engine's words come from its own catalog: a saved game with an
# illegal move is refused in the reader's language.
printf '%s\n' "sprague-game 1" "game: euclid" "play: normal" "start: 5 3" \
    "player 1: human" "player 2: computer" "level: perfect" "moves: 1" \
    "move 1: 5 4" >"$tmp/bad.txt"
LANGUAGE=ja LANG=C.UTF-8 "$SPRAGUE" replay "$tmp/bad.txt" 2>"$tmp/err"
[ $? -eq 2 ] && grep -qF "減らせるのは大きいほうの数だけ" "$tmp/err"
ok $? "ja: the engine's refusal of a move in Japanese"
LANGUAGE=zh_CN LANG=C.UTF-8 "$SPRAGUE" replay "$tmp/bad.txt" 2>"$tmp/err"
grep -qF "只能减小较大的数" "$tmp/err"
ok $? "zh_CN: the engine's refusal of a move in Chinese"

# The engine's words of a game: a move in words, an explanation and a
# refusal of a position, each in the reader's language.
out=$(LANGUAGE=ja LANG=C.UTF-8 "$SPRAGUE" solve nim 3 4 5)
echo "$out" | grep -qxF "  山1から2個取る（残りは 1 4 5）"
ok $? "ja: a move in words in Japanese"
out=$(LANGUAGE=zh_CN LANG=C.UTF-8 "$SPRAGUE" solve nim 3 4 5)
echo "$out" | grep -qxF "  从第 1 堆取 2 颗，留下 1 4 5"
ok $? "zh_CN: a move in words in Chinese"
out=$(LANGUAGE=ja LANG=C.UTF-8 "$SPRAGUE" solve --explain euclid 25 7)
echo "$out" | grep -qF "ここで最初に選択の自由があるのは第1段である（商は3）。" &&
	echo "$out" | grep -qF "したがって 25 から 2 x 7 を引き、11 と 7 を残す。"
ok $? "ja: Euclid's explanation in Japanese"
out=$(LANGUAGE=zh_CN LANG=C.UTF-8 "$SPRAGUE" solve --explain wythoff 3 6)
echo "$out" | grep -qxF "第 1 堆：3 = a_2，与它配对的是 b_2 = 5。" &&
	echo "$out" | grep -qxF "  从第 2 堆取 1 颗，留下 3 5"
ok $? "zh_CN: Wythoff's explanation in Chinese"
LANGUAGE=zh_CN LANG=C.UTF-8 "$SPRAGUE" solve chomp 3 4 2>"$tmp/err"
[ $? -eq 2 ] && grep -qF "第 2 列比第 1 列高" "$tmp/err"
ok $? "zh_CN: the engine's refusal of a position in Chinese"
out=$(LANGUAGE= LANG=C "$SPRAGUE" solve --explain wythoff 3 6)
echo "$out" | grep -qxF "Heap 1: 3 = a_2, whose partner is b_2 = 5." &&
	echo "$out" | grep -qxF "  take 1 from heap 2, leaving 3 5"
ok $? "C: the same explanation in English"

# The messages follow LANGUAGE (the locale C.UTF-8, as a machine without
# the Japanese or Chinese locale has).
out=$(LANGUAGE=ja LANG=C.UTF-8 "$SPRAGUE" solve nim 3 4 5)
echo "$out" | grep -qF "手番の側が勝つ（必勝局面）。" &&
	echo "$out" | grep -qF "グランディ数：2"
ok $? "ja: solve in Japanese"
out=$(LANGUAGE=zh_CN LANG=C.UTF-8 "$SPRAGUE" solve nim 1 2 3)
echo "$out" | grep -qF "对手走法最优时，轮到走的一方必败（必败态）。"
ok $? "zh_CN: solve in Chinese"
out=$(LANGUAGE= LANG=C "$SPRAGUE" solve nim 3 4 5)
echo "$out" | grep -qF "The player to move wins (an N-position)."
ok $? "C: solve in English"
# A Japanese locale that this machine may not have: its language all the
# same (through C.UTF-8), not English, not raw bytes.
out=$(LANGUAGE= LC_ALL= LANG=ja_JP.UTF-8 "$SPRAGUE" solve nim 3 4 5 2>&1)
echo "$out" | grep -qF "グランディ数：2"
ok $? "LANG=ja_JP.UTF-8, installed or not: Japanese"
[ -n "$out" ] && ! echo "$out" | grep -q "not installed"
ok $? "  and no word about the locale in a script's error stream"

# The rules of every game in both languages, the English when asked.
for lang in ja zh_CN; do
	bad=""
	for g in $("$SPRAGUE" list | awk '{ print $1 }'); do
		LANGUAGE=$lang LANG=C.UTF-8 "$SPRAGUE" rules "$g" >"$tmp/r" &&
		    cmp -s "$tmp/r" "$SRCDIR/data/$lang/games/$g.txt" ||
		    bad="$bad $g"
	done
	[ -z "$bad" ]
	ok $? "$lang: sprague rules GAME reads data/$lang/games/ for every game"
	[ -z "$bad" ] || diag "not: $bad"
done
LANGUAGE=ja LANG=C "$SPRAGUE" rules nim | head -n 1 | grep -qx "NIM"
ok $? "LANG=C: the English rules, whatever LANGUAGE says"

# The program of the build tree finds the catalogs that make built there,
# installed or not, and with no locale chosen at all LANGUAGE still speaks.
for lang in ja zh_CN; do
	env -u SPRAGUE_LOCALEDIR -u LC_ALL -u LC_MESSAGES -u LANG \
	    LANGUAGE=$lang "$SPRAGUE" solve --explain kayles 5 >"$tmp/o" 2>&1
	# the engine's words (a full-width colon) and the program's (the
	# engine's are found only through the same directory)
	head -n 1 "$tmp/o" | grep -q "：5\$" &&
	    ! grep -q "^The player" "$tmp/o"
	ok $? "$lang: the build tree's catalogs, no locale set: $(head -n 1 "$tmp/o")"
done
LANGUAGE=fr LANG=C.UTF-8 "$SPRAGUE" rules nim | head -n 1 | grep -qx "NIM"
ok $? "a language without texts: the English rules"
# The texts keep the English paragraphs, one for one.
for lang in ja zh_CN; do
	bad=""
	for f in "$SRCDIR"/data/games/*.txt; do
		g=$(basename "$f")
		en=$(grep -c '^$' "$f")
		tr=$(grep -c '^$' "$SRCDIR/data/$lang/games/$g")
		[ "$en" = "$tr" ] || bad="$bad $g"
		w=$(LC_ALL=C.UTF-8 wc -L <"$SRCDIR/data/$lang/games/$g")
		[ "$w" -le 78 ] || bad="$bad $g(width $w)"
	done
	[ -z "$bad" ]
	ok $? "$lang: each rules text has the English paragraphs, 78 columns"
	[ -z "$bad" ] || diag "not: $bad"
done

# A match's help leaves out the theory, found by the translated labels
# of the catalogs: every translated text has both, in that order.
for pair in "ja:理論:表記：" "zh_CN:理论:记法："; do
	lang=${pair%%:*} rest=${pair#*:}
	th=${rest%%:*} no=${rest#*:}
	bad=""
	for f in "$SRCDIR"/data/$lang/games/*.txt; do
		awk -v th="$th" -v no="$no" 'index($0, th) == 1 && !t { t = NR }
		    index($0, no) == 1 && t { n = 1 } END { exit !(t && n) }' \
		    "$f" || bad="$bad $(basename "$f")"
	done
	[ -z "$bad" ]
	ok $? "$lang: every rules text has its theory ($th) before its notation ($no)${bad:+:$bad}"
done

# The lessons in both languages: each read and checked as the English is
# (every try and ask line the same), and listed in the language.
for lang in ja zh_CN; do
	bad=""
	for f in "$SRCDIR"/data/lessons/*.txt; do
		g=$(basename "$f")
		t="$SRCDIR/data/$lang/lessons/$g"
		"$SPRAGUE" lesson --check "$t" 2>>"$tmp/err" || bad="$bad $g"
		grep -E '^(try|ask):' "$f" >"$tmp/en"
		grep -E '^(try|ask):' "$t" >"$tmp/tr"
		cmp -s "$tmp/en" "$tmp/tr" || bad="$bad $g(lines)"
	done
	[ -z "$bad" ]
	ok $? "$lang: every lesson passes lesson --check, its try and ask lines the English's"
	[ -z "$bad" ] || diag "not: $bad" "$(cat "$tmp/err")"
done
LANGUAGE=ja LANG=C.UTF-8 "$SPRAGUE" lesson | grep -q "ニム"
ok $? "ja: the list of lessons has the Japanese titles"
LANGUAGE=zh_CN LANG=C.UTF-8 "$SPRAGUE" lesson nim >"$tmp/l"
grep -qF "试一试：nim 4 4" "$tmp/l"
ok $? "zh_CN: a lesson prints in Chinese, its try lines under a Chinese label"
t=$(sed -n 1p "$tmp/l" | LC_ALL=C.UTF-8 wc -L)
u=$(sed -n 2p "$tmp/l" | LC_ALL=C.UTF-8 wc -L)
[ "$t" = "$u" ] && sed -n 2p "$tmp/l" | grep -qx '=*'
ok $? "  its title underlined as wide as it shows ($t, $u)"

# --help in both languages, the synopsis as it is, 80 columns at most.
for pair in "ja:グランディ数" "zh_CN:SG值"; do
	lang=${pair%%:*} word=${pair#*:}
	LANGUAGE=$lang LANG=C.UTF-8 "$SPRAGUE" --help >"$tmp/h"
	head -n 1 "$tmp/h" | grep -q "[ ：]sprague \[play GAME" &&
	    grep -qF "$word" "$tmp/h" &&
	    [ "$(LC_ALL=C.UTF-8 wc -L <"$tmp/h")" -le 80 ]
	ok $? "$lang: --help translated, its synopsis unchanged, 80 columns"
done

# The contract reads the same in every language.
for args in "solve --porcelain nim 3 4 5" "solve --porcelain kayles 4 3" \
    "values grundy 40"; do
	# shellcheck disable=SC2086
	as_english $args
done
# list: its game names the same in every language, its summaries the
# reader's.
LANGUAGE='' LANG=C "$SPRAGUE" list >"$tmp/c"
for lang in ja zh_CN; do
	LANGUAGE=$lang LANG=C.UTF-8 "$SPRAGUE" list >"$tmp/l"
	[ "$(cut -d' ' -f1 "$tmp/c")" = "$(cut -d' ' -f1 "$tmp/l")" ] &&
	    ! cmp -s "$tmp/c" "$tmp/l"
	ok $? "$lang: sprague list names the games as in English, in its words"
done

done_testing
