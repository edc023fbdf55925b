/*
 * scr-menu.c: the menu: a game, then its starting position (a preset, a
 * random one, or typed in the game's notation), then who plays (a person
 * first or second against the computer, two people, the computer against
 * itself), the rule and whether a learner is told of mistakes, then the
 * computer's level.
 * After the games, practice (every game mixed or one, each with the level
 * the learner reached; scr-practice.c) and the lessons: a list of them,
 * each opening on its own screen (scr-lesson.c).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/lesson.h"
#include "engine/text.h"
#include "engine/util.h"
#include "lessondir.h"
#include "play/starts.h"
#include "progress.h"
#include "ui/app.h"
#include "i18n.h"

/* A line of the list of lessons: where it is, and the lesson's title or
 * the reason it cannot be read, with how far the pupil got. */
struct lesson_item {
	struct lesson_ref ref;
	char text[320];
	char score[64];		/* "done, 2 of 3 right", or "" */
	bool ok, done;
};

/* The menu's own state. */
struct menu {
	enum menu_stage stage;
	size_t cur;			/* the line under the cursor */
	enum side first;		/* who moves first, once chosen */
	const struct game *game;	/* chosen game */
	char field[1024];		/* the position or names being typed */
	size_t field_len;
	char error[320];	/* a bad typed position, a lesson that cannot
				   be read, a game refused */
	struct rules *next_rules;	/* the chosen start, until play */
	struct pos next_pos;
	bool has_next;
	struct play_opts opts;		/* of the next game: who plays, the
					   level, the rule, the learner's
					   notes, hints */
	struct lesson_item *lessons;	/* owned, nlessons of them */
	size_t nlessons;
	struct progress progress;	/* the learner's record (practice) */
	char pupil[PROGRESS_PUPIL + 1];	/* whose lessons: "" the account's */
	char progress_msg[600];		/* the record's trouble, or "" */
	bool practising;		/* practice was opened over it */
	bool in_lesson;			/* a lesson was opened over it */
	int top;			/* the first row of the list drawn */
	int shift;			/* the games scrolled off above */
};

static const struct screen scr_menu;

/* The results log the menu offers: in the current directory. */
#define MENU_RESULTS "sprague-results.csv"

static const char *const who_lines[] = {
	N_("you move first, against the computer"),
	N_("the computer moves first"),
	N_("two players at this keyboard (hints for both)"),
	N_("the computer against itself (a demonstration)"),
};
/* The third line when hints are off. */
static const char who_match[] = N_("two players at this keyboard (a match: "
    "no hints until it is over)");

/* In the order of enum strategy_level. */
static const char *const level_lines[] = {
	/* TRANSLATORS: the first word is the level as --level takes it:
	 * keep it in English, and the blanks after it. */
	N_("perfect   never misses a win"),
	N_("strong    a random move one time in six"),
	N_("casual    a random move one time in three"),
	N_("beginner  a random move two times in three: beat it, then climb"),
};

/* s in cols display columns: cut between characters, padded with
 * blanks. */
static void
cols_add(struct sbuf *out, const char *s, int cols)
{
	size_t n = text_fit(s, strlen(s), cols);
	int w;

	sbuf_printf(out, "%.*s", (int)n, s);
	for (w = text_nwidth(s, n); w < cols; w++)
		sbuf_addc(out, ' ');
}

static size_t
preset_count(const struct game *g)
{
	const char *const *l = starts_named(g);
	size_t n = 0;

	while (l[n] != NULL)
		n++;
	return n;
}

/* Lines of the current stage. */
static size_t
menu_lines(const struct menu *m)
{
	switch (m->stage) {
	case MENU_GAME:
		return game_count() + 2;	/* practice, the lessons */
	case MENU_LESSONS:
		return m->nlessons;
	case MENU_PRACTICE:
		return game_count() + 1;	/* every game, then each */
	case MENU_POS:
		return preset_count(m->game) + 2;
	case MENU_FIRST:
		return 8;	/* the rule, the learner's notes, hints, the
				   results log */
	case MENU_LEVEL:
		return 4;
	case MENU_TYPE:
	case MENU_NAMES:
		return 0;
	}
	return 0;
}

/* One more line of the list: the lesson's title, or why it is missing,
 * and how far the pupil got by the record pg. */
