/*
 * player.h: who plays.  Each player of a game is a person or the computer
 * (struct record_player's kind, set once when the game is set up); what
 * that player is called follows from the kinds of both players, and a
 * name a person gave is only ever shown, never read to tell who is who.
 */
#ifndef SPRAGUE_PLAY_PLAYER_H
#define SPRAGUE_PLAY_PLAYER_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/record.h"

/* The most bytes a player's name takes as player_name() writes it,
 * with its NUL. */
enum { PLAYER_NAME_LEN = RECORD_NAME_BYTES + 16 };

/* The part player i (0 moves first) of pl[0] against pl[1] plays. */
enum player_role {
	PLAYER_YOU,		/* the person playing the computer */
	PLAYER_PERSON,		/* one of two people at one keyboard */
	PLAYER_COMPUTER,	/* the computer playing a person */
	PLAYER_DEMO		/* one of two computers */
};

enum player_role player_role(const struct record_player pl[2], int i);
/* Is player i the computer?  Is player i addressed as "you" (the person
 * playing the computer, without a name)? */
bool player_is_computer(const struct record_player pl[2], int i);
bool player_is_you(const struct record_player pl[2], int i);

/*
 * The name of player i, inside a sentence: the name a person gave, else
 * "you", "player N" (two people), "the computer" or "computer N" (two
 * computers).  Written to buf (PLAYER_NAME_LEN bytes are enough).
 */
void player_name(const struct record_player pl[2], int i, char *buf,
    size_t len);
/* The same at the start of a sentence: "You", "Player 1", "Computer",
 * "Computer 2", or the name as given ("ann" stays "ann"). */
void player_spoken(const struct record_player pl[2], int i, char *buf,
    size_t len);

#endif
