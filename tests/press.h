/*
 * press.h: keys for the move models in tests, as one string.
 */
#ifndef SPRAGUE_TESTS_PRESS_H
#define SPRAGUE_TESTS_PRESS_H

#include <stdbool.h>

#include "play/choice.h"

/*
 * Press the keys of a string on choice c over position p: < > ^ v are the
 * arrows, t Tab, e Enter, x Escape, k the next kind of move, digits are
 * digits.  Returns whether the last key asked for the move; why keeps the
 * refusal of the last key (empty when it was taken).
 */
bool press_keys(struct choice *c, const struct pos *p, const char *keys,
    struct sg_cause *why);

#endif
