/*
 * wrap.c: text broken into lines (wrap.h).
 */
#include "config.h"

#include <string.h>

#include "text.h"
#include "wrap.h"

void
wrap_text(const char *text, int w, struct sbuf *out)
{
	const char *s = text, *nl;
	size_t n, k, indent, at, keep;

	for (; *s != '\0'; s = nl) {
		nl = strchr(s, '\n');
		n = nl != NULL ? (size_t)(nl - s) : strlen(s);
		nl = nl != NULL ? nl + 1 : s + n;
		indent = text_hanging(s, n);
		if ((int)indent > w / 2)
			indent = 0;
		at = 0;
		do {
			k = text_break(s, n, w - (int)at);
			/* The blanks at a break go, and those after it. */
			for (keep = k; k < n && keep > 0 && s[keep - 1] == ' ';
			    keep--)
				;
			sbuf_printf(out, "%*s%.*s\n", (int)at, "", (int)keep,
			    s);
			s += k;
			n -= k;
			while (n > 0 && *s == ' ') {
				s++;
				n--;
			}
			at = indent;
		} while (n > 0);
	}
}
