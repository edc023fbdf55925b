/*
 * session.h: one game being played between a person and the computer:
 * the rules, the history of positions (for undo and redo), whose turn it
 * is, the computer's reply and the hint.  No curses here, so the tests can
 * play whole games through it.
 */
#ifndef SPRAGUE_UI_SESSION_H
#define SPRAGUE_UI_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/game.h"

enum side {
	SIDE_HUMAN,
	SIDE_COMPUTER
};

struct session {
	const struct game *game;
	struct rules *rules;	/* owned */
	struct poslist hist;	/* hist.p[0] the start; one entry a move */
	size_t cur;		/* the position on the board */
	enum side first;	/* who made the first move */
};

/*
 * Read a position in the game's notation from words: game options
 * (`--take 1,3,4` or `--take=1,3,4`) first, then the position.  Fills
 * *rules (new, owned by the caller) and out.  SG_OK, or an engine status
 * with the reason in why.
 */
int sess_parse(const struct game *g, int argc, char *const argv[],
    struct rules **rules, struct pos *out, struct sg_cause *why);
/* The same from one line of text, split at blanks. */
int sess_parse_line(const struct game *g, const char *line,
    struct rules **rules, struct pos *out, struct sg_cause *why);

/* Start a session; it takes rules and copies start. */
int sess_init(struct session *s, struct rules *rules, const struct pos *start,
    enum side first);
void sess_free(struct session *s);

/* The position on the board, whose turn it is, the move number (from 1). */
const struct pos *sess_pos(const struct session *s);
enum side sess_turn(const struct session *s);
size_t sess_move_number(const struct session *s);
/* Is the game over (no legal move)?  Then the player not to move won. */
bool sess_over(const struct session *s);

/* Make a move to `to` after game->check accepts it; drops the redo list. */
int sess_move(struct session *s, const struct pos *to, struct sg_cause *why);
/* The computer's choice in the current position: a winning move when one
 * exists, else the game's move that keeps it going.  out is filled. */
int sess_reply(const struct session *s, struct pos *out, struct sg_cause *why);
/* Back to the player's previous turn, or forward to the next; false when
 * there is nothing to undo or redo. */
bool sess_undo(struct session *s);
bool sess_redo(struct session *s);
/* Back to the start, with an empty history. */
void sess_restart(struct session *s);

/* The last move made (the positions before and after); false at the start. */
bool sess_last(const struct session *s, const struct pos **from,
    const struct pos **to);

/* The position in notation with the game's options: "--take 1,3,4 10 7". */
void sess_notation(const struct session *s, const struct pos *p,
    struct sbuf *out);
/* The status line: "nim | your turn | move 3 | nim 3 4 5". */
void sess_status(const struct session *s, struct sbuf *out);
/* A move in words with the position it leads to:
 * "take 2 from heap 1, leaving 1 4 5". */
void sess_say_move(const struct session *s, const struct pos *from,
    const struct pos *to, struct sbuf *out);

/*
 * The hint: every winning move from the current position (up to limit),
 * each as a line of text, or the one line saying that every move loses.
 * sol is initialised here and owned by the caller (solution_free).
 */
struct hint {
	struct solution sol;
	char **lines;		/* owned, nlines entries */
	size_t nlines;
};
int sess_hint(const struct session *s, size_t limit, struct hint *h,
    struct sg_cause *why);
void sess_hint_free(struct hint *h);

#endif
