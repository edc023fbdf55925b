/*
 * app.h: what the screens share: the terminal (drawing roles, symbols,
 * the places a click can hit), the screens as tables of callbacks on a
 * stack, and how each screen opens.  Only app.c talks to curses for
 * input; the screens and boards draw through the helpers here.
 */
#ifndef SPRAGUE_UI_APP_H
#define SPRAGUE_UI_APP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"
#include "play/choice.h"
#include "play/session.h"

/* What a piece of text is; app.c turns it into colour or bold/reverse. */
enum role {
	R_NORMAL,
	R_TITLE,
	R_STONE,
	R_PREVIEW,		/* the move being chosen */
	R_HINT,			/* a winning move */
	R_PICK_HINT,		/* the move being chosen, and winning */
	R_LAST,			/* the computer's last move */
	R_GIVE,			/* stones handed to another heap */
	R_CURSOR,		/* the selected item or menu line */
	R_ERROR,
	R_STATUS,
	R_DIM,
	R_GOOD,
	R_COUNT
};

/* Symbols: UTF-8 where the locale allows, ASCII otherwise. */
enum glyph {
	G_STONE, G_TAKE, G_HINT, G_GHOST, G_GIVE,
	G_COIN, G_GAP, G_CHESSMAN, G_CELL, G_PAPER,
	G_CUT_V, G_CUT_H, G_SPLIT,
	G_TL, G_TR, G_BL, G_BR, G_HLINE, G_VLINE,
	G_POINTER, G_BAR, G_ARROW, G_TARGET,
	G_SQUARE, G_POISON, G_HEADS, G_TAILS, G_TURN,
	G_WIN, G_LOSE,		/* a move's value: wins, loses */
	G_WIN2, G_LOSE2,	/* the same, of a move taking two coins */
	G_MORE_UP, G_MORE_DOWN,	/* a list goes on above, below */
	G_ELLIPSIS,		/* a stretch left out */
	G_COUNT
};

/* A key press or a click, turned into an action. */
struct input {
	enum action act;
	unsigned digit;		/* ACT_DIGIT */
	int ch;			/* the raw key, for text fields */
	bool erase, escape;	/* Backspace, Escape */
	size_t item;		/* ACT_CLICK: what the click hit */
	uint64_t unit;
	enum hit_part part;
};

struct app;

/*
 * A screen is a table of callbacks, as tmux's window modes are; each
 * keeps its state in a struct of its own, declared in its own file, made
 * when the screen opens (its open function, which pushes it on the stack
 * of screens) and freed by `free` when it leaves.  The screen on top of
 * the stack is drawn and takes the keys; the ones under it wait.
 */
struct screen {
	const char *name;
	int min_w, min_h;	/* below this: "terminal too small" */
	void (*draw)(struct app *, void *data);
	void (*key)(struct app *, void *data, const struct input *);
	/* Optional: called when no key came for a while (a quarter of a
	 * second), or at once after a draw when the screen asked for it
	 * (app_tick_soon); returns true when the screen changed. */
	bool (*tick)(struct app *, void *data);
	/* Optional: the screen is on top again (the one above it left). */
	void (*resume)(struct app *, void *data);
	/* Frees the data (NULL: nothing to free but the data itself). */
	void (*free)(void *data);
	/* Optional: the program ends on a signal (Ctrl-C, the terminal
	 * closed, told to stop): keep what must not be lost (a game's line
	 * in the results log).  Called outside the handler, once for each
	 * screen on the stack, the top first, after the terminal is
	 * restored and before any screen is freed. */
	void (*ending)(struct app *, void *data);
};

/* A place on the screen a click can hit. */
struct hit {
	int y, x, w;
	size_t item;
	uint64_t unit;
	enum hit_part part;
};

/* A drawing in memory rather than on the terminal (a handout): h lines
 * of w cells, each one symbol in UTF-8. */
struct canvas {
	int h, w;
	char (*cell)[8];	/* owned: h * w cells */
	unsigned char *role;	/* owned: each cell's role, CANVAS_BLANK
				   where nothing was drawn */
};
enum { CANVAS_BLANK = 0xff };

/* A screen on the stack, with its own data. */
struct frame {
	const struct screen *scr;
	void *data;
};

enum { APP_DEPTH = 16 };

/* What every screen shares: the terminal, the stack of screens, the
 * places a click can hit, the seed of random starts. */
struct app {
	struct frame stack[APP_DEPTH];	/* the screens, the top last */
	size_t depth;
	struct frame gone[APP_DEPTH];	/* left during a key: freed after */
	size_t ngone;
	bool quit;
	bool utf8, colour;
	bool big;			/* projector mode: larger tokens */
	bool tick_soon;			/* the top screen's tick after the
					   next draw */
	int h, w;			/* the terminal */
	struct hit *hits;
	size_t nhits, caphits;
	uint64_t seed;			/* of the random starts */
	struct canvas *canvas;		/* drawing goes there, not to the
					   terminal, while set */
};