static void
add_item(struct menu *m, const struct lesson_ref *ref,
    const struct progress *pg)
{
	struct lesson_item *it;
	struct lesson l;
	char key[64];

	it = sg_reallocarray(m->lessons, m->nlessons + 1, sizeof *it);
	if (it == NULL)
		return;
	m->lessons = it;
	it += m->nlessons++;
	memset(it, 0, sizeof *it);
	it->ref = *ref;
	it->ok = lessondir_load(ref, &l, it->text, sizeof it->text) == 0;
	if (it->ok) {
		snprintf(it->text, sizeof it->text, "%s", l.title);
		it->done = lessondir_key(ref, key, sizeof key) &&
		    lessondir_score(&l, progress_lesson_marks(pg, key),
		    it->score, sizeof it->score);
		lesson_free(&l);
	}
}

/* Read the list of lessons, the teacher's first (m->error when the index
 * cannot be read), with the pupil's record of each. */
static void
lessons_load(struct menu *m)
{
	struct lesson_ref *refs;
	struct progress pg;
	char msg[600];
	size_t n, i;

	free(m->lessons);
	m->lessons = NULL;
	m->nlessons = 0;
	lessondir_list(&refs, &n, m->error, sizeof m->error);
	progress_load(&pg, msg, sizeof msg);
	if (msg[0] != '\0')
		snprintf(m->progress_msg, sizeof m->progress_msg, "%s", msg);
	progress_set_pupil(&pg, m->pupil);
	for (i = 0; i < n; i++)
		add_item(m, &refs[i], &pg);
	progress_free(&pg);
	free(refs);
}

/* Read the learner's record again (practice keeps it up to date); a
 * message, once given, stays (a damaged file is set aside at the first
 * reading and the next ones find none). */
static void
progress_reload(struct menu *m)
{
	char msg[sizeof m->progress_msg];

	progress_free(&m->progress);
	progress_load(&m->progress, msg, sizeof msg);
	if (msg[0] != '\0')
		snprintf(m->progress_msg, sizeof m->progress_msg, "%s", msg);
}

/* Go to a stage of the menu, the cursor on its first line. */
static void
menu_stage(struct menu *m, enum menu_stage stage)
{
	size_t i;

	if (m->game == NULL && stage != MENU_LESSONS &&
	    stage != MENU_PRACTICE)
		stage = MENU_GAME;
	m->stage = stage;
	m->cur = 0;
	m->error[0] = '\0';
	if (stage == MENU_LESSONS)
		lessons_load(m);
	if (stage == MENU_PRACTICE)
		progress_reload(m);
	if (stage == MENU_GAME && m->game != NULL) {
		for (i = 0; i < game_count(); i++) {
			if (game_at(i) == m->game)
				m->cur = i;
		}
	}
}

enum {
	LIST_TOP = 4,		/* the first row of a list */
	MENU_TITLE_W = 56	/* the columns of the title line */
};

/*
 * How many rows a list of rows rows (gaps counted) from LIST_TOP moves up
 * so that its row cur shows above the two bottom lines: on a short
 * terminal the list scrolls instead of running over them.
 */
static int
list_shift(const struct app *a, int rows, int cur)
{
	int room = a->h - 2 - LIST_TOP;

	if (room < 1 || rows <= room || cur < room)
		return 0;
	return cur - room + 1 < rows - room ? cur - room + 1 : rows - room;
}

/* The marks of a list of rows rows from row top, shift of them scrolled
 * off above and room shown: an arrow at the left of the first row shown
 * when more lie above, of the last when more lie below. */
static void
scroll_marks(struct app *a, int top, int rows, int shift, int room)
{
	if (shift > 0)
		app_put(a, top, 0, R_TITLE, app_glyph(a, G_MORE_UP));
	if (rows - shift > room)
		app_put(a, top + room - 1, 0, R_TITLE, app_glyph(a,
		    G_MORE_DOWN));
}

static void
menu_line(struct app *a, const struct menu *m, int y, size_t i,
    const char *text)
{
	enum role r = i == m->cur ? R_CURSOR : R_NORMAL;
	const int x = 4;

	if (y < m->top || y > a->h - 3)
		return;		/* scrolled off */

	app_put(a, y, 2, R_TITLE, i == m->cur ?
	    app_glyph(a, G_POINTER) : " ");
	/* A line longer than the screen ends in an ellipsis. */
	app_put_clipped(a, y, x, r, text, a->w - x - 1);
	app_hit(a, y, 2, a->w - 4, i, 0, HIT_UNIT);
}

