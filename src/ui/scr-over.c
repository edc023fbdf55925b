/*
 * scr-over.c: the game over box, drawn over the board: who won and why,
 * and what can be done next (a new game, the same position again, the
 * next level up after beating the computer).
 *
 * In projector mode (--big) the box opens with a banner in the block
 * font (font.h), what the back of a classroom must read: who won, in
 * the words of the box's first line where the font draws them all and
 * they fit ("Ann won!"), else a big tick (a person won, or two people
 * played) or cross (the computer beat the person), which reads the same
 * in every language; in a series the tick or cross and the series' score
 * ("2 : 1", its first game's first player first, as the words under it
 * say).  The words stay at the normal size under the banner.  Where the
 * terminal has not the lines for the banner, the box is drawn at the
 * normal size with a line saying how many it would need.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ui/font.h"
#include "ui/play.h"
#include "i18n.h"

enum { BANNER_LINES = FONT_HEIGHT + 1 };	/* the banner and a gap */

static void
box(struct app *a, int y, int x, int h, int w)
{
	int i, j;

	for (i = 0; i < h; i++) {
		for (j = 0; j < w; j++) {
			enum glyph g = G_COUNT;

			if (i == 0 || i == h - 1)
				g = j == 0 ? (i == 0 ? G_TL : G_BL) :
				    j == w - 1 ? (i == 0 ? G_TR : G_BR) :
				    G_HLINE;
			else if (j == 0 || j == w - 1)
				g = G_VLINE;
			app_put(a, y + i, x + j, R_TITLE, g == G_COUNT ? " " :
			    app_glyph(a, g));
		}
	}
}

/* After a person beat the computer below level perfect: the level to
 * climb to, or -1. */
static int
next_level(const struct session *ss)
{
	int won = sess_winner(ss);

	if (!sess_has_human(ss) || sess_is_computer(ss, won) ||
	    !sess_is_computer(ss, 1 - won) || ss->level == STRATEGY_PERFECT)
		return -1;
	return (int)ss->level - 1;
}

/* Who won, told by the players' roles, never by their names. */
static void
say_winner(const struct session *ss, char *line, size_t len)
{
	char winner[PLAYER_NAME_LEN];
	int won = sess_winner(ss);

	if (sess_role(ss, won) == PLAYER_COMPUTER) {
		snprintf(line, len, _("The computer won."));
		return;
	}
	play_spoken_name(ss, won, winner, sizeof winner);
	/* TRANSLATORS: a player's name. */
	snprintf(line, len, _("%s won!"), winner);
}

/* How the game ended: the last move, and why it ends the game. */
static void
say_ending(const struct session *ss, char *line, size_t len)
{
	char last[PLAYER_NAME_LEN], other[PLAYER_NAME_LEN];
	struct sbuf why;
	size_t edits;

	play_spoken_name(ss, 1 - sess_mover(ss), last, sizeof last);
	sess_player_name(ss, sess_mover(ss), other, sizeof other);
	sbuf_init(&why);
	if (ss->game->play.ending != NULL)
		ss->game->play.ending(ss->rules, sess_pos(ss), last,
		    ss->misere, &why);
	if (sess_move_number(ss) == 1)
		snprintf(line, len, _("There is no move in this position."));
	else if (sbuf_str(&why)[0] != '\0')
		/* The game's own sentence, about the player. */
		snprintf(line, len, "%s", sbuf_str(&why));
	else if (ss->misere)
		snprintf(line, len, _("%s made the last move: in misere play "
		    "that loses."), last);
	else if (sess_is_you(ss, sess_mover(ss)))
		snprintf(line, len, _("%s made the last move: you have none "
		    "left."), last);
	else
		/* TRANSLATORS: the names of the player who made the last
		 * move and of the one left without a move. */
		snprintf(line, len, _("%1$s made the last move: %2$s has none "
		    "left."), last, other);
	sbuf_free(&why);
	if (line[0] >= 'a' && line[0] <= 'z')
		line[0] = (char)(line[0] - 'a' + 'A');
	/* An edited game says so: it did not start where it ended up. */
	edits = sess_at(ss) - sess_moves_made(ss);
	if (edits > 0 && strlen(line) + 80 < len)
		snprintf(line + strlen(line), len - strlen(line),
		    ngettext("  (The position was set by what if? %zu time.)",
		    "  (The position was set by what if? %zu times.)", edits),
		    edits);
}

