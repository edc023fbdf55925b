/*
 * i18n.h: the person's language, for the program (the UI and the CLI).
 *
 * _("...") is a message translated where it is written; N_("...") marks
 * one that is translated later, where it is used (a table of texts);
 * ngettext() a message with a number and its plural.  The contract (game
 * names, the notation, options, --porcelain, values, saved games) is
 * never marked: it reads the same in every language.
 */
#ifndef SPRAGUE_I18N_H
#define SPRAGUE_I18N_H

#ifdef ENABLE_NLS
#include <libintl.h>
#define _(s) gettext(s)
#else
#define _(s) (s)
#define ngettext(s, p, n) ((n) == 1 ? (s) : (p))
#define bindtextdomain(d, dir) ((void)(dir), (d))
#define textdomain(d) (d)
#endif
#define N_(s) s

/* Where the catalogs are: $SPRAGUE_LOCALEDIR (tests run the program
 * before it is installed), else the installed locale directory. */
const char *i18n_localedir(void);

/* Bind the program's messages to the catalogs; after setlocale. */
void i18n_init(void);

/* The person's languages, best first, as the directory names data/ has
 * ("ja", "zh_CN"), the way gettext picks them: none when the messages'
 * locale is C or POSIX; else each entry of LANGUAGE, or the messages'
 * locale, as language_TERRITORY and then language.  Fills up to max
 * entries of out and returns how many. */
struct i18n_lang {
	char name[16];
};
size_t i18n_languages(struct i18n_lang *out, size_t max);

#endif
