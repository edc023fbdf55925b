/*
 * record.c: game records and their text, the saved game (record.h).
 *
 * The reader is strict on purpose: a saved game is written by the program,
 * so anything out of place means the file was damaged, cut short or is not
 * a saved game at all, and the person deserves to know which line is wrong
 * rather than get a game that silently differs from the one they saved.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "record.h"
#include "text.h"
#include "engine/words.h"

static const char record_magic[] = "sprague-game";

void
record_init(struct record *rec)
{
	memset(rec, 0, sizeof *rec);
	pos_init(&rec->start);
	poslist_init(&rec->moves);
	rec->player[0].kind = rec->player[1].kind = RECORD_HUMAN;
	rec->level = STRATEGY_PERFECT;
}

void
record_free(struct record *rec)
{
	rules_free(rec->rules);
	pos_free(&rec->start);
	poslist_free(&rec->moves);
	free(rec->hints);
	free(rec->edits);
	record_init(rec);
}

int
record_hint(struct record *rec, size_t i)
{
	size_t *h;

	if (rec->nhints > 0 && rec->hints[rec->nhints - 1] >= i)
		return SG_OK;	/* noted already */
	if ((h = sg_reallocarray(rec->hints, rec->nhints + 1, sizeof *h)) ==
	    NULL)
		return SG_ENOMEM;
	rec->hints = h;
	h[rec->nhints++] = i;
	return SG_OK;
}

int
record_edit(struct record *rec, const struct pos *to, struct sg_cause *why)
{
	size_t *e;

	if ((e = sg_reallocarray(rec->edits, rec->nedits + 1, sizeof *e)) ==
	    NULL)
		return sg_nomem(why);
	rec->edits = e;
	if (poslist_add(&rec->moves, to) != SG_OK)
		return sg_nomem(why);
	e[rec->nedits++] = rec->moves.n;
	return SG_OK;
}

bool
record_is_edit(const struct record *rec, size_t i)
{
	size_t k;

	for (k = 0; k < rec->nedits && rec->edits[k] <= i; k++)
		if (rec->edits[k] == i)
			return true;
	return false;
}

int
record_player_at(const struct record *rec, size_t i)
{
	size_t k, edits = 0;

	for (k = 0; k < rec->nedits && rec->edits[k] <= i; k++)
		edits++;
	return (int)((i - edits) % 2);
}

size_t
record_moves_made(const struct record *rec)
{
	return rec->moves.n - rec->nedits;
}

/* The moves of the hints line that player i made. */
static size_t
hints_line_of(const struct record *rec, int i)
{
	size_t k, n = 0;

	for (k = 0; k < rec->nhints; k++)
		n += record_player_at(rec, rec->hints[k] - 1) == i;
	return n;
}

size_t
record_seen(const struct record *rec, int i)
{
	size_t n = hints_line_of(rec, i);

	return rec->seen[i] > n ? rec->seen[i] : n;
}

size_t
record_edits_made(const struct record *rec)
{
	return rec->edits_made > rec->nedits ? rec->edits_made : rec->nedits;
}

bool
record_unlocked(const struct record *rec, const char **what)
{
	*what = NULL;
	if (record_seen(rec, 0) + record_seen(rec, 1) > 0)
		*what = W_("a hint was seen in it (h, e, t or v)");
	else if (record_edits_made(rec) > 0)
		*what = W_("its position was edited (what if?)");
	else if (rec->takebacks > 0)
		*what = W_("a move was taken back in it");
	return *what != NULL;
}

const struct pos *
record_pos(const struct record *rec, size_t i)
{
	return i == 0 ? &rec->start : &rec->moves.p[i - 1];
}

int
record_move(struct record *rec, const struct pos *to, struct sg_cause *why)
{
	const struct pos *from = record_pos(rec, rec->moves.n);
	int rc;

	if ((rc = rec->rules->game->rules.check(rec->rules, from, to, why)) != SG_OK)
		return rc;
	if (poslist_add(&rec->moves, to) != SG_OK)
		return sg_nomem(why);
	return SG_OK;
}

