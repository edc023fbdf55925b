/*
 * tbcode.c: parsing, formatting and the literal moves of take-and-break
 * codes.
 */
#include "config.h"

#include <string.h>

#include "tbcode.h"
#include "words.h"

static int
hex_digit(char ch)
{
	if (ch >= '0' && ch <= '9')
		return ch - '0';
	if (ch >= 'a' && ch <= 'f')
		return ch - 'a' + 10;
	if (ch >= 'A' && ch <= 'F')
		return ch - 'A' + 10;
	return -1;
}

/* One digit with its optional `!` at *s; advances *s. */
static int
parse_digit(const char *text, const char **s, struct tb_code *c,
    struct sg_cause *why)
{
	int d = hex_digit(**s);

	if (d < 0)
		return sg_fail(why, SG_EINVAL, W_("code \"%1$.40s\": \"%2$c\" "
		    "is not a digit (0-9, a-f)"), text, **s);
	if (c->len > TB_MAX_TAKE)
		return sg_fail(why, SG_EINVAL, W_("code \"%1$.40s\": at most "
		    "%2$d digits after the point"), text, TB_MAX_TAKE);
	c->d[c->len] = (uint8_t)d;
	c->dist[c->len] = false;
	(*s)++;
	if (**s == '!') {
		if ((d & (TB_TWO | TB_THREE)) == 0)
			return sg_fail(why, SG_EINVAL, W_("code \"%.40s\": "
			    "\"!\" follows a digit that does not split"),
			    text);
		c->dist[c->len] = true;
		(*s)++;
	}
	c->len++;
	return SG_OK;
}

static int
parse_block(const char *text, const char **s, struct tb_code *c,
    struct sg_cause *why)
{
	int rc;

	(*s)++;
	c->rep = c->len;
	while (**s != ']' && **s != '\0') {
		if ((rc = parse_digit(text, s, c, why)) != SG_OK)
			return rc;
	}
	if (**s != ']')
		return sg_fail(why, SG_EINVAL, W_("code \"%.40s\": \"[\" "
		    "without \"]\""), text);
	if (c->rep == c->len)
		return sg_fail(why, SG_EINVAL, W_("code \"%.40s\": empty "
		    "\"[]\""), text);
	if (*++(*s) != '\0')
		return sg_fail(why, SG_EINVAL, W_("code \"%.40s\": nothing "
		    "may follow the repeated block"), text);
	return SG_OK;
}

static int
check_code(const char *text, struct tb_code *c, struct sg_cause *why)
{
	unsigned k;

	if ((c->d[0] & (TB_EMPTY | TB_ONE)) != 0)
		return sg_fail(why, SG_EINVAL, W_("code \"%.40s\": the digit "
		    "before the point may only split (0, 4, 8 or c)"), text);
	for (k = 0; k < c->len; k++) {
		if (c->d[k] != 0)
			return SG_OK;
	}
	return sg_fail(why, SG_EINVAL, W_("code \"%.40s\": allows no "
	    "move"), text);
}

int
tb_code_parse(const char *text, struct tb_code *c, struct sg_cause *why)
{
	const char *s = text;
	int rc;

	memset(c, 0, sizeof *c);
	if (*text == '\0')
		return sg_fail(why, SG_EINVAL, W_("code \"\": empty; want one "
		    "such as 0.77 or 4!.0"));
	/* Winning Ways writes 0.77 as .77: the digit 0 is understood. */
	if (text[0] == '.' && text[1] != '\0')
		c->len = 1;
	else if ((rc = parse_digit(text, &s, c, why)) != SG_OK)
		return rc;
	if (*s != '.')
		return sg_fail(why, SG_EINVAL, W_("code \"%.40s\": want a "
		    "digit, a point and digits, such as 0.77 or 4!.0"), text);
	s++;
	c->rep = UINT32_MAX;
	while (*s != '\0' && *s != '[') {
		if ((rc = parse_digit(text, &s, c, why)) != SG_OK)
			return rc;
	}
	if (*s == '[' && (rc = parse_block(text, &s, c, why)) != SG_OK)
		return rc;
	if (c->rep == UINT32_MAX)
		c->rep = c->len;
	return check_code(text, c, why);
}

void
tb_code_subtraction(const uint64_t *takes, size_t n, struct tb_code *c)
{
	size_t i;

	memset(c, 0, sizeof *c);
	c->len = 1;
	for (i = 0; i < n; i++) {
		c->d[takes[i]] = TB_EMPTY | TB_ONE;
		if (takes[i] + 1 > c->len)
			c->len = (unsigned)takes[i] + 1;
	}
	c->rep = c->len;
}

static void
format_digit(const struct tb_code *c, unsigned k, struct sbuf *out)
{
	sbuf_addc(out, "0123456789abcdef"[c->d[k] & 15]);
	if (c->dist[k])
		sbuf_addc(out, '!');
}

