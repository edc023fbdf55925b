/*
 * report.c: a teacher's report on a class (report.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/practice.h"
#include "engine/text.h"
#include "i18n.h"
#include "report.h"

/* The log's columns the report needs, by the names of its header. */
enum { COL_DATE, COL_GAME, COL_FIRST, COL_SECOND, COL_WINNER, COLS };
static const char *const col_name[COLS] = {
	"date", "game", "first", "second", "winner"
};

/* The computer is a player, never a pupil. */
static const char computer[] = "computer";

enum { FIELDS_MAX = 64, FIELD_MAX = 4096 };

void
report_free(struct report *r)
{
	size_t i;

	for (i = 0; i < r->npupils; i++)
		free(r->pupils[i]);
	free(r->pupils);
	for (i = 0; i < r->nm; i++)
		free(r->m[i].game);
	free(r->m);
	memset(r, 0, sizeof *r);
}

bool
report_date_ok(const char *s)
{
	static const char form[] = "dddd-dd-dd";
	size_t i;

	for (i = 0; form[i] != '\0'; i++)
		if (form[i] == 'd' ? s[i] < '0' || s[i] > '9' : s[i] != '-')
			return false;
	return s[i] == '\0';
}

/* The index of the pupil called name, added when new; (size_t)-1 when
 * out of memory. */
static size_t
pupil_index(struct report *r, const char *name)
{
	char **p;
	size_t i;

	for (i = 0; i < r->npupils; i++)
		if (strcmp(r->pupils[i], name) == 0)
			return i;
	if ((p = realloc(r->pupils, (r->npupils + 1) * sizeof *p)) == NULL)
		return (size_t)-1;
	r->pupils = p;
	if ((p[r->npupils] = strdup(name)) == NULL)
		return (size_t)-1;
	return r->npupils++;
}

static struct report_match *
match_of(struct report *r, size_t pupil, const char *game)
{
	struct report_match *m;
	size_t i;

	for (i = 0; i < r->nm; i++)
		if (r->m[i].pupil == pupil && strcmp(r->m[i].game, game) == 0)
			return &r->m[i];
	if ((m = realloc(r->m, (r->nm + 1) * sizeof *m)) == NULL)
		return NULL;
	r->m = m;
	m += r->nm;
	if ((m->game = strdup(game)) == NULL)
		return NULL;
	m->pupil = pupil;
	m->played = m->won = 0;
	r->nm++;
	return m;
}

/*
 * Split one line of CSV (RFC 4180, without its line end) into at most
 * FIELDS_MAX fields, each copied into buf (NUL-ended, one after the
 * other): the number of fields, or -1 with the reason in msg.
 */
static int
split(const char *s, size_t n, char *buf, size_t buflen, char *field[],
    char *msg, size_t msglen)
{
	size_t at = 0, out = 0;
	int nf = 0;
	bool quoted;

	for (;;) {
		if (nf == FIELDS_MAX) {
			snprintf(msg, msglen, _("more than %d fields"),
			    FIELDS_MAX);
			return -1;
		}
		if (out >= buflen)
			goto long_line;
		field[nf++] = buf + out;
		quoted = at < n && s[at] == '"';
		if (quoted)
			at++;
		for (;;) {
			if (at == n) {
				if (quoted) {
					snprintf(msg, msglen, "%s",
					    _("a quote not closed"));
					return -1;
				}
				break;
			}
			if (quoted && s[at] == '"') {
				if (at + 1 < n && s[at + 1] == '"')
					at++;
				else {
					at++;
					quoted = false;
					if (at < n && s[at] != ',') {
						snprintf(msg, msglen, "%s",
						    _("text after a closing "
						    "quote"));
						return -1;
					}
					continue;
				}
			} else if (!quoted && s[at] == ',')
				break;
			else if (!quoted && s[at] == '"') {
				snprintf(msg, msglen, "%s",
				    _("a quote inside a field not quoted"));
				return -1;
			}
			if (out + 1 >= buflen)
				goto long_line;
			buf[out++] = s[at++];
		}
		buf[out++] = '\0';
		if (at == n)
			return nf;
		at++;	/* the comma */
	}
long_line:
	snprintf(msg, msglen, "%s", _("a line too long"));
	return -1;
}

