/*
 * presets.c: the menu's positions.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ui/presets.h"

struct presets {
	const char *game;
	const char *list[6];
};

static const struct presets presets[] = {
	{ "nim", { "3 4 5", "1 2 3", "7 11 13 14", "2 7 9 12 15", NULL } },
	{ "grundy", { "9", "5 10 20", "7 7", "15", NULL } },
	{ "subtract", { "--take 1,3,4 10 7", "--take 1,2 20",
	    "--take 2,5,6 15 12", NULL } },
	{ "stones", { "3 1 4", "2 2 5", "1 2 3 4", NULL } },
	{ "ordered", { "3 4 5", "1 2 4 7", "2 2 3 6", NULL } },
	{ "kayles", { "4 3", "10", "5 7", NULL } },
	{ "circle", { "10", "oooo.ooo.o", "5", NULL } },
	{ "staircase", { "1 5 6 7 9 12", "2 4 8", "3 7 10 15", NULL } },
	{ "cutting", { "4x3", "2x2 5x3", "6x6", NULL } },
	{ "euclid", { "25 7", "35 13", "100 37", NULL } },
	{ "multiply", { "1000", "1000 6", "162", NULL } },
	{ "takebreak", { "--code 0.137 10", "--code 0.77 4 3",
	    "--code 4!.0 9", NULL } },
};

static const char *const no_presets[] = { NULL };

const char *const *
preset_list(const struct game *g)
{
	size_t i;

	for (i = 0; i < sizeof presets / sizeof presets[0]; i++) {
		if (strcmp(presets[i].game, g->name) == 0)
			return presets[i].list;
	}
	return no_presets;
}

/* A number in lo..hi. */
static unsigned long
pick(unsigned *seed, unsigned long lo, unsigned long hi)
{
	return lo + (unsigned long)rand_r(seed) % (hi - lo + 1);
}

static void
random_numbers(struct sbuf *sb, unsigned *seed, unsigned long n,
    unsigned long lo, unsigned long hi, bool ascending)
{
	unsigned long i, x = lo;

	for (i = 0; i < n; i++) {
		x = ascending ? pick(seed, x, x + (hi - lo) / n) :
		    pick(seed, lo, hi);
		sbuf_printf(sb, "%s%lu", i > 0 ? " " : "", x);
		if (ascending)
			x++;
	}
}

static void
random_ring(struct sbuf *sb, unsigned *seed)
{
	unsigned long n = pick(seed, 8, 14), gaps = pick(seed, 1, 3), i;
	char ring[16];

	memset(ring, 'o', n);
	ring[n] = '\0';
	for (i = 0; i < gaps; i++)
		ring[pick(seed, 0, n - 1)] = '.';
	sbuf_add(sb, ring);
}

/* One candidate in the game's notation (opts: options were given). */
static void
random_text(const struct game *g, bool opts, unsigned *seed, struct sbuf *sb)
{
	unsigned long a;

	if (strcmp(g->name, "takebreak") == 0) {
		/* The game needs a code: Dawson's Kayles unless given. */
		if (!opts)
			sbuf_add(sb, "--code 0.137 ");
		random_numbers(sb, seed, pick(seed, 1, 3), 3, 15, false);
	} else if (strcmp(g->name, "grundy") == 0)
		random_numbers(sb, seed, pick(seed, 1, 3), 3, 20, false);
	else if (strcmp(g->name, "subtract") == 0)
		random_numbers(sb, seed, pick(seed, 2, 3), 5, 20, false);
	else if (strcmp(g->name, "stones") == 0)
		random_numbers(sb, seed, pick(seed, 3, 4), 1, 6, false);
	else if (strcmp(g->name, "ordered") == 0)
		random_numbers(sb, seed, pick(seed, 3, 5), 1, 12, true);
	else if (strcmp(g->name, "kayles") == 0)
		random_numbers(sb, seed, pick(seed, 2, 3), 1, 10, false);
	else if (strcmp(g->name, "circle") == 0)
		random_ring(sb, seed);
	else if (strcmp(g->name, "staircase") == 0)
		random_numbers(sb, seed, pick(seed, 3, 5), 1, 16, true);
	else if (strcmp(g->name, "cutting") == 0) {
		sbuf_printf(sb, "%lux%lu", pick(seed, 2, 6), pick(seed, 2, 6));
		if (pick(seed, 0, 1))
			sbuf_printf(sb, " %lux%lu", pick(seed, 2, 5),
			    pick(seed, 2, 5));
	} else if (strcmp(g->name, "euclid") == 0) {
		a = pick(seed, 10, 99);
		sbuf_printf(sb, "%lu %lu", a, pick(seed, 2, a - 1));
	} else if (strcmp(g->name, "multiply") == 0)
		sbuf_printf(sb, "%lu", pick(seed, 30, 1000));
	else
		random_numbers(sb, seed, pick(seed, 3, 4), 1, 9, false);
}

/* The outcome of p under normal or misere play. */
static int
outcome_of(struct rules *r, const struct pos *p, bool misere,
    enum outcome *o, struct sg_cause *why)
{
	struct solution sol;
	struct judge j;
	int rc;

	if ((rc = judge_init(&j, r, misere, why)) != SG_OK)
		return rc;
	solution_init(&sol, 0);
	rc = judge_solve(&j, p, &sol, why);
	*o = sol.outcome;
	solution_free(&sol);
	judge_free(&j);
	return rc;
}

int
preset_random(const struct game *g, const char *opts, enum side first,
    bool misere, unsigned *seed, struct rules **rules, struct pos *out,
    struct sg_cause *why)
{
	enum outcome want = first == SIDE_HUMAN ? OUTCOME_N : OUTCOME_P, o;
	struct sbuf sb;
	int tries, rc = SG_OK;

	why->text[0] = '\0';
	sbuf_init(&sb);
	/* Most random positions are won for the first player; a few dozen
	 * tries find either kind. */
	for (tries = 0; tries < 200; tries++) {
		sbuf_reset(&sb);
		if (opts != NULL && *opts != '\0')
			sbuf_printf(&sb, "%s ", opts);
		random_text(g, opts != NULL && *opts != '\0', seed, &sb);
		rc = sess_parse_line(g, sbuf_str(&sb), rules, out, why);
		if (rc != SG_OK)
			continue;
		rc = outcome_of(*rules, out, misere, &o, why);
		if (rc == SG_OK && (o == want || tries == 199))
			break;
		rules_free(*rules);
		*rules = NULL;
		if (rc == SG_OK)
			rc = SG_EINVAL;
	}
	sbuf_free(&sb);
	if (rc != SG_OK && why->text[0] == '\0')
		sg_fail(why, rc, "%s: no random position found", g->name);
	return rc;
}
