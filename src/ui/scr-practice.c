/*
 * scr-practice.c: practice, a run of exercises on the board (engine/
 * practice.h makes and answers them).  Who wins from here, a winning move
 * made on the board, the Grundy value of a heap or of the position.
 * After each answer: right or wrong, the answer with its reason, and the
 * explanation.  The level (1 to 5) climbs after a streak of right answers
 * and eases after mistakes; a hint halves the points of its exercise.
 * The learner's record is kept in the progress file (progress.h) after
 * every answer.  A run ends with a summary: what went well, what to
 * practise.
 *
 * In projector mode (--big) the board is drawn big (board.h), and what a
 * class reads of the answer is drawn in the block font (font.h): the
 * value being typed, and after the answer a banner, a big tick or cross
 * with the figures of the answer: "= 3" for a value (the right one), the
 * position a move left for a move ("1 4 5"), the tick or cross alone for
 * who wins; the words stay at the normal size under it.  Where the lines
 * under the board cannot hold the banner (or the figures do not fit the
 * width), the answer is written at the normal size with a line saying
 * how many lines the terminal would need.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "i18n.h"
#include "progress.h"
#include "ui/font.h"
#include "ui/view.h"

enum {
	RUN_LENGTH = 10,	/* exercises in a run */
	STREAK_UP = 3,		/* right answers in a row: a level up */
	MISSES_DOWN = 2,	/* wrong answers in a row: a level down */
	POINTS = 10,		/* an exercise's points, times its level */
	VALUE_DIGITS = 9,	/* the most digits a typed value has */
	BANNER_LINES = FONT_HEIGHT + 1	/* block text and a gap */
};

enum phase {
	PH_NAME,		/* who is practising: the name typed */
	PH_ASK,			/* the exercise is on the board */
	PH_DONE,		/* answered: the feedback */
	PH_SUMMARY		/* the run is over */
};

struct practice {
	const struct game *game;	/* NULL: every game, mixed */
	struct ex_run run;		/* what the run asked so far */
	unsigned level, first_level;
	unsigned index;			/* the exercise, from 0 */
	unsigned streak, misses, best;
	unsigned score;
	unsigned right[EX_KINDS], tried[EX_KINDS];
	unsigned hinted_right[EX_KINDS];	/* of right: after a hint */
	struct exercise ex;
	bool has_ex;
	enum phase phase;
	bool hinted;			/* a hint was shown for this one */
	bool was_right;
	int pick;			/* outcome: 0 the mover wins, 1 loses */
	char typed[VALUE_DIGITS + 1];
	size_t typed_len;
	char left[128];			/* a move answered: the position it
					   left, in the notation */
	struct sbuf hint;		/* the hint, once asked */
	struct sbuf verdict;		/* after the answer: right or not */
	struct sbuf reason;		/* the answer with its reason */
	struct sbuf why;		/* the explanation */
	char note[600];			/* the progress file's trouble */
	char name[PROGRESS_PUPIL + 1];	/* the pupil's name typed */
	size_t name_len;
	struct view view;		/* the board of the exercise */
	struct progress progress;	/* the learner's record */
};

static const struct screen scr_practice;
static void keys_page(struct app *a, struct practice *pr);

static const char *
run_name(const struct practice *pr)
{
	return pr->game != NULL ? pr->game->name : "mixed";
}

static void
practice_free(void *data)
{
	struct practice *pr = data;

	if (pr->has_ex)
		ex_free(&pr->ex);
	sbuf_free(&pr->hint);
	sbuf_free(&pr->verdict);
	sbuf_free(&pr->reason);
	sbuf_free(&pr->why);
	view_free(&pr->view);
	progress_free(&pr->progress);
	ex_run_free(&pr->run);
	free(pr);
}

/* The exercise's position as a session, so that the board draws it and
 * a move is chosen on it as in a game. */
static int
show_exercise(struct app *a, struct practice *pr, struct sg_cause *why)
{
	const struct game *g = pr->ex.rules->game;
	struct sess_setup setup;
	struct session s;
	struct rules *r;
	struct sbuf text;
	struct pos p;
	int rc;

	sbuf_init(&text);
	if (g->notation.format_opts != NULL) {
		g->notation.format_opts(pr->ex.rules, &text);
		sbuf_addc(&text, ' ');
	}
	game_format(pr->ex.rules, &pr->ex.pos, &text);
	pos_init(&p);
	rc = game_parse_line(g, sbuf_str(&text), &r, &p, why);
	sbuf_free(&text);
	if (rc == SG_OK) {
		sess_setup_init(&setup);
		rc = sess_start(&s, r, &p, SIDE_HUMAN, &setup, why);
	}
	pos_free(&p);
	if (rc != SG_OK)
		return rc;
	view_take(a, &pr->view, &s, NULL);
	view_position(&pr->view);
	return SG_OK;
}

