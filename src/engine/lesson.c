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
    ask_key[] = "ask: ", check_key[] = "check: ";

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
	bool verify;		/* check lines are verified (lesson_check) */
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

/*
 * A check line (s[0..n-1], its key included): `check: QUESTION = ANSWER`,
 * a question of an ask line and the answer the text states, which must
 * be the engine's.  It is verified only when the lesson is checked (the
 * engine may take a while); the reader never sees it.
 */
static void
check_claim(struct reader *rd, const char *s, size_t n, size_t no)
{
	struct question q;
	struct sg_cause why;
	char *words, *eq, *answer;
	bool right = false;
	int rc;

	if ((words = copy_n(s + sizeof check_key - 1, n - (sizeof check_key -
	    1))) == NULL) {
		rd->oom = true;
		return;
	}
	if ((eq = strrchr(words, '=')) == NULL) {
		/* TRANSLATORS: "check" is a keyword of a lesson file, and
		 * QUESTION and ANSWER say what follows it: keep "check". */
		fault(rd, no, W_("a check line is \"check: QUESTION = "
		    "ANSWER\", a question as an ask line puts it and the "
		    "answer the text gives"));
		free(words);
		return;
	}
	*eq = '\0';
	for (answer = eq + 1; *answer == ' '; answer++)
		;
	rc = question_open(words, &q, &why);
	if (rc == SG_OK) {
		char said[sizeof why.text];

		snprintf(said, sizeof said, "%s", answer);
		rc = question_check(&q, said, &right, &why);
		if (rc == SG_OK && !right) {
			struct sbuf engine;

			sbuf_init(&engine);
			question_answer(&q, &engine);
			/* TRANSLATORS: a check line of a lesson states an
			 * answer the engine does not give: the answer
			 * stated, then the engine's. */
			rc = sg_fail(&why, SG_EINVAL, W_("the text says "
			    "%1$.80s, the engine %2$.80s"), said,
			    sbuf_str(&engine));
			sbuf_free(&engine);
		}
		question_free(&q);
	}
	if (rc == SG_ENOMEM)
		rd->oom = true;
	else if (rc != SG_OK)
		fault(rd, no, why.text);
	free(words);
}

/* A line after the title: kept in the body (tabs as blanks), and a try
 * or ask line read; a check line is not shown. */
