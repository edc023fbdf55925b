/*
 * scr-lesson.c: the lesson screen: the text, scrollable, with its try and
 * ask lines to choose (the list of lessons is a stage of the menu).  A try
 * line opens its position on the board over the lesson, the person moving
 * first unless it says the computer does, the winning moves shown at
 * every turn where it asks for them (else on h).  An ask line asks its
 * question under the text; the answer typed is checked by the engine
 * (question.h) and the line marked right or not.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "engine/lesson.h"
#include "engine/question.h"
#include "engine/util.h"
#include "ui/app.h"

/* The lesson screen's own state. */
struct lesson_screen {
	struct lesson lesson;		/* the lesson shown */
	char name[64];			/* its name in the index */
	size_t try_cur;			/* the try line chosen */
	int top;			/* the first line of text shown */
	unsigned char *answered;	/* owned: per line of the lesson, 0
					   not asked yet, 1 right, 2 wrong */
	struct question *question;	/* owned: the question asked now */
	char field[1024];		/* the answer being typed */
	size_t field_len;
	char feedback[1024];		/* after an answer: right or not,
					   and why */
	bool feedback_right;
	char error[320];		/* a try or ask line that cannot be
					   opened, an answer not of the form */
};

static int box_lines(struct app *a, const struct lesson_screen *ls,
    bool draw);

/* Lines of text between the title and the key line (the text starts
 * with a blank line, under the title). */
static int
page_lines(struct app *a, const struct lesson_screen *ls)
{
	int n = a->h - 4 - box_lines(a, ls, false);

	return n > 1 ? n : 1;
}

static int
body_lines(const struct lesson_screen *ls)
{
	const char *s;
	int n = 0;

	for (s = ls->lesson.body; *s != '\0'; s++)
		n += *s == '\n';
	return n;
}

/* The line of the body (from 0) that try line k stands on. */
static int
try_line(const struct lesson_screen *ls, size_t k)
{
	/* The title is line 1 of the file, the body starts on line 2. */
	return (int)ls->lesson.tries[k].line - 2;
}

/* The question asked now, if any, is done with. */
static void
question_end(struct lesson_screen *ls)
{
	if (ls->question != NULL) {
		question_free(ls->question);
		free(ls->question);
		ls->question = NULL;
	}
}

static void
lesson_screen_free(void *data)
{
	struct lesson_screen *ls = data;

	question_end(ls);
	free(ls->answered);
	lesson_free(&ls->lesson);
	free(ls);
}

/* Ask the question of line k. */
static void
ask(struct lesson_screen *ls, size_t k)
{
	struct sg_cause why;

	question_end(ls);
	ls->feedback[0] = '\0';
	if ((ls->question = sg_calloc(1, sizeof *ls->question)) == NULL)
		return;
	if (question_open(ls->lesson.tries[k].words, ls->question, &why) !=
	    SG_OK) {
		snprintf(ls->error, sizeof ls->error, "ask: %.64s: %.200s",
		    ls->lesson.tries[k].words, why.text);
		free(ls->question);
		ls->question = NULL;
		return;
	}
	ls->field[0] = '\0';
	ls->field_len = 0;
}

