/*
 * values.c: `sprague values [--period] GAME [OPTIONS] N` and
 * `sprague count GAME [OPTIONS] N`, for games played on heaps.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "error.h"
#include "i18n.h"

static int
values_flag(void *arg, const char *name, const char *value, const char *next)
{
	if (strcmp(name, "period") == 0 && value == NULL) {
		*(bool *)arg = true;
		return 0;
	}
	return -1;
}

/* Append "i g\n" to the buffer at *len (printf takes a tenth of the
 * time of a long table otherwise). */
static void
put_line(char *buf, size_t *len, uint64_t i, uint64_t g)
{
	char tmp[48];
	size_t n = sizeof tmp;

	tmp[--n] = '\n';
	do {
		tmp[--n] = (char)('0' + g % 10);
		g /= 10;
	} while (g > 0);
	tmp[--n] = ' ';
	do {
		tmp[--n] = (char)('0' + i % 10);
		i /= 10;
	} while (i > 0);
	memcpy(buf + *len, tmp + n, sizeof tmp - n);
	*len += sizeof tmp - n;
}

static void
need_heaps(const struct cli_game *cg, const char *command)
{
	if (cg->game->heaps.heap_value == NULL)
		/* TRANSLATORS: the game's name, then the command (values or
		 * count), both as typed. */
		die(EXIT_USAGE, _("game \"%1$s\": has no heap values for %2$s"),
		    cg->game->name, command);
}

static uint64_t
parse_n(const struct cli_game *cg, const char *command)
{
	struct sg_cause why;
	uint64_t n;

	if (cg->argc != 1)
		/* TRANSLATORS: %s is the command word (values or count), N
		 * the number as --help writes it. */
		die(EXIT_USAGE, _("%s: give one number N after the game"),
		    command);
	if (sg_parse_u64(cg->argv[0], sg_max_u63(), "N", &n, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
	return n;
}

static int
print_period(struct cli_game *cg)
{
	struct sg_cause why;
	uint64_t pre, per;
	int rc;

	if (cg->argc != 0)
		die(EXIT_USAGE, _("values --period: no N is needed"));
	if (cg->game->heaps.period == NULL)
		die(EXIT_USAGE, _("game \"%s\": has no period"), cg->game->name);
	why.text[0] = '\0';
	/* The search stops at --max N, or at the engine's bound: the
	 * answer, either way, says how far it looked. */
	rc = cg->game->heaps.period(cg->rules, cg->max, &pre, &per, &why);
	if (rc == SG_ERANGE) {
		printf(_("no period proven: %s\n"), why.text);
		cli_finish_output();
		return EXIT_TROUBLE;	/* a script can tell it from a proof */
	}
	if (rc != SG_OK)
		cli_die_engine(rc, &why);
	printf("preperiod %llu period %llu\n", (unsigned long long)pre,
	    (unsigned long long)per);
	if (why.text[0] != '\0')
		printf("%s\n", why.text);
	return cli_finish_output();
}

int
cli_values(int argc, char *argv[])
{
	struct cli_game cg;
	struct sg_cause why;
	bool period = false;
	uint64_t n, i, g;
	char buf[1 << 16];
	size_t len = 0;
	int rc;

	cli_parse_game(argc, argv, &cg, values_flag, &period);
	need_heaps(&cg, "values");
	if (period) {
		rc = print_period(&cg);
		cli_game_free(&cg);
		return rc;
	}
	n = parse_n(&cg, "values");
	cli_stoppable();
	/* The largest first: a table grows once, and a limit shows at once. */
	if ((rc = cg.game->heaps.heap_value(cg.rules, n, &g, &why)) != SG_OK)
		cli_die_engine(rc, &why);
	for (i = 0; i <= n; i++) {
		if ((rc = cg.game->heaps.heap_value(cg.rules, i, &g, &why)) != SG_OK)
			cli_die_engine(rc, &why);
		put_line(buf, &len, i, g);
		if (len > sizeof buf - 64 || i == n) {
			if (fwrite(buf, 1, len, stdout) != len)
				break;
			len = 0;
		}
	}
	cli_game_free(&cg);
	return cli_finish_output();
}

/* Count the zeros of heap_value over 1..n, one heap at a time. */
static int
count_by_values(struct rules *r, uint64_t n, uint64_t *losing,
    struct sg_cause *why)
{
	uint64_t i, g;
	int rc;

	*losing = 0;
	if (n > 0 && (rc = r->game->heaps.heap_value(r, n, &g, why)) != SG_OK)
		return rc;
	for (i = 1; i <= n; i++) {
		if ((rc = r->game->heaps.heap_value(r, i, &g, why)) != SG_OK)
			return rc;
		*losing += g == 0;
	}
	return SG_OK;
}

int
cli_count(int argc, char *argv[])
{
	struct cli_game cg;
	struct sg_cause why;
	uint64_t n, losing;
	int rc;

	cli_parse_game(argc, argv, &cg, NULL, NULL);
	need_heaps(&cg, "count");
	n = parse_n(&cg, "count");
	cli_stoppable();
	if (cg.game->heaps.count != NULL)
		rc = cg.game->heaps.count(cg.rules, n, &losing, &why);
	else
		rc = count_by_values(cg.rules, n, &losing, &why);
	if (rc != SG_OK)
		cli_die_engine(rc, &why);
	printf("%llu\n", (unsigned long long)losing);
	cli_game_free(&cg);
	return cli_finish_output();
}