bool
record_name_ok(const char *name)
{
	const char *s = name;
	size_t n = strlen(name), chars = 0, k;
	uint32_t cp;

	if (n > RECORD_NAME_BYTES)
		return false;
	if (n > 0 && (name[0] == ' ' || name[n - 1] == ' '))
		return false;
	for (; *s != '\0'; s += k) {
		if ((k = text_decode(s, strlen(s), &cp)) == 0 || cp < 0x20 ||
		    (cp >= 0x7f && cp <= 0x9f) || ++chars > RECORD_NAME_MAX)
			return false;
	}
	return !record_name_reserved(name);
}

bool
record_name_reserved(const char *name)
{
	char *folded;
	bool reserved;

	/* Full-width letters fold to ASCII; a name that cannot be folded
	 * (out of memory) is taken as reserved, to be safe. */
	if ((folded = text_fold(name)) == NULL)
		return true;
	reserved = strcasecmp(folded, "computer") == 0;
	free(folded);
	return reserved;
}

/* The line for key from the header, with its value. */
static void
add_line(struct sbuf *out, const char *key, const char *value)
{
	sbuf_printf(out, "%s: %s\n", key, value);
}

static void
player_text(const struct record_player *pl, struct sbuf *out)
{
	if (pl->kind == RECORD_COMPUTER)
		sbuf_add(out, "computer");
	else if (pl->name[0] == '\0')
		sbuf_add(out, "human");
	else
		sbuf_printf(out, "human %s", pl->name);
}

static int
format_header(const struct record *rec, struct sbuf *out,
    struct sg_cause *why)
{
	const struct game *g = rec->rules->game;
	struct sbuf v;
	int i;

	sbuf_init(&v);
	sbuf_printf(out, "%s %d\n", record_magic, rec->nedits > 0 ?
	    RECORD_VERSION_EDITS : RECORD_VERSION);
	add_line(out, "game", g->name);
	if (g->notation.format_opts != NULL)
		g->notation.format_opts(rec->rules, &v);
	if (v.len > 0)
		add_line(out, "options", sbuf_str(&v));
	add_line(out, "play", rec->misere ? "misere" : "normal");
	sbuf_reset(&v);
	game_format(rec->rules, &rec->start, &v);
	add_line(out, "start", sbuf_str(&v));
	for (i = 0; i < 2; i++) {
		if (!record_name_ok(rec->player[i].name)) {
			sbuf_free(&v);
			return sg_fail(why, SG_ERANGE, W_("player %1$d: a name "
			    "has at most %2$d characters, none of them control "
			    "characters"), i + 1, RECORD_NAME_MAX);
		}
		sbuf_reset(&v);
		player_text(&rec->player[i], &v);
		sbuf_printf(out, "player %d: %s\n", i + 1, sbuf_str(&v));
	}
	add_line(out, "level", strategy_level_name(rec->level));
	sbuf_printf(out, "moves: %zu\n", rec->moves.n);
	sbuf_free(&v);
	return SG_OK;
}

/* Is any line of out[from..] longer than the format allows? */
static bool
lines_fit(const struct sbuf *out, size_t from)
{
	const char *s = sbuf_str(out) + from, *nl;

	while ((nl = strchr(s, '\n')) != NULL) {
		if ((size_t)(nl - s) > RECORD_LINE_MAX)
			return false;
		s = nl + 1;
	}
	return true;
}

/* The lines after the hints: what unlocked the game beyond its move
 * lines, or that it is a match. */
static void
format_tally(const struct record *rec, struct sbuf *out)
{
	if (rec->seen[0] > hints_line_of(rec, 0) ||
	    rec->seen[1] > hints_line_of(rec, 1))
		sbuf_printf(out, "seen: %zu %zu\n", record_seen(rec, 0),
		    record_seen(rec, 1));
	if (rec->takebacks > 0)
		sbuf_printf(out, "takebacks: %zu\n", rec->takebacks);
	if (rec->edits_made > rec->nedits)
		sbuf_printf(out, "edits made: %zu\n", rec->edits_made);
	if (rec->match)
		sbuf_add(out, "match: yes\n");
}

