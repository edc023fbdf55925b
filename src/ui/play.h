/*
 * play.h: what the files of the game screen share (scr-play.c, the game
 * over box, the replay, the save prompt, the pages of explanation and of
 * moves); not for the other screens, which use app.h.
 */
#ifndef SPRAGUE_UI_PLAY_H
#define SPRAGUE_UI_PLAY_H

#include "ui/app.h"

/* Draw the game screen (the game over box draws over it). */
void play_draw(struct app *a);
/* After the position changed: a fresh choice, the last move marked, the
 * hint when coaching. */
void play_new_position(struct app *a);
/* Mark the move being chosen on the board (after a key changed it). */
void play_preview(struct app *a);
/* The last two moves in words, under the board. */
void play_say_recent(struct app *a);
/* A person against the computer: the computer answers now. */
void play_answer(struct app *a);
/* Hide the hint. */
void play_hint_off(struct app *a);
/* The keys every game screen shares (new, lesson, table, undo, redo,
 * explain, moves, save, help); true when the key was taken. */
bool play_common_key(struct app *a, const struct input *in);
/* Player i's name as it starts a sentence: "You", "Computer", "Ann". */
void play_spoken_name(const struct session *ss, int i, char *buf,
    size_t len);
/* Set the message under the board (bad: a refusal). */
void play_message(struct app *a, bool bad, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
/* Text in lines of at most width columns, broken at blanks, drawn from
 * (y, x) when draw is set; returns the number of lines. */
int play_wrapped(struct app *a, int y, int x, enum role r, const char *text,
    int width, bool draw);
/* The game as a record: up to the board, or all of a game being
 * replayed. */
int play_record(struct app *a, struct record *rec, struct sg_cause *why);

/* The replay (play-replay.c). */
void replay_judge(struct app *a);
void replay_free(struct app *a);
bool replay_key(struct app *a, const struct input *in);
int replay_verdict_line(struct app *a, int y, bool draw);

/* Saving (play-save.c). */
void save_start(struct app *a);
void save_key(struct app *a, const struct input *in);
void save_draw(struct app *a, int y);

/* The pages (play-pages.c). */
void pages_explain(struct app *a);
void pages_moves(struct app *a);

#endif
