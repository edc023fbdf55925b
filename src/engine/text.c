/*
 * text.c: UTF-8 decoding and display widths.
 *
 * The wide ranges are the East Asian Wide and Fullwidth blocks of Unicode
 * (CJK ideographs, kana, Hangul, fullwidth forms, the emoji pictographs);
 * the zero-width ones are the combining marks, the joiners and the
 * variation selectors.  Anything else printable is one column.
 */
#include <string.h>

#include "text.h"

struct range {
	uint32_t lo, hi;
};

static const struct range zero[] = {
	{ 0x0300, 0x036f }, { 0x0483, 0x0489 }, { 0x0591, 0x05bd },
	{ 0x05bf, 0x05bf }, { 0x05c1, 0x05c2 }, { 0x05c4, 0x05c5 },
	{ 0x05c7, 0x05c7 }, { 0x0610, 0x061a }, { 0x064b, 0x065f },
	{ 0x0670, 0x0670 }, { 0x06d6, 0x06dc }, { 0x06df, 0x06e4 },
	{ 0x06e7, 0x06e8 }, { 0x06ea, 0x06ed }, { 0x0e31, 0x0e31 },
	{ 0x0e34, 0x0e3a }, { 0x0e47, 0x0e4e }, { 0x1ab0, 0x1aff },
	{ 0x1dc0, 0x1dff }, { 0x200b, 0x200f }, { 0x2028, 0x202e },
	{ 0x2060, 0x2064 }, { 0x20d0, 0x20f0 }, { 0x302a, 0x302d },
	{ 0x3099, 0x309a }, { 0xfe00, 0xfe0f }, { 0xfe20, 0xfe2f },
	{ 0xfeff, 0xfeff }, { 0xe0100, 0xe01ef },
};

static const struct range wide[] = {
	{ 0x1100, 0x115f }, { 0x231a, 0x231b }, { 0x2329, 0x232a },
	{ 0x23e9, 0x23ec }, { 0x23f0, 0x23f0 }, { 0x23f3, 0x23f3 },
	{ 0x25fd, 0x25fe }, { 0x2614, 0x2615 }, { 0x2648, 0x2653 },
	{ 0x267f, 0x267f }, { 0x2693, 0x2693 }, { 0x26a1, 0x26a1 },
	{ 0x26aa, 0x26ab }, { 0x26bd, 0x26be }, { 0x26c4, 0x26c5 },
	{ 0x26ce, 0x26ce }, { 0x26d4, 0x26d4 }, { 0x26ea, 0x26ea },
	{ 0x26f2, 0x26f3 }, { 0x26f5, 0x26f5 }, { 0x26fa, 0x26fa },
	{ 0x26fd, 0x26fd }, { 0x2705, 0x2705 }, { 0x270a, 0x270b },
	{ 0x2728, 0x2728 }, { 0x274c, 0x274c }, { 0x274e, 0x274e },
	{ 0x2753, 0x2755 }, { 0x2757, 0x2757 }, { 0x2795, 0x2797 },
	{ 0x27b0, 0x27b0 }, { 0x27bf, 0x27bf }, { 0x2b1b, 0x2b1c },
	{ 0x2b50, 0x2b50 }, { 0x2b55, 0x2b55 }, { 0x2e80, 0x2e99 },
	{ 0x2e9b, 0x2ef3 }, { 0x2f00, 0x2fd5 }, { 0x2ff0, 0x3029 },
	{ 0x302e, 0x303e }, { 0x3041, 0x3096 }, { 0x309b, 0x30ff },
	{ 0x3105, 0x312f }, { 0x3131, 0x318e }, { 0x3190, 0x31e5 },
	{ 0x31ef, 0x321e }, { 0x3220, 0x3247 }, { 0x3250, 0xa48c },
	{ 0xa490, 0xa4c6 }, { 0xa960, 0xa97c }, { 0xac00, 0xd7a3 },
	{ 0xf900, 0xfaff }, { 0xfe10, 0xfe19 }, { 0xfe30, 0xfe52 },
	{ 0xfe54, 0xfe66 }, { 0xfe68, 0xfe6b }, { 0xff01, 0xff60 },
	{ 0xffe0, 0xffe6 }, { 0x16fe0, 0x16fe4 }, { 0x17000, 0x187f7 },
	{ 0x18800, 0x18cd5 }, { 0x1b000, 0x1b122 }, { 0x1b150, 0x1b152 },
	{ 0x1b164, 0x1b167 }, { 0x1b170, 0x1b2fb }, { 0x1f004, 0x1f004 },
	{ 0x1f0cf, 0x1f0cf }, { 0x1f18e, 0x1f18e }, { 0x1f191, 0x1f19a },
	{ 0x1f200, 0x1f202 }, { 0x1f210, 0x1f23b }, { 0x1f240, 0x1f248 },
	{ 0x1f250, 0x1f251 }, { 0x1f260, 0x1f265 }, { 0x1f300, 0x1f320 },
	{ 0x1f32d, 0x1f335 }, { 0x1f337, 0x1f37c }, { 0x1f37e, 0x1f393 },
	{ 0x1f3a0, 0x1f3ca }, { 0x1f3cf, 0x1f3d3 }, { 0x1f3e0, 0x1f3f0 },
	{ 0x1f3f4, 0x1f3f4 }, { 0x1f3f8, 0x1f43e }, { 0x1f440, 0x1f440 },
	{ 0x1f442, 0x1f4fc }, { 0x1f4ff, 0x1f53d }, { 0x1f54b, 0x1f54e },
	{ 0x1f550, 0x1f567 }, { 0x1f57a, 0x1f57a }, { 0x1f595, 0x1f596 },
	{ 0x1f5a4, 0x1f5a4 }, { 0x1f5fb, 0x1f64f }, { 0x1f680, 0x1f6c5 },
	{ 0x1f6cc, 0x1f6cc }, { 0x1f6d0, 0x1f6d2 }, { 0x1f6d5, 0x1f6d7 },
	{ 0x1f6eb, 0x1f6ec }, { 0x1f6f4, 0x1f6fc }, { 0x1f7e0, 0x1f7eb },
	{ 0x1f90c, 0x1f93a }, { 0x1f93c, 0x1f945 }, { 0x1f947, 0x1f9ff },
	{ 0x1fa70, 0x1faff }, { 0x20000, 0x2fffd }, { 0x30000, 0x3fffd },
};

static bool
in_table(uint32_t cp, const struct range *t, size_t n)
{
	size_t lo = 0, hi = n;

	if (cp < t[0].lo || cp > t[n - 1].hi)
		return false;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cp > t[mid].hi)
			lo = mid + 1;
		else if (cp < t[mid].lo)
			hi = mid;
		else
			return true;
	}
	return false;
}

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
	if (cp == 0 || cp < 0x20 || (cp >= 0x7f && cp < 0xa0))
		return 0;
	if (cp == 0xad)
		return 1;
	if (in_table(cp, zero, sizeof zero / sizeof zero[0]))
		return 0;
	if (in_table(cp, wide, sizeof wide / sizeof wide[0]))
		return 2;
	return 1;
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
