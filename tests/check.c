/*
 * check.c: TAP and theory-against-brute-force helpers.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static int tests_run, tests_failed;

bool
ok(bool cond, const char *fmt, ...)
{
	va_list ap;

	tests_run++;
	if (!cond)
		tests_failed++;
	printf("%s %d - ", cond ? "ok" : "not ok", tests_run);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
	return cond;
}

void
diag(const char *fmt, ...)
{
	va_list ap;

	fputs("# ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
}

int
done_testing(void)
{
	printf("1..%d\n", tests_run);
	return tests_failed == 0 ? EXIT_SUCCESS : EXIT_FAILURE;
}

void
check_bail(const char *fmt, ...)
{
	va_list ap;

	printf("Bail out! ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
	exit(EXIT_FAILURE);
}

static void
bail(const char *what, const struct sg_cause *why)
{
	check_bail("%s: %s", what, why != NULL ? why->text : "");
}

struct rules *
check_rules(const char *game, const char *const *opts)
{
	const struct game *g = game_find(game);
	struct sg_cause why;
	struct rules *r;
	char name[64];

	if (g == NULL)
		bail(game, NULL);
	if (rules_new(g, &r, &why) != SG_OK)
		bail(game, &why);
	for (; opts != NULL && *opts != NULL; opts++) {
		const char *eq = strchr(*opts, '=');
		size_t n = eq != NULL ? (size_t)(eq - *opts) : 0;

		if (eq == NULL || n >= sizeof name)
			bail(*opts, NULL);
		memcpy(name, *opts, n);
		name[n] = '\0';
		if (rules_set(r, name, eq + 1, &why) != SG_OK)
			bail(*opts, &why);
	}
	return r;
}

void
check_parse(struct rules *r, const char *text, struct pos *out)
{
	char *copy = strdup(text), *words[256], *w, *save = NULL;
	struct sg_cause why;
	int n = 0;

	for (w = strtok_r(copy, " ", &save); w != NULL && n < 256;
	    w = strtok_r(NULL, " ", &save))
		words[n++] = w;
	if (r->game->notation.parse(r, n, words, out, &why) != SG_OK)
		bail(text, &why);
	free(copy);
}

const char *
check_fmt(const struct rules *r, const struct pos *p)
{
	static char buf[4096];
	struct sbuf sb;

	sbuf_init(&sb);
	game_format(r, p, &sb);
	snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	return buf;
}

void
check_run_init(struct check_run *cr, struct rules *r, size_t max_states)
{
	memset(cr, 0, sizeof *cr);
	cr->rules = r;
	if (brute_new(r, max_states, &cr->brute) != SG_OK)
		bail("brute_new", NULL);
}

void
check_run_free(struct check_run *cr)
{
	brute_free(cr->brute);
	cr->brute = NULL;
}

static bool
fail(struct check_run *cr, const struct pos *p, const char *fmt, ...)
{
	va_list ap;

	if (cr->failures++ < 10) {
		printf("# %s %s: ", cr->rules->game->name,
		    check_fmt(cr->rules, p));
		va_start(ap, fmt);
		vprintf(fmt, ap);
		va_end(ap);
		putchar('\n');
	}
	return false;
}

/* The position's text must parse back to the same position. */
static bool
round_trips(struct check_run *cr, const struct pos *p)
{
	struct pos q;
	bool same;

	pos_init(&q);
	check_parse(cr->rules, check_fmt(cr->rules, p), &q);
	same = pos_eq(&q, p);
	pos_free(&q);
	return same;
}

