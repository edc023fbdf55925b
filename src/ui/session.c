/*
 * session.c: the history of one game, the computer's reply and the hint.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ui/session.h"

enum { SESS_MAX_WORDS = 256 };

static bool
is_option(const char *w)
{
	return w[0] == '-' && w[1] == '-' && w[2] != '\0';
}

/* Take `--name value` or `--name=value` at argv[i]; returns words used. */
static int
take_option(struct rules *r, int argc, char *const argv[], int i,
    struct sg_cause *why, int *rc)
{
	char name[64];
	const char *w = argv[i] + 2, *eq = strchr(w, '='), *val;
	size_t n = eq != NULL ? (size_t)(eq - w) : strlen(w);
	int used = 1;

	if (n >= sizeof name)
		n = sizeof name - 1;
	memcpy(name, w, n);
	name[n] = '\0';
	if (!rules_has_opt(r->game, name)) {
		*rc = sg_fail(why, SG_EINVAL, "option \"--%s\": unknown for %s",
		    name, r->game->name);
		return used;
	}
	if (eq != NULL)
		val = eq + 1;
	else if (i + 1 < argc) {
		val = argv[i + 1];
		used = 2;
	} else {
		*rc = sg_fail(why, SG_EINVAL, "option \"--%s\": needs a value",
		    name);
		return used;
	}
	*rc = rules_set(r, name, val, why);
	return used;
}

int
sess_parse(const struct game *g, int argc, char *const argv[],
    struct rules **rules, struct pos *out, struct sg_cause *why)
{
	struct rules *r;
	int i = 0, rc;

	if ((rc = rules_new(g, &r, why)) != SG_OK)
		return rc;
	while (i < argc && is_option(argv[i])) {
		rc = SG_OK;
		i += take_option(r, argc, argv, i, why, &rc);
		if (rc != SG_OK) {
			rules_free(r);
			return rc;
		}
	}
	if (i == argc) {
		rules_free(r);
		return sg_fail(why, SG_EINVAL, "%s: give the position (%s)",
		    g->name, g->syntax);
	}
	if ((rc = g->parse(r, argc - i, argv + i, out, why)) != SG_OK) {
		rules_free(r);
		return rc;
	}
	*rules = r;
	return SG_OK;
}

int
sess_parse_line(const struct game *g, const char *line, struct rules **rules,
    struct pos *out, struct sg_cause *why)
{
	char *copy, *words[SESS_MAX_WORDS], *w, *save = NULL;
	int n = 0, rc;

