/*
 * progress.c: the practice record on disk (progress.h).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "progress.h"
#include "savefile.h"

static const char header[] = "sprague progress 2";
static const char header_v1[] = "sprague progress 1";
/* The file's own words, which begin a pupil's line and a lesson's: never
 * a game's name. */
static const char pupil_word[] = "pupil", lesson_word[] = "lesson";

/* Translated where it is shown: _(progress_name_rule). */
const char progress_name_rule[] = N_("a name is 1 to 32 bytes of text, "
    "no control character, no blank at either end");

enum { COUNT_MAX = 1000000000 };

void
progress_free(struct progress *pg)
{
	free(pg->e);
	pg->e = NULL;
	pg->n = pg->cap = 0;
	free(pg->lessons);
	pg->lessons = NULL;
	pg->nlessons = 0;
}

static struct progress_entry *
find(const struct progress *pg, const char *name)
{
	size_t i;

	for (i = 0; i < pg->n; i++) {
		if (strcmp(pg->e[i].name, name) == 0 &&
		    strcmp(pg->e[i].pupil, pg->pupil) == 0)
			return &pg->e[i];
	}
	return NULL;
}

/* Is s well-formed UTF-8 with no control character? */
static bool
text_ok(const unsigned char *s)
{
	size_t k, more;

	while (*s != '\0') {
		if (*s < 0x20 || *s == 0x7f)
			return false;
		more = *s < 0x80 ? 0 : *s >= 0xc2 && *s <= 0xdf ? 1 :
		    *s >= 0xe0 && *s <= 0xef ? 2 : *s >= 0xf0 && *s <= 0xf4 ?
		    3 : 4;
		if (more == 4)
			return false;
		/* Overlong forms, surrogates and past U+10FFFF. */
		if ((s[0] == 0xe0 && s[1] < 0xa0) || (s[0] == 0xed &&
		    s[1] >= 0xa0) || (s[0] == 0xf0 && s[1] < 0x90) ||
		    (s[0] == 0xf4 && s[1] >= 0x90))
			return false;
		for (k = 1; k <= more; k++)
			if ((s[k] & 0xc0) != 0x80)
				return false;
		s += more + 1;
	}
	return true;
}

bool
progress_name_ok(const char *s)
{
	size_t n = strlen(s);

	return n >= 1 && n <= PROGRESS_PUPIL && s[0] != ' ' &&
	    s[n - 1] != ' ' && text_ok((const unsigned char *)s);
}

bool
progress_set_pupil(struct progress *pg, const char *name)
{
	if (name == NULL || name[0] == '\0') {
		pg->pupil[0] = '\0';
		return true;
	}
	if (!progress_name_ok(name))
		return false;
	memcpy(pg->pupil, name, strlen(name) + 1);	/* checked: it fits */
	return true;
}

unsigned
progress_level(const struct progress *pg, const char *name)
{
	const struct progress_entry *e = find(pg, name);

	return e != NULL ? e->level : 0;
}

struct progress_entry *
progress_get(struct progress *pg, const char *name)
{
	struct progress_entry *e = find(pg, name);

	if (e != NULL)
		return e;
	if (strlen(name) > PROGRESS_NAME)
		return NULL;
	if (pg->n == pg->cap) {
		size_t cap = pg->cap == 0 ? 16 : pg->cap * 2;

		if ((e = sg_reallocarray(pg->e, cap, sizeof *e)) == NULL)
			return NULL;
		pg->e = e;
		pg->cap = cap;
	}
	e = &pg->e[pg->n++];
	memset(e, 0, sizeof *e);
	snprintf(e->name, sizeof e->name, "%s", name);
	snprintf(e->pupil, sizeof e->pupil, "%s", pg->pupil);
	e->level = 1;
	return e;
}

static bool
good_name(const char *s)
{
	size_t n = strlen(s);

	return n >= 1 && n <= PROGRESS_NAME &&
	    strspn(s, "abcdefghijklmnopqrstuvwxyz0123456789-") == n;
}

