/*
 * say.c: verdicts and moves in words (say.h).
 */
#include "config.h"

#include "play/player.h"
#include "play/say.h"

void
say_verdict(const struct verdict *from, const struct verdict *to,
    struct sbuf *out)
{
	if (from->outcome == OUTCOME_P)
		sbuf_add(out, "no winning move existed");
	else if (to->outcome == OUTCOME_P)
		sbuf_add(out, "winning move");
	else
		sbuf_add(out, "a mistake: the position was won and is now "
		    "lost");
	if (from->has_grundy && to->has_grundy)
		sbuf_printf(out, " (Grundy value %llu -> %llu)",
		    (unsigned long long)from->grundy,
		    (unsigned long long)to->grundy);
}

void
say_record_move(const struct record *rec, size_t i, struct sbuf *out)
{
	const struct rules *r = rec->rules;
	char name[PLAYER_NAME_LEN];

	player_name(rec->player, record_player_at(rec, i), name, sizeof name);
	sbuf_printf(out, "%zu. %s: ", i + 1, name);
	if (record_is_edit(rec, i + 1)) {
		sbuf_add(out, "what if? the position set to ");
		game_format(r, record_pos(rec, i + 1), out);
		sbuf_add(out, " (an edit, not a move)");
		return;
	}
	r->game->rules.describe(r, record_pos(rec, i), record_pos(rec, i + 1), out);
	sbuf_add(out, ", leaving ");
	game_format(r, record_pos(rec, i + 1), out);
}
