/*
 * resultline.h: a finished game as one line of the results log
 * (engine/results.h says the columns).
 */
#ifndef SPRAGUE_PLAY_RESULTLINE_H
#define SPRAGUE_PLAY_RESULTLINE_H

#include "play/session.h"

/*
 * The line of the game in s, which is over, played with hints off or
 * not, finished at date ("YYYY-MM-DD HH:MM:SS"), appended to out with its
 * newline.  The start is the game's true start, before any edit.
 */
void result_line(const struct session *s, bool hints_off, const char *date,
    struct sbuf *out);

#endif
