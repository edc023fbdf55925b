/*
 * app.h: what the screens share: the terminal (drawing roles, symbols,
 * the places a click can hit), the screens as tables of callbacks, and
 * the state of the game being played.  Only app.c talks to curses for
 * input; the screens and boards draw through the helpers here.
 */
#ifndef SPRAGUE_UI_APP_H
#define SPRAGUE_UI_APP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/change.h"
#include "engine/game.h"
#include "engine/lesson.h"
#include "play/choice.h"
#include "play/session.h"
#include "progress.h"

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

struct screen {
	const char *name;
	int min_w, min_h;	/* below this: "terminal too small" */
	void (*draw)(struct app *);
	void (*key)(struct app *, const struct input *);
	/* Optional: called when no key came for a while (a quarter of a
	 * second); returns true when the screen changed. */
	bool (*tick)(struct app *);
};

extern const struct screen scr_menu, scr_play, scr_over, scr_help,
    scr_lesson, scr_table, scr_practice, scr_why;

/* A place on the screen a click can hit. */
struct hit {
	int y, x, w;
	size_t item;
	uint64_t unit;
	enum hit_part part;
};

enum menu_stage {
	MENU_GAME, MENU_POS, MENU_TYPE, MENU_FIRST, MENU_LEVEL,
	MENU_NAMES,		/* two players: their names */
	MENU_LESSONS,		/* the lessons, in teaching order */
	MENU_PRACTICE		/* practice: every game, or one */
};

/* A line of the list of lessons: a name from the index, and the lesson's
 * title or the reason it cannot be read. */
struct lesson_item {
	char name[64];
	char text[320];
	bool ok;
};

struct table;
struct board_kind;
struct edit_stash;
struct question;
struct why_walk;

/* A drawing in memory rather than on the terminal (a handout): h lines
 * of w cells, each one symbol in UTF-8. */
struct canvas {
	int h, w;
	char (*cell)[8];	/* owned: h * w cells */
};
struct practice;

struct app {
	const struct screen *scr;
	const struct screen *back;	/* where help returns */
	bool quit;
	bool utf8, colour;
	bool big;			/* projector mode: larger tokens */
	int h, w;			/* the terminal */
	struct hit *hits;
	size_t nhits, caphits;
	uint64_t seed;			/* of the random starts */

	/* The menu. */
	enum menu_stage stage;
	size_t menu_cur;		/* the line under the cursor */
	enum side menu_first;		/* who moves first, once chosen */
	const struct game *game;	/* chosen game */
	char field[1024];		/* the position or file being typed */
	size_t field_len;
	char error[320];	/* a bad typed position, a lesson or a try
				   line that cannot be read */
	struct rules *next_rules;	/* the chosen start, until play */
	struct pos next_pos;
	bool has_next;

	/* The game. */
	struct sess_setup setup;	/* of the next game */
	bool playing;
	struct session sess;
	struct choice choice;		/* the move being chosen */
	const struct board_kind *board;	/* how the game is drawn */
	void *board_data;		/* the board kind's own */
	struct changes preview, last, hint_marks;
	struct hint hint;
	bool show_hint;
	bool no_hints;			/* h, e, t and v refused mid-game */
	/* The values of the moves of the item under the cursor (v): the
	 * positions they lead to, winning or losing, the units marked on
	 * the board, and what they were worked out for. */
	bool values_on;
	struct poslist val_wins, val_losses;
	struct changes val_win, val_lose;
	bool val_ready;
	size_t val_at, val_item;
	char val_note[512];		/* the values in words, or why none */
	struct edit_stash *stash;	/* owned: the games before "what
					   if?" edits (undo returns) */
	struct canvas *canvas;		/* drawing goes there, not to the
					   terminal, while set */
	int board_y, board_h;		/* where the board was last drawn */
	int big_need_h, big_need_w;	/* the room projector mode needs for
					   the board, when it has too little */
	char big_note[200];		/* and the line that says so */
	bool editing;			/* typing a position (what if?) */
	bool coach;			/* hints shown at every turn of a
					   person (a lesson's positions) */
	bool choosing;			/* the player is choosing a move */
	char said[512];			/* the last move in words */
	char said_before[512];		/* and the one before */
	char msg[1536];			/* a refusal or a notice */
	bool msg_bad;
	bool paused;			/* computer against computer */
	unsigned delay_ms;		/* between its moves; 0: the default */
	bool step_only;			/* it moves only on a key */
	bool quitting;			/* q pressed once mid-game */
	bool answer_due;		/* the computer replies after the next
					   draw (so the board shows first) */
	bool stopped;			/* its reply was stopped (Esc) */
	size_t saved_at;		/* the moves the file at save_path
					   holds, SIZE_MAX: none */
	uint64_t last_ms;		/* when the computer last moved */
	bool saving;			/* typing the file to save to */
	bool save_sure;			/* and replacing the file there */
	char save_path[1024];		/* the file the game was saved to or
					   loaded from; "" for none yet */
	bool replaying;			/* stepping through a saved game */
	struct verdict *verdicts;	/* owned: of every position of the
					   history while replaying */

	/* Help, and the other pages of text (explain, the moves). */
	struct sbuf help;
	char page_title[160];
	struct why_walk *walk;		/* owned: the explanation step by
					   step, while it is shown */
	const char *page_kind;		/* "why", "moves": a static word */
	int help_top;

