/*
 * play-save.c: saving the game from the board (s).  The prompt starts
 * empty with a name to use shown beside it: Enter on an empty line takes
 * that name, typing writes another, Ctrl-U clears what was typed.  A file
 * of another name is replaced only on a second Enter.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "savefile.h"
#include "ui/play.h"

/* The name offered: the file the game came from or went to, or one after
 * the game. */
static void
suggestion(const struct app *a, char *buf, size_t len)
{
	if (a->save_path[0] != '\0')
		snprintf(buf, len, "%s", a->save_path);
	else
		snprintf(buf, len, "sprague-%s.txt", a->sess.game->name);
}

void
save_start(struct app *a)
{
	a->saving = true;
	a->save_sure = false;
	a->field[0] = '\0';
	a->field_len = 0;
}

static void
save_game(struct app *a, const char *path)
{
	struct sg_cause why;
	struct record rec;
	int rc;

	/* Another file of that name is replaced only on a second Enter. */
	if (!a->save_sure && strcmp(path, a->save_path) != 0 &&
	    access(path, F_OK) == 0) {
		a->save_sure = true;
		play_message(a, true, "%s exists: Enter again replaces it, Esc "
		    "keeps it.", path);
		return;
	}
	a->saving = a->save_sure = false;
	record_init(&rec);
	rc = play_record(a, &rec, &why);
	if (rc == SG_OK && savefile_save(path, &rec, &why) != SAVEFILE_OK)
		rc = SG_EINVAL;
	if (rc == SG_OK) {
		play_message(a, false, "Saved %zu move%s to %s.", rec.moves.n,
		    rec.moves.n == 1 ? "" : "s", path);
		snprintf(a->save_path, sizeof a->save_path, "%s", path);
		a->saved_at = rec.moves.n;
	} else
		play_message(a, true, "Not saved: %s: %s", path, why.text);
	record_free(&rec);
}

void
save_key(struct app *a, const struct input *in)
{
	char name[sizeof a->save_path];

	if (in->escape) {
		a->saving = a->save_sure = false;
		play_message(a, false, "Not saved.");
	} else if (in->act == ACT_CONFIRM && in->ch != ' ') {
		if (a->field_len > 0)
			snprintf(name, sizeof name, "%s", a->field);
		else
			suggestion(a, name, sizeof name);
		save_game(a, name);
	} else if (app_field_key(a->field, &a->field_len, sizeof a->field, in))
		a->save_sure = false;	/* another name: ask again */
}

void
save_draw(struct app *a, int y)
{
	char name[sizeof a->save_path];
	int x;

	app_put(a, y, 1, R_NORMAL, "Save to: ");
	x = 10 + app_printf(a, y, 10, R_CURSOR, "%s ", a->field);
	if (a->field_len == 0) {
		suggestion(a, name, sizeof name);
		x += 1 + app_printf(a, y, x, R_DIM, "(Enter: %s)", name);
	}
	app_put(a, y, x + 1, R_DIM, "Enter save  Ctrl-U clear  Esc cancel");
}
