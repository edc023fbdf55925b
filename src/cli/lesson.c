/*
 * lesson.c: `sprague lesson` lists the lessons, `sprague lesson NAME`
 * prints one.
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

	sbuf_init(&path);
	sbuf_printf(&path, "lessons/%s", rel);
	if (datadir_read(sbuf_str(&path), out) != 0)
		die(EXIT_TROUBLE, "%s/%s: %s", datadir(), sbuf_str(&path),
		    strerror(errno));
	sbuf_free(&path);
}

static void
load(const char *name, struct lesson *l)
{
	struct sg_cause why;
	struct sbuf text, rel;
	int rc;

	sbuf_init(&text);
	sbuf_init(&rel);
	sbuf_printf(&rel, "%s.txt", name);
	read_data(sbuf_str(&rel), &text);
	if ((rc = lesson_parse(sbuf_str(&text), text.len, l, &why)) != SG_OK)
		die(EXIT_TROUBLE, "%s/lessons/%s: %s", datadir(),
		    sbuf_str(&rel), why.text);
	sbuf_free(&text);
	sbuf_free(&rel);
}

/* Is name one of the lessons in the index (a whole line of it)? */
static bool
in_index(const char *index, const char *name)
{
	size_t n = strlen(name);
	const char *s;

	for (s = index; *s != '\0'; s = strchr(s, '\n') + 1) {
		if (strncmp(s, name, n) == 0 && s[n] == '\n')
			return true;
		if (strchr(s, '\n') == NULL)
			break;
	}
	return false;
}

static void
list(const char *index)
{
	struct lesson l;
	const char *s, *nl;
	char name[64];

	for (s = index; (nl = strchr(s, '\n')) != NULL; s = nl + 1) {
		if (nl == s || (size_t)(nl - s) >= sizeof name)
			continue;
		memcpy(name, s, (size_t)(nl - s));
		name[nl - s] = '\0';
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

int
cli_lesson(int argc, char *argv[])
{
	struct sbuf index;

	if (argc > 1)
		die(EXIT_USAGE, "lesson: give one lesson, or none to list "
		    "them");
	sbuf_init(&index);
	read_data("index", &index);
	if (argc == 0)
		list(sbuf_str(&index));
	else if (argv[0][0] == '\0' || strchr(argv[0], '/') != NULL ||
	    !in_index(sbuf_str(&index), argv[0]))
		die(EXIT_USAGE, "lesson \"%.64s\": unknown (see: sprague "
		    "lesson)", argv[0]);
	else
		show(argv[0]);
	sbuf_free(&index);
	return cli_finish_output();
}
