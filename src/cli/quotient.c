/*
 * quotient.c: `sprague quotient [--porcelain] [--max N] GAME [OPTIONS]`,
 * the misere quotient of a take-and-break game's heaps (tbquot.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/tbquot.h"
#include "error.h"
#include "i18n.h"

static int
quotient_flag(void *arg, const char *name, const char *value,
    const char *next)
{
	(void)next;
	if (strcmp(name, "porcelain") == 0 && value == NULL) {
		*(bool *)arg = true;
		return 0;
	}
	return -1;
}

/* Print element x as fill writes it: tbq_sum (the heaps of its shortest
 * word) or tbq_word (the word). */
static void
print_el(const struct tbq *q, unsigned x,
    void (*fill)(const struct tbq *, unsigned, struct sbuf *))
{
	struct sbuf sb;

	sbuf_init(&sb);
	fill(q, x, &sb);
	printf("%s", sbuf_str(&sb));
	sbuf_free(&sb);
}

static void
print_porcelain(const struct tbq *q)
{
	uint64_t pre, per;
	unsigned x;

	printf("order %u\n", tbq_order(q));
	if (tbq_period(q, &pre, &per))
		printf("heaps all\nperiod %llu preperiod %llu\n",
		    (unsigned long long)per, (unsigned long long)pre);
	else
		printf("heaps %llu\nperiod -\n",
		    (unsigned long long)tbq_computed(q));
	for (x = 0; x < tbq_order(q); x++) {
		if (!tbq_is_p(q, x))
			continue;
		printf("p ");
		print_el(q, x, tbq_sum);
		printf("\n");
	}
}

/* Whether the heaps are tame, and if so their genera into ge (else
 * ge->tame is false). */
static void
print_tameness(const struct tbq *q, struct tbq_genera *ge)
{
	struct sg_cause why;

	if (tbq_genera(q, ge, &why) != SG_OK) {
		printf(_("\nNo genus: %s.\n"), why.text);
		memset(ge, 0, sizeof *ge);
	} else if (ge->tame) {
		printf(_("\nThe heaps are tame: every sum of heaps 0..%llu "
		    "follows misere Nim's rule on the heaps' genera (Conway), "
		    "shown beside each heap.\n"), (unsigned long long)ge->n);
	} else {
		printf(_("\nThe heaps are wild: some sum of heaps 0..%llu does "
		    "not follow misere Nim's rule on the heaps' genera, so no "
		    "genus is shown.\n"), (unsigned long long)ge->n);
	}
}

/* The heap map: heaps 1..last, then the period; each heap's genus where
 * ge says the heaps are tame. */
static void
print_map(const struct tbq *q, const struct tbq_genera *ge)
{
	uint64_t pre, per, h, last;
	struct sg_cause why;
	struct sbuf sb;
	bool periodic = tbq_period(q, &pre, &per);
	unsigned x;

	last = periodic ? pre + per - 1 : tbq_computed(q);
	printf("%s", _("\nHeap map:\n"));
	sbuf_init(&sb);
	for (h = 1; h <= last; h++) {
		if (tbq_heap(q, h, &x, &why) != SG_OK)
			break;
		sbuf_reset(&sb);
		tbq_word(q, x, &sb);
		printf("  %llu: %s", (unsigned long long)h, sbuf_str(&sb));
		if (ge->tame && h <= ge->n) {
			sbuf_reset(&sb);
			tbq_genus(ge, h, &sb);
			printf(_("  (genus %s)"), sbuf_str(&sb));
		}
		printf("\n");
	}
	sbuf_free(&sb);
	if (periodic)
		printf(_("  and from heap %1$llu on, heap n + %2$llu has the "
		    "element of heap n.\n"), (unsigned long long)pre,
		    (unsigned long long)per);
}

