/*
 * fuzz-lesson.c: the lesson reader (lesson.h) on any text, as a teacher
 * may write it.  A text reads iff lesson_check finds no fault; the check
 * gives one `line N: reason` line a fault, N a line of the text; a lesson
 * read has no tab or CR left in its body, every try line opens, and every
 * question answers its own answer as right.
 */
#include "config.h"

#include "engine/lesson.h"
#include "engine/question.h"
#include "fuzz.h"

/* Each fault is a line "line N: reason", N from 1 to lines. */
static size_t
count_faults(const char *s, size_t lines)
{
	const char *nl;
	unsigned long no;
	size_t n = 0;

	for (; *s != '\0'; s = nl + 1, n++) {
		nl = strchr(s, '\n');
		FUZZ_CHECK(nl != NULL, "a fault without its newline");
		FUZZ_CHECK(sscanf(s, "line %lu: ", &no) == 1 && no >= 1 &&
		    no <= lines, "a fault not naming a line: %.*s",
		    (int)(nl - s), s);
	}
	return n;
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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char *text = (const char *)data;
	struct lesson l;
	struct sg_cause why;
	struct sbuf faults;
	size_t n, lines = 1, i;
	int rc;

	if (size > 8192)
		return 0;
	for (i = 0; i < size; i++)
		lines += text[i] == '\n';
	sbuf_init(&faults);
	n = lesson_check(text, size, &faults);
	FUZZ_CHECK(count_faults(sbuf_str(&faults), lines) == n,
	    "%zu faults counted, not as many lines", n);
	rc = lesson_parse(text, size, &l, &why);
	FUZZ_CHECK((rc == SG_OK) == (n == 0), "read %s, but %zu faults",
	    rc == SG_OK ? "well" : why.text, n);
	if (rc == SG_OK) {
		check_lesson(&l);
		lesson_free(&l);
	} else
		FUZZ_CHECK(strncmp(why.text, sbuf_str(&faults),
		    strlen(why.text)) == 0, "the first fault is not the "
		    "reason: %s", why.text);
	sbuf_free(&faults);
	return 0;
}
