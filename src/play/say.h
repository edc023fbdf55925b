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
 * "3. Ann: take 2 from heap 1, leaving 1 4 5", numbered as moves only, or
 * an edit, which has no number: "-. Ann: what
 * if? the position set to 0 0 1 (an edit, not a move)". */
/* "take 1 from heap 2, leaving 3 1" in the person's language. */
void say_move(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out);

void say_record_move(const struct record *rec, size_t i, struct sbuf *out);
/* The number of the move made at step i (from 0) of rec, counting moves
 * only (an edit of what if? is not one), as the status line does. */
size_t say_move_number(const struct record *rec, size_t i);

/*
 * The value history of a game as a chart in text, one column (two
 * characters) a move, in blocks of as many moves as width columns hold:
 *
 *   remoteness 8 |#
 *                |# #
 *                |# # # #
 *   value        |W W L W     W: the mover could win, L: could not
 *   mistakes     |    !       !: a won position left lost
 *   move         |1       5
 *
 * v: the verdicts of the positions (rec->moves.n + 1, as judge_record
 * gives them); rem: their remoteness, or NULL where unknown (misere
 * play), a position past the search being UINT64_MAX; at: a move (from
 * 1) to point at with the glyph at, 0 for none.  Appended to out,
 * every line ending in a newline; nothing for a game without moves.
 */
struct chart_glyphs {
	const char *bar, *win, *lose, *mistake, *at;
};
void say_chart(const struct record *rec, const struct verdict *v,
    const uint64_t *rem, size_t at, const struct chart_glyphs *gl,
    int width, struct sbuf *out);

#endif