/* The pupils of the practice record, in the order they come. */
static bool
pupils_of_record(struct report *r, const struct progress *pg,
    const char *only)
{
	size_t i;
	const char *who;

	for (i = 0; i < pg->n + pg->nlessons; i++) {
		who = i < pg->n ? pg->e[i].pupil : pg->lessons[i - pg->n].pupil;
		if (only != NULL && strcmp(who, only) != 0)
			continue;
		if (pupil_index(r, who) == (size_t)-1)
			return false;
	}
	return true;
}

/* A game of the log for one of its players (not the computer). */
static bool
count_match(struct report *r, const char *player, const char *game,
    const char *winner, const char *only)
{
	struct report_match *m;
	size_t p;

	if (strcmp(player, computer) == 0 || (only != NULL &&
	    strcmp(player, only) != 0))
		return true;
	if ((p = pupil_index(r, player)) == (size_t)-1 ||
	    (m = match_of(r, p, game)) == NULL)
		return false;
	m->played++;
	m->won += strcmp(winner, player) == 0;
	return true;
}

bool
report_make(struct report *r, const struct progress *pg, const char *log,
    size_t len, const char *since, const char *pupil, char *msg,
    size_t msglen)
{
	char *buf = NULL, *f[FIELDS_MAX], why[200];
	int col[COLS], nhead = 0, nf, k, j;
	size_t at = 0, end, n, lineno = 0;

	memset(r, 0, sizeof *r);
	r->pg = pg;
	msg[0] = '\0';
	if (!pupils_of_record(r, pg, pupil))
		goto oom;
	if (log == NULL)
		return true;
	if (memchr(log, '\0', len) != NULL) {
		snprintf(msg, msglen, "%s", _("a NUL byte: not a results log"));
		goto fail;
	}
	/* A byte-order mark, as a spreadsheet program may write. */
	if (len >= 3 && memcmp(log, "\xef\xbb\xbf", 3) == 0)
		at = 3;
	if ((buf = malloc(FIELD_MAX * 4)) == NULL)
		goto oom;
	while (at < len) {
		for (end = at; end < len && log[end] != '\n'; end++)
			;
		n = end - at;
		if (n > 0 && log[at + n - 1] == '\r')
			n--;
		lineno++;
		if (n == 0 && lineno > 1) {
			at = end + 1;
			continue;
		}
		nf = split(log + at, n, buf, FIELD_MAX * 4, f, why,
		    sizeof why);
		at = end + 1;
		if (nf < 0) {
			snprintf(msg, msglen, _("line %1$zu: %2$s"), lineno,
			    why);
			goto fail;
		}
		if (lineno == 1) {
			/* The header: the columns by name. */
			nhead = nf;
			for (k = 0; k < COLS; k++) {
				col[k] = -1;
				for (j = 0; j < nf; j++)
					if (strcmp(f[j], col_name[k]) == 0)
						col[k] = j;
				if (col[k] < 0) {
					snprintf(msg, msglen, _("line 1: no "
					    "column \"%s\" (not a results "
					    "log)"), col_name[k]);
					goto fail;
				}
			}
			continue;
		}
		/* A line may have more fields than its header: a log begun
		 * by an older program keeps its header of ten columns while
		 * the lines a newer one appends have the columns added after
		 * them, which the report does not read. */
		if (nf < nhead) {
			snprintf(msg, msglen, _("line %1$zu: %2$d fields, the "
			    "header has %3$d"), lineno, nf, nhead);
			goto fail;
		}
		if (since != NULL && strncmp(f[col[COL_DATE]], since, 10) < 0)
			continue;
		/* A game left unfinished (its winner "-") was neither won
		 * nor lost: not a match played. */
		if (strcmp(f[col[COL_WINNER]], "-") == 0)
			continue;
		r->games++;
		if (!count_match(r, f[col[COL_FIRST]], f[col[COL_GAME]],
		    f[col[COL_WINNER]], pupil) ||
		    (strcmp(f[col[COL_SECOND]], f[col[COL_FIRST]]) != 0 &&
		    !count_match(r, f[col[COL_SECOND]], f[col[COL_GAME]],
		    f[col[COL_WINNER]], pupil)))
			goto oom;
	}
	if (lineno == 0) {
		snprintf(msg, msglen, "%s", _("empty: not a results log"));
		goto fail;
	}
	free(buf);
	return true;
oom:
	snprintf(msg, msglen, "%s", _("out of memory"));
fail:
	free(buf);
	report_free(r);
	return false;
}