static void
draw_type(struct app *a, const struct menu *m, int y)
{
	char prompt[512];

	/* The prompt and the reason a position is refused are wrapped, not
	 * cut at the right edge. */
	/* TRANSLATORS: the game's name, then its notation (both as they
	 * are typed). */
	snprintf(prompt, sizeof prompt, m->game->notation.opts != NULL ?
	    _("Type a position for %1$s: %2$s (options first, as on the "
	    "command line)") : _("Type a position for %1$s: %2$s"),
	    m->game->name, game_syntax(m->game));
	y += app_wrapped(a, y, 2, R_NORMAL, prompt, a->w - 4, true) - 1;
	app_printf(a, y + 2, 2, R_TITLE, "%s", app_glyph(a, G_POINTER));
	app_printf(a, y + 2, 4, R_CURSOR, "%s ", m->field);
	if (m->error[0] != '\0')
		app_wrapped(a, y + 4, 2, R_ERROR, m->error, a->w - 4, true);
	app_put(a, a->h - 2, 1, R_DIM, _("Enter start  Esc back"));
}

static void
draw_names(struct app *a, const struct menu *m, int y)
{
	/* TRANSLATORS: two lines of at most 76 columns each. */
	app_put(a, y, 2, R_NORMAL, _("Two players: their names, the one to "
	    "move first first,"));
	app_put(a, y + 1, 2, R_NORMAL, _("with a comma between (Ann,Bob); "
	    "Enter alone: player 1 and player 2"));
	app_printf(a, y + 3, 2, R_TITLE, "%s", app_glyph(a, G_POINTER));
	app_printf(a, y + 3, 4, R_CURSOR, "%s ", m->field);
	if (m->error[0] != '\0')
		app_put(a, y + 5, 2, R_ERROR, m->error);
	app_put(a, a->h - 2, 1, R_DIM, _("Enter start  Esc back"));
	app_printf(a, a->h - 1, 1, R_STATUS, _("menu | %s | the players' "
	    "names"),
	    m->game->name);
}

/* The carried-over choices of the next game, when not the first
 * game's: " | carried over: misere play, level strong". */
static void
say_carried(const struct menu *m, struct sbuf *out)
{
	const struct play_opts *o = &m->opts;
	/* TRANSLATORS: the status line, before a list of the settings
	 * kept for the next game. */
	const char *sep = _(" | carried over: ");
	/* TRANSLATORS: between the settings of that list. */
	const char *comma = _(", ");

	if (o->setup.misere) {
		sbuf_add(out, sep);
		sbuf_add(out, _("misere play"));
		sep = comma;
	}
	if (o->setup.level != STRATEGY_PERFECT) {
		sbuf_add(out, sep);
		/* TRANSLATORS: the level as --level takes it (perfect,
		 * strong, casual, beginner), not translated. */
		sbuf_printf(out, _("level %s"),
		    strategy_level_name(o->setup.level));
		sep = comma;
	}
	if (o->learner) {
		sbuf_add(out, sep);
		sbuf_add(out, _("learner's notes"));
		sep = comma;
	}
	if (o->no_hints) {
		sbuf_add(out, sep);
		sbuf_add(out, _("hints off"));
	}
}

/*
 * The games, then Practice and Lessons.  Where all do not fit with the
 * blank lines, the heading goes beside the title and the blank lines go
 * (24 lines hold them all); where they still do not fit, Practice and
 * Lessons stay on the last two lines and the games scroll above them,
 * marked.
 */
