/*
 * session.c: the history of one game, the computer's reply and the hint.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/explain.h"
#include "engine/search.h"
#include "engine/text.h"
#include "play/say.h"
#include "play/session.h"
#include "i18n.h"

/* Positions a remoteness search remembers: enough for the positions of
 * a lesson or a class, few enough to answer within a moment. */
enum { SESS_REMOTE_STATES = 20000, HINT_REMOTE_LINES = 8 };
/* The positions one quick question (a page, the line of v) may add to
 * those the remoteness search remembers: a tenth of them. */
enum { SESS_QUICK_STATES = SESS_REMOTE_STATES / 10 };

/* Set entry i of the flags *f (*cap of them), growing them. */
static int
mark(unsigned char **f, size_t *cap, size_t i)
{
	unsigned char *h;
	size_t n;

	if (i >= *cap) {
		n = i + 16;
		if ((h = realloc(*f, n)) == NULL)
			return SG_ENOMEM;
		memset(h + *cap, 0, n - *cap);
		*f = h;
		*cap = n;
	}
	(*f)[i] = 1;
	return SG_OK;
}

int
sess_parse(const struct game *g, int argc, char *const argv[],
    struct rules **rules, struct pos *out, struct sg_cause *why)
{
	return game_parse_args(g, argc, argv, rules, out, why);
}

int
sess_parse_line(const struct game *g, const char *line, struct rules **rules,
    struct pos *out, struct sg_cause *why)
{
	return game_parse_line(g, line, rules, out, why);
}

int
sess_init(struct session *s, struct rules *rules, const struct pos *start,
    enum side first)
{
	struct sg_cause why;

	memset(s, 0, sizeof *s);
	s->game = rules->game;
	s->rules = rules;
	s->player[0].kind = first == SIDE_HUMAN ? RECORD_HUMAN :
	    RECORD_COMPUTER;
	s->player[1].kind = first == SIDE_HUMAN ? RECORD_COMPUTER :
	    RECORD_HUMAN;
	s->level = STRATEGY_PERFECT;
	strategy_rng_seed(&s->rng, 1);
	judge_init(&s->judge, rules, false, &why);	/* cannot fail */
	poslist_init(&s->hist);
	return poslist_add(&s->hist, start);
}

void
sess_free(struct session *s)
{
	judge_free(&s->judge);
	remote_free(s->remote);
	s->remote = NULL;
	free(s->helped);
	s->helped = NULL;
	s->helped_cap = 0;
	free(s->edited);
	s->edited = NULL;
	s->edited_cap = 0;
	poslist_free(&s->hist);
	rules_free(s->rules);
	s->rules = NULL;
}

void
sess_setup_init(struct sess_setup *setup)
{
	memset(setup, 0, sizeof *setup);
	setup->mode = PLAY_COMPUTER;
	setup->level = STRATEGY_PERFECT;
	setup->seed = 1;
}

/* sess_setup_names for text already folded. */
static int
setup_names(struct sess_setup *setup, const char *text, struct sg_cause *why)
{
	const char *comma = strchr(text, ','), *name;
	size_t n;
	int i;

	if ((comma != NULL && strchr(comma + 1, ',') != NULL) ||
	    (comma == NULL && text[0] == '\0'))
		return sg_fail(why, SG_EINVAL, _("players \"%.64s\": must be "
		    "two names with a comma between (Ann,Bob; either may be "
		    "empty), or one name, of a person playing the computer"),
		    text);
	for (i = 0; i < (comma != NULL ? 2 : 1); i++) {
		name = i == 0 ? text : comma + 1;
		n = i == 0 ? (comma != NULL ? (size_t)(comma - text) :
		    strlen(text)) : strlen(name);
		if (n > RECORD_NAME_BYTES)
			n = RECORD_NAME_BYTES + 1;	/* refused below */
		else {
			memcpy(setup->name[i], name, n);
			setup->name[i][n] = '\0';
		}
		if (n <= RECORD_NAME_BYTES &&
		    record_name_reserved(setup->name[i]))
			return sg_fail(why, SG_EINVAL, _("player \"%.64s\": "
			    "the computer's name, which no person may take"),
			    setup->name[i]);
		if (n > RECORD_NAME_BYTES || !record_name_ok(setup->name[i]))
			return sg_fail(why, SG_EINVAL, _("player \"%2$.*1$s\": "
			    "at most %3$d characters, no control characters, "
			    "no "
			    "blank at either end"), n > 64 ? 64 : (int)n, name,
			    RECORD_NAME_MAX);
	}
	/* One name: the person playing the computer. */
	setup->mode = comma != NULL ? PLAY_TWO : PLAY_COMPUTER;
	return SG_OK;
}

