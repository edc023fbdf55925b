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

static void
print_players(struct results *r)
{
	int w = name_width(r->players, r->nplayers, "Player");
	size_t i;

	qsort(r->players, r->nplayers, sizeof *r->players, by_wins);
	print_name("Player", w);
	printf("  games  wins  hints used\n");
	for (i = 0; i < r->nplayers; i++) {
		print_name(r->players[i].name, w);
		printf("  %5zu  %4zu  %10zu\n", r->players[i].games,
		    r->players[i].wins, r->players[i].hints);
	}
}

static void
print_games(const struct results *r)
{
	int w = name_width(r->games, r->ngames, "Game");
	size_t i;

	print_name("Game", w);
	printf("  games  first won  second won\n");
	for (i = 0; i < r->ngames; i++) {
		print_name(r->games[i].name, w);
		printf("  %5zu  %9zu  %10zu\n", r->games[i].games,
		    r->games[i].wins, r->games[i].games - r->games[i].wins);
	}
}

int
cli_results(int argc, char *argv[])
{
	struct sg_cause why;
	struct results r;
	char *text;
	size_t len;
	int rc;

	if (argc != 1)
		die(EXIT_USAGE, "results: give one results log (a file written "
		    "by play --results)");
	if ((rc = savefile_read_text(argv[0], &text, &len, &why)) !=
	    SAVEFILE_OK)
		die(rc == SAVEFILE_BAD ? EXIT_USAGE : EXIT_TROUBLE, "%.200s: %s",
		    argv[0], why.text);
	results_init(&r);
	rc = results_parse(text, len, &r, &why);
	free(text);
	if (rc != SG_OK)
		die(rc == SG_ENOMEM ? EXIT_TROUBLE : EXIT_USAGE, "%.200s: %s",
		    argv[0], why.text);
	if (r.lines == 0)
		printf("No finished game in %s yet.\n", argv[0]);
	else {
		printf("%zu finished game%s in %s.\n\n", r.lines,
		    r.lines == 1 ? "" : "s", argv[0]);
		print_players(&r);
		printf("\n");
		print_games(&r);
	}
	results_free(&r);
	return cli_finish_output();
}
