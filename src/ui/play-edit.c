/*
 * play-edit.c: two keys of the game screen for a class.  "What if?" (i)
 * edits the position on the board in the game's notation, checked as
 * the menu checks a typed position, and plays on from it: a step of the
 * game's history that is not a move (undo takes it back, a saved game
 * keeps it).  A handout (w) writes the
 * board as text with the explanation to a file in the current
 * directory, named after the game and the move.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/explain.h"
#include "savefile.h"
#include "ui/play.h"
#include "i18n.h"

/* What if?'s own state: the position being typed. */
struct edit {
	bool editing;			/* typing a position */
	char field[1024];
	size_t field_len;
};

struct edit *
edit_new(void)
{
	return sg_calloc(1, sizeof (struct edit));
}

void
edit_free(struct edit *e)
{
	free(e);
}

bool
edit_active(const struct edit *e)
{
	return e != NULL && e->editing;
}

static bool
persons_turn(struct play *g)
{
	const struct session *ss = &play_view(g)->sess;

	if (play_replaying(g) || sess_over(ss) ||
	    sess_turn(ss) != SIDE_HUMAN) {
		play_message(g, true, _("What if? is for a turn of yours, in "
		    "a game that goes on."));
		return false;
	}
	return true;
}

void
edit_start(struct edit *e, struct play *g)
{
	const struct session *ss = &play_view(g)->sess;
	struct sbuf sb;

	if (e == NULL || !persons_turn(g))
		return;
	sbuf_init(&sb);
	sess_notation(ss, sess_pos(ss), &sb);
	snprintf(e->field, sizeof e->field, "%s", sbuf_str(&sb));
	e->field_len = strlen(e->field);
	sbuf_free(&sb);
	e->editing = true;
}

/* The options of r in words ("" for none). */
static void
options_of(const struct rules *r, struct sbuf *out)
{
	if (r->game->notation.format_opts != NULL)
		r->game->notation.format_opts(r, out);
}

/*
 * The position typed, under the rules of the game on the board: the
 * edit changes the position, never the rules (a saved game has one set
 * of rules), so options that differ are refused.  SG_OK with *out set, or
 * the reason.
 */
static int
typed_position(struct session *ss, const char *text, struct pos *out,
    struct sg_cause *why)
{
	struct sbuf was, now, words;
	struct rules *r = NULL;
	char *copy, **argv;
	struct pos p;
	int argc, rc;

	sbuf_init(&was);
	sbuf_init(&now);
	sbuf_init(&words);
	pos_init(&p);
	rc = game_parse_line(ss->game, text, &r, &p, why);
	if (rc == SG_OK) {
		options_of(ss->rules, &was);
		options_of(r, &now);
		game_format(r, &p, &words);
		if (strcmp(sbuf_str(&was), sbuf_str(&now)) != 0)
			rc = sg_fail(why, SG_EINVAL, _("what if? changes the "
			    "position, not the rules (%s)"), was.len > 0 ?
			    sbuf_str(&was) : _("no options"));
	}
	/* Read again by the rules of the board (a game made of parts must
	 * keep its parts). */
	if (rc == SG_OK && (rc = sg_split(sbuf_str(&words), &copy, &argv,
	    &argc, why)) == SG_OK) {
		rc = ss->game->notation.parse(ss->rules, argc, argv, out, why);
		free(argv);
		free(copy);
	}
	rules_free(r);
	pos_free(&p);
	sbuf_free(&was);
	sbuf_free(&now);
	sbuf_free(&words);
	return rc;
}

static void
edit_done(struct app *a, struct play *g, struct edit *e)
{
	struct session *ss = &play_view(g)->sess;
	struct sg_cause why;
	struct pos p;
	int rc;

	pos_init(&p);
	rc = typed_position(ss, e->field, &p, &why);
	if (rc == SG_OK)
		rc = sess_edit(ss, &p, &why);
	pos_free(&p);
	if (rc != SG_OK) {
		play_message(g, true, _("Not a position to play: %s"),
		    why.text);
		return;
	}
	e->editing = false;
	play_show_over(g, false);
	play_say_recent(g);
	play_new_position(g);
	play_answer(a, g);
	play_message(g, false, _("What if: the game goes on from here; u goes "
	    "back to the position before."));
}

void
edit_key(struct app *a, struct play *g, struct edit *e,
    const struct input *in)
{
	if (in->act == ACT_CANCEL && in->escape) {
		e->editing = false;
		play_message(g, false, _("The position is as it was."));
	} else if (in->act == ACT_CONFIRM && in->ch != ' ')
		edit_done(a, g, e);
	else
		app_field_key(e->field, &e->field_len, sizeof e->field, in);
}

