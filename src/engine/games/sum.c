/*
 * sum.c: a sum of different games, the Sprague-Grundy theorem made
 * playable.  The words are parts joined by a `+` word, each part a game of
 * the registry in its own notation with its options ("nim 3 4 + kayles 5",
 * "subtract --take 1,3,4 10 + grundy 9"); a move is a move of exactly one
 * part, by that part's rules.
 *
 * The rules hold the parts (their games and rules), set by the first
 * parse; a later parse on the same rules must name the same games with the
 * same options, so that every position of the rules reads alike.  The
 * position is, for each part in order, the number of its entries followed
 * by those entries in the part's own meaning (a part's length may change:
 * Grundy's game splits heaps).
 *
 * The theory is the theorem: the value is the nim-sum of the parts'
 * values, each found by its own game's solve; a part without a value
 * refuses the sum.  The winning moves change one part k to the value
 * g_k ^ X (X the nim-sum): found among the part's moves when they are few,
 * by the part's own solve when that value is 0, and for a game of heaps
 * by the part's own solve with one more heap of the wanted value (the
 * moves that leave that heap alone are the moves wanted).  Elsewhere the
 * solution says it is partial.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/explain.h"
#include "engine/words.h"

enum {
	SUM_PARTS_MAX = GAME_PARTS_MAX,	/* parts in a sum */
	SUM_ENUM_MAX = 4096,	/* moves of a part solved one by one */
	SUM_SCAN_MAX = 4096,	/* heaps looked at for a heap of a value */
	SUM_LIST_PART = 256,	/* moves of a part listed on the board */
	SUM_LIST_WINS = 16,	/* winning moves listed past that */
	SUM_LABEL_MAX = 40,	/* characters of a part's position in words */
	SUM_SMALLS = 300	/* small positions of a sum, at most */
};

struct sum_part {
	const struct game *game;
	struct rules *rules;	/* owned */
	char *opts;		/* its options as text, "" for none; owned */
};

struct every_memo;

struct sum_priv {
	struct sum_part part[SUM_PARTS_MAX];
	size_t n;		/* 0 until a position is parsed */
	bool every;		/* --every: Every-SG, every part moves */
	/* Every-SG: the step counts found, per part */
	struct every_memo *memo[SUM_PARTS_MAX];
};

/* Where part k stands in a position: its count at at, entries after. */
struct span {
	size_t at;
	size_t n;
};

/* Every-SG, below. */
static void every_memo_free(struct every_memo *m);
static int every_moves(struct rules *r, const struct pos *p,
    const struct span *sp, struct poslist *out, struct sg_cause *why);
static int every_solve(struct rules *r, const struct pos *p,
    const struct span *sp, struct solution *sol, struct sg_cause *why);
static int every_check(struct rules *r, const struct pos *from,
    const struct span *sf, const struct pos *to, const struct span *st,
    struct sg_cause *why);
static void every_describe(const struct rules *r, const struct pos *from,
    const struct span *sf, const struct pos *to, const struct span *st,
    struct sbuf *out);
static int every_any_move(struct rules *r, const struct pos *p,
    const struct span *sp, struct pos *out, struct sg_cause *why);
static uint64_t every_move_bound(struct rules *r, const struct pos *p,
    const struct span *sp);
static void every_explain(struct rules *r, const struct pos *p,
    struct sbuf *out);

static struct sum_priv *
priv(const struct rules *r)
{
	return r->priv;
}

static void
parts_free(struct sum_part *part, size_t n)
{
	size_t k;

	for (k = 0; k < n; k++) {
		rules_free(part[k].rules);
		free(part[k].opts);
		part[k].rules = NULL;
		part[k].opts = NULL;
	}
}

static int
sum_init(struct rules *r, struct sg_cause *why)
{
	if ((r->priv = sg_calloc(1, sizeof(struct sum_priv))) == NULL)
		return sg_nomem(why);
	return SG_OK;
}

static void
sum_fini(struct rules *r)
{
	struct sum_priv *s = priv(r);

	size_t k;

	if (s == NULL)
		return;
	parts_free(s->part, s->n);
	for (k = 0; k < SUM_PARTS_MAX; k++)
		every_memo_free(s->memo[k]);
	free(s);
	r->priv = NULL;
}

/* The rules of part k, with the hooks and limits of the sum's. */
static struct rules *
part_rules(const struct rules *r, size_t k)
{
	struct rules *pr = priv(r)->part[k].rules;

	pr->progress = r->progress;
	pr->progress_arg = r->progress_arg;
	pr->heap_max = r->heap_max;
	pr->jobs = r->jobs;
	return pr;
}

/* The spans of p's parts: false when p is not a position of these rules. */
static bool
decode(const struct rules *r, const struct pos *p, struct span *sp)
{
	size_t k, at = 0, n = priv(r)->n;

	if (n == 0)
		return false;
	for (k = 0; k < n; k++) {
		if (at >= p->n || p->v[at] > p->n - at - 1)
			return false;
		sp[k].at = at;
		sp[k].n = (size_t)p->v[at];
		at += 1 + sp[k].n;
	}
	return at == p->n;
}

/* Part k of p as a position of its own game (out initialised). */
static int
extract(const struct pos *p, const struct span *sp, struct pos *out)
{
	if (pos_resize(out, sp->n) != SG_OK)
		return SG_ENOMEM;
	if (sp->n > 0)
		memcpy(out->v, p->v + sp->at + 1, sp->n * sizeof *out->v);
	return SG_OK;
}

/* p with part k (at sp) replaced by q, in out (initialised). */
static int
replace(const struct pos *p, const struct span *sp, const struct pos *q,
    struct pos *out)
{
	size_t end = sp->at + 1 + sp->n, i;

	out->n = 0;
	for (i = 0; i < sp->at; i++)
		if (pos_push(out, p->v[i]) != SG_OK)
			return SG_ENOMEM;
	if (pos_push(out, q->n) != SG_OK)
		return SG_ENOMEM;
	for (i = 0; i < q->n; i++)
		if (pos_push(out, q->v[i]) != SG_OK)
			return SG_ENOMEM;
	for (i = end; i < p->n; i++)
		if (pos_push(out, p->v[i]) != SG_OK)
			return SG_ENOMEM;
	return SG_OK;
}

/* Does part k differ between the positions? */
static bool
part_differs(const struct pos *a, const struct span *sa, const struct pos *b,
    const struct span *sb)
{
	return sa->n != sb->n || (sa->n > 0 && memcmp(a->v + sa->at + 1,
	    b->v + sb->at + 1, sa->n * sizeof *a->v) != 0);
}

/* Part k in words as the command line writes it: "kayles 5". */
static void
part_text(const struct rules *r, size_t k, const struct pos *q,
    struct sbuf *out)
{
	const struct sum_part *pt = &priv(r)->part[k];

	sbuf_add(out, pt->game->name);
	if (pt->opts[0] != '\0')
		sbuf_printf(out, " %s", pt->opts);
	sbuf_addc(out, ' ');
	pt->game->notation.format(pt->rules, q, out);
}

/* The same cut short for a label or a sentence. */
static void
part_label(const struct rules *r, size_t k, const struct pos *q,
    struct sbuf *out)
{
	struct sbuf sb;