int
sess_setup_names(struct sess_setup *setup, const char *text,
    struct sg_cause *why)
{
	char *folded;
	int rc;

	/* As an input method types them: "王小明，李华" is "王小明,李华". */
	if ((folded = text_fold(text)) == NULL)
		return sg_nomem(why);
	rc = setup_names(setup, folded, why);
	free(folded);
	return rc;
}

int
sess_setup_two_names(struct sess_setup *setup, const char *text,
    struct sg_cause *why)
{
	struct sess_setup t = *setup;
	int rc;

	if ((rc = sess_setup_names(&t, text, why)) != SG_OK)
		return rc;
	if (t.mode != PLAY_TWO)
		return sg_fail(why, SG_EINVAL, _("players \"%.64s\": must be two "
		    "names with a comma between (Ann,Bob; either may be "
		    "empty)"), text);
	*setup = t;
	return SG_OK;
}

int
sess_startable(struct rules *r, const struct pos *p, struct sg_cause *why)
{
	struct sg_cause ignore;
	struct pos q;
	int rc;

	pos_init(&q);
	rc = r->game->rules.any_move(r, p, &q, &ignore);
	pos_free(&q);
	if (rc == SG_ENOMOVE)
		return sg_fail(why, SG_EINVAL, _("this position is already "
		    "over: "
		    "there is no move to make from it"));
	return SG_OK;
}

int
sess_start(struct session *s, struct rules *rules, const struct pos *start,
    enum side first, const struct sess_setup *setup, struct sg_cause *why)
{
	int i, rc;

	if (sess_init(s, rules, start, first) != SG_OK) {
		sess_free(s);
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	}
	if ((rc = sess_startable(s->rules, start, why)) != SG_OK) {
		sess_free(s);
		return rc;
	}
	for (i = 0; i < 2 && setup->mode != PLAY_COMPUTER; i++) {
		s->player[i].kind = setup->mode == PLAY_TWO ? RECORD_HUMAN :
		    RECORD_COMPUTER;
		snprintf(s->player[i].name, sizeof s->player[i].name, "%s",
		    setup->mode == PLAY_TWO ? setup->name[i] : "");
	}
	for (i = 0; i < 2 && setup->mode == PLAY_COMPUTER; i++)
		if (s->player[i].kind == RECORD_HUMAN)
			snprintf(s->player[i].name, sizeof s->player[i].name,
			    "%s", setup->name[0]);
	s->level = setup->level;
	strategy_rng_seed(&s->rng, setup->seed);
	if (setup->misere && (rc = sess_set_misere(s, true, why)) != SG_OK) {
		sess_free(s);
		return rc;
	}
	return SG_OK;
}

int
sess_set_misere(struct session *s, bool misere, struct sg_cause *why)
{
	struct solution sol;
	struct judge j;
	int rc;

	if ((rc = judge_init(&j, s->rules, misere, why)) != SG_OK)
		return rc;
	/* Judge the position now, so a search past its limits is refused
	 * before the game starts rather than at the computer's move. */
	solution_init(&sol, 1);
	rc = judge_solve(&j, sess_pos(s), &sol, why);
	solution_free(&sol);
	if (rc != SG_OK) {
		judge_free(&j);
		return rc;
	}
	judge_free(&s->judge);
	s->judge = j;
	s->misere = misere;
	return SG_OK;
}

