/*
 * starts.c: named and random starts.  The games write candidates (their
 * random hook); this keeps the fair ones.
 */
#include "config.h"

#include "play/starts.h"
#include "i18n.h"

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
	int tries, rc = SG_EINVAL;

	why->text[0] = '\0';
	*rules = NULL;
	if (g->play.random == NULL)
		return sg_fail(why, SG_EUNSUP, _("%s: no random start"),
		    g->name);
	/* Most random positions are won for the first player; a few dozen
	 * tries find either kind.  Small sizes may have few lost positions:
	 * after a while the sizes grow a level. */
	for (tries = 0; tries < 300; tries++) {
		rc = candidate(g, opts, level + (unsigned)tries / 100, misere,
		    seed, rules, out, &o, why);
		if (rc != SG_OK)
			continue;
		if (o == want)
			return SG_OK;
		rules_free(*rules);
		*rules = NULL;
		rc = SG_EINVAL;
	}
	if (rc == SG_EINVAL || why->text[0] == '\0')
		sg_fail(why, rc, want == OUTCOME_N ? _("%s: no random position "
		    "found that is won for the player to move") : _("%s: no "
		    "random position found that is lost for the player to "
		    "move"), g->name);
	return rc;
}
