/*
 * player.c: the players' parts and names (player.h).
 */
#include "config.h"

#include <stdio.h>

#include "i18n.h"
#include "play/player.h"

bool
player_is_computer(const struct record_player pl[2], int i)
{
	return pl[i].kind == RECORD_COMPUTER;
}

bool
player_is_you(const struct record_player pl[2], int i)
{
	return player_role(pl, i) == PLAYER_YOU && pl[i].name[0] == '\0';
}

enum player_role
player_role(const struct record_player pl[2], int i)
{
	bool other = player_is_computer(pl, 1 - i);

	if (player_is_computer(pl, i))
		return other ? PLAYER_DEMO : PLAYER_COMPUTER;
	return other ? PLAYER_YOU : PLAYER_PERSON;
}

/* The name for a role, capitalised or not. */
static void
role_name(const struct record_player pl[2], int i, bool start, char *buf,
    size_t len)
{
	if (pl[i].kind == RECORD_HUMAN && pl[i].name[0] != '\0') {
		snprintf(buf, len, "%s", pl[i].name);
		return;
	}
	switch (player_role(pl, i)) {
	case PLAYER_YOU:
		snprintf(buf, len, "%s", start ? _("You") : _("you"));
		break;
	case PLAYER_PERSON:
		snprintf(buf, len, start ? _("Player %d") : _("player %d"),
		    i + 1);
		break;
	case PLAYER_COMPUTER:
		snprintf(buf, len, "%s", start ? _("Computer") :
		    _("the computer"));
		break;
	case PLAYER_DEMO:
		snprintf(buf, len, start ? _("Computer %d") :
		    _("computer %d"), i + 1);
		break;
	}
}

void
player_name(const struct record_player pl[2], int i, char *buf, size_t len)
{
	role_name(pl, i, false, buf, len);
}

void
player_spoken(const struct record_player pl[2], int i, char *buf,
    size_t len)
{
	role_name(pl, i, true, buf, len);
}
