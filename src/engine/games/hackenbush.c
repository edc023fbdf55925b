/*
 * hackenbush.c: Green Hackenbush.  A graph stands on the ground (vertex
 * 0); a move deletes one edge, and every edge no longer joined to the
 * ground by a path falls with it.  Loops and parallel edges are allowed.
 *
 * The position is two entries an edge, its ends a <= b, the edges sorted;
 * the vertices are numbered in a fixed order (hb_canon): the ground 0, then
 * the others in the order a breadth-first walk from the ground meets
 * them, the neighbours of a vertex taken in the order of their old
 * numbers.  Walking again meets them in the same order, so the form is
 * stable (format(parse(x)) is read back as itself).  In a tree (loops
 * aside) the children of a vertex are taken first by the shape of the
 * branch on them, a hash that does not depend on the numbering, so two
 * drawings of the same tree are written alike; a graph with a cycle is
 * written in the walk's order alone (telling every two drawings of one
 * such graph alike is graph isomorphism).
 *
 * The theory.  The colon principle: the branches standing on one vertex
 * may be replaced by a single stalk whose length is the nim-sum of the
 * branches' values, and a branch made of one edge with a graph g on top
 * is worth 1 + g (a stalk of n edges is worth n).  The fusion principle:
 * the vertices of a cycle may be fused into one vertex without changing
 * the value, the cycle's edges becoming loops, and a loop is worth 1, as
 * a stalk of one edge.  Fusing every cycle fuses each 2-edge-connected
 * part of the graph into one vertex holding all its edges but the bridges
 * as loops; what is left is a tree of bridges, worked out by the colon
 * principle from the top down: a part is worth the parity of its loops
 * xor, for each bridge up from it, one more than the part above.
 *
 * The winning moves, for a tree of 10^5 edges in linear time: going down
 * from the ground, need[c] is the value part c would have to take for the
 * whole to be worth 0 (none where no value will do).  Cutting a bridge up
 * from c leaves c worth val[c] xor (1 + the part above); cutting an edge
 * inside c changes only c, whose new value is worked out on c alone with
 * the branches above each of its vertices as stalks.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/words.h"

enum {
	HB_MAX_EDGES = 200000,		/* edges of a position */
	HB_MAX_VERTEX = 999999,		/* the largest vertex number typed */
	HB_EXPLAIN_STEPS = 24		/* lines of the colon principle */
};

/* Past this much work on the edges inside cycles, solve lists the
 * winning moves found so far and says others may exist. */
static const uint64_t HB_CYCLE_WORK = 40000000;

#define HB_NONE UINT64_MAX

static size_t
hb_edges(const struct pos *p)
{
	return p->n / 2;
}

/* ---- the canonical form ---- */

struct hb_arc {
	uint32_t from, to;
};

static int
u64_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* The index of x among the sorted distinct numbers lab[0..n-1], or
 * index[x] where labels() made an index. */