/* Enter on an answer: right or not, and why. */
static void
answer(struct lesson_screen *ls)
{
	struct sg_cause why;
	struct sbuf sb;
	bool right;

	if (question_check(ls->question, ls->field, &right, &why) != SG_OK) {
		snprintf(ls->error, sizeof ls->error, "Please %s.", why.text);
		return;
	}
	sbuf_init(&sb);
	if (right)
		sbuf_add(&sb, "Right.  ");
	else
		sbuf_printf(&sb, "Not right: you said %s.  The answer: ",
		    ls->field);
	question_reason(ls->question, &sb);
	snprintf(ls->feedback, sizeof ls->feedback, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	ls->feedback_right = right;
	if (ls->answered != NULL)
		ls->answered[ls->try_cur] = right ? 1 : 2;
	question_end(ls);
}

/* h while a question is asked: a hint that keeps the answer back. */
static void
question_hint_show(struct lesson_screen *ls)
{
	struct sg_cause why;
	struct sbuf sb;

	sbuf_init(&sb);
	if (question_hint(ls->question, &sb, &why) != SG_OK)
		sbuf_printf(&sb, "No hint: %s", why.text);
	snprintf(ls->feedback, sizeof ls->feedback, "Hint: %s",
	    sbuf_str(&sb));
	ls->feedback_right = true;
	sbuf_free(&sb);
}

/* Play try line k over the lesson: its position, who moves first and
 * whether the winning moves show at every turn as the line says. */
static void
launch(struct app *a, struct lesson_screen *ls, size_t k)
{
	const struct lesson_try *t = &ls->lesson.tries[k];
	struct play_opts o;
	struct sg_cause why;
	struct rules *r;
	struct pos p;

	pos_init(&p);
	if (t->ask) {
		ask(ls, k);
		return;
	}
	if (lesson_try_open(t->words, &r, &p, &why) != SG_OK) {
		snprintf(ls->error, sizeof ls->error, "try: %.64s: %.200s",
		    t->words, why.text);
		pos_free(&p);
		return;
	}
	ls->error[0] = '\0';
	play_opts_init(&o);
	o.coach = t->coach;
	o.in_lesson = true;
	/* A lesson's position is played against the perfect computer. */
	o.setup.mode = PLAY_COMPUTER;
	o.setup.level = STRATEGY_PERFECT;
	o.setup.misere = false;
	a->seed = a->seed * 6364136223846793005ULL + 1442695040888963407ULL;
	o.setup.seed = a->seed;
	if (play_start(a, r, &p, t->computer_first ? SIDE_COMPUTER :
	    SIDE_HUMAN, &o, &why) != SG_OK)
		snprintf(ls->error, sizeof ls->error, "try: %.64s: %.200s",
		    t->words, why.text);
	pos_free(&p);
}

static int
wrap_count(struct app *a, const char *text, int w)
{
	return app_wrapped(a, 0, 1, R_NORMAL, text, w, false);
}

static int
wrap_draw(struct app *a, int y, enum role r, const char *text, int w)
{
	return app_wrapped(a, y, 1, r, text, w, true);
}

/* Choose try line k and scroll it into view, with the text that leads up
 * to it above it. */
static void
choose_try(struct app *a, struct lesson_screen *ls, size_t k)
{
	int line = try_line(ls, k), page = page_lines(a, ls);

	ls->try_cur = k;
	if (line < ls->top || line >= ls->top + page)
		ls->top = line - page + 3;
}

/* The mark of an ask line answered: right or not. */
static void
draw_mark(struct app *a, int y, int x, unsigned char answered)
{
	app_printf(a, y, x, answered == 1 ? R_GOOD : R_ERROR, "%s %s",
	    app_glyph(a, answered == 1 ? G_WIN : G_LOSE), answered == 1 ?
	    "right" : "not right");
}

static void
draw_text(struct app *a, struct lesson_screen *ls)
{
	const char *s = ls->lesson.body, *nl;
	int line, y, page = page_lines(a, ls), n = body_lines(ls);
	size_t k = 0, len;
	char buf[LESSON_LINE_MAX + 1];
	enum role r;

	if (ls->top > n - page)
		ls->top = n - page;
	if (ls->top < 0)
		ls->top = 0;
	for (line = 0; *s != '\0'; line++, s = nl + 1) {
		nl = strchr(s, '\n');
		while (k < ls->lesson.ntries && try_line(ls, k) < line)
			k++;
		y = 1 + line - ls->top;
		if (y < 1 || y >= 1 + page)
			continue;
		len = (size_t)(nl - s) < sizeof buf ? (size_t)(nl - s) :
		    sizeof buf - 1;
		memcpy(buf, s, len);
		buf[len] = '\0';
		r = R_NORMAL;
		if (k < ls->lesson.ntries && try_line(ls, k) == line) {
			r = k == ls->try_cur ? R_CURSOR : R_TITLE;
			app_hit(a, y, 1, app_width(buf), k, 0, HIT_UNIT);
		}
		app_put(a, y, 1, r, buf);
		if (r != R_NORMAL && ls->answered != NULL &&
		    ls->answered[k] != 0)
			draw_mark(a, y, 2 + app_width(buf), ls->answered[k]);
	}
}

/* The question and the answer being typed, or the feedback after an
 * answer, under the text: drawn when draw is set; returns its lines. */
static int
box_lines(struct app *a, const struct lesson_screen *ls, bool draw)
{
	int y = 0, n = 0, w = a->w - 4;
	struct sbuf sb;

	if (ls->question == NULL && ls->feedback[0] == '\0')
		return 0;
	sbuf_init(&sb);
	if (ls->question != NULL)
		question_prompt(ls->question, &sb);
	/* Drawn from the bottom up: count first. */
	n = 1 + (ls->question != NULL ? wrap_count(a, sbuf_str(&sb), w) + 1 :
	    0) + (ls->feedback[0] != '\0' ? wrap_count(a, ls->feedback, w) :
	    0);
	if (draw) {
		y = a->h - 3 - n;
		app_clear_to_eol(a, y++, 0, R_NORMAL);
		if (ls->question != NULL) {
			y += wrap_draw(a, y, R_TITLE, sbuf_str(&sb), w);
			app_printf(a, y++, 1, R_CURSOR, "Your answer (%s): %s ",
			    question_form(ls->question), ls->field);
		}
		if (ls->feedback[0] != '\0')
			wrap_draw(a, y, ls->feedback_right ? R_GOOD : R_ERROR,
			    ls->feedback, w);
	}
	sbuf_free(&sb);
	return n;
}

static void
lesson_draw(struct app *a, void *data)
{
	struct lesson_screen *ls = data;
	const struct lesson *l = &ls->lesson;
	const struct lesson_try *t = &l->tries[ls->try_cur];

	int line = try_line(ls, ls->try_cur), page = page_lines(a, ls);

	/* The chosen line stays in view above a question or an answer. */
	if (box_lines(a, ls, false) > 0 && line >= ls->top + page)
		ls->top = line - page + 1;
	if (box_lines(a, ls, false) > 0 && line < ls->top)
		ls->top = line;
	app_printf(a, 0, 1, R_TITLE, "Lesson: %s", l->title);
	draw_text(a, ls);
	box_lines(a, ls, true);
	if (ls->error[0] != '\0')
		app_put(a, a->h - 3, 1, R_ERROR, ls->error);
	app_put(a, a->h - 2, 1, R_DIM, ls->question != NULL ?
	    "Type the answer  Enter check it  h hint  Esc back to the text" :
	    "Up/Down or Tab: try or ask line  PgUp/PgDn scroll  Enter play "
	    "or answer  Esc lessons");
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_printf(a, a->h - 1, 1, R_STATUS, "lesson | %s | %s %zu of %zu: "
	    "%s%s", ls->name, t->ask ? "ask" : "try", ls->try_cur + 1,
	    l->ntries, t->words, t->computer_first ?
	    " (the computer first)" : "");
}

/* Up and Down: the previous or next try line, or past the first or last
 * one, the text scrolls on. */
static void
step(struct app *a, struct lesson_screen *ls, bool down)
{
	size_t n = ls->lesson.ntries;

	if (down && ls->try_cur + 1 < n)
		choose_try(a, ls, ls->try_cur + 1);
	else if (!down && ls->try_cur > 0)
		choose_try(a, ls, ls->try_cur - 1);
	else
		ls->top += down ? 1 : -1;
}

/* A key while a question is asked: the answer typed, Enter checks it, h
 * a hint, Esc back to the text. */
static void
question_key(struct lesson_screen *ls, const struct input *in)
{
	if (in->act == ACT_CANCEL && in->escape) {
		question_end(ls);
		ls->feedback[0] = '\0';
	} else if (in->act == ACT_CONFIRM && in->ch != ' ')
		answer(ls);
	else if (in->ch == 'h')
		question_hint_show(ls);
	else
		app_field_key(ls->field, &ls->field_len, sizeof ls->field, in);
}

static void
lesson_key(struct app *a, void *data, const struct input *in)
{
	struct lesson_screen *ls = data;
	size_t n = ls->lesson.ntries;

	ls->error[0] = '\0';
	if (ls->question != NULL) {
		question_key(ls, in);
		return;
	}
	if (in->act != ACT_HELP && in->act != ACT_RESIZE)
		ls->feedback[0] = '\0';
	switch (in->act) {
	case ACT_UP:
	case ACT_DOWN:
		step(a, ls, in->act == ACT_DOWN);
		break;
	case ACT_NEXT:
	case ACT_PREV:
		choose_try(a, ls, (ls->try_cur + (in->act == ACT_NEXT ? 1 :
		    n - 1)) % n);
		break;
	case ACT_PAGEUP:
	case ACT_PAGEDOWN:
		ls->top += (in->act == ACT_PAGEUP ? -1 : 1) *
		    page_lines(a, ls);
		break;
	case ACT_CLICK:
		if (in->item < n)
			launch(a, ls, in->item);
		break;
	case ACT_CONFIRM:
	case ACT_RIGHT:
		launch(a, ls, ls->try_cur);
		break;
	case ACT_CANCEL:
	case ACT_LEFT:
		app_pop(a);	/* back to the list */
		break;
	default:
		app_common_key(a, in, NULL);
		break;
	}
}

static const struct screen scr_lesson = {
	"lesson", 60, 14, lesson_draw, lesson_key, NULL, NULL,
	lesson_screen_free
};

bool
lesson_open(struct app *a, const char *name, char *err, size_t len)
{
	struct lesson_screen *ls;

	if ((ls = sg_calloc(1, sizeof *ls)) == NULL) {
		snprintf(err, len, "%s", strerror(ENOMEM));
		return false;
	}
	if (datadir_lesson(name, &ls->lesson, err, len) != 0) {
		free(ls);
		return false;
	}
	snprintf(ls->name, sizeof ls->name, "%s", name);
	ls->answered = sg_calloc(ls->lesson.ntries, 1);
	app_push(a, &scr_lesson, ls);
	return true;
}
