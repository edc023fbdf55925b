/*
 * presets.h: starting positions the menu offers, and random ones.  No
 * curses.
 */
#ifndef SPRAGUE_UI_PRESETS_H
#define SPRAGUE_UI_PRESETS_H

#include "engine/game.h"
#include "ui/session.h"

/* The named positions of a game, in its notation (options first), ended
 * by NULL; an empty list for a game without any. */
const char *const *preset_list(const struct game *g);

/*
 * A random position of a size the menu offers that is fair to the person:
 * won for the first player when the person moves first, lost when the
 * computer does, so perfect play from the person wins (under misere play
 * when misere is set).  opts, when not NULL, are game options put before
 * it ("--take 1,3,4").  Fills *rules (new, owned by the caller) and out;
 * seed drives the choice.
 */
int preset_random(const struct game *g, const char *opts, enum side first,
    bool misere, unsigned *seed, struct rules **rules, struct pos *out,
    struct sg_cause *why);

#endif
