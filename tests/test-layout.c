/*
 * test-layout.c: the shape of the source tree, checked.
 *
 * - No file of src/ outside src/engine/games/ and src/engine/registry.c
 *   names a game or spells one of its options in a string: the UI, the
 *   CLI and the rest learn every game from the registry.  The names and
 *   options come from the registry itself, so a new game is covered.
 * - Each screen keeps its state to itself: `struct app` (what every
 *   screen shares) has at most APP_MEMBERS members; the headers of
 *   src/ui/ define only the types the screens share (a screen's state
 *   type is declared in its own .c file, so no other file can reach
 *   inside it); no file of src/ui/ but app.c keeps state in a variable
 *   of its own (a static that is not const), which would be state shared
 *   behind the screens' backs.
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

enum { MAX_FILES = 512, MAX_PATH = 512, APP_MEMBERS = 20 };

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
	for (o = g->notation.opts; o != NULL && o->name != NULL; o++) {
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

/* The text of file path (comments blanked), or NULL. */
static char *
text_of(const char *path)
{
	char *copy;
	size_t i;

	for (i = 0; i < nfiles; i++) {
		if (strcmp(files[i].path, path) != 0)
			continue;
		if ((copy = strdup(files[i].text)) == NULL)
			check_bail("out of memory");
		strip_comments(copy);
		return copy;
	}
	return NULL;
}

/* The members of the struct whose body starts after the brace at s: its
 * declarators at the top level, "bool a, b;" being two. */
static unsigned
members(const char *s)
{
	unsigned n = 0;
	int depth = 1, paren = 0;

	for (; *s != '\0' && depth > 0; s++) {
		if (*s == '{')
			depth++;
		else if (*s == '}')
			depth--;
		else if (*s == '(')
			paren++;
		else if (*s == ')')
			paren--;
		else if (depth == 1 && paren == 0 && (*s == ';' || *s == ','))
			n++;
	}
	return n;
}

static void
test_app_members(void)
{
	char *text = text_of("src/ui/app.h");
	const char *s = text != NULL ? strstr(text, "struct app {") : NULL;
	unsigned n = s != NULL ? members(strchr(s, '{') + 1) : 0;

	ok(s != NULL && n > 5 && n <= APP_MEMBERS, "struct app has %u members "
	    "(at most %d): only what every screen shares", n, APP_MEMBERS);
	free(text);
}

/* Is name one of the types the screens share, which a header of src/ui/
 * may define? */
static bool
shared_type(const char *name)
{
	static const char *const shared[] = {
		"input", "screen", "hit", "canvas", "frame", "app",
		"play_opts", "why_of",		/* app.h */
		"board_kind", "view",		/* view.h */
		"look",				/* board.h */
	};
	size_t i;

	for (i = 0; i < sizeof shared / sizeof shared[0]; i++)
		if (strcmp(name, shared[i]) == 0)
			return true;
	return false;
}

/* The structs a header defines, each outside the shared ones reported. */
static unsigned
header_types(const struct file *f, const char *text)
{
	const char *s = text;
	char name[64];
	unsigned found = 0;
	size_t n;

	while ((s = strstr(s, "struct ")) != NULL) {
		s += 7;
		for (n = 0; word_char(s[n]) && n + 1 < sizeof name; n++)
			name[n] = s[n];
		name[n] = '\0';
		if (n > 0 && s[n] == ' ' && s[n + 1] == '{' &&
		    !shared_type(name)) {
			diag("%s:%d defines struct %s: a screen's state "
			    "belongs in its own file", f->path,
			    line_of(text, s), name);
			found++;
		}
	}
	return found;
}

/* Is the declaration at s (a "static" at the top level) a variable that
 * is not const?  A function has its parenthesis before any '=' or ';'. */
static bool
mutable_static(const char *s)
{
	size_t n = strcspn(s, "(;=");
	const char *c;

	if (s[n] == '(' || s[n] == '\0')
		return false;
	for (c = s; c + 6 <= s + n; c++)
		if (strncmp(c, "const", 5) == 0 && !word_char(c[5]) &&
		    (c == s || !word_char(c[-1])))
			return false;
	return true;
}

/* The variables a file keeps at its top level that are not const. */
static unsigned
file_state(const struct file *f, const char *text)
{
	const char *s;
	unsigned found = 0;
	int depth = 0;

	for (s = text; *s != '\0'; s++) {
		if (*s == '{')
			depth++;
		else if (*s == '}')
			depth--;
		else if (depth == 0 && (s == text || s[-1] == '\n') &&
		    strncmp(s, "static ", 7) == 0 && mutable_static(s)) {
			diag("%s:%d keeps state in a variable of its own",
			    f->path, line_of(text, s));
			found++;
		}
	}
	return found;
}

static void
test_screens_own_state(void)
{
	unsigned types = 0, vars = 0, seen = 0;
	const struct file *f;
	size_t i, n;
	char *copy;

	for (i = 0; i < nfiles; i++) {
		f = &files[i];
		n = strlen(f->path);
		if (strncmp(f->path, "src/ui/", 7) != 0)
			continue;
		if ((copy = strdup(f->text)) == NULL)
			check_bail("out of memory");
		strip_comments(copy);
		if (f->path[n - 1] == 'h')
			types += header_types(f, copy);
		else if (strcmp(f->path, "src/ui/app.c") != 0)
			vars += file_state(f, copy);
		free(copy);
		seen++;
	}
	ok(seen > 20 && types == 0, "the headers of src/ui/ define only the "
	    "types the screens share (%u files read, %u others)", seen, types);
	ok(seen > 20 && vars == 0, "no file of src/ui/ but the terminal's keeps "
	    "state of its own (%u variables found)", vars);
}

int
main(void)
{
	const char *root = getenv("SRCDIR");
	size_t i;

	walk(root != NULL && *root != '\0' ? root : ".", "src");
	test_names();
	test_app_members();
	test_screens_own_state();
	for (i = 0; i < nfiles; i++)
		free(files[i].text);
	/* The TAP lines carry the verdict (the driver reads them), so an
	 * expected failure is not mistaken for a crash. */
	done_testing();
	return 0;
}
