/*
 * game.c: rules objects, solutions and helpers shared by the games.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "game.h"
#include "text.h"
#include "words.h"

int
rules_new(const struct game *g, struct rules **out, struct sg_cause *why)
{
	struct rules *r;
	int rc;

	*out = NULL;
	if ((r = sg_calloc(1, sizeof *r)) == NULL)
		return sg_nomem(why);
	r->game = g;
	if (g->notation.init != NULL && (rc = g->notation.init(r, why)) != SG_OK) {
		free(r);
		return rc;
	}
	*out = r;
	return SG_OK;
}

void
rules_free(struct rules *r)
{
	if (r == NULL)
		return;
	if (r->game->notation.fini != NULL)
		r->game->notation.fini(r);
	free(r);
}

bool
rules_has_opt(const struct game *g, const char *name)
{
	const struct game_opt *o;

	for (o = g->notation.opts; o != NULL && o->name != NULL; o++) {
		if (strcmp(o->name, name) == 0)
			return true;
	}
	return false;
}

bool
rules_opt_is_flag(const struct game *g, const char *name)
{
	const struct game_opt *o;

	for (o = g->notation.opts; o != NULL && o->name != NULL; o++) {
		if (strcmp(o->name, name) == 0)
			return o->arg == NULL;
	}
	return false;
}

int
rules_set(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why)
{
	if (!rules_has_opt(r->game, name) || r->game->notation.set_opt == NULL)
		return sg_fail(why, SG_EINVAL, W_("option \"--%1$.40s\": not "
		    "an option of %2$s"), name, r->game->name);
	return r->game->notation.set_opt(r, name, arg, why);
}

bool
game_is_option(const char *word)
{
	return word[0] == '-' && word[1] == '-' && word[2] != '\0';
}

int
rules_take_opt(struct rules *r, int argc, char *const argv[], int *used,
    struct sg_cause *why)
{
	const char *w = argv[0], *eq, *val;
	char name[64];
	size_t n;

	*used = 1;
	if (!game_is_option(w))
		return sg_fail(why, SG_EINVAL, W_("option \"%.64s\": options "
		    "begin with --"), w);
	eq = strchr(w + 2, '=');
	n = eq != NULL ? (size_t)(eq - w - 2) : strlen(w + 2);
	if (n >= sizeof name)
		n = sizeof name - 1;
	memcpy(name, w + 2, n);
	name[n] = '\0';
	if (!rules_has_opt(r->game, name))
		return sg_fail(why, SG_EINVAL, W_("option \"--%1$s\": unknown "
		    "for %2$s"),
		    name, r->game->name);
	if (rules_opt_is_flag(r->game, name)) {
		/* A flag stands alone: the next word is the position. */
		if (eq != NULL)
			return sg_fail(why, SG_EINVAL, W_("option \"--%s\": "
			    "takes no value"), name);
		val = "";
	} else if (eq != NULL)
		val = eq + 1;
	else if (argc > 1) {
		val = argv[1];
		*used = 2;
	} else
		return sg_fail(why, SG_EINVAL, W_("option \"--%s\": needs a "
		    "value"), name);
	return rules_set(r, name, val, why);
}

int
rules_set_opts(struct rules *r, int argc, char *const argv[],
    struct sg_cause *why)
{
	int i = 0, used, rc;

	while (i < argc) {
		rc = rules_take_opt(r, argc - i, argv + i, &used, why);
		if (rc != SG_OK)
			return rc;
		i += used;
	}
	return SG_OK;
}

int
game_parse_opts(const struct game *g, int argc, char *const argv[],
    struct rules **rules, int *used, struct sg_cause *why)
{
	struct rules *r;
	int i = 0, n, rc;

	if ((rc = rules_new(g, &r, why)) != SG_OK)
		return rc;
	while (i < argc && game_is_option(argv[i])) {
		if ((rc = rules_take_opt(r, argc - i, argv + i, &n, why)) !=
		    SG_OK) {
			rules_free(r);
			return rc;
		}
		i += n;
	}
	*rules = r;
	*used = i;
	return SG_OK;
}

int
game_stray_option(const struct game *g, int argc, char *const argv[],
    struct sg_cause *why)
{
	const char *eq;
	size_t n;
	int i;