	sbuf_init(&sb);
	part_text(r, k, q, &sb);
	if (sb.len > SUM_LABEL_MAX)
		sbuf_printf(out, "%.*s...", SUM_LABEL_MAX - 3, sbuf_str(&sb));
	else
		sbuf_add(out, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* One part's words: its game, its rules and its position. */
static int
parse_part(struct rules *r, size_t k, int argc, char *const argv[],
    struct sum_part *pt, struct pos *q, struct sg_cause *why)
{
	struct sg_cause c;
	struct sbuf sb;
	int rc;

	if (game_is_option(argv[0]))
		return sg_fail(why, SG_EINVAL, W_("sum, part %1$zu: "
		    "\"%2$.64s\": a part begins with its game's name (a sum "
		    "takes no option of its own)"), k + 1, argv[0]);
	if ((pt->game = game_find(argv[0])) == NULL)
		/* TRANSLATORS: "sprague list" is a command, typed as it
		 * is. */
		return sg_fail(why, SG_EINVAL, W_("sum, part %1$zu: game "
		    "\"%2$.64s\": unknown (see: sprague list)"), k + 1,
		    argv[0]);
	if (pt->game == r->game)
		return sg_fail(why, SG_EINVAL, W_("sum, part %zu: a sum cannot "
		    "be a part of a sum"), k + 1);
	if ((rc = game_parse_args(pt->game, argc - 1, argv + 1, &pt->rules, q,
	    &c)) != SG_OK)
		/* TRANSLATORS: the part's number, its game and the reason
		 * the part is refused. */
		return sg_fail(why, rc, W_("sum, part %1$zu (%2$s): %3$s"),
		    k + 1, pt->game->name, c.text);
	sbuf_init(&sb);
	sbuf_add(&sb, "");
	if (pt->game->notation.format_opts != NULL)
		pt->game->notation.format_opts(pt->rules, &sb);
	pt->opts = sb.oom ? NULL : sg_strdup(sbuf_str(&sb));
	sbuf_free(&sb);
	if (pt->opts == NULL)
		return sg_nomem(why);
	return SG_OK;
}

/* A part's game with its options, as typed: "subtract --take 1,2". */
static void
part_game(const struct sum_part *pt, struct sbuf *out)
{
	sbuf_add(out, pt->game->name);
	if (pt->opts[0] != '\0')
		sbuf_printf(out, " %.80s", pt->opts);
}

/* Part k read anew (got) is not the rules' own (want). */
static int
other_part(const struct sum_part *got, const struct sum_part *want,
    size_t k, struct sg_cause *why)
{
	struct sbuf a, b;

	sbuf_init(&a);
	sbuf_init(&b);
	part_game(got, &a);
	part_game(want, &b);
	/* TRANSLATORS: the part's game with its options as typed
	 * ("subtract --take 1,2"), twice: as given, and as this sum has
	 * it. */
	sg_fail(why, SG_EINVAL, W_("sum, part %1$zu: %2$s, where this sum "
	    "has %3$s"), k + 1, sbuf_str(&a), sbuf_str(&b));
	sbuf_free(&a);
	sbuf_free(&b);
	return SG_EINVAL;
}

/* Do the parts read anew match the rules' own? */
static int
same_parts(const struct sum_priv *s, const struct sum_part *part, size_t n,
    struct sg_cause *why)
{
	size_t k;

	if (n != s->n)
		return sg_fail(why, SG_EINVAL, wngettext("sum: %1$zu part, "
		    "where this sum has %2$zu", "sum: %1$zu parts, where this "
		    "sum has %2$zu", n), n, s->n);
	for (k = 0; k < n; k++) {
		if (part[k].game != s->part[k].game ||
		    strcmp(part[k].opts, s->part[k].opts) != 0)
			return other_part(&part[k], &s->part[k], k, why);
	}
	return SG_OK;
}

/* The `+` words: where each part begins and ends. */
static int
cut_parts(int argc, char *const argv[], int *from, int *to, size_t *n,
    struct sg_cause *why)
{
	int i, start = 0;

	*n = 0;
	for (i = 0; i <= argc; i++) {
		if (i < argc && strcmp(argv[i], "+") != 0)
			continue;
		if (i == start) {
			if (i == 0)
				return sg_fail(why, SG_EINVAL,
				    W_("sum: \"+\" at the start: a part comes "
				    "first (GAME POSITION + GAME POSITION "
				    "...)"));
			if (i == argc)
				return sg_fail(why, SG_EINVAL,
				    W_("sum: \"+\" at the end: a part must "
				    "follow it"));
			return sg_fail(why, SG_EINVAL, W_("sum: two \"+\" in "
			    "a row: part %zu is empty"), *n + 1);
		}
		if (*n == SUM_PARTS_MAX)
			return sg_fail(why, SG_ERANGE, W_("sum: more than %d "
			    "parts"),
			    SUM_PARTS_MAX);
		from[*n] = start;
		to[*n] = i;
		(*n)++;
		start = i + 1;
	}
	return SG_OK;
}

static int
sum_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	struct sum_priv *s = priv(r);
	struct sum_part part[SUM_PARTS_MAX];
	int from[SUM_PARTS_MAX], to[SUM_PARTS_MAX], rc;
	size_t n, k, i, made = 0;
	struct pos q;

	memset(part, 0, sizeof part);
	if ((rc = cut_parts(argc, argv, from, to, &n, why)) != SG_OK)
		return rc;
	pos_init(&q);
	out->n = 0;
	for (k = 0; k < n && rc == SG_OK; k++, made++) {
		rc = parse_part(r, k, to[k] - from[k], argv + from[k],
		    &part[k], &q, why);
		if (rc == SG_OK && pos_push(out, q.n) != SG_OK)
			rc = sg_nomem(why);
		for (i = 0; rc == SG_OK && i < q.n; i++)
			if (pos_push(out, q.v[i]) != SG_OK)
				rc = sg_nomem(why);
	}
	pos_free(&q);
	if (rc == SG_OK && s->n > 0)
		rc = same_parts(s, part, n, why);
	if (rc == SG_OK && s->n == 0) {
		memcpy(s->part, part, sizeof part);
		s->n = n;
		return SG_OK;
	}
	parts_free(part, made);
	return rc;
}

static void
sum_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct span sp[SUM_PARTS_MAX];
	struct pos q;
	size_t k;

	if (!decode(r, p, sp)) {
		game_format_numbers(p, out);
		return;
	}
	pos_init(&q);
	for (k = 0; k < priv(r)->n; k++) {
		if (extract(p, &sp[k], &q) != SG_OK) {
			out->oom = true;
			break;
		}
		if (k > 0)
			sbuf_add(out, " + ");
		part_text(r, k, &q, out);
	}
	pos_free(&q);
}

static int
bad_pos(struct sg_cause *why)
{
	return sg_fail(why, SG_EINVAL, W_("not a position of this sum"));
}

/* Every move of part k of p, as positions of the sum, appended to out. */
static int
part_moves(struct rules *r, const struct pos *p, const struct span *sp,
    size_t k, struct poslist *out, struct sg_cause *why)
{
	struct rules *pr = part_rules(r, k);
	struct poslist l;
	struct pos q, w;
	size_t i;
	int rc;

	pos_init(&q);
	pos_init(&w);
	poslist_init(&l);
	if ((rc = extract(p, &sp[k], &q)) != SG_OK ||
	    (rc = pr->game->rules.moves(pr, &q, &l, why)) != SG_OK)
		goto out;
	for (i = 0; i < l.n && rc == SG_OK; i++) {
		if ((rc = replace(p, &sp[k], &l.p[i], &w)) == SG_OK)
			rc = poslist_add(out, &w);
	}
out:
	if (rc == SG_ENOMEM)
		sg_fail(why, rc, W_("out of memory"));
	poslist_free(&l);
	pos_free(&q);
	pos_free(&w);
	return rc;
}

static int
sum_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct span sp[SUM_PARTS_MAX];
	size_t k;
	int rc = SG_OK;

	if (!decode(r, p, sp))
		return bad_pos(why);
	if (priv(r)->every)
		return every_moves(r, p, sp, out, why);
	for (k = 0; k < priv(r)->n && rc == SG_OK; k++)
		rc = part_moves(r, p, sp, k, out, why);
	return rc;
}

/* The one part that differs between from and to, or -1 (none or more
 * than one: the first two in *a and *b, SIZE_MAX where there is none). */