int
record_format(const struct record *rec, struct sbuf *out,
    struct sg_cause *why)
{
	size_t i, from = out->len;
	int rc;

	if ((rc = format_header(rec, out, why)) != SG_OK)
		return rc;
	for (i = 0; i < rec->moves.n; i++) {
		sbuf_printf(out, "%s %zu: ", record_is_edit(rec, i + 1) ?
		    "edit" : "move", i + 1);
		game_format(rec->rules, &rec->moves.p[i], out);
		sbuf_addc(out, '\n');
	}
	/* Only a game with hints has the line, so that a game without
	 * reads as it always did. */
	for (i = 0; i < rec->nhints && rec->hints[i] <= rec->moves.n; i++)
		sbuf_printf(out, "%s%zu", i == 0 ? "hints: " : " ",
		    rec->hints[i]);
	if (i > 0)
		sbuf_addc(out, '\n');
	format_tally(rec, out);
	if (out->oom)
		return sg_nomem(why);
	if (!lines_fit(out, from))
		return sg_fail(why, SG_ERANGE, W_("a position is too long for "
		    "a saved game (a line has at most %d bytes)"),
		    RECORD_LINE_MAX);
	return SG_OK;
}

/* Reading. */

struct reader {
	const char *text;
	size_t len, off;
	size_t lineno;		/* of the line in buf */
	char *buf;		/* the current line, NUL-terminated */
	bool held;		/* give buf again at the next read */
	uint64_t version;	/* of the format, from line 1 */
	struct sg_cause cause;	/* a reason from the game, before its line */
};

/* Fail naming the current line. */
static int
bad(const struct reader *rd, struct sg_cause *why, const char *reason)
{
	return sg_fail(why, SG_EINVAL, W_("line %1$zu: %2$s"), rd->lineno,
	    reason);
}

/* Check the bytes of one line: text only. */
static int
check_bytes(const struct reader *rd, const char *s, size_t n,
    struct sg_cause *why)
{
	size_t i;

	for (i = 0; i < n; i++) {
		unsigned char c = (unsigned char)s[i];

		if (c < 0x20 || c == 0x7f)
			return sg_fail(why, SG_EINVAL, W_("line %1$zu: not "
			    "text (byte 0x%2$02x at column %3$zu)"), rd->lineno,
			    c, i + 1);
	}
	return SG_OK;
}

/* The next line into rd->buf: 1, 0 at the end of the text, or an error. */
static int
next_line(struct reader *rd, struct sg_cause *why)
{
	const char *s = rd->text + rd->off, *nl;
	size_t left = rd->len - rd->off, span, n;
	int rc;

	if (rd->held) {
		rd->held = false;
		return 1;
	}
	if (left == 0)
		return 0;
	rd->lineno++;
	span = left < (size_t)RECORD_LINE_MAX + 1 ? left :
	    (size_t)RECORD_LINE_MAX + 1;
	if ((nl = memchr(s, '\n', span)) == NULL) {
		if (left > RECORD_LINE_MAX)
			return sg_fail(why, SG_EINVAL, W_("line %1$zu: longer "
			    "than %2$d bytes"), rd->lineno, RECORD_LINE_MAX);
		if ((rc = check_bytes(rd, s, left, why)) != SG_OK)
			return rc;
		return bad(rd, why, W_("the file ends in the middle of this "
		    "line (cut short?)"));
	}
	n = (size_t)(nl - s);
	rd->off += n + 1;
	if (n > 0 && s[n - 1] == '\r')
		n--;	/* a file from a system that ends lines by CR LF */
	if ((rc = check_bytes(rd, s, n, why)) != SG_OK)
		return rc;
	memcpy(rd->buf, s, n);
	rd->buf[n] = '\0';
	return 1;
}

