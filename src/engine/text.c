/*
 * text.c: UTF-8 decoding, display widths, line breaking and the folding
 * of what a person types.
 *
 * Widths and normalisation come from utf8proc, which follows the Unicode
 * tables of its release (East Asian Width, combining marks), so they need
 * no table of our own to keep up to date.  Line breaks come from
 * libunibreak (UAX #14, the Unicode line breaking algorithm), with the
 * project's own rules on top: see text_break.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <linebreak.h>
#include <utf8proc.h>

#include "text.h"

size_t
text_decode(const char *s, size_t n, uint32_t *cp)
{
	const unsigned char *u = (const unsigned char *)s;
	uint32_t c, min;
	size_t len, i;

	if (n == 0)
		return 0;
	if (u[0] < 0x80) {
		*cp = u[0];
		return 1;
	}
	if (u[0] >= 0xc2 && u[0] <= 0xdf) {
		len = 2;
		c = u[0] & 0x1f;
		min = 0x80;
	} else if (u[0] >= 0xe0 && u[0] <= 0xef) {
		len = 3;
		c = u[0] & 0x0f;
		min = 0x800;
	} else if (u[0] >= 0xf0 && u[0] <= 0xf4) {
		len = 4;
		c = u[0] & 0x07;
		min = 0x10000;
	} else
		return 0;
	if (n < len)
		return 0;
	for (i = 1; i < len; i++) {
		if ((u[i] & 0xc0) != 0x80)
			return 0;
		c = c << 6 | (u[i] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return len;
}

bool
text_valid(const char *s, size_t n, size_t *bad)
{
	size_t i = 0, len;
	uint32_t cp;

	while (i < n) {
		if ((len = text_decode(s + i, n - i, &cp)) == 0) {
			if (bad != NULL)
				*bad = i;
			return false;
		}
		i += len;
	}
	return true;
}

int
text_cp_width(uint32_t cp)
{
	int w;

	if (cp == 0 || cp < 0x20 || (cp >= 0x7f && cp < 0xa0))
		return 0;
	if (cp == 0xad)
		return 1;	/* a soft hyphen, shown as wcwidth does */
	if (cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
		return 1;	/* not a character: shown as a replacement */
	w = utf8proc_charwidth((utf8proc_int32_t)cp);
	/* utf8proc gives the unassigned and private-use code points 0 or
	 * 1 and some format characters 0; a terminal shows at most 2. */
	return w < 0 ? 0 : w > 2 ? 2 : w;
}

/* One step through s[0..n): the bytes of the character and its width. */
static size_t
step(const char *s, size_t n, int *w)
{
	uint32_t cp;
	size_t len = text_decode(s, n, &cp);

	if (len == 0) {
		*w = 1;
		return 1;
	}
	*w = text_cp_width(cp);
	return len;
}

int
text_nwidth(const char *s, size_t n)
{
	size_t i = 0;
	int cols = 0, w;

	while (i < n && s[i] != '\0') {
		i += step(s + i, n - i, &w);
		cols += w;
	}
	return cols;
}

int
text_width(const char *s)
{
	return text_nwidth(s, (size_t)-1 / 2);
}

size_t
text_fit(const char *s, size_t n, int cols)
{
	size_t i = 0, len;
	int used = 0, w;

	while (i < n && s[i] != '\0') {
		len = step(s + i, n - i, &w);
		if (used + w > cols)
			break;
		used += w;
		i += len;
	}
	return i;
}

size_t
text_prev(const char *s, size_t len)
{
	size_t i;
	uint32_t cp;

	if (len == 0)
		return 0;
	/* Back over up to three continuation bytes to a lead byte that
	 * decodes to exactly the rest. */
	for (i = len - 1; i > 0 && len - i < 4 &&
	    ((unsigned char)s[i] & 0xc0) == 0x80; i--)
		;
	if (text_decode(s + i, len - i, &cp) == len - i)
		return i;
	return len - 1;
}

void
text_repair(char *s)
{
	size_t n = strlen(s), i = 0, k;
	uint32_t cp;

	while (i < n) {
		if ((k = text_decode(s + i, n - i, &cp)) != 0) {
			i += k;
			continue;
		}
		/* The start of a character the end of s cut off goes. */
		if (n - i < 4 && (unsigned char)s[i] >= 0xc2 &&
		    (unsigned char)s[i] <= 0xf4) {
			for (k = i + 1; k < n && ((unsigned char)s[k] & 0xc0) ==
			    0x80; k++)
				;
			if (k == n) {
				s[i] = '\0';
				return;
			}
		}
		s[i++] = '?';
	}
}