	/* A game made of games reads the options of each part itself. */
	if (g->notation.nests)
		return SG_OK;
	for (i = 0; i < argc; i++) {
		if (!game_is_option(argv[i]))
			continue;
		eq = strchr(argv[i], '=');
		n = eq != NULL ? (size_t)(eq - argv[i] - 2) :
		    strlen(argv[i] + 2);
		if (n < 64) {
			char name[64];

			memcpy(name, argv[i] + 2, n);
			name[n] = '\0';
			if (rules_has_opt(g, name))
				return sg_fail(why, SG_EINVAL, W_("option "
				    "\"%1$.64s\": comes before the position "
				    "(%2$s %3$s)"),
				    argv[i], g->name, game_syntax(g));
		}
		return sg_fail(why, SG_EINVAL, W_("option \"%1$.64s\": unknown "
		    "for %2$s"), argv[i], g->name);
	}
	return SG_OK;
}

static int
parse_args(const struct game *g, int argc, char *const argv[],
    struct rules **rules, struct pos *out, struct sg_cause *why)
{
	struct rules *r;
	int i, rc;

	if ((rc = game_parse_opts(g, argc, argv, &r, &i, why)) != SG_OK)
		return rc;
	if (i == argc)
		rc = sg_fail(why, SG_EINVAL, W_("%1$s: missing the position "
		    "(%2$s)"),
		    g->name, game_syntax(g));
	else if ((rc = game_stray_option(g, argc - i, argv + i, why)) ==
	    SG_OK)
		rc = g->notation.parse(r, argc - i, argv + i, out, why);
	if (rc != SG_OK) {
		rules_free(r);
		return rc;
	}
	*rules = r;
	return SG_OK;
}

/* Is a word not ASCII (full-width, as an input method may type it)? */
static bool
wide_words(int argc, char *const argv[])
{
	int i;
	size_t k;

	for (i = 0; i < argc; i++)
		for (k = 0; argv[i][k] != '\0'; k++)
			if ((unsigned char)argv[i][k] >= 0x80)
				return true;
	return false;
}

/* line folded as a person's input (text_fold), then split into words. */
static int
split_folded(const char *line, char **copy, char ***argv, int *argc,
    struct sg_cause *why)
{
	char *folded;
	int rc;

	if ((folded = text_fold(line)) == NULL)
		return sg_nomem(why);
	rc = sg_split(folded, copy, argv, argc, why);
	free(folded);
	return rc;
}

int
game_fold_words(int argc, char *const argv[], char **copy, char ***words,
    int *nwords, struct sg_cause *why)
{
	struct sbuf line;
	int i, rc;

	*copy = NULL;
	*words = NULL;
	*nwords = 0;
	if (!wide_words(argc, argv))
		return SG_OK;
	/* "３ ４ ５" or "3　4" (an ideographic space) in one word: the
	 * words folded and split again, as a line typed is. */
	sbuf_init(&line);
	for (i = 0; i < argc; i++)
		sbuf_printf(&line, "%s%s", i > 0 ? " " : "", argv[i]);
	rc = split_folded(sbuf_str(&line), copy, words, nwords, why);
	sbuf_free(&line);
	return rc;
}

int
game_parse_args(const struct game *g, int argc, char *const argv[],
    struct rules **rules, struct pos *out, struct sg_cause *why)
{
	char *copy, **v;
	int n, rc;

	if ((rc = game_fold_words(argc, argv, &copy, &v, &n, why)) != SG_OK)
		return rc;
	if (copy == NULL)
		return parse_args(g, argc, argv, rules, out, why);
	rc = parse_args(g, n, v, rules, out, why);
	free(v);
	free(copy);
	return rc;
}

int
game_parse_line(const struct game *g, const char *line,
    struct rules **rules, struct pos *out, struct sg_cause *why)
{
	char *copy, **argv;
	int argc, rc;

