/*
 * scr-lesson.c: the lesson screen: the text, wrapped to the screen by
 * display width and scrollable, with its try and ask lines to choose (the
 * list of lessons is a stage of the menu).  A try line opens its position
 * on the board over the lesson, the person moving first unless it says
 * the computer does, the winning moves shown at every turn where it asks
 * for them (else on h).  An ask line asks its question under the text;
 * the answer typed is checked by the engine (question.h) and the line
 * marked right or not.  What the pupil did on each line is kept in the
 * progress file (progress.h), the first answer of each question counting.
 *
 * In projector mode (--big) a try line's board is drawn big by the game
 * screen; here what the class reads of a question is drawn in the block
 * font (font.h) under the text: the answer as it is typed, and after it a
 * big tick or cross with the answer given ("✓ 3", "✗ 1 4 5"); the
 * question, the reason and the text stay at the normal size (the font has
 * no Japanese or Chinese, and a lesson is read, not shown from afar).
 * Where the terminal cannot keep three lines of the text above them, the
 * answer is written at the normal size with a line saying how many lines
 * it would need.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/lesson.h"
#include "engine/question.h"
#include "engine/text.h"
#include "engine/util.h"
#include "i18n.h"
#include "lessondir.h"
#include "progress.h"
#include "ui/app.h"
#include "ui/font.h"

/* A row of the text as drawn: a piece of a line of the body. */
struct row {
	const char *s;		/* into the body */
	size_t len;
	int line;		/* the line of the body (from 0) */
	int indent;		/* columns before it */
};

/* The lesson screen's own state. */
struct lesson_screen {
	struct lesson lesson;		/* the lesson shown */
	struct lesson_ref ref;		/* where it came from */
	char pupil[PROGRESS_PUPIL + 1];	/* whose answers: "" the account's */
	size_t try_cur;			/* the try line chosen */
	int top;			/* the first row of text shown */
	char *marks;			/* owned: per try and ask line, as the
					   progress file keeps them: '-' not
					   yet, 'p' played, 'r' right, 'h'
					   right after a hint, 'w' wrong (the
					   first answer) */
	char *flow;			/* owned: the body, its paragraphs
					   each on one line */
	int *flow_line;			/* owned: per line of flow, its first
					   line in the body */
	struct row *rows;		/* owned: flow wrapped */
	size_t nrows;
	int rows_width;			/* the width they were wrapped to */
	struct question *question;	/* owned: the question asked now */
	bool hinted;			/* a hint was shown for it */
	char field[1024];		/* the answer being typed */
	size_t field_len;
	char feedback[2048];		/* after an answer: right or not,
					   and why; or a hint */
	bool feedback_right;
	char said[1024];		/* the answer the feedback is of, or ""
					   (a hint) */
	char error[640];		/* a try or ask line that cannot be
					   opened, an answer not of the form,
					   the record's trouble */
};

/*
 * Wrap text[0..n-1] (lines ended by '\n') to w columns: each row given to
 * fn (with its line number), continuation rows indented as the line is.
 * Returns the number of rows.
 */
static size_t
wrap(const char *text, size_t n, int w,
    void (*fn)(void *, const char *, size_t, int, int), void *arg)
{
	const char *s = text, *end = text + n, *nl;
	size_t rows = 0, len, k, lead;
	int line, indent;

	if (w < 8)
		w = 8;
	for (line = 0; s < end; line++, s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;
		len = (size_t)(nl - s);
		lead = text_hanging(s, len);
		indent = lead < len && (int)lead <= w / 2 ? (int)lead : 0;
		k = app_fit(s, len, w);
		fn(arg, s, k, line, 0);
		rows++;
		for (s += k, len -= k; len > 0; s += k, len -= k) {
			while (len > 0 && *s == ' ')
				s++, len--;
			if (len == 0)
				break;
			k = app_fit(s, len, w - indent);
			fn(arg, s, k, line, indent);
			rows++;
		}
		if (nl == end)
			break;
	}
	return rows;
}

static void
add_row(void *arg, const char *s, size_t len, int line, int indent)
{
	struct lesson_screen *ls = arg;
	struct row *r;

	if ((r = sg_reallocarray(ls->rows, ls->nrows + 1, sizeof *r)) == NULL)
		return;
	ls->rows = r;
	r += ls->nrows++;
	r->s = s;
	r->len = len;
	r->line = ls->flow_line[line];
	r->indent = indent;
}

