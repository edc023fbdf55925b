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
#include <string.h>

#include "ui/app.h"
#include "play/starts.h"

static const char *const who_lines[] = {
	"you move first, against the computer",
	"the computer moves first",
	"two players at this keyboard (hints for both)",
	"the computer against itself (a demonstration)",
};

/* In the order of enum strategy_level. */
static const char *const level_lines[] = {
	"perfect   never misses a win",
	"strong    a random move one time in six",
	"casual    a random move one time in three",
	"beginner  a random move two times in three: beat it, then climb",
};

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
menu_lines(const struct app *a)
{
	switch (a->stage) {
	case MENU_GAME:
		return game_count() + 2;	/* practice, the lessons */
	case MENU_LESSONS:
		return a->nlessons;
	case MENU_PRACTICE:
		return game_count() + 1;	/* every game, then each */
	case MENU_POS:
		return preset_count(a->game) + 2;
	case MENU_FIRST:
		return 7;	/* the rule, the learner's notes, hints */
	case MENU_LEVEL:
		return 4;
	case MENU_TYPE:
	case MENU_NAMES:
		return 0;
	}
	return 0;
}

void
menu_open(struct app *a, enum menu_stage stage)
{
	size_t i;

	if (a->game == NULL && stage != MENU_LESSONS &&
	    stage != MENU_PRACTICE)
		stage = MENU_GAME;
	a->stage = stage;
	a->menu_cur = 0;
	a->error[0] = '\0';
	if (stage == MENU_LESSONS)
		lessons_load(a);
	if (stage == MENU_PRACTICE)
		practice_progress(a);
	if (stage == MENU_GAME && a->game != NULL) {
		for (i = 0; i < game_count(); i++) {
			if (game_at(i) == a->game)
				a->menu_cur = i;
		}
	}
	app_switch(a, &scr_menu);
}

enum { LIST_TOP = 4 };	/* the first row of a list */

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

static void
menu_line(struct app *a, int y, size_t i, const char *text)
{
	enum role r = i == a->menu_cur ? R_CURSOR : R_NORMAL;
	int x = 4;

	if (y < LIST_TOP || y > a->h - 3)
		return;		/* scrolled off */

	app_put(a, y, 2, R_TITLE, i == a->menu_cur ?
	    app_glyph(a, G_POINTER) : " ");
	x += app_put(a, y, x, r, text);
	app_hit(a, y, 2, a->w - 4, i, 0, HIT_UNIT);
}

static void
draw_type(struct app *a, int y)
{
	app_printf(a, y, 2, R_NORMAL, "Type a position for %s: %s%s",
	    a->game->name, a->game->syntax, a->game->opts != NULL ?
	    " (options first, as on the command line)" : "");
	app_printf(a, y + 2, 2, R_TITLE, "%s", app_glyph(a, G_POINTER));
	app_printf(a, y + 2, 4, R_CURSOR, "%s ", a->field);
	if (a->error[0] != '\0')
		app_put(a, y + 4, 2, R_ERROR, a->error);
	app_put(a, a->h - 2, 1, R_DIM, "Enter start  Esc back");
}

static void
draw_names(struct app *a, int y)
{
	app_put(a, y, 2, R_NORMAL, "Two players: their names, the one to move "
	    "first first,");
	app_put(a, y + 1, 2, R_NORMAL, "with a comma between (Ann,Bob); "
	    "Enter alone: player 1 and player 2");
	app_printf(a, y + 3, 2, R_TITLE, "%s", app_glyph(a, G_POINTER));
	app_printf(a, y + 3, 4, R_CURSOR, "%s ", a->field);
	if (a->error[0] != '\0')
		app_put(a, y + 5, 2, R_ERROR, a->error);
	app_put(a, a->h - 2, 1, R_DIM, "Enter start  Esc back");
	app_printf(a, a->h - 1, 1, R_STATUS, "menu | %s | the players' names",
	    a->game->name);
}

