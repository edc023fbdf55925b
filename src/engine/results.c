/*
 * results.c: the results log's lines and the league table (results.h).
 *
 * Like the saved game, the log is read strictly: it is written by the
 * program, so a line out of place means the file was damaged or is not a
 * results log, and the teacher is told which line.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "results.h"
#include "strategy_level.h"
#include "engine/words.h"

static const char *const column_name[RESULTS_COLUMNS] = {
	"date", "game", "start", "first", "second", "winner", "moves",
	"hints", "level", "misere", "end", "left", "takebacks", "edits",
	"continued", "series", "score"
};

/* What the columns after the older ten hold for a line without them: a
 * finished game, nothing else known. */
static const char *const old_line_rest[RESULTS_COLUMNS -
    RESULTS_OLD_COLUMNS] = { "finished", "-", "0", "0", "no", "-", "-" };

/* Must the field be quoted to read back as it is? */
static bool
needs_quotes(const char *s)
{
	size_t n = strlen(s);

	return strpbrk(s, ",\"\r\n") != NULL || (n > 0 && (s[0] == ' ' ||
	    s[n - 1] == ' '));
}

void
results_format(const char *const field[RESULTS_COLUMNS], struct sbuf *out)
{
	const char *s;
	int i;

	for (i = 0; i < RESULTS_COLUMNS; i++) {
		if (i > 0)
			sbuf_addc(out, ',');
		if (!needs_quotes(field[i])) {
			sbuf_add(out, field[i]);
			continue;
		}
		sbuf_addc(out, '"');
		for (s = field[i]; *s != '\0'; s++) {
			if (*s == '"')
				sbuf_addc(out, '"');
			sbuf_addc(out, *s);
		}
		sbuf_addc(out, '"');
	}
	sbuf_addc(out, '\n');
}

void
results_init(struct results *r)
{
	memset(r, 0, sizeof *r);
}

static void
entries_free(struct results_entry *e, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(e[i].name);
	free(e);
}

void
results_free(struct results *r)
{
	entries_free(r->players, r->nplayers);
	entries_free(r->games, r->ngames);
	results_init(r);
}

void
results_fields_free(char *field[RESULTS_COLUMNS])
{
	int i;

	for (i = 0; i < RESULTS_COLUMNS; i++) {
		free(field[i]);
		field[i] = NULL;
	}
}

/* One field from s[*at..len-1], quoted or not, into a new string; *at
 * moves past it and its comma.  SG_OK, SG_EINVAL (why), SG_ENOMEM. */
static int
take_field(const char *s, size_t len, size_t *at, char **out,
    struct sg_cause *why)
{
	struct sbuf f;
	size_t i = *at;
	bool quoted = i < len && s[i] == '"';
	int rc = SG_OK;

	sbuf_init(&f);
	for (i += quoted; i < len; i++) {
		if (quoted && s[i] == '"' && i + 1 < len && s[i + 1] == '"')
			i++;		/* a doubled quote: one quote */
		else if (quoted && s[i] == '"') {
			quoted = false;
			if (i + 1 < len && s[i + 1] != ',') {
				rc = sg_fail(why, SG_EINVAL, W_("column %zu: a "
				    "quoted field goes on after its closing "
				    "quote"), i + 2);
				break;
			}
			continue;
		} else if (!quoted && s[i] == ',')
			break;
		else if (!quoted && s[i] == '"') {
			rc = sg_fail(why, SG_EINVAL, W_("column %zu: a quote "
			    "inside a field that is not quoted"), i + 1);
			break;
		}
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f) {
			rc = sg_fail(why, SG_EINVAL, W_("column %1$zu: not "
			    "text (byte 0x%2$02x)"), i + 1,
			    (unsigned char)s[i]);
			break;
		}
		sbuf_addc(&f, s[i]);
		if (f.len > RESULTS_FIELD_MAX) {
			rc = sg_fail(why, SG_EINVAL, W_("a field longer than "
			    "%d bytes"), RESULTS_FIELD_MAX);
			break;
		}
	}
	if (rc == SG_OK && quoted)
		rc = sg_fail(why, SG_EINVAL, W_("a quoted field without its "
		    "closing quote"));
	if (rc == SG_OK && f.oom)
		rc = sg_nomem(why);
	if (rc == SG_OK && (*out = sg_strdup(sbuf_str(&f))) == NULL)
		rc = sg_nomem(why);
	sbuf_free(&f);
	*at = i + 1;
	return rc;
}