/* The body with each paragraph on one line (lesson_reflow), and each try
 * and ask line under its label (lesson_line_shown). */
static bool
reflow(struct lesson_screen *ls)
{
	struct sbuf out, shown;
	const char *s, *nl;
	char *flow;

	if (lesson_reflow(ls->lesson.body, &ls->flow, &ls->flow_line) !=
	    SG_OK)
		return false;
	sbuf_init(&out);
	sbuf_init(&shown);
	for (s = ls->flow; (nl = strchr(s, '\n')) != NULL; s = nl + 1) {
		sbuf_reset(&shown);
		if (lesson_line_shown(s, (size_t)(nl - s), &shown))
			sbuf_add(&out, sbuf_str(&shown));
		else
			sbuf_printf(&out, "%.*s", (int)(nl - s), s);
		sbuf_add(&out, "\n");
	}
	sbuf_add(&out, s);
	flow = out.oom || shown.oom ? NULL : sg_strdup(sbuf_str(&out));
	sbuf_free(&out);
	sbuf_free(&shown);
	if (flow == NULL)
		return false;
	free(ls->flow);
	ls->flow = flow;
	return true;
}

/* The body wrapped to the screen's width (again when it changed). */
static void
layout(struct app *a, struct lesson_screen *ls)
{
	int w = a->w - 2;

	if (ls->rows != NULL && ls->rows_width == w)
		return;
	free(ls->rows);
	ls->rows = NULL;
	ls->nrows = 0;
	ls->rows_width = w;
	if (ls->flow == NULL && !reflow(ls))
		return;
	wrap(ls->flow, strlen(ls->flow), w, add_row, ls);
}

/* Drawing a piece of text row by row, each row cleared first. */
struct painter {
	struct app *a;
	int y, x, w;
	enum role role;
	bool draw;
};

static void
paint_row(void *arg, const char *s, size_t len, int line, int indent)
{
	struct painter *p = arg;
	char buf[LESSON_LINE_MAX + 1];

	(void)line;
	if (p->draw && p->y >= 0 && p->y < p->a->h) {
		snprintf(buf, sizeof buf, "%.*s", (int)len, s);
		app_clear_to_eol(p->a, p->y, 0, R_NORMAL);
		app_put(p->a, p->y, p->x + indent, p->role, buf);
	}
	p->y++;
}

/* Paint text (lines ended or parted by '\n') at y in w columns from x;
 * returns its rows (drawn only when draw is set). */
static int
paint(struct app *a, int y, int x, int w, enum role r, const char *text,
    bool draw)
{
	struct painter p = { a, y, x, w, r, draw };

	return (int)wrap(text, strlen(text), w, paint_row, &p);
}

static int box_lines(struct app *a, const struct lesson_screen *ls,
    bool draw);

/* Rows of text between the title and the key line. */
static int
page_lines(struct app *a, const struct lesson_screen *ls)
{
	int n = a->h - 4 - box_lines(a, ls, false);

	return n > 1 ? n : 1;
}

/* The row of the text that try line k starts on. */
static int
try_row(struct app *a, struct lesson_screen *ls, size_t k)
{
	/* The title is line 1 of the file, the body starts on line 2. */
	int line = (int)ls->lesson.tries[k].line - 2;
	size_t i;

	layout(a, ls);
	for (i = 0; i < ls->nrows; i++)
		if (ls->rows[i].line == line)
			return (int)i;
	return 0;
}

/* The try or ask line on body line `line', or ntries. */
static size_t
try_on_line(const struct lesson_screen *ls, int line)
{
	size_t k;

	for (k = 0; k < ls->lesson.ntries; k++)
		if ((int)ls->lesson.tries[k].line - 2 == line)
			return k;
	return ls->lesson.ntries;
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
	free(ls->marks);
	free(ls->rows);
	free(ls->flow);
	free(ls->flow_line);
	lesson_free(&ls->lesson);
	free(ls);
}

/* Keep the marks in the progress file, read afresh so that practice's
 * record written meanwhile stays; its trouble shown. */