int
sess_from_record(struct session *s, struct record *rec, struct sg_cause *why)
{
	size_t i;
	int rc;

	if (sess_init(s, rec->rules, &rec->start, SIDE_HUMAN) != SG_OK)
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	rec->rules = NULL;
	for (i = 0; i < rec->moves.n; i++) {
		if (poslist_add(&s->hist, &rec->moves.p[i]) != SG_OK) {
			sess_free(s);
			return sg_fail(why, SG_ENOMEM, _("out of memory"));
		}
	}
	for (i = 0; i < rec->nedits; i++) {
		if (mark(&s->edited, &s->edited_cap, rec->edits[i]) != SG_OK) {
			sess_free(s);
			return sg_fail(why, SG_ENOMEM, _("out of memory"));
		}
	}
	s->cur = rec->moves.n;
	for (i = 0; i < rec->nhints; i++) {
		s->cur = rec->hints[i] - 1;
		if (sess_note_hint(s) != SG_OK) {
			sess_free(s);
			return sg_fail(why, SG_ENOMEM, _("out of memory"));
		}
	}
	s->cur = rec->moves.n;
	s->seen[0] = record_seen(rec, 0);
	s->seen[1] = record_seen(rec, 1);
	s->takebacks = rec->takebacks;
	s->edits_made = record_edits_made(rec);
	s->match = rec->match;
	s->continued = true;
	s->player[0] = rec->player[0];
	s->player[1] = rec->player[1];
	s->level = rec->level;
	if ((rc = sess_set_misere(s, rec->misere, why)) != SG_OK)
		sess_free(s);
	return rc;
}

/* New rules for a record, read from the session's own notation of its
 * start (options and position), as the record will be read again: the
 * rules of a game made of games (a sum) come from its position too. */
static int
copy_rules(const struct session *s, struct rules **out, struct sg_cause *why)
{
	struct sbuf sb;
	struct pos p;
	int rc;

	sbuf_init(&sb);
	pos_init(&p);
	if (s->game->notation.format_opts != NULL)
		s->game->notation.format_opts(s->rules, &sb);
	if (sb.len > 0)
		sbuf_addc(&sb, ' ');
	game_format(s->rules, &s->hist.p[0], &sb);
	if (sb.oom)
		rc = sg_fail(why, SG_ENOMEM, _("out of memory"));
	else
		rc = game_parse_line(s->game, sbuf_str(&sb), out, &p, why);
	pos_free(&p);
	sbuf_free(&sb);
	return rc;
}

/* The game up to history position last as a record. */
static int
to_record(const struct session *s, size_t last, struct record *rec,
    struct sg_cause *why)
{
	size_t i;
	int rc;

	if ((rc = copy_rules(s, &rec->rules, why)) != SG_OK)
		return rc;
	if (pos_copy(&rec->start, &s->hist.p[0]) != SG_OK)
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	for (i = 1; i <= last; i++) {
		if (sess_edited(s, i)) {
			if ((rc = record_edit(rec, &s->hist.p[i],
			    why)) != SG_OK)
				return rc;
			continue;
		}
		if (poslist_add(&rec->moves, &s->hist.p[i]) != SG_OK)
			return sg_fail(why, SG_ENOMEM, _("out of memory"));
		if (sess_helped(s, i - 1) && record_hint(rec, i) != SG_OK)
			return sg_fail(why, SG_ENOMEM, _("out of memory"));
	}
	rec->player[0] = s->player[0];
	rec->player[1] = s->player[1];
	rec->level = s->level;
	rec->misere = s->misere;
	rec->seen[0] = s->seen[0];
	rec->seen[1] = s->seen[1];
	rec->takebacks = s->takebacks;
	rec->edits_made = s->edits_made;
	rec->match = s->match;
	return SG_OK;
}

int
sess_to_record(const struct session *s, struct record *rec,
    struct sg_cause *why)
{
	return to_record(s, s->cur, rec, why);
}

int
sess_to_record_whole(const struct session *s, struct record *rec,
    struct sg_cause *why)
{
	return to_record(s, s->hist.n - 1, rec, why);
}

size_t
sess_length(const struct session *s)
{
	return s->hist.n;
}

size_t
sess_at(const struct session *s)
{
	return s->cur;
}

const struct pos *
sess_pos_at(const struct session *s, size_t i)
{
	return &s->hist.p[i];
}

bool
sess_seek(struct session *s, size_t i)
{
	if (i >= s->hist.n)
		return false;
	s->cur = i;
	return true;
}

void
sess_set_level(struct session *s, enum strategy_level level)
{
	s->level = level;
}

void
sess_seed(struct session *s, uint64_t seed)
{
	strategy_rng_seed(&s->rng, seed);
}

void
sess_set_progress(struct session *s,
    bool (*fn)(void *arg, uint64_t done, uint64_t total), void *arg)
{
	s->rules->progress = fn;
	s->rules->progress_arg = arg;
}

