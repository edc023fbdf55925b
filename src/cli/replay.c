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
#include "i18n.h"
#include "play/player.h"
#include "play/say.h"
#include "savefile.h"

/* Is the game of rec over: no move left from its last position? */
static bool
record_over(const struct record *rec)
{
	struct sg_cause ignore;
	struct pos q;
	int rc;

	pos_init(&q);
	rc = rec->rules->game->rules.any_move(rec->rules,
	    record_pos(rec, rec->moves.n), &q, &ignore);
	pos_free(&q);
	return rc == SG_ENOMOVE;
}

static void
print_verdict(const struct verdict *from, const struct verdict *to,
    const struct sg_cause *why)
{
	struct sbuf sb;

	if (!from->known || !to->known) {
		printf("   ");
		printf(_("not judged: %s\n"), why->text);
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
	if (rec->misere)
		/* TRANSLATORS: a game's title and its position. */
		printf(_("%1$s, misere play: %2$s\n"), game_title(r->game),
		    sbuf_str(&sb));
	else
		printf(_("%1$s: %2$s\n"), game_title(r->game), sbuf_str(&sb));
	for (i = 0; i < 2; i++)
		player_name(rec->player, i, name[i], sizeof name[i]);
	for (i = 0; i < 2; i++) {
		bool computer = player_is_computer(rec->player, i);
		const char *level = strategy_level_name(rec->level);

		if (i == 0 && computer)
			printf(_("First: %1$s, level %2$s\n"), name[i], level);
		else if (i == 0)
			printf(_("First: %s\n"), name[i]);
		else if (computer)
			printf(_("Second: %1$s, level %2$s\n"), name[i], level);
		else
			printf(_("Second: %s\n"), name[i]);
	}
	if (start->known && start->has_grundy && start->outcome == OUTCOME_N)
		printf(_("To move: %1$s (won with perfect play, Grundy value "
		    "%2$llu).\n"), name[0], (unsigned long long)start->grundy);
	else if (start->known && start->has_grundy)
		printf(_("To move: %1$s (lost against perfect play, Grundy "
		    "value %2$llu).\n"), name[0],
		    (unsigned long long)start->grundy);
	else if (start->known && start->outcome == OUTCOME_N)
		printf(_("To move: %s (won with perfect play).\n"), name[0]);
	else if (start->known)
		printf(_("To move: %s (lost against perfect play).\n"),
		    name[0]);
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
	if (rc == SG_ENOMOVE && n > 0 && rec->misere)
		printf(_("\nThe game is over: %s made the last move, and so "
		    "lost.\n"), mover);
	else if (rc == SG_ENOMOVE && n > 0)
		printf(_("\nThe game is over: %s made the last move, and so "
		    "won.\n"), mover);
	else if (rc == SG_ENOMOVE && rec->misere)
		printf(_("\nThe game was over at the start: %s had no move, "
		    "and so won.\n"), next);
	else if (rc == SG_ENOMOVE)
		printf(_("\nThe game was over at the start: %s had no move, "
		    "and so lost.\n"), next);
	else if (last->known && last->outcome == OUTCOME_N)
		printf(_("\nThe game stops after move %1$zu.\nTo move: %2$s "
		    "(won with perfect play).\n"), n, next);
	else if (last->known)
		printf(_("\nThe game stops after move %1$zu.\nTo move: %2$s "
		    "(lost against perfect play).\n"), n, next);
	else
		printf(_("\nThe game stops after move %1$zu.\nTo move: "
		    "%2$s.\n"), n, next);
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
		die(EXIT_USAGE, "%s", _("replay: give one saved game file"));
	record_init(&rec);
	if ((rc = savefile_load(argv[0], &rec, &why)) != SAVEFILE_OK)
		die(rc == SAVEFILE_BAD ? EXIT_USAGE : EXIT_TROUBLE, "%s: %s",
		    argv[0], why.text);
	if (rec.match && !record_over(&rec))
		die(EXIT_USAGE, _("%.200s: a match still being played: it is "
		    "replayed once it is over"), argv[0]);
	if ((j = sg_calloc(rec.moves.n + 1, sizeof *j)) == NULL)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	if (judge_record(&rec, j, &why) != SG_OK)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	print_intro(&rec, &j[0]);
	sbuf_init(&sb);
	for (i = 0; i < rec.moves.n; i++) {
		sbuf_reset(&sb);
		say_record_move(&rec, i, &sb);
		printf("%s%s\n", i == 0 ? "\n" : "", sbuf_str(&sb));
		if (record_is_edit(&rec, i + 1))
			printf("   %s\n", _("not judged: the game goes on "
			    "from the position set"));
		else
			print_verdict(&j[i], &j[i + 1], &why);
	}
	print_end(&rec, &j[rec.moves.n]);
	sbuf_free(&sb);
	free(j);
	record_free(&rec);
	return cli_finish_output();
}