static void
draw_games(struct app *a, struct menu *m)
{
	char line[256];
	size_t i, n = game_count();
	int top = LIST_TOP, room, games, shift = 0, y;
	bool gap;
	struct sbuf st;

	if ((int)n + 3 > a->h - 2 - LIST_TOP)
		top = 1;
	m->top = top;
	room = a->h - 2 - top;
	gap = top == LIST_TOP;
	games = (int)n + 2 <= room ? (int)n : room - 2;
	if (games < 1)
		games = 1;
	/* The list moves only as far as the chosen game needs to be in
	 * sight, and stays where it was while Practice or Lessons is
	 * chosen: the last games stay beside them. */
	if (m->cur < n && (int)m->cur < m->shift)
		m->shift = (int)m->cur;
	else if (m->cur < n && (int)m->cur >= m->shift + games)
		m->shift = (int)m->cur - games + 1;
	else if (m->cur == n + 1 && m->shift < (int)n - games)
		m->shift = (int)n - games;	/* End: the last games */
	if (m->shift > (int)n - games)
		m->shift = (int)n - games;
	if (m->shift < 0)
		m->shift = 0;
	shift = m->shift;
	/* Compact, the heading goes beside the title, where there is
	 * room (the status line says it too). */
	if (gap)
		app_put(a, 2, 2, R_NORMAL, _("Choose a game:"));
	else if (a->w >= MENU_TITLE_W + 16)
		app_put(a, 0, MENU_TITLE_W, R_NORMAL, _("Choose a game:"));
	for (i = (size_t)shift; i < n && (int)i < shift + games; i++) {
		snprintf(line, sizeof line, "%-10s %s", game_at(i)->name,
		    game_summary(game_at(i)));
		menu_line(a, m, top + (int)i - shift, i, line);
	}
	scroll_marks(a, top, (int)n, shift, games);
	y = top + games + (gap ? 1 : 0);
	menu_line(a, m, y, n, _("Practice: drills on who wins, winning moves "
	    "and values"));
	menu_line(a, m, y + 1, n + 1, _("Lessons: guided tours of the "
	    "theory, with positions to try"));
	sbuf_init(&st);
	sbuf_add(&st, _("menu | choose a game"));
	say_carried(m, &st);
	app_status(a, sbuf_str(&st));
	sbuf_free(&st);
}

/* Practice: every game mixed, or one, each with the level reached. */
static void
draw_practice(struct app *a, const struct menu *m, int y)
{
	char level[64];
	struct sbuf line;
	size_t i, n = game_count();
	unsigned l;
	int shift;

	app_put(a, 2, 2, R_NORMAL, _("Practice: ten exercises a run, the level "
	    "growing with you:"));
	shift = list_shift(a, (int)n + 1, (int)m->cur);
	scroll_marks(a, y, (int)n + 1, shift, a->h - 2 - LIST_TOP);
	y -= shift;
	for (i = 0; i <= n; i++) {
		const char *name = i == 0 ? "mixed" : game_at(i - 1)->name;

		l = progress_level(&m->progress, name);
		if (l > 0)
			snprintf(level, sizeof level, _("level %u reached"), l);
		else
			snprintf(level, sizeof level, _("not practised yet"));
		sbuf_init(&line);
		/* The command line's word for the game; every game mixed has
		 * none (its record's key is no word for people). */
		sbuf_printf(&line, "%-10s ", i == 0 ? "" : name);
		cols_add(&line, i == 0 ? _("every game, mixed") :
		    game_title(game_at(i - 1)), 24);
		sbuf_printf(&line, " %s", level);
		menu_line(a, m, y + (int)i, i, sbuf_str(&line));
		sbuf_free(&line);
	}
	if (m->progress_msg[0] != '\0')
		app_put(a, a->h - 3, 1, R_ERROR, m->progress_msg);
	app_status(a, _("menu | practice | choose a game"));
}

/* The lessons, each with its title or the reason it cannot be read. */
static void
draw_lessons(struct app *a, const struct menu *m, int y)
{
	char line[512];
	size_t i;
	int shift;

	app_put(a, 2, 2, R_NORMAL, _("Lessons: read one, play its "
	    "positions and answer its questions:"));
	shift = list_shift(a, (int)m->nlessons, (int)m->cur);
	scroll_marks(a, y, (int)m->nlessons, shift, a->h - 2 - LIST_TOP);
	y -= shift;
	for (i = 0; i < m->nlessons; i++) {
		const struct lesson_item *it = &m->lessons[i];

		/* A done lesson is marked by a glyph and words, not by colour
		 * alone; a teacher's by its words. */
		snprintf(line, sizeof line, "%s %-10s %s%s%s%s%s",
		    it->done ? app_glyph(a, G_WIN) : " ", it->ref.name,
		    it->text, it->ref.teacher ? _("  (the teacher's)") : "",
		    it->score[0] != '\0' ? "  [" : "", it->score,
		    it->score[0] != '\0' ? "]" : "");
		menu_line(a, m, y + (int)i, i, line);
	}
	if (m->error[0] != '\0' && y + (int)i + 1 <= a->h - 3)
		app_put(a, y + (int)i + 1, 2, R_ERROR, m->error);
	if (m->progress_msg[0] != '\0')
		app_put(a, a->h - 3, 1, R_ERROR, m->progress_msg);
	app_status(a, _("menu | lessons | choose a "
	    "lesson"));
}