const struct pos *
sess_pos(const struct session *s)
{
	return &s->hist.p[s->cur];
}

int
sess_player_at(const struct session *s, size_t i)
{
	size_t k, moves = 0;

	/* An edit leaves the turn where it was. */
	for (k = 1; k <= i; k++)
		moves += !sess_edited(s, k);
	return (int)(moves % 2);
}

int
sess_mover(const struct session *s)
{
	return sess_player_at(s, s->cur);
}

enum player_role
sess_role(const struct session *s, int i)
{
	return player_role(s->player, i);
}

void
sess_player_name(const struct session *s, int i, char *buf, size_t len)
{
	player_name(s->player, i, buf, len);
}

void
sess_spoken_name(const struct session *s, int i, char *buf, size_t len)
{
	player_spoken(s->player, i, buf, len);
}

bool
sess_is_computer(const struct session *s, int i)
{
	return player_is_computer(s->player, i);
}

bool
sess_is_you(const struct session *s, int i)
{
	return player_is_you(s->player, i);
}

bool
sess_has_human(const struct session *s)
{
	return !sess_is_computer(s, 0) || !sess_is_computer(s, 1);
}

int
sess_winner(const struct session *s)
{
	/* The player to move cannot: in normal play the other player made
	 * the last move and wins; in misere play that player loses. */
	return s->misere ? sess_mover(s) : 1 - sess_mover(s);
}

bool
sess_winner_is_computer(const struct session *s)
{
	return sess_is_computer(s, sess_winner(s));
}

/* Whose turn it is at history entry i. */
static enum side
turn_at(const struct session *s, size_t i)
{
	return sess_is_computer(s, sess_player_at(s, i)) ? SIDE_COMPUTER :
	    SIDE_HUMAN;
}

enum side
sess_turn(const struct session *s)
{
	return turn_at(s, s->cur);
}

size_t
sess_move_number(const struct session *s)
{
	return sess_moves_made(s) + 1;
}

size_t
sess_moves_made(const struct session *s)
{
	size_t k, moves = 0;

	for (k = 1; k <= s->cur; k++)
		moves += !sess_edited(s, k);
	return moves;
}

bool
sess_over(const struct session *s)
{
	struct sg_cause why;
	struct pos q;
	int rc;

	pos_init(&q);
	rc = s->game->rules.any_move(s->rules, sess_pos(s), &q, &why);
	pos_free(&q);
	return rc == SG_ENOMOVE;
}

/* The history after the board goes; `to` follows the board, by a move
 * or an edit. */
static int
step(struct session *s, const struct pos *to, bool edit,
    struct sg_cause *why)
{
	while (s->hist.n > s->cur + 1)
		pos_free(&s->hist.p[--s->hist.n]);
	if (poslist_add(&s->hist, to) != SG_OK)
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	s->cur++;
	/* The turns after this step are new: no hint seen in them yet, and
	 * no edit. */
	s->acted++;
	if (s->helped_cap > s->cur)
		memset(s->helped + s->cur, 0, s->helped_cap - s->cur);
	if (s->edited_cap > s->cur)
		memset(s->edited + s->cur, 0, s->edited_cap - s->cur);
	if (edit && mark(&s->edited, &s->edited_cap, s->cur) != SG_OK) {
		pos_free(&s->hist.p[--s->hist.n]);
		s->cur--;
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	}
	return SG_OK;
}

int
sess_move(struct session *s, const struct pos *to, struct sg_cause *why)
{
	int rc;

	if (sess_over(s))
		return sg_fail(why, SG_ENOMOVE, _("the game is over"));
	rc = s->game->rules.check(s->rules, sess_pos(s), to, why);
	if (rc != SG_OK)
		return rc;
	return step(s, to, false, why);
}

int
sess_edit(struct session *s, const struct pos *to, struct sg_cause *why)
{
	struct solution sol;
	int rc;

	if ((rc = sess_startable(s->rules, to, why)) != SG_OK)
		return rc;
	/* Misere play: judged now, so that a search past its limits is
	 * refused here rather than at the computer's move. */
	if (s->misere) {
		solution_init(&sol, 1);
		rc = judge_solve(&s->judge, to, &sol, why);
		solution_free(&sol);
		if (rc != SG_OK)
			return rc;
	}
	if ((rc = step(s, to, true, why)) == SG_OK)
		s->edits_made++;
	return rc;
}

