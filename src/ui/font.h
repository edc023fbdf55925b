/*
 * font.h: block letters and digits five lines high, as banner programs
 * draw them, for projector mode (the explanation's table and move).
 */
#ifndef SPRAGUE_UI_FONT_H
#define SPRAGUE_UI_FONT_H

enum { FONT_HEIGHT = 5 };

/* The rows of character c ('#' inked, '.' blank; all rows as wide), or
 * NULL for a character the font lacks.  Letters are one case. */
const char *const *font_glyph(char c);

#endif
