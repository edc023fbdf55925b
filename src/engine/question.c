/*
 * question.c: a lesson's questions (question.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "question.h"
#include "sg.h"

static const char *const kind_names[] = {
	[ASK_OUTCOME] = "outcome", [ASK_VALUE] = "value", [ASK_LOST] = "lost",
	[ASK_MEX] = "mex", [ASK_NIMSUM] = "nimsum",
};

void
question_free(struct question *q)
{
	if (q->kind == ASK_OUTCOME || q->kind == ASK_VALUE)
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
		return sg_fail(why, SG_EINVAL, "ask %s: no numbers",
		    kind_names[q->kind]);
	if (argc > QUESTION_NUMBERS)
		return sg_fail(why, SG_EINVAL, "ask %s: at most %d numbers",
		    kind_names[q->kind], QUESTION_NUMBERS);
	for (i = 0; i < argc; i++)
		if (sg_parse_u64(argv[i], sg_max_u63(), "a number", &q->num[i],
		    why) != SG_OK)
			return SG_EINVAL;
	q->n = (size_t)argc;
	return SG_OK;
}

/* lost GAME [OPTIONS] N...: each heap's value from the game. */
static int
open_lost(struct question *q, int argc, char *const argv[],
    struct sg_cause *why)
{
	const struct game *g;
	size_t i;
	int used, rc;

	if (argc == 0 || (g = game_find(argv[0])) == NULL)
		return sg_fail(why, SG_EINVAL, "game \"%.64s\": unknown",
		    argc > 0 ? argv[0] : "");
	if (!explain_has_heaps(g))
		return sg_fail(why, SG_EINVAL, "ask lost: %s is not a game of "
		    "heaps", g->name);
	if ((rc = game_parse_opts(g, argc - 1, argv + 1, &q->rules, &used,
	    why)) != SG_OK)
		return rc;
	if ((rc = read_numbers(q, argc - 1 - used, argv + 1 + used, why)) !=
	    SG_OK)
		return rc;
	for (i = 0; i < q->n; i++)
		if ((rc = g->heaps.heap_value(q->rules, q->num[i], &q->val[i], why)) !=
		    SG_OK)
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
		return sg_fail(why, SG_EINVAL, "ask \"%.*s\": not a kind of "
		    "question (outcome, value, lost, mex or nimsum)",
		    (int)(n < 40 ? n : 40), words);
	q->kind = (enum ask_kind)k;
	for (rest = words + n; *rest == ' '; rest++)
		;
	if (q->kind == ASK_OUTCOME || q->kind == ASK_VALUE) {
		rc = ex_from(rest, q->kind == ASK_OUTCOME ? EX_OUTCOME :
		    EX_VALUE, &q->ex, why);
		if (rc != SG_OK)
			q->kind = ASK_MEX;	/* nothing of ex to free */
		return rc;
	}
	if ((rc = sg_split(rest, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	rc = q->kind == ASK_LOST ? open_lost(q, argc, argv, why) :
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
	switch (q->kind) {
	case ASK_OUTCOME:
		sbuf_add(out, "Who wins ");
		game_format(q->ex.rules, &q->ex.pos, out);
		sbuf_printf(out, " in %s: N (the player to move) or P (the "
		    "other player)?", q->ex.rules->game->title);
		break;
	case ASK_VALUE:
		sbuf_printf(out, "What is the Grundy value of %s ",
		    q->ex.rules->game->title);
		game_format(q->ex.rules, &q->ex.pos, out);
		sbuf_add(out, "?");
		break;
	case ASK_LOST:
		sbuf_printf(out, "In %s, which of these heaps are lost for the "
		    "player to move: ", q->rules->game->title);
		add_list(out, q->num, q->n, ", ");
		sbuf_add(out, "?  (Type them, or none.)");
		break;
	case ASK_MEX:
		sbuf_add(out, "What is mex {");
		add_list(out, q->num, q->n, ", ");
		sbuf_add(out, "}?");
		break;
	case ASK_NIMSUM:
		sbuf_add(out, "What is the nim-sum ");
		add_list(out, q->num, q->n, " ^ ");
		sbuf_add(out, "?");
		break;
	}
}

const char *
question_form(const struct question *q)
{
	switch (q->kind) {
	case ASK_OUTCOME:
		return "N or P";
	case ASK_LOST:
		return "the heaps, or none";
	default:
		return "a number";
	}
}

/* The right number of a value, mex or nim-sum question. */
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
	default:
		return q->ex.sol.grundy;
	}
}

/* Is heap h among the heaps of a lost question that are lost? */
static bool
is_lost(const struct question *q, uint64_t h)
{
	size_t i;

	for (i = 0; i < q->n; i++)
		if (q->num[i] == h && q->val[i] == 0)
			return true;
	return false;
}

static int
check_lost(const struct question *q, const char *answer, bool *right,
    struct sg_cause *why)
{
	char *copy, **argv;
	uint64_t h, said[QUESTION_NUMBERS];
	size_t nsaid = 0, i, j;
	int argc, k, rc;

