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

/* Put session s on the board in place of the game there, which goes to
 * *keep (not freed: a "what if?" edit keeps it for undo). */
void play_replace(struct app *a, struct session *s, struct session *keep);

/* The values of the moves (play-values.c): forget them (a new position),
 * work them out for the selection if shown, v. */
void values_clear(struct app *a);
void values_update(struct app *a);
void values_key(struct app *a);

/* What if? and the handout (play-edit.c).  edit_undo: at the start of an
 * edited game, back to the game before (false when there is none). */
void edit_start(struct app *a);
void edit_key(struct app *a, const struct input *in);
void edit_draw(struct app *a, int y);
bool edit_undo(struct app *a);
void edit_free(struct app *a);
void handout_write(struct app *a);

/* The pages (play-pages.c). */
void pages_explain(struct app *a);
void pages_explain_text(struct app *a);
void pages_moves(struct app *a);

#endif