/* The hints field: "off", a count, or two counts "F S".  SG_OK or
 * SG_EINVAL. */
static int
check_hints(const char *v, struct sg_cause *why)
{
	const char *blank = strchr(v, ' ');
	struct sg_cause ignore;
	uint64_t n;
	char first[32];

	if (strcmp(v, "off") == 0)
		return SG_OK;
	if (blank != NULL && (size_t)(blank - v) < sizeof first) {
		snprintf(first, sizeof first, "%.*s", (int)(blank - v), v);
		if (sg_parse_u64(first, sg_max_u63(), "hints", &n,
		    &ignore) == SG_OK && sg_parse_u64(blank + 1, sg_max_u63(),
		    "hints", &n, &ignore) == SG_OK)
			return SG_OK;
	} else if (blank == NULL && sg_parse_u64(v, sg_max_u63(), "hints", &n,
	    &ignore) == SG_OK)
		return SG_OK;
	return sg_fail(why, SG_EINVAL, W_("hints \"%.40s\": must be off, a "
	    "number, or two numbers with a blank between"), v);
}

/* The winner, end and left fields: a finished game has a winner, one
 * of the two, and no one who left; an unfinished one the other way. */
static int
check_end(char *const f[RESULTS_COLUMNS], struct sg_cause *why)
{
	bool finished = strcmp(f[RESULTS_END], "finished") == 0;
	int who = finished ? RESULTS_WINNER : RESULTS_LEFT;

	if (!finished && strcmp(f[RESULTS_END], "abandoned") != 0 &&
	    strcmp(f[RESULTS_END], "saved") != 0 &&
	    strcmp(f[RESULTS_END], "interrupted") != 0)
		return sg_fail(why, SG_EINVAL, W_("end \"%.40s\": must be "
		    "finished, abandoned, interrupted or saved"),
		    f[RESULTS_END]);
	if (strcmp(f[finished ? RESULTS_LEFT : RESULTS_WINNER], "-") != 0)
		return sg_fail(why, SG_EINVAL, finished ? W_("left \"%.40s\": "
		    "must be - for a finished game") : W_("winner \"%.40s\": "
		    "must be - for a game not finished"),
		    f[finished ? RESULTS_LEFT : RESULTS_WINNER]);
	if (strcmp(f[who], f[RESULTS_FIRST]) != 0 &&
	    strcmp(f[who], f[RESULTS_SECOND]) != 0)
		return sg_fail(why, SG_EINVAL, finished ? W_("winner \"%.40s\": "
		    "must be the first or the second player") : W_("left "
		    "\"%.40s\": must be the first or the second player"),
		    f[who]);
	return SG_OK;
}

/* The series field, "K/N" with 1 <= K <= N, N odd, or "-"; the score
 * "-" exactly when the series is. */
static int
check_series(char *const f[RESULTS_COLUMNS], struct sg_cause *why)
{
	const char *v = f[RESULTS_SERIES], *slash = strchr(v, '/');
	struct sg_cause ignore;
	uint64_t k = 0, n = 0;
	char first[32];
	bool none = strcmp(v, "-") == 0;

	if (!none && (slash == NULL || (size_t)(slash - v) >= sizeof first ||
	    (snprintf(first, sizeof first, "%.*s", (int)(slash - v), v),
	    sg_parse_u64(first, 999, "series", &k, &ignore) != SG_OK) ||
	    sg_parse_u64(slash + 1, 999, "series", &n, &ignore) != SG_OK ||
	    k == 0 || k > n || n % 2 == 0))
		return sg_fail(why, SG_EINVAL, W_("series \"%.40s\": must be "
		    "K/N (game K of a best of N, N odd) or -"), v);
	if (none != (strcmp(f[RESULTS_SCORE], "-") == 0))
		return sg_fail(why, SG_EINVAL, W_("score \"%.40s\": must be - "
		    "exactly when the series is"), f[RESULTS_SCORE]);
	return SG_OK;
}