static void
print_human(const struct cli_game *cg, const struct tbq *q)
{
	struct tbq_genera ge;
	struct sbuf sb;
	unsigned x, np = 0;
	uint64_t pre, per;

	sbuf_init(&sb);
	if (cg->game->notation.format_opts != NULL)
		cg->game->notation.format_opts(cg->rules, &sb);
	if (sb.len > 0)
		/* TRANSLATORS: a game's title, then its options. */
		printf(_("Misere quotient of %1$s (%2$s)\n"),
		    game_title(cg->game), sbuf_str(&sb));
	else
		printf(_("Misere quotient of %s\n"), game_title(cg->game));
	for (x = 0; x < tbq_order(q); x++)
		np += tbq_is_p(q, x);
	if (tbq_period(q, &pre, &per))
		printf(_("Every heap: the heap map is periodic (period %1$llu "
		    "from heap %2$llu), proven on heaps 0..%3$llu.\n"),
		    (unsigned long long)per, (unsigned long long)pre,
		    (unsigned long long)tbq_computed(q));
	else
		printf(_("Heaps 0..%llu; no period of the heap map is proven, "
		    "so a position with a larger heap is left to the search, "
		    "and refused past its limits.\n"),
		    (unsigned long long)tbq_computed(q));
	if (tbq_stopped(q) != NULL)
		/* TRANSLATORS: %s says where and why (the limits, or no
		 * presentation proven). */
		printf(_("Growth stopped: %s.  The quotient of the heaps up "
		    "to there is none of the presentations this program "
		    "tries; it may still be small (the trials are of a few "
		    "kinds only), or large, or infinite.\n"), tbq_stopped(q));
	printf(ngettext("Order %1$u, with %2$u element in the "
	    "P-portion.\n\n", "Order %1$u, with %2$u elements in the "
	    "P-portion.\n\n", np), tbq_order(q), np);
	sbuf_reset(&sb);
	tbq_presentation(q, &sb);
	printf(_("Presentation:\n%s"), sbuf_str(&sb));
	printf("%s", _("\nP-portion:"));
	for (x = 0; x < tbq_order(q); x++) {
		if (!tbq_is_p(q, x))
			continue;
		printf(" ");
		print_el(q, x, tbq_word);
		printf(" (");
		print_el(q, x, tbq_sum);
		printf(")");
	}
	printf("\n");
	print_tameness(q, &ge);
	print_map(q, &ge);
	tbq_genera_free(&ge);
	sbuf_reset(&sb);
	tbq_theorem(q, &sb);
	if (sb.len > 0)
		printf("\n%s", sbuf_str(&sb));
	sbuf_free(&sb);
}

int
cli_quotient(int argc, char *argv[])
{
	struct cli_game cg;
	struct sg_cause why;
	struct tbq *q;
	bool porcelain = false;
	int rc;

	cli_parse_game(argc, argv, &cg, quotient_flag, &porcelain);
	if (cg.game->theory.quotient == NULL)
		die(EXIT_USAGE, _("game \"%s\": has no misere quotient (only "
		    "heaps under a take-and-break code have one)"),
		    cg.game->name);
	if (cg.argc != 0)
		die(EXIT_USAGE, "%s", _("quotient: no position is needed "
		    "(--max N bounds the heaps)"));
	if (cg.max > TBQ_MAX_HEAPS)
		die(EXIT_USAGE, _("option \"--max\": at most %u for a "
		    "quotient"), (unsigned)TBQ_MAX_HEAPS);
	/* Asked for the quotient itself: trials as large as the engine
	 * allows, at the price of time (play and solve keep the default). */
	cg.rules->quotient_order = TBQ_MAX_ORDER;
	rc = cg.game->theory.quotient(cg.rules, cg.max, &q, &why);
	if (rc != SG_OK)
		cli_die_engine(rc, &why);
	if (porcelain)
		print_porcelain(q);
	else
		print_human(&cg, q);
	cli_game_free(&cg);
	return cli_finish_output();
}
