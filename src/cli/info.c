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

int
cli_list(int argc, char *argv[])
{
	size_t i;

	if (argc > 0)
		die(EXIT_USAGE, "list: takes no arguments");
	for (i = 0; i < game_count(); i++) {
		const struct game *g = game_at(i);

		printf("%-10s %s\n", g->name, g->summary);
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
		die(EXIT_USAGE, "rules: give one game (see: sprague list)");
	if ((g = game_find(argv[0])) == NULL)
		die(EXIT_USAGE, "game \"%.64s\": unknown (see: sprague list)",
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