bool
sess_edited(const struct session *s, size_t i)
{
	return i < s->edited_cap && s->edited[i] != 0;
}

int
sess_note_hint(struct session *s)
{
	bool was = sess_helped(s, s->cur);

	if (mark(&s->helped, &s->helped_cap, s->cur) != SG_OK)
		return SG_ENOMEM;
	if (!was && !sess_over(s))
		s->seen[sess_mover(s)]++;
	return SG_OK;
}

size_t
sess_hints_seen(const struct session *s, int i)
{
	return s->seen[i];
}

size_t
sess_takebacks(const struct session *s)
{
	return s->takebacks;
}

size_t
sess_edits_made(const struct session *s)
{
	return s->edits_made;
}

size_t
sess_acted(const struct session *s)
{
	return s->acted;
}

bool
sess_unlocked(const struct session *s, const char **what)
{
	*what = NULL;
	if (s->seen[0] + s->seen[1] > 0)
		*what = _("a hint was seen in it (h, e, t or v)");
	else if (s->edits_made > 0)
		*what = _("its position was edited (what if?)");
	else if (s->takebacks > 0)
		*what = _("a move was taken back in it");
	return *what != NULL;
}

bool
sess_set_match(struct session *s, bool match)
{
	const char *what;

	s->match = match && !sess_unlocked(s, &what);
	return s->match == match;
}

bool
sess_match(const struct session *s)
{
	return s->match;
}

bool
sess_continued(const struct session *s)
{
	return s->continued;
}

void
sess_swap_players(struct session *s)
{
	struct record_player p = s->player[0];

	s->player[0] = s->player[1];
	s->player[1] = p;
	sess_restart(s);
}

bool
sess_helped(const struct session *s, size_t i)
{
	return i < s->helped_cap && s->helped[i] != 0;
}

size_t
sess_hints_used(const struct session *s, int i)
{
	size_t k, n = 0;

	for (k = 0; k < s->cur; k++)
		n += sess_helped(s, k) && !sess_edited(s, k + 1) &&
		    sess_player_at(s, k) == i;
	return n;
}

/* The remoteness search, made the first time it is asked for. */
static bool
remote_ready(struct session *s)
{
	return s->remote != NULL || remote_new(s->rules, s->misere,
	    SESS_REMOTE_STATES, &s->remote) == SG_OK;
}

int
sess_remoteness(struct session *s, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	if (!remote_ready(s))
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	return remote_of(s->remote, p, out, why);
}

int
sess_remoteness_quick(struct session *s, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	if (!remote_ready(s))
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	return remote_within(s->remote, p, SESS_QUICK_STATES, out, why);
}

const uint64_t sess_shared_work = (uint64_t)4 * SESS_QUICK_STATES *
    SEARCH_MADE;

int
sess_remoteness_shared(struct session *s, const struct pos *p,
    uint64_t *work, uint64_t *out, struct sg_cause *why)
{
	uint64_t spent;
	int rc;

	if (!remote_ready(s))
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	/* With the work spent, what is solved already still answers. */
	rc = remote_within(s->remote, p, *work > 0 ? SESS_QUICK_STATES : 0,
	    out, why);
	spent = remote_work(s->remote);
	*work = spent < *work ? *work - spent : 0;
	return rc;
}

int
sess_solve(struct session *s, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	return judge_solve(&s->judge, p, sol, why);
}

/* What a position the opponent wins is worth, in words: "whose nim-sum is
 * 3, not 0", or nothing when it has no value to tell (misere play). */
static void
slip_value(const struct session *s, const struct solution *after,
    struct sbuf *out)
{
	if (s->misere || !after->has_grundy)
		return;
	if (s->game->teach.components != NULL)
		sbuf_printf(out, _(", whose nim-sum is %llu, not 0"),
		    (unsigned long long)after->grundy);
	else
		sbuf_printf(out, _(", whose Grundy value is %llu, not 0"),
		    (unsigned long long)after->grundy);
}