/* Read the line that must be `key: VALUE`; *value points into rd->buf. */
static int
expect(struct reader *rd, const char *key, const char *what,
    const char **value, struct sg_cause *why)
{
	size_t k = strlen(key);
	int rc;

	if ((rc = next_line(rd, why)) < 0)
		return rc;
	if (rc == 0)
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: the file ends "
		    "before the \"%2$s:\" line (cut short?)"), rd->lineno + 1,
		    key);
	if (strncmp(rd->buf, key, k) != 0 || rd->buf[k] != ':' ||
	    rd->buf[k + 1] != ' ' || rd->buf[k + 2] == '\0')
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: expected "
		    "\"%2$s: %3$s\", found \"%4$.40s\""), rd->lineno, key, what,
		    rd->buf);
	*value = rd->buf + k + 2;
	return SG_OK;
}

/* Fail with the game's reason rd->cause, naming the current line. */
static int
bad_game(const struct reader *rd, int rc, struct sg_cause *why)
{
	if (rc == SG_ENOMEM)
		return sg_fail(why, rc, W_("out of memory"));
	return sg_fail(why, SG_EINVAL, W_("line %1$zu: %2$s"), rd->lineno,
	    rd->cause.text);
}

static int
read_magic(struct reader *rd, struct sg_cause *why)
{
	size_t k = sizeof record_magic - 1;
	uint64_t version;
	int rc;

	if ((rc = next_line(rd, why)) < 0)
		return rc;
	if (rc == 0)
		return sg_fail(why, SG_EINVAL, W_("line 1: the file is empty"));
	if (strncmp(rd->buf, record_magic, k) != 0 || rd->buf[k] != ' ')
		return sg_fail(why, SG_EINVAL, W_("line 1: not a saved game "
		    "(it should begin \"%1$s %2$d\")"), record_magic,
		    RECORD_VERSION);
	if (sg_parse_u64(rd->buf + k + 1, sg_max_u63(), "version", &version,
	    &rd->cause) != SG_OK)
		return bad_game(rd, SG_EINVAL, why);
	if (version != RECORD_VERSION && version != RECORD_VERSION_EDITS)
		return sg_fail(why, SG_EINVAL, W_("line 1: version %1$llu of "
		    "the format is not known here (this program reads versions "
		    "%2$d and %3$d)"), (unsigned long long)version,
		    RECORD_VERSION, RECORD_VERSION_EDITS);
	rd->version = version;
	return SG_OK;
}

/* Parse the position in value (the game's notation) into out. */
static int
read_pos(struct reader *rd, struct rules *r, const char *value,
    struct pos *out, struct sg_cause *why)
{
	char *copy, **argv;
	int argc, rc;

	if ((rc = sg_split(value, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	pos_free(out);
	if (argc == 0)
		rc = sg_fail(&rd->cause, SG_EINVAL, W_("missing the position "
		    "(%s)"),
		    game_syntax(r->game));
	else
		rc = r->game->notation.parse(r, argc, argv, out, &rd->cause);
	free(argv);
	free(copy);
	return rc == SG_OK ? SG_OK : bad_game(rd, rc, why);
}

/* `game: NAME`, then the optional `options: ...` line. */
static int
read_game(struct reader *rd, struct record *rec, struct sg_cause *why)
{
	const struct game *g;
	const char *name;
	char *copy, **argv;
	int argc, rc;

	if ((rc = expect(rd, "game", "NAME", &name, why)) != SG_OK)
		return rc;
	if ((g = game_find(name)) == NULL)
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: game "
		    "\"%2$.64s\": unknown"), rd->lineno, name);
	if ((rc = rules_new(g, &rec->rules, &rd->cause)) != SG_OK)
		return bad_game(rd, rc, why);
	if ((rc = next_line(rd, why)) <= 0)
		return rc;
	if (strncmp(rd->buf, "options: ", 9) != 0) {
		rd->held = true;
		return SG_OK;
	}
	rc = sg_split(rd->buf + 9, &copy, &argv, &argc, why);
	if (rc != SG_OK)
		return rc;
	rc = rules_set_opts(rec->rules, argc, argv, &rd->cause);
	free(argv);
	free(copy);
	return rc == SG_OK ? SG_OK : bad_game(rd, rc, why);
}

static int
read_play(struct reader *rd, struct record *rec, struct sg_cause *why)
{
	const char *v;
	int rc;

	if ((rc = expect(rd, "play", "normal", &v, why)) != SG_OK)
		return rc;
	if (strcmp(v, "normal") == 0)
		rec->misere = false;
	else if (strcmp(v, "misere") == 0)
		rec->misere = true;
	else
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: play "
		    "\"%2$.64s\": must be normal or misere"), rd->lineno, v);
	return SG_OK;
}