static uint32_t
label_of(const uint64_t *lab, size_t n, const uint32_t *index, uint64_t x)
{
	size_t lo = 0, hi = n, mid;

	if (index != NULL)
		return index[x];
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (lab[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return (uint32_t)lo;
}

/* The distinct numbers of p's edges and 0, ascending, in lab (room for
 * 2m + 1), their count in *nl: by a table of the numbers present where
 * they are small, as they are after a cut. */
static int
labels(const struct pos *p, size_t m, uint64_t *lab, size_t *nl,
    uint32_t **index)
{
	uint64_t top = 0;
	uint32_t *has;
	size_t i;

	for (i = 0; i < 2 * m; i++)
		if (p->v[i] > top)
			top = p->v[i];
	*nl = 0;
	*index = NULL;
	if (top > 4 * (uint64_t)m + 16) {
		memcpy(lab, p->v, 2 * m * sizeof *lab);
		lab[2 * m] = 0;
		qsort(lab, 2 * m + 1, sizeof *lab, u64_cmp);
		for (i = 0; i < 2 * m + 1; i++)
			if (*nl == 0 || lab[*nl - 1] != lab[i])
				lab[(*nl)++] = lab[i];
		return SG_OK;
	}
	if ((has = sg_calloc((size_t)top + 1, sizeof *has)) == NULL)
		return SG_ENOMEM;
	has[0] = 1;
	for (i = 0; i < 2 * m; i++)
		has[p->v[i]] = 1;
	for (i = 0; i <= top; i++)
		if (has[i]) {
			has[i] = (uint32_t)*nl;
			lab[(*nl)++] = i;
		}
	/* Now the index of each number present. */
	*index = has;
	return SG_OK;
}

/* Sort the n arcs by their first end, then their second (both < nl),
 * in linear time: by the second end, then stably by the first; start[v]
 * (room for nl + 1) becomes the first arc from v. */
static int
arcs_sort(struct hb_arc *arc, size_t n, size_t nl, uint32_t *start)
{
	struct hb_arc *tmp = sg_reallocarray(NULL, n + 1, sizeof *tmp);
	uint32_t *cnt = sg_calloc(nl + 1, sizeof *cnt);
	size_t i;

	if (tmp == NULL || cnt == NULL) {
		free(tmp);
		free(cnt);
		return SG_ENOMEM;
	}
	for (i = 0; i < n; i++)
		cnt[arc[i].to + 1]++;
	for (i = 0; i < nl; i++)
		cnt[i + 1] += cnt[i];
	for (i = 0; i < n; i++)
		tmp[cnt[arc[i].to]++] = arc[i];
	memset(start, 0, (nl + 1) * sizeof *start);
	for (i = 0; i < n; i++)
		start[tmp[i].from + 1]++;
	for (i = 0; i < nl; i++)
		start[i + 1] += start[i];
	memcpy(cnt, start, (nl + 1) * sizeof *cnt);
	for (i = 0; i < n; i++)
		arc[cnt[tmp[i].from]++] = tmp[i];
	free(tmp);
	free(cnt);
	return SG_OK;
}

/* Sort the m edges of p (ends < nl, a <= b) by a, then b, in linear
 * time. */
static int
edges_sort(struct pos *p, size_t m, size_t nl)
{
	uint64_t *tmp = sg_reallocarray(NULL, 2 * m + 1, sizeof *tmp);
	uint32_t *cnt = sg_calloc(nl + 1, sizeof *cnt);
	size_t i, j;

	if (tmp == NULL || cnt == NULL) {
		free(tmp);
		free(cnt);
		return SG_ENOMEM;
	}
	for (i = 0; i < m; i++)
		cnt[p->v[2 * i + 1] + 1]++;
	for (i = 0; i < nl; i++)
		cnt[i + 1] += cnt[i];
	for (i = 0; i < m; i++) {
		j = cnt[p->v[2 * i + 1]]++;
		tmp[2 * j] = p->v[2 * i];
		tmp[2 * j + 1] = p->v[2 * i + 1];
	}
	memset(cnt, 0, (nl + 1) * sizeof *cnt);
	for (i = 0; i < m; i++)
		cnt[tmp[2 * i] + 1]++;
	for (i = 0; i < nl; i++)
		cnt[i + 1] += cnt[i];
	for (i = 0; i < m; i++) {
		j = cnt[tmp[2 * i]]++;
		p->v[2 * j] = tmp[2 * i];
		p->v[2 * j + 1] = tmp[2 * i + 1];
	}
	free(tmp);
	free(cnt);
	return SG_OK;
}

/* A 64-bit mixer (splitmix64's finaliser). */
static uint64_t
mix(uint64_t x)
{
	x ^= x >> 30;
	x *= UINT64_C(0xbf58476d1ce4e5b9);
	x ^= x >> 27;
	x *= UINT64_C(0x94d049bb133111eb);
	return x ^ (x >> 31);
}

struct hb_child {
	uint64_t shape;
	uint32_t v;
};

static int
child_cmp(const void *a, const void *b)
{
	const struct hb_child *x = a, *y = b;

	if (x->shape != y->shape)
		return x->shape < y->shape ? -1 : 1;
	return x->v < y->v ? -1 : x->v > y->v;
}

/*
 * A tree (loops aside): number it again so that the children of each
 * vertex come in the order of their shapes (a hash of the branch on
 * them, the same however it is numbered), then of their old numbers, so
 * that two drawings of the same tree are written alike.  queue[0..n-1]
 * holds the vertices met from the ground, newl their places; both are
 * rewritten.  A graph with a cycle keeps the walk's order.
 */
static int
tree_order(const struct hb_arc *arc, const uint32_t *start, uint32_t *queue,
    size_t n, uint32_t *newl)
{
	uint64_t *shape, *acc;
	uint32_t *par, u, c;
	struct hb_child *kids;
	size_t i, j, arcs = 0, head, tail, k;
	int rc = SG_ENOMEM;

	for (i = 0; i < n; i++)
		for (j = start[queue[i]]; j < start[queue[i] + 1]; j++)
			arcs += arc[j].to != queue[i];
	if (arcs / 2 + 1 != n)
		return SG_OK;
	shape = sg_calloc(n + 1, sizeof *shape);
	acc = sg_calloc(n + 1, sizeof *acc);
	par = sg_reallocarray(NULL, n + 1, sizeof *par);
	kids = sg_reallocarray(NULL, n + 1, sizeof *kids);
	if (shape == NULL || acc == NULL || par == NULL || kids == NULL)
		goto out;
	/* Places in the walk: a vertex's parent is its neighbour met
	 * before it. */
	for (i = 0; i < n; i++) {
		u = queue[i];
		par[i] = UINT32_MAX;
		for (j = start[u]; j < start[u + 1]; j++)
			if (arc[j].to == u)
				acc[i] += UINT64_C(0x9e3779b97f4a7c15);
			else if (newl[arc[j].to] < i)
				par[i] = newl[arc[j].to];
	}
	for (i = n; i-- > 0;) {
		shape[i] = mix(acc[i] + UINT64_C(0x632be59bd9b4e019));
		if (par[i] != UINT32_MAX)
			acc[par[i]] += mix(shape[i]);
	}
	/* The walk again, the children in order of shape; par now holds
	 * the new place of each vertex by its old one, the ground first. */
	head = 0;
	tail = 1;
	for (i = 1; i < n; i++)
		par[i] = UINT32_MAX;
	par[0] = 0;
	while (head < tail) {
		u = queue[head++];
		k = 0;
		for (j = start[u]; j < start[u + 1]; j++) {
			c = arc[j].to;
			if (c == u || par[newl[c]] != UINT32_MAX)
				continue;
			kids[k].shape = shape[newl[c]];
			kids[k].v = c;
			k++;
		}
		qsort(kids, k, sizeof *kids, child_cmp);
		for (j = 0; j < k; j++) {
			par[newl[kids[j].v]] = (uint32_t)tail;
			queue[tail++] = kids[j].v;
		}
	}
	for (i = 0; i < n; i++)
		newl[queue[i]] = (uint32_t)i;
	rc = SG_OK;
out:
	free(shape);
	free(acc);
	free(par);
	free(kids);
	return rc;
}

/*
 * Renumber p in the canonical order, dropping the edges not joined to the
 * ground; *dropped (may be NULL) the number dropped.  SG_OK or SG_ENOMEM
 * (p unchanged then).
 */
static int
hb_canon_into(struct pos *p, size_t *dropped)
{
	size_t m = hb_edges(p), nl = 0, i, j, head, tail, kept = 0;
	uint64_t *lab = NULL;
	struct hb_arc *arc = NULL;
	uint32_t *start = NULL, *queue = NULL, *newl = NULL, *index = NULL;
	int rc = SG_ENOMEM;

	if (dropped != NULL)
		*dropped = 0;
	if (m == 0) {
		p->n = 0;
		return SG_OK;
	}
	lab = sg_reallocarray(NULL, 2 * m + 1, sizeof *lab);
	arc = sg_reallocarray(NULL, 2 * m, sizeof *arc);
	if (lab == NULL || arc == NULL)
		goto out;
	if (labels(p, m, lab, &nl, &index) != SG_OK)
		goto out;
	start = sg_calloc(nl + 1, sizeof *start);
	queue = sg_reallocarray(NULL, nl, sizeof *queue);
	newl = sg_reallocarray(NULL, nl, sizeof *newl);
	if (start == NULL || queue == NULL || newl == NULL)
		goto out;
	for (i = 0; i < m; i++) {
		uint32_t a = label_of(lab, nl, index, p->v[2 * i]);
		uint32_t b = label_of(lab, nl, index, p->v[2 * i + 1]);

		arc[2 * i] = (struct hb_arc){ a, b };
		arc[2 * i + 1] = (struct hb_arc){ b, a };
	}
	if (arcs_sort(arc, 2 * m, nl, start) != SG_OK)
		goto out;
	for (i = 0; i < nl; i++)
		newl[i] = UINT32_MAX;
	/* The ground is the smallest label, 0. */
	head = tail = 0;
	newl[0] = 0;
	queue[tail++] = 0;
	while (head < tail) {
		uint32_t u = queue[head++];

		for (j = start[u]; j < start[u + 1]; j++)
			if (newl[arc[j].to] == UINT32_MAX) {
				newl[arc[j].to] = (uint32_t)tail;
				queue[tail++] = arc[j].to;
			}
	}
	if (tree_order(arc, start, queue, tail, newl) != SG_OK)
		goto out;
	for (i = 0; i < m; i++) {
		uint32_t a = newl[label_of(lab, nl, index, p->v[2 * i])];
		uint32_t b = newl[label_of(lab, nl, index, p->v[2 * i + 1])];

		if (a == UINT32_MAX)
			continue;
		p->v[2 * kept] = a < b ? a : b;
		p->v[2 * kept + 1] = a < b ? b : a;
		kept++;
	}
	p->n = 2 * kept;
	if (edges_sort(p, kept, nl) != SG_OK)
		goto out;
	if (dropped != NULL)
		*dropped = m - kept;
	rc = SG_OK;
out:
	free(lab);
	free(arc);
	free(start);
	free(queue);
	free(newl);
	free(index);
	return rc;
}

static void
hb_canon(const struct rules *r, struct pos *p)
{
	(void)r;
	(void)hb_canon_into(p, NULL);
}

/* p without edge k, what falls dropped, renumbered: into out
 * (initialised); *fell (may be NULL) the edges that fell. */
static int
hb_cut(const struct pos *p, size_t k, struct pos *out, size_t *fell)
{
	size_t m = hb_edges(p);

	if (pos_resize(out, 2 * (m - 1)) != SG_OK)
		return SG_ENOMEM;
	/* out->v is NULL when no edge is left: copy only what there is. */
	if (k > 0)
		memcpy(out->v, p->v, 2 * k * sizeof *p->v);
	if (m - k - 1 > 0)
		memcpy(out->v + 2 * k, p->v + 2 * k + 2,
		    2 * (m - k - 1) * sizeof *p->v);
	return hb_canon_into(out, fell);
}

/* ---- notation ---- */

/* Read "a-b" into *a, *b. */
static bool
read_edge(const char *w, uint64_t *a, uint64_t *b)
{
	const char *dash = strchr(w, '-');
	uint64_t x = 0, y = 0;
	const char *s;

	if (dash == NULL || dash == w || dash[1] == '\0')
		return false;
	for (s = w; s < dash; s++) {
		if (*s < '0' || *s > '9')
			return false;
		x = 10 * x + (uint64_t)(*s - '0');
		if (x > HB_MAX_VERTEX)
			return false;
	}
	for (s = dash + 1; *s != '\0'; s++) {
		if (*s < '0' || *s > '9')
			return false;
		y = 10 * y + (uint64_t)(*s - '0');
		if (y > HB_MAX_VERTEX)
			return false;
	}
	*a = x;
	*b = y;
	return true;
}

static int
hb_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	uint64_t a, b;
	size_t dropped;
	int i;

	(void)r;
	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("hackenbush: give the edges, "
		    "as 0-1 1-2 (vertex 0 is the ground)"));
	if (argc == 1 && strcmp(argv[0], "0") == 0) {
		out->n = 0;
		return SG_OK;
	}
	if (argc > HB_MAX_EDGES)
		return sg_fail(why, SG_EINVAL, W_("hackenbush: at most %d "
		    "edges"), HB_MAX_EDGES);
	if (pos_resize(out, 2 * (size_t)argc) != SG_OK)
		return sg_nomem(why);
	for (i = 0; i < argc; i++) {
		if (!read_edge(argv[i], &a, &b))
			return sg_fail(why, SG_EINVAL, W_("hackenbush: \"%1$s\" "
			    "is not an edge: write two vertex numbers 0 to "
			    "%2$d joined by a dash, as 1-2"), argv[i],
			    HB_MAX_VERTEX);
		out->v[2 * i] = a;
		out->v[2 * i + 1] = b;
	}
	if (hb_canon_into(out, &dropped) != SG_OK)
		return sg_nomem(why);
	if (dropped > 0)
		return sg_fail(why, SG_EINVAL, wngettext("hackenbush: %zu edge "
		    "is not joined to the ground (vertex 0) by a path",
		    "hackenbush: %zu edges are not joined to the ground (vertex "
		    "0) by a path", dropped), dropped);
	return SG_OK;
}

