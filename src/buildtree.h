/*
 * buildtree.h: whether the program running is the one of its build tree
 * (not an installed copy), which then reads the data of its source tree
 * and the catalogs built beside it, installed or not.
 */
#ifndef SPRAGUE_BUILDTREE_H
#define SPRAGUE_BUILDTREE_H

#include <stdbool.h>

bool buildtree_here(void);

#endif