/* Are the fields of one line what the columns hold? */
static int
check_fields(char *const f[RESULTS_COLUMNS], struct sg_cause *why)
{
	enum strategy_level level;
	struct sg_cause ignore;
	uint64_t n;
	int i;

	for (i = 0; i < RESULTS_COLUMNS; i++)
		if (f[i][0] == '\0')
			return sg_fail(why, SG_EINVAL, W_("%s: empty"),
			    column_name[i]);
	if (check_end(f, why) != SG_OK)
		return SG_EINVAL;
	if (sg_parse_u64(f[RESULTS_MOVES], sg_max_u63(), "moves", &n,
	    why) != SG_OK)
		return SG_EINVAL;
	if (check_hints(f[RESULTS_HINTS], why) != SG_OK)
		return SG_EINVAL;
	if (strcmp(f[RESULTS_LEVEL], "-") != 0 &&
	    strategy_level_parse(f[RESULTS_LEVEL], &level, &ignore) != SG_OK)
		return sg_fail(why, SG_EINVAL, W_("level \"%.40s\": must be "
		    "perfect, strong, casual, beginner or -"),
		    f[RESULTS_LEVEL]);
	if (strcmp(f[RESULTS_MISERE], "yes") != 0 &&
	    strcmp(f[RESULTS_MISERE], "no") != 0)
		return sg_fail(why, SG_EINVAL, W_("misere \"%.40s\": must be "
		    "yes or no"), f[RESULTS_MISERE]);
	if (sg_parse_u64(f[RESULTS_TAKEBACKS], sg_max_u63(), "takebacks", &n,
	    why) != SG_OK || sg_parse_u64(f[RESULTS_EDITS], sg_max_u63(),
	    "edits", &n, why) != SG_OK)
		return SG_EINVAL;
	if (strcmp(f[RESULTS_CONTINUED], "yes") != 0 &&
	    strcmp(f[RESULTS_CONTINUED], "no") != 0)
		return sg_fail(why, SG_EINVAL, W_("continued \"%.40s\": must be "
		    "yes or no"), f[RESULTS_CONTINUED]);
	return check_series(f, why);
}

int
results_split(const char *line, size_t len, char *field[RESULTS_COLUMNS],
    struct sg_cause *why)
{
	size_t at = 0;
	int i, rc = SG_OK;

	for (i = 0; i < RESULTS_COLUMNS; i++)
		field[i] = NULL;
	if (len > RESULTS_LINE_MAX)
		return sg_fail(why, SG_EINVAL, W_("longer than %d bytes"),
		    RESULTS_LINE_MAX);
	for (i = 0; i < RESULTS_COLUMNS && rc == SG_OK; i++) {
		if (i == RESULTS_OLD_COLUMNS && at > len)
			break;		/* an older line */
		if (at > len)
			rc = sg_fail(why, SG_EINVAL, W_("%1$d fields, not %2$d "
			    "or %3$d (%4$s is missing)"), i,
			    RESULTS_OLD_COLUMNS, RESULTS_COLUMNS,
			    column_name[i]);
		else
			rc = take_field(line, len, &at, &field[i], why);
	}
	for (; i < RESULTS_COLUMNS && rc == SG_OK; i++)
		if ((field[i] = sg_strdup(old_line_rest[i -
		    RESULTS_OLD_COLUMNS])) == NULL)
			rc = sg_nomem(why);
	if (rc == SG_OK && at <= len)
		rc = sg_fail(why, SG_EINVAL, W_("more than %d fields"),
		    RESULTS_COLUMNS);
	if (rc == SG_OK)
		rc = check_fields(field, why);
	if (rc != SG_OK)
		results_fields_free(field);
	return rc;
}

/* The entry of name in *e (n of them), added when new; NULL when out of
 * memory. */
static struct results_entry *
entry(struct results_entry **e, size_t *n, const char *name)
{
	struct results_entry *ne;
	size_t i;

	for (i = 0; i < *n; i++)
		if (strcmp((*e)[i].name, name) == 0)
			return &(*e)[i];
	if ((ne = sg_reallocarray(*e, *n + 1, sizeof *ne)) == NULL)
		return NULL;
	*e = ne;
	memset(&ne[*n], 0, sizeof ne[*n]);
	if ((ne[*n].name = sg_strdup(name)) == NULL)
		return NULL;
	return &ne[(*n)++];
}

/* The hints of player i (0 first) from the hints field of a game. */
static size_t
hints_of(char *const f[RESULTS_COLUMNS], int i)
{
	const char *v = f[RESULTS_HINTS], *blank = strchr(v, ' ');

	if (strcmp(v, "off") == 0)
		return 0;
	if (blank != NULL)
		return (size_t)strtoull(i == 0 ? v : blank + 1, NULL, 10);
	/* One count: the person's, the computer used none. */
	if (strcmp(f[i == 0 ? RESULTS_FIRST : RESULTS_SECOND], "computer") == 0)
		return 0;
	return (size_t)strtoull(v, NULL, 10);
}

/* Count one game in the table: a finished game in the league, one not
 * finished only as such. */