	if ((rc = sg_split(answer, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	if (argc == 1 && strcmp(argv[0], "none") == 0)
		argc = 0;
	else if (argc == 0)
		rc = sg_fail(why, SG_EINVAL, "type the heaps that are lost, or "
		    "none");
	for (k = 0; k < argc && rc == SG_OK; k++) {
		if (sg_parse_u64(argv[k], sg_max_u63(), "a heap", &h, why) !=
		    SG_OK)
			rc = sg_fail(why, SG_EINVAL, "type the heaps that are "
			    "lost as numbers, or none");
		else if (nsaid < QUESTION_NUMBERS)
			said[nsaid++] = h;
	}
	free(argv);
	free(copy);
	if (rc != SG_OK)
		return rc;
	/* Right: every heap said is lost, and every lost heap is said. */
	*right = true;
	for (i = 0; i < nsaid; i++)
		*right = *right && is_lost(q, said[i]);
	for (i = 0; i < q->n; i++) {
		bool found = false;

		for (j = 0; j < nsaid; j++)
			found = found || said[j] == q->num[i];
		*right = *right && (q->val[i] != 0 || found);
	}
	return SG_OK;
}

int
question_check(const struct question *q, const char *answer, bool *right,
    struct sg_cause *why)
{
	uint64_t v;

	while (*answer == ' ')
		answer++;
	switch (q->kind) {
	case ASK_OUTCOME:
		if (strcmp(answer, "n") != 0 && strcmp(answer, "N") != 0 &&
		    strcmp(answer, "p") != 0 && strcmp(answer, "P") != 0)
			return sg_fail(why, SG_EINVAL, "answer N or P");
		*right = (answer[0] == 'n' || answer[0] == 'N') ==
		    (q->ex.sol.outcome == OUTCOME_N);
		return SG_OK;
	case ASK_LOST:
		return check_lost(q, answer, right, why);
	default:
		if (sg_parse_u64(answer, sg_max_u63(), "the answer", &v, why) !=
		    SG_OK)
			return sg_fail(why, SG_EINVAL, "answer with a number");
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

void
question_reason(const struct question *q, struct sbuf *out)
{
	uint64_t x = answer_number(q);
	size_t i;
	int w = 1;

	switch (q->kind) {
	case ASK_OUTCOME:
	case ASK_VALUE:
		ex_reason(&q->ex, out);
		break;
	case ASK_LOST:
		for (i = 0; i < q->n; i++)
			if (q->val[i] == 0)
				sbuf_printf(out, "%s%llu", w++ > 1 ? " " : "",
				    (unsigned long long)q->num[i]);
		sbuf_add(out, w == 1 ? "none" : "");
		sbuf_add(out, ": a heap is lost when its value is 0.  The "
		    "values:");
		for (i = 0; i < q->n; i++)
			sbuf_printf(out, "%s g(%llu) = %llu", i > 0 ? "," : "",
			    (unsigned long long)q->num[i],
			    (unsigned long long)q->val[i]);
		sbuf_add(out, ".");
		break;
	case ASK_MEX:
		sbuf_printf(out, "%llu: the least whole number not in the "
		    "set ", (unsigned long long)x);
		if (x == 0)
			sbuf_add(out, "(0 is not in it).");
		else if (x == 1)
			sbuf_add(out, "(0 is in it, 1 is not).");
		else
			sbuf_printf(out, "(0 to %llu are in it, %llu is not).",
			    (unsigned long long)(x - 1),
			    (unsigned long long)x);
		break;
	case ASK_NIMSUM:
		for (i = 0; i < q->n; i++)
			while (w < 64 && (q->num[i] >> w) != 0)
				w++;
		sbuf_printf(out, "%llu: in binary ", (unsigned long long)x);
		for (i = 0; i < q->n; i++) {
			sbuf_add(out, i > 0 ? " ^ " : "");
			add_binary(out, q->num[i], w);
		}
		sbuf_add(out, " = ");
		add_binary(out, x, w);
		sbuf_add(out, ": each column of the sum is 1 where the column "
		    "has an odd number of 1s.");
		break;
	}
}

int
question_hint(struct question *q, struct sbuf *out, struct sg_cause *why)
{
	switch (q->kind) {
	case ASK_OUTCOME:
	case ASK_VALUE:
		return ex_hint(&q->ex, out, why);
	case ASK_LOST:
		sbuf_add(out, "Work out each heap's value from its options (the "
		    "mex); the heaps of value 0 are lost.");
		return SG_OK;
	case ASK_MEX:
		sbuf_add(out, "Count up from 0 and stop at the first number "
		    "missing from the set.");
		return SG_OK;
	case ASK_NIMSUM:
		sbuf_add(out, "Write each number in binary, one under another, "
		    "and count the 1s of each column: odd gives 1, even 0.");
		return SG_OK;
	}
	return SG_OK;
}
