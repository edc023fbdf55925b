# lib.sh: TAP helpers for the shell tests.  Source it; $SPRAGUE is the
# program under test.

tap_n=0
tap_failed=0

ok() {
	tap_n=$((tap_n + 1))
	if [ "$1" -eq 0 ]; then
		echo "ok $tap_n - $2"
	else
		echo "not ok $tap_n - $2"
		tap_failed=$((tap_failed + 1))
	fi
}

diag() {
	printf '%s\n' "$@" | sed 's/^/# /'
}

done_testing() {
	echo "1..$tap_n"
	[ "$tap_failed" -eq 0 ]
}

# expect_out NAME EXPECTED ARGS...: status 0 and stdout exactly EXPECTED.
expect_out() {
	name=$1 want=$2
	shift 2
	got=$("$SPRAGUE" "$@" 2>"$tmp/err"); st=$?
	if [ $st -eq 0 ] && [ "$got" = "$want" ]; then
		ok 0 "$name"
	else
		ok 1 "$name"
		diag "sprague $*" "status $st" "want:" "$want" "got:" "$got" \
		    "stderr: $(cat "$tmp/err")"
	fi
}

# expect_bad NAME PATTERN ARGS...: status 2, nothing on stdout, one line
# on stderr starting "sprague: " and containing PATTERN.
expect_bad() {
	name=$1 pattern=$2
	shift 2
	"$SPRAGUE" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null; st=$?
	lines=$(wc -l <"$tmp/err")
	if [ $st -eq 2 ] && [ ! -s "$tmp/out" ] && [ "$lines" -eq 1 ] &&
	    grep -q '^sprague: ' "$tmp/err" &&
	    grep -qF -- "$pattern" "$tmp/err"; then
		ok 0 "$name"
	else
		ok 1 "$name"
		diag "sprague $*" "status $st (want 2)" \
		    "stdout: $(cat "$tmp/out")" "stderr: $(cat "$tmp/err")"
	fi
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/sprague-test.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
# Caches (value tables, misere quotients) go to the test's own directory,
# never to the home of whoever runs the tests.
XDG_CACHE_HOME=$tmp/cache
export XDG_CACHE_HOME

# extract_messages DIR FILE: the messages of the sources of the po
# directory DIR (po, the program's: _, N_, ngettext; po-engine, the
# engine's: W_, WN_, wngettext) extracted now into FILE (an absolute path,
# or - for the standard output), as its Makevars extracts them.
extract_messages() {
	case $1 in
	po) k1=_ k2=N_ k3=ngettext ;;
	*) k1=W_ k2=WN_ k3=wngettext ;;
	esac
	(cd "$SRCDIR" && xgettext --keyword="$k1" --keyword="$k2" \
	    --keyword="$k3:1,2" --from-code=UTF-8 --language=C \
	    --files-from="$1/POTFILES.in" -o "$2")
}

# catalogs: the catalogs of both domains (the program's, po/; the
# engine's words, po-engine/), built from the sources' po files as they
# are into $tmp/locale, where the program finds them before it is
# installed (SPRAGUE_LOCALEDIR): a message not translated comes out in
# English, and a check of its words fails.  One check a catalog.
catalogs() {
	for dom in po:sprague po-engine:sprague-engine; do
		dir=${dom%%:*} name=${dom#*:}
		for lang in ja zh_CN; do
			mkdir -p "$tmp/locale/$lang/LC_MESSAGES"
			msgfmt -o "$tmp/locale/$lang/LC_MESSAGES/$name.mo" \
			    "$SRCDIR/$dir/$lang.po" 2>"$tmp/err"
			ok $? "$dir/$lang.po: its catalog is built"
			[ -s "$tmp/err" ] && diag "$(cat "$tmp/err")"
		done
	done
	SPRAGUE_LOCALEDIR=$tmp/locale
	export SPRAGUE_LOCALEDIR
}

# as_english ARGS...: what sprague ARGS writes (its contract: the
# notation, --porcelain, values) is byte for byte the same in Japanese
# and in Chinese as in English.  One check a language.
as_english() {
	# shellcheck disable=SC2068
	LANGUAGE='' LANG=C "$SPRAGUE" $@ >"$tmp/c" 2>&1
	for lang in ja zh_CN; do
		# shellcheck disable=SC2068
		LANGUAGE=$lang LANG=C.UTF-8 "$SPRAGUE" $@ >"$tmp/l" 2>&1
		cmp -s "$tmp/c" "$tmp/l"
		ok $? "$lang: sprague $* is byte for byte the English"
	done
}

# The header of a results log (the contract's ten columns, then the
# others), and log_lines FILE: the lines of a log, dates replaced by DATE.
results_header=date,game,start,first,second,winner,moves,hints,level,misere
results_header=$results_header,end,left,takebacks,edits,continued,series
results_header=$results_header,score
log_lines() {
	sed 's/^[0-9]\{4\}-[0-9][0-9]-[0-9][0-9] [0-9:]\{8\},/DATE,/' "$1"
}

# expect_log NAME FILE LINE...: the results log FILE is the header and
# these lines (a missing FILE is none).
expect_log() {
	name=$1 file=$2
	shift 2
	printf '%s\n' "$results_header" "$@" >"$tmp/log.want"
	log_lines "$file" >"$tmp/log.out" 2>/dev/null
	cmp -s "$tmp/log.out" "$tmp/log.want"; r=$?
	ok $r "$name"
	[ $r -eq 0 ] || diag "want:" "$(cat "$tmp/log.want")" "got:" \
	    "$(cat "$tmp/log.out" 2>/dev/null)"
}