static long
changed(const struct rules *r, const struct pos *from, const struct span *sf,
    const struct pos *to, const struct span *st, size_t *a, size_t *b)
{
	size_t k;

	*a = *b = SIZE_MAX;
	for (k = 0; k < priv(r)->n; k++) {
		if (!part_differs(from, &sf[k], to, &st[k]))
			continue;
		if (*a == SIZE_MAX)
			*a = k;
		else if (*b == SIZE_MAX)
			*b = k;
	}
	return *a != SIZE_MAX && *b == SIZE_MAX ? (long)*a : -1;
}

static int
sum_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	struct span sf[SUM_PARTS_MAX], st[SUM_PARTS_MAX];
	struct rules *pr;
	struct sg_cause c;
	struct pos a, b;
	struct sbuf sb;
	size_t k1, k2;
	long k;
	int rc;

	if (!decode(r, from, sf) || !decode(r, to, st))
		return bad_pos(why);
	if (priv(r)->every)
		return every_check(r, from, sf, to, st, why);
	if ((k = changed(r, from, sf, to, st, &k1, &k2)) < 0) {
		if (k1 == SIZE_MAX)
			return sg_fail(why, SG_EINVAL, W_("a move changes one "
			    "part of the sum; this leaves every part as it "
			    "was"));
		return sg_fail(why, SG_EINVAL, W_("a move changes one part of "
		    "the sum only; this changes parts %1$zu and %2$zu"),
		    k1 + 1, k2 + 1);
	}
	pos_init(&a);
	pos_init(&b);
	sbuf_init(&sb);
	pr = part_rules(r, (size_t)k);
	if (extract(from, &sf[k], &a) != SG_OK ||
	    extract(to, &st[k], &b) != SG_OK)
		rc = sg_nomem(why);
	else if ((rc = pr->game->rules.check(pr, &a, &b, &c)) != SG_OK) {
		part_label(r, (size_t)k, &a, &sb);
		/* TRANSLATORS: a part as typed ("kayles 5"), its number,
		 * and why its move is refused. */
		rc = sg_fail(why, rc, W_("in %1$s (part %2$ld): %3$s"),
		    sbuf_str(&sb), k + 1, c.text);
	}
	sbuf_free(&sb);
	pos_free(&a);
	pos_free(&b);
	return rc;
}

static void
sum_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	struct span sf[SUM_PARTS_MAX], st[SUM_PARTS_MAX];
	const struct sum_part *pt;
	struct sbuf label, move;
	struct pos a, b;
	size_t k1, k2;
	long k;

	if (decode(r, from, sf) && decode(r, to, st) && priv(r)->every) {
		every_describe(r, from, sf, to, st, out);
		return;
	}
	if (!decode(r, from, sf) || !decode(r, to, st) ||
	    (k = changed(r, from, sf, to, st, &k1, &k2)) < 0) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	pt = &priv(r)->part[k];
	pos_init(&a);
	pos_init(&b);
	sbuf_init(&label);
	sbuf_init(&move);
	if (extract(from, &sf[k], &a) == SG_OK &&
	    extract(to, &st[k], &b) == SG_OK) {
		part_label(r, (size_t)k, &a, &label);
		pt->game->rules.describe(pt->rules, &a, &b, &move);
		/* TRANSLATORS: a part as typed ("kayles 5"), its number,
		 * and the move in it ("take 1 coin from the end of row
		 * 1"). */
		sbuf_printf(out, W_("in %1$s (part %2$ld): %3$s"),
		    sbuf_str(&label), k + 1, sbuf_str(&move));
		out->oom |= label.oom || move.oom;
	} else
		out->oom = true;
	sbuf_free(&label);
	sbuf_free(&move);
	pos_free(&a);
	pos_free(&b);
}

static uint64_t
part_bound(const struct rules *r, size_t k, const struct pos *q)
{
	struct rules *pr = part_rules(r, k);

	return pr->game->rules.move_bound != NULL ? pr->game->rules.move_bound(pr, q) :
	    UINT64_MAX;
}

static uint64_t
sum_move_bound(struct rules *r, const struct pos *p)
{
	struct span sp[SUM_PARTS_MAX];
	uint64_t b = 0, x;
	struct pos q;
	size_t k;

	if (!decode(r, p, sp))
		return 0;
	if (priv(r)->every)
		return every_move_bound(r, p, sp);
	pos_init(&q);
	for (k = 0; k < priv(r)->n; k++) {
		if (extract(p, &sp[k], &q) != SG_OK) {
			b = UINT64_MAX;
			break;
		}
		x = part_bound(r, k, &q);
		b = x > UINT64_MAX - b ? UINT64_MAX : b + x;
	}
	pos_free(&q);
	return b;
}

/* Play on in the part with the most moves left, so the game lasts. */
static int
sum_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	struct span sp[SUM_PARTS_MAX];
	uint64_t bound[SUM_PARTS_MAX], best;
	size_t k, n = priv(r)->n, pick;
	struct pos q, w;
	struct rules *pr;
	int rc = SG_ENOMOVE;

	if (!decode(r, p, sp))
		return bad_pos(why);
	if (priv(r)->every)
		return every_any_move(r, p, sp, out, why);
	pos_init(&q);
	pos_init(&w);
	for (k = 0; k < n; k++) {
		if (extract(p, &sp[k], &q) != SG_OK)
			goto oom;
		bound[k] = part_bound(r, k, &q);
	}
	while (rc == SG_ENOMOVE) {
		for (pick = n, best = 0, k = 0; k < n; k++)
			if (bound[k] > 0 && (pick == n || bound[k] > best)) {
				pick = k;
				best = bound[k];
			}
		if (pick == n)
			break;
		bound[pick] = 0;
		pr = part_rules(r, pick);
		if (extract(p, &sp[pick], &q) != SG_OK)
			goto oom;
		rc = pr->game->rules.any_move(pr, &q, &w, why);
		if (rc == SG_OK && replace(p, &sp[pick], &w, out) != SG_OK)
			goto oom;
	}
	pos_free(&q);
	pos_free(&w);
	return rc;
oom:
	pos_free(&q);
	pos_free(&w);
	return sg_nomem(why);
}

static void
sum_canon(const struct rules *r, struct pos *p)
{
	struct span sp[SUM_PARTS_MAX];
	const struct sum_part *pt;
	struct pos q, c;
	size_t k, i;
	bool good = true;

	if (!decode(r, p, sp))
		return;
	pos_init(&q);
	pos_init(&c);
	for (k = 0; k < priv(r)->n && good; k++) {
		pt = &priv(r)->part[k];
		good = extract(p, &sp[k], &q) == SG_OK;
		if (good && pt->game->notation.canon != NULL)
			pt->game->notation.canon(pt->rules, &q);
		good = good && pos_push(&c, q.n) == SG_OK;
		for (i = 0; good && i < q.n; i++)
			good = pos_push(&c, q.v[i]) == SG_OK;
	}
	if (good) {
		pos_free(p);
		*p = c;
	} else
		pos_free(&c);
	pos_free(&q);
}

/*
 * Every-SG (`--every`): each turn every part that can move moves, by its
 * own rules, and whoever moves last wins.  A part lasts a number of
 * moves its two players fight over: the one who wins it makes it last
 * as long as they can, the one who loses it ends it as soon as they can.
 * Its step count says how long: 0 for a part that cannot move; from a
 * won part (a move to a lost one exists) 1 + the largest step among the
 * moves to lost parts; from a lost part 1 + the smallest step among all
 * its moves.  A part is won exactly when its step count is odd, and the
 * whole is won exactly when the largest step count of its parts is odd:
 * the game ends with the last part to end, and the player who wins that
 * part can keep it going while the others end.  The step counts come
 * from a search over each part's own moves, remembered per part, of at
 * most EVERY_STATES positions.
 */
enum { EVERY_STATES = 1 << 18, EVERY_VISITS = 1 << 16 };

