#!/bin/sh
# cli-lang.sh: the command line's words for people in Japanese and
# Chinese (LANGUAGE=ja, zh_CN with LANG=C.UTF-8): the worksheet of
# practice --print in the language and within 78 columns, every lesson of
# data/ja and data/zh_CN passing lesson --check, a lesson printed with its
# title underlined to its width in columns, replay and the league table
# of results in the language (its columns as wide as their headings);
# and what machines read (practice --porcelain, quotient --porcelain, the
# results log a game writes) byte for byte as in English.

. "$SRCDIR/tests/lib.sh"

catalogs

# After the catalogs: the terminal's server takes the environment.
. "$SRCDIR/tests/tmux.sh"

# say LANG ARGS...: sprague ARGS in the language LANG ("" for English).
say() {
	lang=$1
	shift
	LANGUAGE=$lang LANG=C.UTF-8 LC_ALL= "$SPRAGUE" "$@"
}

# The widest line of a file, in columns.
columns() {
	LC_ALL=C.UTF-8 wc -L <"$1" | tr -d ' '
}

games=$("$SPRAGUE" list | awk '{ print $1 }')

h='date,game,start,first,second,winner,moves,hints,level,misere'
cat >"$tmp/class.csv" <<END
$h
2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,no
2026-03-04 10:21:40,subtract,"--take 1,3,4 10 7",you,computer,computer,6,2,perfect,no
2026-03-04 10:30:11,nim,1 2,Bob,Ann,Ann,2,1 0,-,yes
2026-03-04 10:45:30,nim,2 2,"小明",Bob,Bob,2,0 1,-,no
END

# English, to compare with.
say "" practice --porcelain --seed 11 --count 40 >"$tmp/en.porcelain"
say "" quotient --porcelain kayles >"$tmp/en.quotient"
say "" practice --print --seed 7 --count 10 >"$tmp/en.sheet"

