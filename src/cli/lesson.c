/*
 * lesson.c: `sprague lesson` lists the lessons, `sprague lesson NAME`
 * prints one (on a terminal main.c opens it on the screen instead).
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "datadir.h"
#include "engine/lesson.h"
#include "error.h"

/* Read lessons/rel from the data directory, or die. */
static void
read_data(const char *rel, struct sbuf *out)
{
	struct sbuf path;
	char cause[512];

	sbuf_init(&path);
	sbuf_printf(&path, "lessons/%s", rel);
	if (datadir_read(sbuf_str(&path), out, cause, sizeof cause) != 0)
		die(EXIT_TROUBLE, "%s", cause);
	sbuf_free(&path);
}

static void
load(const char *name, struct lesson *l)
{
	char cause[512];

	if (datadir_lesson(name, l, cause, sizeof cause) != 0)
		die(EXIT_TROUBLE, "%s", cause);
}

/* Is name one of the lessons in the index (a whole line of it)? */
static bool
in_index(const char *index, const char *name)
{
	char got[64];

	while (lesson_index_next(&index, got, sizeof got)) {
		if (strcmp(got, name) == 0)
			return true;
	}
	return false;
}

static void
list(const char *index)
{
	struct lesson l;
	char name[64];

	while (lesson_index_next(&index, name, sizeof name)) {
		load(name, &l);
		printf("%-10s %s\n", name, l.title);
		lesson_free(&l);
	}
}

static void
show(const char *name)
{
	struct lesson l;
	size_t i, n;

	load(name, &l);
	n = strlen(l.title);
	printf("%s\n", l.title);
	for (i = 0; i < n; i++)
		putchar('=');
	printf("\n%s", l.body);
	lesson_free(&l);
}

/* Die unless name is a lesson of the index (its text read into index). */
static void
check_name(const char *name, struct sbuf *index)
{
	read_data("index", index);
	if (name[0] == '\0' || strchr(name, '/') != NULL ||
	    !in_index(sbuf_str(index), name))
		die(EXIT_USAGE, "lesson \"%.64s\": unknown (see: sprague "
		    "lesson)", name);
}

void
cli_lesson_check(const char *name)
{
	struct sbuf index;

	sbuf_init(&index);
	check_name(name, &index);
	sbuf_free(&index);
}

int
cli_lesson(int argc, char *argv[])
{
	struct sbuf index;

	if (argc > 1)
		die(EXIT_USAGE, "lesson: give one lesson, or none to list "
		    "them");
	sbuf_init(&index);
	if (argc == 0) {
		read_data("index", &index);
		list(sbuf_str(&index));
	} else {
		check_name(argv[0], &index);
		show(argv[0]);
	}
	sbuf_free(&index);
	return cli_finish_output();
}