/* Start the terminal (and set die()'s cleanup to end it); run the screens
 * until quit, a signal or no screen is left; end the terminal and free
 * every screen (after a signal, each screen's `ending` first), returning
 * the exit status (128 + the signal after one). */
void app_init(struct app *a);
void app_run(struct app *a);
int app_fini(struct app *a);

/* Put screen s on top with its data, which it takes over (freed by
 * s->free when the screen leaves, at once when the stack is full). */
void app_push(struct app *a, const struct screen *s, void *data);
/* The top screen leaves (its data is freed once the key that made it
 * leave is done); the one under it resumes.  When none is left, the
 * program ends. */
void app_pop(struct app *a);
/* Every screen under the top one leaves (a new game started from the
 * menu takes the place of the menu and of what it was opened over). */
void app_pop_below(struct app *a);
/* The top screen goes to the bottom of the stack, in place of a screen
 * of its kind there (freed); the one under it resumes.  A lesson's game
 * waits so under the menu and the lesson when l goes back to them. */
void app_sink(struct app *a);
/* Is there a screen under the top one? */
bool app_under(const struct app *a);
/* The top screen's tick runs once the next frame is drawn (a reply to
 * compute after the board shows the move). */
void app_tick_soon(struct app *a);
/* The keys the menu and lesson screens share: ? opens help on game g
 * (NULL: the keys only), q quits.  Returns true when it took the key. */
bool app_common_key(struct app *a, const struct input *in,
    const struct game *g);

/* Draw into a canvas of h lines of w columns instead of the terminal
 * (SG_OK or SG_ENOMEM); app_canvas_end stops, appending the lines to
 * out (blanks at their ends and empty lines at the ends left out) and
 * freeing the canvas. */
int app_canvas_begin(struct app *a, int h, int w);
void app_canvas_end(struct app *a, struct sbuf *out);
/* The column after the rightmost cell drawn on the canvas in lines y to
 * y + h - 1 (0: none). */
int app_canvas_extent(const struct app *a, int y, int h);
/* Stop drawing into the canvas: what was drawn on lines y to y + h - 1
 * goes to the terminal off columns to the right, in its roles; the
 * places a click can hit from the hit numbered from on move with it. */
void app_canvas_show(struct app *a, int y, int h, int off, size_t from);

/* Measure a drawing: until app_measure_end, drawing goes to a scratch
 * canvas of h lines of w columns, any canvas in use set aside in *keep
 * (SG_OK or SG_ENOMEM, when nothing changed).  app_measure_end puts it
 * back, drops the places a click can hit made since hits, and returns
 * the line after the last one drawn on at or below line from (from when
 * none). */
int app_measure_begin(struct app *a, int h, int w, struct canvas **keep);
int app_measure_end(struct app *a, struct canvas *keep, int from,
    size_t hits);

/* Draw text at (y, x), cut at the right edge; returns the columns used. */
int app_put(struct app *a, int y, int x, enum role r, const char *s);
/* s at (y, x) in at most w columns: as it is when it fits, else cut at
 * a place the line may break and ended by "…" (text_clip).  Returns the
 * columns drawn. */
int app_put_clipped(struct app *a, int y, int x, enum role r, const char *s,
    int w);