void
tb_code_format(const struct tb_code *c, struct sbuf *out)
{
	unsigned k, end = c->len;

	if (!tb_code_infinite(c)) {
		while (end > 2 && c->d[end - 1] == 0)
			end--;
	}
	format_digit(c, 0, out);
	sbuf_addc(out, '.');
	if (end < 2)
		sbuf_addc(out, '0');
	for (k = 1; k < end; k++) {
		if (tb_code_infinite(c) && k == c->rep)
			sbuf_addc(out, '[');
		format_digit(c, k, out);
	}
	if (tb_code_infinite(c))
		sbuf_addc(out, ']');
}

unsigned
tb_code_last(const struct tb_code *c)
{
	unsigned k = c->len;

	while (k > 0 && c->d[k - 1] == 0)
		k--;
	return k > 0 ? k - 1 : 0;
}

unsigned
tb_code_bits(const struct tb_code *c)
{
	unsigned k, bits = 0;

	for (k = 0; k < c->len; k++)
		bits |= c->d[k];
	return bits;
}

bool
tb_code_has_dist(const struct tb_code *c)
{
	unsigned k;

	for (k = 0; k < c->len; k++) {
		if (c->dist[k])
			return true;
	}
	return false;
}

uint64_t
tb_code_max_take(const struct tb_code *c, uint64_t h)
{
	if (tb_code_infinite(c) || h < tb_code_last(c))
		return h;
	return tb_code_last(c);
}

static bool
all_differ(const uint64_t *p, size_t n)
{
	return n < 2 || (p[0] != p[1] && (n < 3 ||
	    (p[0] != p[2] && p[1] != p[2])));
}

bool
tb_code_legal(const struct tb_code *c, uint64_t h, const uint64_t *parts,
    size_t n, bool sorted, uint64_t *took)
{
	static const unsigned bit[] = { 0, TB_ONE, TB_TWO, TB_THREE };
	uint64_t rest = h;
	size_t i;
	bool dist;

	if (n == 1 && parts[0] == 0) {
		*took = h;
		return h > 0 && (tb_digit(c, h, &dist) & TB_EMPTY) != 0;
	}
	if (n < 1 || n > 3)
		return false;
	for (i = 0; i < n; i++) {
		/* Part by part, so that no sum can overflow. */
		if (parts[i] == 0 || parts[i] > rest)
			return false;
		if (sorted && i > 0 && parts[i] < parts[i - 1])
			return false;
		rest -= parts[i];
	}
	*took = rest;
	if ((tb_digit(c, rest, &dist) & bit[n]) == 0 || (n == 1 && rest == 0))
		return false;
	return !dist || all_differ(parts, n);
}

static bool
moves_two(const struct tb_code *c, uint64_t m, uint64_t k, bool dist,
    bool both_orders, tb_move_fn fn, void *arg)
{
	uint64_t p[2], a, hi = both_orders ? m - 1 : m / 2;

	for (a = 1; a <= hi; a++) {
		p[0] = a;
		p[1] = m - a;
		if (dist && p[0] == p[1])
			continue;
		if (!fn(arg, p, 2, k))
			return false;
	}
	return true;
}

static bool
moves_three(const struct tb_code *c, uint64_t m, uint64_t k, bool dist,
    bool both_orders, tb_move_fn fn, void *arg)
{
	uint64_t p[3];

	for (p[0] = 1; p[0] + 2 <= m; p[0]++) {
		for (p[1] = both_orders ? 1 : p[0]; p[0] + p[1] < m; p[1]++) {
			p[2] = m - p[0] - p[1];
			if (!both_orders && p[2] < p[1])
				break;
			if (dist && !all_differ(p, 3))
				continue;
			if (!fn(arg, p, 3, k))
				return false;
		}
	}
	return true;
}

bool
tb_code_moves(const struct tb_code *c, uint64_t h, bool both_orders,
    tb_move_fn fn, void *arg)
{
	uint64_t k, kmax = tb_code_max_take(c, h), p;
	unsigned d;
	bool dist;

	for (k = 0; k <= kmax; k++) {
		d = tb_digit(c, k, &dist);
		p = 0;
		if ((d & TB_EMPTY) && k == h && k > 0 && !fn(arg, &p, 1, k))
			return false;
		p = h - k;
		if ((d & TB_ONE) && h > k && k > 0 && !fn(arg, &p, 1, k))
			return false;
		if ((d & TB_TWO) && h - k >= 2 &&
		    !moves_two(c, h - k, k, dist, both_orders, fn, arg))
			return false;
		if ((d & TB_THREE) && h - k >= 3 &&
		    !moves_three(c, h - k, k, dist, both_orders, fn, arg))
			return false;
	}
	return true;
}

void
tb_code_file(const struct tb_code *c, const char *dir, const char *kind,
    struct sbuf *out)
{
	struct sbuf code;
	const char *s;

	sbuf_init(&code);
	tb_code_format(c, &code);
	sbuf_printf(out, "%s/%s-", dir, kind);
	for (s = sbuf_str(&code); *s != '\0'; s++) {
		if ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f'))
			sbuf_addc(out, *s);
		else
			sbuf_addc(out, *s == '.' ? 'p' : *s == '!' ? 'x' :
			    *s == '[' ? 'r' : 'z');
	}
	sbuf_add(out, ".bin");
	sbuf_free(&code);
}