static void
hb_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	char buf[4096];
	size_t i, len = 0;

	(void)r;
	if (hb_edges(p) == 0) {
		sbuf_addc(out, '0');
		return;
	}
	/* Digits by hand, a block at a time: a position may have 10^5
	 * edges, and every winning move is written out. */
	for (i = 0; i < 2 * hb_edges(p); i++) {
		uint64_t x = p->v[i];
		char d[24];
		size_t k = 0;

		if (len + 48 > sizeof buf) {
			buf[len] = '\0';
			sbuf_add(out, buf);
			len = 0;
		}
		if (i > 0)
			buf[len++] = i % 2 == 1 ? '-' : ' ';
		do {
			d[k++] = (char)('0' + x % 10);
			x /= 10;
		} while (x != 0);
		while (k > 0)
			buf[len++] = d[--k];
	}
	buf[len] = '\0';
	sbuf_add(out, buf);
}

/* ---- the analysis: bridges, fused parts and their values ---- */

/*
 * A graph with nv vertices and m edges (ends ea, eb), a stalk of w[v]
 * standing on each vertex v (NULL: none), analysed from root: which edges
 * are bridges, the parts left when every bridge is taken out (each fused
 * into one vertex), and their values by the colon principle.
 */
struct hb_graph {
	size_t nv, m;
	const uint32_t *ea, *eb;
	const uint64_t *w;
	uint32_t root;
	/* Results, owned. */
	uint32_t *start, *adj;		/* arcs of v: adj[start[v]..], as
					   2 * edge + side */
	uint32_t *order, norder;	/* vertices met, in preorder */
	uint32_t *tin, *low, *pedge;	/* pedge: edge down to v, or none */
	uint32_t *comp;			/* the part of each vertex met */
	uint32_t ncomp;
	uint32_t *head;			/* the first vertex of each part */
	uint64_t *loops, *val, *above;	/* per part: loops; value; edges
					   standing on it, bridges up from it
					   and their parts included */
	bool *bridge;			/* per edge */
};

static void
hb_graph_free(struct hb_graph *g)
{
	free(g->start);
	free(g->adj);
	free(g->order);
	free(g->tin);
	free(g->low);
	free(g->pedge);
	free(g->comp);
	free(g->head);
	free(g->loops);
	free(g->val);
	free(g->above);
	free(g->bridge);
}

static uint32_t
other_end(const struct hb_graph *g, uint32_t arc)
{
	return (arc & 1) ? g->ea[arc >> 1] : g->eb[arc >> 1];
}

/* Depth first from the root without recursion: preorder, tin, low,
 * pedge, then the bridges. */
static int
hb_dfs(struct hb_graph *g)
{
	uint32_t *stack = NULL, *it = NULL, sp = 0, t = 0, v, u, e;
	size_t i;

	stack = sg_reallocarray(NULL, g->nv + 1, sizeof *stack);
	it = sg_reallocarray(NULL, g->nv + 1, sizeof *it);
	if (stack == NULL || it == NULL) {
		free(stack);
		free(it);
		return SG_ENOMEM;
	}
	for (i = 0; i < g->nv; i++)
		g->tin[i] = UINT32_MAX;
	g->norder = 0;
	stack[sp++] = g->root;
	g->tin[g->root] = g->low[g->root] = t++;
	g->pedge[g->root] = UINT32_MAX;
	it[g->root] = g->start[g->root];
	g->order[g->norder++] = g->root;
	while (sp > 0) {
		v = stack[sp - 1];
		if (it[v] < g->start[v + 1]) {
			uint32_t arc = g->adj[it[v]++];

			e = arc >> 1;
			if (e == g->pedge[v])
				continue;
			u = other_end(g, arc);
			if (g->tin[u] == UINT32_MAX) {
				g->tin[u] = g->low[u] = t++;
				g->pedge[u] = e;
				it[u] = g->start[u];
				g->order[g->norder++] = u;
				stack[sp++] = u;
			} else if (g->tin[u] < g->low[v])
				g->low[v] = g->tin[u];
			continue;
		}
		sp--;
		if (sp > 0) {
			u = stack[sp - 1];
			if (g->low[v] < g->low[u])
				g->low[u] = g->low[v];
			if (g->low[v] > g->tin[u])
				g->bridge[g->pedge[v]] = true;
		}
	}
	free(stack);
	free(it);
	return SG_OK;
}

/* The vertex below v on its edge down (its parent). */
static uint32_t
hb_parent(const struct hb_graph *g, uint32_t v)
{
	uint32_t e = g->pedge[v];

	return g->ea[e] == v ? g->eb[e] : g->ea[e];
}

/* The parts, their loops and values, bottom up. */
static int
hb_values(struct hb_graph *g)
{
	uint64_t *acc;
	size_t i;
	uint32_t v, c, pc;

	g->ncomp = 0;
	for (i = 0; i < g->norder; i++) {
		v = g->order[i];
		if (v == g->root || g->bridge[g->pedge[v]]) {
			g->head[g->ncomp] = v;
			g->comp[v] = g->ncomp++;
		} else
			g->comp[v] = g->comp[hb_parent(g, v)];
	}
	for (i = 0; i < g->m; i++)
		if (g->tin[g->ea[i]] != UINT32_MAX && !g->bridge[i])
			g->loops[g->comp[g->ea[i]]]++;
	if ((acc = sg_calloc(g->ncomp + 1, sizeof *acc)) == NULL)
		return SG_ENOMEM;
	for (i = 0; i < g->ncomp; i++)
		g->above[i] = g->loops[i];
	for (i = g->norder; i-- > 0;) {
		v = g->order[i];
		c = g->comp[v];
		if (g->w != NULL)
			acc[c] ^= g->w[v];
		if (v != g->head[c] || v == g->root)
			continue;
		g->val[c] = acc[c] ^ (g->loops[c] & 1);
		pc = g->comp[hb_parent(g, v)];
		acc[pc] ^= 1 + g->val[c];
		g->above[pc] += 1 + g->above[c];
	}
	c = g->comp[g->root];
	g->val[c] = acc[c] ^ (g->loops[c] & 1);
	free(acc);
	return SG_OK;
}