static int
tally(struct results *r, char *const f[RESULTS_COLUMNS])
{
	struct results_entry *e;
	int i;

	if (strcmp(f[RESULTS_END], "finished") != 0) {
		r->unfinished++;
		return SG_OK;
	}
	for (i = 0; i < 2; i++) {
		if ((e = entry(&r->players, &r->nplayers,
		    f[RESULTS_FIRST + i])) == NULL)
			return SG_ENOMEM;
		/* A player against itself ("you" and "you") counts once. */
		if (i == 1 && strcmp(f[RESULTS_FIRST], f[RESULTS_SECOND]) == 0)
			break;
		e->games++;
		e->wins += strcmp(f[RESULTS_WINNER], e->name) == 0;
		e->hints += hints_of(f, i);
	}
	if ((e = entry(&r->games, &r->ngames, f[RESULTS_GAME])) == NULL)
		return SG_ENOMEM;
	e->games++;
	e->wins += strcmp(f[RESULTS_WINNER], f[RESULTS_FIRST]) == 0;
	r->lines++;
	return SG_OK;
}

static bool
is_line(const char *s, size_t n, const char *line)
{
	return n == strlen(line) && memcmp(s, line, n) == 0;
}

bool
results_date_ok(const char *d)
{
	static const int days[12] = { 31, 29, 31, 30, 31, 30, 31, 31, 30,
	    31, 30, 31 };
	int i, y, m, day;

	for (i = 0; i < 10; i++)
		if (i == 4 || i == 7 ? d[i] != '-' : d[i] < '0' || d[i] > '9')
			return false;
	if (d[10] != '\0')
		return false;
	y = atoi(d);
	m = atoi(d + 5);
	day = atoi(d + 8);
	if (m < 1 || m > 12 || day < 1 || day > days[m - 1])
		return false;
	return m != 2 || day < 29 || (y % 4 == 0 && (y % 100 != 0 ||
	    y % 400 == 0));
}

/* Does the filter let the game of fields f through? */
static bool
passes(const struct results_filter *fl, char *const f[RESULTS_COLUMNS])
{
	if (fl == NULL)
		return true;
	/* The date field begins with the day, YYYY-MM-DD. */
	if (fl->since != NULL && strncmp(f[RESULTS_DATE], fl->since, 10) < 0)
		return false;
	if (fl->until != NULL && strncmp(f[RESULTS_DATE], fl->until, 10) > 0)
		return false;
	return fl->player == NULL || strcmp(f[RESULTS_FIRST],
	    fl->player) == 0 || strcmp(f[RESULTS_SECOND], fl->player) == 0;
}

/* Line lineno of the text, s[0..n-1] without its newline. */
static int
read_line(struct results *r, const struct results_filter *fl,
    size_t lineno, const char *s, size_t n, struct sg_cause *why)
{
	char *field[RESULTS_COLUMNS];
	struct sg_cause cause;
	int rc;

	if (n > 0 && s[n - 1] == '\r')
		n--;
	if (lineno == 1) {
		if (!is_line(s, n, RESULTS_HEADER) &&
		    !is_line(s, n, RESULTS_HEADER_OLD))
			return sg_fail(why, SG_EINVAL, W_("line 1: not a "
			    "results log (its first line should be \"%s\")"),
			    RESULTS_HEADER);
		return SG_OK;
	}
	if (n == 0)
		return SG_OK;
	if ((rc = results_split(s, n, field, &cause)) != SG_OK)
		return sg_fail(why, rc, W_("line %1$zu: %2$s"), lineno,
		    cause.text);
	rc = passes(fl, field) ? tally(r, field) : SG_OK;
	results_fields_free(field);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

int
results_parse(const char *text, size_t len, struct results *r,
    struct sg_cause *why)
{
	return results_parse_filtered(text, len, NULL, r, why);
}

int
results_parse_filtered(const char *text, size_t len,
    const struct results_filter *fl, struct results *r,
    struct sg_cause *why)
{
	const char *s = text, *end = text + len, *nl;
	size_t lineno = 0;
	int rc = SG_OK;

	results_free(r);
	/* A byte-order mark, as a spreadsheet program may leave. */
	if (len >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		s += 3;
	while (s < end && rc == SG_OK) {
		nl = memchr(s, '\n', (size_t)(end - s));
		rc = read_line(r, fl, ++lineno, s, (size_t)((nl != NULL ? nl :
		    end) - s), why);
		s = nl != NULL ? nl + 1 : end;
	}
	if (rc != SG_OK)
		results_free(r);
	return rc;
}