/* A lesson's marks counted: lines done, answers, right, right after a
 * hint. */
struct marks_count {
	size_t lines, done, answered, right, hinted;
};

static struct marks_count
count_marks(const char *m)
{
	struct marks_count c = { strlen(m), 0, 0, 0, 0 };

	for (; *m != '\0'; m++) {
		c.done += *m != '-';
		c.answered += *m == 'r' || *m == 'h' || *m == 'w';
		c.right += *m == 'r';
		c.hinted += *m == 'h';
	}
	return c;
}

/* The pupil's name as a person reads it. */
static const char *
shown_name(const char *pupil)
{
	/* TRANSLATORS: in a teacher's report, the record of practice kept
	 * without a pupil's name. */
	return pupil[0] != '\0' ? pupil : _("(no name)");
}

/* The headings of practice's columns: the game, the level, then right
 * of answered for each kind of exercise. */
static const char *
practice_head(int k)
{
	switch (k) {
	case 0:
		return _("Practice");
	case 1:
		/* TRANSLATORS: a column of a teacher's report: the level
		 * reached in practice. */
		return _("level");
	case 2:
		/* TRANSLATORS: columns of a teacher's report: exercises
		 * right of those answered, by kind. */
		return _("who wins");
	case 3:
		return _("winning move");
	default:
		return _("Grundy value");
	}
}

static void
pad(struct sbuf *out, const char *s, int w, bool right)
{
	int n = w - text_width(s);

	if (right)
		sbuf_printf(out, "%*s%s", n > 0 ? n : 0, "", s);
	else
		sbuf_printf(out, "%s%*s", s, n > 0 ? n : 0, "");
}

/* The widest of the names of the entries of pupil in the record, the
 * lessons, the matches, and the headings. */
static int
first_width(const struct report *r, size_t p)
{
	const struct progress *pg = r->pg;
	const char *heads[3] = { _("Practice"), _("Lessons"), _("Matches") };
	int w = 0, k;
	size_t i;

	for (k = 0; k < 3; k++)
		if (text_width(heads[k]) > w)
			w = text_width(heads[k]);
	for (i = 0; i < pg->n; i++)
		if (strcmp(pg->e[i].pupil, r->pupils[p]) == 0 &&
		    text_width(pg->e[i].name) + 2 > w)
			w = text_width(pg->e[i].name) + 2;
	for (i = 0; i < pg->nlessons; i++)
		if (strcmp(pg->lessons[i].pupil, r->pupils[p]) == 0 &&
		    text_width(pg->lessons[i].name) + 2 > w)
			w = text_width(pg->lessons[i].name) + 2;
	for (i = 0; i < r->nm; i++)
		if (r->m[i].pupil == p && text_width(r->m[i].game) + 2 > w)
			w = text_width(r->m[i].game) + 2;
	return w;
}

