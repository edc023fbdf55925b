/*
 * bench-ui.c: how long the game makes a person wait.  For every game, from
 * every position the menu offers (the presets and random ones), both sides
 * play the computer's reply to the end; each reply and each hint is timed.
 * The target is 100 ms for the slowest.  Run by `make bench-ui`.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "play/starts.h"
#include "play/session.h"

enum { RANDOM_STARTS = 20, HINT_LIMIT = 200 };

static double
now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)t.tv_sec * 1e3 + (double)t.tv_nsec / 1e6;
}

/* Play s out; the slowest reply and hint in *reply and *hint (ms). */
static void
play_out(struct session *s, double *reply, double *hint)
{
	struct sg_cause why;
	struct hint h;
	struct pos to;
	double t;
	int moves = 0;

	pos_init(&to);
	while (!sess_over(s) && moves++ < 100000) {
		t = now_ms();
		if (sess_hint(s, HINT_LIMIT, &h, &why) != SG_OK)
			break;
		sess_hint_free(&h);
		if ((t = now_ms() - t) > *hint)
			*hint = t;
		t = now_ms();
		if (sess_reply(s, &to, &why) != SG_OK)
			break;
		if ((t = now_ms() - t) > *reply)
			*reply = t;
		if (sess_move(s, &to, &why) != SG_OK)
			break;
	}
	pos_free(&to);
}

static void
run(const struct game *g, struct rules *r, const struct pos *p,
    double *reply, double *hint)
{
	struct session s;

	if (sess_init(&s, r, p, SIDE_HUMAN) != SG_OK)
		return;
	play_out(&s, reply, hint);
	sess_free(&s);
}

int
main(void)
{
	const char *const *pre;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	double reply, hint, worst = 0;
	uint64_t seed = 12345;
	size_t i, k;

	pos_init(&p);
	printf("%-10s %12s %12s\n", "game", "reply (ms)", "hint (ms)");
	for (i = 0; i < game_count(); i++) {
		const struct game *g = game_at(i);

		reply = hint = 0;
		for (pre = starts_named(g); *pre != NULL; pre++)
			if (sess_parse_line(g, *pre, &r, &p, &why) == SG_OK)
				run(g, r, &p, &reply, &hint);
		for (k = 0; k < RANDOM_STARTS; k++)
			if (starts_random(g, NULL, 3, k % 2 ? SIDE_HUMAN :
			    SIDE_COMPUTER, false, &seed, &r, &p, &why) ==
			    SG_OK)
				run(g, r, &p, &reply, &hint);
		printf("%-10s %12.3f %12.3f\n", g->name, reply, hint);
		worst = reply > worst ? reply : worst;
		worst = hint > worst ? hint : worst;
	}
	pos_free(&p);
	printf("slowest: %.3f ms (target: 100 ms) %s\n", worst,
	    worst <= 100 ? "ok" : "TOO SLOW");
	return worst <= 100 ? 0 : 1;
}
