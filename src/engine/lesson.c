/*
 * lesson.c: reading lessons (lesson.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "lesson.h"

static const char title_key[] = "title: ", try_key[] = "try: ";

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

static int
add_try(struct lesson *l, const char *s, size_t n, size_t no,
    struct sg_cause *why)
{
	struct lesson_try *t;
	size_t k = sizeof try_key - 1;

	while (k < n && s[k] == ' ')
		k++;
	if (k == n)
		return sg_fail(why, SG_EINVAL, "line %zu: a try line names a "
		    "game and a position", no);
	t = sg_reallocarray(l->tries, l->ntries + 1, sizeof *t);
	if (t == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	l->tries = t;
	if ((t[l->ntries].words = copy_n(s + k, n - k)) == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	t[l->ntries++].line = no;
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
		    (rc = add_try(l, s, n, no, why)) != SG_OK)
			return rc;
	}
	if (l->title == NULL)
		return sg_fail(why, SG_EINVAL, "line 1: the lesson is empty");
	if (l->ntries == 0)
		return sg_fail(why, SG_EINVAL, "line %zu: no \"try:\" line in "
		    "the lesson", no - 1);
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
	const struct game *g;
	char *copy, **argv;
	int argc, rc;

	*rules = NULL;
	if ((rc = sg_split(words, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	if (argc == 0 || (g = game_find(argv[0])) == NULL)
		rc = sg_fail(why, SG_EINVAL, "game \"%.64s\": unknown",
		    argc > 0 ? argv[0] : "");
	else
		rc = game_parse_args(g, argc - 1, argv + 1, rules, out, why);
	free(argv);
	free(copy);
	return rc;
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
