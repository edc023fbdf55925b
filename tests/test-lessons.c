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

/* A wrong answer made from the right one, in the same form: another
 * outcome, another number, a list with a heap or a move more or less. */
static void
wrong_answer(struct question *q, const char *right, struct sbuf *out)
{
	struct sg_cause why;
	struct pos p;
	const char *comma;

	switch (q->kind) {
	case ASK_OUTCOME:
		sbuf_add(out, strcmp(right, "N") == 0 ? "P" : "N");
		return;
	case ASK_LOST:
		/* A heap said that is not lost, or a lost one left out. */
		if (strcmp(right, "none") == 0)
			sbuf_printf(out, "%llu", (unsigned long long)q->num[0]);
		else if (strchr(right, ' ') == NULL)
			sbuf_add(out, "none");
		else
			sbuf_add(out, strchr(right, ' ') + 1);
		return;
	case ASK_TABLE:
		/* The last value one more. */
		sbuf_printf(out, "%.*s%llu", (int)(strrchr(right, ' ') + 1 -
		    right), right,
		    (unsigned long long)(q->val[q->n - 1] + 1));
		return;
	case ASK_MOVES:
		if ((comma = strchr(right, ',')) != NULL)
			sbuf_printf(out, "%.*s", (int)(comma - right), right);
		else if (strcmp(right, "none") != 0)
			sbuf_add(out, "none");
		else {
			/* From a lost position, a move that loses. */
			pos_init(&p);
			if (q->ex.rules->game->rules.any_move(q->ex.rules,
			    &q->ex.pos, &p, &why) == SG_OK)
				game_format(q->ex.rules, &p, out);
			pos_free(&p);
		}
		return;
	default:
		sbuf_printf(out, "%llu", strtoull(right, NULL, 10) + 1);
		return;
	}
}

/* The engine's answer is right, and a wrong one is told so. */
static void
answer_both(const char *name, const struct lesson_try *t,
    struct question *q)
{
	struct sg_cause why;
	struct sbuf right, wrong;
	bool r1 = false, r2 = true;

	sbuf_init(&right);
	sbuf_init(&wrong);
	question_answer(q, &right);
	wrong_answer(q, sbuf_str(&right), &wrong);
	if (!ok(question_check(q, sbuf_str(&right), &r1, &why) == SG_OK &&
	    r1, "%s line %zu: \"%s\" is right", name, t->line,
	    sbuf_str(&right)))
		diag("%s", why.text);
	if (!ok(question_check(q, sbuf_str(&wrong), &r2, &why) == SG_OK &&
	    !r2, "%s line %zu: \"%s\" is not", name, t->line,
	    sbuf_str(&wrong)))
		diag("%s", why.text);
	sbuf_free(&right);
	sbuf_free(&wrong);
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
		else {
			answer_both(name, t, &q);
			question_free(&q);
		}
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

/* A fault told by lesson_check, as a line "line N: reason" of the sbuf
 * arg. */
static void
add_fault(void *arg, size_t line, const char *reason)
{
	sbuf_printf(arg, "line %zu: %s\n", line, reason);
}

/* What a teacher may write: UTF-8, tabs, no last newline, CRLF line
 * ends, the try options anywhere among the words; every fault of a
 * lesson listed by lesson_check, each with its line. */
static void
accepted(void)
{
	static const char text[] = "title: Nim \xc3\xa0 la carte\r\n\r\n"
	    "\tDeux tas\xe2\x80\xa6 \xe5\xb1\xb1\r\n"
	    "try: nim --first computer 3 4 --level casual --hints\r\n"
	    "try: nim 1 2 3 --misere\r\nask: moves nim 3 4 5";
	static const char bad[] = "title: Bad\n\ntry: chess 1\ntext\n"
	    "try: nim 3 x\nask: value nim 3 4 5 --misere\n"
	    "ask: lost nim 1 y\n";
	struct lesson l;
	struct sg_cause why;
	struct sbuf faults;

	if (!ok(lesson_parse(text, sizeof text - 1, &l, &why) == SG_OK,
	    "a lesson in UTF-8 with CRLF ends reads")) {
		diag("%s", why.text);
		return;
	}
	ok(l.ntries == 3 && strcmp(l.tries[0].words, "nim 3 4") == 0 &&
	    l.tries[0].computer_first && l.tries[0].coach &&
	    l.tries[0].level == STRATEGY_CASUAL && l.tries[1].misere &&
	    l.tries[2].ask, "the try options are taken off the words");
	ok(strstr(l.body, "\t") == NULL && strstr(l.body, "\r") == NULL,
	    "tabs and CRs are not in the body");
	lesson_free(&l);
	sbuf_init(&faults);
	ok(lesson_check(bad, sizeof bad - 1, add_fault, &faults) == 4 &&
	    strstr(sbuf_str(&faults), "line 3: game \"chess\"") != NULL &&
	    strstr(sbuf_str(&faults), "line 5: ") != NULL &&
	    strstr(sbuf_str(&faults), "line 6: ") != NULL &&
	    strstr(sbuf_str(&faults), "line 7: ") != NULL,
	    "lesson_check lists every fault with its line");
	diag("%s", sbuf_str(&faults));
	sbuf_free(&faults);
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
	refused("an escape", "title: Nim\n\033[2Jx\ntry: nim 1\n",
	    "line 2: a control character (0x1b in column 1)");
	refused("not UTF-8", "title: Nim\n\nna\xefve\ntry: nim 1\n",
	    "line 3: not UTF-8 text (byte 0xef in column 3)");
	refused("an overlong UTF-8 form", "title: Nim\n\xc0\xaf\ntry: nim 1\n",
	    "line 2: not UTF-8");
	refused("a bad try", "title: Nim\n\ntry: chess 1\n",
	    "line 3: game \"chess\": unknown");
	refused("a bad try position", "title: Nim\n\ntry: nim 3 x\n",
	    "line 3: heap \"x\"");
	refused("a bad try level", "title: Nim\n\ntry: nim 3 --level casul\n",
	    "line 3: level \"casul\"");
	refused("--first without a side", "title: Nim\n\ntry: nim 3 --first\n",
	    "line 3: --first is followed by you or computer");
	refused("a bad ask", "title: Nim\n\nask: value nim x\n", "line 3:");
	accepted();
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