static void
next_exercise(struct app *a, struct practice *pr)
{
	struct sg_cause why;
	int rc;

	if (pr->has_ex)
		ex_free(&pr->ex);
	pr->has_ex = false;
	pr->phase = PH_ASK;
	pr->hinted = false;
	pr->pick = 0;
	pr->typed[0] = '\0';
	pr->typed_len = 0;
	sbuf_reset(&pr->hint);
	pr->view.msg[0] = '\0';
	rc = ex_next(&pr->run, pr->game, EX_ANY, pr->level, &pr->ex, &why);
	if (rc == SG_OK) {
		pr->has_ex = true;
		rc = show_exercise(a, pr, &why);
	}
	if (rc != SG_OK) {
		view_message(&pr->view, false, _("No exercise: %s"), why.text);
		pr->phase = PH_SUMMARY;
	}
}

/* A new run at the level reached. */
static void
start_run(struct app *a, struct practice *pr)
{
	uint64_t seed = pr->run.seed;

	/* The generator goes on; what was asked is forgotten. */
	ex_run_free(&pr->run);
	ex_run_init(&pr->run, seed);
	pr->first_level = pr->level;
	pr->index = 0;
	pr->streak = pr->misses = pr->best = pr->score = 0;
	memset(pr->right, 0, sizeof pr->right);
	memset(pr->tried, 0, sizeof pr->tried);
	memset(pr->hinted_right, 0, sizeof pr->hinted_right);
	next_exercise(a, pr);
}

/* The pupil is known (name, or NULL for the account's own record): the
 * first run starts at the level the record holds. */
static void
begin(struct app *a, struct practice *pr, const char *name)
{
	unsigned level;

	progress_set_pupil(&pr->progress, name);
	level = progress_level(&pr->progress, run_name(pr));
	pr->level = level >= 1 && level <= 5 ? level : 1;
	start_run(a, pr);
}

void
practice_open(struct app *a, const struct game *g, const char *name)
{
	struct practice *pr;

	if ((pr = sg_calloc(1, sizeof *pr)) == NULL)
		return;
	pr->game = g;
	sbuf_init(&pr->hint);
	sbuf_init(&pr->verdict);
	sbuf_init(&pr->reason);
	sbuf_init(&pr->why);
	view_init(&pr->view);
	a->seed = a->seed * 6364136223846793005ULL + 1442695040888963407ULL;
	ex_run_init(&pr->run, a->seed);
	/* The record (a damaged file is set aside then, with a note). */
	progress_load(&pr->progress, pr->note, sizeof pr->note);
	pr->level = 1;
	if (name != NULL)
		begin(a, pr, name);
	else
		pr->phase = PH_NAME;	/* ask who is practising */
	app_push(a, &scr_practice, pr);
}

/* A key at the name prompt: Enter takes the name (none: the account's
 * own record), Esc leaves. */
static void
name_key(struct app *a, struct practice *pr, const struct input *in)
{
	char *s = pr->name;
	size_t n;

	if (in->act == ACT_CONFIRM && in->ch != ' ') {
		while (*s == ' ')
			s++;
		for (n = strlen(s); n > 0 && s[n - 1] == ' '; n--)
			s[n - 1] = '\0';
		if (*s != '\0' && !progress_name_ok(s)) {
			view_message(&pr->view, true, "%s",
			    _(progress_name_rule));
			return;
		}
		begin(a, pr, s);
		return;
	}
	if (in->act == ACT_CANCEL && in->escape) {
		app_pop(a);
		return;
	}
	if (!app_field_key(pr->name, &pr->name_len, sizeof pr->name, in) &&
	    in->act == ACT_HELP)
		keys_page(a, pr);
}

/* Keep the answer in the record, and the record on disk. */
static void
record_answer(struct practice *pr)
{
	struct progress_entry *e;
	char msg[400];
	enum ex_kind k = pr->ex.kind;

	if ((e = progress_get(&pr->progress, pr->ex.rules->game->name)) !=
	    NULL) {
		e->tried[k]++;
		/* Right on one's own: a hint's answer is not counted. */
		e->right[k] += pr->was_right && !pr->hinted;
	}
	if ((e = progress_get(&pr->progress, run_name(pr))) != NULL)
		e->level = pr->level;
	if (!progress_save(&pr->progress, msg, sizeof msg))
		snprintf(pr->note, sizeof pr->note, "%s", msg);
}

