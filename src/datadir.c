/*
 * datadir.c: the data directory.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"

const char *
datadir(void)
{
	const char *d = getenv("SPRAGUE_DATADIR");

	return d != NULL && *d != '\0' ? d : PKGDATADIR;
}

int
datadir_read(const char *rel, struct sbuf *out)
{
	struct sbuf path;
	char buf[4096];
	size_t n;
	FILE *f;
	int saved;

	sbuf_init(&path);
	sbuf_printf(&path, "%s/%s", datadir(), rel);
	if (path.oom) {
		sbuf_free(&path);
		errno = ENOMEM;
		return -1;
	}
	f = fopen(sbuf_str(&path), "r");
	sbuf_free(&path);
	if (f == NULL)
		return -1;
	while ((n = fread(buf, 1, sizeof buf - 1, f)) > 0) {
		buf[n] = '\0';
		sbuf_add(out, buf);
	}
	saved = ferror(f) ? EIO : out->oom ? ENOMEM : 0;
	fclose(f);
	if (saved != 0) {
		errno = saved;
		return -1;
	}
	return 0;
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
	if (datadir_read(sbuf_str(&rel), &text) != 0)
		reason = strerror(errno);
	else if (lesson_parse(sbuf_str(&text), text.len, l, &why) != SG_OK)
		reason = why.text;
	if (reason != NULL)
		snprintf(cause, len, "%s/%s: %s", datadir(), sbuf_str(&rel),
		    reason);
	sbuf_free(&rel);
	sbuf_free(&text);
	return reason != NULL ? -1 : 0;
}
