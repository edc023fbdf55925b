/*
 * datadir.c: the data directory.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "buildtree.h"
#include "datadir.h"
#include "i18n.h"

/* Is dir/games a directory (is the data there)? */
static bool
has_data(const char *dir)
{
	struct sbuf games;
	struct stat st;
	bool yes;

	sbuf_init(&games);
	sbuf_printf(&games, "%s/games", dir);
	yes = !games.oom && stat(sbuf_str(&games), &st) == 0 &&
	    S_ISDIR(st.st_mode);
	sbuf_free(&games);
	return yes;
}

/*
 * $SPRAGUE_DATADIR, else the installed directory; the program of the
 * build tree (or one whose installed data is missing) finds the data of
 * its source tree, which configure recorded, so that what is run from
 * the build tree is what was just built, installed or not.
 */
const char *
datadir(void)
{
	const char *d = getenv("SPRAGUE_DATADIR");

	if (d != NULL && *d != '\0')
		return d;
#ifdef SRCDATADIR
	if ((buildtree_here() || !has_data(PKGDATADIR)) &&
	    has_data(SRCDATADIR))
		return SRCDATADIR;
#endif
	return PKGDATADIR;
}

/*
 * Read the whole of fd into out.  NULL, or the reason it cannot be read as
 * text, in why[0..len-1]: a NUL byte would silently end the text there.
 */
static const char *
read_text(int fd, struct sbuf *out, char *why, size_t len)
{
	char buf[4096];
	const char *nul;
	unsigned long line = 1;
	ssize_t n;
	size_t i;

	for (;;) {
		n = read(fd, buf, sizeof buf - 1);
		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return strerror(errno);
		if (n == 0)
			break;
		if ((nul = memchr(buf, '\0', (size_t)n)) != NULL) {
			for (i = 0; i < (size_t)(nul - buf); i++)
				line += buf[i] == '\n';
			for (i = 0; i < out->len; i++)
				line += out->s[i] == '\n';
			snprintf(why, len, _("line %lu: a NUL byte, which a "
			    "text file does not hold"), line);
			return why;
		}
		buf[n] = '\0';
		sbuf_add(out, buf);
	}
	return out->oom ? strerror(ENOMEM) : NULL;
}

/*
 * Read the file sub/rel of the data directory (sub empty: rel itself).
 * 0, or -1 with the reason in cause (or, when missing is not NULL and the
 * file does not exist, -1 with *missing set and cause untouched).
 */
static int
read_one(const char *sub, const char *rel, struct sbuf *out, char *cause,
    size_t len, bool *missing)
{
	struct sbuf path;
	struct stat st;
	const char *reason = NULL;
	char nulwhy[160];
	int fd;

	sbuf_init(&path);
	sbuf_printf(&path, "%s/%s%s%s", datadir(), sub, *sub != '\0' ? "/" :
	    "", rel);
	if (path.oom)
		reason = strerror(ENOMEM);
	else if ((fd = open(sbuf_str(&path), O_RDONLY | O_NONBLOCK |
	    O_NOCTTY)) < 0) {
		if (errno == ENOENT && missing != NULL) {
			*missing = true;
			sbuf_free(&path);
			return -1;
		}
		reason = strerror(errno);
	} else {
		if (fstat(fd, &st) != 0)
			reason = strerror(errno);
		else if (S_ISDIR(st.st_mode))
			reason = _("a directory, not a file");
		else if (!S_ISREG(st.st_mode))
			reason = _("not a regular file");
		else
			reason = read_text(fd, out, nulwhy, sizeof nulwhy);
		close(fd);
	}
	if (reason != NULL)
		snprintf(cause, len, "%s: %s", sbuf_str(&path), reason);
	sbuf_free(&path);
	return reason != NULL ? -1 : 0;
}

void
datadir_path(const char *rel, struct sbuf *out)
{
	struct i18n_lang lang[8];
	size_t i, n = i18n_languages(lang, sizeof lang / sizeof lang[0]);
	struct stat st;

	for (i = 0; i < n; i++) {
		sbuf_reset(out);
		sbuf_printf(out, "%s/%s/%s", datadir(), lang[i].name, rel);
		if (!out->oom && stat(sbuf_str(out), &st) == 0)
			return;
	}
	sbuf_reset(out);
	sbuf_printf(out, "%s/%s", datadir(), rel);
}

/*
 * The text in the person's language where data/LANG/ has it (data/ja/,
 * data/zh_CN/), else the English of data/ itself.
 */
int
datadir_read(const char *rel, struct sbuf *out, char *cause, size_t len)
{
	struct i18n_lang lang[8];
	size_t i, n = i18n_languages(lang, sizeof lang / sizeof lang[0]);
	bool missing;

	for (i = 0; i < n; i++) {
		missing = false;
		if (read_one(lang[i].name, rel, out, cause, len, &missing) == 0)
			return 0;
		if (!missing)
			return -1;
	}
	return read_one("", rel, out, cause, len, NULL);
}

int
datadir_lesson(const char *name, struct lesson *l, char *cause, size_t len)
{
	struct sg_cause why;
	struct sbuf rel, text;
	const char *reason = NULL;

	memset(l, 0, sizeof *l);
	sbuf_init(&rel);
	sbuf_init(&text);
	sbuf_printf(&rel, "lessons/%s.txt", name);
	if (datadir_read(sbuf_str(&rel), &text, cause, len) != 0)
		reason = cause;
	else if (lesson_parse(sbuf_str(&text), text.len, l, &why) != SG_OK) {
		reason = why.text;
		snprintf(cause, len, "%s/%s: %s", datadir(), sbuf_str(&rel),
		    reason);
	}
	sbuf_free(&rel);
	sbuf_free(&text);
	return reason != NULL ? -1 : 0;
}
