/*
 * test-layout.c: the shape of the source tree, checked.
 *
 * - No file of src/ outside src/engine/games/ and src/engine/registry.c
 *   names a game or spells one of its options in a string: the UI, the
 *   CLI and the rest learn every game from the registry.  The names and
 *   options come from the registry itself, so a new game is covered.
 * (tests/modules.sh checks that no modules depend on each other in a
 * circle.)
 *
 * The tree is read from $SRCDIR (the source directory; "." when unset),
 * so the test runs out of tree as well.
 */
#include "config.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "check.h"

enum { MAX_FILES = 512, MAX_PATH = 512 };

struct file {
	char path[MAX_PATH];	/* from the source directory: src/ui/app.c */
	char *text;
};

static struct file files[MAX_FILES];
static size_t nfiles;

static char *
slurp(const char *path)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (f == NULL)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0 &&
	    fseek(f, 0, SEEK_SET) == 0 && (buf = malloc((size_t)n + 1)) !=
	    NULL) {
		if (fread(buf, 1, (size_t)n, f) != (size_t)n) {
			free(buf);
			buf = NULL;
		} else
			buf[n] = '\0';
	}
	fclose(f);
	return buf;
}

/* Every .c and .h under dir (relative rel), into files. */
static void
walk(const char *root, const char *rel)
{
	char full[2 * MAX_PATH], sub[MAX_PATH];
	struct dirent *e;
	struct stat st;
	size_t n;
	DIR *d;

	snprintf(full, sizeof full, "%s/%s", root, rel);
	if ((d = opendir(full)) == NULL)
		check_bail("cannot read %s", full);
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(sub, sizeof sub, "%s/%s", rel, e->d_name);
		snprintf(full, sizeof full, "%s/%s", root, sub);
		if (stat(full, &st) != 0)
			continue;
		if (S_ISDIR(st.st_mode)) {
			walk(root, sub);
			continue;
		}
		n = strlen(sub);
		if (n < 3 || sub[n - 2] != '.' || (sub[n - 1] != 'c' &&
		    sub[n - 1] != 'h') || nfiles == MAX_FILES)
			continue;
		snprintf(files[nfiles].path, MAX_PATH, "%s", sub);
		if ((files[nfiles].text = slurp(full)) == NULL)
			check_bail("cannot read %s", full);
		nfiles++;
	}
	closedir(d);
}

/* Blank out comments, keeping the lines (so line numbers hold). */
static void
strip_comments(char *s)
{
	bool str = false, chr = false;

	for (; *s != '\0'; s++) {
		if ((str || chr) && *s == '\\' && s[1] != '\0') {
			s++;
			continue;
		}
		if (!chr && *s == '"')
			str = !str;
		else if (!str && *s == '\'')
			chr = !chr;
		else if (!str && !chr && s[0] == '/' && s[1] == '*') {
			for (; *s != '\0' && !(s[0] == '*' && s[1] == '/'); s++)
				if (*s != '\n')
					*s = ' ';
			if (*s != '\0') {
				s[0] = s[1] = ' ';
				s++;
			}
		} else if (!str && !chr && s[0] == '/' && s[1] == '/') {
			for (; *s != '\0' && *s != '\n'; s++)
				*s = ' ';
			if (*s == '\0')
				break;
		}
	}
}

static bool
word_char(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '-';
}

/* Does the literal lit[0..n-1] hold word w as a whole word, preceded by
 * before (NULL: anything)? */
static bool
has_word(const char *lit, size_t n, const char *w, const char *before)
{
	size_t k = strlen(w), b = before != NULL ? strlen(before) : 0, i;

	for (i = b; i + k <= n; i++) {
		if (memcmp(lit + i, w, k) != 0 ||
		    (before != NULL && memcmp(lit + i - b, before, b) != 0))
			continue;
		if ((i == b || !word_char(lit[i - b - 1])) &&
		    (i + k == n || !word_char(lit[i + k])))
			return true;
	}
	return false;
}

/*
 * Does a literal name game g?  The literal is the name itself (as in
 * strcmp(name, "grundy")), or a command line naming it ("solve nim 3 4"),
 * or it spells one of the game's options (--take).  Some names are also
 * words ("stones"), so a name inside a sentence is not counted.
 */
static bool
names_game(const char *lit, size_t n, const struct game *g)
{
	static const char *const commands[] = {
		"solve ", "play ", "values ", "count ", "rules ", "--period ",
		"--porcelain ", "--explain ", "--misere "
	};
	const struct game_opt *o;
	char opt[80];
	size_t i;

	if (strlen(g->name) == n && memcmp(lit, g->name, n) == 0)
		return true;
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (has_word(lit, n, g->name, commands[i]))
			return true;
	for (o = g->opts; o != NULL && o->name != NULL; o++) {
		snprintf(opt, sizeof opt, "--%s", o->name);
		if (has_word(lit, n, opt, NULL))
			return true;
	}
	return false;
}

static bool
exempt(const char *path)
{
	return strncmp(path, "src/engine/games/", 17) == 0 ||
	    strcmp(path, "src/engine/registry.c") == 0;
}

static int
line_of(const char *text, const char *at)
{
	int line = 1;

	for (; text < at; text++)
		line += *text == '\n';
	return line;
}

/* Report a game's name or option in a string of file f, and an include
 * of a game's header; returns the count found. */
static unsigned
names_in(const struct file *f, const char *text)
{
	const char *s = text, *end;
	unsigned found = 0;
	size_t i;

	while ((s = strchr(s, '"')) != NULL) {
		for (end = s + 1; *end != '\0' && *end != '"'; end++)
			if (*end == '\\' && end[1] != '\0')
				end++;
		if (*end == '\0')
			break;
		if (strncmp(s + 1, "games/", 6) == 0 && s - text >= 9 &&
		    strncmp(s - 9, "#include ", 9) == 0) {
			diag("%s:%d includes a game's header", f->path,
			    line_of(text, s));
			found++;
		}
		for (i = 0; i < game_count(); i++) {
			if (names_game(s + 1, (size_t)(end - s - 1),
			    game_at(i))) {
				diag("%s:%d names the game %s", f->path,
				    line_of(text, s), game_at(i)->name);
				found++;
			}
		}
		s = end + 1;
	}
	return found;
}

static void
test_names(void)
{
	unsigned found = 0, seen = 0;
	char *copy;
	size_t i;

	for (i = 0; i < nfiles; i++) {
		if (exempt(files[i].path))
			continue;
		if ((copy = strdup(files[i].text)) == NULL)
			check_bail("out of memory");
		strip_comments(copy);
		found += names_in(&files[i], copy);
		free(copy);
		seen++;
	}
	ok(seen > 20 && found == 0, "no game is named outside its own file "
	    "and the registry (%u files read, %u names found)", seen, found);
}

int
main(void)
{
	const char *root = getenv("SRCDIR");
	size_t i;

	walk(root != NULL && *root != '\0' ? root : ".", "src");
	test_names();
	for (i = 0; i < nfiles; i++)
		free(files[i].text);
	/* The TAP lines carry the verdict (the driver reads them), so an
	 * expected failure is not mistaken for a crash. */
	done_testing();
	return 0;
}
