/*
 * results.c: `sprague results FILE`: the league table of a results log,
 * a line for each player (games, wins, hints used) and for each game
 * (games, won by the first player, by the second).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/results.h"
#include "engine/text.h"
#include "error.h"
#include "i18n.h"
#include "savefile.h"

/* The widest name of the entries, at least the heading's. */
static int
name_width(const struct results_entry *e, size_t n, const char *heading)
{
	int w = text_width(heading), c;
	size_t i;

	for (i = 0; i < n; i++)
		if ((c = text_width(e[i].name)) > w)
			w = c;
	return w;
}

/* The league: most wins first, then fewer games, then by name. */
static int
by_wins(const void *pa, const void *pb)
{
	const struct results_entry *a = pa, *b = pb;

	if (a->wins != b->wins)
		return a->wins > b->wins ? -1 : 1;
	if (a->games != b->games)
		return a->games < b->games ? -1 : 1;
	return strcmp(a->name, b->name);
}

static void
print_name(const char *name, int w)
{
	printf("%s%*s", name, w - text_width(name), "");
}

/* The headings of the three columns of numbers; the numbers below are
 * right-aligned to each heading's width in columns. */
static void
print_heads(const char *const head[3], int cw[3])
{
	int k;

	for (k = 0; k < 3; k++) {
		cw[k] = text_width(head[k]);
		printf("  %s", head[k]);
	}
	printf("\n");
}

static void
print_row(const int cw[3], size_t a, size_t b, size_t c)
{
	printf("  %*zu  %*zu  %*zu\n", cw[0], a, cw[1], b, cw[2], c);
}

static void
print_players(struct results *r)
{
	/* TRANSLATORS: the headings of the league table; "games" and
	 * the others head columns of numbers, keep them short. */
	const char *head[3] = { _("games"), _("wins"), _("hints used") };
	const char *player = _("Player");
	int w = name_width(r->players, r->nplayers, player), cw[3];
	size_t i;

	qsort(r->players, r->nplayers, sizeof *r->players, by_wins);
	print_name(player, w);
	print_heads(head, cw);
	for (i = 0; i < r->nplayers; i++) {
		print_name(r->players[i].name, w);
		print_row(cw, r->players[i].games, r->players[i].wins,
		    r->players[i].hints);
	}
}

static void
print_games(const struct results *r)
{
	const char *head[3] = { _("games"), _("first won"),
	    _("second won") };
	const char *game = _("Game");
	int w = name_width(r->games, r->ngames, game), cw[3];
	size_t i;

	print_name(game, w);
	print_heads(head, cw);
	for (i = 0; i < r->ngames; i++) {
		print_name(r->games[i].name, w);
		print_row(cw, r->games[i].games, r->games[i].wins,
		    r->games[i].games - r->games[i].wins);
	}
}

/* The options of results: --since DATE, --until DATE, --player NAME;
 * returns the words left (the file). */
static int
take_filter(int argc, char *argv[], struct results_filter *fl)
{
	const char **slot;
	int i, n = 0;

	for (i = 0; i < argc; i++) {
		slot = strcmp(argv[i], "--since") == 0 ? &fl->since :
		    strcmp(argv[i], "--until") == 0 ? &fl->until :
		    strcmp(argv[i], "--player") == 0 ? &fl->player : NULL;
		if (slot == NULL) {
			argv[n++] = argv[i];
			continue;
		}
		if (i + 1 >= argc)
			die(EXIT_USAGE, _("option \"%s\": needs a value"),
			    argv[i]);
		*slot = argv[++i];
		if (slot != &fl->player && !results_date_ok(*slot))
			die(EXIT_USAGE, _("%1$s \"%2$.40s\": must be a date "
			    "YYYY-MM-DD"), argv[i - 1], *slot);
	}
	return n;
}

int
cli_results(int argc, char *argv[])
{
	struct results_filter fl = { NULL, NULL, NULL };
	struct sg_cause why;
	struct results r;
	char *text;
	size_t len;
	int rc;

	argc = take_filter(argc, argv, &fl);
	if (argc != 1)
		die(EXIT_USAGE, "%s", _("results: give one results log (a file "
		    "written by play --results)"));
	if ((rc = savefile_read_text(argv[0], &text, &len, &why)) !=
	    SAVEFILE_OK)
		die(rc == SAVEFILE_BAD ? EXIT_USAGE : EXIT_TROUBLE, "%.200s: %s",
		    argv[0], why.text);
	results_init(&r);
	rc = results_parse_filtered(text, len, &fl, &r, &why);
	free(text);
	if (rc != SG_OK)
		die(rc == SG_ENOMEM ? EXIT_TROUBLE : EXIT_USAGE, "%.200s: %s",
		    argv[0], why.text);
	if (r.lines == 0)
		printf(_("No finished game in %s yet.\n"), argv[0]);
	else {
		printf(ngettext("%1$zu finished game in %2$s.\n\n",
		    "%1$zu finished games in %2$s.\n\n", r.lines), r.lines,
		    argv[0]);
		print_players(&r);
		printf("\n");
		print_games(&r);
	}
	if (r.unfinished > 0)
		printf(ngettext("\n%zu game left unfinished (abandoned, "
		    "interrupted or saved).\n", "\n%zu games left unfinished "
		    "(abandoned, interrupted or saved).\n", r.unfinished),
		    r.unfinished);
	results_free(&r);
	return cli_finish_output();
}