struct every_memo {
	struct pos *key;	/* canonical part positions; n == 0: empty */
	bool *used;
	uint32_t *step;
	size_t cap, n;
};

static void
every_memo_free(struct every_memo *m)
{
	size_t i;

	if (m == NULL)
		return;
	for (i = 0; i < m->cap; i++)
		if (m->used[i])
			pos_free(&m->key[i]);
	free(m->key);
	free(m->used);
	free(m->step);
	free(m);
}

static size_t
every_hash(const struct pos *q, size_t cap)
{
	return (size_t)sg_fnv(sg_fnv(14695981039346656037ULL, &q->n,
	    sizeof q->n), q->v, q->n * sizeof q->v[0]) & (cap - 1);
}

static bool
every_find(const struct every_memo *m, const struct pos *q, uint32_t *step)
{
	size_t i;

	if (m->cap == 0)
		return false;
	for (i = every_hash(q, m->cap); m->used[i]; i = (i + 1) & (m->cap - 1))
		if (pos_eq(&m->key[i], q)) {
			*step = m->step[i];
			return true;
		}
	return false;
}

static int
every_put(struct every_memo *m, const struct pos *q, uint32_t step)
{
	size_t i;

	if (2 * (m->n + 1) > m->cap) {
		struct every_memo big = { 0 };

		big.cap = m->cap == 0 ? 1024 : 2 * m->cap;
		big.key = sg_calloc(big.cap, sizeof *big.key);
		big.used = sg_calloc(big.cap, sizeof *big.used);
		big.step = sg_calloc(big.cap, sizeof *big.step);
		if (big.key == NULL || big.used == NULL || big.step == NULL) {
			free(big.key);
			free(big.used);
			free(big.step);
			return SG_ENOMEM;
		}
		for (i = 0; i < m->cap; i++) {
			size_t j;

			if (!m->used[i])
				continue;
			j = every_hash(&m->key[i], big.cap);
			while (big.used[j])
				j = (j + 1) & (big.cap - 1);
			big.key[j] = m->key[i];
			big.used[j] = true;
			big.step[j] = m->step[i];
		}
		free(m->key);
		free(m->used);
		free(m->step);
		big.n = m->n;
		*m = big;
	}
	i = every_hash(q, m->cap);
	while (m->used[i])
		i = (i + 1) & (m->cap - 1);
	pos_init(&m->key[i]);
	if (pos_copy(&m->key[i], q) != SG_OK)
		return SG_ENOMEM;
	m->used[i] = true;
	m->step[i] = step;
	m->n++;
	return SG_OK;
}

/* The step count of q, a position of part k. */
static int
every_step(const struct rules *r, size_t k, const struct pos *q,
    uint32_t *step, struct sg_cause *why)
{
	struct rules *pr = part_rules(r, k);
	struct every_memo *m = priv(r)->memo[k];
	struct poslist l;
	struct pos c;
	uint32_t most_even = 0, least = UINT32_MAX, s;
	bool won = false;
	size_t i;
	int rc = SG_OK;

	if (m == NULL) {
		if ((m = sg_calloc(1, sizeof *m)) == NULL)
			return sg_nomem(why);
		priv(r)->memo[k] = m;
	}
	pos_init(&c);
	if (pos_copy(&c, q) != SG_OK)
		return sg_nomem(why);
	if (pr->game->notation.canon != NULL)
		pr->game->notation.canon(pr, &c);
	if (every_find(m, &c, step)) {
		pos_free(&c);
		return SG_OK;
	}
	if (m->n >= EVERY_STATES) {
		pos_free(&c);
		return sg_fail(why, SG_ERANGE, W_("sum --every: the step count "
		    "of part %1$zu needs more than %2$d positions searched"),
		    k + 1, EVERY_STATES);
	}
	poslist_init(&l);
	rc = pr->game->rules.moves(pr, q, &l, why);
	for (i = 0; i < l.n && rc == SG_OK; i++) {
		if ((rc = every_step(r, k, &l.p[i], &s, why)) != SG_OK)
			break;
		if (s % 2 == 0 && (!won || s > most_even)) {
			most_even = s;
			won = true;
		}
		if (s < least)
			least = s;
	}
	if (rc == SG_OK) {
		*step = l.n == 0 ? 0 : won ? most_even + 1 : least + 1;
		if (every_put(m, &c, *step) != SG_OK)
			rc = sg_nomem(why);
	}
	poslist_free(&l);
	pos_free(&c);
	if (rc == SG_OK && !rules_progress(pr, m->n, EVERY_STATES))
		rc = sg_fail(why, SG_EINTR, W_("stopped"));
	return rc;
}

/* The moves of part k of p (as positions of the part) in out; none when
 * the part cannot move. */
static int
every_part_moves(struct rules *r, const struct pos *p, const struct span *sp,
    size_t k, struct poslist *out, struct sg_cause *why)
{
	struct rules *pr = part_rules(r, k);
	struct pos q;
	int rc;

	pos_init(&q);
	if ((rc = extract(p, &sp[k], &q)) != SG_OK)
		rc = sg_nomem(why);
	else
		rc = pr->game->rules.moves(pr, &q, out, why);
	pos_free(&q);
	return rc;
}

/* A walk over the moves of the whole: one move of each part that can
 * move.  fn is called with the position of the sum each time. */
struct every_walk {
	struct rules *r;
	const struct span *sp;
	struct poslist moves[SUM_PARTS_MAX];
	uint32_t *steps[SUM_PARTS_MAX];	/* the step of each move, or NULL */
	struct pos cur;
	size_t visits;
	bool stopped;			/* fn said stop, or too many visits */
	int rc;
	bool (*fn)(struct every_walk *w, uint32_t most);
	struct poslist *out;
	struct solution *sol;
};

/* Parts left - 1 down to 0 are still to choose: from the last part to
 * the first, so that the spans of the parts before it, the position's
 * own, still hold when a move changes a part's length. */
static void
every_walk_from(struct every_walk *w, size_t left, uint32_t most)
{
	struct pos next;
	size_t i, k;

	if (w->stopped || w->rc != SG_OK)
		return;
	if (left == 0) {
		if ((++w->visits > EVERY_VISITS && w->sol != NULL) ||
		    !w->fn(w, most))
			w->stopped = true;
		return;
	}
	k = left - 1;
	if (w->moves[k].n == 0) {
		every_walk_from(w, k, most);
		return;
	}
	pos_init(&next);
	for (i = 0; i < w->moves[k].n && !w->stopped && w->rc == SG_OK; i++) {
		struct pos keep;
		uint32_t s = w->steps[k] != NULL ? w->steps[k][i] : 0;

		pos_init(&keep);
		if (pos_copy(&keep, &w->cur) != SG_OK ||
		    replace(&keep, &w->sp[k], &w->moves[k].p[i], &next) !=
		    SG_OK) {
			w->rc = SG_ENOMEM;
			pos_free(&keep);
			break;
		}
		pos_free(&w->cur);
		w->cur = next;
		pos_init(&next);
		every_walk_from(w, k, s > most ? s : most);
		pos_free(&w->cur);
		w->cur = keep;
	}
	pos_free(&next);
}

static bool
every_add_move(struct every_walk *w, uint32_t most)
{
	(void)most;
	if (poslist_add(w->out, &w->cur) != SG_OK) {
		w->rc = SG_ENOMEM;
		return false;
	}
	return true;
}

static bool
every_add_win(struct every_walk *w, uint32_t most)
{
	int err = SG_OK;
	bool more;

	if (most % 2 != 0)
		return true;
	more = solution_add(w->sol, &w->cur, &err);
	if (err != SG_OK)
		w->rc = err;
	return more;
}

/* Walk every move of the whole p, calling fn; with steps, the step
 * count of each part's move is known to fn through most. */
static int
every_walk_run(struct rules *r, const struct pos *p, const struct span *sp,
    struct every_walk *w, struct sg_cause *why)
{
	size_t k, i, n = priv(r)->n;
	int rc = SG_OK;

