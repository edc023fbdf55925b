/*
 * i18n.c: the person's language.
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>

#include "buildtree.h"
#include "i18n.h"
#include "engine/words.h"

/*
 * $SPRAGUE_LOCALEDIR, else the catalogs that `make` put in the build tree
 * when this is the program of the build tree (so the quick start speaks
 * the reader's language before anything is installed), else the
 * installed ones.
 */
const char *
i18n_localedir(void)
{
	const char *d = getenv("SPRAGUE_LOCALEDIR");

	if (d != NULL && *d != '\0')
		return d;
#ifdef BUILDLOCALEDIR
	if (buildtree_here())
		return BUILDLOCALEDIR;
#endif
	return LOCALEDIR;
}

void
i18n_init(void)
{
	bindtextdomain(PACKAGE, i18n_localedir());
	bindtextdomain(SG_TEXTDOMAIN, i18n_localedir());
	textdomain(PACKAGE);
}

/* Add name (its first n bytes) to out unless it is there or out is full. */
static void
add(struct i18n_lang *out, size_t *k, size_t max, const char *name, size_t n)
{
	size_t i;

	if (n == 0 || n >= sizeof out->name || *k == max)
		return;
	for (i = 0; i < *k; i++)
		if (strncmp(out[i].name, name, n) == 0 &&
		    out[i].name[n] == '\0')
			return;
	memcpy(out[*k].name, name, n);
	out[*k].name[n] = '\0';
	(*k)++;
}

/* One entry ("ja_JP.UTF-8@x", "zh_CN", "ja"): language_TERRITORY, then
 * language. */
static void
add_entry(struct i18n_lang *out, size_t *k, size_t max, const char *e,
    size_t n)
{
	size_t full = strcspn(e, ".@:"), lang = strcspn(e, "_.@:");

	if (full > n)
		full = n;
	if (lang > full)
		lang = full;
	if ((lang == 1 && e[0] == 'C') || (lang == 5 &&
	    strncmp(e, "POSIX", 5) == 0))
		return;		/* the C locale's messages: English */
	add(out, k, max, e, full);
	add(out, k, max, e, lang);
}

size_t
i18n_languages(struct i18n_lang *out, size_t max)
{
	const char *loc = setlocale(LC_MESSAGES, NULL), *list, *e;
	size_t k = 0, n;

	if (loc == NULL || strcmp(loc, "C") == 0 || strcmp(loc, "POSIX") == 0)
		return 0;
	list = getenv("LANGUAGE");
	if (list == NULL || *list == '\0')
		list = loc;
	for (e = list; *e != '\0'; e += n + (e[n] == ':')) {
		n = strcspn(e, ":");
		add_entry(out, &k, max, e, n);
	}
	return k;
}