# The words of each language, from the translations of these files.
for lang in ja zh_CN; do
	case $lang in
	ja)
		sheet="練習プリント：全ゲーム、レベル 2"
		name="名前："
		key="解答：全ゲーム、レベル 2、シード 7"
		mine="（先生のレッスン）"
		unknown="不明なレッスン"
		dir="ファイルではなくディレクトリ"
		fault=": 5 行目：試すものも問うものもない"
		first="先手：" tomove="手番："
		league="%s の終わった対局：4 局。"
		player="プレイヤー" game="ゲーム"
		quot="のミゼール商" html="ja"
		;;
	zh_CN)
		sheet="练习单：所有游戏，级别 2"
		name="姓名："
		key="答案：所有游戏，级别 2，种子 7"
		mine="（教师编写）"
		unknown="未知课程"
		dir="是目录，不是文件"
		fault=": 第 5 行：没有可试或可问的内容"
		first="先手：" tomove="轮到："
		league="%s 中有 4 局下完的对局。"
		player="玩家" game="游戏"
		quot="的反常商" html="zh-CN"
		;;
	esac

	# The worksheet: its words in the language, the command that
	# prints it again as in English, every line within 78 columns.
	say $lang practice --print --seed 7 --count 10 >"$tmp/sheet"
	head -n 1 "$tmp/sheet" | grep -qxF "$sheet" &&
	    grep -qF "$name" "$tmp/sheet" && grep -qxF "$key" "$tmp/sheet" &&
	    [ "$(sed -n 2p "$tmp/sheet")" = "$(sed -n 2p "$tmp/en.sheet")" ]
	st=$?
	ok $st "$lang: practice --print: a worksheet in the language"
	[ $st -eq 0 ] || diag "$(head -n 8 "$tmp/sheet")"
	wide=0 worst=
	for g in $games; do
		for level in 1 5; do
			say $lang practice --print --seed 3 --level $level \
			    --count 10 $g >"$tmp/sheet"
			n=$(columns "$tmp/sheet")
			if [ "$n" -gt "$wide" ]; then
				wide=$n worst="$g --level $level"
			fi
		done
	done
	[ "$wide" -le 78 ] && [ "$wide" -ge 60 ]
	ok $? "$lang: practice --print of every game: at most 78 columns ($wide, $worst)"
	say $lang practice --html --seed 7 --count 3 nim >"$tmp/sheet.html"
	grep -qF "<html lang=\"$html\">" "$tmp/sheet.html"
	ok $? "$lang: practice --html: a page in the language ($html)"

	# What scripts read: the same bytes as in English.
	say $lang practice --porcelain --seed 11 --count 40 >"$tmp/porcelain"
	cmp -s "$tmp/porcelain" "$tmp/en.porcelain"
	ok $? "$lang: practice --porcelain is byte for byte the English"
	say $lang quotient --porcelain kayles >"$tmp/quotient"
	cmp -s "$tmp/quotient" "$tmp/en.quotient"
	ok $? "$lang: quotient --porcelain is byte for byte the English"
	say $lang quotient kayles >"$tmp/quotient"
	head -n 1 "$tmp/quotient" | grep -qF "$quot"
	ok $? "$lang: quotient in the language"

	# The lessons of the language: each passes --check (a name finds
	# the language's own), and one printed, its title underlined to its
	# width in columns.
	bad=
	for f in "$SRCDIR"/data/$lang/lessons/*.txt; do
		say $lang lesson --check "$f" >"$tmp/out" 2>"$tmp/err" &&
		    [ ! -s "$tmp/out" ] && [ ! -s "$tmp/err" ] ||
		    bad="$bad ${f##*/}"
	done
	say $lang lesson --check nim mex >"$tmp/out" 2>"$tmp/err" &&
	    [ ! -s "$tmp/err" ] || bad="$bad nim-by-name"
	[ -z "$bad" ]
	ok $? "$lang: lesson --check passes every lesson of data/$lang${bad:+ (not:$bad)}"
	title=$(sed -n 's/^title: //p' "$SRCDIR/data/$lang/lessons/nim.txt")
	say $lang lesson nim >"$tmp/lesson" 2>"$tmp/err"
	printf '%s\n' "$title" >"$tmp/title"
	line=$(printf '%*s' "$(columns "$tmp/title")" "" | tr ' ' '=')
	[ -n "$title" ] && [ "$(sed -n 1p "$tmp/lesson")" = "$title" ] &&
	    [ "$(sed -n 2p "$tmp/lesson")" = "$line" ] &&
	    [ "$(columns "$tmp/title")" -gt "${#title}" ]
	st=$?
	ok $st "$lang: lesson nim: its title in the language, underlined to its columns"
	[ $st -eq 0 ] || diag "$(head -n 3 "$tmp/lesson")"
	mkdir -p "$tmp/xdg/sprague/lessons"
	printf 'title: %s\n\nText.\n\ntry: nim 1 2\n' "$title" \
	    >"$tmp/xdg/sprague/lessons/mine.txt"
	XDG_DATA_HOME=$tmp/xdg say $lang lesson >"$tmp/list"
	grep -qxF "mine       $title  $mine" "$tmp/list"
	st=$?
	ok $st "$lang: lesson: a teacher's lesson marked in the language"
	[ $st -eq 0 ] || diag "$(cat "$tmp/list")"
	say $lang lesson no-such-lesson >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 2 ] && grep -qF "$unknown" "$tmp/err"
	ok $? "$lang: an unknown lesson refused in the language"
	mkdir -p "$tmp/dir.txt"
	say $lang lesson --check "$tmp/dir.txt" >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 2 ] && grep -qF "$dir" "$tmp/err"
	ok $? "$lang: a directory for a lesson refused in the language"
	# A damaged lesson: its line and its fault in the language; the
	# checker's FILE:N: form the same in every language.
	printf 'title: x\n\nhello\n\nask foo: bar\n' >"$tmp/bad.txt"
	say $lang lesson "$tmp/bad.txt" >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 2 ] && grep -qF "bad.txt$fault" "$tmp/err"
	ok $? "$lang: a damaged lesson refused, its line in the language"
	say $lang lesson --check "$tmp/bad.txt" >"$tmp/out" 2>"$tmp/err"
	[ $? -eq 2 ] && grep -qF "bad.txt:5: " "$tmp/err"
	ok $? "$lang: lesson --check names the line as FILE:N"

	# replay: who played, who is to move, in the language.
	say $lang replay "$SRCDIR/tests/replay/nim-you.game" >"$tmp/replay"
	grep -q "^$first" "$tmp/replay" && grep -q "^$tomove" "$tmp/replay"
	st=$?
	ok $st "$lang: replay in the language"
	[ $st -eq 0 ] || diag "$(cat "$tmp/replay")"

	# results: the league in the language, each table's lines as wide
	# as its headings.
	say $lang results "$tmp/class.csv" >"$tmp/league"
	# shellcheck disable=SC2059
	[ "$(head -n 1 "$tmp/league")" = "$(printf "$league" \
	    "$tmp/class.csv")" ] && grep -q "^$player " "$tmp/league" &&
	    grep -q "^$game " "$tmp/league"
	st=$?
	ok $st "$lang: results: the league in the language"
	[ $st -eq 0 ] || diag "$(cat "$tmp/league")"
	for table in 1 2; do
		awk -v t=$table 'NR > 2 && /^$/ { n++; next }
		    NR > 2 && n + 1 == t' "$tmp/league" >"$tmp/table"
		lines=$(wc -l <"$tmp/table")
		w=$(columns "$tmp/table")
		same=$(while IFS= read -r l; do
			printf '%s\n' "$l" >"$tmp/l"
			[ "$(columns "$tmp/l")" -eq "$w" ] && echo x
		done <"$tmp/table" | wc -l)
		[ "$lines" -ge 3 ] && [ "$same" -eq "$lines" ]
		st=$?
		ok $st "$lang: results: table $table's columns under their headings"
		[ $st -eq 0 ] || diag "$(cat "$tmp/table")"
	done