/* One line of a game; false with the reason in msg. */
static bool
parse_line(struct progress *pg, char *line, char *msg, size_t len)
{
	char *w[9], *save = NULL, *t;
	struct progress_entry *e;
	uint64_t x[7];
	struct sg_cause why;
	int n = 0, k;

	for (t = strtok_r(line, " \t", &save); t != NULL;
	    t = strtok_r(NULL, " \t", &save)) {
		if (n == 9)
			break;
		w[n++] = t;
	}
	if (n != 8) {
		snprintf(msg, len, _("%d words, not 8 (a game, its level, then "
		    "right and answered for each kind)"), n);
		return false;
	}
	/* (It would be written back as a pupil's or a lesson's line.) */
	if (!good_name(w[0]) || strcmp(w[0], pupil_word) == 0 ||
	    strcmp(w[0], lesson_word) == 0) {
		snprintf(msg, len, _("\"%.40s\" is not a game's name"), w[0]);
		return false;
	}
	if (find(pg, w[0]) != NULL) {
		snprintf(msg, len, _("%s comes twice"), w[0]);
		return false;
	}
	for (k = 0; k < 7; k++) {
		if (sg_parse_u64(w[k + 1], k == 0 ? 5 : COUNT_MAX,
		    k == 0 ? "level" : "count", &x[k], &why) != SG_OK) {
			snprintf(msg, len, "%.150s", why.text);
			return false;
		}
	}
	if (x[0] < 1) {
		snprintf(msg, len, "%s", _("level 0: must be from 1 to 5"));
		return false;
	}
	for (k = 0; k < EX_KINDS; k++) {
		if (x[1 + 2 * k] > x[2 + 2 * k]) {
			snprintf(msg, len, "%s", _("more right than answered"));
			return false;
		}
	}
	if ((e = progress_get(pg, w[0])) == NULL) {
		snprintf(msg, len, "%s", _("out of memory"));
		return false;
	}
	e->level = (unsigned)x[0];
	for (k = 0; k < EX_KINDS; k++) {
		e->right[k] = (uint32_t)x[1 + 2 * k];
		e->tried[k] = (uint32_t)x[2 + 2 * k];
	}
	return true;
}

/* Lessons: the record of what was done on each line of a lesson. */

static struct progress_lesson *
lesson_find(const struct progress *pg, const char *name)
{
	size_t i;

	for (i = 0; i < pg->nlessons; i++)
		if (strcmp(pg->lessons[i].name, name) == 0)
			return &pg->lessons[i];
	return NULL;
}

static bool
good_marks(const char *m)
{
	size_t n = strlen(m);

	return n >= 1 && n <= PROGRESS_MARKS && strspn(m, "-prhw") == n;
}

const char *
progress_lesson_marks(const struct progress *pg, const char *name)
{
	const struct progress_lesson *l = lesson_find(pg, name);

	return l != NULL ? l->marks : NULL;
}

bool
progress_lesson_set(struct progress *pg, const char *name,
    const char *marks)
{
	struct progress_lesson *l;

	if (!good_name(name) || !good_marks(marks))
		return false;
	if ((l = lesson_find(pg, name)) == NULL) {
		l = sg_reallocarray(pg->lessons, pg->nlessons + 1, sizeof *l);
		if (l == NULL)
			return false;
		pg->lessons = l;
		l += pg->nlessons++;
		snprintf(l->name, sizeof l->name, "%s", name);
	}
	snprintf(l->marks, sizeof l->marks, "%s", marks);
	return true;
}

/* `lesson NAME MARKS`; false with the reason in msg. */
static bool
parse_lesson_line(struct progress *pg, char *line, char *msg, size_t len)
{
	char *w[4], *save = NULL, *t;
	int n = 0;

	for (t = strtok_r(line, " \t", &save); t != NULL && n < 4;
	    t = strtok_r(NULL, " \t", &save))
		w[n++] = t;
	if (n != 3) {
		snprintf(msg, len, "%s",
		    _("a lesson's line is \"lesson NAME MARKS\""));
		return false;
	}
	if (!good_name(w[1]) || lesson_find(pg, w[1]) != NULL) {
		snprintf(msg, len, _("lesson \"%.40s\": not a name, or twice"),
		    w[1]);
		return false;
	}
	if (!good_marks(w[2])) {
		/* TRANSLATORS: "- p r h w" are the marks a file holds. */
		snprintf(msg, len, _("lesson %s: marks are - p r h w"), w[1]);
		return false;
	}
	if (!progress_lesson_set(pg, w[1], w[2])) {
		snprintf(msg, len, "%s", _("out of memory"));
		return false;
	}
	return true;
}

