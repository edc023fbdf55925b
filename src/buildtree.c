/*
 * buildtree.c: whether the program running is the one of its build tree.
 */
#include "config.h"

#include <stdbool.h>
#include <stdlib.h>
#include <string.h>

#include "buildtree.h"

/*
 * Is this the program of the build tree (BUILDPROGRAM, which configure
 * recorded), rather than an installed copy?  Asked of the kernel
 * (/proc/self/exe), the two paths resolved; where that cannot be known,
 * no.
 */
bool
buildtree_here(void)
{
#ifdef BUILDPROGRAM
	static int known = -1;
	char *self, *build;

	if (known < 0) {
		self = realpath("/proc/self/exe", NULL);
		build = realpath(BUILDPROGRAM, NULL);
		known = self != NULL && build != NULL &&
		    strcmp(self, build) == 0;
		free(self);
		free(build);
	}
	return known == 1;
#else
	return false;
#endif
}