static void
text_practice(const struct report *r, size_t p, int w, struct sbuf *out)
{
	const struct progress *pg = r->pg;
	char cell[64];
	int cw[5], k;
	size_t i;
	bool any = false;

	for (i = 0; i < pg->n; i++)
		any |= strcmp(pg->e[i].pupil, r->pupils[p]) == 0;
	if (!any)
		return;
	cw[0] = w;
	for (k = 1; k < 5; k++)
		cw[k] = text_width(practice_head(k)) < 7 ? 7 :
		    text_width(practice_head(k));
	sbuf_add(out, "  ");
	for (k = 0; k < 5; k++) {
		if (k > 0)
			sbuf_add(out, "  ");
		pad(out, practice_head(k), cw[k], k > 0);
	}
	sbuf_addc(out, '\n');
	for (i = 0; i < pg->n; i++) {
		const struct progress_entry *e = &pg->e[i];

		if (strcmp(e->pupil, r->pupils[p]) != 0)
			continue;
		sbuf_add(out, "    ");
		pad(out, e->name, cw[0] - 2, false);
		snprintf(cell, sizeof cell, "%u", e->level);
		sbuf_add(out, "  ");
		pad(out, cell, cw[1], true);
		for (k = 0; k < EX_KINDS; k++) {
			snprintf(cell, sizeof cell, "%lu/%lu",
			    (unsigned long)e->right[k],
			    (unsigned long)e->tried[k]);
			sbuf_add(out, "  ");
			pad(out, cell, cw[2 + k], true);
		}
		sbuf_addc(out, '\n');
	}
}

/* A lesson's score in words. */
static void
lesson_words(const char *marks, struct sbuf *out)
{
	struct marks_count c = count_marks(marks);

	/* TRANSLATORS: a lesson in a teacher's report: its lines done
	 * of all its lines, answers right of those answered. */
	sbuf_printf(out, _("%1$zu of %2$zu lines done, %3$zu of %4$zu "
	    "answers right"), c.done, c.lines, c.right, c.answered);
	if (c.hinted > 0)
		sbuf_printf(out, _(" (%zu more after a hint)"), c.hinted);
}

static void
text_lessons(const struct report *r, size_t p, int w, struct sbuf *out)
{
	const struct progress *pg = r->pg;
	size_t i;
	bool head = false;

	for (i = 0; i < pg->nlessons; i++) {
		if (strcmp(pg->lessons[i].pupil, r->pupils[p]) != 0)
			continue;
		if (!head) {
			sbuf_printf(out, "  %s\n", _("Lessons"));
			head = true;
		}
		sbuf_add(out, "    ");
		pad(out, pg->lessons[i].name, w - 2, false);
		sbuf_add(out, "  ");
		lesson_words(pg->lessons[i].marks, out);
		sbuf_addc(out, '\n');
	}
}

static void
text_matches(const struct report *r, size_t p, int w, struct sbuf *out)
{
	/* The headings of the league table's (results). */
	const char *played = _("games"), *won = _("wins");
	int cp = text_width(played), cw = text_width(won);
	char cell[32];
	size_t i;
	bool head = false;

	for (i = 0; i < r->nm; i++) {
		if (r->m[i].pupil != p)
			continue;
		if (!head) {
			sbuf_add(out, "  ");
			pad(out, _("Matches"), w, false);
			sbuf_printf(out, "  %s  %s\n", played, won);
			head = true;
		}
		sbuf_add(out, "    ");
		pad(out, r->m[i].game, w - 2, false);
		snprintf(cell, sizeof cell, "%zu", r->m[i].played);
		sbuf_add(out, "  ");
		pad(out, cell, cp, true);
		snprintf(cell, sizeof cell, "%zu", r->m[i].won);
		sbuf_add(out, "  ");
		pad(out, cell, cw, true);
		sbuf_addc(out, '\n');
	}
}

void
report_text(const struct report *r, struct sbuf *out)
{
	size_t p;
	int w;

	sbuf_printf(out, ngettext("A report on %zu pupil.\n",
	    "A report on %zu pupils.\n", r->npupils), r->npupils);
	for (p = 0; p < r->npupils; p++) {
		w = first_width(r, p);
		sbuf_printf(out, "\n%s\n", shown_name(r->pupils[p]));
		text_practice(r, p, w, out);
		text_lessons(r, p, w, out);
		text_matches(r, p, w, out);
	}
}

