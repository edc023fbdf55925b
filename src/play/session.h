/*
 * session.h: one game being played: the rules, normal or misere play, the
 * two players (a person against the computer, two people at one keyboard,
 * or the computer against itself), the computer's level, the history of
 * positions (for undo and redo), whose turn it is, the computer's reply
 * and the hint.  No curses here, so the tests can play whole games
 * through it.
 */
#ifndef SPRAGUE_PLAY_SESSION_H
#define SPRAGUE_PLAY_SESSION_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/game.h"
#include "engine/judge.h"
#include "engine/record.h"
#include "engine/remote.h"
#include "engine/strategy.h"
#include "play/player.h"

enum side {
	SIDE_HUMAN,
	SIDE_COMPUTER
};

/*
 * The fields are for this module: screens read the session through the
 * functions below and change it only through them.
 */
struct session {
	const struct game *game;
	struct rules *rules;	/* owned */
	struct poslist hist;	/* hist.p[0] the start; one entry a move */
	size_t cur;		/* the position on the board */
	struct record_player player[2];	/* [0] makes the first move */
	enum strategy_level level;	/* the computer's */
	struct strategy_rng rng;	/* the computer's random choices */
	bool misere;		/* the last player to move loses */
	struct judge judge;	/* solves positions for the reply and hint */
	struct remote *remote;	/* remoteness, searched when first asked */
	unsigned char *helped;	/* helped[i]: the move from history entry
				   i came after a hint; ncap entries */
	size_t helped_cap;
	unsigned char *edited;	/* edited[i]: history entry i was set by
				   an edit ("what if?"), not a move */
	size_t edited_cap;
	size_t seen[2];		/* hints each player saw, every one */
	size_t takebacks;	/* times moves were taken back */
	size_t edits_made;	/* edits ever made */
	size_t acted;		/* moves, edits and take-backs since the
				   session began (not carried from a file) */
	bool match;		/* locked: no hint until the game is over */
	bool continued;		/* from a saved game */
};

/* game_parse_args() and game_parse_line() (game.h), under the names
 * their first callers knew. */
int sess_parse(const struct game *g, int argc, char *const argv[],
    struct rules **rules, struct pos *out, struct sg_cause *why);
int sess_parse_line(const struct game *g, const char *line,
    struct rules **rules, struct pos *out, struct sg_cause *why);

/* Start a session of a person against the computer at level perfect,
 * normal play; it takes rules and copies start. */
int sess_init(struct session *s, struct rules *rules, const struct pos *start,
    enum side first);
void sess_free(struct session *s);

/* Who plays a game to come, and how. */
enum play_mode {
	PLAY_COMPUTER,		/* a person against the computer */
	PLAY_TWO,		/* two people at one keyboard */
	PLAY_DEMO		/* the computer against itself */
};

struct sess_setup {
	enum play_mode mode;
	char name[2][RECORD_NAME_BYTES + 1];	/* the people's, or "" */
	enum strategy_level level;
	bool misere;
	uint64_t seed;		/* for the computer's random choices */
};

/* A setup of a person against the computer at level perfect, normal
 * play. */
void sess_setup_init(struct sess_setup *setup);
/* Two people named in text "Ann,Bob" (the first moves first; either name
 * may be empty): SG_OK, or SG_EINVAL with the reason. */
int sess_setup_names(struct sess_setup *setup, const char *text,
    struct sg_cause *why);
/* The same where two people are asked for (the menu's two players): one
 * name alone is refused, and setup is changed only on SG_OK. */
int sess_setup_two_names(struct sess_setup *setup, const char *text,
    struct sg_cause *why);

/* Can a game start from p (a move to make)?  SG_OK, or SG_EINVAL with
 * the reason. */
int sess_startable(struct rules *r, const struct pos *p, struct sg_cause *why);

/*
 * Start a session as setup says (first: who moves first when a person
 * plays the computer).  It takes rules, freeing them on failure.  SG_OK,
 * or the reason (misere play of a position past the search's limits).
 */
int sess_start(struct session *s, struct rules *rules,
    const struct pos *start, enum side first,
    const struct sess_setup *setup, struct sg_cause *why);

/* Play misere (or normal) from now on.  SG_OK, or the reason the position
 * on the board cannot be judged so (a misere search past its limits, a
 * game that cannot be searched); the session then stays as it was. */