	if ((rc = split_folded(line, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	rc = parse_args(g, argc, argv, rules, out, why);
	free(argv);
	free(copy);
	return rc;
}

int
game_parse_words(const char *words, struct rules **rules, struct pos *out,
    struct sg_cause *why)
{
	const struct game *g;
	char *copy, **argv;
	int argc, rc;

	*rules = NULL;
	if ((rc = split_folded(words, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	if (argc == 0 || (g = game_find(argv[0])) == NULL)
		rc = sg_fail(why, SG_EINVAL, W_("game \"%.64s\": unknown"),
		    argc > 0 ? argv[0] : "");
	else
		rc = parse_args(g, argc - 1, argv + 1, rules, out, why);
	free(argv);
	free(copy);
	return rc;
}

bool
rules_progress(struct rules *r, uint64_t done, uint64_t total)
{
	if (r->progress == NULL)
		return true;
	return r->progress(r->progress_arg, done, total);
}

void
solution_init(struct solution *s, size_t limit)
{
	memset(s, 0, sizeof *s);
	s->limit = limit;
	poslist_init(&s->wins);
}

void
solution_free(struct solution *s)
{
	poslist_free(&s->wins);
}

bool
solution_add(struct solution *s, const struct pos *p, int *err)
{
	if (s->wins.n >= s->limit ||
	    (s->wins.n > 0 && p->n > SOLUTION_MAX_ENTRIES - s->entries)) {
		s->truncated = true;
		return false;
	}
	if (poslist_add(&s->wins, p) != SG_OK) {
		*err = SG_ENOMEM;
		return false;
	}
	s->entries += p->n;
	return true;
}

bool
solution_add_set(struct solution *s, const struct pos *p, size_t i,
    uint64_t x, int *err)
{
	struct pos q;
	bool more;

	pos_init(&q);
	if (pos_copy(&q, p) != SG_OK) {
		*err = SG_ENOMEM;
		return false;
	}
	q.v[i] = x;
	more = solution_add(s, &q, err);
	pos_free(&q);
	return more;
}

void
complist_init(struct complist *l)
{
	l->c = NULL;
	l->n = l->cap = 0;
}

void
complist_free(struct complist *l)
{
	free(l->c);
	complist_init(l);
}

int
complist_add(struct complist *l, const char *label, uint64_t value,
    size_t first, size_t count)
{
	struct component *c;
	size_t cap;

	if (l->n == l->cap) {
		cap = l->cap < 8 ? 8 : l->cap * 2;
		if ((c = sg_reallocarray(l->c, cap, sizeof *c)) == NULL)
			return SG_ENOMEM;
		l->c = c;
		l->cap = cap;
	}
	c = &l->c[l->n++];
	snprintf(c->label, sizeof c->label, "%s", label);
	c->value = value;
	c->first = first;
	c->count = count;
	return SG_OK;
}

/* The words the games name their numbers by besides their items, for
 * the translators: game_parse_numbers looks the word it is given up. */
static const char *const number_words[] = {
	/* TRANSLATORS: what a number of a position is, in a refusal such
	 * as 'cell "x": must be a whole number >= 0'. */
	WN_("cell"), WN_("height"), WN_("number"), WN_("pile"), WN_("heap")
};

int
game_parse_numbers(int argc, char *const argv[], uint64_t max,
    const char *what, struct pos *out, struct sg_cause *why)
{
	uint64_t x;
	int i, rc;

	(void)number_words;	/* only for the translators */
	out->n = 0;
	for (i = 0; i < argc; i++) {
		if ((rc = sg_parse_u64(argv[i], max, W_(what), &x, why)) !=
		    SG_OK)
			return rc;
		if (pos_push(out, x) != SG_OK)
			return sg_fail(why, SG_ERANGE, W_("too many numbers "
			    "for memory"));
	}
	return SG_OK;
}

void
game_format_numbers(const struct pos *p, struct sbuf *out)
{
	size_t i;

	for (i = 0; i < p->n; i++)
		sbuf_printf(out, "%s%llu", i > 0 ? " " : "",
		    (unsigned long long)p->v[i]);
}

void
game_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	r->game->notation.format(r, p, out);
}

void
game_say_move(const struct rules *r, const struct pos *p,
    const struct pos *to, const char *indent, struct sbuf *out)
{
	struct sbuf move, left;

	sbuf_init(&move);
	sbuf_init(&left);
	r->game->rules.describe(r, p, to, &move);
	game_format(r, to, &left);
	sbuf_add(out, indent);
	/* TRANSLATORS: a move in words, then the position it leaves (in
	 * the notation), one line of a list of moves. */
	sbuf_printf(out, W_("%1$s, leaving %2$s\n"), sbuf_str(&move),
	    sbuf_str(&left));
	out->oom |= move.oom || left.oom;
	sbuf_free(&move);
	sbuf_free(&left);
}

int
game_check_by_moves(struct rules *r, const struct pos *from,
    const struct pos *to, struct sg_cause *why)
{
	struct poslist l;
	int rc;

	poslist_init(&l);
	rc = r->game->rules.moves(r, from, &l, why);
	if (rc == SG_OK && !poslist_has(&l, to))
		rc = sg_fail(why, SG_EINVAL, W_("that is not a legal move"));
	poslist_free(&l);
	return rc;
}

int
game_take_one(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t i, best = 0;

	for (i = 1; i < p->n; i++) {
		if (p->v[i] > p->v[best])
			best = i;
	}
	if (p->n == 0 || p->v[best] == 0)
		return SG_ENOMOVE;
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	out->v[best]--;
	return SG_OK;
}

void
game_canon_sort(const struct rules *r, struct pos *p)
{
	(void)r;
	pos_sort(p);
}

int
game_twins(const struct rules *r, const struct poslist *l, size_t *first)
{
	struct poslist c;
	size_t i, k;
	int rc = SG_OK;

	for (i = 0; i < l->n; i++)
		first[i] = i;
	if (!r->game->notation.twins || r->game->notation.canon == NULL)
		return SG_OK;
	poslist_init(&c);
	for (i = 0; i < l->n && rc == SG_OK; i++) {
		if ((rc = poslist_add(&c, &l->p[i])) != SG_OK)
			break;
		r->game->notation.canon(r, &c.p[i]);
		for (k = 0; k < i && !pos_eq(&c.p[k], &c.p[i]); k++)
			;
		first[i] = first[k < i ? k : i];
	}
	poslist_free(&c);
	return rc;
}

void
game_say_twins(const struct rules *r, const struct pos *p,
    const struct poslist *l, const size_t *first, size_t i,
    struct sbuf *out)
{
	struct sbuf move, left;
	size_t k, n = 0, last = i;

	for (k = i + 1; k < l->n; k++)
		if (first[k] == i && first[k] != k) {
			n++;
			last = k;
		}
	if (n == 0)
		return;
	if (n > 1) {
		/* TRANSLATORS: twins are other moves that leave the same
		 * rows of coins, only in other places or mirrored. */
		sbuf_printf(out, wngettext(" (or any of its %zu twins: they "
		    "leave the same rows of coins)", " (or any of its %zu "
		    "twins: they leave the same rows of coins)", n), n);
		return;
	}
	sbuf_init(&move);
	sbuf_init(&left);
	r->game->rules.describe(r, p, &l->p[last], &move);
	game_format(r, &l->p[last], &left);
	/* TRANSLATORS: the other move in words and the position it leaves
	 * (in the notation); a twin is a move that leaves the same rows of
	 * coins, only in other places or mirrored. */
	sbuf_printf(out, W_(" (or its twin: %1$s, leaving %2$s)"),
	    sbuf_str(&move), sbuf_str(&left));
	out->oom |= move.oom || left.oom;
	sbuf_free(&move);
	sbuf_free(&left);
}

size_t
game_heap_entries(const struct rules *r, const struct pos *p)
{
	const struct play_lower *l = &r->game->play.lower;
	size_t n;

	if (l->heaps == NULL)
		return p->n;
	n = l->heaps(r, p);
	return n < p->n ? n : p->n;
}

long
game_one_changed(const struct pos *from, const struct pos *to)
{
	long at = -1;
	size_t i;

	if (from->n != to->n)
		return -1;
	for (i = 0; i < from->n; i++) {
		if (from->v[i] == to->v[i])
			continue;
		if (at >= 0)
			return -1;
		at = (long)i;
	}
	return at;
}

/* Every list that extends p (entries from lo..hi, non-decreasing or
 * strictly increasing) up to k entries, p itself included when not
 * empty. */
static int
smalls_from(struct poslist *out, struct pos *p, size_t k, uint64_t lo,
    uint64_t hi, bool strict)
{
	uint64_t x, from = lo;
	int rc = SG_OK;

	if (p->n > 0) {
		if ((rc = poslist_add(out, p)) != SG_OK)
			return rc;
		from = p->v[p->n - 1] + (strict ? 1 : 0);
	}
	if (p->n == k)
		return SG_OK;
	for (x = from; x <= hi && rc == SG_OK; x++) {
		if ((rc = pos_push(p, x)) != SG_OK)
			break;
		rc = smalls_from(out, p, k, lo, hi, strict);
		p->n--;
	}
	return rc;
}

int
game_smalls_lists(struct poslist *out, size_t k, uint64_t lo, uint64_t hi,
    bool strict)
{
	struct pos p;
	int rc;

	pos_init(&p);
	rc = smalls_from(out, &p, k, lo, hi, strict);
	pos_free(&p);
	return rc;
}

uint64_t
game_rand(uint64_t *seed, uint64_t lo, uint64_t hi)
{
	uint64_t z = (*seed += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	z ^= z >> 31;
	return hi <= lo ? lo : lo + z % (hi - lo + 1);
}

void
game_random_numbers(struct sbuf *out, uint64_t *seed, uint64_t n,
    uint64_t lo, uint64_t hi, bool ascending)
{
	uint64_t i, x = lo, span = n > 0 ? (hi - lo) / n : 0;

	for (i = 0; i < n; i++) {
		x = ascending ? game_rand(seed, x, x + span) :
		    game_rand(seed, lo, hi);
		sbuf_printf(out, "%s%llu", i > 0 ? " " : "",
		    (unsigned long long)x);
		if (ascending)
			x++;
	}
}

uint64_t
game_level_size(unsigned level, uint64_t base, uint64_t lo)
{
	uint64_t n;

	if (level < 1)
		level = 1;
	if (level > 5)
		level = 5;
	n = base * level / 3;
	return n < lo ? lo : n;
}

int
game_smalls_pairs(struct poslist *out, uint64_t max)
{
	struct pos p;
	uint64_t a, b;
	int rc = SG_OK;

	pos_init(&p);
	if (pos_resize(&p, 2) != SG_OK)
		return SG_ENOMEM;
	for (a = 0; a <= max && rc == SG_OK; a++)
		for (b = 0; b <= max && rc == SG_OK; b++) {
			p.v[0] = a;
			p.v[1] = b;
			rc = poslist_add(out, &p);
		}
	pos_free(&p);
	return rc;
}

size_t
game_nparts(struct rules *r, const struct pos *p)
{
	struct game_part part[GAME_PARTS_MAX];
	struct sg_cause why;
	size_t n = 0;

	if (r->game->play.parts == NULL || r->game->play.parts(r, p, part,
	    GAME_PARTS_MAX, &n, &why) != SG_OK)
		return 0;
	return n;
}

int
game_part_pos(struct rules *r, const struct pos *p, size_t k,
    struct game_part *part, struct pos *out, struct sg_cause *why)
{
	const struct game_play *pl = &r->game->play;
	struct game_part all[GAME_PARTS_MAX];
	size_t n = 0;
	int rc;

	if (pl->parts == NULL)
		return sg_fail(why, SG_EINVAL, W_("%s has no parts"),
		    r->game->name);
	if ((rc = pl->parts(r, p, all, GAME_PARTS_MAX, &n, why)) != SG_OK)
		return rc;
	if (k >= n)
		return sg_fail(why, SG_EINVAL, W_("no part %zu"), k + 1);
	*part = all[k];
	if (part->first > p->n || part->count > p->n - part->first)
		return sg_fail(why, SG_EINVAL, W_("part %zu is past the "
		    "position"),
		    k + 1);
	if (pos_resize(out, part->count) != SG_OK)
		return sg_nomem(why);
	if (part->count > 0)
		memcpy(out->v, p->v + part->first, part->count *
		    sizeof *out->v);
	return SG_OK;
}

/* The changes of the one part that differs between from and to, their
 * items marked with the part. */
static int
part_changes(struct rules *r, const struct pos *from, const struct pos *to,
    bool after, struct changes *out)
{
	struct game_part pf, pt;
	struct changes cs;
	struct sg_cause why;
	struct pos a, b;
	size_t k, n, i;
	int rc = SG_OK;

	n = game_nparts(r, from);
	pos_init(&a);
	pos_init(&b);
	changes_init(&cs);
	for (k = 0; k < n && rc != SG_ENOMEM; k++) {
		if (game_part_pos(r, from, k, &pf, &a, &why) != SG_OK ||
		    game_part_pos(r, to, k, &pt, &b, &why) != SG_OK ||
		    pos_eq(&a, &b) || pf.rules->game->play.changes == NULL)
			continue;
		changes_clear(&cs);
		if ((rc = pf.rules->game->play.changes(&a, &b, after, &cs)) !=
		    SG_OK)
			break;
		for (i = 0; i < cs.n && rc == SG_OK; i++)
			rc = changes_add(out, cs.c[i].kind,
			    change_part_item(k, cs.c[i].item), cs.c[i].lo,
			    cs.c[i].hi);
	}
	changes_free(&cs);
	pos_free(&a);
	pos_free(&b);
	return rc;
}

int
game_changes(struct rules *r, const struct pos *from, const struct pos *to,
    bool after, struct changes *out)
{
	const struct game_play *pl = &r->game->play;

	if (pl->parts != NULL)
		return part_changes(r, from, to, after, out);
	return pl->changes != NULL ? pl->changes(from, to, after, out) : SG_OK;
}

const char *
game_title(const struct game *g)
{
	return W_(g->title);
}

const char *
game_syntax(const struct game *g)
{
	return W_(g->notation.syntax);
}

const char *
game_summary(const struct game *g)
{
	return W_(g->summary);
}

const char *
game_rules_summary(const struct rules *r)
{
	const char *s = r->game->play.summary != NULL ?
	    r->game->play.summary(r) : NULL;

	return s != NULL ? W_(s) : game_summary(r->game);
}

const char *
game_item(const struct game *g)
{
	return W_(g->play.item != NULL ? g->play.item : WN_("heap"));
}

/* Chessmen that slide left any distance: a token game that declares no
 * kinds. */
static const struct token_kind chessman = {
	WN_("chessman"), NULL, NULL, true, false, 0
};

const struct token_kind *
game_token(const struct rules *r, const struct pos *p, size_t i,
    size_t *row)
{
	const struct play_tokens *t = &r->game->play.tokens;
	unsigned kind = 0;

	*row = 0;
	if (t->place != NULL)
		t->place(r, p, i, row, &kind);
	if (kind >= TOKEN_KINDS_MAX || t->kinds[kind].name == NULL)
		return t->kinds[0].name != NULL ? &t->kinds[0] : &chessman;
	return &t->kinds[kind];
}

size_t
game_token_rows(const struct rules *r, const struct pos *p)
{
	size_t i, row, rows = 1;

	for (i = 0; i < p->n; i++) {
		game_token(r, p, i, &row);
		if (row + 1 > rows)
			rows = row + 1;
	}
	return rows;
}

uint64_t
game_token_cells(const struct rules *r, const struct pos *p, size_t row)
{
	uint64_t cells = 1;
	size_t i, k;

	if (r->game->play.tokens.cells != NULL)
		return r->game->play.tokens.cells(r, p, row);
	for (i = 0; i < p->n; i++) {
		game_token(r, p, i, &k);
		if (k == row && p->v[i] > cells)
			cells = p->v[i];
	}
	return cells;
}

void
game_token_reach(const struct rules *r, const struct pos *p, size_t i,
    uint64_t *lo, uint64_t *hi)
{
	size_t row;
	const struct token_kind *k = game_token(r, p, i, &row);
	uint64_t at = p->v[i], cells = game_token_cells(r, p, row);

	*lo = *hi = at;
	if (k->left)
		*lo = k->reach == 0 || k->reach >= at ? 1 : at - k->reach;
	if (k->right)
		*hi = k->reach == 0 || cells - at <= k->reach ? cells :
		    at + k->reach;
	if (*hi < at)
		*hi = at;
}

uint64_t
game_size(const struct rules *r, const struct pos *p)
{
	uint64_t s = 0;
	size_t i;

	if (r->game->notation.size != NULL)
		return r->game->notation.size(r, p);
	for (i = 0; i < p->n; i++)
		s = p->v[i] > UINT64_MAX - s ? UINT64_MAX : s + p->v[i];
	return s;
}