/* A CSV field, quoted when it must be. */
static void
csv_field(struct sbuf *out, const char *s)
{
	size_t n = strlen(s);

	if (strpbrk(s, ",\"\r\n") == NULL && (n == 0 || (s[0] != ' ' &&
	    s[n - 1] != ' '))) {
		sbuf_add(out, s);
		return;
	}
	sbuf_addc(out, '"');
	for (; *s != '\0'; s++) {
		if (*s == '"')
			sbuf_addc(out, '"');
		sbuf_addc(out, *s);
	}
	sbuf_addc(out, '"');
}

static void
csv_line(struct sbuf *out, const char *pupil, const char *what,
    const char *name, const char *level, size_t tried, size_t right,
    const char *rest)
{
	csv_field(out, pupil);
	sbuf_addc(out, ',');
	csv_field(out, what);
	sbuf_addc(out, ',');
	csv_field(out, name);
	sbuf_printf(out, ",%s,%zu,%zu,%s\r\n", level, tried, right, rest);
}

void
report_csv(const struct report *r, bool bom, struct sbuf *out)
{
	const struct progress *pg = r->pg;
	struct marks_count c;
	char level[16], rest[64];
	size_t p, i;
	int k;

	if (bom)
		sbuf_add(out, "\xef\xbb\xbf");
	sbuf_add(out, "pupil,what,name,level,tried,right,after_hint,"
	    "lines_done,lines\r\n");
	for (p = 0; p < r->npupils; p++) {
		const char *who = r->pupils[p];

		for (i = 0; i < pg->n; i++) {
			if (strcmp(pg->e[i].pupil, who) != 0)
				continue;
			snprintf(level, sizeof level, "%u", pg->e[i].level);
			for (k = 0; k < EX_KINDS; k++)
				csv_line(out, who, ex_kind_name(k),
				    pg->e[i].name, level, pg->e[i].tried[k],
				    pg->e[i].right[k], "-,-,-");
		}
		for (i = 0; i < pg->nlessons; i++) {
			if (strcmp(pg->lessons[i].pupil, who) != 0)
				continue;
			c = count_marks(pg->lessons[i].marks);
			snprintf(rest, sizeof rest, "%zu,%zu,%zu", c.hinted,
			    c.done, c.lines);
			csv_line(out, who, "lesson", pg->lessons[i].name, "-",
			    c.answered, c.right, rest);
		}
		for (i = 0; i < r->nm; i++)
			if (r->m[i].pupil == p)
				csv_line(out, who, "match", r->m[i].game, "-",
				    r->m[i].played, r->m[i].won, "-,-,-");
	}
}

static void
html_text(struct sbuf *out, const char *s)
{
	for (; *s != '\0'; s++) {
		if (*s == '&')
			sbuf_add(out, "&amp;");
		else if (*s == '<')
			sbuf_add(out, "&lt;");
		else if (*s == '>')
			sbuf_add(out, "&gt;");
		else if (*s == '"')
			sbuf_add(out, "&quot;");
		else
			sbuf_addc(out, *s);
	}
}

/* A cell: <td> or <th>, its text escaped. */
static void
html_cell(struct sbuf *out, const char *tag, const char *s)
{
	sbuf_printf(out, "<%s>", tag);
	html_text(out, s);
	sbuf_printf(out, "</%s>", tag);
}

static const char html_style[] =
"body { font-family: \"Noto Serif\", \"Noto Serif CJK JP\", "
"\"Noto Serif CJK SC\", \"Source Han Serif\", \"Hiragino Mincho ProN\", "
"\"Yu Mincho\", \"SimSun\", serif; max-width: 44em; margin: 1em auto; }\n"
":lang(zh-CN) body, body:lang(zh-CN) { font-family: \"Noto Serif\", "
"\"Noto Serif CJK SC\", \"Source Han Serif SC\", \"SimSun\", serif; }\n"
"section { break-inside: avoid; page-break-inside: avoid; }\n"
"table { border-collapse: collapse; margin: 0.3em 0 0.8em 1em; }\n"
"th, td { border: 1px solid #000; padding: 0.1em 0.5em; }\n"
"td.n { text-align: right; }\n";

