#!/bin/sh
# modules.sh: no two modules of src/ depend on each other in a circle.
#
# x.c and x.h are module x (named by its path under src/, without the
# ending), and so is x_impl.h, the private half of x.h that the files
# implementing x share (tbtable_impl.h for tbtable.c, tbcache.c and
# tbperiod.c); a module depends on the modules whose headers it includes.  An
# `#include "..."` is looked up beside the including file, then under
# src/ (the build's -I); what is found in neither (config.h, made by
# configure) is not a module of the tree.  The source is read from
# $SRCDIR (or $srcdir), so this runs out of tree on a read-only source.

root=${SRCDIR:-${srcdir:-.}}
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
trap 'exit 1' INT TERM HUP

# circles DIR: prints the first circle among the modules of DIR
# ("a -> b -> a") and fails, or prints how many modules it read.
circles() {
	find "$1" -type f \( -name '*.c' -o -name '*.h' \) | sort |
	awk -v top="$1" '
	function norm(path,    n, i, k, part, out) {
		n = split(path, part, "/")
		k = 0
		for (i = 1; i <= n; i++) {
			if (part[i] == "" || part[i] == ".")
				continue
			if (part[i] == ".." && k > 0 && stack[k] != "..") {
				k--
				continue
			}
			stack[++k] = part[i]
		}
		out = ""
		for (i = 1; i <= k; i++)
			out = out (i > 1 ? "/" : "") stack[i]
		return (substr(path, 1, 1) == "/" ? "/" : "") out
	}
	function module(file,    m) {
		m = substr(file, length(top) + 2)
		sub(/\.[ch]$/, "", m)
		sub(/_impl$/, "", m)
		return m
	}
	# Depth-first search; state 1 on the path, 2 done.
	function visit(m,    i, d, j, path) {
		state[m] = 1
		onpath[++depth] = m
		for (i = 1; i <= ndeps[m]; i++) {
			d = dep[m, i]
			if (state[d] == 1) {
				path = ""
				for (j = 1; j <= depth; j++)
					if (onpath[j] == d || path != "")
						path = path onpath[j] " -> "
				found = path d
				return 1
			}
			if (state[d] == 0 && visit(d))
				return 1
		}
		depth--
		state[m] = 2
		return 0
	}
	{ file[NR] = $0; exists[$0] = 1 }
	END {
		top = norm(top)
		for (f = 1; f <= NR; f++) {
			path = norm(file[f])
			m = module(path)
			if (!(m in state)) {
				state[m] = 0
				mods[++nmods] = m
			}
			dir = path
			sub(/\/[^\/]*$/, "", dir)
			while ((getline line < file[f]) > 0) {
				if (line !~ /^[ \t]*#[ \t]*include[ \t]*"/)
					continue
				sub(/^[^"]*"/, "", line)
				sub(/".*$/, "", line)
				t = norm(dir "/" line)
				if (!(t in exists))
					t = norm(top "/" line)
				if (!(t in exists))
					continue
				d = module(t)
				if (d == m || seen[m, d]++)
					continue
				dep[m, ++ndeps[m]] = d
			}
			close(file[f])
		}
		for (i = 1; i <= nmods; i++) {
			if (state[mods[i]] == 0 && visit(mods[i])) {
				print found
				exit 1
			}
		}
		print nmods " modules"
	}'
}

echo "1..3"

# A planted circle is found, so that the check below can fail.
mkdir -p "$tmp/src/a" "$tmp/src/b"
printf '#include "b/y.h"\n' >"$tmp/src/a/x.h"
printf '#include "x.h"\n#include "config.h"\n' >"$tmp/src/a/x.c"
: >"$tmp/src/b/y.h"
printf '#include <stdio.h>\n#include "../a/z.h"\n' >"$tmp/src/b/y.c"
printf '#  include "x.h"\n' >"$tmp/src/a/z.h"
printf '#include "z.h"\n' >"$tmp/src/a/x_impl.h"
if got=$(circles "$tmp/src"); then
	echo "not ok 1 - a planted circle is found (found none: $got)"
else
	case $got in
	"a/x -> b/y -> a/z -> a/x") echo "ok 1 - a planted circle is found: $got" ;;
	*) echo "not ok 1 - a planted circle is found (found: $got)" ;;
	esac
fi

# A module's private half (x_impl.h) is that module, and no circle.
mkdir -p "$tmp/impl"
printf '#include "t_impl.h"\n' >"$tmp/impl/t.c"
printf '#include "t.h"\n' >"$tmp/impl/t_impl.h"
printf '#include "t_impl.h"\n' >"$tmp/impl/u.c"
: >"$tmp/impl/t.h"
if got=$(circles "$tmp/impl") && [ "$got" = "2 modules" ]; then
	echo "ok 2 - x_impl.h belongs to module x ($got)"
else
	echo "not ok 2 - x_impl.h belongs to module x (found: $got)"
fi

if [ ! -d "$root/src" ]; then
	echo "not ok 3 - no module circle in src/ ($root/src: not found)"
elif got=$(circles "$root/src"); then
	echo "ok 3 - no module circle in src/ ($got)"
else
	echo "not ok 3 - no module circle in src/: $got"
fi