static int
hb_analyse(struct hb_graph *g)
{
	size_t i;
	uint32_t *fill;

	g->start = sg_calloc(g->nv + 1, sizeof *g->start);
	g->adj = sg_reallocarray(NULL, 2 * g->m + 1, sizeof *g->adj);
	g->order = sg_reallocarray(NULL, g->nv + 1, sizeof *g->order);
	g->tin = sg_reallocarray(NULL, g->nv + 1, sizeof *g->tin);
	g->low = sg_reallocarray(NULL, g->nv + 1, sizeof *g->low);
	g->pedge = sg_reallocarray(NULL, g->nv + 1, sizeof *g->pedge);
	g->comp = sg_reallocarray(NULL, g->nv + 1, sizeof *g->comp);
	g->head = sg_reallocarray(NULL, g->nv + 1, sizeof *g->head);
	g->loops = sg_calloc(g->nv + 1, sizeof *g->loops);
	g->val = sg_calloc(g->nv + 1, sizeof *g->val);
	g->above = sg_calloc(g->nv + 1, sizeof *g->above);
	g->bridge = sg_calloc(g->m + 1, sizeof *g->bridge);
	fill = sg_calloc(g->nv + 1, sizeof *fill);
	if (g->start == NULL || g->adj == NULL || g->order == NULL ||
	    g->tin == NULL || g->low == NULL || g->pedge == NULL ||
	    g->comp == NULL || g->head == NULL || g->loops == NULL ||
	    g->val == NULL || g->above == NULL || g->bridge == NULL ||
	    fill == NULL) {
		free(fill);
		return SG_ENOMEM;
	}
	for (i = 0; i < g->m; i++) {
		g->start[g->ea[i] + 1]++;
		g->start[g->eb[i] + 1]++;
	}
	for (i = 0; i < g->nv; i++)
		g->start[i + 1] += g->start[i];
	for (i = 0; i < g->m; i++) {
		g->adj[g->start[g->ea[i]] + fill[g->ea[i]]++] = 2 * (uint32_t)i;
		g->adj[g->start[g->eb[i]] + fill[g->eb[i]]++] =
		    2 * (uint32_t)i + 1;
	}
	free(fill);
	if (hb_dfs(g) != SG_OK)
		return SG_ENOMEM;
	return hb_values(g);
}

/* The edges of p as two arrays and the number of vertices. */
struct hb_plain {
	uint32_t *ea, *eb;
	size_t nv, m;
};

static int
hb_plain(const struct pos *p, struct hb_plain *pl)
{
	size_t i;

	pl->m = hb_edges(p);
	pl->nv = 1;
	pl->ea = sg_reallocarray(NULL, pl->m + 1, sizeof *pl->ea);
	pl->eb = sg_reallocarray(NULL, pl->m + 1, sizeof *pl->eb);
	if (pl->ea == NULL || pl->eb == NULL) {
		free(pl->ea);
		free(pl->eb);
		return SG_ENOMEM;
	}
	for (i = 0; i < pl->m; i++) {
		pl->ea[i] = (uint32_t)p->v[2 * i];
		pl->eb[i] = (uint32_t)p->v[2 * i + 1];
		if (pl->eb[i] + 1 > pl->nv)
			pl->nv = pl->eb[i] + 1;
		if (pl->ea[i] + 1 > pl->nv)
			pl->nv = pl->ea[i] + 1;
	}
	return SG_OK;
}

static void
hb_plain_free(struct hb_plain *pl)
{
	free(pl->ea);
	free(pl->eb);
}

/* Analyse canonical position p: g filled (hb_graph_free it), pl too. */
static int
hb_analyse_pos(const struct pos *p, struct hb_plain *pl, struct hb_graph *g)
{
	memset(g, 0, sizeof *g);
	if (hb_plain(p, pl) != SG_OK)
		return SG_ENOMEM;
	g->nv = pl->nv;
	g->m = pl->m;
	g->ea = pl->ea;
	g->eb = pl->eb;
	g->root = 0;
	if (hb_analyse(g) != SG_OK) {
		hb_graph_free(g);
		hb_plain_free(pl);
		return SG_ENOMEM;
	}
	return SG_OK;
}

/* Edges that fall when edge k is cut, besides k: for a bridge, all that
 * stands on it; for an edge inside a part, none can be told without
 * cutting (HB_NONE). */
static uint64_t
hb_falls(const struct hb_graph *g, size_t k)
{
	uint32_t a = g->ea[k], b = g->eb[k], up;

	if (!g->bridge[k])
		return HB_NONE;
	up = g->pedge[a] == k ? a : b;
	return g->above[g->comp[up]];
}

/* ---- the literal rules ---- */

static int
hb_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	size_t k;
	int rc = SG_OK;

	(void)r;
	pos_init(&q);
	for (k = 0; k < hb_edges(p) && rc == SG_OK; k++) {
		if ((rc = hb_cut(p, k, &q, NULL)) != SG_OK)
			break;
		if (!poslist_has(out, &q))
			rc = poslist_add(out, &q);
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_nomem(why);
}

/* The shapes of a canonical tree (loops aside) as tree_order hashes
 * them: par, shape and acc by vertex, nv of them; false when p has a
 * cycle (or no memory). */
struct hb_shapes {
	uint32_t *par;
	uint64_t *shape, *acc;
	size_t nv;
};

static void
shapes_free(struct hb_shapes *sh)
{
	free(sh->par);
	free(sh->shape);
	free(sh->acc);
}

static bool
shapes_of(const struct pos *p, struct hb_shapes *sh)
{
	size_t i, m = hb_edges(p), trees = 0;
	uint64_t a, b;

	memset(sh, 0, sizeof *sh);
	sh->nv = 1;
	for (i = 0; i < 2 * m; i++)
		if (p->v[i] + 1 > sh->nv)
			sh->nv = (size_t)p->v[i] + 1;
	for (i = 0; i < m; i++)
		trees += p->v[2 * i] != p->v[2 * i + 1];
	if (trees + 1 != sh->nv)
		return false;
	sh->par = sg_reallocarray(NULL, sh->nv, sizeof *sh->par);
	sh->shape = sg_calloc(sh->nv, sizeof *sh->shape);
	sh->acc = sg_calloc(sh->nv, sizeof *sh->acc);
	if (sh->par == NULL || sh->shape == NULL || sh->acc == NULL) {
		shapes_free(sh);
		return false;
	}
	sh->par[0] = UINT32_MAX;
	for (i = 0; i < m; i++) {
		a = p->v[2 * i];
		b = p->v[2 * i + 1];
		if (a == b)
			sh->acc[a] += 2 * UINT64_C(0x9e3779b97f4a7c15);
		else
			sh->par[b] = (uint32_t)a;
	}
	for (i = sh->nv; i-- > 0;) {
		sh->shape[i] = mix(sh->acc[i] + UINT64_C(0x632be59bd9b4e019));
		if (i > 0)
			sh->acc[sh->par[i]] += mix(sh->shape[i]);
	}
	return true;
}

