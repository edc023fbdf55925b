/*
 * lesson.h: a lesson's text, and the positions it asks the learner to
 * try.  The files live in the data directory (lessons/NAME.txt, and
 * lessons/index naming them in teaching order) and in a teacher's own
 * directory; the program reads them, this module only reads their text.
 *
 * A lesson is UTF-8 text, wrapped to the screen when it is shown:
 *
 *	title: Nim and binary
 *	(a blank line, then the text)
 *	try: nim 3 4 5
 *	ask: outcome nim 2 5 7
 *
 * The first line is the title.  A line `try: GAME [OPTIONS] POSITION`, in
 * the words of the command line, is a position to play; it stays in the
 * text where it stands.  Among its words, `--first computer` lets the
 * computer move first (to show a lost position exploited), `--hints`
 * shows the winning moves at every turn (else the pupil's h shows them),
 * `--level L` makes the computer weaker, `--misere` makes the last move
 * lose.  A line `ask: KIND ...` is a question (question.h).  Every try
 * and ask line is checked when the lesson is read, as the game and the
 * engine would read it: a lesson with a fault is refused, naming the
 * line of each fault.
 *
 * A line `check: QUESTION = ANSWER` states a fact of the text in a form
 * the engine decides: an ask line's question and the answer the text
 * gives (`check: value kayles 9 = 4`, `check: outcome takebreak --code
 * 0.31 3 --misere = P`).  The reader never sees it; lesson_check (not
 * lesson_parse, since the engine may take a while) verifies it, so that
 * a lesson in any language cannot drift from the engine.
 */
#ifndef SPRAGUE_LESSON_H
#define SPRAGUE_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"
#include "strategy_level.h"

/* The longest line, in bytes (the screen wraps it to its width). */
enum { LESSON_LINE_MAX = 2000 };

/* A line the pupil can choose: a position to try, or a question. */
struct lesson_try {
	char *words;		/* owned: "nim 3 4 5", without the try
				   options; a question's words after ask: */
	size_t line;		/* its line number, from 1 */
	bool ask;		/* a question, not a position */
	bool computer_first;	/* try: the computer moves first */
	bool coach;		/* try: the winning moves at every turn */
	bool misere;		/* try: the last move loses */
	enum strategy_level level;	/* try: the computer's level */
};

struct lesson {
	char *title;		/* owned */
	char *body;		/* owned: every line after the title, each
				   ended by a newline, tabs made blanks */
	struct lesson_try *tries;	/* owned, ntries of them: the try
					   and ask lines, in order */
	size_t ntries;
};

/*
 * A line of a lesson's body as the pupil reads it: a try or ask line
 * s[0..n-1] is appended to out under a label in the reader's language
 * ("try: nim 4 4" in English), its words as they are;
 * true.  Any other line: false, out untouched.
 */
bool lesson_line_shown(const char *s, size_t n, struct sbuf *out);

/*
 * Read a lesson from text[0..len-1] into l.  SG_OK; SG_EINVAL with the
 * first fault as `line N: reason` (no title, a line not UTF-8 or too
 * long, a try line that its game refuses, a bad try option, a question
 * the engine cannot answer, no try or ask line at all); SG_ENOMEM.  l is
 * empty on failure.
 */
int lesson_parse(const char *text, size_t len, struct lesson *l,
    struct sg_cause *why);
void lesson_free(struct lesson *l);

/*
 * Every fault of the lesson text[0..len-1], its check lines verified, in
 * the order of its lines:
 * fn(arg, N, reason) for each, N the number of its line (the first is 1)
 * and the reason in the reader's language.  Returns how many (0: a good
 * lesson).
 */
typedef void lesson_fault_fn(void *arg, size_t line, const char *reason);
size_t lesson_check(const char *text, size_t len, lesson_fault_fn *fn,
    void *arg);
/* The same faults as lesson_parse finds, its check lines not read (they
 * are lesson_check's alone: verifying them asks the engine), each told to
 * fn as lesson_check tells them. */
size_t lesson_check_form(const char *text, size_t len, lesson_fault_fn *fn,
    void *arg);

/*
 * A lesson's body with each paragraph on one line, to be wrapped to any
 * width: a paragraph's lines (text from the first column, not a try or
 * ask line) joined by a blank, or by nothing where Chinese or Japanese
 * meet at the join; indented lines (tables, formulas), blank lines, try
 * and ask lines stay as they are.  *flow (owned by the caller) and
 * *first (owned too: for each line of *flow, the body's line it starts
 * with, from 0).  SG_OK or SG_ENOMEM.
 */
int lesson_reflow(const char *body, char **flow, int **first);

/*
 * Open the position of a try line's words: *rules (new, owned by the
 * caller) with the options set, and *out the position.  SG_OK, or
 * SG_EINVAL with the reason (an unknown game: `game "NAME": unknown`).
 */
int lesson_try_open(const char *words, struct rules **rules, struct pos *out,
    struct sg_cause *why);

/*
 * The next name of an index (lessons/index: one name a line) from *s into
 * name[0..len-1], moving *s past its line.  Blank lines and names that do
 * not fit are skipped.  Returns false at the end of the text.
 */
bool lesson_index_next(const char **s, char *name, size_t len);

#endif
