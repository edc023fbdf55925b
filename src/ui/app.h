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

#include "engine/game.h"
#include "ui/select.h"
#include "ui/session.h"

/* What a piece of text is; app.c turns it into colour or bold/reverse. */
enum role {
	R_NORMAL,
	R_TITLE,
	R_STONE,
	R_PREVIEW,		/* the move being chosen */
	R_HINT,			/* a winning move */
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
};

extern const struct screen scr_menu, scr_play, scr_over, scr_help;
extern const struct screen scr_table;

/* A place on the screen a click can hit. */
struct hit {
	int y, x, w;
	size_t item;
	uint64_t unit;
	enum hit_part part;
};

enum menu_stage { MENU_GAME, MENU_POS, MENU_TYPE, MENU_FIRST };

struct table;

struct app {
	const struct screen *scr;
	const struct screen *back;	/* where help returns */
	bool quit;
	bool utf8, colour;
	bool big;			/* projector mode: larger tokens */
	int h, w;			/* the terminal */
	struct hit *hits;
	size_t nhits, caphits;
	unsigned seed;

	/* The menu. */
	enum menu_stage stage;
	size_t menu_cur;		/* the line under the cursor */
	const struct game *game;	/* chosen game */
	char field[256];		/* the position being typed */
	size_t field_len;
	char error[320];	/* a bad typed position */
	struct rules *next_rules;	/* the chosen start, until play */
	struct pos next_pos;
	bool has_next;

	/* The game. */
	bool playing;
	struct session sess;
	struct sel sel;
	struct marks preview, last, hint_marks;
	struct hint hint;
	bool show_hint;
	bool coach;			/* hints shown at every turn of a
					   person (a lesson's positions) */
	bool choosing;			/* the player is choosing a move */
	char said[512];			/* the last move in words */
	char said_before[512];		/* and the one before */
	char msg[320];			/* a refusal or a notice */
	bool msg_bad;

	/* Help. */
	struct sbuf help;
	int help_top;

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

/* Columns text takes on screen (UTF-8 aware). */
int app_width(const char *s);

/* The game screen: start a game, the one the menu prepared. */
void play_start(struct app *a, struct rules *r, const struct pos *p,
    enum side first);
void play_end(struct app *a);
/* The keys that choose a move, in one line. */
const char *play_mode_keys(enum sel_mode m);
/* Open the table panel of the position on the board (the key t); it
 * returns to the screen it was opened from.  table_close frees it (a
 * no-op when it is not open). */
void table_open(struct app *a);
void table_close(struct app *a);
/* Open the menu at a stage for the current game. */
void menu_open(struct app *a, enum menu_stage stage);

/* Draw the board of the session in the rectangle given. */
void board_draw(struct app *a, int y, int x, int h, int w);

#endif
