/*
 * session.h: the game in progress moved to play/session.h; this header
 * only forwards to it, with the judge's former words, until the screens
 * include play/session.h and play/say.h themselves.
 */
#ifndef SPRAGUE_UI_SESSION_H
#define SPRAGUE_UI_SESSION_H

#include "play/say.h"
#include "play/session.h"

/* The judge's former words: say_verdict() and say_record_move(). */
static inline void
judge_say(const struct verdict *from, const struct verdict *to,
    struct sbuf *out)
{
	say_verdict(from, to, out);
}

static inline void
judge_move_line(const struct record *rec, size_t i, struct sbuf *out)
{
	say_record_move(rec, i, out);
}

#endif