/* The level after an answer: up after a streak, down after misses. */
static void
adapt(struct practice *pr, struct sbuf *out)
{
	if (pr->was_right && pr->hinted) {
		/* Its points are earned; the streak and the level wait for
		 * an answer found alone. */
		pr->misses = 0;
		/* TRANSLATORS: this and the next two follow a sentence:
		 * their two leading blanks part them from it in English. */
		sbuf_add(out, _("  (After a hint: the streak stays where it "
		    "was.)"));
		return;
	}
	if (pr->was_right) {
		pr->streak++;
		pr->misses = 0;
		if (pr->streak > pr->best)
			pr->best = pr->streak;
		if (pr->streak % STREAK_UP == 0 && pr->level < 5) {
			pr->level++;
			sbuf_printf(out, _("  %1$u right in a row: level %2$u "
			    "now."), pr->streak, pr->level);
		}
		return;
	}
	pr->streak = 0;
	if (++pr->misses >= MISSES_DOWN && pr->level > 1) {
		pr->level--;
		pr->misses = 0;
		sbuf_printf(out, _("  Back to level %u, to practise."),
		    pr->level);
	}
}

/* The exercise is answered, right or not; said is the answer given in
 * words (a move with the position it leaves). */
static void
answered(struct practice *pr, bool right, const char *said)
{
	struct sg_cause why;
	unsigned points = 0;

	pr->was_right = right;
	pr->phase = PH_DONE;
	pr->tried[pr->ex.kind]++;
	sbuf_reset(&pr->verdict);
	sbuf_reset(&pr->reason);
	sbuf_reset(&pr->why);
	if (right) {
		pr->right[pr->ex.kind]++;
		pr->hinted_right[pr->ex.kind] += pr->hinted;
		points = POINTS * pr->level / (pr->hinted ? 2 : 1);
		pr->score += points;
		if (pr->hinted)
			sbuf_printf(&pr->verdict, _("Right: %u points (half, "
			    "for the hint)."), points);
		else
			sbuf_printf(&pr->verdict, _("Right: %u points."),
			    points);
	} else
		/* TRANSLATORS: %s is the answer given: "you said 3". */
		sbuf_printf(&pr->verdict, _("Not right: %s."), said);
	adapt(pr, &pr->verdict);
	if (pr->ex.kind == EX_MOVE && right) {
		sbuf_printf(&pr->reason, _("Your move: %s."), said);
		if (pr->ex.sol.wins.n > 1 || pr->ex.sol.truncated)
			sbuf_add(&pr->reason, _("  Other winning moves "
			    "would have been right too."));
	} else {
		/* TRANSLATORS: the reason of the answer follows. */
		sbuf_add(&pr->reason, right ? "" : _("The answer: "));
		ex_reason(&pr->ex, &pr->reason);
	}
	if (ex_explain(&pr->ex, &pr->why, &why) != SG_OK)
		sbuf_printf(&pr->why, _("No explanation: %s\n"), why.text);
	pr->view.choosing = false;
	record_answer(pr);
}

static void
answer_outcome(struct practice *pr, int pick)
{
	pr->pick = pick;
	answered(pr, (pick == 0) == (pr->ex.sol.outcome == OUTCOME_N),
	    pick == 0 ? _("you said the player to move wins") :
	    _("you said the player to move loses"));
}

static void
answer_value(struct practice *pr)
{
	struct sg_cause why;
	char said[96];
	uint64_t x;

	if (pr->typed_len == 0) {
		view_message(&pr->view, true, "%s", _("Type the value first "
		    "(digits), then Enter."));
		return;
	}
	/* TRANSLATORS: what was typed, in a refusal: the answer "x": ...
	 */
	if (sg_parse_u64(pr->typed, UINT64_MAX, _("the answer"), &x, &why) !=
	    SG_OK) {
		view_message(&pr->view, true, "%s", why.text);
		return;
	}
	snprintf(said, sizeof said, _("you said %llu"), (unsigned long long)x);
	answered(pr, x == pr->ex.sol.grundy, said);
}

/* The move chosen on the board: refused when illegal (try again), else
 * judged. */
