/*
 * pos.h: a position is a vector of 64-bit numbers whose meaning belongs to
 * its game (heap sizes, cells, the sides of paper pieces, coins on a ring).
 * A poslist is a growable list of positions.
 */
#ifndef SPRAGUE_POS_H
#define SPRAGUE_POS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct pos {
	uint64_t *v;		/* owned; may be NULL when n == 0 */
	size_t n;
	size_t cap;
};

struct poslist {
	struct pos *p;		/* owned, each element owned */
	size_t n;
	size_t cap;
};

void pos_init(struct pos *p);
void pos_free(struct pos *p);
/* Make room for n entries and set p->n = n (new entries zero): SG_OK or SG_ENOMEM. */
int pos_resize(struct pos *p, size_t n);
int pos_push(struct pos *p, uint64_t x);
/* dst becomes a copy of src (dst initialised or freed before). */
int pos_copy(struct pos *dst, const struct pos *src);
bool pos_eq(const struct pos *a, const struct pos *b);
/* Lexicographic order, shorter first on a common prefix. */
int pos_cmp(const struct pos *a, const struct pos *b);
/* Replace entry i by the entries of ins[0..nins-1] (nins may be 0). */
int pos_splice(struct pos *p, size_t i, const uint64_t *ins, size_t nins);
/* Sort the entries ascending (for canonical keys). */
void pos_sort(struct pos *p);

void poslist_init(struct poslist *l);
void poslist_free(struct poslist *l);
void poslist_clear(struct poslist *l);
/* Append a copy of p. */
int poslist_add(struct poslist *l, const struct pos *p);
/* Append p itself, taking ownership (p is left empty). */
int poslist_take(struct poslist *l, struct pos *p);
bool poslist_has(const struct poslist *l, const struct pos *p);
void poslist_sort(struct poslist *l);

#endif