/* A question and its four answers. */
static void
draw_choices(struct app *a, const struct menu *m, int y,
    const char *question, const char *const lines[4], const char *what)
{
	size_t i;

	app_put(a, 2, 2, R_NORMAL, question);
	for (i = 0; i < 4; i++)
		menu_line(a, m, y + (int)i, i, _(lines[i]));
	/* TRANSLATORS: the status line: the game's name as typed, then
	 * what is chosen on this page. */
	app_printf(a, a->h - 1, 1, R_STATUS, _("menu | %1$s | %2$s"),
	    m->game->name, what);
}

/* The starting positions of the game: its presets, a random one, or
 * one typed. */
static void
draw_positions(struct app *a, const struct menu *m, int y)
{
	const char *const *pre;
	char line[256];
	size_t i;
	int shift;
	struct sbuf st;

	app_printf(a, 2, 2, R_NORMAL, _("%s: choose the starting position:"),
	    game_title(m->game));
	pre = starts_named(m->game);
	for (i = 0; pre[i] != NULL; i++)
		continue;
	shift = list_shift(a, (int)i + 2, (int)m->cur);
	scroll_marks(a, y, (int)i + 2, shift, a->h - 2 - LIST_TOP);
	y -= shift;
	for (i = 0; pre[i] != NULL; i++) {
		snprintf(line, sizeof line, "%s %s", m->game->name, pre[i]);
		menu_line(a, m, y + (int)i, i, line);
	}
	menu_line(a, m, y + (int)i, i, _("a random position (fair: perfect "
	    "play wins it for you)"));
	menu_line(a, m, y + (int)i + 1, i + 1, _("type a position..."));
	sbuf_init(&st);
	sbuf_printf(&st, _("menu | %s | choose a position"), m->game->name);
	say_carried(m, &st);
	app_status(a, sbuf_str(&st));
	sbuf_free(&st);
}

/* Who plays, and the lines of the rule, the learner's notes and hints. */
static void
draw_who(struct app *a, const struct menu *m, int y)
{
	const char *who[4] = { who_lines[0], who_lines[1], who_lines[2],
	    who_lines[3] };
	char line[1200];

	/* Nine rows: four choices, a gap, four settings. */
	y -= list_shift(a, 9, (int)m->cur + (m->cur >= 4 ? 1 : 0));
	who[2] = m->opts.no_hints ? who_match : who_lines[2];
	draw_choices(a, m, y, _("Who plays?"), who, _("who plays"));
	menu_line(a, m, y + 5, 4, m->opts.setup.misere ?
	    _("rule: misere play, the last move loses (Enter: normal)") :
	    _("rule: normal play, the last move wins (Enter: misere)"));
	menu_line(a, m, y + 6, 5, m->opts.learner ?
	    _("learner: told at once of a move that gives a win away "
	    "(Enter: off)") :
	    _("learner: not told of mistakes until asked (Enter: on)"));
	/* TRANSLATORS: h, e, t and v are keys. */
	menu_line(a, m, y + 7, 6, m->opts.no_hints ?
	    _("hints: off until the game is over, for a test or a match "
	    "(Enter: on)") :
	    _("hints: h, e, t and v help during the game (Enter: off)"));
	if (m->opts.results_path[0] != '\0') {
		snprintf(line, sizeof line, _("results: a line for each game "
		    "in %s (Enter: off)"), m->opts.results_path);
		menu_line(a, m, y + 8, 7, line);
	} else
		/* TRANSLATORS: the file's name is not translated. */
		menu_line(a, m, y + 8, 7, _("results: not kept (Enter: a line "
		    "for each game in sprague-results.csv)"));
	if (m->error[0] != '\0' && y + 10 <= a->h - 3)
		app_wrapped(a, y + 10, 2, R_ERROR, m->error, a->w - 4, true);
}

