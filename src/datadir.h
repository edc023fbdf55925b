/*
 * datadir.h: where the rules texts and lessons live.  The installed
 * $(pkgdatadir), or $SPRAGUE_DATADIR when it is set (tests, uninstalled
 * runs).  This is the only place that knows the path.
 */
#ifndef SPRAGUE_DATADIR_H
#define SPRAGUE_DATADIR_H

#include "engine/util.h"

/* The data directory, without a trailing slash. */
const char *datadir(void);

/* Read the file rel (such as "games/nim.txt") under the data directory
 * into out.  Returns 0, or -1 with errno set. */
int datadir_read(const char *rel, struct sbuf *out);

#endif
