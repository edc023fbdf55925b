/*
 * scr-lesson.c: the lessons.  The list of them (a stage of the menu, read
 * here from the index) and the lesson screen: the text, scrollable, with
 * its try lines to choose; a try line opens its position on the board,
 * the person moving first and the hint shown at every turn.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "ui/app.h"

/* Lines of text between the title and the key line (the text starts
 * with a blank line, under the title). */
static int
page_lines(const struct app *a)
{
	return a->h - 4 > 1 ? a->h - 4 : 1;
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

void
lessons_free(struct app *a)
{
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

/* Play try line k: its position, the person first, hints on. */
static void
launch(struct app *a, size_t k)
{
	struct sg_cause why;
	struct rules *r;
	struct pos p;

	pos_init(&p);
	if (lesson_try_open(a->lesson.tries[k].words, &r, &p, &why) !=
	    SG_OK) {
		snprintf(a->error, sizeof a->error, "try: %.64s: %.200s",
		    a->lesson.tries[k].words, why.text);
		pos_free(&p);
		return;
	}
	a->error[0] = '\0';
	a->coach = true;
	a->in_lesson = true;
	/* A lesson's position is played against the perfect computer. */
	a->setup.mode = PLAY_COMPUTER;
	a->setup.level = STRATEGY_PERFECT;
	a->setup.misere = false;
	if (play_start(a, r, &p, SIDE_HUMAN, &why) != SG_OK)
		snprintf(a->error, sizeof a->error, "try: %.64s: %.200s",
		    a->lesson.tries[k].words, why.text);
	pos_free(&p);
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
	}
}

static void
lesson_draw(struct app *a)
{
	const struct lesson *l = &a->lesson;

	app_printf(a, 0, 1, R_TITLE, "Lesson: %s", l->title);
	draw_text(a);
	if (a->error[0] != '\0')
		app_put(a, a->h - 3, 1, R_ERROR, a->error);
	app_put(a, a->h - 2, 1, R_DIM, "Up/Down or Tab: try line  "
	    "PgUp/PgDn scroll  Enter play it  Esc lessons  q quit");
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_printf(a, a->h - 1, 1, R_STATUS, "lesson | %s | try %zu of %zu: "
	    "%s", a->lesson_at < a->nlessons ? a->lessons[a->lesson_at].name :
	    "", a->try_cur + 1, l->ntries, l->tries[a->try_cur].words);
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

static void
lesson_key(struct app *a, const struct input *in)
{
	size_t n = a->lesson.ntries;

	a->error[0] = '\0';
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