/* The shape of the whole tree sh after cutting the edge a-b (a <= b). */
static uint64_t
shape_after(const struct hb_shapes *sh, uint64_t a, uint64_t b)
{
	uint64_t acc, old, now;
	uint32_t v = (uint32_t)a;

	if (a == b)
		acc = sh->acc[v] - 2 * UINT64_C(0x9e3779b97f4a7c15);
	else
		acc = sh->acc[v] - mix(sh->shape[b]);
	now = mix(acc + UINT64_C(0x632be59bd9b4e019));
	while (v != 0) {
		old = sh->shape[v];
		v = sh->par[v];
		now = mix(sh->acc[v] - mix(old) + mix(now) +
		    UINT64_C(0x632be59bd9b4e019));
	}
	return now;
}

/* The edge of from whose cut leads to `to` (the first such), or -1; the
 * edges that fell in *fell. */
static long
hb_which(const struct pos *from, const struct pos *to, size_t *fell)
{
	struct pos q, t;
	struct hb_plain pl;
	struct hb_graph g;
	struct hb_shapes sf, st;
	size_t k, i, m = hb_edges(from), want, pre;
	uint64_t f;
	long found = -1;
	bool trees;

	memset(&sf, 0, sizeof sf);
	memset(&st, 0, sizeof st);
	pos_init(&q);
	pos_init(&t);
	if (pos_copy(&t, to) != SG_OK || hb_canon_into(&t, NULL) != SG_OK ||
	    hb_edges(&t) >= m || hb_analyse_pos(from, &pl, &g) != SG_OK)
		goto out;
	want = m - 1 - hb_edges(&t);
	/* The edges before the cut keep their numbers when it cuts a
	 * branch, so the cut is most likely at the end of the prefix the
	 * two positions share: try from there down, then up. */
	for (pre = 0; pre < hb_edges(&t) && from->v[2 * pre] == t.v[2 * pre] &&
	    from->v[2 * pre + 1] == t.v[2 * pre + 1]; pre++)
		;
	/* A tree is numbered by its shape: only a cut that leaves the
	 * shape of `to` can lead there. */
	trees = shapes_of(from, &sf) && shapes_of(&t, &st);
	for (i = 0; i < m && found < 0; i++) {
		k = i <= pre ? pre - i : i;
		f = hb_falls(&g, k);
		if ((f != HB_NONE && f != want) || (f == HB_NONE && want != 0))
			continue;
		if (trees && shape_after(&sf, from->v[2 * k],
		    from->v[2 * k + 1]) != st.shape[0])
			continue;
		if (hb_cut(from, k, &q, fell) == SG_OK && pos_eq(&q, &t))
			found = (long)k;
	}
	shapes_free(&sf);
	shapes_free(&st);
	hb_graph_free(&g);
	hb_plain_free(&pl);
out:
	pos_free(&q);
	pos_free(&t);
	return found;
}

static int
hb_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	size_t fell;

	(void)r;
	if (hb_edges(from) == 0)
		return sg_fail(why, SG_EINVAL, W_("the game is over: no edge "
		    "is left"));
	if (hb_which(from, to, &fell) < 0)
		return sg_fail(why, SG_EINVAL, W_("a move cuts exactly one "
		    "edge, and only what is no longer joined to the ground "
		    "falls"));
	return SG_OK;
}

static void
hb_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	size_t fell = 0;
	long k = hb_which(from, to, &fell);
	unsigned long long a, b;

	(void)r;
	if (k < 0) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	a = (unsigned long long)from->v[2 * k];
	b = (unsigned long long)from->v[2 * k + 1];
	/* TRANSLATORS: a move of Hackenbush: the edge's two vertices, and
	 * how many edges fall with it (no longer joined to the ground). */
	if (fell == 0)
		sbuf_printf(out, W_("cut the edge %1$llu-%2$llu"), a, b);
	else
		sbuf_printf(out, wngettext("cut the edge %1$llu-%2$llu; "
		    "%3$zu edge falls", "cut the edge %1$llu-%2$llu; %3$zu "
		    "edges fall", fell), a, b, fell);
}

/* The cut that makes the fewest edges fall (a loop, an edge of a cycle,
 * or an edge at the top of a branch), so the game lasts. */
static int
hb_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	struct hb_plain pl;
	struct hb_graph g;
	size_t k, best = 0;
	uint64_t f, bestf = UINT64_MAX;

	(void)r;
	if (hb_edges(p) == 0)
		return SG_ENOMOVE;
	if (hb_analyse_pos(p, &pl, &g) != SG_OK)
		return sg_nomem(why);
	for (k = 0; k < pl.m && bestf != 0; k++) {
		f = hb_falls(&g, k);
		if (f == HB_NONE)
			f = 0;
		if (f < bestf) {
			bestf = f;
			best = k;
		}
	}
	hb_graph_free(&g);
	hb_plain_free(&pl);
	return hb_cut(p, best, out, NULL) == SG_OK ? SG_OK : sg_nomem(why);
}

static uint64_t
hb_move_bound(struct rules *r, const struct pos *p)
{
	(void)r;
	return hb_edges(p);
}

/* ---- the theory ---- */

/* The value part c of g takes without its edge k (inside c), the parts
 * above it kept as stalks on the vertices they stand on. */
static int
hb_part_without(const struct hb_graph *g, const uint32_t *pv, size_t npv,
    const uint32_t *pe, size_t npe, size_t k, uint32_t *local, uint64_t *w,
    uint64_t *val)
{
	struct hb_graph h;
	uint32_t *ea, *eb;
	size_t i, j = 0;
	int rc;

	ea = sg_reallocarray(NULL, npe + 1, sizeof *ea);
	eb = sg_reallocarray(NULL, npe + 1, sizeof *eb);
	if (ea == NULL || eb == NULL) {
		free(ea);
		free(eb);
		return SG_ENOMEM;
	}
	for (i = 0; i < npe; i++)
		if (pe[i] != k) {
			ea[j] = local[g->ea[pe[i]]];
			eb[j] = local[g->eb[pe[i]]];
			j++;
		}
	memset(&h, 0, sizeof h);
	h.nv = npv;
	h.m = j;
	h.ea = ea;
	h.eb = eb;
	h.w = w;
	h.root = 0;
	if ((rc = hb_analyse(&h)) == SG_OK)
		*val = h.val[h.comp[0]];
	hb_graph_free(&h);
	free(ea);
	free(eb);
	return rc;
}

/* What each part would have to be worth for the whole to be worth 0,
 * from the ground up (HB_NONE: no value will do). */
static void
hb_needs(const struct hb_graph *g, uint64_t *need)
{
	size_t i;
	uint32_t c, pc, h;
	uint64_t t;

	for (i = 0; i < g->ncomp; i++) {
		h = g->head[i];
		if (h == g->root) {
			need[i] = 0;
			continue;
		}
		c = (uint32_t)i;
		pc = g->comp[hb_parent(g, h)];
		if (need[pc] == HB_NONE) {
			need[c] = HB_NONE;
			continue;
		}
		t = need[pc] ^ g->val[pc] ^ (1 + g->val[c]);
		need[c] = t >= 1 ? t - 1 : HB_NONE;
	}
}

/* The vertices and edges of each part, grouped (first[c]..first[c+1]). */
struct hb_groups {
	uint32_t *vfirst, *verts, *efirst, *edges, *local;
	uint64_t *w;
};

static void
hb_groups_free(struct hb_groups *gr)
{
	free(gr->vfirst);
	free(gr->verts);
	free(gr->efirst);
	free(gr->edges);
	free(gr->local);
	free(gr->w);
}

