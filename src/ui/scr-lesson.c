/*
 * scr-lesson.c: the lessons.  The list of them (a stage of the menu, read
 * here from the index) and the lesson screen: the text, scrollable, with
 * its try and ask lines to choose.  A try line opens its position on the
 * board, the person moving first unless it says the computer does, the
 * winning moves shown at every turn where it asks for them (else on h).
 * An ask line asks its question under the text; the answer typed is
 * checked by the engine (question.h) and the line marked right or not.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "engine/question.h"
#include "ui/app.h"

static int box_lines(struct app *a, bool draw);

/* Lines of text between the title and the key line (the text starts
 * with a blank line, under the title). */
static int
page_lines(struct app *a)
{
	int n = a->h - 4 - box_lines(a, false);

	return n > 1 ? n : 1;
}

static int
body_lines(const struct app *a)
{
	const char *s;
	int n = 0;

	for (s = a->lesson.body; *s != '\0'; s++)
		n += *s == '\n';
	return n;
}

/* The line of the body (from 0) that try line k stands on. */
static int
try_line(const struct app *a, size_t k)
{
	/* The title is line 1 of the file, the body starts on line 2. */
	return (int)a->lesson.tries[k].line - 2;
}

/* The question asked now, if any, is done with. */
static void
question_end(struct app *a)
{
	if (a->question != NULL) {
		question_free(a->question);
		free(a->question);
		a->question = NULL;
	}
}

void
lessons_free(struct app *a)
{
	question_end(a);
	free(a->answered);
	a->answered = NULL;
	free(a->lessons);
	a->lessons = NULL;
	a->nlessons = 0;
	if (a->has_lesson)
		lesson_free(&a->lesson);
	a->has_lesson = false;
}

/* One more line of the list: the lesson's title, or why it is missing. */
static void
add_item(struct app *a, const char *name)
{
	struct lesson_item *it;
	struct lesson l;

	it = sg_reallocarray(a->lessons, a->nlessons + 1, sizeof *it);
	if (it == NULL)
		return;
	a->lessons = it;
	it += a->nlessons++;
	snprintf(it->name, sizeof it->name, "%s", name);
	it->ok = datadir_lesson(name, &l, it->text, sizeof it->text) == 0;
	if (it->ok) {
		snprintf(it->text, sizeof it->text, "%s", l.title);
		lesson_free(&l);
	}
}

void
lessons_load(struct app *a)
{
	struct sbuf index;
	const char *s;
	char name[64];

	free(a->lessons);
	a->lessons = NULL;
	a->nlessons = 0;
	sbuf_init(&index);
	datadir_read("lessons/index", &index, a->error, sizeof a->error);
	for (s = sbuf_str(&index); lesson_index_next(&s, name, sizeof name);)
		add_item(a, name);
	sbuf_free(&index);
}

void
lesson_open(struct app *a, size_t i)
{
	if (i >= a->nlessons)
		return;
	if (!a->lessons[i].ok) {
		snprintf(a->error, sizeof a->error, "%s", a->lessons[i].text);
		return;
	}
	if (a->has_lesson)
		lesson_free(&a->lesson);
	a->has_lesson = datadir_lesson(a->lessons[i].name, &a->lesson,
	    a->error, sizeof a->error) == 0;
	if (!a->has_lesson)
		return;
	a->error[0] = '\0';
	a->lesson_at = i;
	a->try_cur = 0;
	a->lesson_top = 0;
	a->feedback[0] = '\0';
	question_end(a);
	free(a->answered);
	a->answered = sg_calloc(a->lesson.ntries, 1);
	app_switch(a, &scr_lesson);
}

void
lesson_open_name(struct app *a, const char *name)
{
	size_t i;

	menu_open(a, MENU_LESSONS);
	for (i = 0; i < a->nlessons; i++) {
		if (strcmp(a->lessons[i].name, name) == 0) {
			a->menu_cur = i;
			lesson_open(a, i);
		}
	}
}

/* Ask the question of line k. */
static void
ask(struct app *a, size_t k)
{
	struct sg_cause why;

	question_end(a);
	a->feedback[0] = '\0';
	if ((a->question = sg_calloc(1, sizeof *a->question)) == NULL)
		return;
	if (question_open(a->lesson.tries[k].words, a->question, &why) !=
	    SG_OK) {
		snprintf(a->error, sizeof a->error, "ask: %.64s: %.200s",
		    a->lesson.tries[k].words, why.text);
		free(a->question);
		a->question = NULL;
		return;
	}
	a->field[0] = '\0';
	a->field_len = 0;
}