static void
menu_draw(struct app *a, void *data)
{
	struct menu *m = data;
	int y = LIST_TOP;

	m->top = LIST_TOP;
	app_put(a, 0, 1, R_TITLE, "sprague");
	app_put(a, 0, 9, R_DIM, _("- impartial games against a perfect "
	    "opponent"));
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	switch (m->stage) {
	case MENU_GAME:
		draw_games(a, m);
		break;
	case MENU_LESSONS:
		draw_lessons(a, m, y);
		break;
	case MENU_PRACTICE:
		draw_practice(a, m, y);
		break;
	case MENU_POS:
		draw_positions(a, m, y);
		break;
	case MENU_TYPE:
		draw_type(a, m, 2);
		app_printf(a, a->h - 1, 1, R_STATUS, _("menu | %s | type a "
		    "position"), m->game->name);
		return;
	case MENU_NAMES:
		draw_names(a, m, 2);
		return;
	case MENU_FIRST:
		draw_who(a, m, y);
		break;
	case MENU_LEVEL:
		draw_choices(a, m, y, _("How well does the computer play?"),
		    level_lines, _("the computer's level"));
		break;
	}
	/* TRANSLATORS: key lines: key names stay as they are, and the
	 * line fits 78 columns (a CJK character is two). */
	app_put(a, a->h - 2, 1, R_DIM, m->stage == MENU_GAME ?
	    _("Up/Down choose  Enter select  ? help  q quit") :
	    _("Up/Down choose  Enter select  Esc back  q quit"));
}

/* Keep the chosen start until play begins. */
static bool
menu_take(struct menu *m, const char *text)
{
	struct sg_cause why;
	struct rules *r;

	rules_free(m->next_rules);
	m->next_rules = NULL;
	m->has_next = false;
	if (game_parse_line(m->game, text, &r, &m->next_pos, &why) != SG_OK) {
		snprintf(m->error, sizeof m->error, "%s", why.text);
		return false;
	}
	if (sess_startable(r, &m->next_pos, &why) != SG_OK) {
		snprintf(m->error, sizeof m->error, "%s", why.text);
		rules_free(r);
		return false;
	}
	m->next_rules = r;
	m->has_next = true;
	return true;
}

/* Start the game chosen: it takes the place of the menu and of what the
 * menu was opened over.  A position the game refuses (a misere search
 * past its limits) stays in the menu with the reason. */
static void
menu_start(struct app *a, struct menu *m)
{
	enum side first = m->first;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	int rc;

	/* A game of one's own: no hints unasked, no lesson behind it. */
	m->opts.coach = false;
	m->opts.in_lesson = false;
	if (m->has_next) {
		r = m->next_rules;
		m->next_rules = NULL;
		m->has_next = false;
		rc = play_start(a, r, &m->next_pos, first, &m->opts, &why);
	} else {
		pos_init(&p);
		rc = starts_random(m->game, NULL, 3, first,
		    m->opts.setup.misere, &a->seed, &r, &p, &why);
		if (rc == SG_OK)
			rc = play_start(a, r, &p, first, &m->opts, &why);
		pos_free(&p);
	}
	if (rc == SG_OK) {
		app_pop_below(a);
		return;
	}
	menu_stage(m, MENU_POS);
	snprintf(m->error, sizeof m->error, "%s", why.text);
}

/* The results log on or off; on, a file there must be a log. */
static void
menu_results(struct menu *m)
{
	struct sg_cause why;

	if (m->opts.results_path[0] != '\0') {
		m->opts.results_path[0] = '\0';
		return;
	}
	if (!results_usable(MENU_RESULTS, &why)) {
		snprintf(m->error, sizeof m->error, "%s: %s", MENU_RESULTS,
		    why.text);
		return;
	}
	snprintf(m->opts.results_path, sizeof m->opts.results_path, "%s",
	    MENU_RESULTS);
}

/* Who plays: the line chosen in MENU_FIRST. */
static void
menu_who(struct menu *m, size_t line)
{
	static const enum play_mode mode[] = {
		PLAY_COMPUTER, PLAY_COMPUTER, PLAY_TWO, PLAY_DEMO
	};
	struct play_opts *o = &m->opts;

	m->error[0] = '\0';
	if (line == 4) {
		o->setup.misere = !o->setup.misere;	/* the rule line */
		return;
	}
	if (line == 5) {
		o->learner = !o->learner;	/* the learner's line */
		o->no_hints = o->no_hints && !o->learner;
		return;
	}
	if (line == 6) {
		o->no_hints = !o->no_hints;	/* the hints' line */
		o->learner = o->learner && !o->no_hints;
		return;
	}
	if (line == 7) {
		menu_results(m);		/* the results log's line */
		return;
	}
	o->setup.mode = mode[line];
	o->setup.name[0][0] = o->setup.name[1][0] = '\0';
	m->first = line == 1 ? SIDE_COMPUTER : SIDE_HUMAN;
	if (o->setup.mode == PLAY_TWO) {
		m->field[0] = '\0';
		m->field_len = 0;
		menu_stage(m, MENU_NAMES);
	} else
		menu_stage(m, MENU_LEVEL);
}