static bool
check_moves_listed(struct check_run *cr, const struct pos *p,
    const struct solution *th)
{
	struct sg_cause why;
	struct sbuf sb;
	size_t i;
	bool good = true;

	sbuf_init(&sb);
	for (i = 0; i < th->wins.n && good; i++) {
		const struct pos *w = &th->wins.p[i];

		if (cr->rules->game->rules.check(cr->rules, p, w, &why) != SG_OK)
			good = fail(cr, p, "winning move to %s refused: %s",
			    check_fmt(cr->rules, w), why.text);
		else if (!round_trips(cr, w))
			good = fail(cr, p, "%s does not round-trip",
			    check_fmt(cr->rules, w));
		sbuf_reset(&sb);
		cr->rules->game->rules.describe(cr->rules, p, w, &sb);
		if (good && (sb.len == 0 || strstr(sbuf_str(&sb), "illegal")))
			good = fail(cr, p, "no description of the move to %s",
			    check_fmt(cr->rules, w));
	}
	sbuf_free(&sb);
	return good;
}

static bool
check_any_move(struct check_run *cr, const struct pos *p, bool terminal)
{
	struct sg_cause why;
	struct pos q;
	int rc;
	bool good = true;

	pos_init(&q);
	rc = cr->rules->game->rules.any_move(cr->rules, p, &q, &why);
	if (terminal && rc != SG_ENOMOVE)
		good = fail(cr, p, "any_move found a move in a finished game");
	else if (!terminal && rc != SG_OK)
		good = fail(cr, p, "any_move found no move");
	else if (!terminal &&
	    cr->rules->game->rules.check(cr->rules, p, &q, &why) != SG_OK)
		good = fail(cr, p, "any_move gave an illegal move to %s: %s",
		    check_fmt(cr->rules, &q), why.text);
	pos_free(&q);
	return good;
}

bool
check_position(struct check_run *cr, const struct pos *p)
{
	struct solution th, br;
	struct sg_cause why;
	struct poslist opts;
	size_t i;
	bool good = false;

	cr->positions++;
	solution_init(&th, (size_t)-1 / 2);
	solution_init(&br, (size_t)-1 / 2);
	poslist_init(&opts);
	if (cr->rules->game->theory.solve(cr->rules, p, &th, &why) != SG_OK) {
		fail(cr, p, "theory failed: %s", why.text);
		goto out;
	}
	if (brute_solve(cr->brute, p, &br, &why) != SG_OK) {
		fail(cr, p, "brute force failed: %s", why.text);
		goto out;
	}
	if (th.outcome != br.outcome) {
		fail(cr, p, "outcome %c, brute force %c",
		    th.outcome ? 'N' : 'P', br.outcome ? 'N' : 'P');
		goto out;
	}
	if (th.has_grundy && th.grundy != br.grundy) {
		fail(cr, p, "grundy %llu, brute force %llu",
		    (unsigned long long)th.grundy,
		    (unsigned long long)br.grundy);
		goto out;
	}
	poslist_sort(&th.wins);
	if (th.wins.n != br.wins.n) {
		fail(cr, p, "%zu winning moves, brute force %zu", th.wins.n,
		    br.wins.n);
		goto out;
	}
	for (i = 0; i < th.wins.n; i++) {
		if (!pos_eq(&th.wins.p[i], &br.wins.p[i])) {
			fail(cr, p, "winning move %s, brute force %s",
			    check_fmt(cr->rules, &th.wins.p[i]),
			    check_fmt(cr->rules, &br.wins.p[i]));
			goto out;
		}
	}
	if (!round_trips(cr, p)) {
		fail(cr, p, "does not round-trip");
		goto out;
	}
	if (cr->rules->game->rules.moves(cr->rules, p, &opts, &why) != SG_OK) {
		fail(cr, p, "moves failed: %s", why.text);
		goto out;
	}
	if (cr->rules->game->rules.move_bound != NULL &&
	    cr->rules->game->rules.move_bound(cr->rules, p) < opts.n) {
		fail(cr, p, "move_bound %llu, but %zu moves",
		    (unsigned long long)cr->rules->game->rules.move_bound(cr->rules,
		    p), opts.n);
		goto out;
	}
	good = check_moves_listed(cr, p, &th) &&
	    check_any_move(cr, p, opts.n == 0);
out:
	poslist_free(&opts);
	solution_free(&th);
	solution_free(&br);
	return good;
}