/* The hints the people used, for the box: "" when only the computer
 * played. */
static void
say_hints(const struct session *ss, bool no_hints, char *line, size_t len)
{
	char name[2][PLAYER_NAME_LEN];
	size_t n[2];
	int i;

	line[0] = '\0';
	if (!sess_has_human(ss))
		return;
	if (no_hints) {
		snprintf(line, len, _("Hints were off for this game."));
		return;
	}
	for (i = 0; i < 2; i++) {
		n[i] = sess_hints_seen(ss, i);
		sess_player_name(ss, i, name[i], sizeof name[i]);
	}
	if (sess_is_computer(ss, 0) || sess_is_computer(ss, 1)) {
		i = sess_is_computer(ss, 0) ? 1 : 0;
		if (n[i] == 0)
			snprintf(line, len, _("Played without a hint."));
		else
			snprintf(line, len, _("Hints used: %zu (turns with a "
			    "hint, the explanation, the table or the values)."),
			    n[i]);
	} else
		/* TRANSLATORS: each player's name and the number of hints
		 * that player used. */
		snprintf(line, len, _("Hints used: %1$s %2$zu, %3$s %4$zu."),
		    name[0], n[0], name[1], n[1]);
}

/* A series' score, and who won it once it is decided; "" outside a
 * series. */
static void
say_series(struct play *g, char *line, size_t len)
{
	const struct play_opts *o = play_options(g);
	char score[2 * PLAYER_NAME_LEN + 32], name[PLAYER_NAME_LEN];
	int k;

	line[0] = '\0';
	if (o->best_of == 0)
		return;
	play_series_words(g, score, sizeof score);
	k = o->series_wins[0] > o->series_wins[1] ? 0 : 1;
	if (!play_series_done(g))
		/* TRANSLATORS: N of a best-of-N series, the score. */
		snprintf(line, len, _("Best of %1$d: %2$s."), o->best_of,
		    score);
	else {
		play_spoken_name(&play_view(g)->sess, play_series_player(g, k),
		    name, sizeof name);
		/* TRANSLATORS: the winner's name, N of a best-of-N series,
		 * the score. */
		snprintf(line, len, _("%1$s won the best of %2$d: %3$s."),
		    name, o->best_of, score);
	}
}

/* Projector mode's banner (font.h): the won line where the font draws
 * it in w columns, else the tick or cross, and in a series the score. */
static void
banner_text(struct app *a, struct play *g, const char *won, bool good,
    int w, char *out, size_t len)
{
	const struct play_opts *o = play_options(g);
	const char *mark = good ? "\u2713" : "\u2717";

	if (o->best_of > 0)
		snprintf(out, len, "%s  %d : %d", mark, o->series_wins[0],
		    o->series_wins[1]);
	else if (font_has_all(won) && font_text(a, 0, 0, R_NORMAL, won,
	    false) <= w)
		snprintf(out, len, "%s", won);
	else
		snprintf(out, len, "%s", mark);
}

