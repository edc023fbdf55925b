/*
 * tbquot.h: the misere quotient of a take-and-break game's heaps
 * (Plambeck and Siegel): a finite commutative monoid Q, its P-portion P
 * and a map from heaps to Q such that a sum of heaps is a misere
 * P-position exactly when the product of its heaps' elements lies in P,
 * and two sums map to the same element exactly when no third sum of heaps
 * tells them apart.  Sums of any length are products in Q.
 *
 * The quotient is grown heap by heap up to a bound and proven at every
 * step (see tbquot.c for the argument); growth stops where the heap map
 * is proven periodic (the periodicity theorem, stated in tbquot.c and by
 * tbq_theorem()), where the quotient or its proof would pass the limits
 * below, or at the bound.  Past the heaps it covers, nothing is answered.
 * A quotient of 24 heaps or more is kept between runs under
 * $XDG_CACHE_HOME/sprague/ and proven again when read (tbquot.c).
 */
#ifndef SPRAGUE_TBQUOT_H
#define SPRAGUE_TBQUOT_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "tbcode.h"

enum {
	TBQ_MAX_ORDER = 8192,	/* elements of a quotient, or of a trial */
	TBQ_ORDER_DEFAULT = 4096,	/* a trial's elements, unless told */
	TBQ_MAX_TYPES = 1 << 20,	/* kinds of sums in one proof */
	TBQ_DEFAULT_HEAPS = 400,	/* heaps grown to look for a period */
	TBQ_MAX_HEAPS = 100000,	/* the largest bound one may ask for */
	TBQ_STEPS = 1024	/* progress reports count these a heap */
};

struct tbq;

/* An empty quotient (heap 0 only) for code c (copied).  SG_ENOMEM. */
int tbq_new(const struct tb_code *c, struct tbq **out, struct sg_cause *why);
void tbq_free(struct tbq *q);

/*
 * Grow the quotient heap by heap until it covers heaps 0..max (at most
 * TBQ_MAX_HEAPS), its heap map is proven periodic, or it cannot grow
 * further (then tbq_stopped says why; SG_OK all the same).  r (may be
 * NULL) gets progress reports, in TBQ_STEPS steps a heap (a heap whose
 * trials are refined reports within itself); SG_EINTR when it says stop,
 * the heaps done so far kept.  SG_ENOMEM.
 */
int tbq_grow(struct tbq *q, struct rules *r, uint64_t max,
    struct sg_cause *why);

/* Let the trials of q have up to order elements from now on (0:
 * TBQ_ORDER_DEFAULT; at most TBQ_MAX_ORDER; never less than before).  A
 * quotient that stopped at smaller limits, here or in the cache, grows
 * on.  A proof at the larger limits takes seconds to tens of seconds
 * (0.07 to heap 33: some 20 s) where the default takes a few. */
void tbq_limit(struct tbq *q, unsigned order);

/* Keep q from the cache: grown from heap 0, and never written there (a
 * quotient of heaps up to a bound, whatever the cache holds).  Before the
 * first tbq_grow. */
void tbq_no_cache(struct tbq *q);

/* The largest heap covered (UINT64_MAX once the map is proven periodic). */
uint64_t tbq_heaps(const struct tbq *q);
/* The largest heap computed one by one. */
uint64_t tbq_computed(const struct tbq *q);
/* Why growth stopped short of the bound asked, in the reader's words, or
 * NULL. */
const char *tbq_stopped(const struct tbq *q);
/* The proven period of the heap map: true with the first heap of the
 * period and its length. */
bool tbq_period(const struct tbq *q, uint64_t *pre, uint64_t *per);
/* The theorem behind the period, its conditions and how they were met, in
 * a few lines (for people); empty when no period is proven. */
void tbq_theorem(const struct tbq *q, struct sbuf *out);
/* Times the presentation changed while growing. */
unsigned tbq_changes(const struct tbq *q);

/* The order of Q; its elements are 0..order-1, 0 the identity. */
unsigned tbq_order(const struct tbq *q);
unsigned tbq_mul(const struct tbq *q, unsigned x, unsigned y);
bool tbq_is_p(const struct tbq *q, unsigned x);

/* The element of a heap of h: SG_ERANGE with the reason past the heaps
 * covered. */
int tbq_heap(const struct tbq *q, uint64_t h, unsigned *x,
    struct sg_cause *why);

/*
 * A presentation: generators (heaps whose element is not a product of the
 * elements of smaller heaps; each written as its heap, "a" for the first
 * and so on), each element as its shortest word in them, and the
 * relations that rewrite every other word (the shortest words not in
 * normal form).  Written in lines to out.
 */
void tbq_presentation(const struct tbq *q, struct sbuf *out);
/* An element as a word in the generators ("a b^2", "1" for the
 * identity). */
void tbq_word(const struct tbq *q, unsigned x, struct sbuf *out);
/* An element as the heaps of that word, separated by blanks ("1 1 4",
 * "0" for the identity): a position of the game. */
void tbq_sum(const struct tbq *q, unsigned x, struct sbuf *out);

/*
 * Conway's genus of the heaps, where the heaps are tame.  For heaps
 * 0..n (n = tbq_computed, at most TBQ_GENUS_HEAPS): each heap's normal
 * Grundy value g, and whether it counts as a "big" heap of misere Nim
 * (g >= 2, or genus 0^02 or 1^13: g <= 1 and the heap alone is lost, or
 * won, the other way round from a Nim heap of g).  The heaps are tame when
 * every sum of them follows misere Nim's rule on these: lost exactly when
 * the nim-sum is 0 with a big heap among them, or 1 with none; checked
 * for every sum through the quotient (the product of (element, nim-sum,
 * big?) closed over the heaps).
 */
enum { TBQ_GENUS_HEAPS = 2000 };

struct tbq_genera {
	uint64_t n;		/* heaps 0..n */
	uint16_t *g;		/* normal Grundy values */
	bool *big;
	bool tame;		/* every sum of heaps 0..n obeys the rule */
};

/* Fill ge (freed by tbq_genera_free).  SG_ENOMEM; SG_ERANGE with the
 * reason when the values or the sums to check pass the limits. */
int tbq_genera(const struct tbq *q, struct tbq_genera *ge,
    struct sg_cause *why);
void tbq_genera_free(struct tbq_genera *ge);
/* Heap h's genus (h <= ge->n) as Conway writes it, the superscript's last
 * two figures repeating for ever: "0^120", "1^031", "0^02", "1^13", "2^20"
 * (figures of 10 or more in parentheses with commas: "12^(12,14)").
 * Meaningful where ge->tame. */
void tbq_genus(const struct tbq_genera *ge, uint64_t h, struct sbuf *out);

/*
 * The misere outcome and winning moves of p, a sum of heaps (rows keeps
 * the parts of a split in both orders, as a row of coins does); each
 * winning move is the position it leads to.  SG_ERANGE when a heap is past
 * those covered.
 */
int tbq_solve(const struct tbq *q, const struct pos *p, bool rows,
    struct solution *sol, struct sg_cause *why);

/* Why p is won or lost in the quotient's words: the heaps' elements
 * (each called a row with rows), their product, whether it is in P, and
 * the element a winning move leaves.  Appended to out. */
int tbq_explain(const struct tbq *q, const struct pos *p, bool rows,
    struct sbuf *out, struct sg_cause *why);

#endif
