/*
 * starts.c: named and random starts.  The games write candidates (their
 * random hook); this keeps the fair ones.
 */
#include "config.h"

#include "engine/remote.h"
#include "play/starts.h"
#include "i18n.h"

/*
 * The floor of a random start at each level: the fewest moves its game
 * lasts (its remoteness: the winner hurrying, the loser holding on), so
 * that no start at a level is over in a move or two (two rows of three
 * coins, or a heap of six to split, at the menu's level).  Levels past
 * the table take its last.  The search that measures it is small: a
 * start too large for it is long enough.
 */
static const uint64_t start_floor[] = { 0, 3, 5, 7, 9, 11 };
enum { STARTS_FLOORS = sizeof start_floor / sizeof start_floor[0],
    STARTS_SEARCH = 1000, STARTS_MANY_MOVES = 50 };

static const char *const no_presets[] = { NULL };

const char *const *
starts_named(const struct game *g)
{
	return g->play.presets != NULL ? g->play.presets : no_presets;
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

uint64_t
starts_floor(unsigned level)
{
	return start_floor[level < STARTS_FLOORS ? level : STARTS_FLOORS - 1];
}

/* How many moves p lasts, as far as a small search tells (UINT64_MAX:
 * longer than it can see, or it cannot tell). */
static uint64_t
length_of(struct rules *r, const struct pos *p, bool misere)
{
	const struct game *g = r->game;
	struct remote *rm;
	struct sg_cause why;
	uint64_t length;

	/* A start with many moves to choose from is no small one, and its
	 * search would cost the most. */
	if (g->rules.move_bound == NULL ||
	    g->rules.move_bound(r, p) > STARTS_MANY_MOVES ||
	    remote_new(r, misere, STARTS_SEARCH, &rm) != SG_OK)
		return UINT64_MAX;
	if (remote_of(rm, p, &length, &why) != SG_OK)
		length = UINT64_MAX;
	remote_free(rm);
	return length;
}

/* The longest fair candidate so far, for a game whose starts all end
 * sooner than the floor (a game of few moves by its nature). */
struct best {
	struct rules *rules;
	struct pos pos;
	uint64_t length;
};

/* Keep the candidate in best if it is longer (taking its rules), else
 * free its rules. */
static void
keep_longer(struct best *b, struct rules **rules, const struct pos *p,
    uint64_t length)
{
	if (b->rules != NULL && length <= b->length) {
		rules_free(*rules);
		*rules = NULL;
		return;
	}
	if (pos_copy(&b->pos, p) != SG_OK) {
		rules_free(*rules);
		*rules = NULL;
		return;
	}
	rules_free(b->rules);
	b->rules = *rules;
	b->length = length;
	*rules = NULL;
}

/* One candidate: parsed, not finished, its outcome judged. */
static int
candidate(const struct game *g, const char *opts, unsigned level,
    bool misere, uint64_t *seed, struct rules **rules, struct pos *out,
    enum outcome *o, struct sg_cause *why)
{
	bool given = opts != NULL && *opts != '\0';
	struct rules *defaults;
	struct sbuf sb;
	int rc;

	if ((rc = rules_new(g, &defaults, why)) != SG_OK)
		return rc;
	sbuf_init(&sb);
	if (given)
		sbuf_printf(&sb, "%s ", opts);
	g->play.random(defaults, level, given, seed, &sb);
	rules_free(defaults);
	rc = sb.oom ? sg_fail(why, SG_ENOMEM, _("out of memory")) :
	    sess_parse_line(g, sbuf_str(&sb), rules, out, why);
	sbuf_free(&sb);
	if (rc != SG_OK)
		return rc;
	if ((rc = sess_startable(*rules, out, why)) == SG_OK)
		rc = outcome_of(*rules, out, misere, o, why);
	if (rc != SG_OK) {
		rules_free(*rules);
		*rules = NULL;
	}
	return rc;
}

int
starts_random(const struct game *g, const char *opts, unsigned level,
    enum side first, bool misere, uint64_t *seed, struct rules **rules,
    struct pos *out, struct sg_cause *why)
{
	enum outcome want = first == SIDE_HUMAN ? OUTCOME_N : OUTCOME_P, o;
	struct best best = { NULL, { 0 }, 0 };
	uint64_t length;
	int tries, rc = SG_EINVAL;

	why->text[0] = '\0';
	*rules = NULL;
	if (g->play.random == NULL)
		return sg_fail(why, SG_EUNSUP, _("%s: no random start"),
		    g->name);
	/* Most random positions are won for the first player; a few dozen
	 * tries find either kind.  Small sizes may have few lost positions,
	 * or few long enough for the level: after a while the sizes grow a
	 * level (the floor stays the level's asked). */
	pos_init(&best.pos);
	for (tries = 0; tries < 300; tries++) {
		rc = candidate(g, opts, level + (unsigned)tries / 100, misere,
		    seed, rules, out, &o, why);
		if (rc != SG_OK)
			continue;
		length = o == want ? length_of(*rules, out, misere) : 0;
		if (o == want && length >= starts_floor(level)) {
			rules_free(best.rules);
			pos_free(&best.pos);
			return SG_OK;
		}
		if (o == want)
			keep_longer(&best, rules, out, length);
		rules_free(*rules);
		*rules = NULL;
		rc = SG_EINVAL;
	}
	if (best.rules != NULL && pos_copy(out, &best.pos) == SG_OK) {
		*rules = best.rules;
		pos_free(&best.pos);
		return SG_OK;
	}
	rules_free(best.rules);
	pos_free(&best.pos);
	if (rc == SG_EINVAL || why->text[0] == '\0')
		sg_fail(why, rc, want == OUTCOME_N ? _("%s: no random position "
		    "found that is won for the player to move") : _("%s: no "
		    "random position found that is lost for the player to "
		    "move"), g->name);
	return rc;
}