static int
hb_group(const struct hb_graph *g, struct hb_groups *gr)
{
	size_t i, nc = g->ncomp;
	uint32_t c, *vf, *ef, *seen;

	gr->vfirst = sg_calloc(nc + 2, sizeof *gr->vfirst);
	gr->efirst = sg_calloc(nc + 2, sizeof *gr->efirst);
	gr->verts = sg_reallocarray(NULL, g->nv + 1, sizeof *gr->verts);
	gr->edges = sg_reallocarray(NULL, g->m + 1, sizeof *gr->edges);
	gr->local = sg_reallocarray(NULL, g->nv + 1, sizeof *gr->local);
	gr->w = sg_calloc(g->nv + 1, sizeof *gr->w);
	if (gr->vfirst == NULL || gr->efirst == NULL || gr->verts == NULL ||
	    gr->edges == NULL || gr->local == NULL || gr->w == NULL)
		return SG_ENOMEM;
	vf = gr->vfirst;
	ef = gr->efirst;
	for (i = 0; i < g->norder; i++)
		vf[g->comp[g->order[i]] + 2]++;
	for (i = 0; i < g->m; i++)
		if (!g->bridge[i] && g->tin[g->ea[i]] != UINT32_MAX)
			ef[g->comp[g->ea[i]] + 2]++;
	for (i = 0; i < nc; i++) {
		vf[i + 2] += vf[i + 1];
		ef[i + 2] += ef[i + 1];
	}
	if ((seen = sg_calloc(nc + 1, sizeof *seen)) == NULL)
		return SG_ENOMEM;
	/* In preorder, so the head of a part is its local vertex 0. */
	for (i = 0; i < g->norder; i++) {
		uint32_t v = g->order[i];

		c = g->comp[v];
		gr->local[v] = seen[c]++;
		gr->verts[vf[c + 1]++] = v;
	}
	for (i = 0; i < g->m; i++)
		if (!g->bridge[i] && g->tin[g->ea[i]] != UINT32_MAX) {
			c = g->comp[g->ea[i]];
			gr->edges[ef[c + 1]++] = (uint32_t)i;
		}
	free(seen);
	/* A stalk on each vertex: the branches standing on it. */
	for (i = 0; i < g->ncomp; i++)
		if (g->head[i] != g->root)
			gr->w[hb_parent(g, g->head[i])] ^= 1 + g->val[i];
	return SG_OK;
}

/* Is cutting edge k a winning move? */
static int
hb_wins(const struct hb_graph *g, const struct hb_groups *gr,
    const uint64_t *need, size_t k, uint64_t *work, bool *yes)
{
	uint32_t up, c, pc;
	uint64_t v, *w;
	size_t nv, i;
	int rc;

	*yes = false;
	if (g->bridge[k]) {
		up = g->pedge[g->ea[k]] == k ? g->ea[k] : g->eb[k];
		c = g->comp[up];
		pc = g->comp[hb_parent(g, up)];
		*yes = need[pc] != HB_NONE &&
		    (g->val[pc] ^ (1 + g->val[c])) == need[pc];
		return SG_OK;
	}
	c = g->comp[g->ea[k]];
	if (need[c] == HB_NONE)
		return SG_OK;
	nv = gr->vfirst[c + 1] - gr->vfirst[c];
	*work += nv + gr->efirst[c + 1] - gr->efirst[c];
	if ((w = sg_reallocarray(NULL, nv + 1, sizeof *w)) == NULL)
		return SG_ENOMEM;
	for (i = 0; i < nv; i++)
		w[i] = gr->w[gr->verts[gr->vfirst[c] + i]];
	rc = hb_part_without(g, gr->verts + gr->vfirst[c], nv,
	    gr->edges + gr->efirst[c], gr->efirst[c + 1] - gr->efirst[c], k,
	    gr->local, w, &v);
	free(w);
	if (rc == SG_OK)
		*yes = v == need[c];
	return rc;
}

static int
hb_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct hb_plain pl;
	struct hb_graph g;
	struct hb_groups gr;
	struct pos q;
	uint64_t *need = NULL, work = 0;
	size_t k;
	bool yes;
	int rc, err = SG_OK;

	(void)r;
	sol->has_grundy = true;
	if (hb_edges(p) == 0) {
		sol->grundy = 0;
		sol->outcome = OUTCOME_P;
		return SG_OK;
	}
	if (hb_analyse_pos(p, &pl, &g) != SG_OK)
		return sg_nomem(why);
	memset(&gr, 0, sizeof gr);
	pos_init(&q);
	sol->grundy = g.val[g.comp[0]];
	sol->outcome = sol->grundy != 0 ? OUTCOME_N : OUTCOME_P;
	rc = SG_ENOMEM;
	if (sol->grundy == 0) {
		rc = SG_OK;
		goto out;
	}
	if ((need = sg_calloc(g.ncomp + 1, sizeof *need)) == NULL ||
	    hb_group(&g, &gr) != SG_OK)
		goto out;
	hb_needs(&g, need);
	for (k = 0; k < pl.m; k++) {
		if (!g.bridge[k] && work > HB_CYCLE_WORK) {
			sol->partial = true;
			continue;
		}
		if (hb_wins(&g, &gr, need, k, &work, &yes) != SG_OK)
			goto out;
		if (!yes)
			continue;
		if (hb_cut(p, k, &q, NULL) != SG_OK)
			goto out;
		if (poslist_has(&sol->wins, &q))
			continue;
		if (!solution_add(sol, &q, &err))
			break;
	}
	rc = err;
out:
	free(need);
	hb_groups_free(&gr);
	hb_graph_free(&g);
	hb_plain_free(&pl);
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_nomem(why);
}

/* ---- playing it on the board ---- */

/* The board lists the edges: move k cuts edge k, typed as k + 1. */
static uint64_t
hb_list_count(struct rules *r, const struct pos *p)
{
	(void)r;
	return hb_edges(p);
}

static int
hb_list_move(struct rules *r, const struct pos *p, uint64_t k,
    struct pos *out, struct sg_cause *why)
{
	(void)r;
	if (k >= hb_edges(p))
		return sg_fail(why, SG_EINVAL, "%s", W_("no such edge"));
	return hb_cut(p, (size_t)k, out, NULL) == SG_OK ? SG_OK :
	    sg_nomem(why);
}

static void
hb_list_label(struct rules *r, const struct pos *p, uint64_t k,
    struct sbuf *out)
{
	(void)r;
	if (k < hb_edges(p))
		sbuf_printf(out, "%llu-%llu",
		    (unsigned long long)p->v[2 * k],
		    (unsigned long long)p->v[2 * k + 1]);
}

static uint64_t
hb_list_key(struct rules *r, const struct pos *p, uint64_t k)
{
	(void)r;
	(void)p;
	return k + 1;
}

/* Mark in gone[] the edges of p that fall when edge k is cut (k
 * itself not marked): those no longer reached from the ground. */