static void
draw_games(struct app *a, int y)
{
	char line[256];
	size_t i, n = game_count();

	app_put(a, 2, 2, R_NORMAL, "Choose a game:");
	y -= list_shift(a, (int)n + 3, (int)a->menu_cur +
	    (a->menu_cur >= n ? 1 : 0));
	for (i = 0; i < n; i++) {
		snprintf(line, sizeof line, "%-10s %s", game_at(i)->name,
		    game_at(i)->summary);
		menu_line(a, y + (int)i, i, line);
	}
	menu_line(a, y + (int)n + 1, n, "Practice: drills on who wins, "
	    "winning moves and values");
	menu_line(a, y + (int)n + 2, n + 1, "Lessons: guided tours of the "
	    "theory, with positions to try");
	app_put(a, a->h - 1, 1, R_STATUS, "menu | choose a game");
}

/* Practice: every game mixed, or one, each with the level reached. */
static void
draw_practice(struct app *a, int y)
{
	char line[256], level[32];
	size_t i, n = game_count();
	unsigned l;

	app_put(a, 2, 2, R_NORMAL, "Practice: ten exercises a run, the level "
	    "growing with you:");
	y -= list_shift(a, (int)n + 1, (int)a->menu_cur);
	for (i = 0; i <= n; i++) {
		const char *name = i == 0 ? "mixed" : game_at(i - 1)->name;

		l = progress_level(&a->progress, name);
		if (l > 0)
			snprintf(level, sizeof level, "level %u reached", l);
		else
			snprintf(level, sizeof level, "not practised yet");
		snprintf(line, sizeof line, "%-10s %-24.24s %s", name, i == 0 ?
		    "every game, mixed" : game_at(i - 1)->title, level);
		menu_line(a, y + (int)i, i, line);
	}
	if (a->progress_msg[0] != '\0')
		app_put(a, a->h - 3, 1, R_ERROR, a->progress_msg);
	app_put(a, a->h - 1, 1, R_STATUS, "menu | practice | choose a game");
}

/* The lessons, each with its title or the reason it cannot be read. */
static void
draw_lessons(struct app *a, int y)
{
	char line[512];
	size_t i;

	app_put(a, 2, 2, R_NORMAL, "Lessons: read one, play its "
	    "positions and answer its questions:");
	y -= list_shift(a, (int)a->nlessons, (int)a->menu_cur);
	for (i = 0; i < a->nlessons; i++) {
		snprintf(line, sizeof line, "%-10s %s", a->lessons[i].name,
		    a->lessons[i].text);
		menu_line(a, y + (int)i, i, line);
	}
	if (a->error[0] != '\0' && y + (int)i + 1 <= a->h - 3)
		app_put(a, y + (int)i + 1, 2, R_ERROR, a->error);
	app_put(a, a->h - 1, 1, R_STATUS, "menu | lessons | choose a lesson");
}

/* A question and its four answers. */
static void
draw_choices(struct app *a, int y, const char *question,
    const char *const lines[4], const char *what)
{
	size_t i;

	app_put(a, 2, 2, R_NORMAL, question);
	for (i = 0; i < 4; i++)
		menu_line(a, y + (int)i, i, lines[i]);
	app_printf(a, a->h - 1, 1, R_STATUS, "menu | %s | %s", a->game->name,
	    what);
}

