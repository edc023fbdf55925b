/*
 * resultline.c: a game that began as a line of the results log
 * (resultline.h).
 */
#include "config.h"

#include <stdio.h>

#include "engine/results.h"
#include "play/resultline.h"

/* A player as the log names them: never translated, so that a league
 * table reads the same in every language. */
void
result_name(const struct session *s, int i, char *buf, size_t len)
{
	const struct record_player *pl = &s->player[i];

	if (pl->kind == RECORD_COMPUTER)
		snprintf(buf, len, "computer");
	else if (pl->name[0] != '\0')
		snprintf(buf, len, "%s", pl->name);
	else if (sess_is_you(s, i))
		snprintf(buf, len, "you");
	else
		snprintf(buf, len, "player %d", i + 1);
}

void
result_line(const struct session *s, const struct result_how *how,
    const char *date, struct sbuf *out)
{
	char name[2][RECORD_NAME_BYTES + 16], moves[32], hints[64];
	char takebacks[32], edits[32], series[32];
	const char *field[RESULTS_COLUMNS];
	static const char *const end[] = { "finished", "abandoned", "saved",
	    "interrupted" };
	struct sbuf start;
	int i, left;

	sbuf_init(&start);
	sess_notation(s, sess_pos_at(s, 0), &start);
	for (i = 0; i < 2; i++)
		result_name(s, i, name[i], sizeof name[i]);
	snprintf(moves, sizeof moves, "%zu", sess_moves_made(s));
	if (how->hints_off)
		snprintf(hints, sizeof hints, "off");
	else if (!sess_is_computer(s, 0) && !sess_is_computer(s, 1))
		snprintf(hints, sizeof hints, "%zu %zu", sess_hints_seen(s, 0),
		    sess_hints_seen(s, 1));
	else
		snprintf(hints, sizeof hints, "%zu", sess_hints_seen(s,
		    sess_is_computer(s, 0) ? 1 : 0));
	snprintf(takebacks, sizeof takebacks, "%zu", sess_takebacks(s));
	snprintf(edits, sizeof edits, "%zu", sess_edits_made(s));
	snprintf(series, sizeof series, "%d/%d", how->series_game,
	    how->best_of);
	/* Who left: the player to move, or the person against the
	 * computer. */
	left = sess_is_computer(s, sess_mover(s)) ? 1 - sess_mover(s) :
	    sess_mover(s);
	field[RESULTS_DATE] = date;
	field[RESULTS_GAME] = s->game->name;
	field[RESULTS_START] = sbuf_str(&start);
	field[RESULTS_FIRST] = name[0];
	field[RESULTS_SECOND] = name[1];
	field[RESULTS_WINNER] = how->end == RESULT_FINISHED ?
	    name[sess_winner(s)] : "-";
	field[RESULTS_MOVES] = moves;
	field[RESULTS_HINTS] = hints;
	field[RESULTS_LEVEL] = sess_is_computer(s, 0) ||
	    sess_is_computer(s, 1) ? strategy_level_name(s->level) : "-";
	field[RESULTS_MISERE] = s->misere ? "yes" : "no";
	field[RESULTS_END] = end[how->end];
	field[RESULTS_LEFT] = how->end == RESULT_FINISHED ? "-" : name[left];
	field[RESULTS_TAKEBACKS] = takebacks;
	field[RESULTS_EDITS] = edits;
	field[RESULTS_CONTINUED] = sess_continued(s) ? "yes" : "no";
	field[RESULTS_SERIES] = how->series_game > 0 ? series : "-";
	field[RESULTS_SCORE] = how->series_game > 0 ? how->score : "-";
	results_format(field, out);
	sbuf_free(&start);
}
