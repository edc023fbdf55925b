/*
 * tbgame.h: the parts every heap game given by a take-and-break code
 * shares (grundy, subtract, takebreak, and the rows of coins of kayles
 * and dawson): a position is a list of heaps, a move replaces one heap,
 * in place, by what the code leaves of it (a 0 when nothing is left), and
 * the theory is the XOR of the heaps' values from a tbtable.
 *
 * A game of rows of coins (tbg_init with rows) is the same code in other
 * words: its heaps are rows, its stones coins, a move takes neighbouring
 * coins and leaves the rows left and right of them, and every text of
 * the layer (refusals, moves in words, labels) says so.
 *
 * A game file keeps its code in r->priv through tbg_init() and points its
 * struct game at the tbg_* functions it does not override.
 */
#ifndef SPRAGUE_TBGAME_H
#define SPRAGUE_TBGAME_H

#include "game.h"
#include "tbcode.h"
#include "tbtable.h"

/* The options every such game takes. */
#define TBG_METHOD_OPT { "method", "naive|sparse", \
	"how values are computed (they agree; sparse is faster)" }
/* Those options alone, for a game with no option of its own. */
extern const struct game_opt tbg_opts[];

/*
 * The hooks of struct game that every game of this layer takes as they
 * are, for its initializer; a game adds its name, board, options, init,
 * small positions, presets and random starts.
 */
#define TBG_GAME_HOOKS \
	.theory.is_sum = true, \
	.notation.fini = tbg_fini, \
	.notation.parse = tbg_parse, \
	.notation.format = tbg_format, \
	.rules.moves = tbg_moves, \
	.rules.check = tbg_check, \
	.rules.describe = tbg_describe, \
	.rules.any_move = tbg_any_move, \
	.notation.canon = game_canon_sort, \
	.rules.move_bound = tbg_move_bound, \
	.theory.solve = tbg_solve, \
	.heaps.heap_value = tbg_heap_value, \
	.heaps.period = tbg_period, \
	.heaps.count = tbg_count, \
	.theory.misere = tbg_misere, \
	.theory.misere_why = tbg_misere_why, \
	.theory.quotient = tbg_quotient, \
	.teach.components = tbg_components

/*
 * A game of rows of coins under a code (Kayles, Dawson's Kayles): the
 * layer's hooks, its words (rows, coins), the board of rows, the
 * neighbours model told the take sizes by the code, the option --method,
 * the small positions and the random starts of rows.  The game adds its
 * name, title, summary, init (tbg_init_text with rows) and presets.
 */
#define TBG_ROWS_GAME \
	.notation.syntax = WN_("ROW..."), \
	.play = { \
		.board = BOARD_ROWS, \
		.models = { MOVE_NEIGHBOURS }, \
		.item = WN_("row"), \
		.neighbours = { .takes = tbg_row_takes }, \
		.changes = change_row_taken, \
		.ending = tbg_ending, \
	}, \
	.notation.opts = tbg_opts, \
	.notation.set_opt = tbg_set_opt, \
	.notation.twins = true, \
	.tests.smalls = tbg_smalls_rows, \
	.play.random = tbg_random_rows, \
	TBG_GAME_HOOKS

/*
 * Set up r->priv for the code c (NULL: none yet; the game must be given
 * one with tbg_set_code before its position or values).  With rows, the
 * two parts of a split keep their order (a row of coins: left part, right
 * part) and both orders are moves; otherwise the smaller part comes
 * first.
 */
int tbg_init(struct rules *r, const struct tb_code *c, bool rows,
    struct sg_cause *why);
/* How a finished position ended with heaps or rows still in it, a
 * sentence about who (game.h's play.ending); nothing when it is empty. */
void tbg_ending(struct rules *r, const struct pos *p, const char *who,
    bool misere, struct sbuf *out);
/* The same for the code written as text ("0.77"), which must parse. */
int tbg_init_text(struct rules *r, const char *code, bool rows,
    struct sg_cause *why);
void tbg_fini(struct rules *r);
/* Replace the code (before any value is computed). */
void tbg_set_code(struct rules *r, const struct tb_code *c);
/* The code (owned by r). */
const struct tb_code *tbg_code(const struct rules *r);
/* The option --method; other names are SG_EINVAL. */
int tbg_set_opt(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why);
/* The value table, made on first use (owned by r). */
int tbg_table(struct rules *r, struct tbt **out, struct sg_cause *why);

/* Parse heaps; a heap no value can be given for (past the table's limit
 * with no period proven) is refused here, before any long computation. */
int tbg_parse(struct rules *r, int argc, char *const argv[],
    struct pos *out, struct sg_cause *why);
/* SG_OK, or SG_ERANGE naming the first heap of p past the limit when no
 * period is proven (a proof is tried on a table of bounded length). */
int tbg_check_heaps(struct rules *r, const struct pos *p,
    struct sg_cause *why);
void tbg_format(const struct rules *r, const struct pos *p, struct sbuf *out);
int tbg_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why);
int tbg_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why);
void tbg_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out);
int tbg_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why);
int tbg_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);
int tbg_heap_value(struct rules *r, uint64_t n, uint64_t *g,
    struct sg_cause *why);
int tbg_period(struct rules *r, uint64_t max, uint64_t *pre, uint64_t *per,
    struct sg_cause *why);
int tbg_count(struct rules *r, uint64_t n, uint64_t *losing,
    struct sg_cause *why);
/* An upper bound on the moves from p, without listing them. */
uint64_t tbg_move_bound(struct rules *r, const struct pos *p);
/* Each heap with its value, labelled "heap 2 (10)" (or "row" with rows). */
int tbg_components(struct rules *r, const struct pos *p,
    struct complist *out, struct sg_cause *why);

/* Does the code let a move split what it leaves in two (for the take and
 * split model, game.h: struct play_take_split)? */
bool tbg_splits(const struct rules *r);
/* Rows of coins: the numbers of neighbouring coins a move may take, from
 * the code (bit k set for k coins, 1 <= k <= 63), for the neighbours
 * model (game.h: struct play_neighbours). */
uint64_t tbg_row_takes(const struct rules *r);
/* Rows of coins: the small positions (one or two rows of 1 to 8 coins)
 * and a random start of two or three rows by level. */
int tbg_smalls_rows(struct rules *r, struct poslist *out);
void tbg_random_rows(const struct rules *r, unsigned level, bool opts,
    uint64_t *seed, struct sbuf *out);
/* The misere quotient of the heaps (tbquot.h; the game's quotient hook),
 * made on first use and kept in r. */
int tbg_quotient(struct rules *r, uint64_t max, struct tbq **out,
    struct sg_cause *why);
/* Misere play by the quotient where it covers p's heaps, else by the
 * search of misere.h (refused past its limits, with both reasons). */
int tbg_misere(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);
/* Why p is won or lost in the quotient's words (the misere_why hook). */
int tbg_misere_why(struct rules *r, const struct pos *p, struct sbuf *out,
    struct sg_cause *why);

/*
 * Which heap of from a move to `to` replaced, and by how many parts:
 * the index, or -1 when `to` is not one legal move away.  *took is the
 * number of stones taken.
 */
long tbg_changed(const struct rules *r, const struct pos *from,
    const struct pos *to, size_t *nparts, uint64_t *took);

#endif