static void
answer_move(struct practice *pr)
{
	const struct game *g = pr->ex.rules->game;
	struct sg_cause why;
	struct sbuf said, move, left;
	struct pos to;
	bool right;
	int rc;

	pos_init(&to);
	rc = choice_build(&pr->view.choice, &pr->ex.pos, &to, &why);
	if (rc == SG_OK)
		rc = g->rules.check(pr->ex.rules, &pr->ex.pos, &to, &why);
	if (rc != SG_OK) {
		pos_free(&to);
		view_message(&pr->view, true, _("Not a move: %s"), why.text);
		pr->view.choice.phase = 0;
		view_preview(&pr->view);
		return;
	}
	right = ex_move_right(&pr->ex, &to);
	sbuf_init(&said);
	sbuf_init(&move);
	sbuf_init(&left);
	g->rules.describe(pr->ex.rules, &pr->ex.pos, &to, &move);
	game_format(pr->ex.rules, &to, &left);
	snprintf(pr->left, sizeof pr->left, "%s", sbuf_str(&left));
	/* TRANSLATORS: a move in words, then the position it leaves. */
	sbuf_printf(&said, right ? _("%1$s, leaving %2$s, lost for the player "
	    "to move") : _("%1$s, leaving %2$s, which the opponent wins"),
	    sbuf_str(&move), sbuf_str(&left));
	answered(pr, right, sbuf_str(&said));
	sbuf_free(&said);
	sbuf_free(&move);
	sbuf_free(&left);
	pos_free(&to);
}

static void
show_hint(struct practice *pr)
{
	struct sg_cause why;

	if (pr->hint.len > 0)
		return;
	if (ex_hint(&pr->ex, &pr->hint, &why) != SG_OK) {
		sbuf_reset(&pr->hint);
		view_message(&pr->view, true, _("No hint: %s"), why.text);
		return;
	}
	pr->hinted = true;
}

/* ?: the keys of practice and the rules of the exercise's game, on a
 * page. */
static void
keys_page(struct app *a, struct practice *pr)
{
	struct sbuf text, status;

	sbuf_init(&text);
	sbuf_init(&status);
	/* TRANSLATORS: a page of keys: each line at most 78 columns;
	 * the keys (n, p, h, e, q, ?, Enter...) stay as they are. */
	sbuf_add(&text, _(
	    "Practice: a run of ten exercises, one at a time on the board.\n"
	    "\n"
	    "Who wins?\n"
	    "  n          the player to move wins (an N-position)\n"
	    "  p          the player to move loses (a P-position)\n"
	    "  Left/Right choose one, Enter answers; a click answers too\n"
	    "\n"
	    "Make a winning move\n"
	    "  the keys and clicks of the game's board, as when playing;\n"
	    "  Enter makes the move (every winning move is right; an illegal\n"
	    "  one is refused and you try again)\n"
	    "\n"
	    "What is the value?\n"
	    "  digits     type the Grundy value   Backspace  erase\n"
	    "  Enter      answer\n"
	    "\n"
	    "Always\n"
	    "  h          a hint: it halves the points of the exercise,\n"
	    "             and the answer after it neither adds to the\n"
	    "             streak nor counts as right in the record\n"
	    "  e          after answering: the whole explanation\n"
	    "  Enter      after answering: the next exercise\n"
	    "  ?          these keys   q  end the run (a summary first)\n"
	    "\n"
	    "Points: 10 times the level for a right answer, half after a\n"
	    "hint.  Three right in a row without a hint raise the level (up\n"
	    "to 5), two wrong in a row lower it.  The level reached is kept\n"
	    "for next time, with how many of each kind you answered and got\n"
	    "right, as each answer is given (under your name, when you gave\n"
	    "one: sprague practice --name NAME, or at the start).\n"));
	if (pr->has_ex) {
		sbuf_add(&text, _("\nThe game of this exercise:\n\n"));
		help_add_rules(&text, pr->ex.rules->game);
	}
	/* The status line goes on with the exercise's, as a game's. */
	if (pr->view.has_sess)
		sess_status(&pr->view.sess, &status);
	page_open(a, "keys", _("Practice: keys and rules"), sbuf_str(&text),
	    pr->view.has_sess ? sbuf_str(&status) : NULL, NULL);
	sbuf_free(&status);
	sbuf_free(&text);
}

/* q: the summary first, then out. */
static void
end_run(struct app *a, struct practice *pr)
{
	unsigned k, n = 0;

	for (k = 0; k < EX_KINDS; k++)
		n += pr->tried[k];
	if (pr->phase == PH_SUMMARY || n == 0) {
		app_pop(a);	/* to the menu, or out */
		return;
	}
	pr->phase = PH_SUMMARY;
}

