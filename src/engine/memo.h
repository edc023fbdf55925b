/*
 * memo.h: a map from positions to 64-bit numbers, for the searches that
 * remember what they have solved (the brute force, the misere search).
 */
#ifndef SPRAGUE_MEMO_H
#define SPRAGUE_MEMO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pos.h"

struct memo;

/* An empty map; SG_OK or SG_ENOMEM. */
int memo_new(struct memo **out);
/* memo_free(NULL) is a no-op. */
void memo_free(struct memo *m);
/* The number of positions remembered. */
size_t memo_count(const struct memo *m);
/* Is p remembered?  Then *value is what was put. */
bool memo_get(const struct memo *m, const struct pos *p, uint64_t *value);
/* Remember value for p (a copy of p), which must not be there yet. */
int memo_put(struct memo *m, const struct pos *p, uint64_t value);

#endif