static int
hb_fallen(const struct pos *p, size_t k, bool *gone)
{
	struct hb_plain pl;
	uint32_t *start, *adj, *queue, head = 0, tail = 0, v;
	bool *seen;
	size_t i, j;

	if (hb_plain(p, &pl) != SG_OK)
		return SG_ENOMEM;
	start = sg_calloc(pl.nv + 2, sizeof *start);
	adj = sg_reallocarray(NULL, 2 * pl.m + 1, sizeof *adj);
	queue = sg_reallocarray(NULL, pl.nv + 1, sizeof *queue);
	seen = sg_calloc(pl.nv + 1, sizeof *seen);
	if (start == NULL || adj == NULL || queue == NULL || seen == NULL)
		goto fail;
	for (i = 0; i < pl.m; i++)
		if (i != k) {
			start[pl.ea[i] + 2]++;
			start[pl.eb[i] + 2]++;
		}
	for (i = 0; i < pl.nv; i++)
		start[i + 2] += start[i + 1];
	for (i = 0; i < pl.m; i++)
		if (i != k) {
			adj[start[pl.ea[i] + 1]++] = pl.eb[i];
			adj[start[pl.eb[i] + 1]++] = pl.ea[i];
		}
	seen[0] = true;
	queue[tail++] = 0;
	while (head < tail) {
		v = queue[head++];
		for (j = start[v]; j < start[v + 1]; j++)
			if (!seen[adj[j]]) {
				seen[adj[j]] = true;
				queue[tail++] = adj[j];
			}
	}
	for (i = 0; i < pl.m; i++)
		gone[i] = i != k && !seen[pl.ea[i]];
	free(start);
	free(adj);
	free(queue);
	free(seen);
	hb_plain_free(&pl);
	return SG_OK;
fail:
	free(start);
	free(adj);
	free(queue);
	free(seen);
	hb_plain_free(&pl);
	return SG_ENOMEM;
}

/*
 * What a move changed: on the board before it (after false), the edge
 * cut (CHANGE_TO: where the move acts) and the edges that fall with it (CHANGE_TAKE), each
 * item an edge of `from`; on the board after it nothing is left of them
 * to mark.
 */
static int
hb_changes(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	long k;
	size_t fell, i;
	bool *gone;
	int rc;

	if (after || (k = hb_which(from, to, &fell)) < 0)
		return SG_OK;
	if ((rc = changes_add(out, CHANGE_TO, (size_t)k, 0, 1)) != SG_OK ||
	    fell == 0)
		return rc;
	if ((gone = sg_calloc(hb_edges(from) + 1, sizeof *gone)) == NULL)
		return SG_ENOMEM;
	rc = hb_fallen(from, (size_t)k, gone);
	for (i = 0; i < hb_edges(from) && rc == SG_OK; i++)
		if (gone[i])
			rc = changes_add(out, CHANGE_TAKE, i, 0, 1);
	free(gone);
	return rc;
}

/* ---- teaching ---- */

/* The vertices of part c, a few of them, as "1, 2, 3". */
static void
hb_part_vertices(const struct hb_graph *g, const struct hb_groups *gr,
    uint32_t c, struct sbuf *out)
{
	size_t i, n = gr->vfirst[c + 1] - gr->vfirst[c];

	for (i = 0; i < n && i < 6; i++) {
		if (i > 0)
			sbuf_add(out, W_(", "));
		sbuf_printf(out, "%u", (unsigned)gr->verts[gr->vfirst[c] + i]);
	}
	if (n > 6)
		sbuf_add(out, W_(", ..."));
	(void)g;
}

/* The values that make up part c's: its loops' parity, then one more
 * than each part standing on it, as "1 ^ 3 ^ 1"; their number. */
static size_t
hb_terms(const struct hb_graph *g, uint32_t c, struct sbuf *out)
{
	size_t i, n = 0;

	if (g->loops[c] > 0) {
		sbuf_printf(out, "%llu", (unsigned long long)(g->loops[c] & 1));
		n++;
	}
	for (i = 0; i < g->ncomp; i++) {
		if (g->head[i] == g->root ||
		    g->comp[hb_parent(g, g->head[i])] != c)
			continue;
		if (n == 8) {
			sbuf_add(out, " ^ ...");
			n++;
			break;
		}
		sbuf_printf(out, n > 0 ? " ^ %llu" : "%llu",
		    (unsigned long long)(1 + g->val[i]));
		n++;
	}
	return n;
}

/* One step of the explanation: part c fused, the branches on it added
 * up, then the branch it stands on made a stalk. */
static void
hb_explain_part(const struct hb_graph *g, const struct hb_groups *gr,
    uint32_t c, struct sbuf *out)
{
	struct sbuf vs;
	uint32_t h = g->head[c];
	uint64_t loops = g->loops[c];
	size_t nv = gr->vfirst[c + 1] - gr->vfirst[c], n;

	sbuf_init(&vs);
	if (nv > 1) {
		hb_part_vertices(g, gr, c, &vs);
		/* TRANSLATORS: the fusion principle: the vertices of the
		 * cycles (a list), the vertex they become, the edges that
		 * become loops. */
		sbuf_printf(out, wngettext("The cycles through vertices %1$s "
		    "fuse into vertex %2$u: their %3$llu edge becomes a loop.\n",
		    "The cycles through vertices %1$s fuse into vertex %2$u: "
		    "their %3$llu edges become loops.\n", loops), sbuf_str(&vs),
		    (unsigned)h, (unsigned long long)loops);
	}
	if (loops > 0)
		/* TRANSLATORS: loops count as stalks of one edge each. */
		sbuf_printf(out, loops == 1 ? W_("Vertex %1$u holds a loop, "
		    "a stalk of 1: worth 1.\n") : loops % 2 == 0 ?
		    W_("Vertex %1$u holds %2$llu loops, each a stalk of 1: an "
		    "even number, worth 0.\n") : W_("Vertex %1$u holds %2$llu "
		    "loops, each a stalk of 1: an odd number, worth 1.\n"),
		    (unsigned)h, (unsigned long long)loops);
	sbuf_reset(&vs);
	n = hb_terms(g, c, &vs);
	if (h == g->root) {
		/* TRANSLATORS: the nim-sum of what stands on the ground:
		 * "1 ^ 2 ^ 3", then its value. */
		if (n > 1)
			sbuf_printf(out, W_("On the ground: %1$s = %2$llu.\n"),
			    sbuf_str(&vs), (unsigned long long)g->val[c]);
	} else {
		uint32_t below = hb_parent(g, h);

		/* TRANSLATORS: the colon principle: the branches on a vertex
		 * become one stalk of their nim-sum ("1 ^ 3"). */
		if (n > 1)
			sbuf_printf(out, W_("On vertex %1$u the branches come "
			    "to %2$s = %3$llu.\n"), (unsigned)h, sbuf_str(&vs),
			    (unsigned long long)g->val[c]);
		/* TRANSLATORS: the colon principle: an edge with a graph
		 * worth v on top is worth 1 + v, a stalk of that length. */
		sbuf_printf(out, W_("The branch on the edge %1$u-%2$u has %3$llu "
		    "on top, so it is worth 1 + %3$llu = %4$llu: it becomes a "
		    "stalk of %4$llu on vertex %1$u.\n"), (unsigned)below,
		    (unsigned)h, (unsigned long long)g->val[c],
		    (unsigned long long)(1 + g->val[c]));
	}
	sbuf_free(&vs);
}

