#!/bin/sh
# pseudo.sh: every word a person reads goes through a translation.  A
# pseudo-language is made now from the sources: in both catalogs every
# message is its English with each letter given a mark (a becomes á, so
# "Take" reads "Ţáķé"), the format directives kept, the whole wrapped in
# ⟦…⟧ (the newlines at either end kept outside), plural forms too; in the
# data files (rules and lessons) every line of prose is made the same way.
# Then every command's human output and errors and every screen are read
# under it: a word in plain ASCII letters is a word no translator was
# given (a message missed, or an English word glued into a translated
# sentence), and fails.
#
# Allowed in plain letters, because they are the contract or not words:
# the program's name, the game names, the lesson names, the command words,
# options and their values (--level, perfect, you...), the kinds of a
# lesson's questions (outcome, nimsum: the lesson file's words),
# placeholders in capitals (GAME, FILE), the notation's coins (o, ooo), the
# board's marks under a multiplier (v, vv), key letters (a single letter), the words the test types where a name is
# wrong (bogus, the locale xx_YY), the ending of a file's name
# (sprague-nim.txt), the name of takebreak's option, which the English
# refusal also uses as a noun ("give the code with --code CODE"; the
# translations need not), the names of the options of games (take, turn,
# method: the what-if field scrolls its position, cutting "--turn" to
# "turn"), and an allowed word cut short at the end of a line by the
# screen's edge.  The computer's choices are seeded (SPRAGUE_SEED), so
# that every run sweeps the same screens.

. "$SRCDIR/tests/lib.sh"
. "$SRCDIR/tests/tmux.sh"

# The pseudo-language: a code that no system has catalogs for, so that
# only ours speak it.
PSEUDO=qps

