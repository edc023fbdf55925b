/*
 * lesson.c: reading lessons (lesson.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lesson.h"
#include "question.h"

static const char title_key[] = "title: ", try_key[] = "try: ",
    ask_key[] = "ask: ";

void
lesson_free(struct lesson *l)
{
	size_t i;

	for (i = 0; i < l->ntries; i++)
		free(l->tries[i].words);
	free(l->tries);
	free(l->title);
	free(l->body);
	memset(l, 0, sizeof *l);
}

/* A copy of s[0..n-1], NUL-terminated. */
static char *
copy_n(const char *s, size_t n)
{
	char *t = malloc(n + 1);

	if (t != NULL) {
		memcpy(t, s, n);
		t[n] = '\0';
	}
	return t;
}

/* Check line no (s[0..n-1]): text only, not too wide. */
static int
check_line(const char *s, size_t n, size_t no, struct sg_cause *why)
{
	size_t i;

	if (n > LESSON_WIDTH)
		return sg_fail(why, SG_EINVAL, "line %zu: longer than %d "
		    "characters", no, LESSON_WIDTH);
	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 || c >= 0x7f)
			return sg_fail(why, SG_EINVAL, "line %zu: not plain "
			    "text (byte 0x%02x)", no, c);
	}
	return SG_OK;
}

/* Take the try options off the end of t->words: `--first computer` or
 * `--first you`, `--hints`. */
static int
try_options(struct lesson_try *t, size_t no, struct sg_cause *why)
{
	char *w = t->words, *end;
	size_t n;

	for (;;) {
		n = strlen(w);
		while (n > 0 && w[n - 1] == ' ')
			w[--n] = '\0';
		if ((end = strrchr(w, ' ')) == NULL)
			return SG_OK;
		if (strcmp(end + 1, "--hints") == 0) {
			t->coach = true;
			*end = '\0';
			continue;
		}
		if (strcmp(end + 1, "computer") != 0 && strcmp(end + 1, "you") !=
		    0)
			break;
		t->computer_first = strcmp(end + 1, "computer") == 0;
		*end = '\0';
		if ((end = strrchr(w, ' ')) == NULL ||
		    strcmp(end + 1, "--first") != 0)
			return sg_fail(why, SG_EINVAL, "line %zu: \"computer\" "
			    "or \"you\" at the end of a try line follows "
			    "--first", no);
		*end = '\0';
	}
	if (strstr(w, " --first") != NULL || strstr(w, " --hints") != NULL)
		return sg_fail(why, SG_EINVAL, "line %zu: --first you|computer "
		    "and --hints go at the end of a try line", no);
	return SG_OK;
}

/* A try or ask line: its words, checked. */
static int
add_try(struct lesson *l, const char *s, size_t n, size_t no, bool ask,
    struct sg_cause *why)
{
	struct lesson_try *t;
	struct question q;
	struct sg_cause cause;
	size_t k = ask ? sizeof ask_key - 1 : sizeof try_key - 1;

	while (k < n && s[k] == ' ')
		k++;
	if (k == n)
		return sg_fail(why, SG_EINVAL, ask ? "line %zu: an ask line "
		    "names a kind of question and what it asks about" :
		    "line %zu: a try line names a game and a position", no);
	t = sg_reallocarray(l->tries, l->ntries + 1, sizeof *t);
	if (t == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	l->tries = t;
	t += l->ntries;
	memset(t, 0, sizeof *t);
	if ((t->words = copy_n(s + k, n - k)) == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	t->line = no;
	t->ask = ask;
	l->ntries++;
	if (!ask)
		return try_options(t, no, why);
	if (question_open(t->words, &q, &cause) != SG_OK)
		return sg_fail(why, SG_EINVAL, "line %zu: %s", no, cause.text);
	question_free(&q);
	return SG_OK;
}

static int
parse_lines(const char *text, size_t len, struct lesson *l,
    struct sg_cause *why)
{
	const char *s = text, *end = text + len, *nl;
	size_t no, n, k = sizeof title_key - 1;
	int rc;

	for (no = 1; s < end; no++, s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			return sg_fail(why, SG_EINVAL, "line %zu: no newline "
			    "at the end", no);
		n = (size_t)(nl - s);
		if ((rc = check_line(s, n, no, why)) != SG_OK)
			return rc;
		if (no == 1 && (n <= k || memcmp(s, title_key, k) != 0))
			return sg_fail(why, SG_EINVAL, "line 1: expected "
			    "\"title: TITLE\"");
		if (no == 1 && (l->title = copy_n(s + k, n - k)) == NULL)
			return sg_fail(why, SG_ENOMEM, "out of memory");
		if (no > 1 && n >= sizeof try_key - 1 &&
		    memcmp(s, try_key, sizeof try_key - 1) == 0 &&
		    (rc = add_try(l, s, n, no, false, why)) != SG_OK)
			return rc;
		if (no > 1 && n >= sizeof ask_key - 1 &&
		    memcmp(s, ask_key, sizeof ask_key - 1) == 0 &&
		    (rc = add_try(l, s, n, no, true, why)) != SG_OK)
			return rc;
	}
	if (l->title == NULL)
		return sg_fail(why, SG_EINVAL, "line 1: the lesson is empty");
	if (l->ntries == 0)
		return sg_fail(why, SG_EINVAL, "line %zu: nothing to try or "
		    "ask", no - 1);
	return SG_OK;
}

int
lesson_parse(const char *text, size_t len, struct lesson *l,
    struct sg_cause *why)
{
	const char *nl;
	int rc;

	memset(l, 0, sizeof *l);
	if ((rc = parse_lines(text, len, l, why)) != SG_OK) {
		lesson_free(l);
		return rc;
	}
	nl = memchr(text, '\n', len);
	l->body = copy_n(nl + 1, len - (size_t)(nl + 1 - text));
	if (l->body == NULL) {
		lesson_free(l);
		return sg_fail(why, SG_ENOMEM, "out of memory");
	}
	return SG_OK;
}

int
lesson_try_open(const char *words, struct rules **rules, struct pos *out,
    struct sg_cause *why)
{
	return game_parse_words(words, rules, out, why);
}

bool
lesson_index_next(const char **s, char *name, size_t len)
{
	const char *nl;
	size_t n;

	for (; **s != '\0'; *s = nl) {
		nl = strchr(*s, '\n');
		n = nl != NULL ? (size_t)(nl - *s) : strlen(*s);
		nl = nl != NULL ? nl + 1 : *s + n;
		if (n == 0 || n >= len)
			continue;
		memcpy(name, *s, n);
		name[n] = '\0';
		*s = nl;
		return true;
	}
	return false;
}