static void
marks_save(struct lesson_screen *ls)
{
	struct progress pg;
	char key[64], msg[600];

	if (!lessondir_key(&ls->ref, key, sizeof key))
		return;
	progress_load(&pg, msg, sizeof msg);
	if (msg[0] != '\0')
		snprintf(ls->error, sizeof ls->error, "%s", msg);
	if (progress_set_pupil(&pg, ls->pupil) && progress_lesson_set(&pg, key, ls->marks) &&
	    !progress_save(&pg, msg, sizeof msg))
		snprintf(ls->error, sizeof ls->error, "%s", msg);
	progress_free(&pg);
}

/* The marks kept for this lesson, when they are of this lesson's lines. */
static void
marks_load(struct lesson_screen *ls)
{
	struct progress pg;
	const char *m;
	char key[64], msg[600];

	memset(ls->marks, '-', ls->lesson.ntries);
	ls->marks[ls->lesson.ntries] = '\0';
	if (!lessondir_key(&ls->ref, key, sizeof key))
		return;
	progress_load(&pg, msg, sizeof msg);
	if (msg[0] != '\0')
		snprintf(ls->error, sizeof ls->error, "%s", msg);
	if (progress_set_pupil(&pg, ls->pupil) &&
	    (m = progress_lesson_marks(&pg, key)) != NULL &&
	    strlen(m) == ls->lesson.ntries)
		memcpy(ls->marks, m, ls->lesson.ntries);
	progress_free(&pg);
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
		/* TRANSLATORS: "ask:" is a lesson file's word, keep it. */
		snprintf(ls->error, sizeof ls->error, _("ask: %1$.64s: "
		    "%2$.200s"), ls->lesson.tries[k].words, why.text);
		free(ls->question);
		ls->question = NULL;
		return;
	}
	ls->field[0] = '\0';
	ls->field_len = 0;
	ls->hinted = false;
}

/*
 * Enter on an answer: right or not, and why.  An answer not of the
 * question's form is refused with the reason and stays, to be mended.
 * The first answer of a line is the one kept: answering again, after the
 * answer was shown, does not change the mark.
 */
static void
answer(struct lesson_screen *ls)
{
	struct sg_cause why;
	struct sbuf sb;
	char *mark = &ls->marks[ls->try_cur];
	bool right;

	if (question_check(ls->question, ls->field, &right, &why) != SG_OK) {
		snprintf(ls->error, sizeof ls->error, _("Not an answer: %s."),
		    why.text);
		return;
	}
	sbuf_init(&sb);
	if (right && ls->hinted)
		/* TRANSLATORS: as in practice, where a hint halves the
		 * points, an answer right after a hint is marked apart and
		 * is not counted as right on one's own. */
		sbuf_add(&sb, _("Right, after a hint: it is marked so, and "
		    "not counted as right on your own.  "));
	else if (right)
		sbuf_add(&sb, _("Right.  "));
	else if (why.text[0] != '\0')
		/* TRANSLATORS: %1$s is the answer typed, %2$s a sentence
		 * saying what is wrong in it; the reason of the answer
		 * follows. */
		sbuf_printf(&sb, _("Not right: you said %1$s.  %2$s  The "
		    "answer: "), ls->field, why.text);
	else
		/* TRANSLATORS: the reason of the answer follows. */
		sbuf_printf(&sb, _("Not right: you said %s.  The answer: "),
		    ls->field);
	question_reason(ls->question, &sb);
	if (*mark == 'r')
		sbuf_add(&sb, _("\n(Your first answer counts: it was "
		    "right.)"));
	else if (*mark == 'h')
		sbuf_add(&sb, _("\n(Your first answer counts: it was "
		    "right, after a hint.)"));
	else if (*mark == 'w')
		sbuf_add(&sb, _("\n(Your first answer counts: it was not "
		    "right.)"));
	snprintf(ls->feedback, sizeof ls->feedback, "%s", sbuf_str(&sb));
	snprintf(ls->said, sizeof ls->said, "%s", ls->field);
	sbuf_free(&sb);
	ls->feedback_right = right;
	if (*mark != 'r' && *mark != 'h' && *mark != 'w') {
		*mark = !right ? 'w' : ls->hinted ? 'h' : 'r';
		marks_save(ls);
	}
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
		sbuf_printf(&sb, _("No hint: %s"), why.text);
	snprintf(ls->feedback, sizeof ls->feedback, _("Hint: %s"),
	    sbuf_str(&sb));
	ls->said[0] = '\0';
	ls->hinted = true;
	ls->feedback_right = true;
	sbuf_free(&sb);
}

