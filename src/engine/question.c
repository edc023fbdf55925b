/*
 * question.c: a lesson's questions (question.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "misere.h"
#include "question.h"
#include "sg.h"
#include "engine/words.h"

static const char *const kind_names[] = {
	[ASK_OUTCOME] = "outcome", [ASK_VALUE] = "value", [ASK_LOST] = "lost",
	[ASK_MEX] = "mex", [ASK_NIMSUM] = "nimsum", [ASK_TABLE] = "table",
	[ASK_MOVES] = "moves", [ASK_PERIOD] = "period",
};

/* The solution of a moves question lists every winning move up to this
 * many; a position with more is refused. */
enum { MOVES_MAX = 24 };

static bool
has_ex(enum ask_kind k)
{
	return k == ASK_OUTCOME || k == ASK_VALUE || k == ASK_MOVES;
}

void
question_free(struct question *q)
{
	if (has_ex(q->kind))
		ex_free(&q->ex);
	rules_free(q->rules);
	memset(q, 0, sizeof *q);
}

/* The numbers of argv[0..argc-1] into q->num. */
static int
read_numbers(struct question *q, int argc, char *const argv[],
    struct sg_cause *why)
{
	int i;

	if (argc == 0)
		/* TRANSLATORS: "ask %s" is a line of a lesson file, %s the
		 * kind of question as written there (lost, table); keep
		 * both as they are. */
		return sg_fail(why, SG_EINVAL, W_("ask %s: no numbers"),
		    kind_names[q->kind]);
	if (argc > QUESTION_NUMBERS)
		/* TRANSLATORS: "ask %1$s" is a line of a lesson file, %1$s
		 * the kind of question as written there; keep both. */
		return sg_fail(why, SG_EINVAL, W_("ask %1$s: at most %2$d "
		    "numbers"), kind_names[q->kind], QUESTION_NUMBERS);
	for (i = 0; i < argc; i++)
		if (sg_parse_u64(argv[i], sg_max_u63(), W_("a number"),
		    &q->num[i],
		    why) != SG_OK)
			return SG_EINVAL;
	q->n = (size_t)argc;
	return SG_OK;
}

/* period GAME [OPTIONS]: the proven preperiod and period. */
static int
open_period(struct question *q, int argc, struct sg_cause *why)
{
	const struct game *g = q->rules->game;
	struct sg_cause how;
	int rc;

	if (argc > 0)
		/* TRANSLATORS: "ask period" is a line of a lesson file, as
		 * written there. */
		return sg_fail(why, SG_EINVAL, W_("ask period: the game and "
		    "its options only, no heaps"));
	how.text[0] = '\0';
	if (g->heaps.period == NULL)
		/* TRANSLATORS: "ask period" is a line of a lesson file; %s a
		 * game's name as typed. */
		return sg_fail(why, SG_EINVAL, W_("ask period: %s has no "
		    "period to find"), g->name);
	if ((rc = g->heaps.period(q->rules, 0, &q->num[0], &q->num[1],
	    &how)) != SG_OK)
		return sg_fail(why, rc == SG_ENOMEM ? SG_ENOMEM : SG_EINVAL,
		    "ask period: %s", how.text);
	snprintf(q->note, sizeof q->note, "%s", how.text);
	q->n = 2;
	return SG_OK;
}

/* Take the word --misere off the end of words into q->misere: the words
 * left, a copy to free, or NULL when out of memory. */
static char *
take_misere(struct question *q, const char *words)
{
	char *w = strdup(words), *end;
	size_t n;

	if (w == NULL)
		return NULL;
	n = strlen(w);
	while (n > 0 && w[n - 1] == ' ')
		w[--n] = '\0';
	if ((end = strrchr(w, ' ')) != NULL &&
	    strcmp(end + 1, "--misere") == 0) {
		*end = '\0';
		q->misere = true;
	}
	return w;
}

/* moves GAME [OPTIONS] POSITION: every winning move, found by the
 * theory, which must list them all; outcome under misere play.  Either
 * may end with --misere. */
static int
open_moves(struct question *q, const char *words, struct sg_cause *why)
{
	struct exercise *e = &q->ex;
	char *w;
	int rc;

	pos_init(&e->pos);
	solution_init(&e->sol, MOVES_MAX);
	e->kind = q->kind == ASK_MOVES ? EX_MOVE : EX_OUTCOME;
	if ((w = take_misere(q, words)) == NULL)
		return sg_nomem(why);
	rc = game_parse_words(w, &e->rules, &e->pos, why);
	free(w);
	if (rc == SG_OK && q->misere)
		rc = misere_solve(e->rules, &e->pos, &e->sol, why);
	else if (rc == SG_OK)
		rc = e->rules->game->theory.solve(e->rules, &e->pos, &e->sol,
		    why);
	if (rc == SG_OK && (e->sol.partial || e->sol.truncated))
		/* TRANSLATORS: "ask moves" is a line of a lesson file; %s a
		 * game's name as typed. */
		rc = sg_fail(why, SG_EINVAL, W_("ask moves: %s has more "
		    "winning moves than a pupil can list, or some not known"),
		    e->rules->game->name);
	return rc;
}

