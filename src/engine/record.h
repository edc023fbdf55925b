/*
 * record.h: a game record (the game, its options, the start, every move,
 * the players and the computer's level) and its text form, the saved game.
 * No file is read or written here; see savefile.h in the program.
 *
 * The text is version 1 of the format `sprague-game`, or version 2 when
 * the game was edited: lines ended by a newline (a reader also takes CR
 * LF), in this order and no other:
 *
 *	sprague-game 1
 *	game: subtract
 *	options: --take 1,3,4		(only for a game whose options say
 *					 something)
 *	play: normal			(or misere)
 *	start: 10 7			(the position, in the game's notation)
 *	player 1: human Ann		(moves first: human [NAME] or computer)
 *	player 2: computer
 *	level: perfect			(perfect, strong, casual, beginner)
 *	moves: 2			(how many move lines follow)
 *	move 1: 9 7			(each move as the position it leads to)
 *	move 2: 6 7
 *	hints: 2			(optional: the moves made after a hint
 *					 was seen, by number, ascending)
 *	seen: 1 0			(optional: the hints each player saw,
 *					 every one: also those before an edit
 *					 or a take-back; written when more
 *					 than the hints line shows)
 *	takebacks: 1			(optional: the times moves were taken
 *					 back, when any were)
 *	edits made: 1			(optional: the edits ever made, when
 *					 more than the edit lines, some taken
 *					 back)
 *	match: yes			(optional: begun with hints off and
 *					 never unlocked; such a game has none
 *					 of the four lines above)
 *
 * Version 2 adds edits ("what if?"): a step of the game that sets the
 * position rather than moving, made by the player to move, who is still
 * to move after it.  An edit takes the place of a move line and its
 * number, `edit 2: 1 1`, and the `moves:` line counts move and edit lines
 * together; the start stays the game's true start.  A game without edits
 * is written as version 1, so older readers read it.
 *
 * A reader checks every line and every move (game->rules.check), and names the
 * first bad line by its number.
 */
#ifndef SPRAGUE_RECORD_H
#define SPRAGUE_RECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "strategy_level.h"

enum {
	RECORD_VERSION = 1,
	RECORD_VERSION_EDITS = 2,	/* the version with edit lines */
	RECORD_LINE_MAX = 1048576,	/* bytes in a line, without newline */
	RECORD_NAME_MAX = 32,		/* characters in a player's name */
	RECORD_NAME_BYTES = 4 * RECORD_NAME_MAX	/* its UTF-8 bytes */
};

enum record_kind {
	RECORD_HUMAN,
	RECORD_COMPUTER
};

struct record_player {
	enum record_kind kind;
	char name[RECORD_NAME_BYTES + 1];	/* "" when unnamed */
};

struct record {
	struct rules *rules;	/* owned; the game is rules->game */
	bool misere;
	struct pos start;
	struct poslist moves;	/* moves.p[i]: the position after move i+1 */
	struct record_player player[2];	/* [0] makes the first move */
	enum strategy_level level;
	size_t *hints;		/* owned: the moves (from 1) made after a
				   hint, ascending; nhints of them */
	size_t nhints;
	size_t *edits;		/* owned: the steps (from 1) of moves that
				   are edits, ascending; nedits of them */
	size_t nedits;
	size_t seen[2];		/* hints seen by each player, at least the
				   hints line's (record_seen) */
	size_t takebacks;	/* times moves were taken back */
	size_t edits_made;	/* edits ever made, at least nedits */
	bool match;		/* a match: locked, never unlocked */
};

/* An empty record: no rules, no moves, two unnamed humans, perfect. */
void record_init(struct record *rec);
/* Free what rec owns (its rules too) and empty it. */
void record_free(struct record *rec);

/* Append the move to `to` after game->rules.check accepts it from the last
 * position: SG_OK, SG_EINVAL with the reason, or SG_ENOMEM. */
int record_move(struct record *rec, const struct pos *to,
    struct sg_cause *why);
/* Append an edit: the position set to `to`, not a move (no rule is
 * checked).  SG_OK or SG_ENOMEM (why says so). */
int record_edit(struct record *rec, const struct pos *to,
    struct sg_cause *why);
/* Is step i (from 1) of rec->moves an edit? */
bool record_is_edit(const struct record *rec, size_t i);
/* The player (0 first, 1 second) to move at position i (0: the start):
 * edits do not change whose turn it is. */
int record_player_at(const struct record *rec, size_t i);
/* The moves of rec, edits not counted. */
size_t record_moves_made(const struct record *rec);
/* Move i (from 1) was made after a hint: add it to rec->hints (kept
 * ascending; moves are noted in order).  SG_OK or SG_ENOMEM. */
int record_hint(struct record *rec, size_t i);
/* The hints player i (0 first) saw: rec->seen[i], or the moves of
 * the hints line that player made, if more. */
size_t record_seen(const struct record *rec, int i);
/* The edits ever made: rec->edits_made, or the edit lines, if more. */
size_t record_edits_made(const struct record *rec);
/* Was the game ever unlocked (a hint, an edit, a take-back)?  Then it
 * cannot be a match; *what names the first, in the engine's words
 * (NULL when false). */
bool record_unlocked(const struct record *rec, const char **what);
/* The position after move i (0: the start), for i <= rec->moves.n. */
const struct pos *record_pos(const struct record *rec, size_t i);

/* Is name acceptable for a player: UTF-8 of at most RECORD_NAME_MAX
 * characters, no control character (C0, DEL or C1, which a terminal may
 * act on), no blank at either end, and not the computer's (below)? */
bool record_name_ok(const char *name);
/* Is name the computer's, "computer" in any case and width (full-width
 * letters too), which no person may take? */
bool record_name_reserved(const char *name);

/*
 * The text of rec, appended to out.  SG_OK; SG_ERANGE when a line would
 * pass RECORD_LINE_MAX or a name is not acceptable, naming which (nothing
 * of it is then worth writing); SG_ENOMEM.
 */
int record_format(const struct record *rec, struct sbuf *out,
    struct sg_cause *why);

/*
 * Read a saved game from text[0..len-1] into rec (initialised by the
 * caller; on failure left empty).  SG_OK; SG_EINVAL for anything wrong,
 * with `line N: reason` in why; SG_ENOMEM.
 */
int record_parse(const char *text, size_t len, struct record *rec,
    struct sg_cause *why);

#endif
