/*
 * ui.h: the interactive game.  Both return the exit status.
 */
#ifndef SPRAGUE_UI_H
#define SPRAGUE_UI_H

/* `sprague` alone: the menu. */
int ui_menu(void);
/* `sprague play GAME [OPTIONS] [POSITION] [--first you|computer]
 * [--level L] [--misere] [--players A,B | --demo]` or `sprague play
 * --load FILE`: the arguments after "play". */
int ui_play(int argc, char *argv[]);
/* `sprague replay FILE` on a terminal: step through the saved game. */
int ui_replay(const char *path);

#endif