/*
 * Line breaking.  libunibreak says where Unicode lets a line break; on
 * top of that the project forbids a break
 * - inside a position or a move: between two numbers joined by a single
 *   blank ("491 2", "12 1 13 13 12 1"), which is how the notation writes
 *   every list of heaps, whatever the language around it, and inside a
 *   part of a sum ("kayles 5" in "nim 1 4 + kayles 5 + grundy 9");
 * - between a number and the word it counts, a wide character at most
 *   one blank after it ("3 個", "5 堆"), or its ordinal's mark ("第 1");
 * - inside a formula: before or after an operator word ("3 ^ 2 = 1",
 *   "(1 + sqrt 5) / 2") and after a function word (sqrt);
 * - before a small kana or a prolonged sound mark (Japanese strict
 *   breaking: libunibreak's class CJ would allow it);
 * - before a number that would look like a numbered item ("2. The");
 * - inside a file's name or an address (a word with a '/');
 * - before a closing mark or after an opening one, CJK or not (UAX #14
 *   does this already; the lists make it hold whatever the library's
 *   version).
 * The positions are found in the text rather than marked by whoever
 * builds it: the text comes from catalogs and data files written by
 * translators, where a mark would be lost or mistyped, and the notation
 * is the same in every language.
 */

static bool
in_list(uint32_t cp, const uint32_t *list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (list[i] == cp)
			return true;
	return false;
}

/* Small kana, prolonged sound and iteration marks: no line starts with
 * one (JIS X 4051's strict rule). */
static bool
small_kana(uint32_t cp)
{
	static const uint32_t k[] = {
		0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083,
		0x3085, 0x3087, 0x308e, 0x3095, 0x3096, 0x30a1, 0x30a3,
		0x30a5, 0x30a7, 0x30a9, 0x30c3, 0x30e3, 0x30e5, 0x30e7,
		0x30ee, 0x30f5, 0x30f6, 0x30fc, 0x309d, 0x309e, 0x30fd,
		0x30fe, 0x3005, 0x303b,
	};

	return (cp >= 0x31f0 && cp <= 0x31ff) || (cp >= 0xff67 &&
	    cp <= 0xff70) || in_list(cp, k, sizeof k / sizeof k[0]);
}

/* Marks that close: no line starts with one. */
static bool
closing_mark(uint32_t cp)
{
	static const uint32_t m[] = {
		')', ']', '}', ',', '.', ':', ';', '!', '?',
		0x3001, 0x3002, 0x3009, 0x300b, 0x300d, 0x300f, 0x3011,
		0x3015, 0x3017, 0x3019, 0x301b, 0x301e, 0x301f, 0x30fb,
		0xff01, 0xff09, 0xff0c, 0xff0e, 0xff1a, 0xff1b, 0xff1f,
		0xff3d, 0xff5d, 0xff60, 0xff61, 0xff63, 0xff64, 0x2019,
		0x201d, 0x2026, 0x2025,
	};

	return in_list(cp, m, sizeof m / sizeof m[0]);
}

/* Marks that open: no line ends with one. */
static bool
opening_mark(uint32_t cp)
{
	static const uint32_t m[] = {
		'(', '[', '{', 0x3008, 0x300a, 0x300c, 0x300e, 0x3010,
		0x3014, 0x3016, 0x3018, 0x301a, 0x301d, 0xff08, 0xff3b,
		0xff5b, 0xff5f, 0xff62, 0x2018, 0x201c,
	};

	return in_list(cp, m, sizeof m / sizeof m[0]);
}

static bool
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* The word s[0..n) (up to a blank): an operator of a formula ("^", "=",
 * "+", "->", "x", "XOR")?  A function word ("sqrt") binds only what
 * follows it, so it counts as one only after. */
static bool
operator_word(const char *s, size_t n, bool after)
{
	size_t len = 0;

	while (len < n && s[len] != ' ')
		len++;
	if (len == 3 && strncmp(s, "XOR", 3) == 0)
		return true;
	if (after && ((len == 4 && strncmp(s, "sqrt", 4) == 0) ||
	    (len == 3 && strncmp(s, "log", 3) == 0)))
		return true;
	if (len == 0 || len > 2)
		return false;
	return strspn(s, "^=+-x*/<>") >= len;
}