/* Enter on an answer: right or not, and why. */
static void
answer(struct app *a)
{
	struct sg_cause why;
	struct sbuf sb;
	bool right;

	if (question_check(a->question, a->field, &right, &why) != SG_OK) {
		snprintf(a->error, sizeof a->error, "Please %s.", why.text);
		return;
	}
	sbuf_init(&sb);
	if (right)
		sbuf_add(&sb, "Right.  ");
	else
		sbuf_printf(&sb, "Not right: you said %s.  The answer: ",
		    a->field);
	question_reason(a->question, &sb);
	snprintf(a->feedback, sizeof a->feedback, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	a->feedback_right = right;
	if (a->answered != NULL)
		a->answered[a->try_cur] = right ? 1 : 2;
	question_end(a);
}

/* h while a question is asked: a hint that keeps the answer back. */
static void
question_hint_show(struct app *a)
{
	struct sg_cause why;
	struct sbuf sb;

	sbuf_init(&sb);
	if (question_hint(a->question, &sb, &why) != SG_OK)
		sbuf_printf(&sb, "No hint: %s", why.text);
	snprintf(a->feedback, sizeof a->feedback, "Hint: %s", sbuf_str(&sb));
	a->feedback_right = true;
	sbuf_free(&sb);
}

/* Play try line k: its position, who moves first and whether the
 * winning moves show at every turn as the line says. */
static void
launch(struct app *a, size_t k)
{
	struct sg_cause why;
	struct rules *r;
	struct pos p;

	pos_init(&p);
	if (a->lesson.tries[k].ask) {
		ask(a, k);
		return;
	}
	if (lesson_try_open(a->lesson.tries[k].words, &r, &p, &why) !=
	    SG_OK) {
		snprintf(a->error, sizeof a->error, "try: %.64s: %.200s",
		    a->lesson.tries[k].words, why.text);
		pos_free(&p);
		return;
	}
	a->error[0] = '\0';
	a->coach = a->lesson.tries[k].coach;
	a->in_lesson = true;
	/* A lesson's position is played against the perfect computer. */
	a->setup.mode = PLAY_COMPUTER;
	a->setup.level = STRATEGY_PERFECT;
	a->setup.misere = false;
	if (play_start(a, r, &p, a->lesson.tries[k].computer_first ?
	    SIDE_COMPUTER : SIDE_HUMAN, &why) != SG_OK)
		snprintf(a->error, sizeof a->error, "try: %.64s: %.200s",
		    a->lesson.tries[k].words, why.text);
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
choose_try(struct app *a, size_t k)
{
	int line = try_line(a, k), page = page_lines(a);

	a->try_cur = k;
	if (line < a->lesson_top || line >= a->lesson_top + page)
		a->lesson_top = line - page + 3;
}

static void
draw_text(struct app *a)
{
	const char *s = a->lesson.body, *nl;
	int line, y, page = page_lines(a), n = body_lines(a);
	size_t k = 0, len;
	char buf[LESSON_WIDTH + 1];
	enum role r;

	if (a->lesson_top > n - page)
		a->lesson_top = n - page;
	if (a->lesson_top < 0)
		a->lesson_top = 0;
	for (line = 0; *s != '\0'; line++, s = nl + 1) {
		nl = strchr(s, '\n');
		while (k < a->lesson.ntries && try_line(a, k) < line)
			k++;
		y = 1 + line - a->lesson_top;
		if (y < 1 || y >= 1 + page)
			continue;
		len = (size_t)(nl - s) < sizeof buf ? (size_t)(nl - s) :
		    sizeof buf - 1;
		memcpy(buf, s, len);
		buf[len] = '\0';
		r = R_NORMAL;
		if (k < a->lesson.ntries && try_line(a, k) == line) {
			r = k == a->try_cur ? R_CURSOR : R_TITLE;
			app_hit(a, y, 1, app_width(buf), k, 0, HIT_UNIT);
		}
		app_put(a, y, 1, r, buf);
		if (r != R_NORMAL && a->answered != NULL &&
		    a->answered[k] != 0)
			app_printf(a, y, 2 + app_width(buf), a->answered[k] == 1 ?
			    R_GOOD : R_ERROR, "%s %s", app_glyph(a,
			    a->answered[k] == 1 ? G_WIN : G_LOSE),
			    a->answered[k] == 1 ? "right" : "not right");
	}
}

/* The question and the answer being typed, or the feedback after an
 * answer, under the text: drawn when draw is set; returns its lines. */
static int
box_lines(struct app *a, bool draw)
{
	int y = 0, n = 0, w = a->w - 4;
	struct sbuf sb;

	if (a->question == NULL && a->feedback[0] == '\0')
		return 0;
	sbuf_init(&sb);
	if (a->question != NULL)
		question_prompt(a->question, &sb);
	/* Drawn from the bottom up: count first. */
	n = 1 + (a->question != NULL ? wrap_count(a, sbuf_str(&sb), w) + 1 :
	    0) + (a->feedback[0] != '\0' ? wrap_count(a, a->feedback, w) :
	    0);
	if (draw) {
		y = a->h - 3 - n;
		app_clear_to_eol(a, y++, 0, R_NORMAL);
		if (a->question != NULL) {
			y += wrap_draw(a, y, R_TITLE, sbuf_str(&sb), w);
			app_printf(a, y++, 1, R_CURSOR, "Your answer (%s): %s ",
			    question_form(a->question), a->field);
		}
		if (a->feedback[0] != '\0')
			wrap_draw(a, y, a->feedback_right ? R_GOOD : R_ERROR,
			    a->feedback, w);
	}
	sbuf_free(&sb);
	return n;
}

static void
lesson_draw(struct app *a)
{
	const struct lesson *l = &a->lesson;
	const struct lesson_try *t = &l->tries[a->try_cur];

	int line = try_line(a, a->try_cur), page = page_lines(a);

	/* The chosen line stays in view above a question or an answer. */
	if (box_lines(a, false) > 0 && line >= a->lesson_top + page)
		a->lesson_top = line - page + 1;
	if (box_lines(a, false) > 0 && line < a->lesson_top)
		a->lesson_top = line;
	app_printf(a, 0, 1, R_TITLE, "Lesson: %s", l->title);
	draw_text(a);
	box_lines(a, true);
	if (a->error[0] != '\0')
		app_put(a, a->h - 3, 1, R_ERROR, a->error);
	app_put(a, a->h - 2, 1, R_DIM, a->question != NULL ?
	    "Type the answer  Enter check it  h hint  Esc back to the text" :
	    "Up/Down or Tab: try or ask line  PgUp/PgDn scroll  Enter play "
	    "or answer  Esc lessons");
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_printf(a, a->h - 1, 1, R_STATUS, "lesson | %s | %s %zu of %zu: "
	    "%s%s", a->lesson_at < a->nlessons ? a->lessons[a->lesson_at].name :
	    "", t->ask ? "ask" : "try", a->try_cur + 1, l->ntries, t->words,
	    t->computer_first ? " (the computer first)" : "");
}

/* Up and Down: the previous or next try line, or past the first or last
 * one, the text scrolls on. */
static void
step(struct app *a, bool down)
{
	size_t n = a->lesson.ntries;

	if (down && a->try_cur + 1 < n)
		choose_try(a, a->try_cur + 1);
	else if (!down && a->try_cur > 0)
		choose_try(a, a->try_cur - 1);
	else
		a->lesson_top += down ? 1 : -1;
}

/* A key while a question is asked: the answer typed, Enter checks it, h
 * a hint, Esc back to the text. */
static void
question_key(struct app *a, const struct input *in)
{
	if (in->act == ACT_CANCEL && in->escape) {
		question_end(a);
		a->feedback[0] = '\0';
	} else if (in->act == ACT_CONFIRM && in->ch != ' ')
		answer(a);
	else if (in->ch == 'h')
		question_hint_show(a);
	else
		app_field_key(a->field, &a->field_len, sizeof a->field, in);
}

static void
lesson_key(struct app *a, const struct input *in)
{
	size_t n = a->lesson.ntries;

	a->error[0] = '\0';
	if (a->question != NULL) {
		question_key(a, in);
		return;
	}
	if (in->act != ACT_HELP && in->act != ACT_RESIZE)
		a->feedback[0] = '\0';
	switch (in->act) {
	case ACT_UP:
	case ACT_DOWN:
		step(a, in->act == ACT_DOWN);
		break;
	case ACT_NEXT:
	case ACT_PREV:
		choose_try(a, (a->try_cur + (in->act == ACT_NEXT ? 1 : n - 1))
		    % n);
		break;
	case ACT_PAGEUP:
	case ACT_PAGEDOWN:
		a->lesson_top += (in->act == ACT_PAGEUP ? -1 : 1) *
		    page_lines(a);
		break;
	case ACT_CLICK:
		if (in->item < n)
			launch(a, in->item);
		break;
	case ACT_CONFIRM:
	case ACT_RIGHT:
		launch(a, a->try_cur);
		break;
	case ACT_CANCEL:
	case ACT_LEFT:
		menu_open(a, MENU_LESSONS);
		a->menu_cur = a->lesson_at;
		break;
	default:
		app_common_key(a, in);
		break;
	}
}

const struct screen scr_lesson = {
	"lesson", 60, 14, lesson_draw, lesson_key, NULL
};
