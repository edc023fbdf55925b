/*
 * ui.h: the interactive game.  Both return the exit status.
 */
#ifndef SPRAGUE_UI_H
#define SPRAGUE_UI_H

/* `sprague` alone: the menu. */
int ui_menu(void);
/* `sprague play GAME [OPTIONS] [POSITION] [--first you|computer]`: the
 * arguments after "play". */
int ui_play(int argc, char *argv[]);

/* `sprague lesson NAME` on a terminal: that lesson's screen (NAME is one
 * of the index, checked by the caller). */
int ui_lesson(const char *name);

#endif
