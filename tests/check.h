/*
 * check.h: TAP output and the comparison of a game's theory with the
 * brute-force search, shared by the engine tests.
 */
#ifndef SPRAGUE_CHECK_H
#define SPRAGUE_CHECK_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/brute.h"
#include "engine/explain.h"
#include "engine/game.h"

/* One TAP test line; returns cond. */
bool ok(bool cond, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* A diagnostic line ("# ..."). */
void diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* Print the plan; the exit status for main. */
int done_testing(void);
/* Stop the test at once: "Bail out! " and the message. */
void check_bail(const char *fmt, ...) __attribute__((format(printf, 1, 2),
    noreturn));

/*
 * Rules for a game by name, with options given as "name=value" strings
 * (NULL-terminated list, may be NULL).  Bails out of the test on failure.
 */
struct rules *check_rules(const char *game, const char *const *opts);
/* Parse a position from a string of words; bails out on failure. */
void check_parse(struct rules *r, const char *text, struct pos *out);
/* The position's text (static buffer, valid until the next call). */
const char *check_fmt(const struct rules *r, const struct pos *p);

/* Tallies of a comparison run. */
struct check_run {
	struct rules *rules;
	struct brute *brute;
	unsigned long positions;
	unsigned long failures;
};

void check_run_init(struct check_run *cr, struct rules *r, size_t max_states);
void check_run_free(struct check_run *cr);

/*
 * Compare theory and brute force on p: outcome, Grundy value (where the
 * theory has one), the set of winning moves; every listed move passes
 * check(); notation round-trips; describe() says something; any_move()
 * is legal; move_bound(), where the game has one, is at least the
 * number of moves.  Prints a diagnostic for the first few failures.
 */
bool check_position(struct check_run *cr, const struct pos *p);

/* Compare on every tuple of k numbers in lo..hi (all orders when
 * ordered, else non-decreasing only). */
void check_tuples(struct check_run *cr, int k, uint64_t lo, uint64_t hi,
    bool ordered);

/* One TAP line summing up the run: "GAME: theory = brute force on N ...". */
bool check_report(struct check_run *cr, const char *what);

/* solve --porcelain-like text of the theory for a position given as text:
 * "N grundy 2 win 1 4 5" on one line (static buffer). */
const char *check_solve_text(struct rules *r, const char *pos_text,
    size_t limit);

/* Whether check_solve_text(r, pos, 50) is want; a diagnostic when not. */
bool check_says(struct rules *r, const char *pos, const char *want);

/* Whether the game's check() accepts the move from one position to the
 * other, both given as text. */
bool check_legal(struct rules *r, const char *from, const char *to);

/* Whether the explanation of the position given as text contains want;
 * a diagnostic with the whole text when not. */
bool check_explains(struct rules *r, const char *text, const char *want);

/*
 * Explain a position of a game given by name and text into e, which the
 * caller frees with explain_free().  False, with a diagnostic, when
 * explain_new() fails.
 */
bool check_explain_text(const char *game, const char *pos,
    struct explanation *e);

/* Whether e's text contains s; a diagnostic with the whole text when not. */
bool check_has(const struct explanation *e, const char *s);

#endif