/* The character that ends at s[0..i): its code point (0 if none). */
static uint32_t
cp_before(const char *s, size_t i)
{
	size_t k = text_prev(s, i);
	uint32_t cp;

	if (i == 0 || text_decode(s + k, i - k, &cp) != i - k)
		return 0;
	return cp;
}

static uint32_t
cp_at(const char *s, size_t n, size_t i)
{
	uint32_t cp;

	if (i >= n || text_decode(s + i, n - i, &cp) == 0)
		return 0;
	return cp;
}

/* Is a number at a break at i (after its blank, if any) with the word it
 * counts, a wide character at most one blank after it ("3 個", "5 堆"),
 * or with the ordinal's mark before it ("第 1")? */
static bool
counted(const char *s, size_t n, size_t i)
{
	size_t b = i;
	uint32_t cp;

	if (b > 0 && s[b - 1] == ' ')
		b--;
	if (b == 0 || i >= n || s[b - 1] == ' ')
		return false;
	if (is_digit(s[b - 1]) && (cp = cp_at(s, n, i)) != 0 &&
	    text_cp_width(cp) == 2 && !opening_mark(cp))
		return true;
	cp = cp_before(s, b);
	return is_digit(s[i]) && (cp == 0x7b2c || cp == 0x7d04 ||
	    cp == 0x7ea6);		/* 第, 約, 约 */
}

/* Is s[i] inside a file's name or an address, a word with a '/' in it
 * ("/tmp/sprague-test/progress"), where a break at its '-' would read as
 * two names? */
static bool
in_path(const char *s, size_t n, size_t i)
{
	size_t a = i, z = i;

	if ((unsigned char)s[i - 1] >= 0x80 || (unsigned char)s[i] >= 0x80)
		return false;
	while (a > 0 && s[a - 1] != ' ' && (unsigned char)s[a - 1] < 0x80)
		a--;
	while (z < n && s[z] != ' ' && (unsigned char)s[z] < 0x80)
		z++;
	return memchr(s + a, '/', z - a) != NULL;
}

/* Does s[0..n) start like a numbered item ("2. ", "3) ")? */
static bool
item_number(const char *s, size_t n)
{
	size_t k = 0;

	while (k < n && is_digit(s[k]))
		k++;
	return k > 0 && k + 1 < n && (s[k] == '.' || s[k] == ')') &&
	    s[k + 1] == ' ';
}

/* Is the blank before s[i] inside a part of a sum written in the
 * notation: a game's name (a word of letters ending at s[b)) and its
 * position (numbers from s[i]), a '+' before the name or after the
 * numbers ("nim 1 4 + kayles 5 + grundy 9")? */
static bool
sum_part(const char *s, size_t n, size_t b, size_t i)
{
	size_t w = b, k = i;

	while (w > 0 && ((s[w - 1] >= 'a' && s[w - 1] <= 'z') ||
	    (s[w - 1] >= 'A' && s[w - 1] <= 'Z')))
		w--;
	if (w == b || !is_digit(s[i]))
		return false;
	if (w >= 2 && s[w - 1] == ' ' && s[w - 2] == '+')
		return true;
	while (k < n && (is_digit(s[k]) || s[k] == ' '))
		k++;
	return k < n && k > i && s[k] == '+' && s[k - 1] == ' ';
}

/* Does s[a..z) hold a game's name and a position: a word of three
 * lowercase letters or more, a blank, then a digit, an option ("--") or a
 * row of coins ("oo.o", "THHT")? */
static bool
names_part(const char *s, size_t a, size_t z)
{
	size_t k, len = 0;

	for (k = a; k < z; k++) {
		if (s[k] >= 'a' && s[k] <= 'z') {
			len++;
			continue;
		}
		if (s[k] == ' ' && len >= 3 && k + 1 < z && ((s[k + 1] >= '0' &&
		    s[k + 1] <= '9') || s[k + 1] == '-' || s[k + 1] == 'o' ||
		    s[k + 1] == '.' || s[k + 1] == 'T' || s[k + 1] == 'H'))
			return true;
		len = 0;
	}
	return false;
}

/* Is s[w..b) the '+' between two parts of a sum in the notation, the
 * break at s[i] after it ("nim 3 +|kayles 5")?  The text before it, back
 * to the '+' before or the start, names a part, and so does the text
 * after it up to the next '+' or the end.  There a sum too long for its
 * line breaks, each part staying whole. */
