/*
 * replay.c: `sprague replay FILE`: a saved game move by move, each with
 * who made it, the move in words, the position it leads to and whether it
 * won, threw a win away or had no win to find.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli/cli.h"
#include "engine/misere.h"
#include "error.h"
#include "savefile.h"

/* What the theory says of one position of the game. */
struct judged {
	bool known;
	enum outcome outcome;
	bool has_grundy;
	uint64_t grundy;
};

/* The name of player i (0 moves first) as the replay calls them. */
static void
player_name(const struct record *rec, int i, char *buf, size_t len)
{
	const struct record_player *me = &rec->player[i];
	const struct record_player *other = &rec->player[1 - i];

	if (me->kind == RECORD_HUMAN && me->name[0] != '\0')
		snprintf(buf, len, "%s", me->name);
	else if (me->kind == RECORD_HUMAN && other->kind == RECORD_COMPUTER)
		snprintf(buf, len, "you");
	else if (me->kind == RECORD_HUMAN)
		snprintf(buf, len, "player %d", i + 1);
	else if (other->kind == RECORD_COMPUTER)
		snprintf(buf, len, "computer %d", i + 1);
	else
		snprintf(buf, len, "the computer");
}

/* Solve every position of the game once; a position the solver refuses
 * (a misere search past its limits) stays unknown, with the reason. */
static void
judge_all(const struct record *rec, struct judged *j, struct sg_cause *why)
{
	struct solution sol;
	size_t i;
	int rc;

	why->text[0] = '\0';
	for (i = 0; i <= rec->moves.n; i++) {
		solution_init(&sol, 0);
		rc = rec->misere ? misere_solve(rec->rules, record_pos(rec, i),
		    &sol, why) : rec->rules->game->solve(rec->rules,
		    record_pos(rec, i), &sol, why);
		if (rc == SG_ENOMEM)
			die(EXIT_TROUBLE, "out of memory");
		j[i].known = rc == SG_OK;
		j[i].outcome = sol.outcome;
		j[i].has_grundy = rc == SG_OK && sol.has_grundy;
		j[i].grundy = sol.grundy;
		solution_free(&sol);
	}
}

static void
print_verdict(const struct judged *from, const struct judged *to,
    const struct sg_cause *why)
{
	if (!from->known || !to->known) {
		printf("   not judged: %s\n", why->text);
		return;
	}
	if (from->outcome == OUTCOME_P)
		printf("   no winning move existed");
	else if (to->outcome == OUTCOME_P)
		printf("   winning move");
	else
		printf("   a mistake: the position was won and is now lost");
	if (from->has_grundy && to->has_grundy)
		printf(" (Grundy value %llu -> %llu)",
		    (unsigned long long)from->grundy,
		    (unsigned long long)to->grundy);
	printf("\n");
}

static void
print_intro(const struct record *rec, const struct judged *start)
{
	const struct rules *r = rec->rules;
	char name[2][RECORD_NAME_MAX + 16];
	struct sbuf sb;
	int i;

	sbuf_init(&sb);
	if (r->game->format_opts != NULL)
		r->game->format_opts(r, &sb);
	if (sb.len > 0)
		sbuf_addc(&sb, ' ');
	game_format(r, &rec->start, &sb);
	printf("%s%s: %s\n", r->game->title,
	    rec->misere ? ", misere play" : "", sbuf_str(&sb));
	for (i = 0; i < 2; i++) {
		player_name(rec, i, name[i], sizeof name[i]);
		printf("%s: %s", i == 0 ? "First" : "Second", name[i]);
		if (rec->player[i].kind == RECORD_COMPUTER)
			printf(", level %s", strategy_level_name(rec->level));
		printf("\n");
	}
	if (start->known) {
		printf("To move: %s, who %s", name[0], start->outcome ==
		    OUTCOME_N ? "wins with perfect play" :
		    "loses against perfect play");
		if (start->has_grundy)
			printf(" (Grundy value %llu)",
			    (unsigned long long)start->grundy);
		printf(".\n");
	}
	sbuf_free(&sb);
}

static void
print_end(const struct record *rec, const struct judged *last)
{
	struct rules *r = rec->rules;
	const struct pos *p = record_pos(rec, rec->moves.n);
	size_t n = rec->moves.n;
	char mover[RECORD_NAME_MAX + 16], next[RECORD_NAME_MAX + 16];
	struct sg_cause why;
	struct pos q;
	int rc;

	pos_init(&q);
	rc = r->game->any_move(r, p, &q, &why);
	pos_free(&q);
	player_name(rec, (int)((n + 1) % 2), mover, sizeof mover);
	player_name(rec, (int)(n % 2), next, sizeof next);
	if (rc == SG_ENOMOVE && n > 0)
		printf("\nThe game is over: %s made the last move and %s.\n",
		    mover, rec->misere ? "loses" : "wins");
	else if (rc == SG_ENOMOVE)
		printf("\nThe game was over at the start: %s cannot move and "
		    "%s.\n", next, rec->misere ? "wins" : "loses");
	else if (last->known)
		printf("\nThe game stops after move %zu.\nTo move: %s, who "
		    "%s.\n", n, next, last->outcome == OUTCOME_N ?
		    "wins with perfect play" : "loses against perfect play");
	else
		printf("\nThe game stops after move %zu.\nTo move: %s.\n", n,
		    next);
}

int
cli_replay(int argc, char *argv[])
{
	struct record rec;
	struct judged *j;
	struct sg_cause why;
	struct sbuf sb;
	char name[RECORD_NAME_MAX + 16];
	size_t i;
	int rc;

	if (argc != 1)
		die(EXIT_USAGE, "replay: give one saved game file");
	record_init(&rec);
	if ((rc = savefile_load(argv[0], &rec, &why)) != SAVEFILE_OK)
		die(rc == SAVEFILE_BAD ? EXIT_USAGE : EXIT_TROUBLE, "%s: %s",
		    argv[0], why.text);
	if ((j = sg_calloc(rec.moves.n + 1, sizeof *j)) == NULL)
		die(EXIT_TROUBLE, "out of memory");
	judge_all(&rec, j, &why);
	print_intro(&rec, &j[0]);
	sbuf_init(&sb);
	for (i = 0; i < rec.moves.n; i++) {
		sbuf_reset(&sb);
		rec.rules->game->describe(rec.rules, record_pos(&rec, i),
		    record_pos(&rec, i + 1), &sb);
		sbuf_add(&sb, ", leaving ");
		game_format(rec.rules, record_pos(&rec, i + 1), &sb);
		player_name(&rec, (int)(i % 2), name, sizeof name);
		printf("%s%zu. %s: %s\n", i == 0 ? "\n" : "", i + 1, name,
		    sbuf_str(&sb));
		print_verdict(&j[i], &j[i + 1], &why);
	}
	print_end(&rec, &j[rec.moves.n]);
	sbuf_free(&sb);
	free(j);
	record_free(&rec);
	return cli_finish_output();
}