static int
read_player(struct reader *rd, struct record_player *pl, int i,
    struct sg_cause *why)
{
	char key[16];
	const char *v;
	int rc;

	snprintf(key, sizeof key, "player %d", i + 1);
	if ((rc = expect(rd, key, "human [NAME] or computer", &v, why)) !=
	    SG_OK)
		return rc;
	memset(pl, 0, sizeof *pl);
	if (strcmp(v, "computer") == 0) {
		pl->kind = RECORD_COMPUTER;
		return SG_OK;
	}
	pl->kind = RECORD_HUMAN;
	if (strcmp(v, "human") == 0)
		return SG_OK;
	if (strncmp(v, "human ", 6) == 0 && record_name_ok(v + 6)) {
		memcpy(pl->name, v + 6, strlen(v + 6) + 1);
		return SG_OK;
	}
	return sg_fail(why, SG_EINVAL, W_("line %1$zu: player \"%2$.40s\": "
	    "must be computer, human, or human and a name of at most %3$d "
	    "characters"),
	    rd->lineno, v, RECORD_NAME_MAX);
}

static int
read_level(struct reader *rd, struct record *rec, struct sg_cause *why)
{
	const char *v;
	int rc;

	if ((rc = expect(rd, "level", "perfect", &v, why)) != SG_OK)
		return rc;
	if ((rc = strategy_level_parse(v, &rec->level, &rd->cause)) != SG_OK)
		return bad_game(rd, rc, why);
	return SG_OK;
}

/* Everything before the moves; *nmoves from the `moves:` line. */
static int
read_header(struct reader *rd, struct record *rec, uint64_t *nmoves,
    struct sg_cause *why)
{
	const char *v;
	int rc, i;

	if ((rc = read_magic(rd, why)) != SG_OK ||
	    (rc = read_game(rd, rec, why)) != SG_OK ||
	    (rc = read_play(rd, rec, why)) != SG_OK)
		return rc;
	if ((rc = expect(rd, "start", "POSITION", &v, why)) != SG_OK ||
	    (rc = read_pos(rd, rec->rules, v, &rec->start, why)) != SG_OK)
		return rc;
	for (i = 0; i < 2; i++) {
		if ((rc = read_player(rd, &rec->player[i], i, why)) != SG_OK)
			return rc;
	}
	if ((rc = read_level(rd, rec, why)) != SG_OK)
		return rc;
	if ((rc = expect(rd, "moves", "N", &v, why)) != SG_OK)
		return rc;
	if (sg_parse_u64(v, sg_max_u63(), "moves", nmoves, &rd->cause) !=
	    SG_OK)
		return bad_game(rd, SG_EINVAL, why);
	return SG_OK;
}

/* An edit, the line `edit I: POSITION` in rd->buf (its position at k):
 * the position set, checked only as a position of the game. */
static int
read_edit(struct reader *rd, struct record *rec, size_t k,
    struct sg_cause *why)
{
	struct pos to;
	int rc;

	pos_init(&to);
	if ((rc = read_pos(rd, rec->rules, rd->buf + k, &to, why)) == SG_OK &&
	    record_edit(rec, &to, why) != SG_OK)
		rc = SG_ENOMEM;
	pos_free(&to);
	return rc;
}