	w->r = r;
	w->sp = sp;
	w->rc = SG_OK;
	for (k = 0; k < n; k++) {
		poslist_init(&w->moves[k]);
		w->steps[k] = NULL;
	}
	pos_init(&w->cur);
	for (k = 0; k < n && rc == SG_OK; k++) {
		rc = every_part_moves(r, p, sp, k, &w->moves[k], why);
		if (rc != SG_OK || w->fn != every_add_win ||
		    w->moves[k].n == 0)
			continue;
		w->steps[k] = sg_calloc(w->moves[k].n, sizeof *w->steps[k]);
		if (w->steps[k] == NULL)
			rc = sg_nomem(why);
		for (i = 0; rc == SG_OK && i < w->moves[k].n; i++)
			rc = every_step(r, k, &w->moves[k].p[i],
			    &w->steps[k][i], why);
	}
	for (k = 0, i = 0; k < n; k++)
		i += w->moves[k].n > 0;
	if (rc == SG_OK && pos_copy(&w->cur, p) != SG_OK)
		rc = sg_nomem(why);
	/* No part can move: the game is over, no move of the whole. */
	if (rc == SG_OK && i > 0) {
		every_walk_from(w, n, 0);
		if (w->rc != SG_OK)
			rc = sg_fail(why, w->rc, W_("out of memory"));
	}
	for (k = 0; k < n; k++) {
		poslist_free(&w->moves[k]);
		free(w->steps[k]);
	}
	pos_free(&w->cur);
	return rc;
}

static int
every_moves(struct rules *r, const struct pos *p, const struct span *sp,
    struct poslist *out, struct sg_cause *why)
{
	struct every_walk w;

	memset(&w, 0, sizeof w);
	w.fn = every_add_move;
	w.out = out;
	return every_walk_run(r, p, sp, &w, why);
}

/* The step counts of p's parts in st, their largest in *most. */
static int
every_steps(struct rules *r, const struct pos *p, const struct span *sp,
    uint32_t *st, uint32_t *most, struct sg_cause *why)
{
	struct pos q;
	size_t k;
	int rc = SG_OK;

	*most = 0;
	pos_init(&q);
	for (k = 0; k < priv(r)->n && rc == SG_OK; k++) {
		if (extract(p, &sp[k], &q) != SG_OK)
			rc = sg_nomem(why);
		else if ((rc = every_step(r, k, &q, &st[k], why)) == SG_OK &&
		    st[k] > *most)
			*most = st[k];
	}
	pos_free(&q);
	return rc;
}

static int
every_solve(struct rules *r, const struct pos *p, const struct span *sp,
    struct solution *sol, struct sg_cause *why)
{
	struct every_walk w;
	uint32_t st[SUM_PARTS_MAX], most;
	int rc;

	if ((rc = every_steps(r, p, sp, st, &most, why)) != SG_OK)
		return rc;
	sol->has_grundy = false;
	sol->outcome = most % 2 == 1 ? OUTCOME_N : OUTCOME_P;
	if (sol->outcome == OUTCOME_P)
		return SG_OK;
	memset(&w, 0, sizeof w);
	w.fn = every_add_win;
	w.sol = sol;
	rc = every_walk_run(r, p, sp, &w, why);
	if (rc == SG_OK && w.visits > EVERY_VISITS)
		sol->partial = true;
	return rc;
}

/* Does part k at q have a move? */
static bool
every_can_move(struct rules *r, size_t k, const struct pos *q)
{
	struct rules *pr = part_rules(r, k);
	struct sg_cause c;
	struct pos w;
	bool can;

	pos_init(&w);
	can = pr->game->rules.any_move(pr, q, &w, &c) == SG_OK;
	pos_free(&w);
	return can;
}

static int
every_check(struct rules *r, const struct pos *from, const struct span *sf,
    const struct pos *to, const struct span *st, struct sg_cause *why)
{
	struct rules *pr;
	struct sg_cause c;
	struct pos a, b;
	struct sbuf sb;
	size_t k;
	int rc = SG_OK;

	pos_init(&a);
	pos_init(&b);
	sbuf_init(&sb);
	for (k = 0; k < priv(r)->n && rc == SG_OK; k++) {
		pr = part_rules(r, k);
		sbuf_reset(&sb);
		if (extract(from, &sf[k], &a) != SG_OK ||
		    extract(to, &st[k], &b) != SG_OK) {
			rc = sg_nomem(why);
			break;
		}
		part_label(r, k, &a, &sb);
		if (!every_can_move(r, k, &a)) {
			if (part_differs(from, &sf[k], to, &st[k]))
				/* TRANSLATORS: Every-SG: a part as typed
				 * and its number. */
				rc = sg_fail(why, SG_EINVAL, W_("%1$s (part "
				    "%2$zu) has no move left and stays as it "
				    "was"), sbuf_str(&sb), k + 1);
		} else if (!part_differs(from, &sf[k], to, &st[k]))
			/* TRANSLATORS: Every-SG: a part as typed and its
			 * number. */
			rc = sg_fail(why, SG_EINVAL, W_("every part that can "
			    "move moves: %1$s (part %2$zu) has no move yet"),
			    sbuf_str(&sb), k + 1);
		else if ((rc = pr->game->rules.check(pr, &a, &b, &c)) != SG_OK)
			rc = sg_fail(why, rc, W_("in %1$s (part %2$ld): %3$s"),
			    sbuf_str(&sb), (long)k + 1, c.text);
	}
	sbuf_free(&sb);
	pos_free(&a);
	pos_free(&b);
	return rc;
}

static void
every_describe(const struct rules *r, const struct pos *from,
    const struct span *sf, const struct pos *to, const struct span *st,
    struct sbuf *out)
{
	const struct sum_part *pt;
	struct sbuf label, move;
	struct pos a, b;
	size_t k, said = 0;

	pos_init(&a);
	pos_init(&b);
	sbuf_init(&label);
	sbuf_init(&move);
	for (k = 0; k < priv(r)->n; k++) {
		if (!part_differs(from, &sf[k], to, &st[k]))
			continue;
		pt = &priv(r)->part[k];
		sbuf_reset(&label);
		sbuf_reset(&move);
		if (extract(from, &sf[k], &a) != SG_OK ||
		    extract(to, &st[k], &b) != SG_OK) {
			out->oom = true;
			break;
		}
		part_label(r, k, &a, &label);
		pt->game->rules.describe(pt->rules, &a, &b, &move);
		if (said++ > 0)
			/* TRANSLATORS: between the moves of the parts of
			 * one Every-SG turn. */
			sbuf_add(out, W_("; "));
		sbuf_printf(out, W_("in %1$s (part %2$ld): %3$s"),
		    sbuf_str(&label), (long)k + 1, sbuf_str(&move));
	}
	if (said == 0)
		sbuf_add(out, W_("an illegal move"));
	sbuf_free(&label);
	sbuf_free(&move);
	pos_free(&a);
	pos_free(&b);
}

/* Every part that can move makes a move that keeps the game going. */
static int
every_any_move(struct rules *r, const struct pos *p, const struct span *sp,
    struct pos *out, struct sg_cause *why)
{
	struct pos q, w, next;
	struct rules *pr;
	size_t k;
	bool moved = false;
	int rc = SG_OK;

	pos_init(&q);
	pos_init(&w);
	pos_init(&next);
	if (pos_copy(out, p) != SG_OK)
		rc = sg_nomem(why);
	/* From the last part, so the spans before it stay p's. */
	for (k = priv(r)->n; k > 0 && rc == SG_OK; k--) {
		pr = part_rules(r, k - 1);
		if (extract(p, &sp[k - 1], &q) != SG_OK) {
			rc = sg_nomem(why);
			break;
		}
		if (pr->game->rules.any_move(pr, &q, &w, why) != SG_OK)
			continue;
		if (replace(out, &sp[k - 1], &w, &next) != SG_OK) {
			rc = sg_nomem(why);
			break;
		}
		pos_free(out);
		*out = next;
		pos_init(&next);
		moved = true;
	}
	pos_free(&q);
	pos_free(&w);
	pos_free(&next);
	if (rc == SG_OK && !moved)
		rc = sg_fail(why, SG_ENOMOVE, W_("no move left"));
	return rc;
}

