/*
 * wrap.h: a text of many lines broken into lines of a width, where each
 * language breaks them (text_break), for the screens and the printed
 * lessons alike.
 */
#ifndef SPRAGUE_WRAP_H
#define SPRAGUE_WRAP_H

#include "util.h"

/*
 * text (lines ended by '\n') broken into lines of at most w columns where
 * text_break says, appended to out, each ended by '\n'; the blanks at a
 * break are dropped, and a line's continuations are indented as the line
 * is, and past its number when it is a numbered item ("1. ", "(2) "),
 * unless that is more than half of w.
 */
void wrap_text(const char *text, int w, struct sbuf *out);

#endif