/* The names typed for two players; none typed leaves them unnamed. */
static void
menu_names(struct app *a, struct menu *m)
{
	struct sg_cause why;

	if (m->field_len > 0 &&
	    sess_setup_two_names(&m->opts.setup, m->field, &why) != SG_OK) {
		snprintf(m->error, sizeof m->error, "%s", why.text);
		return;
	}
	menu_start(a, m);
}

/* Lesson i of the list over the menu, or the reason it cannot open. */
static void
menu_lesson(struct app *a, struct menu *m, size_t i)
{
	if (i >= m->nlessons)
		return;
	if (!m->lessons[i].ok) {
		snprintf(m->error, sizeof m->error, "%s", m->lessons[i].text);
		return;
	}
	if (lesson_open(a, &m->lessons[i].ref, m->pupil, m->error,
	    sizeof m->error)) {
		m->error[0] = '\0';
		m->in_lesson = true;
	}
}

/* Practice of game g (NULL: every game) over the menu. */
static void
menu_practice(struct app *a, struct menu *m, const struct game *g)
{
	size_t depth = a->depth;

	practice_open(a, g, NULL);
	m->practising = a->depth > depth;
}

/* A starting position chosen: a preset, a random one, or one to type. */
static void
menu_position(struct menu *m)
{
	size_t np = preset_count(m->game);

	if (m->cur < np) {
		if (menu_take(m, starts_named(m->game)[m->cur]))
			menu_stage(m, MENU_FIRST);
	} else if (m->cur == np) {
		rules_free(m->next_rules);
		m->next_rules = NULL;
		m->has_next = false;
		menu_stage(m, MENU_FIRST);
	} else {
		m->field[0] = '\0';
		m->field_len = 0;
		menu_stage(m, MENU_TYPE);
	}
}

static void
menu_choose(struct app *a, struct menu *m)
{
	switch (m->stage) {
	case MENU_GAME:
		if (m->cur == game_count()) {
			menu_stage(m, MENU_PRACTICE);
			break;
		}
		if (m->cur == game_count() + 1) {
			menu_stage(m, MENU_LESSONS);
			break;
		}
		m->game = game_at(m->cur);
		menu_stage(m, MENU_POS);
		break;
	case MENU_LESSONS:
		menu_lesson(a, m, m->cur);
		break;
	case MENU_PRACTICE:
		menu_practice(a, m, m->cur == 0 ? NULL : game_at(m->cur - 1));
		break;
	case MENU_POS:
		menu_position(m);
		break;
	case MENU_FIRST:
		menu_who(m, m->cur);
		break;
	case MENU_LEVEL:
		m->opts.setup.level = (enum strategy_level)m->cur;
		menu_start(a, m);
		break;
	case MENU_TYPE:
		if (menu_take(m, m->field))
			menu_stage(m, MENU_FIRST);
		break;
	case MENU_NAMES:
		menu_names(a, m);
		break;
	}
}

static void
type_key(struct app *a, struct menu *m, const struct input *in)
{
	if (in->act == ACT_CONFIRM && in->ch != ' ') {
		menu_choose(a, m);
		return;
	}
	if (in->escape && m->stage == MENU_NAMES) {
		menu_stage(m, MENU_FIRST);
		m->cur = 2;
		return;
	}
	if (in->escape) {
		menu_stage(m, MENU_POS);
		m->cur = preset_count(m->game) + 1;
		return;
	}
	if (app_field_key(m->field, &m->field_len, sizeof m->field, in))
		m->error[0] = '\0';
}

/* Esc or Left: the stage before, or from the games back to the screen
 * the menu was opened over. */
static void
menu_back(struct app *a, struct menu *m, const struct input *in)
{
	if (m->stage == MENU_LEVEL)
		menu_stage(m, MENU_FIRST);
	else if (m->stage == MENU_FIRST)
		menu_stage(m, MENU_POS);
	else if (m->stage == MENU_POS)
		menu_stage(m, MENU_GAME);
	else if (m->stage == MENU_LESSONS) {
		menu_stage(m, MENU_GAME);
		m->cur = game_count() + 1;
	} else if (m->stage == MENU_PRACTICE) {
		menu_stage(m, MENU_GAME);
		m->cur = game_count();
	} else if (app_under(a) && in->escape)	/* back to the game */
		app_pop(a);
}

