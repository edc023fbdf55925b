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
#include "error.h"
#include "savefile.h"

/* Columns a name takes on a terminal: a CJK character two, a combining
 * mark none, any other character one (UTF-8, checked when read). */
static int
columns(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	unsigned long cp;
	int n = 0, k, i;

	while (*p != '\0') {
		k = *p < 0x80 ? 1 : *p < 0xe0 ? 2 : *p < 0xf0 ? 3 : 4;
		cp = k == 1 ? *p : *p & (0x7f >> k);
		for (i = 1; i < k && (p[i] & 0xc0) == 0x80; i++)
			cp = cp << 6 | (p[i] & 0x3f);
		p += i;
		if (cp >= 0x300 && cp <= 0x36f)
			continue;
		n += (cp >= 0x1100 && cp <= 0x115f) ||
		    (cp >= 0x2e80 && cp <= 0xa4cf) ||
		    (cp >= 0xac00 && cp <= 0xd7a3) ||
		    (cp >= 0xf900 && cp <= 0xfaff) ||
		    (cp >= 0xfe30 && cp <= 0xfe4f) ||
		    (cp >= 0xff00 && cp <= 0xff60) ||
		    (cp >= 0xffe0 && cp <= 0xffe6) ||
		    (cp >= 0x20000 && cp <= 0x3fffd) ? 2 : 1;
	}
	return n;
}

/* The widest name of the entries, at least the heading's. */
static int
name_width(const struct results_entry *e, size_t n, const char *heading)
{
	int w = columns(heading), c;
	size_t i;

	for (i = 0; i < n; i++)
		if ((c = columns(e[i].name)) > w)
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
	printf("%s%*s", name, w - columns(name), "");
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
