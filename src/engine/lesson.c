/*
 * lesson.c: reading lessons (lesson.h).  The reader goes on past a fault,
 * so that a teacher's check lists every one of them at once.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "lesson.h"
#include "misere.h"
#include "question.h"
#include "text.h"
#include "engine/words.h"

static const char title_key[] = "title: ", try_key[] = "try: ",
    ask_key[] = "ask: ";

void
lesson_free(struct lesson *l)
{
	size_t i;

	for (i = 0; i < l->ntries; i++)
		free(l->tries[i].words);
	free(l->tries);
	free(l->title);
	free(l->body);
	memset(l, 0, sizeof *l);
}

/* A copy of s[0..n-1], NUL-terminated. */
static char *
copy_n(const char *s, size_t n)
{
	char *t = malloc(n + 1);

	if (t != NULL) {
		memcpy(t, s, n);
		t[n] = '\0';
	}
	return t;
}

bool
lesson_line_shown(const char *s, size_t n, struct sbuf *out)
{
	char words[LESSON_LINE_MAX + 1];
	size_t k = 4;

	if (n < 4 || (memcmp(s, try_key, 4) != 0 &&
	    memcmp(s, ask_key, 4) != 0))
		return false;
	while (k < n && s[k] == ' ')
		k++;
	if (n - k > LESSON_LINE_MAX)
		n = k + LESSON_LINE_MAX;
	memcpy(words, s + k, n - k);
	words[n - k] = '\0';
	if (s[0] == 'a')
		/* TRANSLATORS: a question of a lesson, as its line reads
		 * (its kind and position in the words of the command
		 * line: "outcome nim 2 5 7"); the pupil chooses it to
		 * answer. */
		sbuf_printf(out, W_("ask: %s"), words);
	else
		/* TRANSLATORS: a position of a lesson to play, in the
		 * words of the command line ("nim 4 4 --first computer");
		 * the pupil chooses it to play it. */
		sbuf_printf(out, W_("try: %s"), words);
	return true;
}

/* What the reader gathers: the lesson, and each fault told as it is
 * found. */
struct reader {
	struct lesson *l;
	lesson_fault_fn *fault;
	void *arg;
	size_t nfaults;
	struct sbuf body;
	bool oom;
};

static void
fault(struct reader *rd, size_t no, const char *reason)
{
	rd->fault(rd->arg, no, reason);
	rd->nfaults++;
}

/* Is line no (s[0..n-1]) UTF-8 text, not too long?  A fault if not. */
static bool
check_line(struct reader *rd, const char *s, size_t n, size_t no)
{
	const unsigned char *u = (const unsigned char *)s;
	char reason[256];
	uint32_t cp;
	size_t i, k;

	if (n > LESSON_LINE_MAX) {
		snprintf(reason, sizeof reason, W_("longer than %d bytes"),
		    LESSON_LINE_MAX);
		fault(rd, no, reason);
		return false;
	}
	for (i = 0; i < n; i += k) {
		if ((k = text_decode(s + i, n - i, &cp)) == 0) {
			snprintf(reason, sizeof reason, W_("not UTF-8 text "
			    "(byte 0x%1$02x in column %2$zu)"), u[i], i + 1);
			fault(rd, no, reason);
			return false;
		}
		if ((u[i] < 0x20 && u[i] != '\t') || u[i] == 0x7f) {
			snprintf(reason, sizeof reason, W_("a control "
			    "character (0x%1$02x in column %2$zu), not text"),
			    u[i], i + 1);
			fault(rd, no, reason);
			return false;
		}
	}
	return true;
}

/* The words of a try line into t: its own options taken off (anywhere
 * among the words), the rest kept for the game.  Returns SG_OK, or
 * SG_EINVAL with the reason. */