static void
ask_key(struct practice *pr, const struct input *in)
{
	struct choice_ev ev = { in->act, in->digit, in->item, in->unit,
	    in->part };
	struct sg_cause why;

	switch (pr->ex.kind) {
	case EX_OUTCOME:
		if (in->ch == 'n' || in->ch == 'N' || in->ch == 'p' ||
		    in->ch == 'P')
			answer_outcome(pr, in->ch == 'n' || in->ch == 'N' ? 0 :
			    1);
		else if (in->act == ACT_LEFT || in->act == ACT_RIGHT ||
		    in->act == ACT_UP || in->act == ACT_DOWN ||
		    in->act == ACT_NEXT || in->act == ACT_PREV)
			pr->pick = !pr->pick;
		else if (in->act == ACT_CONFIRM)
			answer_outcome(pr, pr->pick);
		else if (in->act == ACT_CLICK && in->unit == UINT64_MAX)
			answer_outcome(pr, (int)in->item);
		break;
	case EX_VALUE:
		if (in->act == ACT_DIGIT && pr->typed_len < VALUE_DIGITS) {
			pr->typed[pr->typed_len++] = (char)('0' + in->digit);
			pr->typed[pr->typed_len] = '\0';
		} else if (in->act == ACT_CANCEL && pr->typed_len > 0) {
			if (in->escape)
				pr->typed_len = 0;
			else
				pr->typed_len--;
			pr->typed[pr->typed_len] = '\0';
		} else if (in->act == ACT_CONFIRM)
			answer_value(pr);
		break;
	default:
		if (in->act == ACT_CANCEL && in->escape) {
			choice_reset(&pr->view.choice, &pr->ex.pos);
			view_preview(&pr->view);
			break;
		}
		if (choice_action(&pr->view.choice, &pr->ex.pos, &ev, &why)) {
			answer_move(pr);
			break;
		}
		if (why.text[0] != '\0')
			view_message(&pr->view, true, "%s", why.text);
		view_preview(&pr->view);
		break;
	}
}

static void
practice_key(struct app *a, void *data, const struct input *in)
{
	struct practice *pr = data;

	pr->view.msg[0] = '\0';
	if (pr->phase == PH_NAME) {
		name_key(a, pr, in);
		return;
	}
	if (in->act == ACT_HELP) {
		keys_page(a, pr);
		return;
	}
	if (in->act == ACT_QUIT) {
		end_run(a, pr);
		return;
	}
	switch (pr->phase) {
	case PH_ASK:
		if (in->act == ACT_HINT)
			show_hint(pr);
		else if (in->act == ACT_EXPLAIN)
			view_message(&pr->view, false, "%s", _("The "
			    "explanation comes once you have answered; h gives "
			    "a hint (for half the points)."));
		else
			ask_key(pr, in);
		break;
	case PH_DONE:
		if (in->act == ACT_EXPLAIN)
			view_explain(a, &pr->view, false);
		else if (in->act == ACT_CONFIRM || in->act == ACT_RIGHT) {
			if (++pr->index == RUN_LENGTH)
				pr->phase = PH_SUMMARY;
			else
				next_exercise(a, pr);
		}
		break;
	case PH_SUMMARY:
		if (in->act == ACT_CONFIRM)
			start_run(a, pr);
		else if (in->act == ACT_CANCEL && in->escape)
			app_pop(a);	/* to the menu, or out */
		break;
	case PH_NAME:
		break;		/* name_key has it */
	}
}

static const char *
question(const struct practice *pr)
{
	switch (pr->ex.kind) {
	case EX_OUTCOME:
		return _("Who wins from here with perfect play: the player "
		    "to move, or the other?");
	case EX_MOVE:
		return _("The player to move can win: make a winning move on "
		    "the board.");
	default:
		return pr->ex.pos.n == 1 && pr->ex.rules->game->theory.is_sum ?
		    _("What is the Grundy value of this one heap?") :
		    _("What is the Grundy value of the whole position?");
	}
}

/* The two answers of an outcome exercise, each a place to click. */
static int
outcome_buttons(struct app *a, const struct practice *pr, int y, bool draw)
{
	/* TRANSLATORS: n and p are the keys, keep them. */
	const char *const words[2] = {
		_("n: the player to move wins"),
		_("p: the player to move loses")
	};
	/* Side by side where they fit, else one under the other. */
	bool stack = 3 + 2 * (app_width(words[0]) + 4) + 3 > a->w - 1;
	int x = 3, i, w, line = 0;

	for (i = 0; i < 2 && draw; i++) {
		w = app_printf(a, y + line, x, i == pr->pick ? R_CURSOR :
		    R_NORMAL, "[ %s ]", words[i]);
		app_hit(a, y + line, x, w, (size_t)i, UINT64_MAX, HIT_UNIT);
		if (stack)
			line++;
		else
			x += w + 3;
	}
	return stack ? 2 : 1;
}

/* Text of several lines, each wrapped to w columns, from line y (drawn
 * when draw is set); returns the lines it takes. */
static int
text_lines(struct app *a, int y, enum role attr, const char *text, int w,
    bool draw)
{
	char line[1024];
	size_t len;
	int n = 0;

	while (*text != '\0') {
		len = strcspn(text, "\n");
		snprintf(line, sizeof line, "%.*s", (int)len, text);
		n += len == 0 ? 1 : app_wrapped(a, y + n, 1, attr, line, w,
		    draw);
		text += len + (text[len] == '\n');
	}
	return n;
}