static uint64_t
every_move_bound(struct rules *r, const struct pos *p, const struct span *sp)
{
	uint64_t b = 1, x;
	struct pos q;
	size_t k;
	bool any = false;

	pos_init(&q);
	for (k = 0; k < priv(r)->n; k++) {
		if (extract(p, &sp[k], &q) != SG_OK) {
			b = UINT64_MAX;
			break;
		}
		if ((x = part_bound(r, k, &q)) == 0)
			continue;
		any = true;
		b = b > UINT64_MAX / x ? UINT64_MAX : b * x;
	}
	pos_free(&q);
	return any ? b : 0;
}

/* Why p is won or lost in Every-SG, in step counts. */
static void
every_explain(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct span sp[SUM_PARTS_MAX];
	uint32_t st[SUM_PARTS_MAX], most;
	struct sg_cause c;
	struct sbuf sb;
	struct pos q;
	size_t k;

	if (!decode(r, p, sp) || every_steps(r, p, sp, st, &most, &c) != SG_OK)
		return;
	sbuf_add(out, W_("Every part that can move moves each turn, so the "
	    "game lasts as long as its longest part.  The winner of a part "
	    "makes it last as long as they can, the loser ends it as soon "
	    "as they can: its step count is 0 when it has no move, 1 + the "
	    "largest step count among its moves to lost parts when it is "
	    "won, and 1 + the smallest step count among all its moves when "
	    "it is lost.  A part is won exactly when its step count is "
	    "odd.\n"));
	pos_init(&q);
	sbuf_init(&sb);
	for (k = 0; k < priv(r)->n; k++) {
		sbuf_reset(&sb);
		if (extract(p, &sp[k], &q) != SG_OK)
			break;
		part_label(r, k, &q, &sb);
		/* TRANSLATORS: Every-SG: a part as typed, its number and
		 * its step count. */
		sbuf_printf(out, W_("  %1$s (part %2$zu): step count %3$lu\n"),
		    sbuf_str(&sb), k + 1, (unsigned long)st[k]);
	}
	sbuf_free(&sb);
	pos_free(&q);
	if (most % 2 == 1)
		sbuf_printf(out, W_("The largest step count, %lu, is odd: the "
		    "player to move wins, by moving every won part to a lost "
		    "part one step shorter and every lost part as short as it "
		    "goes, so that the largest step count left is even.\n"),
		    (unsigned long)most);
	else
		sbuf_printf(out, W_("The largest step count, %lu, is even: "
		    "the player to move loses, for whatever they do the "
		    "opponent can leave an even largest step count again, "
		    "down to 0.\n"), (unsigned long)most);
}

/* The Grundy value of position q of part k, or the reason the sum is
 * refused. */
static int
part_value(const struct rules *r, size_t k, const struct pos *q,
    uint64_t *g, struct sg_cause *why)
{
	struct rules *pr = part_rules(r, k);
	struct solution sol;
	struct sg_cause c;
	struct sbuf sb;
	int rc;

	solution_init(&sol, 0);
	rc = pr->game->theory.solve(pr, q, &sol, &c);
	if (rc == SG_OK && !sol.has_grundy)
		rc = sg_fail(&c, SG_ERANGE, W_("no Grundy value found for "
		    "this position of %s, and the sum needs one"),
		    pr->game->name);
	*g = sol.grundy;
	solution_free(&sol);
	if (rc == SG_OK || rc == SG_ENOMEM || rc == SG_EINTR) {
		if (rc != SG_OK)
			*why = c;
		return rc;
	}
	sbuf_init(&sb);
	part_label(r, k, q, &sb);
	sg_fail(why, rc, W_("sum, part %1$zu (%2$s): %3$s"), k + 1,
	    sbuf_str(&sb), c.text);
	sbuf_free(&sb);
	return rc;
}

/* What a search for the moves of a part records. */
struct hunt {
	const struct pos *p;	/* the sum */
	const struct span *sp;	/* the part's span */
	struct solution *sol;	/* where the moves go */
	bool full;		/* the limit was reached */
};

/* Record the move of the part to q; false once the limit is reached. */
static bool
hunt_add(struct hunt *h, const struct pos *q, int *err)
{
	struct pos w;

	pos_init(&w);
	if (replace(h->p, h->sp, q, &w) != SG_OK)
		*err = SG_ENOMEM;
	else if (!solution_add(h->sol, &w, err))
		h->full = true;
	pos_free(&w);
	return *err == SG_OK && !h->full;
}

/* The moves of part q to value t, each solved: every one of them. */
static int
hunt_listed(const struct rules *r, size_t k, const struct pos *q,
    uint64_t t, struct hunt *h, struct sg_cause *why)
{
	struct rules *pr = part_rules(r, k);
	struct solution o;
	struct poslist l;
	size_t i;
	int rc, err = SG_OK;

	poslist_init(&l);
	rc = pr->game->rules.moves(pr, q, &l, why);
	for (i = 0; i < l.n && rc == SG_OK && err == SG_OK && !h->full; i++) {
		solution_init(&o, 0);
		rc = pr->game->theory.solve(pr, &l.p[i], &o, why);
		if (rc == SG_OK && !o.has_grundy)
			h->sol->partial = true;
		else if (rc == SG_OK && o.grundy == t)
			hunt_add(h, &l.p[i], &err);
		if (rc == SG_ERANGE || rc == SG_EUNSUP) {
			h->sol->partial = true;
			rc = SG_OK;
		}
		solution_free(&o);
	}
	poslist_free(&l);
	return rc != SG_OK ? rc : err;
}

/* Is a heap of n worth t? */
static bool
heap_worth(struct rules *pr, uint64_t n, uint64_t t)
{
	struct sg_cause c;
	uint64_t g;

	return n >= 1 && n <= sg_max_u63() &&
	    pr->game->heaps.heap_value(pr, n, &g, &c) == SG_OK && g == t;
}

/* A heap of the part's game whose value is t, or false: near t first
 * (where heaps are worth about their size, as in Nim), then the small
 * heaps. */
static bool
heap_of_value(struct rules *pr, uint64_t t, uint64_t *m)
{
	uint64_t n, d;

	for (d = 0; d <= 4; d++) {
		if (heap_worth(pr, t + d, t) || (d <= t &&
		    heap_worth(pr, t - d, t))) {
			*m = heap_worth(pr, t + d, t) ? t + d : t - d;
			return true;
		}
	}
	for (n = 1; n <= SUM_SCAN_MAX; n++) {
		if (heap_worth(pr, n, t)) {
			*m = n;
			return true;
		}
	}
	return false;
}

/* Is w one move from q, worth t?  (A move found with a heap added must
 * be a move of q alone, whatever order the game lists its heaps in.) */
static bool
is_move_to(struct rules *pr, const struct pos *q, const struct pos *w,
    uint64_t t)
{
	struct solution o;
	struct sg_cause c;
	bool good;

	if (pr->game->rules.check(pr, q, w, &c) != SG_OK)
		return false;
	solution_init(&o, 0);
	good = pr->game->theory.solve(pr, w, &o, &c) == SG_OK && o.has_grundy &&
	    o.grundy == t;
	solution_free(&o);
	return good;
}

/* The moves of part q to value t by the part's own solve, of q itself
 * (t = 0) or of q and a heap of value t, keeping the moves that leave
 * that heap.  Partial where neither applies. */
