/*
 * play.h: what the parts of the game screen share: the screen itself
 * (scr-play.c, whose state is struct play), the game over box
 * (scr-over.c), the replay, the save prompt, the values of the moves,
 * "what if?" and the handout, and the page of moves (play-*.c).  Each
 * part keeps its own state in a struct of its own file, reached here
 * only through functions; the other screens use app.h.
 */
#ifndef SPRAGUE_UI_PLAY_H
#define SPRAGUE_UI_PLAY_H

#include "engine/record.h"
#include "play/resultline.h"
#include "ui/view.h"

struct play;

/* The board of the game, and the options it was started with. */
struct view *play_view(struct play *g);
struct play_opts *play_options(struct play *g);
/* Draw the game screen (the game over box draws over it). */
void play_draw(struct app *a, struct play *g);
/* After the position changed: a fresh choice, the last move marked, the
 * values forgotten, the hint when coaching. */
void play_new_position(struct play *g);
/* The last two moves in words, under the board. */
void play_say_recent(struct play *g);
/* The last move and the one before in words ("" for none). */
const char *play_said(const struct play *g, bool before);
/* A person against the computer: the computer answers once the board
 * shows (app_tick_soon). */
void play_answer(struct app *a, struct play *g);
/* The keys every game screen shares (new, lesson, table, undo, redo,
 * explain, moves, save, help); true when the key was taken. */
bool play_common_key(struct app *a, struct play *g, const struct input *in);
/* Player i's name as it starts a sentence: "You", "Computer", "Ann". */
void play_spoken_name(const struct session *ss, int i, char *buf,
    size_t len);
/* Set the message under the board (bad: a refusal). */
void play_message(struct play *g, bool bad, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* The game as a record: up to the board, or all of a game being
 * replayed. */
int play_record(struct play *g, struct record *rec, struct sg_cause *why);
/* Is a saved game being stepped through? */
bool play_replaying(const struct play *g);
/* The game over box: shown or not; the demo paused or not. */
void play_show_over(struct play *g, bool over);
void play_pause(struct play *g, bool paused);
/* The same position again, from the start. */
void play_again(struct app *a, struct play *g);
/* The same position with the players changed round (the second moves
 * first): a rematch, or the next game of a series. */
void play_rematch(struct app *a, struct play *g);
/* A series (--best-of): the score after the games so far, "Ann 1, Bob
 * 0", into buf; is the series decided (a player has more than half the
 * games, or all were played)? */
void play_series_score(struct play *g, char *buf, size_t len);
/* The same in the words of the board (names translated). */
void play_series_words(struct play *g, char *buf, size_t len);
/* The player of the series' first game who is player i of this one. */
int play_series_player(const struct play *g, int i);
bool play_series_done(struct play *g);
/* The game over box (scr-over.c). */
void over_draw(struct app *a, struct play *g);
void over_key(struct app *a, struct play *g, const struct input *in);

/* The replay (play-replay.c): the verdict of every move of the session,
 * made when it starts; a key while stepping (true: the replay ends, play
 * goes on from the board); the verdict of the move to the board, under
 * it (returns its lines). */
struct replay;
struct replay *replay_new(struct play *g);
void replay_free(struct replay *r);
bool replay_key(struct app *a, struct play *g, const struct input *in);
int replay_verdict_line(struct app *a, struct play *g,
    const struct replay *r, int y, bool draw);

/* Saving (play-save.c): the prompt for a file name; path is the file
 * the game came from ("" for none), which holds its moves up to at
 * (SIZE_MAX: none). */
struct save;
struct save *save_new(const char *path, size_t at);
void save_free(struct save *s);
void save_start(struct save *s);
bool save_active(const struct save *s);
void save_key(struct play *g, struct save *s, const struct input *in);
void save_draw(struct app *a, struct play *g, const struct save *s, int y);
/* The game on the board is another: the file no longer holds it. */
void save_forget(struct save *s);
/* Does the file hold the game as it is on the board? */
bool save_holds(const struct save *s, struct play *g);

/* A game just finished, or left unfinished (end), goes to the results
 * log of the options, when they name one (a message says where, or why
 * not). */
void results_write(struct play *g, enum result_end end);

/* The values of the moves (play-values.c): forget them (a new
 * position), work them out for every move if shown, v; the values in
 * words ("" for none). */
struct values;
struct values *values_new(const struct app *a);
void values_free(struct values *vs);
void values_clear(struct values *vs, struct view *v);
void values_update(struct values *vs, struct play *g);
void values_key(struct values *vs, struct play *g);
const char *values_note(const struct values *vs);

/* What if? and the handout (play-edit.c). */
struct edit;
struct edit *edit_new(void);
void edit_free(struct edit *e);
void edit_start(struct edit *e, struct play *g);
bool edit_active(const struct edit *e);
void edit_key(struct app *a, struct play *g, struct edit *e,
    const struct input *in);
void edit_draw(struct app *a, const struct edit *e, int y);
void handout_write(struct app *a, struct play *g);

/* The page of the moves so far (play-pages.c). */
void pages_moves(struct app *a, struct play *g);
/* The value history of the game (the moves page's chart) in width
 * columns, appended to out; nothing before the first move. */
void pages_chart(struct app *a, struct play *g, int width, struct sbuf *out);

#endif