/* Projector mode's banner after an answer: the tick or cross, and the
 * figures of the answer where they fit w columns. */
static void
banner_text(struct app *a, const struct practice *pr, int w, char *out,
    size_t len)
{
	const char *mark = pr->was_right ? "\u2713" : "\u2717";

	if (pr->ex.kind == EX_VALUE)
		snprintf(out, len, "%s  = %llu", mark,
		    (unsigned long long)pr->ex.sol.grundy);
	else if (pr->ex.kind == EX_MOVE && pr->left[0] != '\0')
		snprintf(out, len, "%s  %s", mark, pr->left);
	else
		snprintf(out, len, "%s", mark);
	if (font_text(a, 0, 0, R_NORMAL, out, false) > w)
		snprintf(out, len, "%s", mark);
}

/* In projector mode, the lines from y (drawn when draw is set) that the
 * block text needs and room leaves: the banner after an answer, the
 * value being typed; or 0, and the note that says it is not drawn big
 * (n: the lines under the board without it). */
static int
big_lines(struct app *a, const struct practice *pr, int y, int room, int n,
    bool draw)
{
	char text[200];
	int w = a->w - 4, x;

	if (!a->big || (pr->phase == PH_ASK && pr->ex.kind != EX_VALUE))
		return 0;
	if (n + BANNER_LINES > room) {
		snprintf(text, sizeof text, _("Projector mode: the answer is "
		    "written at the normal size; drawn big it needs %d "
		    "lines."), a->h - room + n + BANNER_LINES);
		return -app_wrapped(a, y, 1, R_DIM, text, w, draw);
	}
	if (pr->phase == PH_ASK) {
		/* TRANSLATORS: before the value typed, drawn big. */
		x = 3 + app_put(a, y + FONT_HEIGHT / 2, 3, R_TITLE, draw ?
		    _("value:") : "");
		if (draw && pr->typed_len > 0)
			font_text(a, y, x + 1, R_TITLE, pr->typed, true);
		else if (draw)
			app_put(a, y + FONT_HEIGHT / 2, x + 1, R_TITLE, "_");
		return BANNER_LINES;
	}
	banner_text(a, pr, w, text, sizeof text);
	if (draw)
		font_text(a, y, 3, pr->was_right ? R_GOOD : R_ERROR, text,
		    true);
	return BANNER_LINES;
}

/* The lines under the board, from y (drawn when draw is set); returns
 * their number.  At most room lines of the explanation are drawn. */
static int
under_board(struct app *a, const struct practice *pr, int y, int room,
    bool draw)
{
	int w = a->w - 4, n = 0, left, k, big = 0;
	const char *s;
	char line[1024];
	size_t len;

	if (pr->phase == PH_ASK) {
		n += app_wrapped(a, y + n, 1, R_TITLE, question(pr), w, draw);
		if (pr->ex.kind == EX_VALUE)
			big = big_lines(a, pr, y + n, room, n + 1, false);
		if (pr->ex.kind == EX_OUTCOME)
			n += outcome_buttons(a, pr, y + n, draw);
		else if (pr->ex.kind == EX_VALUE && big > 0)
			n += big_lines(a, pr, y + n, room, n + 1, draw);
		else if (pr->ex.kind == EX_VALUE) {
			if (draw)
				app_printf(a, y + n, 3, R_CURSOR,
				    _("value: %s_"), pr->typed);
			n++;
			if (big < 0)
				n -= big_lines(a, pr, y + n, room, n, draw);
		}
		if (pr->hint.len > 0)
			n += text_lines(a, y + n, R_HINT, sbuf_str(&pr->hint),
			    w, draw);
	} else {
		k = text_lines(a, 0, R_NORMAL, sbuf_str(&pr->verdict), w,
		    false) + text_lines(a, 0, R_NORMAL, sbuf_str(&pr->reason),
		    w, false);
		big = big_lines(a, pr, y + n, room, k, false);
		if (big > 0)
			n += big_lines(a, pr, y + n, room, k, draw);
		n += text_lines(a, y + n, pr->was_right ? R_GOOD : R_ERROR,
		    sbuf_str(&pr->verdict), w, draw);
		n += text_lines(a, y + n, R_NORMAL, sbuf_str(&pr->reason), w,
		    draw);
		/* The note that the answer is not drawn big, last. */
		if (big < 0)
			big_lines(a, pr, y + n, room, k, draw);
		n += big < 0 ? -big : 0;
		/* As much of the explanation as fits; e shows it all. */
		left = room - n - 1;
		for (s = sbuf_str(&pr->why); *s != '\0';) {
			len = strcspn(s, "\n");
			snprintf(line, sizeof line, "%.*s", (int)len, s);
			k = len == 0 ? 1 : app_wrapped(a, 0, 0, R_DIM, line,
			    w, false);
			if (k > left)
				break;
			app_wrapped(a, y + n, 1, R_NORMAL, line, w, draw);
			n += k;
			left -= k;
			s += len + (s[len] == '\n');
		}
		if (*s != '\0') {
			if (draw)
				app_put(a, y + n, 1, R_DIM, _("... e: the "
				    "whole explanation"));
			n++;
		}
	}
	if (pr->view.msg[0] != '\0')
		n += app_wrapped(a, y + n, 1, pr->view.msg_bad ? R_ERROR :
		    R_GOOD, pr->view.msg, w, draw);
	return n;
}

