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
#include "error.h"
#include "play/player.h"
#include "play/say.h"
#include "savefile.h"

static void
print_verdict(const struct verdict *from, const struct verdict *to,
    const struct sg_cause *why)
{
	struct sbuf sb;

	if (!from->known || !to->known) {
		printf("   not judged: %s\n", why->text);
		return;
	}
	sbuf_init(&sb);
	say_verdict(from, to, &sb);
	printf("   %s\n", sbuf_str(&sb));
	sbuf_free(&sb);
}

static void
print_intro(const struct record *rec, const struct verdict *start)
{
	const struct rules *r = rec->rules;
	char name[2][PLAYER_NAME_LEN];
	struct sbuf sb;
	int i;

	sbuf_init(&sb);
	if (r->game->notation.format_opts != NULL)
		r->game->notation.format_opts(r, &sb);
	if (sb.len > 0)
		sbuf_addc(&sb, ' ');
	game_format(r, &rec->start, &sb);
	printf("%s%s: %s\n", game_title(r->game),
	    rec->misere ? ", misere play" : "", sbuf_str(&sb));
	for (i = 0; i < 2; i++) {
		player_name(rec->player, i, name[i], sizeof name[i]);
		printf("%s: %s", i == 0 ? "First" : "Second", name[i]);
		if (player_is_computer(rec->player, i))
			printf(", level %s", strategy_level_name(rec->level));
		printf("\n");
	}
	if (start->known) {
		printf("To move: %s (%s", name[0], start->outcome ==
		    OUTCOME_N ? "won with perfect play" :
		    "lost against perfect play");
		if (start->has_grundy)
			printf(", Grundy value %llu",
			    (unsigned long long)start->grundy);
		printf(").\n");
	}
	sbuf_free(&sb);
}

static void
print_end(const struct record *rec, const struct verdict *last)
{
	struct rules *r = rec->rules;
	const struct pos *p = record_pos(rec, rec->moves.n);
	size_t n = rec->moves.n;
	char mover[PLAYER_NAME_LEN], next[PLAYER_NAME_LEN];
	struct sg_cause why;
	struct pos q;
	int rc;

	pos_init(&q);
	rc = r->game->rules.any_move(r, p, &q, &why);
	pos_free(&q);
	player_name(rec->player, 1 - record_player_at(rec, n), mover,
	    sizeof mover);
	player_name(rec->player, record_player_at(rec, n), next, sizeof next);
	if (rc == SG_ENOMOVE && n > 0)
		printf("\nThe game is over: %s made the last move, and so "
		    "%s.\n", mover, rec->misere ? "lost" : "won");
	else if (rc == SG_ENOMOVE)
		printf("\nThe game was over at the start: %s had no move, and "
		    "so %s.\n", next, rec->misere ? "won" : "lost");
	else if (last->known)
		printf("\nThe game stops after move %zu.\nTo move: %s (%s).\n",
		    n, next, last->outcome == OUTCOME_N ? "won with perfect play"
		    : "lost against perfect play");
	else
		printf("\nThe game stops after move %zu.\nTo move: %s.\n", n,
		    next);
}

int
cli_replay(int argc, char *argv[])
{
	struct record rec;
	struct verdict *j;
	struct sg_cause why;
	struct sbuf sb;
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
	if (judge_record(&rec, j, &why) != SG_OK)
		die(EXIT_TROUBLE, "out of memory");
	print_intro(&rec, &j[0]);
	sbuf_init(&sb);
	for (i = 0; i < rec.moves.n; i++) {
		sbuf_reset(&sb);
		say_record_move(&rec, i, &sb);
		printf("%s%s\n", i == 0 ? "\n" : "", sbuf_str(&sb));
		if (record_is_edit(&rec, i + 1))
			printf("   not judged: the game goes on from the "
			    "position set\n");
		else
			print_verdict(&j[i], &j[i + 1], &why);
	}
	print_end(&rec, &j[rec.moves.n]);
	sbuf_free(&sb);
	free(j);
	record_free(&rec);
	return cli_finish_output();
}