int
sess_slip(struct session *s, const struct pos *from, const struct pos *to,
    bool *slip, struct sbuf *out)
{
	struct solution before, after;
	struct sg_cause why;
	struct sbuf left;
	struct pos win;
	bool shown;

	*slip = false;
	solution_init(&before, 1);
	solution_init(&after, 0);
	pos_init(&win);
	if (sess_solve(s, from, &before, &why) == SG_OK &&
	    sess_solve(s, to, &after, &why) == SG_OK &&
	    before.outcome == OUTCOME_N && after.outcome == OUTCOME_N) {
		*slip = true;
		sbuf_init(&left);
		game_format(s->rules, to, &left);
		slip_value(s, &after, &left);
		/* TRANSLATORS: the position left in the notation, perhaps
		 * followed by ", whose nim-sum is 3, not 0". */
		sbuf_printf(out, _("That move gives the win away: it leaves "
		    "%s, so the opponent can win."), sbuf_str(&left));
		out->oom = out->oom || left.oom;
		sbuf_free(&left);
		/* Normal play: the move the explanation shows, which follows
		 * its argument; else the theory's first. */
		shown = !s->misere && explain_winning_move(s->rules, from,
		    &win, &why) == SG_OK;
		if (shown || before.wins.n > 0) {
			sbuf_init(&left);
			sess_say_move(s, from, shown ? &win :
			    &before.wins.p[0], &left);
			if (s->misere || !before.has_grundy)
				sbuf_printf(out, _("  A winning move was: %s."),
				    sbuf_str(&left));
			else if (s->game->teach.components != NULL)
				sbuf_printf(out, _("  A winning move was: %s "
				    "(nim-sum 0)."), sbuf_str(&left));
			else
				sbuf_printf(out, _("  A winning move was: %s "
				    "(value 0)."), sbuf_str(&left));
			out->oom = out->oom || left.oom;
			sbuf_free(&left);
		}
	}
	pos_free(&win);
	solution_free(&before);
	solution_free(&after);
	return out->oom ? SG_ENOMEM : SG_OK;
}

int
sess_reply(struct session *s, struct pos *out, struct sg_cause *why)
{
	return strategy_move_judged(&s->judge, sess_pos(s), s->level, &s->rng,
	    out, why);
}

/* Where undo (step -1) or redo (+1) lands: a person's turn, or the next
 * position when nobody plays but the computer. */
static size_t
step_to(const struct session *s, int step)
{
	size_t i = s->cur;

	if (!sess_has_human(s))
		return step < 0 ? (i > 0 ? i - 1 : i) :
		    (i + 1 < s->hist.n ? i + 1 : i);
	/* Take back a person's move and the reply to it, so the board
	 * shows that person's turn again; forward, the end of the game is
	 * a place to stop too, whoever would move there. */
	while (step < 0 ? i > 0 : i + 1 < s->hist.n) {
		i = step < 0 ? i - 1 : i + 1;
		if (turn_at(s, i) == SIDE_HUMAN || (step > 0 &&
		    i + 1 == s->hist.n))
			return i;
	}
	return s->cur;
}

bool
sess_can_step(const struct session *s, int step)
{
	return step_to(s, step) != s->cur;
}

bool
sess_undo(struct session *s)
{
	size_t i = step_to(s, -1);

	if (i == s->cur)
		return false;
	s->cur = i;
	s->takebacks++;
	s->acted++;
	return true;
}

bool
sess_redo(struct session *s)
{
	size_t i = step_to(s, 1);

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
	/* A new game: nothing of the last one's story, nor its file's. */
	s->seen[0] = s->seen[1] = 0;
	s->takebacks = s->edits_made = s->acted = 0;
	s->continued = false;
	if (s->helped_cap > 0)
		memset(s->helped, 0, s->helped_cap);
	if (s->edited_cap > 0)
		memset(s->edited, 0, s->edited_cap);
}

bool
sess_last(const struct session *s, const struct pos **from,
    const struct pos **to)
{
	if (s->cur == 0 || sess_edited(s, s->cur))
		return false;
	*from = &s->hist.p[s->cur - 1];
	*to = &s->hist.p[s->cur];
	return true;
}

void
sess_notation(const struct session *s, const struct pos *p, struct sbuf *out)
{
	size_t len = out->len;

	if (s->game->notation.format_opts != NULL)
		s->game->notation.format_opts(s->rules, out);
	if (out->len > len)
		sbuf_addc(out, ' ');
	game_format(s->rules, p, out);
}

