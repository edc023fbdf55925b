/*
 * kayles_tab.c: the values of Kayles rows (the octal game 0.77) in a
 * small table with their proven period, for the coin circle, whose arcs
 * are Kayles rows once the ring is broken.  The values come from the
 * take-and-break table (tbtable.h); this keeps them where a ring's
 * search for winning splits can walk them quickly.
 */
#include "config.h"

#include <stdlib.h>

#include "kayles_tab.h"
#include "../tbtable.h"
#include "engine/words.h"

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
	rc = tbt_period(tab, NULL, GAME_PERIOD_MAX, &t->pre, &t->per, why);
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
		return sg_nomem(why);
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