	if ((copy = sg_strdup(line)) == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	for (w = strtok_r(copy, " \t", &save); w != NULL;
	    w = strtok_r(NULL, " \t", &save)) {
		if (n == SESS_MAX_WORDS) {
			free(copy);
			return sg_fail(why, SG_ERANGE, "at most %d words",
			    SESS_MAX_WORDS);
		}
		words[n++] = w;
	}
	rc = sess_parse(g, n, words, rules, out, why);
	free(copy);
	return rc;
}

int
sess_init(struct session *s, struct rules *rules, const struct pos *start,
    enum side first)
{
	memset(s, 0, sizeof *s);
	s->game = rules->game;
	s->rules = rules;
	s->first = first;
	poslist_init(&s->hist);
	return poslist_add(&s->hist, start);
}

void
sess_free(struct session *s)
{
	poslist_free(&s->hist);
	rules_free(s->rules);
	s->rules = NULL;
}

const struct pos *
sess_pos(const struct session *s)
{
	return &s->hist.p[s->cur];
}

static enum side
turn_at(const struct session *s, size_t i)
{
	if (i % 2 == 0)
		return s->first;
	return s->first == SIDE_HUMAN ? SIDE_COMPUTER : SIDE_HUMAN;
}

enum side
sess_turn(const struct session *s)
{
	return turn_at(s, s->cur);
}

size_t
sess_move_number(const struct session *s)
{
	return s->cur + 1;
}

bool
sess_over(const struct session *s)
{
	struct sg_cause why;
	struct pos q;
	int rc;

	pos_init(&q);
	rc = s->game->any_move(s->rules, sess_pos(s), &q, &why);
	pos_free(&q);
	return rc == SG_ENOMOVE;
}

int
sess_move(struct session *s, const struct pos *to, struct sg_cause *why)
{
	int rc;

	if (sess_over(s))
		return sg_fail(why, SG_ENOMOVE, "the game is over");
	rc = s->game->check(s->rules, sess_pos(s), to, why);
	if (rc != SG_OK)
		return rc;
	while (s->hist.n > s->cur + 1)
		pos_free(&s->hist.p[--s->hist.n]);
	if ((rc = poslist_add(&s->hist, to)) != SG_OK)
		return sg_fail(why, rc, "out of memory");
	s->cur++;
	return SG_OK;
}

int
sess_reply(const struct session *s, struct pos *out, struct sg_cause *why)
{
	struct solution sol;
	int rc;

	solution_init(&sol, 1);
	rc = s->game->solve(s->rules, sess_pos(s), &sol, why);
	if (rc == SG_OK && sol.outcome == OUTCOME_N && sol.wins.n > 0)
		rc = pos_copy(out, &sol.wins.p[0]) == SG_OK ? SG_OK :
		    sg_fail(why, SG_ENOMEM, "out of memory");
	else if (rc == SG_OK)
		rc = s->game->any_move(s->rules, sess_pos(s), out, why);
	solution_free(&sol);
	return rc;
}

bool
sess_undo(struct session *s)
{
	size_t i = s->cur;

	/* Take back the player's move and the reply to it, so the board
	 * shows the player's turn again. */
	while (i > 0) {
		i--;
		if (turn_at(s, i) == SIDE_HUMAN)
			break;
	}
	if (i == s->cur || turn_at(s, i) != SIDE_HUMAN)
		return false;
	s->cur = i;
	return true;
}

bool
sess_redo(struct session *s)
{
	size_t i = s->cur;

	while (i + 1 < s->hist.n) {
		i++;
		if (turn_at(s, i) == SIDE_HUMAN)
			break;
	}
	if (i == s->cur)
		return false;
	s->cur = i;
	return true;
}

void
sess_restart(struct session *s)
{
	while (s->hist.n > 1)
		pos_free(&s->hist.p[--s->hist.n]);
	s->cur = 0;
}

bool
sess_last(const struct session *s, const struct pos **from,
    const struct pos **to)
{
	if (s->cur == 0)
		return false;
	*from = &s->hist.p[s->cur - 1];
	*to = &s->hist.p[s->cur];
	return true;
}

void
sess_notation(const struct session *s, const struct pos *p, struct sbuf *out)
{
	size_t len = out->len;

	if (s->game->format_opts != NULL)
		s->game->format_opts(s->rules, out);
	if (out->len > len)
		sbuf_addc(out, ' ');
	game_format(s->rules, p, out);
}

void
sess_status(const struct session *s, struct sbuf *out)
{
	const char *turn;

	if (sess_over(s))
		turn = "game over";
	else
		turn = sess_turn(s) == SIDE_HUMAN ? "your turn" :
		    "computer's turn";
	sbuf_printf(out, "%s | %s | move %zu | %s ", s->game->name, turn,
	    sess_move_number(s), s->game->name);
	sess_notation(s, sess_pos(s), out);
}

void
sess_say_move(const struct session *s, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	s->game->describe(s->rules, from, to, out);
	sbuf_add(out, ", leaving ");
	sess_notation(s, to, out);
}

static int
hint_add_line(struct hint *h, const struct sbuf *sb)
{
	char **l, *copy;

	if (sb->oom || (copy = sg_strdup(sbuf_str(sb))) == NULL)
		return SG_ENOMEM;
	l = sg_reallocarray(h->lines, h->nlines + 1, sizeof *l);
	if (l == NULL) {
		free(copy);
		return SG_ENOMEM;
	}
	h->lines = l;
	h->lines[h->nlines++] = copy;
	return SG_OK;
}

int
sess_hint(const struct session *s, size_t limit, struct hint *h,
    struct sg_cause *why)
{
	struct sbuf sb;
	size_t i;
	int rc;

	memset(h, 0, sizeof *h);
	solution_init(&h->sol, limit);
	if ((rc = s->game->solve(s->rules, sess_pos(s), &h->sol, why)) != SG_OK)
		return rc;
	sbuf_init(&sb);
	if (h->sol.outcome == OUTCOME_P || h->sol.wins.n == 0) {
		sbuf_add(&sb, "Every move loses against perfect play.");
		rc = hint_add_line(h, &sb);
	}
	for (i = 0; i < h->sol.wins.n && rc == SG_OK; i++) {
		sbuf_reset(&sb);
		sess_say_move(s, sess_pos(s), &h->sol.wins.p[i], &sb);
		rc = hint_add_line(h, &sb);
	}
	sbuf_free(&sb);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, "out of memory");
}

void
sess_hint_free(struct hint *h)
{
	size_t i;

	for (i = 0; i < h->nlines; i++)
		free(h->lines[i]);
	free(h->lines);
	h->lines = NULL;
	h->nlines = 0;
	solution_free(&h->sol);
}
