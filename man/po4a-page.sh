#!/bin/sh
# po4a-page.sh SRCDIR LANG: writes SRCDIR/man/LANG/sprague.6.in, the manual
# translated by po4a through SRCDIR/man/po/LANG.po, then marks where a line
# of Chinese or Japanese text may break.  Fails, naming the cause, when po4a
# is missing or the translation is not complete (every message translated
# and none fuzzy), so that a page never goes out half in English.
set -eu
srcdir=$1
lang=$2
page=man/$lang/sprague.6.in

if ! command -v po4a >/dev/null 2>&1; then
	echo "po4a-page.sh: po4a is needed to make $page from man/po/$lang.po" \
	    "(it is in the package po4a)" >&2
	exit 1
fi
rm -f "$srcdir/$page"
po4a --no-update --translate-only "$page" \
    --srcdir "$srcdir" --destdir "$srcdir" "$srcdir/man/po4a.cfg" >&2
if [ ! -s "$srcdir/$page" ]; then
	echo "po4a-page.sh: man/po/$lang.po is not complete, so $page was not" \
	    "written: run 'make update-man-po', then translate its new and" \
	    "fuzzy messages" >&2
	exit 1
fi

# Neither roff program breaks a line between two CJK characters, so a
# paragraph would run on as one line: put a break point (\:) between two
# such characters of a text line, except before a closing mark or a small
# kana and after an opening mark; and keep a number with its counter word
# (the space between them becomes \~).  Section titles and cross
# references are left alone (they must match), and so are literal
# displays.  A text line that starts with a closing mark follows a macro
# line: that line gets Ns, so that no space (and no break) comes before
# the mark.
perl -Mutf8 -CSD -i -ne '
	BEGIN {
		$cjk = qr/[\p{Han}\p{Hiragana}\p{Katakana}\x{3000}-\x{303F}\x{FF01}-\x{FF60}\x{30FC}]/;
		$nostart = qr/[、。，．）」』】〕〉》］｝！？：；・ー々ゝゞヽヾぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ]/;
		$noend = qr/[（「『【〔〈《［｛]/;
	}
	$lit = 1 if /^\.Bd -literal/;
	$lit = 0 if /^\.Ed/;
	if (!$lit && defined $prev && $prev =~ /^\./ && $prev !~ /^\.(?:\\"|Sh|Ss|Bd|Ed|Bl|El|It|Pp)\b/
	    && $prev !~ / Ns$/ && /^$nostart/) {
		$prev =~ s/\n$/ Ns\n/;
	}
	# A text line ending with an opening mark before a macro line: \c,
	# so that no space (and no break) comes after the mark.
	$prev =~ s/($noend)\n$/$1\\c\n/ if !$lit && defined $prev && $prev !~ /^\./ && /^\./;
	print $prev if defined $prev;
	if (!$lit && !/^\.(?:\\"|Sh|Ss)/ && !/\bSx\b/) {
		s/(?<=$cjk)(?<!$noend)(?=$cjk)(?!$nostart)/\\:/g;
		s/(?<=[0-9]) (?=$cjk)(?!$nostart)/\\~/g;
	}
	$prev = $_;
	print $prev if eof;
' "$srcdir/$page"