static void
html_practice(const struct report *r, size_t p, struct sbuf *out)
{
	const struct progress *pg = r->pg;
	char cell[64];
	size_t i;
	int k;
	bool head = false;

	for (i = 0; i < pg->n; i++) {
		const struct progress_entry *e = &pg->e[i];

		if (strcmp(e->pupil, r->pupils[p]) != 0)
			continue;
		if (!head) {
			sbuf_add(out, "<table>\n<tr>");
			for (k = 0; k < 5; k++)
				html_cell(out, "th", practice_head(k));
			sbuf_add(out, "</tr>\n");
			head = true;
		}
		sbuf_add(out, "<tr>");
		html_cell(out, "td", e->name);
		sbuf_printf(out, "<td class=\"n\">%u</td>", e->level);
		for (k = 0; k < EX_KINDS; k++) {
			snprintf(cell, sizeof cell, "%lu/%lu",
			    (unsigned long)e->right[k],
			    (unsigned long)e->tried[k]);
			sbuf_printf(out, "<td class=\"n\">%s</td>", cell);
		}
		sbuf_add(out, "</tr>\n");
	}
	if (head)
		sbuf_add(out, "</table>\n");
}

static void
html_lessons_matches(const struct report *r, size_t p, struct sbuf *out)
{
	const struct progress *pg = r->pg;
	struct sbuf words;
	size_t i;
	bool head = false;

	sbuf_init(&words);
	for (i = 0; i < pg->nlessons; i++) {
		if (strcmp(pg->lessons[i].pupil, r->pupils[p]) != 0)
			continue;
		if (!head) {
			sbuf_add(out, "<table>\n<tr>");
			html_cell(out, "th", _("Lessons"));
			/* TRANSLATORS: a column of a teacher's report: how
			 * far a pupil got in a lesson. */
			html_cell(out, "th", _("score"));
			sbuf_add(out, "</tr>\n");
			head = true;
		}
		sbuf_reset(&words);
		lesson_words(pg->lessons[i].marks, &words);
		sbuf_add(out, "<tr>");
		html_cell(out, "td", pg->lessons[i].name);
		html_cell(out, "td", sbuf_str(&words));
		sbuf_add(out, "</tr>\n");
	}
	sbuf_free(&words);
	if (head)
		sbuf_add(out, "</table>\n");
	head = false;
	for (i = 0; i < r->nm; i++) {
		if (r->m[i].pupil != p)
			continue;
		if (!head) {
			sbuf_add(out, "<table>\n<tr>");
			html_cell(out, "th", _("Matches"));
			html_cell(out, "th", _("games"));
			html_cell(out, "th", _("wins"));
			sbuf_add(out, "</tr>\n");
			head = true;
		}
		sbuf_add(out, "<tr>");
		html_cell(out, "td", r->m[i].game);
		sbuf_printf(out, "<td class=\"n\">%zu</td><td class=\"n\">%zu"
		    "</td></tr>\n", r->m[i].played, r->m[i].won);
	}
	if (head)
		sbuf_add(out, "</table>\n");
}

void
report_html(const struct report *r, struct sbuf *out)
{
	struct sbuf title;
	size_t p;

	sbuf_init(&title);
	sbuf_printf(&title, ngettext("A report on %zu pupil.",
	    "A report on %zu pupils.", r->npupils), r->npupils);
	/* TRANSLATORS: the language of a worksheet's web page, as HTML
	 * names it: ja, zh-CN. */
	sbuf_printf(out, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", _("en"));
	html_text(out, sbuf_str(&title));
	sbuf_add(out, "</title>\n<style>\n");
	sbuf_add(out, html_style);
	sbuf_add(out, "</style>\n</head>\n<body>\n<h1>");
	html_text(out, sbuf_str(&title));
	sbuf_add(out, "</h1>\n");
	sbuf_free(&title);
	for (p = 0; p < r->npupils; p++) {
		sbuf_add(out, "<section>\n<h2>");
		html_text(out, shown_name(r->pupils[p]));
		sbuf_add(out, "</h2>\n");
		html_practice(r, p, out);
		html_lessons_matches(r, p, out);
		sbuf_add(out, "</section>\n");
	}
	sbuf_add(out, "</body>\n</html>\n");
}