static void
body_line(struct reader *rd, const char *s, size_t n, size_t no)
{
	size_t i;

	if (n >= sizeof check_key - 1 &&
	    memcmp(s, check_key, sizeof check_key - 1) == 0) {
		if (rd->verify)
			check_claim(rd, s, n, no);
		return;
	}
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

/*
 * A line of markup typed with an input method: its keyword's letters or
 * its colon full-width ("try：nim 3 4 5", "ａｓｋ: ...").  Is s[0..n) one?
 * *key gets the bytes of its head (keyword and colon, and the blanks
 * after them, an ideographic space among them).
 */
static bool
wide_markup(const char *s, size_t n, size_t *key)
{
	size_t i = 0, len;
	bool wide = false;
	uint32_t cp;

	while (i < n && (len = text_decode(s + i, n - i, &cp)) > 0 &&
	    ((cp >= 'a' && cp <= 'z') || (cp >= 0xff41 && cp <= 0xff5a))) {
		wide |= cp > 0x7f;
		i += len;
	}
	if (i == 0 || i > 40 || i >= n)
		return false;
	if (s[i] == ':')
		i++;
	else if (n - i >= 3 && memcmp(s + i, "\xef\xbc\x9a", 3) == 0) {
		i += 3;		/* U+FF1A, the full-width colon */
		wide = true;
	} else
		return false;
	while (i < n && (s[i] == ' ' || (n - i >= 3 &&
	    memcmp(s + i, "\xe3\x80\x80", 3) == 0)))
		i += s[i] == ' ' ? 1 : 3;
	*key = i;
	return wide;
}

/*
 * Line no (s[0..n)) as the reader reads it: a line of markup typed
 * full-width (wide_markup) with its keyword folded ("try: ", "ask: ",
 * "title: ") and a try or ask line's words folded too (text_fold), in
 * *out (the caller frees it; NULL when s is read as it is).  A keyword
 * the reader does not know before a full-width colon is a fault: such a
 * line is never taken for text silently.  Returns 1 when s is to be read
 * (as it is or as *out), 0 after a fault, -1 when out of memory.
 */
static int
fold_markup(struct reader *rd, const char *s, size_t n, size_t no,
    char **out)
{
	static const char *const keys[] = { try_key, ask_key, title_key };
	char *head, *word, *rest = NULL, reason[256];
	size_t k, i, len;

	*out = NULL;
	if (!wide_markup(s, n, &k))
		return 1;
	if ((head = copy_n(s, k)) == NULL)
		return -1;
	word = text_fold(head);
	free(head);
	if (word == NULL)
		return -1;
	len = strcspn(word, ":");
	for (i = 0; i < sizeof keys / sizeof keys[0]; i++)
		if (strlen(keys[i]) == len + 2 && memcmp(word, keys[i],
		    len) == 0)
			break;
	if (i == sizeof keys / sizeof keys[0] || (i == 2) != (no == 1)) {
		/* TRANSLATORS: a lesson's line starts with a word and a
		 * full-width colon; "try:" and "ask:" are keywords of a
		 * lesson file: keep them as they are. */
		snprintf(reason, sizeof reason, W_("\"%.*s\" with a "
		    "full-width colon: not a keyword of a lesson (a line to "
		    "try starts with try:, a question with ask:)"), (int)k,
		    s);
		fault(rd, no, reason);
		free(word);
		return 0;
	}
	head = copy_n(s + k, n - k);
	if (head != NULL && i < 2) {
		rest = text_fold(head);
		free(head);
	} else
		rest = head;
	if (rest != NULL && (*out = malloc(strlen(keys[i]) + strlen(rest) +
	    1)) != NULL)
		sprintf(*out, "%s%s", keys[i], rest);
	free(word);
	free(rest);
	return *out != NULL ? 1 : -1;
}

/* Line no (s[0..n)): the title, or a line of the body. */
static void
read_line(struct reader *rd, const char *s, size_t n, size_t no)
{
	size_t k = sizeof title_key - 1;

	if (no > 1) {
		body_line(rd, s, n, no);
		return;
	}
	if (n <= k || memcmp(s, title_key, k) != 0)
		/* TRANSLATORS: "title:" is a keyword of a lesson file:
		 * keep it. */
		fault(rd, 1, W_("expected \"title: TITLE\""));
	else if ((rd->l->title = copy_n(s + k, n - k)) == NULL)
		rd->oom = true;
}

static void
read_lines(struct reader *rd, const char *text, size_t len)
{
	const char *s = text, *end = text + len, *nl;
	size_t no, n;
	char *folded;
	int rc;

	/* A byte order mark, as Notepad writes at the start of UTF-8. */
	if (len >= 3 && memcmp(s, "\xef\xbb\xbf", 3) == 0)
		s += 3;
	for (no = 1; s < end; no++, s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;	/* a last line without its newline */
		n = (size_t)(nl - s);
		if (n > 0 && s[n - 1] == '\r')
			n--;	/* a line ending of another system */
		if (!check_line(rd, s, n, no))
			continue;
		if ((rc = fold_markup(rd, s, n, no, &folded)) <= 0) {
			rd->oom |= rc < 0;
			continue;
		}
		if (folded != NULL) {
			read_line(rd, folded, strlen(folded), no);
			free(folded);
		} else
			read_line(rd, s, n, no);
	}
	if (len == 0)
		fault(rd, 1, W_("the lesson is empty"));
	else if (rd->l->ntries == 0 && rd->nfaults == 0)
		fault(rd, no - 1, W_("nothing to try or ask"));
}
/* Is line s[0..n-1] of a paragraph: text from its first column, not a
 * try or ask line? */
static bool
prose(const char *s, size_t n)
{
	return n > 0 && s[0] != ' ' && !(n >= 4 &&
	    (memcmp(s, "try:", 4) == 0 || memcmp(s, "ask:", 4) == 0));
}

/* Does s[0..n-1] begin with a wide (Chinese, Japanese) character? */
static bool
wide_at(const char *s, size_t n)
{
	uint32_t cp;

	return text_decode(s, n, &cp) > 0 && text_cp_width(cp) == 2;
}

/* Does s[0..n-1] end with one? */
static bool
wide_before(const char *s, size_t n)
{
	size_t i = text_prev(s, n);

	return n > 0 && wide_at(s + i, n - i);
}

/* Does s[0..n-1] end with a word's hyphen ("nim-", a word the line's end
 * split), not a dash standing alone? */
static bool
hyphen_before(const char *s, size_t n)
{
	return n >= 2 && s[n - 1] == '-' && ((s[n - 2] >= 'a' &&
	    s[n - 2] <= 'z') || (s[n - 2] >= 'A' && s[n - 2] <= 'Z'));
}

int
lesson_reflow(const char *body, char **flow, int **first)
{
	const char *s = body, *nl;
	size_t n = strlen(s), lines = 1, len;
	char *out;
	int line = 0, k = 0;
	bool before = false, now;

	for (len = 0; len < n; len++)
		lines += s[len] == '\n';
	*flow = malloc(n + 1);
	*first = sg_calloc(lines, sizeof (int));
	if (*flow == NULL || *first == NULL) {
		free(*flow);
		free(*first);
		*flow = NULL;
		*first = NULL;
		return SG_ENOMEM;
	}
	out = *flow;
	for (; *s != '\0'; s = nl + 1, line++) {
		nl = strchr(s, '\n');
		len = (size_t)(nl - s);
		now = prose(s, len);
		if (now && before && (wide_at(s, len) ||
		    wide_before(*flow, (size_t)(out - 1 - *flow)) ||
		    hyphen_before(*flow, (size_t)(out - 1 - *flow))))
			out--;		/* Chinese or Japanese, or "nim-" and
					   "sum": no blank */
		else if (now && before)
			out[-1] = ' ';	/* the line goes on the one before */
		else
			(*first)[k++] = line;
		memcpy(out, s, len);
		out += len;
		*out++ = '\n';
		before = now;
	}
	*out = '\0';
	return SG_OK;
}

/* Read text into l, each fault told to fault(arg, ...); returns their
 * count. */
static size_t
read_lesson(const char *text, size_t len, struct lesson *l,
    lesson_fault_fn *fn, void *arg, bool verify, bool *oom)
{
	struct reader rd;

	memset(l, 0, sizeof *l);
	memset(&rd, 0, sizeof rd);
	rd.verify = verify;
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

	if (read_lesson(text, len, l, keep_first, &first, false, &oom) > 0)
		/* TRANSLATORS: a fault of a lesson file: the number of its
		 * line, the reason. */
		return sg_fail(why, SG_EINVAL, W_("line %1$zu: %2$s"),
		    first.line, first.reason);
	return oom ? sg_nomem(why) : SG_OK;
}

/* Every fault of text, told to fn; the check lines verified or not. */
static size_t
faults_of(const char *text, size_t len, lesson_fault_fn *fn, void *arg,
    bool verify)
{
	struct lesson l;
	bool oom;
	size_t n = read_lesson(text, len, &l, fn, arg, verify, &oom);

	lesson_free(&l);
	if (oom && n == 0) {
		fn(arg, 1, W_("out of memory"));
		n = 1;
	}
	return n;
}

size_t
lesson_check_form(const char *text, size_t len, lesson_fault_fn *fn,
    void *arg)
{
	return faults_of(text, len, fn, arg, false);
}

size_t
lesson_check(const char *text, size_t len, lesson_fault_fn *fn, void *arg)
{
	return faults_of(text, len, fn, arg, true);
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