/* A pupil line: the lines after it are that pupil's, until the next. */
static bool
pupil_line(struct progress *pg, const char *name, bool v1, char *msg,
    size_t len)
{
	size_t i;

	if (v1) {
		snprintf(msg, len, "%s", _("a pupil in a file of version 1"));
		return false;
	}
	if (!progress_name_ok(name)) {
		snprintf(msg, len, _("pupil \"%1$.40s\": %2$s"), name,
		    _(progress_name_rule));
		return false;
	}
	for (i = 0; i < pg->n; i++)
		if (strcmp(pg->e[i].pupil, name) == 0) {
			snprintf(msg, len, _("pupil %.40s comes twice"), name);
			return false;
		}
	/* The lines that follow are this pupil's.  (A pupil line with no
	 * game after it is a pupil without a record, as if it were not
	 * there.) */
	memcpy(pg->pupil, name, strlen(name) + 1);	/* checked: it fits */
	return true;
}

/* Is s[0..n) the word? */
static bool
is_word(const char *s, size_t n, const char *word)
{
	return n == strlen(word) && strncmp(s, word, n) == 0;
}

bool
progress_parse(struct progress *pg, const char *text, size_t len, char *msg,
    size_t msglen)
{
	char line[256], why[160];
	size_t at = 0, end, n, w, lineno = 0;
	bool v1 = false;

	if (memchr(text, '\0', len) != NULL) {
		snprintf(msg, msglen, "%s",
		    _("a NUL byte: not a progress file"));
		return false;
	}
	while (at < len) {
		for (end = at; end < len && text[end] != '\n'; end++)
			;
		n = end - at;
		if (n > 0 && text[at + n - 1] == '\r')
			n--;	/* a line ending of another system */
		lineno++;
		if (n >= sizeof line) {
			snprintf(msg, msglen, _("line %zu: too long"), lineno);
			return false;
		}
		memcpy(line, text + at, n);
		line[n] = '\0';
		at = end + 1;
		if (lineno == 1) {
			v1 = strcmp(line, header_v1) == 0;
			if (strcmp(line, header) != 0 && !v1) {
				snprintf(msg, msglen, _("line 1: not \"%s\""),
				    header);
				return false;
			}
			continue;
		}
		if (strspn(line, " \t") == n)
			continue;
		/* The first word says what the line is, however it is
		 * followed (a tab, say). */
		w = strcspn(line, " \t");
		if (is_word(line, w, pupil_word)) {
			/* A pupil's name starts after one space; a tab there
			 * is refused with the name. */
			if (!pupil_line(pg, line + w + (line[w] == ' '), v1,
			    why, sizeof why)) {
				snprintf(msg, msglen, _("line %1$zu: %2$s"),
				    lineno, why);
				return false;
			}
			continue;
		}
		/* A lesson's line is the account's, wherever it stands. */
		if (is_word(line, w, lesson_word) ?
		    !parse_lesson_line(pg, line, why, sizeof why) :
		    !parse_line(pg, line, why, sizeof why)) {
			snprintf(msg, msglen, _("line %1$zu: %2$s"), lineno,
			    why);
			return false;
		}
	}
	if (lineno == 0) {
		snprintf(msg, msglen, "%s", _("empty: not a progress file"));
		return false;
	}
	pg->pupil[0] = '\0';	/* the account's own, until set */
	return true;
}

static void
format_entry(const struct progress_entry *e, struct sbuf *out)
{
	int k;

	sbuf_printf(out, "%s %u", e->name, e->level);
	for (k = 0; k < EX_KINDS; k++)
		sbuf_printf(out, " %lu %lu", (unsigned long)e->right[k],
		    (unsigned long)e->tried[k]);
	sbuf_addc(out, '\n');
}

/* Is entry i the first of its pupil? */
static bool
first_of(const struct progress *pg, size_t i)
{
	size_t j;

	for (j = 0; j < i; j++)
		if (strcmp(pg->e[j].pupil, pg->e[i].pupil) == 0)
			return false;
	return true;
}

