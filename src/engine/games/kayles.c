/*
 * kayles.c: Kayles.  Coins stand in rows; a move takes one coin, or two
 * neighbours, from one row, which may split it in two.  It is the octal
 * game 0.77: the literal rules (notation, moves, words) are written here,
 * the theory is that of every take-and-break code (tbgame.h), whose table
 * proves the period 12 from row 71 on by the Guy-Smith theorem, so a row
 * of any length up to 2^63-1 answers at once.  The coin circle shares the
 * same values through struct kayles_tab.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "games.h"
#include "kayles.h"
#include "../tbgame.h"

/* Coins a move may take, the t of the periodicity theorem. */
enum { KAYLES_TAKE_MAX = 2 };

/* The code of Kayles: take 1 or 2 coins, leaving 0, 1 or 2 rows. */
static const char kayles_code[] = "0.77";

int
kayles_tab_init(struct kayles_tab *t, struct sg_cause *why)
{
	struct tb_code c;
	struct tbt *tab;
	uint64_t n, g;
	int rc;

	if ((rc = tb_code_parse(kayles_code, &c, why)) != SG_OK ||
	    (rc = tbt_new(&c, &tab, why)) != SG_OK)
		return rc;
	rc = tbt_period(tab, NULL, &t->pre, &t->per, why);
	for (n = 0; n < KAYLES_TABLE && rc == SG_OK; n++) {
		if ((rc = tbt_value(tab, NULL, n, &g, why)) == SG_OK)
			t->g[n] = (uint8_t)g;
	}
	tbt_free(tab);
	return rc;
}

uint64_t
kayles_tab_value(const struct kayles_tab *t, uint64_t n)
{
	if (n >= KAYLES_TABLE)
		n = t->pre + (n - t->pre) % t->per;
	return t->g[n];
}

static bool
split_wins(const struct kayles_tab *t, uint64_t rest, uint64_t a,
    uint64_t target)
{
	return (kayles_tab_value(t, a) ^ kayles_tab_value(t, rest - a)) ==
	    target;
}

bool
kayles_splits(const struct kayles_tab *t, uint64_t n, uint64_t k,
    uint64_t target, kayles_split_fn fn, void *arg)
{
	uint64_t rest, a, i, mid_end;
	bool mid_wins = false;

	if (n < k)
		return true;
	rest = n - k;
	/* In the middle both parts are periodic: whether a wins depends on
	 * a mod per alone, so one period says whether to walk it at all. */
	mid_end = rest >= t->pre ? rest - t->pre : 0;	/* last a there */
	for (i = 0; i < t->per && t->pre + i <= mid_end; i++)
		mid_wins |= split_wins(t, rest, t->pre + i, target);
	for (a = 0; a <= rest; a++) {
		if (!mid_wins && a >= t->pre && a <= mid_end) {
			a = mid_end;
			continue;
		}
		if (split_wins(t, rest, a, target) && !fn(arg, a))
			return false;
	}
	return true;
}

int
kayles_rules_init(struct rules *r, struct sg_cause *why)
{
	struct kayles_tab *t;
	int rc;

	if ((t = malloc(sizeof *t)) == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	if ((rc = kayles_tab_init(t, why)) != SG_OK) {
		free(t);
		return rc;
	}
	r->priv = t;
	return SG_OK;
}

void
kayles_rules_fini(struct rules *r)
{
	free(r->priv);
	r->priv = NULL;
}

static const struct game_opt kayles_opts[] = {
	TBG_METHOD_OPT,
	{ NULL, NULL, NULL }
};

static int
kayles_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	if (argc == 0)
		return sg_fail(why, SG_EINVAL, "kayles: give at least one row");
	return game_parse_numbers(argc, argv, sg_max_u63(), "row", out, why);
}

static void
kayles_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* The position after taking k coins from row i, leaving a on the left. */
static int
kayles_after(const struct pos *p, size_t i, uint64_t k, uint64_t a,
    struct pos *out)
{
	uint64_t parts[2];
	size_t n = 0;

	if (a > 0)
		parts[n++] = a;
	if (p->v[i] - k - a > 0)
		parts[n++] = p->v[i] - k - a;
	if (n == 0)
		parts[n++] = 0;
	if (pos_copy(out, p) != SG_OK)
		return SG_ENOMEM;
	return pos_splice(out, i, parts, n);
}

static int
kayles_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t k, a;
	size_t i;
	int rc = SG_OK;

	pos_init(&q);
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		for (k = 1; k <= KAYLES_TAKE_MAX && k <= p->v[i]; k++) {
			/* a = n - k leaves the same row as a = 0. */
			for (a = 0; a <= p->v[i] - k && rc == SG_OK; a++) {
				if (a > 0 && a == p->v[i] - k)
					break;
				rc = kayles_after(p, i, k, a, &q);
				if (rc == SG_OK)
					rc = poslist_add(out, &q);
			}
		}
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, "out of memory");
}