/* Step i (from 1): a move (its position, checked to be one legal move
 * on), or in version 2 an edit. */
static int
read_move(struct reader *rd, struct record *rec, uint64_t i,
    struct sg_cause *why)
{
	char key[32];
	const char *v;
	struct pos to;
	size_t k;
	int rc;

	if (rd->version == RECORD_VERSION_EDITS) {
		snprintf(key, sizeof key, "edit %llu: ", (unsigned long long)i);
		k = strlen(key);
		if ((rc = next_line(rd, why)) < 0)
			return rc;
		if (rc > 0 && strncmp(rd->buf, key, k) == 0 &&
		    rd->buf[k] != '\0')
			return read_edit(rd, rec, k, why);
		rd->held = rc > 0;
	}
	snprintf(key, sizeof key, "move %llu", (unsigned long long)i);
	if ((rc = expect(rd, key, "POSITION", &v, why)) != SG_OK)
		return rc;
	pos_init(&to);
	if ((rc = read_pos(rd, rec->rules, v, &to, why)) != SG_OK) {
		pos_free(&to);
		return rc;
	}
	rc = rec->rules->game->rules.check(rec->rules,
	    record_pos(rec, rec->moves.n), &to, &rd->cause);
	if (rc != SG_OK) {
		pos_free(&to);
		return sg_fail(why, rc == SG_ENOMEM ? rc : SG_EINVAL,
		    W_("line %1$zu: move %2$llu is not legal: %3$s"),
		        rd->lineno,
		    (unsigned long long)i, rd->cause.text);
	}
	if (poslist_take(&rec->moves, &to) != SG_OK) {
		pos_free(&to);
		return sg_nomem(why);
	}
	return SG_OK;
}

/* The optional `hints: I J ...` line after the n moves: move numbers
 * from 1 to n, ascending. */
static int
read_hints(struct reader *rd, struct record *rec, uint64_t n,
    struct sg_cause *why)
{
	char *copy, **argv;
	uint64_t k, prev = 0;
	int argc, i, rc;