# The marks: mark() gives each ASCII letter its marked twin, a format
# directive (%s, %1$llu, %.64s) kept as it is.
cat >"$tmp/mark.awk" <<'EOF'
BEGIN {
	lo = "abcdefghijklmnopqrstuvwxyz"
	up = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	split("á ƀ ç đ é ƒ ĝ ĥ í ĵ ķ ĺ ɱ ñ ö þ ʠ ŕ š ţ ú ṽ ŵ ẋ ý ž", L, " ")
	split("Á Ɓ Ç Đ É Ƒ Ĝ Ĥ Í Ĵ Ķ Ĺ Ṁ Ñ Ö Ƥ Ǫ Ŕ Š Ţ Ú Ṽ Ŵ Ẋ Ý Ž", U, " ")
}
function mark(s,    out, i, c, k, j) {
	out = ""
	for (i = 1; i <= length(s); i++) {
		c = substr(s, i, 1)
		if (c == "%") {
			j = i + 1
			while (j <= length(s) &&
			    substr(s, j, 1) ~ /[-+ #0-9.$*hlLqjzt]/)
				j++
			out = out substr(s, i, j - i + 1)
			i = j
		} else if ((k = index(lo, c)) > 0)
			out = out L[k]
		else if ((k = index(up, c)) > 0)
			out = out U[k]
		else
			out = out c
	}
	return out
}
EOF
# A message (msgfilter hands over one at a time): marked and wrapped, the
# blanks and newlines at its ends outside.
cat >"$tmp/msg.awk" <<'EOF'
BEGIN { RS = "\001" }
{
	s = $0
	match(s, /^[\n ]*/)
	lead = substr(s, 1, RLENGTH)
	s = substr(s, RLENGTH + 1)
	match(s, /\n*$/)
	trail = substr(s, RSTART)
	s = substr(s, 1, RSTART - 1)
	printf "%s", s == "" ? lead trail : lead "⟦" mark(s) "⟧" trail
}
EOF
# A data file, a line at a time: a lesson's try: and ask: lines are its
# notation and stay, its title is marked after its keyword; the indent
# of a line stays.
cat >"$tmp/data.awk" <<'EOF'
/^(try|ask):/ { print; next }
/^title: / { print "title: ⟦" mark(substr($0, 8)) "⟧"; next }
{
	match($0, /^[ \t]*/)
	lead = substr($0, 1, RLENGTH)
	rest = substr($0, RLENGTH + 1)
	print rest == "" ? $0 : lead "⟦" mark(rest) "⟧"
}
EOF

# The catalogs: each domain's messages extracted from the sources now, as
# i18n.sh does, copied into their translations (msgen) and marked.
mark_catalogs() {
	for dom in po:sprague po-engine:sprague-engine; do
		dir=${dom%%:*} name=${dom#*:}
		extract_messages "$dir" - 2>"$tmp/err" |
		    sed 's/charset=CHARSET/charset=UTF-8/
			s/^"Plural-Forms: .*/"Plural-Forms: nplurals=2; plural=(n != 1);\\n"/' \
		    >"$tmp/$name.pot"
		msgen -o "$tmp/$name.en.po" "$tmp/$name.pot" 2>>"$tmp/err" &&
		LC_ALL=C.UTF-8 msgfilter --keep-header -i "$tmp/$name.en.po" \
		    -o "$tmp/$name.ps.po" \
		    awk -f "$tmp/mark.awk" -f "$tmp/msg.awk" 2>>"$tmp/err" &&
		mkdir -p "$tmp/locale/$PSEUDO/LC_MESSAGES" &&
		msgfmt -o "$tmp/locale/$PSEUDO/LC_MESSAGES/$name.mo" \
		    "$tmp/$name.ps.po" 2>>"$tmp/err"
		ok $? "$dir: a pseudo-translated catalog is made"
		[ -s "$tmp/err" ] && diag "$(cat "$tmp/err")"
	done
}

# The data: the English as it is, and beside it the pseudo-language's.
mark_data() {
	d=$tmp/data
	mkdir -p "$d/$PSEUDO/games" "$d/$PSEUDO/lessons"
	cp -R "$SRCDIR/data/games" "$SRCDIR/data/lessons" "$d/"
	for f in "$SRCDIR"/data/games/*.txt "$SRCDIR"/data/lessons/*.txt; do
		sub=${f%/*}
		LC_ALL=C awk -f "$tmp/mark.awk" -f "$tmp/data.awk" "$f" \
		    >"$d/$PSEUDO/${sub##*/}/${f##*/}" || return 1
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
ALLOW="sprague $games $lessons play solve values count quotient list
    rules replay results report lesson practice you computer outcome move
    value
    perfect strong casual beginner outcome value lost mex nimsum table moves
    period bogus xx txt code take turn method letter"

# leaks FILE: the lines of FILE with words in plain ASCII letters that
# are not allowed.  HTML tags, entities and a style sheet are not words.
leaks() {
	LC_ALL=C tr '\n' '\003' <"$1" |
	    LC_ALL=C sed 's/<style>.*<\/style>//
		s/<[^>]*>//g
		s/&[a-z]*;//g' |
	    LC_ALL=C tr '\003' '\n' |
	    LC_ALL=C awk -v allow="$ALLOW" '
	BEGIN { n = split(allow, a, " "); for (i = 1; i <= n; i++) ok[a[i]] = 1 }
	{
		t = $0; bad = ""
		while (match(t, /--[A-Za-z][-A-Za-z]*|[A-Za-z][A-Za-z]+/)) {
			w = substr(t, RSTART, RLENGTH)
			t = substr(t, RSTART + RLENGTH)
			if (w ~ /^--/ || w ~ /^[A-Z]+$/ || w ~ /^o+$/ ||
			    w ~ /^v+$/ ||
			    (w in ok) || (t == "" && cut(w)))
				continue
			bad = bad " " w
		}
		if (bad != "")
			print "[" bad " ] " $0
	}
	# A word at the end of a line that the screen has cut short.
	function cut(w,    k) {
		for (k in ok)
			if (index(k, w) == 1)
				return 1
		return 0
	}'
}

# sweep NAME FILE: FILE shows the pseudo-language (so the program ran and
# spoke), and nothing in it leaks.
sweep() {
	leaks "$2" >"$tmp/leaks"
	[ ! -s "$tmp/leaks" ] && grep -q '⟦' "$2"
	ok $? "$1: every word is translated"
	[ -s "$tmp/leaks" ] && diag "$(head -n 12 "$tmp/leaks")"
	grep -q '⟦' "$2" || diag "nothing in the pseudo-language:" \
	    "$(head -n 12 "$2")"
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
cmd quotient dawson
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
for g in $games; do
	cmd practice --print --seed 5 "$g"
done
cmd practice --print --kind move --seed 3
cmd practice --print --kind value --seed 3
cmd replay ./1
cmd results ./2
# The report of a class: a record with a pupil's practice and lesson (its
# own directory, never the home of whoever runs the tests), and the log.
mkdir -p "$tmp/files/4/sprague"
printf '%s\n' "sprague progress 3" "nim 2 1 1 0 0 0 0" "pupil 甲" \
    "nim 3 2 3 1 1 0 0" "lesson nim rhw-" >"$tmp/files/4/sprague/progress"
saved_data=${XDG_DATA_HOME-}
XDG_DATA_HOME=$tmp/files/4
export XDG_DATA_HOME
cmd report --results ./2
cmd report --html --results ./2
cmd report --since 1
XDG_DATA_HOME=$saved_data
[ -n "$XDG_DATA_HOME" ] || unset XDG_DATA_HOME
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
SPRAGUE_SEED=2026
export SPRAGUE_SEED
start C.UTF-8 xterm
look "the menu"
keys '?'
look "the menu's help"
keys Escape Down Enter
look "the menu: a game's positions"
keys Escape
settle
keys End Enter
look "the menu: the lessons"
keys Escape
settle
keys End Up Enter
look "the menu: practice"
keys Enter
look "the menu: practice asks a name"
# Each game's position typed in the menu: the prompt with the notation,
# and a refusal.
for g in $games; do
	start C.UTF-8 xterm
	settle
	menu_game "$g"
	settle
	keys End Enter
	look "$g: type a position"
	keys - 1 , Enter
	look "$g: a position refused"
done
for g in $games; do
	start C.UTF-8 xterm play "$g"
	# The board first: a blank screen settles too while a start is
	# chosen (slow in a sanitized build).
	wait_for "$g" >/dev/null
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
	# q asks first in a game going on; a move that ended it has left
	# nothing to ask.
	keys q
	settle
	if grep -q '^exit status' "$tmp/screen"; then
		ok 0 "$g: the move ended the game, q left it"
	else
		look "$g: leave?"
	fi
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
start C.UTF-8 xterm play nim 3 4 5 --learner
keys Enter
look "a learner's slip"
start C.UTF-8 xterm play nim 3 4 5 --demo --step
look "the computer against itself"
keys Space
look "the computer against itself: a step"
# A locale that is not installed: the warning, on a terminal, in the
# reader's language.
start xx_YY.UTF-8 xterm list
look "the warning of a missing locale"
grep -q '"xx_YY.UTF-8".*⟧' "$tmp/look"
ok $? "the warning of a missing locale is said, marked"
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
