/*
 * strategy_level.c: the computer's levels (strategy_level.h).
 */
#include "config.h"

#include <string.h>

#include "strategy_level.h"
#include "engine/words.h"

static const struct {
	const char *name;
	unsigned sixths;	/* random moves in six */
} levels[] = {
	[STRATEGY_PERFECT] = { "perfect", 0 },
	[STRATEGY_STRONG] = { "strong", 1 },
	[STRATEGY_CASUAL] = { "casual", 2 },
	[STRATEGY_BEGINNER] = { "beginner", 4 },
};

int
strategy_level_parse(const char *name, enum strategy_level *out,
    struct sg_cause *why)
{
	size_t i;

	for (i = 0; i < sizeof levels / sizeof levels[0]; i++) {
		if (strcmp(name, levels[i].name) == 0) {
			*out = (enum strategy_level)i;
			return SG_OK;
		}
	}
	return sg_fail(why, SG_EINVAL, W_("level \"%.64s\": must be perfect, "
	    "strong, casual or beginner"), name);
}

const char *
strategy_level_name(enum strategy_level level)
{
	return levels[level].name;
}

unsigned
strategy_level_random_sixths(enum strategy_level level)
{
	return levels[level].sixths;
}