void
edit_draw(struct app *a, const struct edit *e, int y)
{
	int x = app_put(a, y, 1, R_TITLE, _("What if? "));

	x += app_put(a, y, 1 + x, R_CURSOR, e->field);
	app_put(a, y, 1 + x, R_CURSOR, " ");
	app_put(a, y, x + 3, R_DIM, _("  Enter play it  Esc as it was"));
}

enum { HANDOUT_WIDTH = 76, HANDOUT_BOARD_LINES = 24 };

/* The board as text, drawn for paper into out. */
static void
handout_board(struct app *a, struct view *v, struct sbuf *out)
{
	int board_y = v->board_y, board_h = v->board_h;
	int need_h = v->big_need_h, need_w = v->big_need_w;
	int h = board_h < HANDOUT_BOARD_LINES ? board_h : HANDOUT_BOARD_LINES;
	bool choosing = v->choosing, big = a->big;

	if (app_canvas_begin(a, h, HANDOUT_WIDTH) != SG_OK)
		return;
	v->choosing = false;	/* no cursor on paper */
	a->big = false;
	view_draw(a, v, 0, 0, h, HANDOUT_WIDTH);
	a->big = big;
	v->choosing = choosing;
	v->board_y = board_y;	/* where the screen has it */
	v->board_h = board_h;
	v->big_need_h = need_h;
	v->big_need_w = need_w;
	app_canvas_end(a, out);
}

/* The handout's text: the game, the board, the moves said, and why. */
static void
handout_text(struct app *a, struct play *g, struct sbuf *out)
{
	struct view *v = play_view(g);
	const char *said = play_said(g, false), *before = play_said(g, true);
	struct explanation e;
	struct sg_cause why;
	struct sbuf sb;
	int rc;

	sbuf_init(&sb);
	sbuf_printf(&sb, "%s - %s\n", game_title(v->sess.game),
	    game_rules_summary(view_rules(v)));
	sess_status(&v->sess, &sb);
	app_wrap_text(sbuf_str(&sb), HANDOUT_WIDTH, out);
	sbuf_addc(out, '\n');
	handout_board(a, v, out);
	sbuf_reset(&sb);
	if (before[0] != '\0')
		sbuf_printf(&sb, "\n%s", before);
	if (said[0] != '\0')
		sbuf_printf(&sb, "\n%s", said);
	app_wrap_text(sbuf_str(&sb), HANDOUT_WIDTH, out);
	sbuf_free(&sb);
	if (!play_options(g)->no_hints || sess_over(&v->sess)) {
		/* The value history (it tells where a game was lost, so a
		 * match's handout has it only once the game is over). */
		sbuf_addc(out, '\n');
		pages_chart(a, g, HANDOUT_WIDTH, out);
	}
	if (play_options(g)->no_hints && !sess_over(&v->sess)) {
		app_wrap_text(_("\n(The explanation is left out: hints are "
		    "off for this game.)"), HANDOUT_WIDTH, out);
		return;
	}
	rc = v->sess.misere ? explain_misere(&v->sess.judge,
	    sess_pos(&v->sess), &e, &why) : explain_new(v->sess.rules,
	    sess_pos(&v->sess), &e, &why);
	sbuf_add(out, _("\nWhy\n\n"));
	if (rc == SG_OK)
		app_wrap_text(sbuf_str(&e.text), HANDOUT_WIDTH, out);
	else {
		sbuf_init(&sb);
		sbuf_printf(&sb, _("No explanation: %s"), why.text);
		app_wrap_text(sbuf_str(&sb), HANDOUT_WIDTH, out);
		sbuf_free(&sb);
	}
	explain_free(&e);
}

void
handout_write(struct app *a, struct play *g)
{
	const struct session *ss = &play_view(g)->sess;
	char name[128];
	struct sg_cause why;
	struct stat st;
	struct sbuf text;
	int k;

	/* Never over a file already there: a second handout of the same
	 * move gets a number. */
	for (k = 1; k < 100; k++) {
		snprintf(name, sizeof name, k == 1 ? "sprague-%s-move%zu.txt" :
		    "sprague-%s-move%zu-%d.txt", ss->game->name,
		    sess_move_number(ss), k);
		if (lstat(name, &st) != 0 && errno == ENOENT)
			break;
	}
	if (k == 100) {
		play_message(g, true, _("No handout: too many handouts of this "
		    "move here already."));
		return;
	}
	sbuf_init(&text);
	handout_text(a, g, &text);
	if (text.oom)
		play_message(g, true, _("No handout: out of memory."));
	else if (savefile_write_text(name, sbuf_str(&text), text.len, &why) !=
	    SAVEFILE_OK)
		play_message(g, true, _("No handout: %1$s: %2$s"), name,
		    why.text);
	else
		play_message(g, false, _("The handout is written: %s (the "
		    "board "
		    "and why)."), name);
	sbuf_free(&text);
}