int sess_set_misere(struct session *s, bool misere, struct sg_cause *why);

/* Start a session from a saved game, at its last move; it takes rec's
 * rules (rec is left without them). */
int sess_from_record(struct session *s, struct record *rec,
    struct sg_cause *why);
/* The game up to the position on the board as a record (initialised by
 * the caller; its rules are new, with the session's options). */
int sess_to_record(const struct session *s, struct record *rec,
    struct sg_cause *why);
/* The same with every move of the history, also those after the board
 * (the moves redo would make again, the rest of a game being replayed). */
int sess_to_record_whole(const struct session *s, struct record *rec,
    struct sg_cause *why);

/* The history: its number of positions (the start and one a move), the
 * index of the position on the board, the position at index i (i <
 * sess_length()). */
size_t sess_length(const struct session *s);
size_t sess_at(const struct session *s);
const struct pos *sess_pos_at(const struct session *s, size_t i);
/* Put the board on history position i, keeping the whole history (a
 * replay steps so); false, changing nothing, when i >= sess_length(). */
bool sess_seek(struct session *s, size_t i);

/* The computer's level from now on; reseed its random choices. */
void sess_set_level(struct session *s, enum strategy_level level);
void sess_seed(struct session *s, uint64_t seed);
/* The progress hook of the session's rules (struct rules), for long
 * computations; fn may be NULL. */
void sess_set_progress(struct session *s,
    bool (*fn)(void *arg, uint64_t done, uint64_t total), void *arg);

/* The player to move (0 or 1), the player who made history move i (from
 * 0), and a player's part and name as player.h gives them: inside a
 * sentence ("you", "the computer", "Ann") and at its start ("You",
 * "Computer", "Ann").  Names are for showing only: whether a player is
 * the computer or the person addressed as you is its role. */
int sess_mover(const struct session *s);
int sess_player_at(const struct session *s, size_t i);
enum player_role sess_role(const struct session *s, int i);
void sess_player_name(const struct session *s, int i, char *buf,
    size_t len);
void sess_spoken_name(const struct session *s, int i, char *buf,
    size_t len);
/* Is player i the computer?  Is player i addressed as "you" (a person
 * without a name playing the computer)?  Does any person play? */
bool sess_is_computer(const struct session *s, int i);
bool sess_is_you(const struct session *s, int i);
bool sess_has_human(const struct session *s);
/* Once the game is over: the player who won, and whether a computer
 * won (sess_role() tells the computer playing a person from one of two
 * computers). */
int sess_winner(const struct session *s);
bool sess_winner_is_computer(const struct session *s);

/* The position on the board, whose turn it is (a person's or the
 * computer's), the move number (from 1). */
const struct pos *sess_pos(const struct session *s);
enum side sess_turn(const struct session *s);
size_t sess_move_number(const struct session *s);
/* The moves made up to the board, edits not counted. */
size_t sess_moves_made(const struct session *s);
/* Is the game over (no legal move)?  Then the player not to move won. */
bool sess_over(const struct session *s);

/*
 * An edit ("what if?"): the position set to `to` by the player to move,
 * who is still to move after it; a step of the history as a move is
 * (undo takes it back, a record keeps it), but not a move.  Drops the
 * redo list.  SG_OK, or SG_EINVAL with the reason (a position with no
 * move left, a misere search past its limits).
 */
int sess_edit(struct session *s, const struct pos *to, struct sg_cause *why);
/* Was history entry i set by an edit? */
bool sess_edited(const struct session *s, size_t i);

/* Make a move to `to` after game->rules.check accepts it; drops the redo list. */
int sess_move(struct session *s, const struct pos *to, struct sg_cause *why);
/* The computer's choice in the current position at its level (strategy.h):
 * at level perfect a winning move when one exists, else the move that
 * leaves the fewest winning replies.  out is filled. */
int sess_reply(struct session *s, struct pos *out, struct sg_cause *why);
/* Back to a person's previous turn, or forward to the next (one move
 * when the computer plays itself); false when there is nothing to undo
 * or redo. */
bool sess_undo(struct session *s);
/* Would undo (step -1) or redo (+1) change anything now? */
bool sess_can_step(const struct session *s, int step);
bool sess_redo(struct session *s);
/* Back to the start, with an empty history. */
void sess_restart(struct session *s);

/* The last move made (the positions before and after); false at the
 * start and after an edit. */
