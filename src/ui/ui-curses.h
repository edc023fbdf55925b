/*
 * ui-curses.h: the one place that includes the curses header, whichever
 * the system has (config.h, included first by every .c file, says which).
 */
#ifndef SPRAGUE_UI_CURSES_H
#define SPRAGUE_UI_CURSES_H

#if defined(HAVE_NCURSESW_CURSES_H)
#include <ncursesw/curses.h>
#define UI_WIDE_CURSES 1
#elif defined(HAVE_NCURSES_CURSES_H)
#include <ncurses/curses.h>
#elif defined(HAVE_NCURSES_H)
#include <ncurses.h>
#else
#include <curses.h>
#endif

#ifndef UI_WIDE_CURSES
#define UI_WIDE_CURSES 0
#endif

#endif