static bool
sum_plus(const char *s, size_t n, size_t w, size_t b, size_t i)
{
	size_t a = w, z = i;

	if (b != w + 1 || s[w] != '+')
		return false;
	while (a > 0 && !(s[a - 1] == '+' && (a < 2 || s[a - 2] == ' ')))
		a--;
	while (z < n && !(s[z] == '+' && z > 0 && s[z - 1] == ' '))
		z++;
	return names_part(s, a, w) && names_part(s, i, z);
}

/* Does one of the project's rules forbid a break at s[i] (a line ending
 * with s[0..i), the next starting at s[i])?  plus: a break between two
 * parts of a sum is allowed (else a sum stays whole). */
static bool
vetoed(const char *s, size_t n, size_t i, bool plus)
{
	size_t b = i, w;
	uint32_t next = cp_at(s, n, i), last;

	while (b > 0 && s[b - 1] == ' ')
		b--;
	if (b == 0)
		return true;		/* a line of blanks */
	last = cp_before(s, b);
	if (small_kana(next) || closing_mark(next) || opening_mark(last))
		return true;
	if (counted(s, n, i))
		return true;
	if (b + 1 == i && is_digit(s[b - 1]) && is_digit(s[i]))
		return true;		/* "491 2": a position */
	if (b + 1 == i && sum_part(s, n, b, i))
		return true;		/* "kayles 5 +": a part of a sum */
	if (item_number(s + i, n - i))
		return true;		/* "2. The": no false numbered item */
	if (b == i)
		return in_path(s, n, i);
	if (operator_word(s + i, n - i, false))
		return true;		/* "3 ^ 2": before an operator */
	for (w = b; w > 0 && s[w - 1] != ' '; w--)
		;
	if (plus && sum_plus(s, n, w, b, i))
		return false;		/* "nim 3 +|kayles 5": between parts */
	return operator_word(s + w, b - w, true);	/* "^ 2" */
}

bool
text_joined(const char *s, size_t n, size_t i)
{
	return i > 0 && i < n && vetoed(s, n, i, true);
}

/* s[0..n) with each byte that is not well-formed UTF-8 made '?', in
 * out (n bytes), so that byte offsets stay the same. */
static void
clean_copy(const char *s, size_t n, char *out)
{
	size_t i = 0, k;
	uint32_t cp;

	while (i < n) {
		if ((k = text_decode(s + i, n - i, &cp)) == 0) {
			out[i++] = '?';
			continue;
		}
		memcpy(out + i, s + i, k);
		i += k;
	}
}

/*
 * The last break in s[0..n) before which the line fits w columns (its
 * blanks at the break not counted): by UAX #14 and the project's rules
 * (strict 2: a sum whole; 1: a sum broken between its parts), or by UAX
 * #14 alone when strict is 0.  0 when none fits.  brks is libunibreak's
 * answer for s.
 */
static size_t
last_break(const char *s, size_t n, const char *brks, int w, int strict)
{
	size_t i = 0, len, best = 0, b;
	int cols = 0, cw;
	uint32_t cp;

	while (i < n) {
		if ((len = text_decode(s + i, n - i, &cp)) == 0) {
			len = 1;
			cp = '?';
		}
		if (i > 0 && brks[i - 1] == LINEBREAK_ALLOWBREAK &&
		    (strict == 0 || !vetoed(s, n, i, strict == 1))) {
			for (b = i; b > 0 && s[b - 1] == ' '; b--)
				;
			if (text_nwidth(s, b) <= w)
				best = i;
		}
		cw = text_cp_width(cp);
		if (cp != ' ' && cols + cw > w)
			break;
		cols += cw;
		i += len;
	}
	return best;
}

/* libunibreak's breaks of s[0..n) into brks (n bytes), a malformed byte
 * read as '?'.  False when out of memory. */
static bool
unicode_breaks(const char *s, size_t n, char *brks)
{
	char *copy;

	if ((copy = malloc(n)) == NULL)
		return false;
	clean_copy(s, n, copy);
	memset(brks, LINEBREAK_NOBREAK, n);
	set_linebreaks_utf8((const utf8_t *)copy, n, NULL, brks);
	free(copy);
	return true;
}