/* lost GAME [OPTIONS] N..., table GAME [OPTIONS] N, period GAME
 * [OPTIONS]: the game and its options, then what is asked about it. */
static int
open_heaps(struct question *q, int argc, char *const argv[],
    struct sg_cause *why)
{
	const struct game *g;
	size_t i;
	int used, rc;

	if (argc == 0 || (g = game_find(argv[0])) == NULL)
		return sg_fail(why, SG_EINVAL, W_("game \"%.64s\": unknown"),
		    argc > 0 ? argv[0] : "");
	if (!explain_has_heaps(g))
		/* TRANSLATORS: "ask %1$s" is a line of a lesson file, %1$s
		 * the kind of question as written there; %2$s a game's
		 * name as typed. */
		return sg_fail(why, SG_EINVAL, W_("ask %1$s: %2$s is not a "
		    "game of heaps"), kind_names[q->kind], g->name);
	if ((rc = game_parse_opts(g, argc - 1, argv + 1, &q->rules, &used,
	    why)) != SG_OK)
		return rc;
	argc -= 1 + used;
	argv += 1 + used;
	if (q->kind == ASK_PERIOD)
		return open_period(q, argc, why);
	if ((rc = read_numbers(q, argc, argv, why)) != SG_OK)
		return rc;
	if (q->kind == ASK_TABLE && (q->n != 1 ||
	    q->num[0] >= QUESTION_NUMBERS))
		/* TRANSLATORS: "ask table" is a line of a lesson file. */
		return sg_fail(why, SG_EINVAL, W_("ask table: one number, the "
		    "last heap of the table, from 0 to %d"),
		    QUESTION_NUMBERS - 1);
	if (q->kind == ASK_TABLE) {
		q->n = (size_t)q->num[0] + 1;
		for (i = 0; i < q->n; i++)
			q->num[i] = i;
	}
	for (i = 0; i < q->n; i++)
		if ((rc = g->heaps.heap_value(q->rules, q->num[i], &q->val[i],
		    why)) != SG_OK)
			return rc;
	return SG_OK;
}

