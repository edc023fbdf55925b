#!/bin/sh
# pseudo.sh: every word a person reads goes through a translation.  A
# pseudo-language is made now from the sources: in both catalogs every
# message is its English wrapped in marks (⟦…⟧; the format directives and
# the newlines at either end kept), and in the data files (rules and
# lessons) every line of prose is marked the same way.  Then every
# command's human output and errors and every screen are read under it:
# Latin words left outside the marks are words no translator was given,
# and fail.
#
# Allowed outside the marks, because they are the contract or not words:
# the program's name, the game names, the lesson names, the command words
# and the option words and their values (--level, perfect, you...),
# placeholders in capitals (GAME, FILE), the notation's coins (o, ooo), key
# letters (a single letter), the key names the terminal prints on its keys
# (Enter, Esc, Tab, Space: kept as printed on the key), and the system's
# own message for a missing file (the C library translates it, not us).

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# The pseudo-language: a code that no system has catalogs for, so that
# only ours speak it.
PSEUDO=qps

# The catalogs: each domain's messages extracted from the sources now, as
# i18n.sh does, copied into their translations (msgen) and marked.
mark_catalogs() {
	for dom in po:sprague:_:N_:ngettext \
	    po-engine:sprague-engine:W_:WN_:wngettext; do
		dir=${dom%%:*} rest=${dom#*:}
		name=${rest%%:*} rest=${rest#*:}
		k1=${rest%%:*} rest=${rest#*:}
		k2=${rest%%:*} k3=${rest#*:}
		(cd "$SRCDIR" && xgettext --keyword="$k1" --keyword="$k2" \
		    --keyword="$k3:1,2" --from-code=UTF-8 --language=C \
		    --files-from="$dir/POTFILES.in" -o -) 2>"$tmp/err" |
		    sed 's/charset=CHARSET/charset=UTF-8/
			s/^"Plural-Forms: .*/"Plural-Forms: nplurals=2; plural=(n != 1);\\n"/' \
		    >"$tmp/$name.pot"
		msgen -o "$tmp/$name.en.po" "$tmp/$name.pot" 2>>"$tmp/err" &&
		msgfilter -i "$tmp/$name.en.po" -o "$tmp/$name.ps.po" \
		    sed -z 's/^\([\n ]*\)\(.*[^\n]\)\(\n*\)$/\1⟦\2⟧\3/' \
		    2>>"$tmp/err" &&
		mkdir -p "$tmp/locale/$PSEUDO/LC_MESSAGES" &&
		msgfmt -o "$tmp/locale/$PSEUDO/LC_MESSAGES/$name.mo" \
		    "$tmp/$name.ps.po" 2>>"$tmp/err"
		ok $? "$dir: a pseudo-translated catalog is made"
		[ -s "$tmp/err" ] && diag "$(cat "$tmp/err")"
	done
}

# The data: the English as it is, and beside it the pseudo-language's,
# each line of prose marked; a lesson's try: and ask: lines are its
# notation and stay, its title is marked after its keyword.
mark_data() {
	d=$tmp/data
	mkdir -p "$d/$PSEUDO/games" "$d/$PSEUDO/lessons"
	cp -R "$SRCDIR/data/games" "$SRCDIR/data/lessons" "$d/"
	for f in "$SRCDIR"/data/games/*.txt; do
		sed 's/^\([[:space:]]*\)\(..*\)$/\1⟦\2⟧/' "$f" \
		    >"$d/$PSEUDO/games/${f##*/}" || return 1
	done
	for f in "$SRCDIR"/data/lessons/*.txt; do
		sed '/^try:/b
		    /^ask:/b
		    s/^title: \(.*\)/title: ⟦\1⟧/
		    t
		    s/^\([[:space:]]*\)\(..*\)$/\1⟦\2⟧/' "$f" \
		    >"$d/$PSEUDO/lessons/${f##*/}" || return 1
	done
}

mark_catalogs
mark_data
ok $? "the data files are pseudo-translated"
SPRAGUE_LOCALEDIR=$tmp/locale
SPRAGUE_DATADIR=$tmp/data
export SPRAGUE_LOCALEDIR SPRAGUE_DATADIR

games=$(LANGUAGE= LANG=C "$SPRAGUE" list | awk '{ print $1 }')
lessons=$(cat "$SRCDIR/data/lessons/index")
# The system's message for a missing file, in the C library's English.
enoent=$(LC_ALL=C LANGUAGE= cat "$tmp/none" 2>&1 | sed 's/.*: //')
ALLOW="sprague $games $lessons play solve values count quotient list
    rules replay results lesson practice you computer outcome move value
    perfect strong casual beginner Enter Esc Tab Space $enoent"

# leaks FILE: the lines of FILE with Latin words outside the marks.  The
# marks are matched across lines (a sentence wraps, and a box's borders
# sit inside it), innermost first, each pair left as a token (\004).  A
# sentence cut by the edge of its page keeps one mark: an opening one
# holds the lines after it up to the next line that shows a mark, a
# closing one the lines before it likewise.  HTML tags, entities and a
# style sheet are not words.
leaks() {
	LC_ALL=C sed 's/⟦/\x01/g; s/⟧/\x02/g' "$1" |
	    LC_ALL=C tr '\n' '\003' |
	    LC_ALL=C sed ':a
		s/\x01[^\x01\x02]*\x02/\x04/
		ta
		s/<style>.*<\/style>//
		s/<[^>]*>//g
		s/&[a-z]*;//g' |
	    LC_ALL=C tr '\003' '\n' |
	    LC_ALL=C awk -v allow="$ALLOW" '
	BEGIN { n = split(allow, a, " "); for (i = 1; i <= n; i++) ok[a[i]] = 1 }
	{ line[NR] = $0 }
	END {
		for (i = 1; i <= NR; i++) {
			if (open && line[i] !~ /[\001\002\004]/) {
				line[i] = ""
				continue
			}
			open = 0
			if (sub(/\001.*/, "", line[i]))
				open = 1
		}
		open = 0
		for (i = NR; i >= 1; i--) {
			if (open && line[i] !~ /[\001\002\004]/) {
				line[i] = ""
				continue
			}
			open = 0
			if (sub(/^.*\002/, "", line[i]))
				open = 1
		}
		for (i = 1; i <= NR; i++)
			check(line[i])
	}
	function check(s,    t, bad, w) {
		t = s; bad = ""
		while (match(t, /--[A-Za-z][-A-Za-z]*|[A-Za-z][A-Za-z]+/)) {
			w = substr(t, RSTART, RLENGTH)
			t = substr(t, RSTART + RLENGTH)
			if (w ~ /^--/ || w ~ /^[A-Z]+$/ || w ~ /^o+$/ ||
			    (w in ok))
				continue
			bad = bad " " w
		}
		if (bad != "") {
			gsub(/[\001-\004]/, "", s)
			print "[" bad " ] " s
		}
	}'
}

# sweep NAME FILE: nothing leaks in FILE.
sweep() {
	leaks "$2" >"$tmp/leaks"
	[ ! -s "$tmp/leaks" ]
	ok $? "$1: every word is translated"
	[ -s "$tmp/leaks" ] && diag "$(head -n 12 "$tmp/leaks")"
}

# cmd ARGS...: sprague ARGS in the pseudo-language, its output and errors
# swept.
cmd() {
	(cd "$tmp/files" && LANGUAGE=$PSEUDO LANG=C.UTF-8 LC_ALL= \
	    "$SPRAGUE" "$@" >"$tmp/out" 2>&1 </dev/null)
	sweep "sprague $*" "$tmp/out"
}

# Files a command reads, named without letters (a path is the person's
# own word): a saved game, a results log, a lesson with a fault.
mkdir -p "$tmp/files"
printf '%s\n' "sprague-game 1" "game: nim" "play: normal" "start: 3 4 5" \
    "player 1: human" "player 2: computer" "level: perfect" "moves: 2" \
    "move 1: 2 4 5" "move 2: 2 4 6" >"$tmp/files/1"
printf '%s\n' "date,game,start,first,second,winner,moves,hints,level,misere" \
    "2026-01-05,nim,3 4 5,甲,乙,甲,5,0,perfect,no" >"$tmp/files/2"
printf '%s\n' "title: x" "" "try: nim 3 4 5" "try: nim" "ask: bogus 1" \
    >"$tmp/files/3"

cmd --help
cmd list
cmd bogus
cmd values kayles
cmd count kayles
cmd values
cmd quotient
cmd quotient nim
cmd quotient kayles
cmd solve nim
cmd solve nim x
cmd solve kayles x
cmd solve bogus 1
cmd solve --limit x nim 3
cmd solve --misere nim 1 2 3
for g in $games; do
	cmd rules "$g"
done
cmd rules bogus
for p in "nim 3 4 5" "kayles 5" "dawson 7" "grundy 9" "wythoff 3 5" \
    "cutting 3x2" "euclid 7 3" "staircase 1 3 6" "stones 3 4" \
    "subtract --take 1,3,4 10 7" "sum kayles 4 + nim 1" "chomp 4 3" \
    "moore --k 2 1 2 3" "lasker 3 4" "turtles ..o.o" "multiply 10" \
    "ordered 1 2 3" "circle oooooo" "takebreak --code 0.07 9"; do
	# shellcheck disable=SC2086
	cmd solve --explain $p
done
cmd solve --explain --misere nim 1 2 3
cmd lesson
cmd lesson bogus
for l in $lessons; do
	cmd lesson "$l"
done
cmd lesson --check ./3
cmd practice --print --level 9
cmd practice --print --count 0
for lv in 1 2 3 4 5; do
	cmd practice --print --seed 7 --level $lv
	cmd practice --html --seed 7 --level $lv
done
cmd practice --print --kind move --seed 3
cmd practice --print --kind value --seed 3
cmd replay ./1
cmd replay ./9
cmd results ./2
cmd results ./9
cmd play nim x
cmd play bogus
cmd play nim 3 --level x
cmd play nim 3 --players a

# The screens, in a terminal at 80x24.  settle: wait until the screen has
# stopped changing (the pseudo-language's words cannot be waited for one
# by one), then keep it under the name given.
settle() {
	screen
	i=0
	while [ $i -lt 40 ]; do
		cp "$tmp/screen" "$tmp/before"
		sleep 0.15
		screen
		cmp -s "$tmp/screen" "$tmp/before" && break
		i=$((i + 1))
	done
}

# look NAME: the screen now, swept (the shell's line after the program
# has ended is not the program's).
look() {
	settle
	grep -v '^exit status [0-9]*$' "$tmp/screen" >"$tmp/look"
	sweep "screen: $1" "$tmp/look"
}

# page NAME KEY: KEY opens a page; it is swept, and Esc goes back.
page() {
	keys "$2"
	look "$1"
	keys Escape
	settle
}

UI_LANGUAGE=$PSEUDO
start C.UTF-8 xterm
look "the menu"
keys '?'
look "the menu's help"
keys Escape Down Enter
look "the menu: a game's positions"
keys Escape
settle
for g in $games; do
	start C.UTF-8 xterm play "$g"
	look "$g: the board"
	page "$g: the hint" h
	keys e
	look "$g: why"
	keys Space
	look "$g: why, step by step"
	keys Escape
	settle
	page "$g: the values of the moves" v
	page "$g: the table" t
	page "$g: the moves" m
	page "$g: help" '?'
	keys i
	look "$g: what if?"
	keys Escape
	settle
	keys s
	look "$g: the save prompt"
	keys Escape
	settle
	keys Enter
	look "$g: a move"
	keys q
	look "$g: leave?"
done
# A game won by the first move: the game-over box; u takes it back.
start C.UTF-8 xterm play nim 1 --first you
keys Enter
look "the game-over box"
keys u
look "a move taken back"
start C.UTF-8 xterm play nim 3 4 5 --players 甲,乙
keys Enter
look "two players"
start C.UTF-8 xterm play nim 3 4 5 --no-hints
keys h
look "hints off"
keys Down Down Enter
look "a move under --no-hints"
start C.UTF-8 xterm play kayles 7 --misere
keys x
look "kayles: a key that does nothing"
start C.UTF-8 xterm lesson
look "the lessons"
for l in nim mex theorem wythoff misere; do
	start C.UTF-8 xterm lesson "$l"
	look "lesson $l"
	keys Tab
	look "lesson $l: a line chosen"
	keys Enter
	look "lesson $l: the line opened"
	keys x Enter
	look "lesson $l: an answer"
done
start C.UTF-8 xterm practice --name 甲
look "practice"
keys Enter
look "practice: an answer"
keys h
look "practice: a hint"

done_testing
