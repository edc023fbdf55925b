/*
 * lessondir.c: where the lessons are found (lessondir.h).
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "i18n.h"
#include "lessondir.h"
#include "savefile.h"

/* The teacher's directory of lessons into out; false when there is none
 * to look in (neither XDG_DATA_HOME nor HOME names a directory). */
static bool
teacher_dir(struct sbuf *out)
{
	size_t baselen;

	if (!sg_user_dir("XDG_DATA_HOME", ".local/share", out, &baselen))
		return false;
	sbuf_add(out, "/lessons");
	return !out->oom;
}

/* The name of a lesson file (NAME.txt, NAME of a sane length without a
 * leading dot) into name; false if it is none. */
static bool
file_name(const char *file, char *name, size_t len)
{
	size_t n = strlen(file);

	if (n <= 4 || n - 4 >= len || strcmp(file + n - 4, ".txt") != 0 ||
	    file[0] == '.')
		return false;
	memcpy(name, file, n - 4);
	name[n - 4] = '\0';
	return true;
}

/* Add the lesson name, read from the file path. */
static bool
add_ref(struct lesson_ref **refs, size_t *n, const char *name,
    const char *path, bool teacher)
{
	struct lesson_ref *r;

	if ((r = sg_reallocarray(*refs, *n + 1, sizeof *r)) == NULL)
		return false;
	*refs = r;
	r += (*n)++;
	memset(r, 0, sizeof *r);
	snprintf(r->name, sizeof r->name, "%s", name);
	snprintf(r->path, sizeof r->path, "%s", path);
	r->teacher = teacher;
	return true;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(((const struct lesson_ref *)a)->name,
	    ((const struct lesson_ref *)b)->name);
}

/* The teacher's lessons, by name. */
static bool
list_teacher(struct lesson_ref **refs, size_t *n)
{
	struct sbuf dir, path;
	struct dirent *e;
	char name[64];
	size_t first = *n;
	bool good = true;
	DIR *d;

	sbuf_init(&dir);
	sbuf_init(&path);
	if (teacher_dir(&dir) && (d = opendir(sbuf_str(&dir))) != NULL) {
		while (good && (e = readdir(d)) != NULL)
			if (file_name(e->d_name, name, sizeof name)) {
				sbuf_reset(&path);
				sbuf_printf(&path, "%s/%s", sbuf_str(&dir),
				    e->d_name);
				good = !path.oom && add_ref(refs, n, name,
				    sbuf_str(&path), true);
			}
		closedir(d);
		qsort(*refs + first, *n - first, sizeof **refs, by_name);
	}
	sbuf_free(&dir);
	sbuf_free(&path);
	return good;
}

int
lessondir_list(struct lesson_ref **refs, size_t *n, char *cause, size_t len)
{
	struct sbuf index, path, rel;
	const char *s;
	char name[64];
	int rc = 0;

	*refs = NULL;
	*n = 0;
	if (!list_teacher(refs, n)) {
		snprintf(cause, len, "%s", _("out of memory"));
		return -1;
	}
	sbuf_init(&index);
	sbuf_init(&path);
	sbuf_init(&rel);
	if (datadir_read("lessons/index", &index, cause, len) != 0)
		rc = -1;
	for (s = sbuf_str(&index); rc == 0 && lesson_index_next(&s, name,
	    sizeof name);) {
		if (strchr(name, '/') != NULL)
			continue;
		/* In the person's language where the data has it. */
		sbuf_reset(&rel);
		sbuf_reset(&path);
		sbuf_printf(&rel, "lessons/%s.txt", name);
		datadir_path(sbuf_str(&rel), &path);
		if (rel.oom || path.oom || !add_ref(refs, n, name,
		    sbuf_str(&path), false)) {
			snprintf(cause, len, "%s", _("out of memory"));
			rc = -1;
		}
	}
	sbuf_free(&index);
	sbuf_free(&path);
	sbuf_free(&rel);
	return rc;
}

bool
lessondir_is_file(const char *arg)
{
	size_t n = strlen(arg);

	return strchr(arg, '/') != NULL ||
	    (n > 4 && strcmp(arg + n - 4, ".txt") == 0);
}

bool
lessondir_find(const char *arg, struct lesson_ref *out)
{
	struct lesson_ref *refs;
	const char *base;
	char cause[320];
	size_t n, i;
	bool found = false;

	memset(out, 0, sizeof *out);
	if (lessondir_is_file(arg)) {
		base = strrchr(arg, '/') != NULL ? strrchr(arg, '/') + 1 : arg;
		if (!file_name(base, out->name, sizeof out->name))
			snprintf(out->name, sizeof out->name, "%.40s", base);
		snprintf(out->path, sizeof out->path, "%s", arg);
		out->teacher = true;
		return true;
	}
	lessondir_list(&refs, &n, cause, sizeof cause);
	for (i = 0; i < n && !found; i++)
		if (strcmp(refs[i].name, arg) == 0) {
			*out = refs[i];
			found = true;
		}
	free(refs);
	return found;
}

int
lessondir_read(const struct lesson_ref *ref, char **text, size_t *n,
    char *cause, size_t len)
{
	struct sg_cause why;

	if (savefile_read_text(ref->path, text, n, &why) != SAVEFILE_OK) {
		snprintf(cause, len, "%s: %s", ref->path, why.text);
		return -1;
	}
	return 0;
}

bool
lessondir_key(const struct lesson_ref *ref, char *key, size_t len)
{
	const char *s;
	int n;

	n = snprintf(key, len, "%s%s", ref->teacher ? "my-" : "", ref->name);
	if (n < 0 || (size_t)n >= len || n > 32)
		return false;
	for (s = key; *s != '\0'; s++)
		if (strchr("abcdefghijklmnopqrstuvwxyz0123456789-", *s) ==
		    NULL)
			return false;
	return true;
}

bool
lessondir_score(const struct lesson *l, const char *marks, char *out,
    size_t len)
{
	size_t i, done = 0, right = 0, asks = 0;

	out[0] = '\0';
	for (i = 0; i < l->ntries; i++)
		asks += l->tries[i].ask;
	if (marks == NULL || strlen(marks) != l->ntries)
		return false;
	for (i = 0; i < l->ntries; i++) {
		done += marks[i] != '-';
		right += marks[i] == 'r';
	}
	if (done == l->ntries)
		snprintf(out, len, _("done, %1$zu of %2$zu right"), right,
		    asks);
	else if (done > 0)
		/* TRANSLATORS: a lesson's progress: lines done of all its
		 * lines, answers right of all its questions. */
		snprintf(out, len, _("%1$zu of %2$zu lines, %3$zu of %4$zu "
		    "right"), done, l->ntries, right, asks);
	return done == l->ntries;
}

int
lessondir_load(const struct lesson_ref *ref, struct lesson *l, char *cause,
    size_t len)
{
	struct sg_cause why;
	char *text;
	size_t n;
	int rc;

	memset(l, 0, sizeof *l);
	if (lessondir_read(ref, &text, &n, cause, len) != 0)
		return -1;
	rc = lesson_parse(text, n, l, &why);
	free(text);
	if (rc != SG_OK) {
		snprintf(cause, len, "%s: %s", ref->path, why.text);
		return -1;
	}
	return 0;
}