	if ((rc = sg_split(rd->buf + 7, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	for (i = 0; i < argc && rc == SG_OK; i++) {
		if (sg_parse_u64(argv[i], n, W_("a move with a hint"), &k,
		    &rd->cause) != SG_OK)
			rc = bad_game(rd, SG_EINVAL, why);
		else if (k <= prev)
			rc = sg_fail(why, SG_EINVAL, W_("line %1$zu: hints: "
			    "the moves must be numbers from 1 to %2$llu, "
			    "ascending"),
			    rd->lineno, (unsigned long long)n);
		else if (record_is_edit(rec, (size_t)k))
			rc = sg_fail(why, SG_EINVAL, W_("line %1$zu: hints: "
			    "%2$llu is an edit, not a move"), rd->lineno,
			    (unsigned long long)k);
		else if (record_hint(rec, (size_t)k) != SG_OK)
			rc = sg_nomem(why);
		prev = k;
	}
	if (rc == SG_OK && argc == 0)
		rc = bad(rd, why, W_("hints: expected the numbers of the "
		    "moves"));
	free(argv);
	free(copy);
	return rc;
}

/* The value of the optional line key (`key: V`) in rd->buf, or NULL. */
static const char *
tally_value(const struct reader *rd, const char *key)
{
	size_t k = strlen(key);

	if (strncmp(rd->buf, key, k) != 0 || rd->buf[k] != ':' ||
	    rd->buf[k + 1] != ' ')
		return NULL;
	return rd->buf + k + 2;
}

/* A count of the tally line in rd->buf: SG_OK or the reason. */
static int
tally_count(struct reader *rd, const char *v, const char *what,
    size_t *out, struct sg_cause *why)
{
	uint64_t n;

	if (sg_parse_u64(v, sg_max_u63(), what, &n, &rd->cause) != SG_OK)
		return bad_game(rd, SG_EINVAL, why);
	*out = (size_t)n;
	return SG_OK;
}

/* `seen: A B` in rd->buf. */
static int
read_seen(struct reader *rd, struct record *rec, const char *v,
    struct sg_cause *why)
{
	char first[32];
	const char *blank = strchr(v, ' ');
	int rc;

	if (blank == NULL || (size_t)(blank - v) >= sizeof first)
		return bad(rd, why, W_("seen: expected the hints of the first "
		    "and of the second player"));
	snprintf(first, sizeof first, "%.*s", (int)(blank - v), v);
	if ((rc = tally_count(rd, first, W_("hints seen"), &rec->seen[0],
	    why)) != SG_OK)
		return rc;
	return tally_count(rd, blank + 1, W_("hints seen"), &rec->seen[1],
	    why);
}

/* One optional line of the tally, known to be key: read it, then the
 * next line (1, 0 at the end, or an error). */
static int
read_tally_line(struct reader *rd, struct record *rec, int key,
    const char *v, struct sg_cause *why)
{
	int rc = SG_OK;

	if (key == 0)
		rc = read_seen(rd, rec, v, why);
	else if (key == 1)
		rc = tally_count(rd, v, W_("take-backs"), &rec->takebacks,
		    why);
	else if (key == 2)
		rc = tally_count(rd, v, W_("edits made"), &rec->edits_made,
		    why);
	else if (strcmp(v, "yes") == 0)
		rec->match = true;
	else
		rc = bad(rd, why, W_("match: must be yes"));
	return rc != SG_OK ? rc : next_line(rd, why);
}

/* The optional lines after the hints, in their order; a match must have
 * none of the others, nor hints nor edits.  1 (a line follows), 0 at the
 * end of the text, or an error. */
static int
read_tally(struct reader *rd, struct record *rec, struct sg_cause *why)
{
	static const char *const key[] = { "seen", "takebacks",
	    "edits made", "match" };
	const char *v, *what;
	int k, rc = 1;

	for (k = 0; k < 4 && rc > 0; k++)
		if ((v = tally_value(rd, key[k])) != NULL)
			rc = read_tally_line(rd, rec, k, v, why);
	if (rc < 0)
		return rc;
	if (rec->match && record_unlocked(rec, &what))
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: a match, but "
		    "%2$s"), rd->lineno - (rc > 0), what);
	return rc;
}

static int
read_all(struct reader *rd, struct record *rec, struct sg_cause *why)
{
	uint64_t n, i;
	int rc;

	if ((rc = read_header(rd, rec, &n, why)) != SG_OK)
		return rc;
	for (i = 1; i <= n; i++) {
		if ((rc = read_move(rd, rec, i, why)) != SG_OK)
			return rc;
	}
	if ((rc = next_line(rd, why)) < 0)
		return rc;
	if (rc > 0 && strncmp(rd->buf, "hints: ", 7) == 0) {
		if ((rc = read_hints(rd, rec, n, why)) != SG_OK)
			return rc;
		if ((rc = next_line(rd, why)) < 0)
			return rc;
	}
	if (rc > 0 && (rc = read_tally(rd, rec, why)) <= 0)
		return rc;
	if (rc > 0)
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: expected the "
		    "end of the file after move %2$llu (\"moves: %3$llu\")"),
		    rd->lineno,
		    (unsigned long long)n, (unsigned long long)n);
	return SG_OK;
}

int
record_parse(const char *text, size_t len, struct record *rec,
    struct sg_cause *why)
{
	struct reader rd;
	size_t cap = len < (size_t)RECORD_LINE_MAX ? len : RECORD_LINE_MAX;
	int rc;

	memset(&rd, 0, sizeof rd);
	rd.text = text;
	rd.len = len;
	if ((rd.buf = malloc(cap + 1)) == NULL)
		return sg_nomem(why);
	record_free(rec);
	rc = read_all(&rd, rec, why);
	free(rd.buf);
	if (rc != SG_OK)
		record_free(rec);
	return rc;
}
