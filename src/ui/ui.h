/*
 * ui.h: the interactive game.  Both return the exit status.
 */
#ifndef SPRAGUE_UI_H
#define SPRAGUE_UI_H

#include <stdbool.h>

/* `sprague` alone: the menu; `sprague --big`: the menu, and the games it
 * starts, in projector mode (larger tokens on the boards). */
int ui_menu(bool big);
/* `sprague play GAME [OPTIONS] [POSITION] [--first you|computer]
 * [--level L] [--misere] [--players A,B | --demo] [--big]` or `sprague
 * play --load FILE [--level L] [--big]`: the arguments after "play". */
int ui_play(int argc, char *argv[]);
/* `sprague replay FILE` on a terminal: step through the saved game. */
int ui_replay(const char *path);

/* `sprague lesson [--name PUPIL] NAME|FILE [--big]` on a terminal: that
 * lesson's screen over the list (the lesson found and read by the
 * caller), the answers kept under the pupil's name (NULL: the account's
 * own record). */
struct lesson_ref;
int ui_lesson(const struct lesson_ref *ref, const char *pupil, bool big);

/* `sprague practice [--name NAME] [--big] [GAME]` on a terminal: a run
 * of exercises of the game (NULL: every game), checked by the caller,
 * for the pupil called name (NULL: the screen asks), in projector mode
 * when big. */
int ui_practice(const char *game, const char *name, bool big);

#endif
