/*
 * words.h: the engine's words in the person's language.
 *
 * The engine speaks through a text domain of its own, "sprague-engine"
 * (catalogs in po-engine/), so that the library's sentences (moves in
 * words, refusals, explanations, exercises) are translated apart from
 * the program's.  W_("...") is a sentence translated where it is written;
 * WN_("...") marks one translated where it is used (a table); wngettext()
 * a sentence with a number and its plural.  Whole sentences with
 * positional placeholders (%1$s), never fragments glued together.  The
 * program binds the domain (src/i18n.c); the engine only looks words up,
 * so it keeps no state of its own.  The notation, --porcelain and saved
 * games are never marked.
 */
#ifndef SPRAGUE_WORDS_H
#define SPRAGUE_WORDS_H

#define SG_TEXTDOMAIN "sprague-engine"

#ifdef ENABLE_NLS
#include <libintl.h>
#define W_(s) dgettext(SG_TEXTDOMAIN, s)
#define wngettext(s, p, n) dngettext(SG_TEXTDOMAIN, s, p, n)
#else
#define W_(s) (s)
#define wngettext(s, p, n) ((n) == 1 ? (s) : (p))
#endif
#define WN_(s) s

#endif