/* Play try line k over the lesson: its position, who moves first, the
 * computer's level, the rule and whether the winning moves show at every
 * turn, as the line says. */
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
		/* TRANSLATORS: "try:" is a lesson file's word, keep it. */
		snprintf(ls->error, sizeof ls->error, _("try: %1$.64s: "
		    "%2$.200s"), t->words, why.text);
		pos_free(&p);
		return;
	}
	ls->error[0] = '\0';
	play_opts_init(&o);
	o.coach = t->coach;
	o.in_lesson = true;
	o.setup.mode = PLAY_COMPUTER;
	o.setup.level = t->level;
	o.setup.misere = t->misere;
	a->seed = a->seed * 6364136223846793005ULL + 1442695040888963407ULL;
	o.setup.seed = a->seed;
	if (play_start(a, r, &p, t->computer_first ? SIDE_COMPUTER :
	    SIDE_HUMAN, &o, &why) != SG_OK)
		snprintf(ls->error, sizeof ls->error, _("try: %1$.64s: "
		    "%2$.200s"), t->words, why.text);
	else if (ls->marks[k] == '-') {
		ls->marks[k] = 'p';
		marks_save(ls);
	}
	pos_free(&p);
}

/* Choose try line k and scroll it into view, with the text that leads up
 * to it above it. */
static void
choose_try(struct app *a, struct lesson_screen *ls, size_t k)
{
	int row = try_row(a, ls, k), page = page_lines(a, ls);

	ls->try_cur = k;
	if (row < ls->top || row >= ls->top + page)
		ls->top = row - page + 3;
}

/* The mark of a line done: played, right or not. */
static void
draw_mark(struct app *a, int y, int x, char mark)
{
	switch (mark) {
	case 'r':
		/* TRANSLATORS: %s is a sign (a tick, a cross). */
		app_printf(a, y, x, R_GOOD, _("%s right"), app_glyph(a, G_WIN));
		break;
	case 'h':
		/* TRANSLATORS: %s is a sign (a tick). */
		app_printf(a, y, x, R_GOOD, _("%s right, after a hint"),
		    app_glyph(a, G_WIN));
		break;
	case 'w':
		app_printf(a, y, x, R_ERROR, _("%s not right"),
		    app_glyph(a, G_LOSE));
		break;
	case 'p':
		app_put(a, y, x, R_DIM, _("(played)"));
		break;
	}
}

static void
draw_text(struct app *a, struct lesson_screen *ls)
{
	char buf[LESSON_LINE_MAX + 1];
	int y, page = page_lines(a, ls), n, cols;
	size_t i, k;
	const struct row *rw;
	enum role r;

	layout(a, ls);
	n = (int)ls->nrows;
	if (ls->top > n - page)
		ls->top = n - page;
	if (ls->top < 0)
		ls->top = 0;
	for (i = (size_t)ls->top; i < ls->nrows; i++) {
		y = 1 + (int)i - ls->top;
		if (y >= 1 + page)
			break;
		rw = &ls->rows[i];
		snprintf(buf, sizeof buf, "%.*s", (int)rw->len, rw->s);
		k = try_on_line(ls, rw->line);
		r = R_NORMAL;
		if (k < ls->lesson.ntries) {
			r = k == ls->try_cur ? R_CURSOR : R_TITLE;
			app_hit(a, y, 1, text_nwidth(rw->s, rw->len), k, 0,
			    HIT_UNIT);
		}
		cols = app_put(a, y, 1 + rw->indent, r, buf);
		if (k < ls->lesson.ntries && (i + 1 == ls->nrows ||
		    ls->rows[i + 1].line != rw->line))
			draw_mark(a, y, 2 + rw->indent + cols, ls->marks[k]);
	}
}

enum {
	BANNER_LINES = FONT_HEIGHT + 1,	/* block text and a gap */
	TEXT_KEPT = 3			/* rows of the text kept above */
};

/* Block text at (y, x) in at most w columns, its start left out where
 * it is wider. */