static void
tuples_from(struct check_run *cr, struct pos *p, int i, uint64_t lo,
    uint64_t hi, bool ordered)
{
	uint64_t x;

	if (i == (int)p->n) {
		check_position(cr, p);
		return;
	}
	for (x = (ordered || i == 0) ? lo : p->v[i - 1]; x <= hi; x++) {
		p->v[i] = x;
		tuples_from(cr, p, i + 1, lo, hi, ordered);
	}
}

void
check_tuples(struct check_run *cr, int k, uint64_t lo, uint64_t hi,
    bool ordered)
{
	struct pos p;

	pos_init(&p);
	if (pos_resize(&p, (size_t)k) != SG_OK)
		bail("pos_resize", NULL);
	tuples_from(cr, &p, 0, lo, hi, ordered);
	pos_free(&p);
}

bool
check_report(struct check_run *cr, const char *what)
{
	return ok(cr->failures == 0 && cr->positions > 0,
	    "%s: theory = brute force on %lu positions (%lu failed)", what,
	    cr->positions, cr->failures);
}

const char *
check_solve_text(struct rules *r, const char *pos_text, size_t limit)
{
	static char buf[8192];
	struct solution sol;
	struct sg_cause why;
	struct sbuf sb;
	struct pos p;
	size_t i;

	pos_init(&p);
	sbuf_init(&sb);
	check_parse(r, pos_text, &p);
	solution_init(&sol, limit);
	if (r->game->theory.solve(r, &p, &sol, &why) != SG_OK)
		bail(pos_text, &why);
	sbuf_printf(&sb, "%c", sol.outcome == OUTCOME_N ? 'N' : 'P');
	if (sol.has_grundy)
		sbuf_printf(&sb, " grundy %llu",
		    (unsigned long long)sol.grundy);
	else
		sbuf_add(&sb, " grundy -");
	for (i = 0; i < sol.wins.n; i++) {
		sbuf_add(&sb, " win ");
		game_format(r, &sol.wins.p[i], &sb);
	}
	snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	solution_free(&sol);
	pos_free(&p);
	return buf;
}

bool
check_says(struct rules *r, const char *pos, const char *want)
{
	const char *got = check_solve_text(r, pos, 50);

	if (strcmp(got, want) == 0)
		return true;
	diag("%s: got \"%s\", want \"%s\"", pos, got, want);
	return false;
}

bool
check_legal(struct rules *r, const char *from, const char *to)
{
	struct sg_cause why;
	struct pos a, b;
	int rc;

	pos_init(&a);
	pos_init(&b);
	check_parse(r, from, &a);
	check_parse(r, to, &b);
	rc = r->game->rules.check(r, &a, &b, &why);
	pos_free(&a);
	pos_free(&b);
	return rc == SG_OK;
}

bool
check_explains(struct rules *r, const char *text, const char *want)
{
	struct explanation e;
	struct sg_cause why;
	struct pos p;
	bool found;

	pos_init(&p);
	check_parse(r, text, &p);
	found = explain_new(r, &p, &e, &why) == SG_OK &&
	    strstr(sbuf_str(&e.text), want) != NULL;
	if (!found)
		diag("%s: no \"%s\" in:\n%s", text, want, sbuf_str(&e.text));
	explain_free(&e);
	pos_free(&p);
	return found;
}

bool
check_explain_text(const char *game, const char *pos, struct explanation *e)
{
	struct rules *r = check_rules(game, NULL);
	struct sg_cause why;
	struct pos p;
	int rc;

	pos_init(&p);
	check_parse(r, pos, &p);
	if ((rc = explain_new(r, &p, e, &why)) != SG_OK)
		diag("%s %s: %s", game, pos, why.text);
	pos_free(&p);
	rules_free(r);
	return rc == SG_OK;
}

bool
check_has(const struct explanation *e, const char *s)
{
	if (strstr(sbuf_str(&e->text), s) != NULL)
		return true;
	diag("no \"%s\" in:\n%s", s, sbuf_str(&e->text));
	return false;
}
