/*
 * font.h: block letters and digits five lines high, as banner programs
 * draw them, for projector mode: the explanation's table and move, the
 * table panel's numbers, the game-over box's outcome and score, practice's
 * and lessons' answers.
 *
 * The font has the Latin letters (one case), the digits, a few marks of
 * the notation and the tick and cross (U+2713, U+2717), so that a verdict
 * reads big in every language; no Japanese or Chinese: a text holding a
 * character the font lacks is drawn with its figures in block digits and
 * its words at the normal size between them (font_text), or a screen
 * draws only the figures and marks big and the words under them.
 */
#ifndef SPRAGUE_UI_FONT_H
#define SPRAGUE_UI_FONT_H

#include <stdbool.h>

#include "ui/app.h"

enum { FONT_HEIGHT = 5 };

/* The rows of character c ('#' inked, '.' blank; all rows as wide), or
 * NULL for a character the font lacks.  Letters are one case. */
const char *const *font_glyph(char c);

/* Does the font draw every character of s (UTF-8)? */
bool font_has_all(const char *s);

/*
 * s in block letters at (y, x), FONT_HEIGHT lines high, in role r when
 * draw is set; returns its width in columns (a column between two
 * characters included).  Where the font lacks a character of s, the
 * figures and marks alone are drawn in blocks and the words between them
 * as ordinary text of the same role on the middle line.
 */
int font_text(struct app *a, int y, int x, enum role r, const char *s,
    bool draw);

#endif