static int
hunt_solved(const struct rules *r, size_t k, const struct pos *q,
    uint64_t t, struct hunt *h, struct sg_cause *why)
{
	struct rules *pr = part_rules(r, k);
	struct solution o;
	struct pos a;
	uint64_t m = 0;
	size_t i;
	int rc, err = SG_OK;

	pos_init(&a);
	if (t != 0 && (!pr->game->theory.is_sum || pr->game->heaps.heap_value == NULL ||
	    !heap_of_value(pr, t, &m))) {
		h->sol->partial = true;
		return SG_OK;
	}
	if (pos_copy(&a, q) != SG_OK || (t != 0 && pos_push(&a, m) != SG_OK))
		return sg_nomem(why);
	solution_init(&o, h->sol->limit);
	rc = pr->game->theory.solve(pr, &a, &o, why);
	for (i = 0; rc == SG_OK && i < o.wins.n && err == SG_OK && !h->full;
	    i++) {
		struct pos *w = &o.wins.p[i];

		if (t != 0 && (w->n == 0 || w->v[w->n - 1] != m ||
		    w->n - 1 < q->n))
			continue;
		if (t != 0)
			w->n--;
		if (t == 0 || is_move_to(pr, q, w, t))
			hunt_add(h, w, &err);
	}
	/* Cut short by the limit: the sum is too; past the theory: partial. */
	if (rc == SG_OK && o.truncated)
		h->sol->truncated = h->full = true;
	if (rc == SG_OK && o.partial)
		h->sol->partial = true;
	if (rc == SG_ERANGE || rc == SG_EUNSUP) {
		h->sol->partial = true;
		rc = SG_OK;
	}
	solution_free(&o);
	pos_free(&a);
	return rc != SG_OK ? rc : err;
}

/* The winning moves in the parts, those whose value has the nim-sum's
 * leftmost 1 first (they always have one; the others may too). */
static int
sum_wins(const struct rules *r, const struct pos *p, const struct span *sp,
    const uint64_t *g, uint64_t x, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t top = x, b;
	struct hunt h = { p, NULL, sol, false };
	struct pos q;
	size_t k, n = priv(r)->n, pass;
	int rc = SG_OK;

	while (top & (top - 1))
		top &= top - 1;
	pos_init(&q);
	for (pass = 0; pass < 2; pass++) {
		for (k = 0; k < n && rc == SG_OK && !h.full; k++) {
			if (((g[k] & top) != 0) != (pass == 0))
				continue;
			h.sp = &sp[k];
			if ((rc = extract(p, &sp[k], &q)) != SG_OK)
				break;
			b = part_bound(r, k, &q);
			rc = b <= SUM_ENUM_MAX ?
			    hunt_listed(r, k, &q, g[k] ^ x, &h, why) :
			    hunt_solved(r, k, &q, g[k] ^ x, &h, why);
		}
	}
	pos_free(&q);
	if (rc == SG_ENOMEM)
		sg_fail(why, rc, W_("out of memory"));
	return rc;
}

static int
sum_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct span sp[SUM_PARTS_MAX];
	uint64_t g[SUM_PARTS_MAX], x = 0;
	struct pos q;
	size_t k;
	int rc = SG_OK;

	if (!decode(r, p, sp))
		return bad_pos(why);
	if (priv(r)->every)
		return every_solve(r, p, sp, sol, why);
	pos_init(&q);
	for (k = 0; k < priv(r)->n && rc == SG_OK; k++) {
		if ((rc = extract(p, &sp[k], &q)) != SG_OK)
			rc = sg_fail(why, rc, W_("out of memory"));
		else if ((rc = part_value(r, k, &q, &g[k], why)) == SG_OK)
			x ^= g[k];
	}
	pos_free(&q);
	if (rc != SG_OK)
		return rc;
	sol->has_grundy = true;
	sol->grundy = x;
	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	return x != 0 ? sum_wins(r, p, sp, g, x, sol, why) : SG_OK;
}

static int
sum_components(struct rules *r, const struct pos *p, struct complist *out,
    struct sg_cause *why)
{
	struct span sp[SUM_PARTS_MAX];
	struct sbuf sb;
	struct pos q;
	uint64_t g;
	size_t k;
	int rc = SG_OK;

	if (!decode(r, p, sp))
		return bad_pos(why);
	if (priv(r)->every)
		/* Explained by step counts (sum_invariant), not values. */
		return sg_fail(why, SG_EUNSUP, W_("Every-SG has no Grundy "
		    "values"));
	pos_init(&q);
	sbuf_init(&sb);
	for (k = 0; k < priv(r)->n && rc == SG_OK; k++) {
		sbuf_reset(&sb);
		if ((rc = extract(p, &sp[k], &q)) != SG_OK)
			break;
		if ((rc = part_value(r, k, &q, &g, why)) != SG_OK)
			break;
		part_label(r, k, &q, &sb);
		rc = sb.oom ? SG_ENOMEM : complist_add(out, sbuf_str(&sb), g,
		    sp[k].at, sp[k].n + 1);
	}
	sbuf_free(&sb);
	pos_free(&q);
	if (rc == SG_ENOMEM)
		sg_fail(why, rc, W_("out of memory"));
	return rc;
}

static const char *const sum_presets[];

static const struct game_opt sum_opts[] = {
	{ "every", NULL, WN_("Every-SG: every part that can move moves each "
	    "turn, and the last to move wins") },
	{ NULL, NULL, NULL }
};

static int
sum_set_opt(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why)
{
	(void)arg;
	if (strcmp(name, "every") != 0)
		return sg_fail(why, SG_EINVAL, W_("option \"--%s\": unknown "
		    "for sum"), name);
	if (priv(r)->n > 0 && !priv(r)->every)
		return sg_fail(why, SG_EINVAL, W_("sum: --every comes before "
		    "the first part"));
	priv(r)->every = true;
	return SG_OK;
}

static void
sum_format_opts(const struct rules *r, struct sbuf *out)
{
	if (priv(r)->every)
		sbuf_add(out, "--every");
}

/* Every-SG: a turn moves every part that can move. */
static bool
sum_all_parts(const struct rules *r)
{
	return priv(r)->every;
}

/* Every-SG: a part's figure is its step count, odd when the part is won
 * for the player to move. */
static bool
sum_part_figure(struct rules *r, size_t k, const struct pos *q,
    struct sbuf *out)
{
	struct sg_cause why;
	uint32_t step;

	if (!priv(r)->every || k >= priv(r)->n ||
	    every_step(r, k, q, &step, &why) != SG_OK)
		return false;
	if (step == 0)
		sbuf_printf(out, W_("step count %lu"), (unsigned long)step);
	else if (step % 2 == 1)
		sbuf_printf(out, W_("step count %lu, won"),
		    (unsigned long)step);
	else
		sbuf_printf(out, W_("step count %lu, lost"),
		    (unsigned long)step);
	return true;
}

/* Every-SG: the hint's heading says what a winning move does to the
 * largest step count. */
static void
sum_hint_head(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct span sp[SUM_PARTS_MAX];
	uint32_t st[SUM_PARTS_MAX], most;
	struct sg_cause why;

	if (!priv(r)->every || !decode(r, p, sp) ||
	    every_steps(r, p, sp, st, &most, &why) != SG_OK || most % 2 == 0)
		return;
	sbuf_printf(out, W_("The largest step count, %lu, is odd; to win, "
	    "leave an even one:"), (unsigned long)most);
}

/* The summary says which rules a turn follows. */
static const char *
sum_rules_summary(const struct rules *r)
{
	return priv(r)->every ? WN_("games side by side: each turn, every "
	    "one that can move moves") : NULL;
}

/* A sum that is not explained by its parts' values: Every-SG. */
static void
sum_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	if (priv(r)->every)
		every_explain(r, p, out);
}

/* The most small positions of each of n parts whose combinations stay
 * within SUM_SMALLS (at least one each). */