done

# The results log a game writes: the same in every language.  (start
# sets lang: the loop has a name of its own.)
for ui in "" ja zh_CN; do
	rm -f "$tmp/log.csv"
	UI_LANGUAGE=$ui
	start C.UTF-8 xterm-256color play nim 3 4 5 --players Ann,小明 \
	    --no-hints --results "$tmp/log.csv"
	wait_for "nim 3 4 5" >/dev/null
	keys 3 Enter 4 Enter
	wait_for "nim 0 0 5" >/dev/null
	keys 5 Enter
	wait_for "nim 0 0 0" >/dev/null
	i=0
	while [ $i -lt 50 ] && [ "$(wc -l <"$tmp/log.csv" 2>/dev/null)" != 2 ]
	do
		sleep 0.1
		i=$((i + 1))
	done
	keys q
	sed 's/^[0-9-]* [0-9:]*,/DATE,/' "$tmp/log.csv" >"$tmp/log-${ui:-en}"
done
UI_LANGUAGE=
printf '%s\n' "$h,end,left,takebacks,edits,continued,series,score" \
    "DATE,nim,3 4 5,Ann,小明,Ann,3,off,-,no,finished,-,0,0,no,-,-" \
    >"$tmp/log-want"
cmp -s "$tmp/log-en" "$tmp/log-want"
st=$?
ok $st "the results log of a game in English"
[ $st -eq 0 ] || diag "$(cat "$tmp/log-en")"
for lang in ja zh_CN; do
	cmp -s "$tmp/log-$lang" "$tmp/log-en"
	st=$?
	ok $st "$lang: the results log is byte for byte the English"
	[ $st -eq 0 ] || diag "$(cat "$tmp/log-$lang")"
done

done_testing