void
over_draw(struct app *a, struct play *g)
{
	const struct session *ss = &play_view(g)->sess;
	/* TRANSLATORS: key lines of the box at the end of a game: the
	 * letters are keys; each fits 76 columns (a CJK character is
	 * two). */
	const char *keys = play_options(g)->best_of == 0 ?
	    _("n new game  a same position again  x the other first  q quit") :
	    play_series_done(g) ? _("x a new series  n new game  q quit") :
	    _("x the next game of the series  n new game  q quit");
	const char *more = play_options(g)->in_lesson ?
	    _("u undo  m moves  ? help  l back to the lesson") :
	    play_options(g)->no_hints ? _("m moves  s save  ? help") :
	    _("u undo  m moves  s save  ? help");
	char won[160], ending[400], up[80] = "", hints[400];
	char series[4 * PLAYER_NAME_LEN + 100], banner[200], note[200] = "";
	int w, h = 7, y, x, need, bw = 0, big = 0;
	bool good = !sess_is_computer(ss, sess_winner(ss)) ||
	    !sess_has_human(ss);

	play_draw(a, g);
	say_winner(ss, won, sizeof won);
	say_ending(ss, ending, sizeof ending);
	say_hints(ss, play_options(g)->no_hints, hints, sizeof hints);
	say_series(g, series, sizeof series);
	if (next_level(ss) >= 0)
		/* TRANSLATORS: a key line: + is the key, then the level as
		 * --level takes it. */
		snprintf(up, sizeof up, _("+ the same position at level %s"),
		    strategy_level_name((enum strategy_level)next_level(ss)));
	/* The box fits its longest line, within the screen. */
	need = app_width(keys);
	need = app_width(ending) > need ? app_width(ending) : need;
	need = app_width(up) > need ? app_width(up) : need;
	need = app_width(hints) > need ? app_width(hints) : need;
	need = app_width(series) > need ? app_width(series) : need;
	if (a->big) {
		banner_text(a, g, won, good, a->w - 6, banner, sizeof banner);
		bw = font_text(a, 0, 0, R_NORMAL, banner, false);
		need = bw > need ? bw : need;
	}
	w = need + 4 < a->w - 2 ? need + 4 : a->w - 2;
	/* Each line wrapped inside the box by columns: the won line, the
	 * ending, a blank line (unless the level line stands there), the
	 * series, the hints, the level, the keys. */
	{
		const char *text[] = { won, ending, up[0] == '\0' ? " " : "",
		    series, hints, up, keys, more };
		const enum role role[] = { good ? R_GOOD : R_ERROR, R_NORMAL,
		    R_NORMAL, R_GOOD, R_NORMAL, R_GOOD, R_NORMAL, R_DIM };
		size_t i, n = sizeof text / sizeof text[0];

		h = 2;
		for (i = 0; i < n; i++)
			h += text[i][0] == '\0' ? 0 : app_wrapped(a, 0, 0,
			    role[i], text[i], w - 4, false);
		/* The banner where the lines above the keys hold it. */
		if (a->big && h + BANNER_LINES <= a->h - 3 && bw <= w - 4)
			big = BANNER_LINES;
		else if (a->big) {
			snprintf(note, sizeof note, _("Projector mode: drawn "
			    "at the normal size; drawn big it needs %d "
			    "lines."), h + BANNER_LINES + 3);
			h += app_wrapped(a, 0, 0, R_DIM, note, w - 4, false);
		}
		h += big;
		y = (a->h - 3 - h) / 2 > 0 ? (a->h - 3 - h) / 2 : 0;
		x = (a->w - w) / 2;
		box(a, y, x, h, w);
		y++;
		if (big > 0) {
			font_text(a, y, x + (w - bw) / 2, role[0], banner,
			    true);
			y += big;
		}
		for (i = 0; i < n; i++)
			if (text[i][0] != '\0')
				y += app_wrapped(a, y, x + 2, role[i],
				    text[i], w - 4, true);
		if (note[0] != '\0')
			app_wrapped(a, y, x + 2, R_DIM, note, w - 4, true);
	}
}

void
over_key(struct app *a, struct play *g, const struct input *in)
{
	struct session *ss = &play_view(g)->sess;
	bool up = in->act == ACT_LEVEL_UP && next_level(ss) >= 0;

	if (up) {
		sess_set_level(ss, (enum strategy_level)next_level(ss));
		play_options(g)->setup.level = ss->level;
	}
	if (in->act == ACT_SWAP) {
		if (play_options(g)->best_of > 0 && play_series_done(g)) {
			/* A new series, the other first again. */
			play_options(g)->series_game = 0;
			play_options(g)->series_wins[0] = 0;
			play_options(g)->series_wins[1] = 0;
		}
		play_rematch(a, g);
		play_message(g, false, _("The same position; the other player "
		    "moves first."));
		return;
	}
	if ((in->act == ACT_AGAIN || up) && play_options(g)->best_of > 0) {
		play_message(g, true, _("In a series the next game is x: the "
		    "other player moves first."));
		return;
	}
	if (in->act == ACT_AGAIN || up) {
		play_again(a, g);
		if (up)
			play_message(g, false, _("The same position at level "
			    "%s."), strategy_level_name(ss->level));
		return;
	}
	play_common_key(a, g, in);
}