bool sess_last(const struct session *s, const struct pos **from,
    const struct pos **to);

/* The position in notation with the game's options: "--take 1,3,4 10 7". */
void sess_notation(const struct session *s, const struct pos *p,
    struct sbuf *out);
/* The status line: "nim | your turn | move 3 | nim 3 4 5", or at the
 * end the moves made: "nim | game over | 12 moves | nim 0 0 0". */
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
	char *head;		/* owned, or NULL: the game's words over the
				   winning moves (teach.hint_head) */
};
int sess_hint(struct session *s, size_t limit, struct hint *h,
    struct sg_cause *why);
/* The longest defence of a lost current position (strategy.h: the
 * move of the highest remoteness) into out, the caller's.  SG_OK, or
 * SG_ENOMOVE when the game is over. */
int sess_defence(struct session *s, struct pos *out, struct sg_cause *why);
/* Solve the position p of the game under the session's play. */
int sess_solve(struct session *s, const struct pos *p, struct solution *sol,
    struct sg_cause *why);
/*
 * For a learner: was the move from `from` to `to` a slip, from a position
 * the player to move wins to one the opponent wins?  Then *slip is set and
 * the words are appended to out: what the move left (its nim-sum, or its
 * Grundy value, or only that the opponent wins it) and a winning move
 * that was there (in normal play the explanation's, explain.h).  *slip is
 * false, and nothing said, when either position cannot be judged.
 * SG_OK or SG_ENOMEM.
 */
int sess_slip(struct session *s, const struct pos *from, const struct pos *to,
    bool *slip, struct sbuf *out);
void sess_hint_free(struct hint *h);
/*
 * Remoteness (remote.h) of p: how many moves the game lasts with the
 * winner hurrying and the loser holding on.  SG_OK; SG_EUNSUP under
 * misere play; SG_ERANGE when p is too large to search (why says so).
 */
int sess_remoteness(struct session *s, const struct pos *p, uint64_t *out,
    struct sg_cause *why);
/* The same with a small budget of work for one call (a page, the line
 * under the board): SG_ERANGE past it, and the next call goes on from
 * what this one solved, so no key waits for a whole search. */
int sess_remoteness_quick(struct session *s, const struct pos *p,
    uint64_t *out, struct sg_cause *why);
/* The same for one of many moves that share the work left in *work (a
 * key that times every move): each call's work is taken from it, and
 * once it is spent the rest are refused (SG_ERANGE) at once. */
int sess_remoteness_shared(struct session *s, const struct pos *p,
    uint64_t *work, uint64_t *out, struct sg_cause *why);
/* The work a key that times every move may spend in all (*work's
 * start): four times what one quick call may. */
extern const uint64_t sess_shared_work;
/*
 * Hints: the player to move saw a hint (the winning moves, the
 * explanation, the values of the moves) before the move from the
 * position on the board.  sess_helped: did history move i + 1 (from
 * entry i) come after one?  sess_hints_used: how many of player i's
 * moves up to the board did (0 or 1: player 0 moves first).
 */
int sess_note_hint(struct session *s);
/* The hints player i saw (each turn's once, with or without a move after
 * it: also before an edit or a take-back), the times moves were taken
 * back, the edits ever made: the game's whole story, the file's too when
 * it was loaded, none of it undone. */
size_t sess_hints_seen(const struct session *s, int i);
size_t sess_takebacks(const struct session *s);
size_t sess_edits_made(const struct session *s);
/* Moves, edits and take-backs made since the session began here. */
size_t sess_acted(const struct session *s);
/* Was the game ever unlocked (hint, edit, take-back)?  *what names the
 * first, in words, or is NULL. */
bool sess_unlocked(const struct session *s, const char **what);
/* A match: locked (hints off until the game is over, no take-back, no
 * edit), and saved so.  Set at its start or on loading; false when the
 * game was ever unlocked (it cannot become a match). */
bool sess_set_match(struct session *s, bool match);
bool sess_match(const struct session *s);
/* Did the game come from a saved file (so carries what it did there)? */
bool sess_continued(const struct session *s);
/* The players change places (the second moves first) and the game
 * starts again from its start: a rematch. */
void sess_swap_players(struct session *s);
bool sess_helped(const struct session *s, size_t i);
size_t sess_hints_used(const struct session *s, int i);

#endif