int
question_open(const char *words, struct question *q, struct sg_cause *why)
{
	char *copy, **argv;
	const char *rest;
	size_t k, n;
	int argc, rc;

	memset(q, 0, sizeof *q);
	n = strcspn(words, " ");
	for (k = 0; k < sizeof kind_names / sizeof kind_names[0]; k++)
		if (strlen(kind_names[k]) == n &&
		    strncmp(words, kind_names[k], n) == 0)
			break;
	if (k == sizeof kind_names / sizeof kind_names[0])
		/* TRANSLATORS: "ask" and the kinds of question are words of
		 * a lesson file: keep them as they are. */
		return sg_fail(why, SG_EINVAL, W_("ask \"%.*s\": not a kind of "
		    "question (outcome, value, lost, mex, nimsum, table, moves "
		    "or period)"),
		    (int)(n < 40 ? n : 40), words);
	q->kind = (enum ask_kind)k;
	for (rest = words + n; *rest == ' '; rest++)
		;
	if (q->kind == ASK_MOVES || (q->kind == ASK_OUTCOME &&
	    strstr(rest, " --misere") != NULL)) {
		if ((rc = open_moves(q, rest, why)) != SG_OK)
			question_free(q);
		return rc;
	}
	if (q->kind == ASK_OUTCOME || q->kind == ASK_VALUE) {
		rc = ex_from(rest, q->kind == ASK_OUTCOME ? EX_OUTCOME :
		    EX_VALUE, &q->ex, why);
		if (rc != SG_OK)
			q->kind = ASK_MEX;	/* nothing of ex to free */
		return rc;
	}
	if ((rc = sg_split(rest, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	rc = q->kind == ASK_LOST || q->kind == ASK_TABLE ||
	    q->kind == ASK_PERIOD ? open_heaps(q, argc, argv, why) :
	    read_numbers(q, argc, argv, why);
	free(argv);
	free(copy);
	if (rc != SG_OK)
		question_free(q);
	return rc;
}

static void
add_list(struct sbuf *out, const uint64_t *v, size_t n, const char *sep)
{
	size_t i;

	for (i = 0; i < n; i++)
		sbuf_printf(out, "%s%llu", i > 0 ? sep : "",
		    (unsigned long long)v[i]);
}

void
question_prompt(const struct question *q, struct sbuf *out)
{
	const struct rules *r = q->kind == ASK_OUTCOME || q->kind ==
	    ASK_VALUE || q->kind == ASK_MOVES ? q->ex.rules : q->rules;
	struct sbuf at, named, opts;
	const char *title;

	/* The game's title, with its options when it has them, so that a
	 * question names the code or the set it asks about. */
	sbuf_init(&named);
	sbuf_init(&opts);
	if (r != NULL && r->game->notation.format_opts != NULL)
		r->game->notation.format_opts(r, &opts);
	if (r == NULL)
		sbuf_add(&named, "");
	else if (opts.len > 0)
		/* TRANSLATORS: a game's title and its options as typed on
		 * the command line ("Take-and-break game (--code 0.137)"). */
		sbuf_printf(&named, W_("%1$s (%2$s)"), game_title(r->game),
		    sbuf_str(&opts));
	else
		sbuf_add(&named, game_title(r->game));
	title = sbuf_str(&named);
	sbuf_init(&at);
	switch (q->kind) {
	case ASK_OUTCOME:
	case ASK_VALUE:
	case ASK_MOVES:
		game_format(q->ex.rules, &q->ex.pos, &at);
		break;
	case ASK_NIMSUM:
		add_list(&at, q->num, q->n, " ^ ");
		break;
	default:
		add_list(&at, q->num, q->n, ", ");
		break;
	}
	switch (q->kind) {
	case ASK_OUTCOME:
		if (q->misere)
			/* TRANSLATORS: %1$s is a position in the notation,
			 * %2$s the game's title; N and P are the answers to
			 * type. */
			sbuf_printf(out, W_("Who wins %1$s in %2$s, misere "
			    "play (the last move loses): N (the player to "
			    "move) or P (the other player)?"), sbuf_str(&at),
			    title);
		else
			/* TRANSLATORS: %1$s is a position in the notation,
			 * %2$s the game's title; N and P are the answers to
			 * type. */
			sbuf_printf(out, W_("Who wins %1$s in %2$s: N (the "
			    "player to move) or P (the other player)?"),
			    sbuf_str(&at), title);
		break;
	case ASK_VALUE:
		/* TRANSLATORS: %1$s is the game's title, %2$s a position in
		 * the notation. */
		sbuf_printf(out, W_("What is the Grundy value of %1$s %2$s?"),
		    title, sbuf_str(&at));
		break;
	case ASK_LOST:
		/* TRANSLATORS: %1$s is the game's title, %2$s a list of heap
		 * sizes; "none" is the word to type, as "none" alone is
		 * translated. */
		sbuf_printf(out, W_("In %1$s, which of these heaps are lost "
		    "for the player to move: %2$s?  (Type them in any order, "
		    "or none.)"), title, sbuf_str(&at));
		break;
	case ASK_MEX:
		sbuf_printf(out, W_("What is mex {%s}?"), sbuf_str(&at));
		break;
	case ASK_NIMSUM:
		/* TRANSLATORS: %s is numbers joined by ^ (XOR). */
		sbuf_printf(out, W_("What is the nim-sum %s?"), sbuf_str(&at));
		break;
	case ASK_TABLE:
		/* TRANSLATORS: %1$s is the game's title. */
		sbuf_printf(out, W_("Fill in the table of %1$s: the Grundy "
		    "values of the heaps 0 to %2$zu, in order."), title,
		    q->n - 1);
		break;
	case ASK_MOVES:
		if (q->misere)
			/* TRANSLATORS: %1$s is the game's title, %2$s a
			 * position in the notation; "none" is the word to
			 * type, as "none" alone is translated. */
			sbuf_printf(out, W_("Find every winning move of %1$s "
			    "(misere play) from %2$s: type the positions they "
			    "leave, with commas between them (or none)."),
			    title, sbuf_str(&at));
		else
			/* TRANSLATORS: %1$s is the game's title, %2$s a
			 * position in the notation; "none" is the word to
			 * type, as "none" alone is translated. */
			sbuf_printf(out, W_("Find every winning move of %1$s "
			    "from %2$s: type the positions they leave, with "
			    "commas between them (or none)."), title,
			    sbuf_str(&at));
		break;
	case ASK_PERIOD:
		/* TRANSLATORS: %s is the game's title. */
		sbuf_printf(out, W_("The values of %s are periodic in the end: "
		    "what is their least period?"), title);
		break;
	}
	out->oom |= at.oom || named.oom;
	sbuf_free(&at);
	sbuf_free(&named);
	sbuf_free(&opts);
}

const char *
question_form(const struct question *q)
{
	switch (q->kind) {
	case ASK_OUTCOME:
		/* TRANSLATORS: what to type, under a question: the letters
		 * N and P stay. */
		return W_("N or P");
	case ASK_LOST:
		/* TRANSLATORS: what to type, under a question: "none" is
		 * the word to type, as "none" alone is translated. */
		return W_("the heaps, or none");
	case ASK_TABLE:
		return W_("the values in order");
	case ASK_MOVES:
		/* TRANSLATORS: what to type, under a question: "none" is
		 * the word to type, as "none" alone is translated. */
		return W_("positions, or none");
	default:
		return W_("a number");
	}
}

/* The right number of a value, mex, nim-sum or period question. */
static uint64_t
answer_number(const struct question *q)
{
	uint64_t v[QUESTION_NUMBERS], x = 0;
	size_t i;

	switch (q->kind) {
	case ASK_MEX:
		memcpy(v, q->num, q->n * sizeof v[0]);
		return sg_mex(v, q->n);
	case ASK_NIMSUM:
		for (i = 0; i < q->n; i++)
			x ^= q->num[i];
		return x;
	case ASK_PERIOD:
		return q->num[1];
	default:
		return q->ex.sol.grundy;
	}
}

/* Split an answer into words at blanks and at the characters of seps. */
static int
split_answer(const char *answer, const char *seps, char **copy,
    char ***argv, int *argc, struct sg_cause *why)
{
	char *t, *c;
	int rc;

	if ((t = strdup(answer)) == NULL)
		return sg_nomem(why);
	for (c = t; *c != '\0'; c++)
		if (strchr(seps, *c) != NULL)
			*c = ' ';
	rc = sg_split(t, copy, argv, argc, why);
	free(t);
	return rc;
}

/* How long the word for "none" is at the start of s, followed by its end
 * or a blank: the English word or the reader's; 0 when s does not begin
 * with it. */
static size_t
none_word(const char *s)
{
	/* TRANSLATORS: the word a pupil types to answer that there is
	 * none (no lost heap, no winning move); the English "none" is
	 * always understood as well. */
	const char *words[2] = { "none", W_("none") };
	size_t i, n;

	for (i = 0; i < 2; i++) {
		n = strlen(words[i]);
		if (n > 0 && strncmp(s, words[i], n) == 0 &&
		    (s[n] == '\0' || s[n] == ' '))
			return n;
	}
	return 0;
}

/* The numbers of a typed list into said[0..*n-1]: the heaps that are
 * lost ("none" for none), or else the values in order; SG_EINVAL saying
 * what to type. */
static int
read_list(const char *answer, uint64_t *said, size_t *n, bool none,
    struct sg_cause *why)
{
	char *copy, **argv;
	int argc, k, rc;

	*n = 0;
	if ((rc = split_answer(answer, ",;", &copy, &argv, &argc, why)) !=
	    SG_OK)
		return rc;
	if (none && argc == 1 && none_word(argv[0]) == strlen(argv[0]))
		argc = 0;
	else if (argc == 0)
		/* TRANSLATORS: "none" is the word to type: write it as you
		 * translate "none" alone (both are understood). */
		rc = sg_fail(why, SG_EINVAL, none ? W_("type the heaps that "
		    "are lost, or none") : W_("type the values in order"));
	else if (argc > QUESTION_NUMBERS)
		rc = sg_fail(why, SG_EINVAL, W_("type at most %d numbers"),
		    QUESTION_NUMBERS);
	for (k = 0; k < argc && rc == SG_OK; k++)
		if (sg_parse_u64(argv[k], sg_max_u63(), W_("a number"),
		    &said[k], why) != SG_OK)
			rc = sg_fail(why, SG_EINVAL, none ? W_("type the heaps "
			    "that are lost as numbers with blanks or commas "
			    "between them (\"%.20s\" is not a number)") :
			    W_("type the values in order as numbers with "
			        "blanks or commas between them (\"%.20s\" is "
			        "not a number)"), argv[k]);
	if (rc == SG_OK)
		*n = (size_t)argc;
	free(argv);
	free(copy);
	return rc;
}

/* Is heap h among the heaps asked about, and lost? */
static bool
is_asked(const struct question *q, uint64_t h, bool lost)
{
	size_t i;

	for (i = 0; i < q->n; i++)
		if (q->num[i] == h && (!lost || q->val[i] == 0))
			return true;
	return false;
}

static int
check_lost(const struct question *q, const char *answer, bool *right,
    struct sg_cause *why)
{
	uint64_t said[QUESTION_NUMBERS];
	size_t nsaid, i, j, left = 0;
	int rc;

	if ((rc = read_list(answer, said, &nsaid, true, why)) != SG_OK)
		return rc;
	for (i = 0; i < nsaid; i++)
		if (!is_asked(q, said[i], false))
			return sg_fail(why, SG_EINVAL, W_("type only heaps of "
			    "the question (%llu is not one of them)"),
			    (unsigned long long)said[i]);
	/* Right: every heap said is lost, and every lost heap is said. */
	for (i = 0; i < nsaid; i++)
		if (!is_asked(q, said[i], true)) {
			*right = false;
			/* TRANSLATORS: what is wrong in an answer. */
			sg_fail(why, SG_OK, W_("Heap %llu is not lost."),
			    (unsigned long long)said[i]);
			return SG_OK;
		}
	for (i = 0; i < q->n; i++) {
		bool found = false;

		for (j = 0; j < nsaid; j++)
			found = found || said[j] == q->num[i];
		left += q->val[i] == 0 && !found;
	}
	*right = left == 0;
	if (left > 0)
		/* TRANSLATORS: what is missing in an answer. */
		sg_fail(why, SG_OK, wngettext("You left out %zu lost heap.",
		    "You left out %zu lost heaps.", left), left);
	return SG_OK;
}

static int
check_table(const struct question *q, const char *answer, bool *right,
    struct sg_cause *why)
{
	uint64_t said[QUESTION_NUMBERS];
	size_t nsaid, i;
	int rc;

	if ((rc = read_list(answer, said, &nsaid, false, why)) != SG_OK)
		return rc;
	if (nsaid != q->n)
		return sg_fail(why, SG_EINVAL, W_("type %1$zu values, one for "
		    "each heap from 0 to %2$zu (you typed %3$zu)"), q->n,
		    q->n - 1,
		    nsaid);
	*right = true;
	for (i = 0; i < q->n && *right; i++)
		if (said[i] != q->val[i]) {
			*right = false;
			/* TRANSLATORS: the first wrong entry of a table of
			 * values typed: the heap, and the value typed. */
			sg_fail(why, SG_OK, W_("The first wrong value is that "
			    "of heap %1$zu: you said %2$llu."), i,
			    (unsigned long long)said[i]);
		}
	return SG_OK;
}

/*
 * The form in which two positions are the same: for a game of heaps, or
 * one with a canonical form, the order of heaps (of a split's two heaps,
 * of rows) does not count, as a position is a multiset of parts; in
 * another game (a staircase, a row of coins) the notation's order is
 * the position.
 */
static bool
has_form(const struct rules *r)
{
	return explain_has_heaps(r->game) || r->game->notation.canon != NULL;
}

static void
same_form(const struct rules *r, struct pos *p)
{
	if (explain_has_heaps(r->game))
		pos_sort(p);
	else if (r->game->notation.canon != NULL)
		r->game->notation.canon(r, p);
}

/* A move from the question's position that leaves *out in another
 * order (a split written larger heap first): *out becomes that move.
 * false when there is none. */
static bool
move_in_order(const struct question *q, struct pos *out)
{
	struct rules *r = q->ex.rules;
	struct sg_cause ignore;
	struct poslist l;
	struct pos a, b;
	size_t i;
	bool found = false;

	if (!has_form(r) || r->game->rules.moves == NULL)
		return false;
	poslist_init(&l);
	pos_init(&a);
	if (r->game->rules.moves(r, &q->ex.pos, &l, &ignore) != SG_OK ||
	    pos_copy(&a, out) != SG_OK)
		goto out;
	same_form(r, &a);
	for (i = 0; i < l.n && !found; i++) {
		pos_init(&b);
		if (pos_copy(&b, &l.p[i]) == SG_OK) {
			same_form(r, &b);
			found = pos_cmp(&a, &b) == 0 &&
			    pos_copy(out, &l.p[i]) == SG_OK;
		}
		pos_free(&b);
	}
out:
	pos_free(&a);
	poslist_free(&l);
	return found;
}

/* The typed position s, one move from the question's: into *out. */
static int
read_move(const struct question *q, const char *s, struct pos *out,
    struct sg_cause *why)
{
	struct rules *r = q->ex.rules;
	struct sg_cause cause;
	struct sbuf from;
	char *copy, **argv;
	int argc, rc;

	if ((rc = sg_split(s, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	rc = r->game->notation.parse(r, argc, argv, out, &cause);
	if (rc == SG_OK)
		rc = r->game->rules.check(r, &q->ex.pos, out, &cause);
	if (rc == SG_EINVAL && out->n > 0 && move_in_order(q, out))
		rc = SG_OK;
	free(argv);
	free(copy);
	if (rc == SG_ENOMEM)
		return sg_fail(why, rc, W_("out of memory"));
	if (rc != SG_OK) {
		sbuf_init(&from);
		game_format(r, &q->ex.pos, &from);
		/* TRANSLATORS: %1$s is a position in the notation; %2$s what
		 * was typed, %3$s why it is not one move from there. */
		rc = sg_fail(why, SG_EINVAL, W_("type positions one move from "
		    "%1$.60s (\"%2$.40s\": %3$.120s)"), sbuf_str(&from), s,
		    cause.text);
		sbuf_free(&from);
	}
	return rc;
}

/* Is p (in the same form) among l's positions? */
static bool
has_same(const struct rules *r, const struct poslist *l, const struct pos *p)
{
	struct pos a, b;
	size_t i;
	bool found = false;

	if (!has_form(r))
		return poslist_has(l, p);
	pos_init(&a);
	if (pos_copy(&a, p) != SG_OK)
		return poslist_has(l, p);
	same_form(r, &a);
	for (i = 0; i < l->n && !found; i++) {
		pos_init(&b);
		if (pos_copy(&b, &l->p[i]) == SG_OK) {
			same_form(r, &b);
			found = pos_cmp(&a, &b) == 0;
		}
		pos_free(&b);
	}
	pos_free(&a);
	return found;
}

/* Right: the same moves as the theory's, each once, in the same form;
 * else what is wrong, in why: a position said that does not win, or
 * how many winning moves were left out. */
static void
judge_moves(const struct question *q, const struct poslist *said,
    bool *right, struct sg_cause *why)
{
	const struct rules *r = q->ex.rules;
	const struct poslist *wins = &q->ex.sol.wins;
	struct sbuf at;
	size_t i, left = 0;

	for (i = 0; i < said->n; i++)
		if (!has_same(r, wins, &said->p[i])) {
			*right = false;
			sbuf_init(&at);
			game_format(r, &said->p[i], &at);
			/* TRANSLATORS: what is wrong in an answer: %s is a
			 * position in the notation. */
			sg_fail(why, SG_OK, W_("%.120s is not a winning "
			    "move."), sbuf_str(&at));
			sbuf_free(&at);
			return;
		}
	/* Each position left out once, in whatever order the theory
	 * lists it (1 2 3 and 2 1 3 are one). */
	for (i = 0; i < wins->n; i++) {
		struct poslist before = { wins->p, i, i };

		left += !has_same(r, said, &wins->p[i]) &&
		    !has_same(r, &before, &wins->p[i]);
	}
	*right = left == 0;
	if (left > 0)
		/* TRANSLATORS: what is missing in an answer. */
		sg_fail(why, SG_OK, wngettext("You left out %zu winning "
		    "move.", "You left out %zu winning moves.", left), left);
}

static int
check_moves(const struct question *q, const char *answer, bool *right,
    struct sg_cause *why)
{
	struct poslist said;
	struct pos p;
	const char *s = answer;
	char word[512];
	size_t n, k, m;
	int rc = SG_OK;

	poslist_init(&said);
	while (*s == ' ')
		s++;
	if ((n = none_word(s)) > 0)
		s += n;
	else if (*s == '\0')
		/* TRANSLATORS: "none" is the word to type: write it as you
		 * translate "none" alone (both are understood). */
		rc = sg_fail(why, SG_EINVAL, W_("type the positions the "
		    "winning moves leave, or none"));
	for (; rc == SG_OK && *s != '\0'; s += n + (s[n] != '\0')) {
		n = strcspn(s, ",;");
		if (strspn(s, " ") >= n)
			continue;
		/* The word without its blanks around it. */
		k = strspn(s, " ");
		for (m = n; m > k && s[m - 1] == ' '; m--)
			;
		snprintf(word, sizeof word, "%.*s", (int)(m - k), s + k);
		pos_init(&p);
		if ((rc = read_move(q, word, &p, why)) == SG_OK &&
		    !has_same(q->ex.rules, &said, &p))
			rc = poslist_add(&said, &p) == SG_OK ? SG_OK :
			    sg_nomem(why);
		pos_free(&p);
	}
	if (rc == SG_OK)
		judge_moves(q, &said, right, why);
	poslist_free(&said);
	return rc;
}

int
question_check(const struct question *q, const char *answer, bool *right,
    struct sg_cause *why)
{
	uint64_t v;
	char word[32];

	why->text[0] = '\0';
	while (*answer == ' ')
		answer++;
	snprintf(word, sizeof word, "%.*s", (int)strcspn(answer, " "),
	    answer);
	switch (q->kind) {
	case ASK_OUTCOME:
		if (strcmp(word, "n") != 0 && strcmp(word, "N") != 0 &&
		    strcmp(word, "p") != 0 && strcmp(word, "P") != 0)
			/* TRANSLATORS: N and P are the letters to type. */
			return sg_fail(why, SG_EINVAL, W_("answer N or P"));
		*right = (word[0] == 'n' || word[0] == 'N') ==
		    (q->ex.sol.outcome == OUTCOME_N);
		return SG_OK;
	case ASK_LOST:
		return check_lost(q, answer, right, why);
	case ASK_TABLE:
		return check_table(q, answer, right, why);
	case ASK_MOVES:
		return check_moves(q, answer, right, why);
	default:
		if (sg_parse_u64(word, sg_max_u63(), W_("the answer"), &v,
		    why) !=
		    SG_OK || answer[strlen(word) + strspn(answer +
		    strlen(word), " ")] != '\0')
			return sg_fail(why, SG_EINVAL, W_("answer with a "
			    "number"));
		*right = v == answer_number(q);
		return SG_OK;
	}
}

/* A number in binary, at least w digits. */
static void
add_binary(struct sbuf *out, uint64_t v, int w)
{
	int i, top = 1;

	while (top < 64 && (v >> top) != 0)
		top++;
	if (top < w)
		top = w;
	for (i = top - 1; i >= 0; i--)
		sbuf_addc(out, (v >> i & 1) ? '1' : '0');
}

static void
reason_lost(const struct question *q, struct sbuf *out)
{
	size_t i;

	struct sbuf answer, values;

	sbuf_init(&answer);
	sbuf_init(&values);
	question_answer(q, &answer);
	for (i = 0; i < q->n; i++)
		sbuf_printf(&values, "%sg(%llu) = %llu", i > 0 ? ", " : "",
		    (unsigned long long)q->num[i],
		    (unsigned long long)q->val[i]);
	/* TRANSLATORS: %1$s is the answer (heap sizes, or "none"), %2$s
	 * the values, such as "g(3) = 0, g(4) = 1". */
	sbuf_printf(out, W_("%1$s: a heap is lost when its value is 0.  The "
	    "values: %2$s."), strcmp(sbuf_str(&answer), "none") == 0 ?
	    W_("none") : sbuf_str(&answer), sbuf_str(&values));
	out->oom |= answer.oom || values.oom;
	sbuf_free(&answer);
	sbuf_free(&values);
}

static void
reason_mex(uint64_t x, struct sbuf *out)
{
	if (x == 0)
		sbuf_add(out, W_("0: the least whole number not in the set (0 "
		    "is not in it)."));
	else if (x == 1)
		sbuf_add(out, W_("1: the least whole number not in the set (0 "
		    "is in it, 1 is not)."));
	else
		sbuf_printf(out, W_("%1$llu: the least whole number not in the "
		    "set (0 to %2$llu are in it, %1$llu is not)."),
		    (unsigned long long)x, (unsigned long long)(x - 1));
}

static void
reason_nimsum(const struct question *q, uint64_t x, struct sbuf *out)
{
	size_t i;
	int w = 1;

	for (i = 0; i < q->n; i++)
		while (w < 64 && (q->num[i] >> w) != 0)
			w++;
	struct sbuf sum;

	sbuf_init(&sum);
	for (i = 0; i < q->n; i++) {
		sbuf_add(&sum, i > 0 ? " ^ " : "");
		add_binary(&sum, q->num[i], w);
	}
	sbuf_add(&sum, " = ");
	add_binary(&sum, x, w);
	/* TRANSLATORS: %1$llu is the nim-sum, %2$s the sum in binary
	 * ("011 ^ 101 = 110"). */
	sbuf_printf(out, W_("%1$llu: in binary %2$s: each column of the sum is "
	    "1 where the column has an odd number of 1s."),
	    (unsigned long long)x, sbuf_str(&sum));
	out->oom |= sum.oom;
	sbuf_free(&sum);
}

static void
reason_misere(const struct question *q, struct sbuf *out)
{
	struct sbuf left;

	if (q->ex.sol.outcome == OUTCOME_P) {
		sbuf_add(out, W_("P: under misere play every move leaves a "
		    "position won for the opponent."));
		return;
	}
	if (q->ex.sol.wins.n == 0) {
		sbuf_add(out, W_("N: under misere play the player to move can "
		    "leave a position lost for the opponent."));
		return;
	}
	sbuf_init(&left);
	game_format(q->ex.rules, &q->ex.sol.wins.p[0], &left);
	/* TRANSLATORS: %s is a position in the notation. */
	sbuf_printf(out, W_("N: under misere play the player to move can leave "
	    "a position lost for the opponent, such as %s."), sbuf_str(&left));
	out->oom |= left.oom;
	sbuf_free(&left);
}

static void
reason_moves(const struct question *q, struct sbuf *out)
{
	const struct exercise *e = &q->ex;
	struct sbuf list, move;
	size_t i;

	if (e->sol.wins.n == 0) {
		/* TRANSLATORS: "none" is the answer as typed: write it as you
		 * translate "none" alone. */
		sbuf_add(out, q->misere ? W_("none: every move leaves a "
		    "position won for the opponent (under misere "
		    "play).") : W_("none: "
		    "every move leaves a position of value other than 0, won "
		    "for the opponent (the value here is 0)."));
		return;
	}
	sbuf_init(&list);
	sbuf_init(&move);
	for (i = 0; i < e->sol.wins.n; i++) {
		sbuf_reset(&move);
		e->rules->game->rules.describe(e->rules, &e->pos,
		    &e->sol.wins.p[i], &move);
		sbuf_add(&list, i > 0 ? ", " : "");
		game_format(e->rules, &e->sol.wins.p[i], &list);
		/* TRANSLATORS: a move in words, after the position it
		 * leaves. */
		sbuf_printf(&list, W_(" (%s)"), sbuf_str(&move));
	}
	/* TRANSLATORS: %s is a list of positions (in the notation), each
	 * with its move in words. */
	if (q->misere && e->sol.wins.n == 1)
		sbuf_printf(out, W_("%s: the one move that leaves a position "
		    "lost for the opponent under misere play."),
		    sbuf_str(&list));
	else if (q->misere)
		sbuf_printf(out, W_("%s: each leaves a position lost for the "
		    "opponent under misere play."), sbuf_str(&list));
	else if (e->sol.wins.n == 1)
		sbuf_printf(out, W_("%s: the one move that leaves a position "
		    "of value 0."), sbuf_str(&list));
	else
		sbuf_printf(out, W_("%s: each leaves a position of value 0, "
		    "lost for the opponent."), sbuf_str(&list));
	out->oom |= list.oom || move.oom;
	sbuf_free(&list);
	sbuf_free(&move);
}

void
question_reason(const struct question *q, struct sbuf *out)
{
	uint64_t x = answer_number(q);
	struct sbuf answer;

	switch (q->kind) {
	case ASK_OUTCOME:
	case ASK_VALUE:
		if (q->misere)
			reason_misere(q, out);
		else
			ex_reason(&q->ex, out);
		break;
	case ASK_LOST:
		reason_lost(q, out);
		break;
	case ASK_MEX:
		reason_mex(x, out);
		break;
	case ASK_NIMSUM:
		reason_nimsum(q, x, out);
		break;
	case ASK_TABLE:
		sbuf_init(&answer);
		question_answer(q, &answer);
		/* TRANSLATORS: %s is the values of the table, in order. */
		sbuf_printf(out, W_("%s: each value is the mex of the values "
		    "of the heap's options, worked out from heap 0 up."),
		    sbuf_str(&answer));
		out->oom |= answer.oom;
		sbuf_free(&answer);
		break;
	case ASK_MOVES:
		reason_moves(q, out);
		break;
	case ASK_PERIOD:
		if (q->note[0] != '\0')
			/* TRANSLATORS: %1$llu is the period, %2$llu the
			 * preperiod; %3$s how they were found. */
			sbuf_printf(out, W_("%1$llu: from heap %2$llu on, the "
			    "value of heap n + %1$llu is the value of heap n "
			    "(%3$s)."), (unsigned long long)x,
			    (unsigned long long)q->num[0], q->note);
		else
			/* TRANSLATORS: %1$llu is the period, %2$llu the
			 * preperiod. */
			sbuf_printf(out, W_("%1$llu: from heap %2$llu on, the "
			    "value of heap n + %1$llu is the value of heap n."),
			    (unsigned long long)x,
			    (unsigned long long)q->num[0]);
		break;
	}
}

void
question_answer(const struct question *q, struct sbuf *out)
{
	size_t i;
	int n = 0;

	switch (q->kind) {
	case ASK_OUTCOME:
		sbuf_add(out, q->ex.sol.outcome == OUTCOME_N ? "N" : "P");
		break;
	case ASK_LOST:
		for (i = 0; i < q->n; i++)
			if (q->val[i] == 0)
				sbuf_printf(out, "%s%llu", n++ > 0 ? " " : "",
				    (unsigned long long)q->num[i]);
		sbuf_add(out, n == 0 ? "none" : "");
		break;
	case ASK_TABLE:
		add_list(out, q->val, q->n, " ");
		break;
	case ASK_MOVES:
		for (i = 0; i < q->ex.sol.wins.n; i++) {
			sbuf_add(out, i > 0 ? ", " : "");
			game_format(q->ex.rules, &q->ex.sol.wins.p[i], out);
		}
		sbuf_add(out, q->ex.sol.wins.n == 0 ? "none" : "");
		break;
	default:
		sbuf_printf(out, "%llu", (unsigned long long)answer_number(q));
		break;
	}
}

int
question_hint(struct question *q, struct sbuf *out, struct sg_cause *why)
{
	struct sbuf cmd;

	if (q->misere) {
		sbuf_add(out, W_("Under misere play the last move loses: work "
		    "back from the end, where the player who cannot move "
		    "wins."));
		return SG_OK;
	}
	switch (q->kind) {
	case ASK_OUTCOME:
	case ASK_VALUE:
		return ex_hint(&q->ex, out, why);
	case ASK_LOST:
		sbuf_add(out, W_("Work out each heap's value from its options "
		    "(the mex); the heaps of value 0 are lost."));
		return SG_OK;
	case ASK_MEX:
		sbuf_add(out, W_("Count up from 0 and stop at the first number "
		    "missing from the set."));
		return SG_OK;
	case ASK_NIMSUM:
		sbuf_add(out, W_("Write each number in binary, one under "
		    "another, and count the 1s of each column: odd gives 1, "
		    "even 0."));
		return SG_OK;
	case ASK_TABLE:
		sbuf_add(out, W_("Start at heap 0 (no move: value 0); for each "
		    "next heap, list the values of the positions one move away "
		    "and take their mex."));
		return SG_OK;
	case ASK_MOVES:
		sbuf_add(out, W_("A winning move leaves a position of value "
		    "0.  Work out the value here first: if it is 0, there is "
		    "none; else try each part or heap in turn."));
		return SG_OK;
	case ASK_PERIOD:
		sbuf_init(&cmd);
		sbuf_printf(&cmd, "sprague values %s", q->rules->game->name);
		if (q->rules->game->notation.format_opts != NULL) {
			sbuf_addc(&cmd, ' ');
			q->rules->game->notation.format_opts(q->rules, &cmd);
		}
		sbuf_add(&cmd, " 100");
		/* TRANSLATORS: %s is a command to type, as it is. */
		sbuf_printf(out, W_("Print the values (%s) and look for the "
		    "place from which they repeat."), sbuf_str(&cmd));
		out->oom |= cmd.oom;
		sbuf_free(&cmd);
		return SG_OK;
	}
	return SG_OK;
}