static void
menu_draw(struct app *a)
{
	const char *const *pre;
	char line[256];
	size_t i;
	int y = LIST_TOP;

	app_put(a, 0, 1, R_TITLE, "sprague");
	app_put(a, 0, 9, R_DIM, "- impartial games against a perfect "
	    "opponent");
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	switch (a->stage) {
	case MENU_GAME:
		draw_games(a, y);
		break;
	case MENU_LESSONS:
		draw_lessons(a, y);
		break;
	case MENU_PRACTICE:
		draw_practice(a, y);
		break;
	case MENU_POS:
		app_printf(a, 2, 2, R_NORMAL, "%s: choose the starting "
		    "position:", a->game->title);
		pre = starts_named(a->game);
		for (i = 0; pre[i] != NULL; i++)
			continue;
		y -= list_shift(a, (int)i + 2, (int)a->menu_cur);
		for (i = 0; pre[i] != NULL; i++) {
			snprintf(line, sizeof line, "%s %s", a->game->name,
			    pre[i]);
			menu_line(a, y + (int)i, i, line);
		}
		menu_line(a, y + (int)i, i, "a random position (fair: "
		    "perfect play wins it for you)");
		menu_line(a, y + (int)i + 1, i + 1, "type a position...");
		app_printf(a, a->h - 1, 1, R_STATUS, "menu | %s | choose a "
		    "position", a->game->name);
		break;
	case MENU_TYPE:
		draw_type(a, 2);
		app_printf(a, a->h - 1, 1, R_STATUS, "menu | %s | type a "
		    "position", a->game->name);
		return;
	case MENU_NAMES:
		draw_names(a, 2);
		return;
	case MENU_FIRST:
		draw_choices(a, y, "Who plays?", who_lines, "who plays");
		menu_line(a, y + 5, 4, a->setup.misere ?
		    "rule: misere play, the last move loses (Enter: normal)" :
		    "rule: normal play, the last move wins (Enter: misere)");
		menu_line(a, y + 6, 5, a->learner ?
		    "learner: told at once of a move that gives a win away "
		    "(Enter: off)" :
		    "learner: not told of mistakes until asked (Enter: on)");
		menu_line(a, y + 7, 6, a->no_hints ?
		    "hints: off until the game is over, for a test or a match "
		    "(Enter: on)" :
		    "hints: h, e, t and v help during the game (Enter: off)");
		break;
	case MENU_LEVEL:
		draw_choices(a, y, "How well does the computer play?",
		    level_lines, "the computer's level");
		break;
	}
	app_put(a, a->h - 2, 1, R_DIM, a->stage == MENU_GAME ?
	    "Up/Down choose  Enter select  ? help  q quit" :
	    "Up/Down choose  Enter select  Esc back  q quit");
}

/* Keep the chosen start until play begins. */
static bool
menu_take(struct app *a, const char *text)
{
	struct sg_cause why;
	struct rules *r;

	rules_free(a->next_rules);
	a->next_rules = NULL;
	a->has_next = false;
	if (game_parse_line(a->game, text, &r, &a->next_pos, &why) != SG_OK) {
		snprintf(a->error, sizeof a->error, "%s", why.text);
		return false;
	}
	if (sess_startable(r, &a->next_pos, &why) != SG_OK) {
		snprintf(a->error, sizeof a->error, "%s", why.text);
		rules_free(r);
		return false;
	}
	a->next_rules = r;
	a->has_next = true;
	return true;
}

/* Start the game chosen; a position the game refuses (a misere search
 * past its limits) stays in the menu with the reason. */
static void
menu_start(struct app *a)
{
	enum side first = a->menu_first;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	int rc;

	/* A game of one's own: no hints unasked, no lesson behind it. */
	a->coach = false;
	a->in_lesson = false;
	if (a->has_next) {
		r = a->next_rules;
		a->next_rules = NULL;
		a->has_next = false;
		rc = play_start(a, r, &a->next_pos, first, &why);
	} else {
		pos_init(&p);
		rc = starts_random(a->game, NULL, 3, first, a->setup.misere,
		    &a->seed, &r, &p, &why);
		if (rc == SG_OK)
			rc = play_start(a, r, &p, first, &why);
		pos_free(&p);
	}
	if (rc != SG_OK) {
		snprintf(a->error, sizeof a->error, "%s", why.text);
		menu_open(a, MENU_POS);
		snprintf(a->error, sizeof a->error, "%s", why.text);
	}
}

/* Who plays: the line chosen in MENU_FIRST. */
static void
menu_who(struct app *a, size_t line)
{
	static const enum play_mode mode[] = {
		PLAY_COMPUTER, PLAY_COMPUTER, PLAY_TWO, PLAY_DEMO
	};

	if (line == 4) {
		a->setup.misere = !a->setup.misere;	/* the rule line */
		return;
	}
	if (line == 5) {
		a->learner = !a->learner;	/* the learner's line */
		a->no_hints = a->no_hints && !a->learner;
		return;
	}
	if (line == 6) {
		a->no_hints = !a->no_hints;	/* the hints' line */
		a->learner = a->learner && !a->no_hints;
		return;
	}
	a->setup.mode = mode[line];
	a->setup.name[0][0] = a->setup.name[1][0] = '\0';
	a->menu_first = line == 1 ? SIDE_COMPUTER : SIDE_HUMAN;
	if (a->setup.mode == PLAY_TWO) {
		a->field[0] = '\0';
		a->field_len = 0;
		menu_open(a, MENU_NAMES);
	} else
		menu_open(a, MENU_LEVEL);
}