static void
big_fitted(struct app *a, int y, int x, int w, enum role r, const char *s)
{
	while (*s != '\0' && font_text(a, 0, 0, r, s, false) > w) {
		s++;
		while ((*s & 0xc0) == 0x80)
			s++;
	}
	font_text(a, y, x, r, s, true);
}

/* Projector mode: the block text of the box (the answer typed, or the
 * verdict with the answer given), drawn at y when draw is set.  Returns
 * its lines; 0 when there is none; negative, the lines of a note saying
 * it is written at the normal size, where n lines of the box leave less
 * than TEXT_KEPT rows of the text. */
static int
big_answer(struct app *a, const struct lesson_screen *ls, int y, int n,
    bool draw)
{
	char text[sizeof ls->said + 16];
	int w = a->w - 4;

	if (!a->big || (ls->question == NULL && ls->said[0] == '\0'))
		return 0;
	if (a->h - 4 - n - BANNER_LINES < TEXT_KEPT) {
		snprintf(text, sizeof text, _("Projector mode: the answer is "
		    "written at the normal size; drawn big it needs %d "
		    "lines."), 4 + n + BANNER_LINES + TEXT_KEPT);
		return -paint(a, y, 1, w, R_DIM, text, draw);
	}
	if (!draw)
		return BANNER_LINES;
	if (ls->question != NULL) {
		big_fitted(a, y, 3, w, R_TITLE, ls->field);
		return BANNER_LINES;
	}
	snprintf(text, sizeof text, "%s  %s", ls->feedback_right ? "\u2713" :
	    "\u2717", ls->said);
	if (font_text(a, 0, 0, R_NORMAL, text, false) > w)
		snprintf(text, sizeof text, "%s", ls->feedback_right ?
		    "\u2713" : "\u2717");
	font_text(a, y, 3, ls->feedback_right ? R_GOOD : R_ERROR, text, true);
	return BANNER_LINES;
}

/* The question and the answer being typed, or the feedback after an
 * answer, under the text: drawn when draw is set; returns its lines. */
static int
box_lines(struct app *a, const struct lesson_screen *ls, bool draw)
{
	int y = 0, n = 0, w = a->w - 4, big, k;
	struct sbuf sb, field;

	if (ls->question == NULL && ls->feedback[0] == '\0')
		return 0;
	sbuf_init(&sb);
	sbuf_init(&field);
	if (ls->question != NULL) {
		question_prompt(ls->question, &sb);
		/* TRANSLATORS: the form of the answer, then what is
		 * typed. */
		sbuf_printf(&field, _("Your answer (%1$s): %2$s"),
		    question_form(ls->question), ls->field);
	}
	/* Drawn from the bottom up: count first. */
	n = 1 + (ls->question != NULL ? paint(a, 0, 1, w, R_TITLE,
	    sbuf_str(&sb), false) + paint(a, 0, 1, w, R_CURSOR,
	    sbuf_str(&field), false) : 0) + (ls->feedback[0] != '\0' ?
	    paint(a, 0, 1, w, R_GOOD, ls->feedback, false) : 0);
	big = big_answer(a, ls, 0, n, false);
	n += big > 0 ? big : -big;
	if (draw) {
		y = a->h - 3 - n;
		app_clear_to_eol(a, y++, 0, R_NORMAL);
		if (ls->question != NULL) {
			y += paint(a, y, 1, w, R_TITLE, sbuf_str(&sb), true);
			y += paint(a, y, 1, w, R_CURSOR, sbuf_str(&field),
			    true);
		}
		if (big > 0) {
			/* Rows of the text may stand there: cleared. */
			for (k = 0; k < big; k++)
				app_clear_to_eol(a, y + k, 0, R_NORMAL);
			y += big_answer(a, ls, y, n - big, true);
		}
		if (ls->feedback[0] != '\0')
			y += paint(a, y, 1, w, ls->feedback_right ? R_GOOD :
			    R_ERROR, ls->feedback, true);
		if (big < 0)
			big_answer(a, ls, y, n + big, true);
	}
	sbuf_free(&sb);
	sbuf_free(&field);
	return n;
}

/* TRANSLATORS: the keys of a lesson, on one line of 80 columns with
 * two blanks between them; the key names stay as they are. */