static size_t
break_line(const char *s, size_t n, int w, bool must)
{
	char *brks;
	size_t k;

	if (w < 1)
		w = 1;
	if (text_nwidth(s, n) <= w)
		return n;
	if ((brks = malloc(n)) == NULL || !unicode_breaks(s, n, brks)) {
		free(brks);
		k = text_fit(s, n, w);
		return k > 0 || !must ? k : 1;
	}
	/* A line that wraps keeps a sum whole where it can; a line that is
	 * clipped loses what follows anyway, so it keeps every whole part
	 * that fits. */
	if ((!must || (k = last_break(s, n, brks, w, 2)) == 0) &&
	    (k = last_break(s, n, brks, w, 1)) == 0 && must &&
	    (k = last_break(s, n, brks, w, 0)) == 0) {
		/* One word longer than the line: cut between characters,
		 * and a character wider than the line goes on it alone. */
		if ((k = text_fit(s, n, w)) == 0)
			k = text_fit(s, n, 2) > 0 ? text_fit(s, n, 2) : 1;
	}
	free(brks);
	return k;
}

size_t
text_break(const char *s, size_t n, int w)
{
	return break_line(s, n, w, true);
}

size_t
text_clip(const char *s, int w, char *buf, size_t len)
{
	size_t n = strlen(s), k;

	if (len == 0)
		return 0;
	if (text_width(s) <= w && n < len) {
		memcpy(buf, s, n + 1);
		return n;
	}
	if (w < 1) {
		buf[0] = '\0';
		return 0;
	}
	/* A break that leaves room for the ellipsis, or none of the text
	 * rather than half a word. */
	k = w > 1 ? break_line(s, n, w - 1, false) : 0;
	while (k > 0 && s[k - 1] == ' ')
		k--;
	if (k > 2 && s[k - 1] == '+' && s[k - 2] == ' ')
		k -= 2;		/* a sum cut after a part: "nim 3…" */
	if (k + 4 > len)
		k = 0;
	memcpy(buf, s, k);
	if (len >= 4) {
		memcpy(buf + k, "\xe2\x80\xa6", 3);
		k += 3;
	}
	buf[k] = '\0';
	return k;
}

/* A character an input method types full-width where the program reads
 * ASCII: a digit, a letter, the comma, the colon, the ideographic space. */
static bool
foldable(uint32_t cp)
{
	return (cp >= 0xff10 && cp <= 0xff1a) || (cp >= 0xff21 &&
	    cp <= 0xff3a) || (cp >= 0xff41 && cp <= 0xff5a) || cp == 0xff0c ||
	    cp == 0x3000;
}

char *
text_fold(const char *s)
{
	utf8proc_uint8_t *nfc = NULL, *one = NULL;
	char *out;
	size_t n = strlen(s), i, k, at = 0;
	uint32_t cp;

	/* Composed first (NFC), so that "e" and its accent are one
	 * character; then only the forms above by their compatibility
	 * mapping (NFKC), so that a name's other full-width marks, such as
	 * its brackets, stay as they were typed. */
	if (!text_valid(s, n, NULL) || utf8proc_map((const utf8proc_uint8_t *)s,
	    0, &nfc, UTF8PROC_NULLTERM | UTF8PROC_STABLE |
	    UTF8PROC_COMPOSE) < 0) {
		free(nfc);
		return strdup(s);
	}
	n = strlen((char *)nfc);
	if ((out = malloc(n + 1)) == NULL) {
		free(nfc);
		return NULL;
	}
	for (i = 0; i < n; i += k) {
		k = text_decode((char *)nfc + i, n - i, &cp);
		if (k == 0)
			k = 1;	/* (not reached: NFC output is UTF-8) */
		if (foldable(cp) && utf8proc_map(nfc + i, (utf8proc_ssize_t)k,
		    &one, UTF8PROC_STABLE | UTF8PROC_COMPOSE |
		    UTF8PROC_COMPAT) == 1) {
			out[at++] = (char)one[0];	/* one ASCII byte */
		} else {
			memcpy(out + at, nfc + i, k);
			at += k;
		}
		free(one);
		one = NULL;
	}
	out[at] = '\0';
	free(nfc);
	return out;
}

size_t
text_hanging(const char *s, size_t n)
{
	size_t i = strspn(s, " "), k;

	if (i > n)
		i = n;
	k = i;
	if (k < n && s[k] == '(')
		k++;
	if (k >= n || !is_digit(s[k]))
		return i;
	while (k < n && is_digit(s[k]))
		k++;
	if (k < n && (s[k] == '.' || s[k] == ')') && (s[i] != '(' ||
	    s[k] == ')'))
		k++;
	else
		return i;
	if (k >= n || s[k] != ' ')
		return i;
	while (k < n && s[k] == ' ')
		k++;
	return k < n ? k : i;
}