static void
hb_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct hb_plain pl;
	struct hb_graph g;
	struct hb_groups gr;
	struct sbuf scratch;
	size_t i, shown = 0, told = 0;

	(void)r;
	if (hb_edges(p) == 0) {
		sbuf_add(out, W_("No edge is left: the player to move has "
		    "lost.\n"));
		return;
	}
	if (hb_analyse_pos(p, &pl, &g) != SG_OK)
		return;
	memset(&gr, 0, sizeof gr);
	sbuf_init(&scratch);
	if (hb_group(&g, &gr) != SG_OK)
		goto out;
	sbuf_add(out, W_("From the top down: the cycles fuse into single "
	    "vertices (the fusion principle), and the branches on a vertex "
	    "become one stalk of their nim-sum, a branch on one edge worth "
	    "one more than what stands on it (the colon principle).\n\n"));
	/* Parts in reverse preorder of their heads: the tops first. */
	for (i = g.ncomp; i-- > 0;) {
		sbuf_reset(&scratch);
		if (g.head[i] != g.root &&
		    hb_terms(&g, (uint32_t)i, &scratch) == 0)
			continue;	/* a bare top: worth 0, a stalk of 1 */
		if (g.head[i] != g.root && shown >= HB_EXPLAIN_STEPS) {
			told++;
			continue;
		}
		hb_explain_part(&g, &gr, (uint32_t)i, out);
		shown++;
	}
	if (told > 0)
		sbuf_printf(out, wngettext("(%zu more step like these.)\n",
		    "(%zu more steps like these.)\n", told), told);
	sbuf_printf(out, g.val[g.comp[0]] != 0 ? W_("\nThe whole is worth "
	    "%llu, not 0: the player to move wins by a cut that leaves 0.\n") :
	    W_("\nThe whole is worth %llu: the player to move loses.\n"),
	    (unsigned long long)g.val[g.comp[0]]);
out:
	sbuf_free(&scratch);
	hb_groups_free(&gr);
	hb_graph_free(&g);
	hb_plain_free(&pl);
}

/* ---- the tests' small positions ---- */

/* Every graph of up to 5 edges on the vertices 0 to 3 (loops and
 * parallel edges among them) joined to the ground, once each, a few
 * larger shapes, and graphs of 6 to 8 edges on 7 vertices drawn with a
 * fixed seed. */
static int
hb_smalls(struct rules *r, struct poslist *out)
{
	static const char *const more[] = {
		"0-1 0-2 1-2 1-3 2-3", "0-1 1-2 2-3 3-1 3-4",
		"0-1 0-1 1-2 2-3 2-4 2-5 5-5", "0-1 1-2 2-0 0-3 3-4 4-0",
		"0-1 1-2 2-3 3-4 4-0 2-2", "0-0 0-1 1-1 1-2 2-2",
		NULL
	};
	uint64_t e[10][2], idx[6], seed = 39;
	struct pos q;
	size_t ne = 0, k, i, j;
	int rc = SG_OK;

	(void)r;
	for (i = 0; i < 4; i++)
		for (j = i; j < 4; j++) {
			e[ne][0] = i;
			e[ne][1] = j;
			ne++;
		}
	pos_init(&q);
	/* The multisets of k edges, as non-decreasing indices. */
	for (k = 0; k <= 5 && rc == SG_OK; k++) {
		for (i = 0; i < k; i++)
			idx[i] = 0;
		for (;;) {
			if ((rc = pos_resize(&q, 2 * k)) != SG_OK)
				break;
			for (i = 0; i < k; i++) {
				q.v[2 * i] = e[idx[i]][0];
				q.v[2 * i + 1] = e[idx[i]][1];
			}
			if ((rc = hb_canon_into(&q, NULL)) != SG_OK)
				break;
			if (hb_edges(&q) == k && !poslist_has(out, &q))
				rc = poslist_add(out, &q);
			if (rc != SG_OK)
				break;
			/* The next multiset. */
			for (i = k; i-- > 0;)
				if (idx[i] + 1 < ne)
					break;
			if (i == (size_t)-1 || k == 0)
				break;
			idx[i]++;
			for (j = i + 1; j < k; j++)
				idx[j] = idx[i];
		}
	}
	for (i = 0; more[i] != NULL && rc == SG_OK; i++) {
		char copy[64], *w[16], *s;
		int n = 0;
		struct sg_cause why;

		snprintf(copy, sizeof copy, "%s", more[i]);
		for (s = strtok(copy, " "); s != NULL && n < 16;
		    s = strtok(NULL, " "))
			w[n++] = s;
		if ((rc = hb_parse(r, n, w, &q, &why)) == SG_OK &&
		    !poslist_has(out, &q))
			rc = poslist_add(out, &q);
	}
	for (k = 0; k < 80 && rc == SG_OK; k++) {
		size_t m = (size_t)game_rand(&seed, 6, 8);

		if ((rc = pos_resize(&q, 2 * m)) != SG_OK)
			break;
		for (i = 0; i < 2 * m; i++)
			q.v[i] = game_rand(&seed, 0, i < 4 ? 2 : 6);
		if ((rc = hb_canon_into(&q, NULL)) == SG_OK &&
		    hb_edges(&q) >= 5 && !poslist_has(out, &q))
			rc = poslist_add(out, &q);
	}
	pos_free(&q);
	return rc;
}

/* ---- named and random starts ---- */

/* Drawn after the shapes of Winning Ways, each our own: a girl (two legs
 * to the hips, a body, two arms and a round head), a house (two walls, a
 * ceiling and a roof), a flower (a stem, two leaves and petals as
 * loops), a tree, and two stalks. */
static const char *const hb_presets[] = {
	"0-1 0-1 1-2 2-3 2-4 2-5 5-5",
	"0-1 0-2 1-2 1-3 2-3",
	"0-1 1-2 1-3 1-4 2-5 5-5 5-5 5-5",
	"0-1 1-2 1-3 0-4 4-4",
	"0-1 1-2 2-3 3-4 0-5 5-6 6-7",
	NULL
};

/* A graph of 3 to 4 edges at level 1, up to 8 at level 5 (a position
 * that a worksheet prints on one line of 60 columns): mostly a tree grown
 * edge by edge, sometimes an edge closing a cycle or a loop. */
static void
hb_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	uint64_t n = game_rand(seed, 3, game_level_size(level, 5, 4));
	uint64_t nv = 1, i, a, kind;

	(void)r;
	(void)opts;
	for (i = 0; i < n; i++) {
		kind = game_rand(seed, 0, 9);
		a = game_rand(seed, 0, nv - 1);
		if (i > 0)
			sbuf_addc(out, ' ');
		if (kind == 0 && nv > 1)
			sbuf_printf(out, "%llu-%llu", (unsigned long long)a,
			    (unsigned long long)a);
		else if (kind == 1 && nv > 2)
			sbuf_printf(out, "%llu-%llu", (unsigned long long)a,
			    (unsigned long long)game_rand(seed, 0, nv - 1));
		else {
			sbuf_printf(out, "%llu-%llu", (unsigned long long)a,
			    (unsigned long long)nv);
			nv++;
		}
	}
}

/* A graph's size is its edges, two entries each. */
static uint64_t
hb_size(const struct rules *r, const struct pos *p)
{
	(void)r;
	return p->n / 2;
}

const struct game game_hackenbush = {
	.name = "hackenbush",
	.title = WN_("Green Hackenbush"),
	.summary = WN_("cut an edge of a graph; what loses the ground falls"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("A-B..."),
		.parse = hb_parse,
		.format = hb_format,
		.canon = hb_canon,
		.size = hb_size,
	},
	.rules = {
		.moves = hb_moves,
		.check = hb_check,
		.describe = hb_describe,
		.any_move = hb_any_move,
		.move_bound = hb_move_bound,
	},
	.theory = {
		.solve = hb_solve,
	},
	.play = {
		.board = BOARD_GRAPH,
		.models = { MOVE_LIST },
		.item = WN_("edge"),
		.list.count = hb_list_count,
		.list.move = hb_list_move,
		.list.label = hb_list_label,
		.list.key = hb_list_key,
		.changes = hb_changes,
		.presets = hb_presets,
		.random = hb_random,
	},
	.teach = {
		.invariant = hb_invariant,
	},
	.tests = {
		.smalls = hb_smalls,
	},
};