static const char *const asking_keys[] = {
	N_("Type the answer"), N_("h hint"), N_("Enter check it"),
	N_("Esc back to the text"),
};
static const char *const reading_keys[] = {
	N_("Up/Down Tab choose a line"), N_("PgUp/PgDn scroll"),
	N_("Enter play or answer"), N_("Esc lessons"),
};

/* A line of keys, translated. */
static void
keys_line(struct app *a, int y, const char *const keys[4])
{
	const char *shown[4];
	size_t i;

	for (i = 0; i < 4; i++)
		shown[i] = _(keys[i]);
	app_keys(a, y, shown, 4, 2);
}

static void
lesson_draw(struct app *a, void *data)
{
	struct lesson_screen *ls = data;
	const struct lesson *l = &ls->lesson;
	const struct lesson_try *t = &l->tries[ls->try_cur];
	int row = try_row(a, ls, ls->try_cur), page = page_lines(a, ls);
	struct sbuf status;

	/* The chosen line stays in view above a question or an answer. */
	if (box_lines(a, ls, false) > 0 && row >= ls->top + page)
		ls->top = row - page + 1;
	if (box_lines(a, ls, false) > 0 && row < ls->top)
		ls->top = row;
	if (ls->ref.teacher)
		app_printf(a, 0, 1, R_TITLE, _("Lesson: %s  (the teacher's)"),
		    l->title);
	else
		app_printf(a, 0, 1, R_TITLE, _("Lesson: %s"), l->title);
	draw_text(a, ls);
	box_lines(a, ls, true);
	app_clear_to_eol(a, a->h - 3, 0, R_NORMAL);
	if (ls->error[0] != '\0')
		app_put(a, a->h - 3, 1, R_ERROR, ls->error);
	app_clear_to_eol(a, a->h - 2, 0, R_NORMAL);
	keys_line(a, a->h - 2, ls->question != NULL ? asking_keys :
	    reading_keys);
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	/* The status line: the lesson's name and the chosen line as the
	 * file writes it ("try" and "ask" are the file's words). */
	sbuf_init(&status);
	/* TRANSLATORS: the status line of a lesson: its name (as the
	 * command line writes it), then the line chosen. */
	sbuf_printf(&status, _("lesson | %s | "), ls->ref.name);
	if (t->ask && t->computer_first)
		/* TRANSLATORS: "ask" and "try" are words of a lesson file,
		 * keep them; then the line's number, how many there are,
		 * and the line. */
		sbuf_printf(&status, _("ask %1$zu of %2$zu: %3$s (the "
		    "computer first)"), ls->try_cur + 1, l->ntries, t->words);
	else if (t->ask)
		sbuf_printf(&status, _("ask %1$zu of %2$zu: %3$s"),
		    ls->try_cur + 1, l->ntries, t->words);
	else if (t->computer_first)
		sbuf_printf(&status, _("try %1$zu of %2$zu: %3$s (the "
		    "computer first)"), ls->try_cur + 1, l->ntries, t->words);
	else
		sbuf_printf(&status, _("try %1$zu of %2$zu: %3$s"),
		    ls->try_cur + 1, l->ntries, t->words);
	app_status(a, sbuf_str(&status));
	sbuf_free(&status);
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
	"lesson", 40, 12, lesson_draw, lesson_key, NULL, NULL,
	lesson_screen_free, NULL
};

bool
lesson_open(struct app *a, const struct lesson_ref *ref, const char *pupil,
    char *err, size_t len)
{
	struct lesson_screen *ls;

	if ((ls = sg_calloc(1, sizeof *ls)) == NULL) {
		snprintf(err, len, "%s", strerror(ENOMEM));
		return false;
	}
	if (lessondir_load(ref, &ls->lesson, err, len) != 0) {
		free(ls);
		return false;
	}
	ls->ref = *ref;
	if (pupil != NULL && progress_name_ok(pupil))
		snprintf(ls->pupil, sizeof ls->pupil, "%s", pupil);
	if ((ls->marks = malloc(ls->lesson.ntries + 1)) == NULL) {
		lesson_free(&ls->lesson);
		free(ls);
		snprintf(err, len, "%s", strerror(ENOMEM));
		return false;
	}
	marks_load(ls);
	app_push(a, &scr_lesson, ls);
	return true;
}