	/* Lessons. */
	struct lesson_item *lessons;	/* owned, nlessons of them */
	size_t nlessons;
	struct lesson lesson;		/* the lesson shown, if has_lesson */
	bool has_lesson;
	size_t lesson_at;		/* its line in the list */
	size_t try_cur;			/* the try line chosen */
	int lesson_top;			/* the first line of text shown */
	bool in_lesson;			/* the game came from the lesson */
	unsigned char *answered;	/* owned: per line of the lesson, 0
					   not asked yet, 1 right, 2 wrong */
	struct question *question;	/* owned: the question asked now */
	char feedback[1024];		/* after an answer: right or not,
					   and why */
	bool feedback_right;

	/* Practice: the run of exercises (scr-practice.c), and the
	 * learner's record, read once. */
	struct practice *practice;	/* owned, while practising */
	struct progress progress;
	bool progress_loaded;
	char progress_msg[600];		/* the record's trouble, or "" */
	bool learner;			/* say at once when a move gives a
					   win away */

	/* The table panel, while it is open. */
	struct table *table;		/* owned */
	uint64_t table_row, table_col;	/* the first row and column shown */
};

/* Start the terminal (and set die()'s cleanup to end it); run the screens
 * until quit or a signal; end the terminal and free a, returning the exit
 * status (128 + the signal after one). */
void app_init(struct app *a);
void app_run(struct app *a);
int app_fini(struct app *a);

void app_switch(struct app *a, const struct screen *s);
/* The keys the menu and lesson screens share: ? opens help (returning
 * to the screen), q quits.  Returns true when it took the key. */
bool app_common_key(struct app *a, const struct input *in);

/* Draw into a canvas of h lines of w columns instead of the terminal
 * (SG_OK or SG_ENOMEM); app_canvas_end stops, appending the lines to
 * out (blanks at their ends and empty lines at the ends left out) and
 * freeing the canvas. */
int app_canvas_begin(struct app *a, int h, int w);
void app_canvas_end(struct app *a, struct sbuf *out);

/* Draw text at (y, x), cut at the right edge; returns the columns used. */
int app_put(struct app *a, int y, int x, enum role r, const char *s);
int app_printf(struct app *a, int y, int x, enum role r, const char *fmt, ...)
    __attribute__((format(printf, 5, 6)));
/* Fill the rest of line y from x with blanks of role r. */
void app_clear_to_eol(struct app *a, int y, int x, enum role r);
const char *app_glyph(const struct app *a, enum glyph g);
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
/* Append the rules text of game g to a->help (or why it is missing). */
void help_add_rules(struct app *a, const struct game *g);
/* Show the text in a->help as a scrollable page called title (kind, a
 * word, starts its status line); Esc comes back to the screen shown now. */
void page_open(struct app *a, const char *kind, const char *title);

/* Bytes of s[0..n-1] that fit in w columns: all of them, or up to and
 * with the last blank that fits and is not inside a formula ("3 ^ 2 =
 * 1" stays whole), or any last blank, or (no blank) a cut at w columns. */
size_t app_fit(const char *s, size_t n, int w);

/* Text in lines of at most width columns, broken at blanks, drawn from
 * (y, x) when draw is set; returns the number of lines. */
int app_wrapped(struct app *a, int y, int x, enum role r, const char *text,
    int width, bool draw);
/* Text broken into lines of at most w columns, appended to out: each
 * line of text breaks where app_fit says, the blanks at a break dropped,
 * its further lines indented as it began (unless by more than w / 2). */
void app_wrap_text(const char *text, int w, struct sbuf *out);

/* Columns text takes on screen (UTF-8 aware). */
int app_width(const char *s);

/* The game screen: start a game, the one the menu prepared, as a->setup
 * says.  SG_OK, or the reason in why (r is freed then). */
int play_start(struct app *a, struct rules *r, const struct pos *p,
    enum side first, struct sg_cause *why);
/* Play the session s (the app takes it over), or step through it from
 * the start when replay is set. */
void play_adopt(struct app *a, struct session *s, bool replay);
/* Take the session s over for its board only, staying on the screen
 * shown (practice draws the board of each exercise so). */
void play_show(struct app *a, struct session *s);
void play_end(struct app *a);
/* The keys that choose a move on the board, in one line. */
void play_move_keys(struct app *a, struct sbuf *out);
/* Open the table panel of the position on the board (the key t); it
 * returns to the screen it was opened from.  table_close frees it (a
 * no-op when it is not open). */
void table_open(struct app *a);
void table_close(struct app *a);
/* Open the menu at a stage for the current game. */
void menu_open(struct app *a, enum menu_stage stage);

/*
 * The lessons (scr-lesson.c).  lessons_load reads the list from the index
 * into a->lessons (a line with the reason for a lesson that cannot be
 * read, a->error when the index cannot).  lesson_open shows lesson i of
 * the list, or says why not in a->error; lesson_open_name the lesson of
 * that name.  lessons_free frees both.
 */
void lessons_load(struct app *a);
void lesson_open(struct app *a, size_t i);
void lesson_open_name(struct app *a, const char *name);
void lessons_free(struct app *a);

/*
 * Practice (scr-practice.c): a run of exercises of game g (NULL: every
 * game), on its screen; from_menu: leaving goes back to the menu (else
 * the program ends).  practice_progress reads the learner's record once
 * (a->progress, with a->progress_msg when the file is damaged or cannot
 * be kept); practice_free ends a run.
 */
void practice_open(struct app *a, const struct game *g, bool from_menu);
void practice_progress(struct app *a);
void practice_free(struct app *a);

/* The explanation step by step (scr-why.c), of the position on the
 * board: open it at the first step or (all) the last; false, showing
 * nothing, where it has no steps (not a sum, misere play). */
bool why_open(struct app *a, bool all);
void why_free(struct app *a);

/* The values of the moves (play-values.c): free them at the end. */
void values_free(struct app *a);

/* Draw the board of the session in the rectangle given. */
void board_draw(struct app *a, int y, int x, int h, int w);

#endif
