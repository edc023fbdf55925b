/*
 * info.c: `sprague list` and `sprague rules GAME`.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "datadir.h"
#include "error.h"
#include "i18n.h"

int
cli_list(int argc, char *argv[])
{
	size_t i;

	if (argc > 0)
		die(EXIT_USAGE, _("list: takes no arguments"));
	for (i = 0; i < game_count(); i++) {
		const struct game *g = game_at(i);

		printf("%-10s %s\n", g->name, game_summary(g));
	}
	return cli_finish_output();
}

int
cli_rules(int argc, char *argv[])
{
	const struct game *g;
	struct sbuf text, rel;
	char cause[512];

	if (argc != 1)
		die(EXIT_USAGE, _("rules: give one game (see: sprague list)"));
	if ((g = game_find(argv[0])) == NULL)
		die(EXIT_USAGE, _("game \"%.64s\": unknown (see: sprague list)"),
		    argv[0]);
	sbuf_init(&text);
	sbuf_init(&rel);
	sbuf_printf(&rel, "games/%s.txt", g->name);
	if (datadir_read(sbuf_str(&rel), &text, cause, sizeof cause) != 0)
		die(EXIT_TROUBLE, "%s", cause);
	fputs(sbuf_str(&text), stdout);
	sbuf_free(&text);
	sbuf_free(&rel);
	return cli_finish_output();
}

/* The first named position of a game, or NULL. */
static const char *
first_named(const struct game *g)
{
	return g->play.presets != NULL ? g->play.presets[0] : NULL;
}

/* The length of the options at the start of a named position: the
 * words from "--" on, each with its value unless written NAME=VALUE. */
static size_t
options_length(const char *pos)
{
	const char *p = pos, *end = pos;
	int words;

	while (strncmp(p, "--", 2) == 0) {
		words = strcspn(p, " =") < strcspn(p, " ") ? 1 : 2;
		while (words-- > 0 && *p != '\0') {
			p += strcspn(p, " ");
			end = p;
			p += strspn(p, " ");
		}
	}
	return (size_t)(end - pos);
}

void
cli_examples(FILE *out)
{
	const struct game *g;
	const char *pos;
	size_t i, n, shown = 0;

	if ((g = game_at(0)) != NULL && (pos = first_named(g)) != NULL) {
		fprintf(out, "  sprague play %s %s --first computer\n",
		    g->name, pos);
		fprintf(out, "  sprague solve %s %s\n", g->name, pos);
	}
	for (i = 1; i < game_count() && shown < 1; i++) {
		g = game_at(i);
		if ((pos = first_named(g)) != NULL && options_length(pos) == 0) {
			fprintf(out, "  sprague solve %s %s\n", g->name, pos);
			shown++;
		}
	}
	/* A game made of games. */
	for (i = 0; i < game_count(); i++) {
		g = game_at(i);
		if (g->notation.nests && (pos = first_named(g)) != NULL) {
			fprintf(out, "  sprague solve %s %s\n", g->name, pos);
			break;
		}
	}
	/* A game with options: its rules given, then a count. */
	for (i = 0; i < game_count(); i++) {
		g = game_at(i);
		if ((pos = first_named(g)) == NULL || g->heaps.count == NULL ||
		    (n = options_length(pos)) == 0)
			continue;
		fprintf(out, "  sprague solve %s %s\n", g->name, pos);
		fprintf(out, "  sprague count %s %.*s 1000000000000\n", g->name,
		    (int)n, pos);
		break;
	}
}