static size_t
smalls_take(size_t n)
{
	size_t t = 1, k, prod;

	for (;;) {
		for (prod = 1, k = 0; k < n && prod <= SUM_SMALLS; k++)
			prod *= t + 1;
		if (prod > SUM_SMALLS)
			return t;
		t++;
	}
}

/* Rules not yet given a sum take the parts of the first named one. */
static int
default_parts(struct rules *r)
{
	struct sg_cause why;
	char *copy, **argv;
	struct pos p;
	int argc, rc;

	if ((rc = sg_split(sum_presets[0], &copy, &argv, &argc, &why)) !=
	    SG_OK)
		return rc;
	pos_init(&p);
	rc = sum_parse(r, argc, argv, &p, &why);
	pos_free(&p);
	free(argv);
	free(copy);
	return rc;
}

/*
 * The small positions: those of the parts' own games, the first few of
 * each part, every way of putting them together (a few hundred in all).
 * Rules without parts get those of the first named sum.
 */
static int
sum_smalls(struct rules *r, struct poslist *out)
{
	struct poslist each[SUM_PARTS_MAX];
	size_t idx[SUM_PARTS_MAX], n, take, k, i;
	struct pos p;
	int rc = SG_OK;

	if (priv(r)->n == 0 && (rc = default_parts(r)) != SG_OK)
		return rc;
	n = priv(r)->n;
	take = smalls_take(n);
	for (k = 0; k < n; k++) {
		struct rules *pr = part_rules(r, k);

		poslist_init(&each[k]);
		idx[k] = 0;
		if (rc == SG_OK && pr->game->tests.smalls != NULL)
			rc = pr->game->tests.smalls(pr, &each[k]);
		for (i = take; i < each[k].n; i++)
			pos_free(&each[k].p[i]);
		if (each[k].n > take)
			each[k].n = take;
	}
	pos_init(&p);
	while (rc == SG_OK) {
		p.n = 0;
		for (k = 0; k < n && rc == SG_OK; k++) {
			const struct pos *q;

			if (each[k].n == 0)
				break;
			q = &each[k].p[idx[k]];
			rc = pos_push(&p, q->n);
			for (i = 0; i < q->n && rc == SG_OK; i++)
				rc = pos_push(&p, q->v[i]);
		}
		if (k < n || rc != SG_OK || (rc = poslist_add(out, &p)) != SG_OK)
			break;
		for (k = 0; k < n && ++idx[k] == each[k].n; k++)
			idx[k] = 0;
		if (k == n)
			break;
	}
	pos_free(&p);
	for (k = 0; k < n; k++)
		poslist_free(&each[k]);
	return rc;
}

static int
sum_parts(struct rules *r, const struct pos *p, struct game_part *out,
    size_t max, size_t *n, struct sg_cause *why)
{
	struct span sp[SUM_PARTS_MAX];
	size_t k;

	*n = 0;
	if (!decode(r, p, sp))
		return bad_pos(why);
	for (k = 0; k < priv(r)->n && k < max; k++) {
		out[k].rules = part_rules(r, k);
		out[k].first = sp[k].at + 1;
		out[k].count = sp[k].n;
	}
	*n = k;
	return SG_OK;
}

static int
sum_join(struct rules *r, const struct pos *p, size_t k, const struct pos *q,
    struct pos *out, struct sg_cause *why)
{
	struct span sp[SUM_PARTS_MAX];

	if (!decode(r, p, sp) || k >= priv(r)->n)
		return bad_pos(why);
	if (replace(p, &sp[k], q, out) != SG_OK)
		return sg_nomem(why);
	return SG_OK;
}

/* Named sums: a Kayles row worth the same as a Nim heap, first. */
static const char *const sum_presets[] = {
	"kayles 4 + nim 1",
	"kayles 6 + nim 3",
	"nim 3 4 + kayles 5 + grundy 9",
	"grundy 10 + nim 2 + kayles 3",
	"subtract --take 1,3,4 10 + takebreak --code 0.137 20",
	"lasker 6 + circle 8 + nim 5",
	NULL
};

/* Is p's value one a pupil works out by hand: does its game explain it
 * as parts with values of their own (heaps, rows, arcs, pieces), the way
 * practice asks for it alone?  A value that only a search finds (no rule
 * gives it) is not, and a sum holding it could not be solved on paper. */
static bool
by_hand(struct rules *r, const struct pos *p)
{
	struct explanation x;
	struct sg_cause why;
	bool yes;

	if (explain_new(r, p, &x, &why) != SG_OK)
		return false;
	yes = x.is_sum;
	explain_free(&x);
	return yes;
}

/* A part of a random sum: a game of the registry with a random position
 * that has a move and a value worked by hand, in words; false when none
 * was found. */
static bool
random_part(const struct game *self, unsigned level, uint64_t *seed,
    struct sbuf *out)
{
	const struct game *g;
	struct rules *d, *pr;
	struct sg_cause why;
	struct solution sol;
	struct sbuf sb;
	struct pos q, w;
	bool good = false;
	int tries;

	sbuf_init(&sb);
	pos_init(&q);
	pos_init(&w);
	for (tries = 0; tries < 40 && !good; tries++) {
		g = game_at((size_t)game_rand(seed, 0, game_count() - 1));
		if (g == self || g->play.random == NULL ||
		    rules_new(g, &d, &why) != SG_OK)
			continue;
		sbuf_reset(&sb);
		g->play.random(d, level, false, seed, &sb);
		rules_free(d);
		if (sb.oom || game_parse_line(g, sbuf_str(&sb), &pr, &q,
		    &why) != SG_OK)
			continue;
		solution_init(&sol, 0);
		good = g->rules.any_move(pr, &q, &w, &why) == SG_OK &&
		    g->theory.solve(pr, &q, &sol, &why) == SG_OK &&
		    sol.has_grundy && by_hand(pr, &q);
		solution_free(&sol);
		rules_free(pr);
	}
	if (good)
		sbuf_printf(out, "%s %s", g->name, sbuf_str(&sb));
	sbuf_free(&sb);
	pos_free(&q);
	pos_free(&w);
	return good;
}

/* Two parts on the first levels, up to four on the last; each part a
 * level below the sum's. */
static void
sum_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	uint64_t n = game_rand(seed, 2, level <= 1 ? 2 : level <= 3 ? 3 : 4);
	unsigned part = level <= 2 ? 1 : level - 1;
	uint64_t k, made = 0;

	(void)opts;
	for (k = 0; k < n; k++) {
		if (made > 0)
			sbuf_add(out, " + ");
		made += random_part(r->game, part, seed, out);
	}
}

const struct game game_sum = {
	.name = "sum",
	.title = WN_("A sum of games"),
	.summary = WN_("games side by side: a move in any one of them"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("GAME POSITION + GAME POSITION ..."),
		.nests = true,
		.opts = sum_opts,
		.init = sum_init,
		.fini = sum_fini,
		.set_opt = sum_set_opt,
		.format_opts = sum_format_opts,
		.parse = sum_parse,
		.format = sum_format,
		.canon = sum_canon,
	},
	.rules = {
		.moves = sum_moves,
		.check = sum_check,
		.describe = sum_describe,
		.any_move = sum_any_move,
		.move_bound = sum_move_bound,
	},
	.theory = {
		.solve = sum_solve,
	},
	.play = {
		/* Each part on its own game's board,
		with its own model. */
				.board = BOARD_SUM,
		.item = WN_("game"),
		.presets = sum_presets,
		.random = sum_random,
		.parts = sum_parts,
		.join = sum_join,
		.all_parts = sum_all_parts,
		.part_figure = sum_part_figure,
		.summary = sum_rules_summary,
	},
	.teach = {
		.components = sum_components,
		.invariant = sum_invariant,
		.hint_head = sum_hint_head,
	},
	.tests = {
		.smalls = sum_smalls,
	},
};
