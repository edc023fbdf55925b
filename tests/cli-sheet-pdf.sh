#!/bin/sh
# cli-sheet-pdf.sh: worksheets printed by a real browser.  Headless
# Chromium prints a few --html sheets to PDF (mixed and single games, A4
# and Letter, one in Japanese); poppler's pdfinfo and pdftotext then check
# the page size, that no exercise is split over two pages (each page holds
# as many exercises' starts as ends), and that the answer key starts a
# page of its own.  Chromium and poppler-utils are needed: .ci/run installs
# them (with fonts-noto-cjk), and the test fails without them.

. "$SRCDIR/tests/lib.sh"

CHROMIUM=$(command -v chromium || command -v chromium-browser ||
    command -v google-chrome)
if [ -z "$CHROMIUM" ] || ! command -v pdfinfo >/dev/null ||
    ! command -v pdftotext >/dev/null; then
	ok 1 "chromium, pdfinfo and pdftotext are needed (apt-get install \
chromium poppler-utils fonts-noto-cjk; .ci/run installs them)"
	done_testing
	exit
fi

# The browser keeps its profile in the test's own directory.
HOME=$tmp/home
mkdir -p "$HOME"
export HOME

# pdf NAME ARGS...: the sheet of sprague practice --html ARGS, printed to
# $tmp/NAME.pdf; false if the browser made none.
pdf() {
	name=$1
	shift
	"$SPRAGUE" practice --html "$@" >"$tmp/$name.html" || return 1
	timeout 120 "$CHROMIUM" --headless --no-sandbox --disable-gpu \
	    --no-first-run --no-pdf-header-footer \
	    --user-data-dir="$tmp/profile" --print-to-pdf="$tmp/$name.pdf" \
	    "file://$tmp/$name.html" >"$tmp/$name.log" 2>&1
	[ -s "$tmp/$name.pdf" ]
}

# size NAME: the page size pdfinfo names (A4, letter), of every page.
size() {
	pdfinfo -l 1000 "$tmp/$1.pdf" |
	    sed -n 's/^Page *[0-9]* size:.*(\(.*\))$/\1/p' | sort -u
}

# whole NAME: every page of NAME holds as many exercises' starts (their
# number in the list: 1., 2., ...) as ends (the line the answer is written
# under, in the sheet's language, taken from its HTML) up to the key's
# page: an exercise starts and ends on the same page.  Prints how many
# ends were found, then the pages where the counts differ.
whole() {
	grep -B1 'class="room"' "$tmp/$1.html" |
	    sed -n 's|^<p>\(.*\)</p>$|\1|p' | sort -u >"$tmp/ends"
	heading=$(grep -A1 'class="key"' "$tmp/$1.html" |
	    sed -n 's|^<h2>\(.*\)</h2>$|\1|p')
	pages=$(pdfinfo "$tmp/$1.pdf" | sed -n 's/^Pages: *//p')
	p=1 found=0 split=""
	while [ "$p" -le "$pages" ]; do
		pdftotext -layout -f "$p" -l "$p" "$tmp/$1.pdf" "$tmp/page"
		# The key's numbered lines are no exercises.
		[ -n "$heading" ] && grep -q -F -- "$heading" "$tmp/page" &&
		    break
		s=$(grep -c '^ *[0-9][0-9]*\. ' "$tmp/page")
		e=$(grep -c -F -f "$tmp/ends" "$tmp/page")
		[ "$s" -eq "$e" ] || split="$split $p($s/$e)"
		found=$((found + e))
		p=$((p + 1))
	done
	echo "$found$split"
}

# key NAME: the page where the key's heading stands begins with it.
key() {
	heading=$(grep -A1 'class="key"' "$tmp/$1.html" |
	    sed -n 's|^<h2>\(.*\)</h2>$|\1|p')
	pages=$(pdfinfo "$tmp/$1.pdf" | sed -n 's/^Pages: *//p')
	p=1
	while [ "$p" -le "$pages" ]; do
		pdftotext -f "$p" -l "$p" "$tmp/$1.pdf" "$tmp/page"
		if grep -q -F -- "$heading" "$tmp/page"; then
			first=$(grep -v '^[[:space:]]*$' "$tmp/page" | head -n 1)
			[ "$first" = "$heading" ]
			return
		fi
		p=$((p + 1))
	done
	return 1
}

pdf mixed --paper a4 --count 12 --seed 4 --level 3
ok $? "a mixed sheet at level 3 printed to PDF"
[ "$(size mixed)" = A4 ]
ok $? "--paper a4: every page A4 ($(size mixed | tr '\n' ' '))"
got=$(whole mixed)
[ "$got" = 12 ]
ok $? "no exercise split over two pages (12 whole: $got)"
key mixed
ok $? "the key starts on a page of its own"

pdf letter --paper letter --count 10 --seed 8 --level 4 cutting
ok $? "a sheet of large boards printed to PDF"
[ "$(size letter)" = letter ]
ok $? "--paper letter: every page Letter ($(size letter | tr '\n' ' '))"
got=$(whole letter)
[ "$got" = 10 ]
ok $? "large boards: no exercise split (10 whole: $got)"
key letter
ok $? "and the key on a page of its own"

# Japanese: the same checks on the words of the catalog, in a CJK font.
LANGUAGE=ja pdf ja --paper a4 --count 8 --seed 6 --level 2 --kind outcome
ok $? "a Japanese sheet printed to PDF"
got=$(whole ja)
[ "$got" = 8 ] && [ "$(size ja)" = A4 ]
ok $? "Japanese: A4, no exercise split (8 whole: $got)"
key ja
ok $? "Japanese: the key on a page of its own"
h1=$(sed -n 's|^<h1>\([^(]*\).*|\1|p' "$tmp/ja.html" | head -n 1)
pdftotext -f 1 -l 1 "$tmp/ja.pdf" - | grep -q -F -- "$h1"
ok $? "Japanese: the heading's words are in the PDF ($h1)"

done_testing