/* The names typed for two players; none typed leaves them unnamed. */
static void
menu_names(struct app *a)
{
	struct sg_cause why;

	if (a->field_len > 0 &&
	    sess_setup_names(&a->setup, a->field, &why) != SG_OK) {
		snprintf(a->error, sizeof a->error, "%s", why.text);
		return;
	}
	menu_start(a);
}

static void
menu_choose(struct app *a)
{
	size_t np;

	switch (a->stage) {
	case MENU_GAME:
		if (a->menu_cur == game_count()) {
			menu_open(a, MENU_PRACTICE);
			break;
		}
		if (a->menu_cur == game_count() + 1) {
			menu_open(a, MENU_LESSONS);
			break;
		}
		a->game = game_at(a->menu_cur);
		menu_open(a, MENU_POS);
		break;
	case MENU_LESSONS:
		lesson_open(a, a->menu_cur);
		break;
	case MENU_PRACTICE:
		practice_open(a, a->menu_cur == 0 ? NULL :
		    game_at(a->menu_cur - 1), true);
		break;
	case MENU_POS:
		np = preset_count(a->game);
		if (a->menu_cur < np) {
			if (menu_take(a, starts_named(a->game)[a->menu_cur]))
				menu_open(a, MENU_FIRST);
		} else if (a->menu_cur == np) {
			rules_free(a->next_rules);
			a->next_rules = NULL;
			a->has_next = false;
			menu_open(a, MENU_FIRST);
		} else {
			a->field[0] = '\0';
			a->field_len = 0;
			menu_open(a, MENU_TYPE);
		}
		break;
	case MENU_FIRST:
		menu_who(a, a->menu_cur);
		break;
	case MENU_LEVEL:
		a->setup.level = (enum strategy_level)a->menu_cur;
		menu_start(a);
		break;
	case MENU_TYPE:
		if (menu_take(a, a->field))
			menu_open(a, MENU_FIRST);
		break;
	case MENU_NAMES:
		menu_names(a);
		break;
	}
}

static void
type_key(struct app *a, const struct input *in)
{
	if (in->act == ACT_CONFIRM && in->ch != ' ') {
		menu_choose(a);
		return;
	}
	if (in->escape && a->stage == MENU_NAMES) {
		menu_open(a, MENU_FIRST);
		a->menu_cur = 2;
		return;
	}
	if (in->escape) {
		menu_open(a, MENU_POS);
		a->menu_cur = preset_count(a->game) + 1;
		return;
	}
	if (app_field_key(a->field, &a->field_len, sizeof a->field, in))
		a->error[0] = '\0';
}

static void
menu_key(struct app *a, const struct input *in)
{
	size_t n = menu_lines(a);

	if (a->stage == MENU_TYPE || a->stage == MENU_NAMES) {
		type_key(a, in);
		return;
	}
	switch (in->act) {
	case ACT_UP:
		if (n > 0)
			a->menu_cur = (a->menu_cur + n - 1) % n;
		break;
	case ACT_DOWN:
	case ACT_NEXT:
		if (n > 0)
			a->menu_cur = (a->menu_cur + 1) % n;
		break;
	case ACT_CLICK:
		if (in->item == a->menu_cur)
			menu_choose(a);
		else if (in->item < n)
			a->menu_cur = in->item;
		break;
	case ACT_CONFIRM:
	case ACT_RIGHT:
		menu_choose(a);
		break;
	case ACT_CANCEL:
	case ACT_LEFT:
		if (a->stage == MENU_LEVEL)
			menu_open(a, MENU_FIRST);
		else if (a->stage == MENU_FIRST)
			menu_open(a, MENU_POS);
		else if (a->stage == MENU_POS)
			menu_open(a, MENU_GAME);
		else if (a->stage == MENU_LESSONS) {
			menu_open(a, MENU_GAME);
			a->menu_cur = game_count() + 1;
		} else if (a->stage == MENU_PRACTICE) {
			menu_open(a, MENU_GAME);
			a->menu_cur = game_count();
		} else if (a->playing && in->escape)	/* back to the game */
			app_switch(a, sess_over(&a->sess) ? &scr_over :
			    &scr_play);
		break;
	default:
		app_common_key(a, in);
		break;
	}
}

const struct screen scr_menu = {
	"menu", 50, 14, menu_draw, menu_key, NULL
};