void
progress_format(const struct progress *pg, struct sbuf *out)
{
	size_t i, j;

	sbuf_printf(out, "%s\n", header);
	/* The account's own lines and its lessons, then each pupil's under
	 * the pupil's name, pupils in the order they came. */
	for (i = 0; i < pg->n; i++) {
		if (pg->e[i].pupil[0] != '\0')
			continue;
		format_entry(&pg->e[i], out);
	}
	for (i = 0; i < pg->nlessons; i++)
		sbuf_printf(out, "%s %s %s\n", lesson_word, pg->lessons[i].name,
		    pg->lessons[i].marks);
	for (i = 0; i < pg->n; i++) {
		const char *who = pg->e[i].pupil;

		if (who[0] == '\0' || !first_of(pg, i))
			continue;
		sbuf_printf(out, "%s %s\n", pupil_word, who);
		for (j = i; j < pg->n; j++)
			if (strcmp(pg->e[j].pupil, who) == 0)
				format_entry(&pg->e[j], out);
	}
}

/* Rename the damaged file out of the way: progress.damaged, or with a
 * number when that is taken.  The new name in aside. */
static bool
set_aside(const char *path, char *aside, size_t len)
{
	FILE *f;
	int i;

	for (i = 0; i < 10; i++) {
		if (i == 0)
			snprintf(aside, len, "%s.damaged", path);
		else
			snprintf(aside, len, "%s.damaged.%d", path, i);
		if ((f = fopen(aside, "r")) != NULL) {
			fclose(f);
			continue;
		}
		if (errno == ENOENT)
			return rename(path, aside) == 0;
	}
	return false;
}

bool
progress_load(struct progress *pg, char *msg, size_t len)
{
	char why[200], aside[1100];
	struct sg_cause cause;
	struct stat st;
	struct sbuf dir;
	size_t baselen, n = 0;
	const char *xdg;
	char *text = NULL;
	int rc;

	memset(pg, 0, sizeof *pg);
	msg[0] = '\0';
	sbuf_init(&dir);
	if (!sg_user_dir("XDG_DATA_HOME", ".local/share", &dir, &baselen)) {
		sbuf_free(&dir);
		snprintf(msg, len, "%s", _("Progress is not kept: neither "
		    "XDG_DATA_HOME nor HOME names a directory."));
		return false;
	}
	snprintf(pg->path, sizeof pg->path, "%s/progress", sbuf_str(&dir));
	/* A learner's record is data, not a cache: an XDG_DATA_HOME that
	 * does not exist yet is made, as the base directory specification
	 * asks (from the root down); a missing HOME never is. */
	if ((xdg = getenv("XDG_DATA_HOME")) != NULL && xdg[0] == '/')
		baselen = 1;
	pg->keep = sg_make_dirs(sbuf_str(&dir), baselen);
	sbuf_free(&dir);
	if (!pg->keep) {
		snprintf(msg, len, _("Progress is not kept: cannot make the "
		    "directory of %s."), pg->path);
		return false;
	}
	if (lstat(pg->path, &st) != 0 && errno == ENOENT)
		return true;	/* nothing practised yet */
	rc = savefile_read_text(pg->path, &text, &n, &cause);
	if (rc != SAVEFILE_OK) {
		pg->keep = false;
		snprintf(msg, len, _("Progress is not kept: %1$.300s: %2$s"),
		    pg->path, cause.text);
		return false;
	}
	if (progress_parse(pg, text, n, why, sizeof why)) {
		free(text);
		return true;
	}
	free(text);
	progress_free(pg);
	if (set_aside(pg->path, aside, sizeof aside)) {
		snprintf(msg, len, _("The progress file was damaged (%1$s); it "
		    "is kept as %2$s and practice starts afresh."), why, aside);
		return false;
	}
	pg->keep = false;
	snprintf(msg, len, _("The progress file %1$s is damaged (%2$s) and "
	    "cannot be set aside: progress is not kept."), pg->path, why);
	return false;
}

bool
progress_save(struct progress *pg, char *msg, size_t len)
{
	struct sg_cause why;
	struct sbuf text;
	bool good;

	if (!pg->keep)
		return true;
	sbuf_init(&text);
	progress_format(pg, &text);
	good = !text.oom && savefile_write_text(pg->path, sbuf_str(&text),
	    text.len, &why) == SAVEFILE_OK;
	if (!good)
		snprintf(msg, len, _("Progress not saved: %s"), text.oom ?
		    _("out of memory") : why.text);
	sbuf_free(&text);
	return good;
}
