/*
 * test-lessons.c: every lesson in data/lessons (as the index lists them)
 * reads, and every `try:` line opens: a game in the registry and a
 * position its parse accepts.  A try of a game not in the registry yet is
 * a TAP skip naming it.  Then lesson_parse refuses what is not a lesson.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine/lesson.h"
#include "engine/question.h"

/* The whole file at dir/name, NUL-terminated; NULL if unreadable. */
static char *
slurp(const char *dir, const char *name, size_t *len)
{
	char path[512], *buf = NULL;
	size_t cap = 0, n = 0, got;
	FILE *f;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	if ((f = fopen(path, "rb")) == NULL)
		return NULL;
	do {
		if (n + 4096 + 1 > cap && (buf = realloc(buf,
		    cap = (n + 4096 + 1) * 2)) == NULL)
			break;
		n += got = fread(buf + n, 1, 4096, f);
	} while (got > 0);
	fclose(f);
	if (buf != NULL)
		buf[n] = '\0';
	*len = n;
	return buf;
}

static void
check_try(const char *name, const struct lesson_try *t)
{
	struct rules *r;
	struct sg_cause why;
	struct pos p;

	/* A try line opens, or the lesson is broken: a game it names that
	 * is not in the registry fails here, as it would on the screen.  A
	 * question was read with the lesson; it opens again. */
	if (t->ask) {
		struct question q;

		if (!ok(question_open(t->words, &q, &why) == SG_OK,
		    "%s line %zu: ask %s", name, t->line, t->words))
			diag("%s", why.text);
		else
			question_free(&q);
		return;
	}
	pos_init(&p);
	if (!ok(lesson_try_open(t->words, &r, &p, &why) == SG_OK,
	    "%s line %zu: try %s", name, t->line, t->words))
		diag("%s", why.text);
	pos_free(&p);
	rules_free(r);
}

static void
check_lesson(const char *dir, const char *name)
{
	struct lesson l;
	struct sg_cause why;
	char file[128];
	size_t len, i;
	char *text;

	snprintf(file, sizeof file, "%s.txt", name);
	if (!ok((text = slurp(dir, file, &len)) != NULL, "lesson %s exists",
	    name))
		return;
	if (!ok(lesson_parse(text, len, &l, &why) == SG_OK, "lesson %s reads",
	    name)) {
		diag("%s", why.text);
		free(text);
		return;
	}
	for (i = 0; i < l.ntries; i++)
		check_try(name, &l.tries[i]);
	lesson_free(&l);
	free(text);
}

static void
refused(const char *what, const char *text, const char *want)
{
	struct lesson l;
	struct sg_cause why;

	if (!ok(lesson_parse(text, strlen(text), &l, &why) == SG_EINVAL &&
	    strstr(why.text, want) != NULL && l.title == NULL,
	    "refused: %s", what))
		diag("got: %s (want %s)", why.text, want);
}

static void
test_refusals(void)
{
	struct rules *r;
	struct sg_cause why;
	struct pos p;

	refused("no title", "Nim\ntry: nim 1\n", "line 1: expected \"title:");
	refused("empty", "", "line 1: the lesson is empty");
	refused("no try line", "title: Nim\n\ntext\n", "nothing to try or ask");
	refused("an empty try line", "title: Nim\ntry:   \n",
	    "line 2: a try line names");
	refused("a tab", "title: Nim\n\tx\ntry: nim 1\n",
	    "line 2: not plain text (byte 0x09)");
	refused("no final newline", "title: Nim\ntry: nim 1",
	    "line 2: no newline");
	refused("a long line", "title: Nim\ntry: nim 1 2 3 4 5 6 7 8 9 10 11 12"
	    " 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30\n", "longer than 78");
	pos_init(&p);
	ok(lesson_try_open("chess 1", &r, &p, &why) == SG_EINVAL &&
	    r == NULL && strcmp(why.text, "game \"chess\": unknown") == 0,
	    "a try of an unknown game: %s", why.text);
	ok(lesson_try_open("nim --take 1,2 3", &r, &p, &why) == SG_EINVAL &&
	    strstr(why.text, "unknown for nim") != NULL,
	    "a try with a foreign option: %s", why.text);
	ok(lesson_try_open("nim 3 -4", &r, &p, &why) == SG_EINVAL &&
	    strstr(why.text, "heap \"-4\"") != NULL,
	    "a try with a bad position: %s", why.text);
	ok(lesson_try_open("nim", &r, &p, &why) == SG_EINVAL &&
	    strstr(why.text, "missing the position") != NULL,
	    "a try without a position: %s", why.text);
	pos_free(&p);
}

int
main(void)
{
	const char *src = getenv("SRCDIR");
	char dir[512], *index, *s, *nl;
	size_t len;

	snprintf(dir, sizeof dir, "%s/data/lessons", src != NULL ? src : ".");
	if ((index = slurp(dir, "index", &len)) == NULL) {
		printf("Bail out! %s/index: cannot read\n", dir);
		return EXIT_FAILURE;
	}
	for (s = index; (nl = strchr(s, '\n')) != NULL; s = nl + 1) {
		*nl = '\0';
		check_lesson(dir, s);
	}
	free(index);
	test_refusals();
	return done_testing();
}
