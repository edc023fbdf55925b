/*
 * press.c: keys for the move models in tests.
 */
#include "config.h"

#include <string.h>

#include "press.h"

bool
press_keys(struct choice *c, const struct pos *p, const char *keys,
    struct sg_cause *why)
{
	struct choice_ev ev;
	bool go = false;

	for (; *keys != '\0'; keys++) {
		memset(&ev, 0, sizeof ev);
		switch (*keys) {
		case '<': ev.act = ACT_LEFT; break;
		case '>': ev.act = ACT_RIGHT; break;
		case '^': ev.act = ACT_UP; break;
		case 'v': ev.act = ACT_DOWN; break;
		case 't': ev.act = ACT_NEXT; break;
		case 'e': ev.act = ACT_CONFIRM; break;
		case 'x': ev.act = ACT_CANCEL; break;
		case 'k': ev.act = ACT_KIND; break;
		default:
			ev.act = ACT_DIGIT;
			ev.digit = (unsigned)(*keys - '0');
			break;
		}
		go = choice_action(c, p, &ev, why);
	}
	return go;
}
