#!/bin/sh
# man.sh: the manual is well-formed mdoc (when mandoc is installed) and
# names every game.

. "$SRCDIR/tests/lib.sh"

man=$tmp/sprague.6
sed -e 's|@VERSION[@]|0|g' -e 's|@PKGDATADIR[@]|/usr/share/sprague|g' \
	"$SRCDIR/man/sprague.6.in" >"$man"

if command -v mandoc >/dev/null 2>&1; then
	mandoc -Tlint -W warning "$man" >"$tmp/lint" 2>&1
	ok $? "mandoc -Tlint finds no warning"
	[ -s "$tmp/lint" ] && diag "$(cat "$tmp/lint")"
fi
for g in $("$SPRAGUE" list | cut -d' ' -f1); do
	grep -q "^\.It Cm $g " "$man"
	ok $? "the manual describes $g"
done
done_testing