/* Does row i of from become the parts of `to` at i (one or two)? */
static bool
kayles_row_move(const struct pos *from, const struct pos *to, size_t i)
{
	size_t extra = to->n - from->n, j;
	uint64_t n = from->v[i], left;

	for (j = 0; j < i; j++) {
		if (from->v[j] != to->v[j])
			return false;
	}
	for (j = i + 1; j < from->n; j++) {
		if (from->v[j] != to->v[j + extra])
			return false;
	}
	if (extra == 0)
		return n > 0 && (to->v[i] + 1 == n || to->v[i] + 2 == n);
	if (to->v[i] == 0 || to->v[i + 1] == 0 || to->v[i] >= n)
		return false;
	left = n - to->v[i];
	return to->v[i + 1] + 1 == left || to->v[i + 1] + 2 == left;
}

static int
kayles_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	size_t i;

	if (to->n == from->n || to->n == from->n + 1) {
		for (i = 0; i < from->n; i++) {
			if (kayles_row_move(from, to, i))
				return SG_OK;
		}
	}
	return sg_fail(why, SG_EINVAL, "a move takes one coin, or two "
	    "neighbouring coins, from one row");
}

static void
kayles_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	size_t i, extra = to->n - from->n;
	uint64_t n, left;

	for (i = 0; i < from->n; i++) {
		if (!kayles_row_move(from, to, i))
			continue;
		n = from->v[i];
		left = extra == 1 ? to->v[i] : 0;
		if (extra == 1 && n - to->v[i] - to->v[i + 1] == 2)
			sbuf_printf(out, "take coins %llu and %llu of row %zu",
			    (unsigned long long)left + 1,
			    (unsigned long long)left + 2, i + 1);
		else if (extra == 1)
			sbuf_printf(out, "take coin %llu of row %zu",
			    (unsigned long long)left + 1, i + 1);
		else
			sbuf_printf(out, "take %llu coin%s from the end of "
			    "row %zu", (unsigned long long)(n - to->v[i]),
			    n - to->v[i] == 2 ? "s" : "", i + 1);
		return;
	}
	sbuf_add(out, "an illegal move");
}

static int
kayles_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t i, best = 0;

	for (i = 1; i < p->n; i++) {
		if (p->v[i] > p->v[best])
			best = i;
	}
	if (p->n == 0 || p->v[best] == 0)
		return SG_ENOMOVE;
	if (kayles_after(p, best, 1, 0, out) != SG_OK)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	return SG_OK;
}

static int
kayles_init(struct rules *r, struct sg_cause *why)
{
	struct tb_code c;
	int rc;

	if ((rc = tb_code_parse(kayles_code, &c, why)) != SG_OK)
		return rc;
	return tbg_init(r, &c, true, why);
}

static uint64_t
kayles_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t b = 0;
	size_t i;

	/* At most n places to take one coin and n - 1 to take two. */
	for (i = 0; i < p->n; i++) {
		if (p->v[i] > (UINT64_MAX - b) / 2)
			return UINT64_MAX;
		b += 2 * p->v[i];
	}
	return b;
}

/* The small positions the tests go through. */
static int
kayles_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 2, 1, 8, false);
}


/* The menu's named positions, and its random starts. */
static const char *const kayles_presets[] = {
	"4 3",
	"10",
	"5 7",
	NULL
};

static void
kayles_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 2, 3), 1,
	    game_level_size(level, 10, 4), false);
}

const struct game game_kayles = {
	.name = "kayles",
	.title = "Kayles",
	.summary = "take one coin, or two neighbours, from a row of coins",
	.syntax = "ROW...",
	.board = BOARD_ROWS,
	.play = {
		.models = { MOVE_NEIGHBOURS },
		.item = "row",
		.most = 2,
		.changes = change_row_taken,
	},
	.is_sum = true,
	.opts = kayles_opts,
	.init = kayles_init,
	.fini = tbg_fini,
	.set_opt = tbg_set_opt,
	.parse = kayles_parse,
	.format = kayles_format,
	.moves = kayles_moves,
	.check = kayles_check,
	.describe = kayles_describe,
	.any_move = kayles_any_move,
	.canon = game_canon_sort,
	.move_bound = kayles_move_bound,
	.solve = tbg_solve,
	.misere = tbg_misere,
	.misere_why = tbg_misere_why,
	.quotient = tbg_quotient,
	.smalls = kayles_smalls,
	.presets = kayles_presets,
	.random = kayles_random,
	.heap_value = tbg_heap_value,
	.period = tbg_period,
	.count = tbg_count,
	.components = tbg_components,
};
