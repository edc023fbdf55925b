/*
 * say.h: a game in words, for the list of moves, the replay and the
 * verdicts on moves: what the theory says of a move, and who made which
 * move.
 */
#ifndef SPRAGUE_PLAY_SAY_H
#define SPRAGUE_PLAY_SAY_H

#include <stddef.h>

#include "engine/judge.h"
#include "engine/record.h"

/* A move from a position judged `from` to one judged `to`, in words:
 * "winning move (Grundy value 2 -> 0)", "a mistake: ...", "no winning
 * move existed"; appended to out.  Both must be known. */
void say_verdict(const struct verdict *from, const struct verdict *to,
    struct sbuf *out);

/* Move i of rec (from 0) in words, appended to out without a newline:
 * "3. Ann: take 2 from heap 1, leaving 1 4 5", or an edit: "2. Ann: what
 * if? the position set to 0 0 1 (an edit, not a move)". */
void say_record_move(const struct record *rec, size_t i, struct sbuf *out);

#endif