void
sess_status(const struct session *s, struct sbuf *out)
{
	char name[PLAYER_NAME_LEN];
	int who = sess_mover(s);

	sbuf_printf(out, "%s%s | ", s->game->name, s->misere ? _(" misere") :
	    "");
	sess_player_name(s, who, name, sizeof name);
	if (sess_over(s))
		sbuf_add(out, _("game over"));
	else if (sess_is_you(s, who))
		sbuf_add(out, _("your turn"));
	else if (sess_role(s, who) == PLAYER_COMPUTER)
		sbuf_add(out, _("computer's turn"));
	else
		/* TRANSLATORS: a player's name. */
		sbuf_printf(out, _("%s's turn"), name);
	/* Over, the game counts the moves made; else the one to make. */
	if (sess_over(s))
		/* TRANSLATORS: the status line: the moves made, then
		 * the game's name as typed (not translated). */
		sbuf_printf(out, ngettext(" | %1$zu move | %2$s ",
		    " | %1$zu moves | %2$s ", sess_moves_made(s)),
		    sess_moves_made(s), s->game->name);
	else
		sbuf_printf(out, _(" | move %1$zu | %2$s "),
		    sess_move_number(s),
		    s->game->name);
	sess_notation(s, sess_pos(s), out);
}

void
sess_say_move(const struct session *s, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	/* The position alone: the options stay as they were. */
	say_move(s->rules, from, to, out);
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

/* " (a win in N moves)" after a hint's line, when the search answers,
 * and whether the win is the fastest (fastest: the remoteness of the
 * board, or 0 when unknown or when the move is the only win). */
static void
say_remote(struct session *s, const struct pos *p, uint64_t fastest,
    struct sbuf *out)
{
	struct sg_cause why;
	uint64_t r;

	if (sess_remoteness(s, p, &r, &why) != SG_OK)
		return;
	/* One measure for every line: the moves the win takes. */
	if (fastest == 0)
		sbuf_printf(out, ngettext(" (a win in %llu move)",
		    " (a win in %llu moves)", r + 1),
		    (unsigned long long)(r + 1));
	else if (r + 1 <= fastest)
		/* TRANSLATORS: a move that wins as fast as any: the moves
		 * it takes to win. */
		sbuf_printf(out, ngettext(" (a win in %llu move, the "
		    "fastest)", " (a win in %llu moves, the fastest)", r + 1),
		    (unsigned long long)(r + 1));
	else
		/* TRANSLATORS: a move that wins, though not the fastest
		 * way: the moves it takes to win, and the fewest. */
		sbuf_printf(out, _(" (a win in %1$llu moves; the fastest win "
		    "takes %2$llu)"), (unsigned long long)(r + 1),
		    (unsigned long long)fastest);
}

int
sess_defence(struct session *s, struct pos *out, struct sg_cause *why)
{
	struct strategy_rng rng;

	/* In a lost position the perfect computer's move is the longest
	 * defence, and it draws no random number. */
	strategy_rng_seed(&rng, 1);
	return strategy_move_judged(&s->judge, sess_pos(s), STRATEGY_PERFECT,
	    &rng, out, why);
}

/* "  The longest defence: take 1 from heap 1, leaving 1 2 (remoteness 3:
 * ...)." after the line of a lost position. */
static void
say_defence(struct session *s, struct sbuf *out)
{
	struct sg_cause why;
	struct sbuf move;
	struct pos q;
	uint64_t r;

	pos_init(&q);
	if (sess_defence(s, &q, &why) == SG_OK) {
		sbuf_init(&move);
		sess_say_move(s, sess_pos(s), &q, &move);
		if (sess_remoteness(s, &q, &r, &why) != SG_OK)
			sbuf_printf(out, _("  The longest defence: %s."),
			    sbuf_str(&move));
		else
			/* TRANSLATORS: a move in words, then its
			 * remoteness, twice the same number. */
			sbuf_printf(out, ngettext("  The longest defence: "
			    "%1$s (remoteness %2$llu: the opponent then needs "
			    "%3$llu more move).", "  The longest defence: "
			    "%1$s (remoteness %2$llu: the opponent then needs "
			    "%3$llu more moves).", r), sbuf_str(&move),
			    (unsigned long long)r, (unsigned long long)r);
		out->oom = out->oom || move.oom;
		sbuf_free(&move);
	}
	pos_free(&q);
}

/* The winning moves of sol, the fastest first (by the remoteness of the
 * positions they lead to; a move the search does not answer for goes
 * after those it does, and moves as fast keep their order). */
static void
fastest_first(struct session *s, struct solution *sol)
{
	struct sg_cause why;
	uint64_t *r, rk;
	struct pos q;
	size_t i, k, n = sol->wins.n;

	if (n < 2 || (r = sg_reallocarray(NULL, n, sizeof *r)) == NULL)
		return;
	for (i = 0; i < n; i++)
		if (sess_remoteness(s, &sol->wins.p[i], &r[i], &why) != SG_OK)
			r[i] = UINT64_MAX;
	/* Insertion sort: stable, and the lists are short. */
	for (i = 1; i < n; i++) {
		q = sol->wins.p[i];
		rk = r[i];
		for (k = i; k > 0 && r[k - 1] > rk; k--) {
			sol->wins.p[k] = sol->wins.p[k - 1];
			r[k] = r[k - 1];
		}
		sol->wins.p[k] = q;
		r[k] = rk;
	}
	free(r);
}

int
sess_hint(struct session *s, size_t limit, struct hint *h,
    struct sg_cause *why)
{
	struct sg_cause ignore;
	struct sbuf sb;
	uint64_t r;
	bool remote;
	size_t i, *first = NULL, said = 0;
	int rc;

	memset(h, 0, sizeof *h);
	solution_init(&h->sol, limit);
	if ((rc = sess_solve(s, sess_pos(s), &h->sol, why)) != SG_OK)
		return rc;
	/* The remoteness of the board first: when it is too large to
	 * search, so are the positions after the winning moves. */
	remote = sess_remoteness(s, sess_pos(s), &r, &ignore) == SG_OK;
	if (remote)
		fastest_first(s, &h->sol);
	sbuf_init(&sb);
	if (h->sol.outcome == OUTCOME_N && h->sol.wins.n == 0 &&
	    h->sol.partial) {
		sbuf_add(&sb, _("A winning move exists, but none is known here "
		    "(e says why)."));
		rc = hint_add_line(h, &sb);
	} else if (h->sol.outcome == OUTCOME_P || h->sol.wins.n == 0) {
		sbuf_add(&sb, _("Every move loses against perfect play."));
		if (remote)
			sbuf_printf(&sb, _("  With best play the opponent wins "
			    "in %1$llu moves at most (remoteness %2$llu)."),
			    (unsigned long long)r, (unsigned long long)r);
		if (!sess_over(s))
			say_defence(s, &sb);
		rc = hint_add_line(h, &sb);
	}
	/* Twins (moves that leave the same rows elsewhere) said once, on
	 * the line of the first; the board keeps a mark for each. */
	if (rc == SG_OK && h->sol.wins.n > 0 && ((first = sg_reallocarray(
	    NULL, h->sol.wins.n, sizeof *first)) == NULL ||
	    game_twins(s->rules, &h->sol.wins, first) != SG_OK))
		rc = SG_ENOMEM;
	/* The moves said: a twin is not another win. */
	for (i = 0; rc == SG_OK && i < h->sol.wins.n; i++)
		said += first[i] == i;
	for (i = 0; i < h->sol.wins.n && rc == SG_OK; i++) {
		if (first[i] != i)
			continue;
		sbuf_reset(&sb);
		sess_say_move(s, sess_pos(s), &h->sol.wins.p[i], &sb);
		if (remote && h->nlines < HINT_REMOTE_LINES)
			say_remote(s, &h->sol.wins.p[i],
			    said > 1 || h->sol.truncated ? r : 0, &sb);
		game_say_twins(s->rules, sess_pos(s), &h->sol.wins, first, i,
		    &sb);
		rc = hint_add_line(h, &sb);
	}
	free(first);
	if (rc == SG_OK && h->sol.wins.n > 0 && !s->misere &&
	    s->rules->game->teach.hint_head != NULL) {
		sbuf_reset(&sb);
		s->rules->game->teach.hint_head(s->rules, sess_pos(s), &sb);
		if (sb.oom || (sb.len > 0 &&
		    (h->head = sg_strdup(sbuf_str(&sb))) == NULL))
			rc = SG_ENOMEM;
	}
	sbuf_free(&sb);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, _("out of memory"));
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
	free(h->head);
	h->head = NULL;
	solution_free(&h->sol);
}