static void
draw_summary(struct app *a, const struct practice *pr)
{
	static const char *const kinds[EX_KINDS] = {
		N_("who wins"), N_("winning moves"), N_("values")
	};
	unsigned k, right = 0, tried = 0, worst = EX_KINDS;
	unsigned alone[EX_KINDS] = { 0 };
	int y = 3;

	for (k = 0; k < EX_KINDS; k++) {
		right += pr->right[k];
		tried += pr->tried[k];
		/* Right on one's own: an answer after a hint is practised
		 * again. */
		alone[k] = pr->right[k] - pr->hinted_right[k];
		if (pr->tried[k] > 0 && alone[k] < pr->tried[k] &&
		    (worst == EX_KINDS || alone[k] * pr->tried[worst] <
		    alone[worst] * pr->tried[k]))
			worst = k;
	}
	app_printf(a, y++, 2, R_TITLE, _("The run is over: %1$u of %2$u "
	    "right, score %3$u."), right, tried, pr->score);
	app_printf(a, y++, 2, R_NORMAL, _("Best streak: %u right in a row."),
	    pr->best);
	y++;
	for (k = 0; k < EX_KINDS; k++) {
		if (pr->tried[k] == 0)
			continue;
		const char *kind = _(kinds[k]);
		int x = 4 + app_printf(a, y, 4, R_NORMAL, "%s", kind);

		/* The kinds' names padded to 14 columns, as one column. */
		x += app_width(kind) < 14 ? 14 - app_width(kind) : 0;
		x += 1;
		if (pr->hinted_right[k] > 0)
			app_printf(a, y++, x, R_NORMAL, _("%1$u of %2$u right "
			    "(some after a hint)"), pr->right[k], pr->tried[k]);
		else if (pr->right[k] == pr->tried[k])
			app_printf(a, y++, x, R_NORMAL, _("%1$u of %2$u right  "
			    "- well done"), pr->right[k], pr->tried[k]);
		else
			app_printf(a, y++, x, R_NORMAL, _("%1$u of %2$u right"),
			    pr->right[k], pr->tried[k]);
	}
	y++;
	if (worst < EX_KINDS)
		app_put(a, y++, 2, R_NORMAL, worst == EX_VALUE ?
		    _("To practise next: values (the mex of the options, the "
		    "XOR of the parts).") : worst == EX_OUTCOME ?
		    _("To practise next: who wins (a position is lost when "
		    "its value is 0).") : _("To practise next: winning moves "
		    "(make the nim-sum 0)."));
	else
		app_put(a, y++, 2, R_GOOD, _("Every kind went well."));
	if (pr->progress.keep)
		app_printf(a, y++, 2, R_NORMAL, _("Level: %1$u at the start, "
		    "%2$u now (kept for next time)."), pr->first_level,
		    pr->level);
	else
		app_printf(a, y++, 2, R_NORMAL, _("Level: %1$u at the start, "
		    "%2$u now."), pr->first_level, pr->level);
	if (pr->view.msg[0] != '\0')
		app_wrapped(a, ++y, 1, R_ERROR, pr->view.msg, a->w - 4, true);
	app_put(a, a->h - 3, 1, R_DIM, _("Enter: another run  Esc or q: "
	    "leave"));
}

/* Who is practising: the name prompt. */
static void
draw_name(struct app *a, const struct practice *pr, const char *title)
{
	int y = 2, w = a->w - 4;

	if (pr->game == NULL)
		app_printf(a, 0, 1, R_TITLE, _("Practice: %s (mixed)"), title);
	else
		app_printf(a, 0, 1, R_TITLE, _("Practice: %s"), title);
	if (pr->note[0] != '\0')
		y += app_wrapped(a, 1, 1, R_ERROR, pr->note, w, true);
	y += app_wrapped(a, y, 2, R_NORMAL, _("Who is practising?  Type your "
	    "name, then Enter: your level and answers are kept under it, "
	    "apart from the others who practise on this computer."), w, true);
	y += app_wrapped(a, y, 2, R_DIM, _("Enter alone: practise without a "
	    "name (the record of this account)."), w, true);
	app_printf(a, y + 1, 4, R_CURSOR, _("name: %s_"), pr->name);
	if (pr->view.msg[0] != '\0')
		app_wrapped(a, y + 3, 2, R_ERROR, pr->view.msg, w, true);
	app_put(a, a->h - 2, 1, R_DIM, _("Enter: start  Esc: leave"));
}