/* The status line (the screen's last): cleared, then s clipped to it. */
void app_status(struct app *a, const char *s);
int app_printf(struct app *a, int y, int x, enum role r, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Fill the rest of line y from x with blanks of role r. */
void app_clear_to_eol(struct app *a, int y, int x, enum role r);
const char *app_glyph(const struct app *a, enum glyph g);
/* A line of keys at y: keys[0..n-1] ("KEY words"), two blanks apart;
 * where the terminal is too narrow, keys lose their words, the earliest
 * first and the last keep (help and quit) last, and no key is left out. */
void app_keys(struct app *a, int y, const char *const keys[], size_t n,
    size_t keep);
/* Register a place a click can hit. */
void app_hit(struct app *a, int y, int x, int w, size_t item, uint64_t unit,
    enum hit_part part);
/* Show a progress bar for long computations (a rules progress hook). */
bool app_progress(void *arg, uint64_t done, uint64_t total);

/* Milliseconds of a clock that only goes forward. */
uint64_t app_now_ms(void);
/* Edit a line of text (field, len bytes in use, size bytes in all) with a
 * key: Backspace erases, a printable character is added.  Returns true
 * when the key was taken. */
bool app_field_key(char *field, size_t *len, size_t size,
    const struct input *in);
/* Bytes of s[0..n-1] that fit in w columns: all of them, or up to the
 * last place the line may break by its language's rules (text_break). */
size_t app_fit(const char *s, size_t n, int w);

/* Text in lines of at most width columns, broken at blanks, drawn from
 * (y, x) when draw is set, the lines after the first two columns in (and
 * so two shorter); returns the number of lines. */
int app_wrapped(struct app *a, int y, int x, enum role r, const char *text,
    int width, bool draw);
/* The same in at most max lines, the last ending in an ellipsis when the
 * text goes on. */
int app_wrapped_max(struct app *a, int y, int x, enum role r,
    const char *text, int width, bool draw, int max);
/* Text broken into lines of at most w columns, appended to out
 * (wrap_text): each line of text breaks where app_fit says, the blanks at
 * a break dropped, its further lines indented as it began, or past its
 * number (a numbered item), unless by more than w / 2. */
void app_wrap_text(const char *text, int w, struct sbuf *out);

/* Columns text takes on screen (UTF-8 aware). */
int app_width(const char *s);

/*
 * How the screens open: each takes what it needs as arguments and pushes
 * itself (a screen never reads another's state).
 */

/* What a game carries from the screen that starts it. */
struct play_opts {
	struct sess_setup setup;	/* who plays, the level, the rule */
	bool learner;		/* told at once of a move that gives a win
				   away */
	bool no_hints;		/* h, e, t and v refused mid-game */
	bool coach;		/* hints shown at every turn of a person (a
				   lesson's positions) */
	bool in_lesson;		/* l goes back to the lesson under it */
	unsigned delay_ms;	/* a demo's time between moves; 0: the
				   default */
	bool step_only;		/* a demo moves on a key only */
	char save_path[1024];	/* the file the game was loaded from, or
				   "" */
	char results_path[1024];	/* the results log a finished game
					   goes to, or "" */
	int best_of;		/* a best-of-N series: N (odd), or 0 */
	int series_game;	/* its game being played, from 1 */
	int series_wins[2];	/* the wins of its first game's first and
				   second player */
};
void play_opts_init(struct play_opts *o);
/* Can the results log at path take a game: a results log, or no file
 * yet?  false with the reason in why. */
bool results_usable(const char *path, struct sg_cause *why);

/* The game screen (scr-play.c) on session s, which it takes over, as o
 * says; replay: step through it from the start. */
void play_open(struct app *a, struct session *s, const struct play_opts *o,
    bool replay);
/* A new session from r (taken, freed on failure) and p, first to move as
 * given, then play_open.  o->setup.seed moves on for the next game.
 * SG_OK, or the reason in why. */
int play_start(struct app *a, struct rules *r, const struct pos *p,
    enum side first, struct play_opts *o, struct sg_cause *why);

enum menu_stage {
	MENU_GAME, MENU_POS, MENU_TYPE, MENU_FIRST, MENU_LEVEL,
	MENU_NAMES,		/* two players: their names */
	MENU_LESSONS,		/* the lessons, in teaching order */
	MENU_PRACTICE		/* practice: every game, or one */
};
/* The menu (scr-menu.c) at a stage, for game g (NULL: none chosen yet)
 * with the options o of the game before (NULL: the defaults).  Over a
 * game, Esc at its first stage goes back to the game. */
void menu_open(struct app *a, const struct game *g,
    const struct play_opts *o, enum menu_stage stage);
/* The menu at its list of lessons with lesson ref open over it (the
 * cursor on it when the lesson is left), the lessons the pupil's called
 * pupil (NULL or "": the account's own record). */
struct lesson_ref;
void menu_open_lesson(struct app *a, const struct lesson_ref *ref,
    const char *pupil);

/* Help (scr-help.c): the keys, then (g not NULL) the keys of this game's
 * board (keys, or NULL) and its rules; status: the game's status line, or
 * NULL. */
void help_open(struct app *a, const struct game *g, const char *keys,
    const char *status);
/* The same in a match (hints off): the rules without the theory that
 * says how to win. */
void help_open_match(struct app *a, const struct game *g, const char *keys,
    const char *status);
/* Append the rules text of game g to out (or why it is missing). */
void help_add_rules(struct sbuf *out, const struct game *g);

/* What an explanation is of: lent by the screen under the page. */
struct why_of {
	struct rules *rules;
	const struct pos *pos;
	const char *title;	/* the page's: "Why: Nim 3 4 5" */
};
/* A page of text (scr-help.c), scrollable, called title; kind (a static
 * word) starts its status line, status (or NULL) follows.  steps: Space
 * opens the explanation of that position step by step (NULL: no
 * steps). */
void page_open(struct app *a, const char *kind, const char *title,
    const char *text, const char *status, const struct why_of *steps);
/* The explanation step by step (scr-why.c) of of's position, from its
 * first step; text is the whole explanation, for e.  False, showing
 * nothing, where it has no steps (not a sum). */
bool why_open(struct app *a, const struct why_of *of, const char *text,
    const char *status);

/* The table panel (scr-table.c) of p under rules r; SG_OK, or the reason
 * in why. */
int table_open(struct app *a, struct rules *r, const struct pos *p,
    bool misere, const char *status, struct sg_cause *why);

/* The lesson of ref (scr-lesson.c) on its screen, its answers kept under
 * the pupil's name (NULL or "": the account's own record): true, or
 * false with the reason in err. */
bool lesson_open(struct app *a, const struct lesson_ref *ref,
    const char *pupil, char *err, size_t len);

/* Practice (scr-practice.c): a run of exercises of game g (NULL: every
 * game) for the pupil called name (NULL: the screen asks first; "": no
 * name, the account's own record); leaving goes back to the screen
 * under it. */
void practice_open(struct app *a, const struct game *g, const char *name);

#endif
