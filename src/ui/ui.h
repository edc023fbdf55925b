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

#endif