static void
practice_draw(struct app *a, void *data)
{
	struct practice *pr = data;
	const char *title = pr->game != NULL ? game_title(pr->game) :
	    pr->has_ex ? game_title(pr->ex.rules->game) : _("every game");
	int top = 2, bottom, under, room, x;
	struct sbuf sb;

	if (pr->phase == PH_NAME) {
		draw_name(a, pr, title);
		return;
	}
	if (pr->progress.pupil[0] != '\0' && pr->game == NULL)
		/* TRANSLATORS: the game's title, then the pupil's name. */
		x = app_printf(a, 0, 1, R_TITLE, _("Practice: %1$s (mixed), "
		    "%2$s"), title, pr->progress.pupil);
	else if (pr->progress.pupil[0] != '\0')
		x = app_printf(a, 0, 1, R_TITLE, _("Practice: %1$s, %2$s"),
		    title, pr->progress.pupil);
	else if (pr->game == NULL)
		x = app_printf(a, 0, 1, R_TITLE, _("Practice: %s (mixed)"),
		    title);
	else
		x = app_printf(a, 0, 1, R_TITLE, _("Practice: %s"), title);
	x += 1;
	/* Cut, where it must be, at a word and with an ellipsis: a number
	 * cut off would read as another. */
	sbuf_init(&sb);
	sbuf_printf(&sb, _("- %1$u of %2$u, level %3$u, score "
	    "%4$u, streak %5$u"), pr->index + 1 > RUN_LENGTH ?
	    RUN_LENGTH : pr->index + 1, RUN_LENGTH, pr->level, pr->score,
	    pr->streak);
	app_put_clipped(a, 0, x + 1, R_DIM, sbuf_str(&sb), a->w - x - 2);
	sbuf_free(&sb);
	/* The status line: the exercise's position, as solve takes it. */
	sbuf_init(&sb);
	if (pr->game != NULL)
		/* TRANSLATORS: the status line of practice: the game's name
		 * (as the command line writes it) and the level. */
		sbuf_printf(&sb, _("practice | %1$s | level %2$u | "),
		    pr->game->name, pr->level);
	else
		sbuf_printf(&sb, _("practice | every game | level %u | "),
		    pr->level);
	if (pr->phase == PH_SUMMARY || !pr->has_ex)
		sbuf_add(&sb, _("the run is over"));
	else {
		sbuf_printf(&sb, "%s ", pr->view.sess.game->name);
		sess_notation(&pr->view.sess, sess_pos(&pr->view.sess), &sb);
	}
	app_status(a, sbuf_str(&sb));
	sbuf_free(&sb);
	if (pr->note[0] != '\0')
		top += app_wrapped(a, 1, 1, R_ERROR, pr->note, a->w - 4, true);
	if (pr->phase == PH_SUMMARY || !pr->has_ex) {
		draw_summary(a, pr);
		return;
	}
	pr->view.choosing = pr->phase == PH_ASK && pr->ex.kind == EX_MOVE;
	/* The values of a sum's parts would answer the exercise. */
	pr->view.no_values = pr->phase == PH_ASK;
	/* The board gets what the lines under it leave, at least 5 rows. */
	room = a->h - 3 - top - 5;
	under = under_board(a, pr, 0, room, false);
	bottom = a->h - 3 - under;
	view_draw(a, &pr->view, top, 1, bottom - top, a->w - 2);
	under_board(a, pr, bottom, room, true);
	if (pr->phase == PH_DONE)
		app_put(a, a->h - 3, 1, R_DIM, _("Enter: the next exercise  "
		    "e: the whole explanation"));
	else if (pr->ex.kind == EX_MOVE) {
		sbuf_init(&sb);
		view_move_keys(&pr->view, &sb);
		app_put(a, a->h - 3, 1, R_DIM, sbuf_str(&sb));
		sbuf_free(&sb);
	}
	app_put(a, a->h - 2, 1, R_DIM, pr->phase == PH_ASK ?
	    _("h hint (half the points)  ? keys  q end the run") :
	    _("? keys  q end the run"));
}

static const struct screen scr_practice = {
	"practice", 60, 18, practice_draw, practice_key, NULL, NULL,
	practice_free, NULL
};
