/*
 * lesson.c: `sprague lesson` lists the lessons (a teacher's own first),
 * `sprague lesson NAME|FILE` prints one (on a terminal main.c opens it on
 * the screen instead), `sprague lesson --check FILE...` lists every fault
 * of lesson files as `FILE:LINE: reason`.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "engine/lesson.h"
#include "engine/text.h"
#include "engine/wrap.h"
#include "error.h"
#include "i18n.h"
#include "lessondir.h"

enum {
	LESSON_COLUMNS = 80	/* a printed lesson's width, off a terminal */
};

static void
list(void)
{
	struct lesson_ref *refs;
	struct lesson l;
	char cause[512];
	size_t n, i;
	int rc;

	rc = lessondir_list(&refs, &n, cause, sizeof cause);
	for (i = 0; i < n; i++) {
		if (lessondir_load(&refs[i], &l, cause, sizeof cause) != 0) {
			free(refs);
			die(EXIT_TROUBLE, "%s", cause);
		}
		printf("%-10s %s", refs[i].name, l.title);
		if (refs[i].teacher)
			printf("  %s", _("(the teacher's)"));
		printf("\n");
		lesson_free(&l);
	}
	free(refs);
	if (rc != 0)
		die(EXIT_TROUBLE, "%s", cause);
}

/* The lesson arg names, or die: status 2 for a name no lesson has. */
static void
find(const char *arg, struct lesson_ref *ref)
{
	if (arg[0] == '\0' || !lessondir_find(arg, ref))
		die(EXIT_USAGE, _("lesson \"%.64s\": unknown (see: sprague "
		    "lesson)"), arg);
}

/* Read ref's lesson, or die: status 2 for a file named on the command
 * line that is not a lesson, 1 for an installed lesson in trouble. */
static void
load(const struct lesson_ref *ref, bool named, struct lesson *l)
{
	char cause[640];

	if (lessondir_load(ref, l, cause, sizeof cause) != 0)
		die(named ? EXIT_USAGE : EXIT_TROUBLE, "%s", cause);
}

static void
show(const char *arg)
{
	struct lesson_ref ref;
	struct lesson l;
	struct sbuf sb, line;
	const char *s, *nl;
	char *flow;
	int *first, cols;
	size_t i, n;

	find(arg, &ref);
	load(&ref, lessondir_is_file(arg), &l);
	n = (size_t)text_width(l.title);	/* columns, not bytes */
	printf("%s\n", l.title);
	for (i = 0; i < n; i++)
		putchar('=');
	putchar('\n');
	/* Paragraphs wrapped to the page, as each language breaks them
	 * (the files' own line ends fall where the translator's editor
	 * put them); each try and ask line under its label, whole on a
	 * line of its own however long (it is notation, to be typed). */
	if (lesson_reflow(l.body, &flow, &first) != SG_OK)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	cols = cli_columns(LESSON_COLUMNS);
	sbuf_init(&sb);
	sbuf_init(&line);
	for (s = flow; *s != '\0'; s = *nl != '\0' ? nl + 1 : nl) {
		nl = s + strcspn(s, "\n");
		sbuf_reset(&line);
		if (lesson_line_shown(s, (size_t)(nl - s), &line)) {
			printf("%s\n", sbuf_str(&line));
			continue;
		}
		sbuf_printf(&line, "%.*s", (int)(nl - s), s);
		sbuf_reset(&sb);
		wrap_text(sbuf_str(&line), cols, &sb);
		/* every line wrapped ends in '\n'; a blank one gives none */
		fputs(sb.len > 0 ? sbuf_str(&sb) : "\n", stdout);
	}
	sbuf_free(&line);
	sbuf_free(&sb);
	free(flow);
	free(first);
	lesson_free(&l);
}

/* A fault of a lesson checked, on stderr as FILE:LINE: reason (the
 * reason in the person's language, the form the same in all). */
static void
tell_fault(void *arg, size_t line, const char *reason)
{
	fprintf(stderr, "%s:%zu: %s\n", (const char *)arg, line, reason);
}

/* Every fault of the lesson arg, on stderr; the number of faults. */
static size_t
check_one(const char *arg)
{
	struct lesson_ref ref;
	char cause[640], *text;
	size_t len, n;

	if (!lessondir_find(arg, &ref)) {
		warn_line(_("lesson \"%.64s\": unknown (see: sprague "
		    "lesson)"), arg);
		return 1;
	}
	if (lessondir_read(&ref, &text, &len, cause, sizeof cause) != 0) {
		fprintf(stderr, "sprague: %s\n", cause);
		return 1;
	}
	n = lesson_check(text, len, tell_fault, ref.path);
	free(text);
	return n;
}

static int
check(int argc, char *argv[])
{
	size_t faults = 0;
	int i;

	if (argc == 0)
		die(EXIT_USAGE, "%s", _("lesson --check: give the lesson "
		    "files to check"));
	for (i = 0; i < argc; i++)
		faults += check_one(argv[i]);
	if (cli_finish_output() != 0)
		return EXIT_TROUBLE;
	return faults > 0 ? EXIT_USAGE : 0;
}

/* Take --big off the words: how many are left. */
static int
take_big(int argc, char *argv[], bool *big)
{
	int i, n = 0;

	*big = false;
	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--big") == 0)
			*big = true;
		else
			argv[n++] = argv[i];
	}
	return n;
}

bool
cli_lesson_board(int argc, char *argv[], struct lesson_ref *ref, bool *big)
{
	struct lesson l;

	argc = take_big(argc, argv, big);
	if (argc != 1 || strcmp(argv[0], "--check") == 0 ||
	    !isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		return false;
	find(argv[0], ref);
	load(ref, lessondir_is_file(argv[0]), &l);
	lesson_free(&l);
	return true;
}

int
cli_lesson(int argc, char *argv[])
{
	bool big;

	argc = take_big(argc, argv, &big);
	if (argc > 0 && strcmp(argv[0], "--check") == 0)
		return check(argc - 1, argv + 1);
	if (argc > 0 && argv[0][0] == '-' && argv[0][1] != '\0' &&
	    !lessondir_is_file(argv[0]))
		die(EXIT_USAGE, _("option \"%.64s\": unknown for lesson (see: "
		    "sprague --help)"), argv[0]);
	if (argc > 1)
		die(EXIT_USAGE, "%s", _("lesson: give one lesson, or none to "
		    "list them"));
	if (argc == 0)
		list();
	else
		show(argv[0]);
	return cli_finish_output();
}
