/*
 * fuzz-lesson.c: the lesson reader (lesson.h) on any text, as a teacher
 * may write it.  A text reads iff lesson_check_form finds no fault (the
 * faults of lesson_check but for the check lines' claims); each
 * fault names a line of the text, in order, with a reason of one line,
 * and the first is lesson_parse's; a lesson read has no tab or CR left in
 * its body, every try line opens, and every question answers its own
 * answer as right.  Its body reflowed and wrapped (wrap_text) to any
 * width has no line wider than that, but for one character wider than
 * the whole line; its title clipped (text_clip) fits; the text folded
 * (text_fold) is UTF-8 when the text is.
 */
#include "config.h"

#include <stdio.h>

#include <stdlib.h>

#include "engine/lesson.h"
#include "engine/question.h"
#include "engine/text.h"
#include "engine/wrap.h"
#include "fuzz.h"

/* The faults told by lesson_check. */
struct faults {
	size_t lines;		/* of the text */
	size_t n;
	size_t last;		/* the line of the last fault */
	char first[300];	/* "line N: reason" of the first */
};

static void
count_fault(void *arg, size_t line, const char *reason)
{
	struct faults *f = arg;

	FUZZ_CHECK(line >= 1 && line <= f->lines, "a fault on line %zu of "
	    "%zu: %s", line, f->lines, reason);
	FUZZ_CHECK(line >= f->last, "a fault on line %zu after one on line "
	    "%zu", line, f->last);
	FUZZ_CHECK(reason[0] != '\0' && strchr(reason, '\n') == NULL,
	    "a reason empty or of many lines: \"%s\"", reason);
	if (f->n++ == 0)
		snprintf(f->first, sizeof f->first, "line %zu: %s", line,
		    reason);
	f->last = line;
}

static void
check_lesson(const struct lesson *l)
{
	struct question q;
	struct sg_cause why;
	struct rules *r;
	struct sbuf sb;
	struct pos p;
	size_t i;
	bool right;

	FUZZ_CHECK(strchr(l->body, '\t') == NULL &&
	    strchr(l->body, '\r') == NULL, "a tab or CR in the body");
	for (i = 0; i < l->ntries; i++) {
		if (!l->tries[i].ask) {
			pos_init(&p);
			FUZZ_CHECK(lesson_try_open(l->tries[i].words, &r, &p,
			    &why) == SG_OK, "a try line read does not open: "
			    "%s", why.text);
			rules_free(r);
			pos_free(&p);
			continue;
		}
		FUZZ_CHECK(question_open(l->tries[i].words, &q, &why) ==
		    SG_OK, "a question read does not open: %s", why.text);
		sbuf_init(&sb);
		question_answer(&q, &sb);
		FUZZ_CHECK(question_check(&q, sbuf_str(&sb), &right, &why) ==
		    SG_OK && right, "the answer \"%s\" is not right",
		    sbuf_str(&sb));
		sbuf_free(&sb);
		question_free(&q);
	}
}

/* The body wrapped to w columns, the title clipped to them. */
static void
check_text(const struct lesson *l, int w)
{
	const char *s, *nl;
	char clip[256], *flow;
	int *first, cols;
	struct sbuf sb;

	FUZZ_CHECK(lesson_reflow(l->body, &flow, &first) == SG_OK,
	    "reflow failed");
	sbuf_init(&sb);
	wrap_text(flow, w, &sb);
	for (s = sbuf_str(&sb); *s != '\0'; s = nl + 1) {
		nl = strchr(s, '\n');
		FUZZ_CHECK(nl != NULL, "a wrapped line without its newline");
		cols = text_nwidth(s, (size_t)(nl - s));
		FUZZ_CHECK(cols <= w || text_fit(s, (size_t)(nl - s), w) == 0,
		    "a line of %d columns wrapped to %d: %.*s", cols, w,
		    (int)(nl - s), s);
	}
	sbuf_free(&sb);
	free(flow);
	free(first);
	text_clip(l->title, w, clip, sizeof clip);
	FUZZ_CHECK(text_width(clip) <= w && text_valid(clip, strlen(clip),
	    NULL), "a title clipped to %d columns: %s", w, clip);
}

/* text[0..size) folded, when it is UTF-8 without a NUL: UTF-8 still. */
static void
check_fold(const char *text, size_t size)
{
	char *copy, *f;

	if (memchr(text, '\0', size) != NULL || !text_valid(text, size, NULL) ||
	    (copy = malloc(size + 1)) == NULL)
		return;
	memcpy(copy, text, size);
	copy[size] = '\0';
	if ((f = text_fold(copy)) != NULL)
		FUZZ_CHECK(text_valid(f, strlen(f), NULL), "folded text is "
		    "not UTF-8");
	free(f);
	free(copy);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	struct lesson l;
	struct sg_cause why;
	struct faults faults;
	size_t n, i;
	int rc;

	if (size > 8192)
		return 0;
	memset(&faults, 0, sizeof faults);
	faults.lines = 1;
	for (i = 0; i < size; i++)
		faults.lines += text[i] == '\n';
	/* The faults of the form, as the reader finds them: the check
	 * lines' claims are not verified here (the engine may rightly take
	 * long to answer one), the command-line tests verify them. */
	n = lesson_check_form(text, size, count_fault, &faults);
	FUZZ_CHECK(faults.n == n, "%zu faults told, %zu counted", faults.n,
	    n);
	rc = lesson_parse(text, size, &l, &why);
	FUZZ_CHECK((rc == SG_OK) == (n == 0), "read %s, but %zu faults",
	    rc == SG_OK ? "well" : why.text, n);
	check_fold(text, size);
	if (rc == SG_OK) {
		check_lesson(&l);
		check_text(&l, 1 + (int)(size % 90));
		lesson_free(&l);
	} else
		FUZZ_CHECK(strncmp(why.text, faults.first,
		    strlen(why.text)) == 0, "the first fault is not the "
		    "reason: %s", why.text);
	return 0;
}
