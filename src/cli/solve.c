/*
 * solve.c: `sprague solve [--porcelain] [--limit K] GAME [OPTIONS] POSITION`.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/explain.h"
#include "engine/misere.h"
#include "error.h"
#include "i18n.h"

/* The default number of win lines, and the most a command may ask for. */
enum { SOLVE_DEFAULT_LIMIT = 50, SOLVE_MAX_LIMIT = 1000000 };

struct solve_flags {
	bool porcelain;
	bool explain;
	bool misere;
	uint64_t limit;
	bool limit_set;		/* --limit given: the explanation lists as
				   many moves as the answer */
};

static int
solve_flag(void *arg, const char *name, const char *value, const char *next)
{
	struct solve_flags *f = arg;
	struct sg_cause why;

	if (strcmp(name, "porcelain") == 0 && value == NULL) {
		f->porcelain = true;
		return 0;
	}
	if (strcmp(name, "explain") == 0 && value == NULL) {
		f->explain = true;
		return 0;
	}
	if (strcmp(name, "misere") == 0 && value == NULL) {
		f->misere = true;
		return 0;
	}
	if (strcmp(name, "limit") == 0) {
		if (value == NULL && next == NULL)
			die(EXIT_USAGE, _("option \"--%s\": needs a value"),
			    "limit");
		if (sg_parse_u64(value != NULL ? value : next, SOLVE_MAX_LIMIT,
		    "--limit", &f->limit, &why) != SG_OK)
			die(EXIT_USAGE, "%s", why.text);
		f->limit_set = true;
		return value != NULL ? 0 : 1;
	}
	return -1;
}

static void
print_porcelain(const struct rules *r, const struct solution *sol)
{
	struct sbuf sb;
	size_t i;

	sbuf_init(&sb);
	printf("%s\n", sol->outcome == OUTCOME_N ? "N" : "P");
	if (sol->has_grundy)
		printf("grundy %llu\n", (unsigned long long)sol->grundy);
	else
		printf("grundy -\n");
	for (i = 0; i < sol->wins.n; i++) {
		sbuf_reset(&sb);
		game_format(r, &sol->wins.p[i], &sb);
		printf("win %s\n", sbuf_str(&sb));
	}
	sbuf_free(&sb);
}

static void
print_human(const struct rules *r, const struct pos *p,
    const struct solution *sol, bool misere)
{
	struct sbuf sb, to;
	size_t i, *first, said = 0;

	sbuf_init(&sb);
	sbuf_init(&to);
	r->game->notation.format_opts != NULL ? r->game->notation.format_opts(r, &sb) : (void)0;
	if (sb.len > 0)
		sbuf_addc(&sb, ' ');
	game_format(r, p, &sb);
	/* TRANSLATORS: the game's title, then the position in the notation
	 * of the command line (never translated). */
	printf(misere ? _("%1$s, misere play: %2$s\n") : _("%1$s: %2$s\n"),
	    game_title(r->game), sbuf_str(&sb));
	if (sol->outcome == OUTCOME_N)
		fputs(_("The player to move wins (an N-position).\n"), stdout);
	else
		fputs(_("The player to move loses against perfect play "
		    "(a P-position).\n"), stdout);
	if (sol->has_grundy)
		printf(_("Grundy value: %llu\n"),
		    (unsigned long long)sol->grundy);
	if (sol->outcome == OUTCOME_N && sol->wins.n == 0 && sol->partial)
		fputs(_("No winning move is known, though one exists "
		    "(--explain says why).\n"), stdout);
	else if (sol->outcome == OUTCOME_N && sol->wins.n == 0 &&
	    !sol->truncated)
		fputs(_("No move is left: under misere play the player who "
		    "cannot move wins.\n"), stdout);
	if (sol->outcome == OUTCOME_P || sol->wins.n == 0) {
		sbuf_free(&sb);
		sbuf_free(&to);
		return;
	}
	/* Twins (the same rows of coins left elsewhere) said once. */
	if ((first = sg_reallocarray(NULL, sol->wins.n, sizeof *first)) ==
	    NULL || game_twins(r, &sol->wins, first) != SG_OK)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	for (i = 0; i < sol->wins.n; i++)
		said += first[i] == i;
	fputs(ngettext("Winning move:\n", "Winning moves:\n",
	    sol->truncated ? 2 : (unsigned long)said), stdout);
	for (i = 0; i < sol->wins.n; i++) {
		if (first[i] != i)
			continue;
		sbuf_reset(&sb);
		r->game->rules.describe(r, p, &sol->wins.p[i], &sb);
		sbuf_reset(&to);
		game_format(r, &sol->wins.p[i], &to);
		/* TRANSLATORS: a move in words, then the position it leaves
		 * in the notation of the command line. */
		printf(_("  %1$s, leaving %2$s\n"), sbuf_str(&sb),
		    sbuf_str(&to));
		sbuf_reset(&to);
		game_say_twins(r, p, &sol->wins, first, i, &to);
		if (to.len > 0)
			printf("   %s\n", sbuf_str(&to));
	}
	if (sol->truncated)
		fputs(_("  ... and more (--limit K lists up to K)\n"), stdout);
	else if (sol->partial)
		fputs(_("  (found by the theory's construction; other winning "
		    "moves may exist)\n"), stdout);
	free(first);
	sbuf_free(&sb);
	sbuf_free(&to);
}

static void
print_explanation(struct rules *r, const struct pos *p, bool misere,
    size_t limit)
{
	struct explanation e;
	struct sg_cause why;
	struct judge j;
	int rc;

	if (misere && (rc = judge_init(&j, r, true, &why)) != SG_OK)
		cli_die_engine(rc, &why);
	rc = misere ? explain_misere(&j, p, &e, &why) :
	    explain_new_limit(r, p, limit, &e, &why);
	if (misere)
		judge_free(&j);
	if (rc != SG_OK)
		cli_die_engine(rc, &why);
	printf(_("\nWhy:\n%s"), sbuf_str(&e.text));
	explain_free(&e);
}

int
cli_solve(int argc, char *argv[])
{
	struct solve_flags flags = { false, false, false, SOLVE_DEFAULT_LIMIT,
	    false };
	struct solution sol;
	struct cli_game cg;
	struct sg_cause why;
	struct pos p;
	int rc;

	cli_parse_game(argc, argv, &cg, solve_flag, &flags);
	if (flags.porcelain && flags.explain)
		die(EXIT_USAGE, _("option \"--explain\": not with "
		    "--porcelain, whose output is fixed"));
	if (cg.argc == 0)
		/* TRANSLATORS: the game's name, then its notation. */
		die(EXIT_USAGE, _("%1$s: missing the position (%2$s)"),
		    cg.game->name, game_syntax(cg.game));
	pos_init(&p);
	rc = cg.game->notation.parse(cg.rules, cg.argc, cg.argv, &p, &why);
	if (rc != SG_OK)
		cli_die_engine(rc, &why);
	solution_init(&sol, (size_t)flags.limit);
	rc = flags.misere ? misere_solve(cg.rules, &p, &sol, &why) :
	    cg.game->theory.solve(cg.rules, &p, &sol, &why);
	if (rc != SG_OK)
		cli_die_engine(rc, &why);
	if (flags.porcelain)
		print_porcelain(cg.rules, &sol);
	else
		print_human(cg.rules, &p, &sol, flags.misere);
	if (flags.explain)
		print_explanation(cg.rules, &p, flags.misere,
		    flags.limit_set ? (size_t)flags.limit : 0);
	solution_free(&sol);
	pos_free(&p);
	cli_game_free(&cg);
	return cli_finish_output();
}