static int
try_options(struct lesson_try *t, const char *words, struct sg_cause *why)
{
	struct sbuf rest;
	char *copy, **argv;
	int argc, i, rc;

	if ((rc = sg_split(words, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	sbuf_init(&rest);
	for (i = 0; i < argc && rc == SG_OK; i++) {
		if (strcmp(argv[i], "--hints") == 0)
			t->coach = true;
		else if (strcmp(argv[i], "--misere") == 0)
			t->misere = true;
		else if (strcmp(argv[i], "--first") == 0) {
			if (i + 1 < argc && (strcmp(argv[i + 1], "you") == 0 ||
			    strcmp(argv[i + 1], "computer") == 0))
				t->computer_first = argv[++i][0] == 'c';
			else
				rc = sg_fail(why, SG_EINVAL, W_("--first is "
				    "followed by you or computer"));
		} else if (strcmp(argv[i], "--level") == 0) {
			if (i + 1 == argc)
				rc = sg_fail(why, SG_EINVAL, W_("--level is "
				    "followed by perfect, strong, casual or "
				    "beginner"));
			else
				rc = strategy_level_parse(argv[++i], &t->level,
				    why);
		} else
			sbuf_printf(&rest, "%s%s", rest.len > 0 ? " " : "",
			    argv[i]);
	}
	free(argv);
	free(copy);
	if (rc == SG_OK && rest.len == 0)
		rc = sg_fail(why, SG_EINVAL, W_("a try line names a game and a "
		    "position"));
	if (rc == SG_OK && (rest.oom ||
	    (t->words = copy_n(rest.s, rest.len)) == NULL))
		rc = sg_nomem(why);
	sbuf_free(&rest);
	return rc;
}

/* Open a try line's position as the game would, and under --misere see
 * that misere play of it can be worked out. */
static int
try_check(const struct lesson_try *t, struct sg_cause *why)
{
	struct rules *r;
	struct solution sol;
	struct pos p;
	int rc;

	pos_init(&p);
	if ((rc = lesson_try_open(t->words, &r, &p, why)) != SG_OK) {
		pos_free(&p);
		return rc;
	}
	if (t->misere) {
		solution_init(&sol, 1);
		if (misere_solve(r, &p, &sol, why) != SG_OK) {
			char text[sizeof why->text];

			snprintf(text, sizeof text, "%s", why->text);
			rc = sg_fail(why, SG_EINVAL, W_("--misere: %s"), text);
		}
		solution_free(&sol);
	}
	rules_free(r);
	pos_free(&p);
	return rc;
}

/* A try or ask line (s[0..n-1], its key included): its words, checked;
 * a fault if they are not right. */
static void
add_try(struct reader *rd, const char *s, size_t n, size_t no, bool ask)
{
	struct lesson *l = rd->l;
	struct lesson_try *t, one;
	struct question q;
	struct sg_cause why;
	size_t k = ask ? sizeof ask_key - 1 : sizeof try_key - 1;
	char *words;
	size_t i;
	int rc;

	memset(&one, 0, sizeof one);
	one.line = no;
	one.ask = ask;
	/* (The text is not NUL-terminated: its last line may end it.) */
	for (i = k; i < n && (s[i] == ' ' || s[i] == '\t'); i++)
		;
	if (i == n) {
		/* TRANSLATORS: "ask" and "try" are keywords of a lesson
		 * file: keep them as they are. */
		fault(rd, no, ask ? W_("an ask line names a kind of question "
		    "and what it asks about") : W_("a try line names a game "
		    "and a position"));
		return;
	}
	if ((words = copy_n(s + k, n - k)) == NULL) {
		rd->oom = true;
		return;
	}
	if (ask) {
		one.words = words;
		words = NULL;
		rc = question_open(one.words, &q, &why);
		if (rc == SG_OK)
			question_free(&q);
	} else if ((rc = try_options(&one, words, &why)) == SG_OK)
		rc = try_check(&one, &why);
	free(words);
	if (rc == SG_ENOMEM)
		rd->oom = true;
	if (rc != SG_OK) {
		fault(rd, no, why.text);
		free(one.words);
		return;
	}
	if ((t = sg_reallocarray(l->tries, l->ntries + 1, sizeof *t)) ==
	    NULL) {
		free(one.words);
		rd->oom = true;
		return;
	}
	l->tries = t;
	t[l->ntries++] = one;
}

/* A line after the title: kept in the body (tabs as blanks), and a try
 * or ask line read. */
static void
body_line(struct reader *rd, const char *s, size_t n, size_t no)
{
	size_t i;

	for (i = 0; i < n; i++)
		sbuf_addc(&rd->body, s[i] == '\t' ? ' ' : s[i]);
	sbuf_addc(&rd->body, '\n');
	if (n >= sizeof try_key - 1 &&
	    memcmp(s, try_key, sizeof try_key - 1) == 0)
		add_try(rd, s, n, no, false);
	else if (n >= sizeof ask_key - 1 &&
	    memcmp(s, ask_key, sizeof ask_key - 1) == 0)
		add_try(rd, s, n, no, true);
	else if (n == 4 && (memcmp(s, "try:", 4) == 0 ||
	    memcmp(s, "ask:", 4) == 0))
		add_try(rd, s[0] == 'a' ? ask_key : try_key, 5, no,
		    s[0] == 'a');
}

static void
read_lines(struct reader *rd, const char *text, size_t len)
{
	const char *s = text, *end = text + len, *nl;
	size_t no, n, k = sizeof title_key - 1;

	for (no = 1; s < end; no++, s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;	/* a last line without its newline */
		n = (size_t)(nl - s);
		if (n > 0 && s[n - 1] == '\r')
			n--;	/* a line ending of another system */
		if (!check_line(rd, s, n, no))
			continue;
		if (no > 1) {
			body_line(rd, s, n, no);
			continue;
		}
		if (n <= k || memcmp(s, title_key, k) != 0)
			/* TRANSLATORS: "title:" is a keyword of a lesson
			 * file: keep it. */
			fault(rd, 1, W_("expected \"title: TITLE\""));
		else if ((rd->l->title = copy_n(s + k, n - k)) == NULL)
			rd->oom = true;
	}
	if (len == 0)
		fault(rd, 1, W_("the lesson is empty"));
	else if (rd->l->ntries == 0 && rd->nfaults == 0)
		fault(rd, no - 1, W_("nothing to try or ask"));
}

/* Read text into l, each fault told to fault(arg, ...); returns their
 * count. */
static size_t
read_lesson(const char *text, size_t len, struct lesson *l,
    lesson_fault_fn *fn, void *arg, bool *oom)
{
	struct reader rd;

	memset(l, 0, sizeof *l);
	memset(&rd, 0, sizeof rd);
	rd.l = l;
	rd.fault = fn;
	rd.arg = arg;
	sbuf_init(&rd.body);
	read_lines(&rd, text, len);
	*oom = rd.oom || rd.body.oom;
	if (rd.nfaults == 0 && !*oom) {
		l->body = rd.body.s != NULL ? rd.body.s : copy_n("", 0);
		*oom = l->body == NULL;
	} else
		sbuf_free(&rd.body);
	if (rd.nfaults > 0 || *oom)
		lesson_free(l);
	return rd.nfaults;
}

/* The first fault of a lesson: its line and reason. */
struct first_fault {
	size_t line;
	char reason[sizeof ((struct sg_cause *)0)->text];
};

static void
keep_first(void *arg, size_t line, const char *reason)
{
	struct first_fault *f = arg;

	if (f->line == 0) {
		f->line = line;
		snprintf(f->reason, sizeof f->reason, "%s", reason);
	}
}

int
lesson_parse(const char *text, size_t len, struct lesson *l,
    struct sg_cause *why)
{
	struct first_fault first = { 0, "" };
	bool oom;

	if (read_lesson(text, len, l, keep_first, &first, &oom) > 0)
		/* TRANSLATORS: a fault of a lesson file: the number of its
		 * line, the reason. */
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: %2$s"),
		    first.line, first.reason);
	return oom ? sg_nomem(why) : SG_OK;
}

size_t
lesson_check(const char *text, size_t len, lesson_fault_fn *fn, void *arg)
{
	struct lesson l;
	bool oom;
	size_t n = read_lesson(text, len, &l, fn, arg, &oom);

	lesson_free(&l);
	if (oom && n == 0) {
		fn(arg, 1, W_("out of memory"));
		n = 1;
	}
	return n;
}

int
lesson_try_open(const char *words, struct rules **rules, struct pos *out,
    struct sg_cause *why)
{
	return game_parse_words(words, rules, out, why);
}

bool
lesson_index_next(const char **s, char *name, size_t len)
{
	const char *nl;
	size_t n;

	for (; **s != '\0'; *s = nl) {
		nl = strchr(*s, '\n');
		n = nl != NULL ? (size_t)(nl - *s) : strlen(*s);
		nl = nl != NULL ? nl + 1 : *s + n;
		if (n == 0 || n >= len)
			continue;
		memcpy(name, *s, n);
		name[n] = '\0';
		*s = nl;
		return true;
	}
	return false;
}