/* The lines a page key moves: those a list shows, less one. */
static size_t
menu_page(const struct app *a)
{
	int rows = a->h - 3 - LIST_TOP;

	return rows > 1 ? (size_t)rows : 1;
}

/* The line a page up or down from cur lands on, within 0..n-1. */
static size_t
page_to(size_t cur, size_t n, size_t page, bool down)
{
	if (down)
		return cur + page < n ? cur + page : n - 1;
	return cur > page ? cur - page : 0;
}

static void
menu_key(struct app *a, void *data, const struct input *in)
{
	struct menu *m = data;
	size_t n = menu_lines(m);

	if (m->stage == MENU_TYPE || m->stage == MENU_NAMES) {
		type_key(a, m, in);
		return;
	}
	switch (in->act) {
	case ACT_UP:
		if (n > 0)
			m->cur = (m->cur + n - 1) % n;
		break;
	case ACT_DOWN:
	case ACT_NEXT:
		if (n > 0)
			m->cur = (m->cur + 1) % n;
		break;
	case ACT_HOME:
	case ACT_END:
		if (n > 0)
			m->cur = in->act == ACT_HOME ? 0 : n - 1;
		break;
	case ACT_PAGEUP:
	case ACT_PAGEDOWN:
		if (n > 0)
			m->cur = page_to(m->cur, n, menu_page(a),
			    in->act == ACT_PAGEDOWN);
		break;
	case ACT_CLICK:
		if (in->item == m->cur)
			menu_choose(a, m);
		else if (in->item < n)
			m->cur = in->item;
		break;
	case ACT_CONFIRM:
	case ACT_RIGHT:
		menu_choose(a, m);
		break;
	case ACT_CANCEL:
	case ACT_LEFT:
		menu_back(a, m, in);
		break;
	default:
		app_common_key(a, in, m->game);
		break;
	}
}

/* On top again: back from practice, the list as practice left it (the
 * record read again, since practice keeps it). */
static void
menu_resume(struct app *a, void *data)
{
	struct menu *m = data;

	size_t cur = m->cur;

	(void)a;
	if (m->practising) {
		m->practising = false;
		menu_stage(m, MENU_PRACTICE);
	}
	if (m->in_lesson) {
		/* The marks of the lesson left, read again. */
		m->in_lesson = false;
		menu_stage(m, MENU_LESSONS);
		m->cur = cur < m->nlessons ? cur : 0;
	}
}

static void
menu_free(void *data)
{
	struct menu *m = data;

	rules_free(m->next_rules);
	pos_free(&m->next_pos);
	free(m->lessons);
	progress_free(&m->progress);
	free(m);
}

static const struct screen scr_menu = {
	"menu", 50, 14, menu_draw, menu_key, NULL, menu_resume, menu_free
};

/* A new menu at a stage, pushed; NULL when it could not be. */
static struct menu *
menu_new(struct app *a, const struct game *g, const struct play_opts *o,
    enum menu_stage stage)
{
	struct menu *m;
	bool full = a->depth == APP_DEPTH;	/* app_push frees m then */

	if ((m = sg_calloc(1, sizeof *m)) == NULL)
		return NULL;
	pos_init(&m->next_pos);
	m->game = g;
	m->first = SIDE_HUMAN;
	if (o != NULL)
		m->opts = *o;
	else {
		play_opts_init(&m->opts);
		m->opts.setup.seed = a->seed;
	}
	menu_stage(m, stage);
	app_push(a, &scr_menu, m);
	return full ? NULL : m;
}

void
menu_open(struct app *a, const struct game *g, const struct play_opts *o,
    enum menu_stage stage)
{
	menu_new(a, g, o, stage);
}

void
menu_open_lesson(struct app *a, const struct lesson_ref *ref,
    const char *pupil)
{
	struct menu *m;
	size_t i;

	if ((m = menu_new(a, NULL, NULL, MENU_LESSONS)) == NULL)
		return;
	if (pupil != NULL && progress_name_ok(pupil)) {
		snprintf(m->pupil, sizeof m->pupil, "%s", pupil);
		lessons_load(m);	/* the pupil's scores */
	}
	for (i = 0; i < m->nlessons; i++) {
		if (strcmp(m->lessons[i].ref.path, ref->path) == 0) {
			m->cur = i;
			menu_lesson(a, m, i);
			return;
		}
	}
	/* A file of one's own, not in the list. */
	if (lesson_open(a, ref, m->pupil, m->error, sizeof m->error))
		m->in_lesson = true;
}
