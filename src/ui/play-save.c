/*
 * play-save.c: saving the game from the board (s).  The prompt starts
 * empty with a name to use shown beside it: Enter on an empty line takes
 * that name, typing writes another, Ctrl-U clears what was typed.  A file
 * of another name is replaced only on a second Enter.  A finished game
 * goes to the results log, when there is one.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "engine/results.h"
#include "play/resultline.h"
#include "savefile.h"
#include "ui/play.h"
#include "i18n.h"

/* The save prompt's own state, and the file the game is in. */
struct save {
	bool saving;			/* typing the file to save to */
	bool sure;			/* and replacing the file there */
	char field[1024];		/* the name typed */
	size_t field_len;
	char path[1024];		/* the file the game was saved to or
					   loaded from; "" for none yet */
	size_t at;			/* the moves that file holds,
					   SIZE_MAX: none */
};

struct save *
save_new(const char *path, size_t at)
{
	struct save *s;

	if ((s = sg_calloc(1, sizeof *s)) == NULL)
		return NULL;
	snprintf(s->path, sizeof s->path, "%s", path);
	s->at = at;
	return s;
}

void
save_free(struct save *s)
{
	free(s);
}

void
save_forget(struct save *s)
{
	if (s != NULL)
		s->at = SIZE_MAX;
}

bool
save_active(const struct save *s)
{
	return s != NULL && s->saving;
}

bool
save_holds(const struct save *s, struct play *g)
{
	const struct session *ss = &play_view(g)->sess;

	return s != NULL && s->at == sess_at(ss) &&
	    s->at + 1 == sess_length(ss);
}

/* The name offered: the file the game came from or went to, or one after
 * the game. */
static void
suggestion(const struct save *s, struct play *g, char *buf, size_t len)
{
	if (s->path[0] != '\0')
		snprintf(buf, len, "%s", s->path);
	else
		snprintf(buf, len, "sprague-%s.txt",
		    play_view(g)->sess.game->name);
}

void
save_start(struct save *s)
{
	if (s == NULL)
		return;
	s->saving = true;
	s->sure = false;
	s->field[0] = '\0';
	s->field_len = 0;
}

static void
save_game(struct play *g, struct save *s, const char *path)
{
	struct sg_cause why;
	struct record rec;
	int rc;

	/* Another file of that name is replaced only on a second Enter. */
	if (!s->sure && strcmp(path, s->path) != 0 &&
	    access(path, F_OK) == 0) {
		s->sure = true;
		/* TRANSLATORS: a file's name; Enter and Esc are keys. */
		play_message(g, true, _("%s exists: Enter again replaces it, "
		    "Esc keeps it."), path);
		return;
	}
	s->saving = s->sure = false;
	record_init(&rec);
	rc = play_record(g, &rec, &why);
	if (rc == SG_OK && savefile_save(path, &rec, &why) != SAVEFILE_OK)
		rc = SG_EINVAL;
	if (rc == SG_OK) {
		/* TRANSLATORS: the number of moves, then a file's name. */
		play_message(g, false, ngettext("Saved %1$zu move to %2$s.",
		    "Saved %1$zu moves to %2$s.", record_moves_made(&rec)),
		    record_moves_made(&rec), path);
		snprintf(s->path, sizeof s->path, "%s", path);
		s->at = rec.moves.n;
	} else
		play_message(g, true, _("Not saved: %1$s: %2$s"), path,
		    why.text);
	record_free(&rec);
}

void
save_key(struct play *g, struct save *s, const struct input *in)
{
	char name[sizeof s->path];

	if (in->escape) {
		s->saving = s->sure = false;
		play_message(g, false, _("Not saved."));
	} else if (in->act == ACT_CONFIRM && in->ch != ' ') {
		if (s->field_len > 0)
			snprintf(name, sizeof name, "%s", s->field);
		else
			suggestion(s, g, name, sizeof name);
		save_game(g, s, name);
	} else if (app_field_key(s->field, &s->field_len, sizeof s->field, in))
		s->sure = false;	/* another name: ask again */
}

void
save_draw(struct app *a, struct play *g, const struct save *s, int y)
{
	char name[sizeof s->path];
	int x;

	x = 1 + app_put(a, y, 1, R_NORMAL, _("Save to: "));
	x += app_printf(a, y, x, R_CURSOR, "%s ", s->field);
	if (s->field_len == 0) {
		suggestion(s, g, name, sizeof name);
		x += 1 + app_printf(a, y, x, R_DIM, _("(Enter: %s)"), name);
	}
	app_put(a, y, x + 1, R_DIM, _("Enter save  Ctrl-U clear  Esc cancel"));
}

/* Is the text a results log (to append to)? */
static int
results_ok(const char *text, size_t len, struct sg_cause *why)
{
	struct results r;
	int rc;

	results_init(&r);
	rc = results_parse(text, len, &r, why);
	results_free(&r);
	return rc;
}

bool
results_usable(const char *path, struct sg_cause *why)
{
	char *text;
	size_t len;
	bool ok;

	if (access(path, F_OK) != 0)
		return true;
	if (savefile_read_text(path, &text, &len, why) != SAVEFILE_OK)
		return false;
	ok = results_ok(text, len, why) == SG_OK;
	free(text);
	return ok;
}

void
results_write(struct play *g, enum result_end end)
{
	struct play_opts *o = play_options(g);
	struct result_how how = { end, o->no_hints, 0, 0, NULL };
	char score[2 * RECORD_NAME_BYTES + 64];
	const char *path = o->results_path;
	struct sg_cause why;
	struct sbuf line;
	char date[32];
	time_t now = time(NULL);
	struct tm tm;

	if (path[0] == '\0')
		return;
	if (localtime_r(&now, &tm) == NULL ||
	    strftime(date, sizeof date, "%Y-%m-%d %H:%M:%S", &tm) == 0)
		snprintf(date, sizeof date, "1970-01-01 00:00:00");
	if (o->best_of > 0) {
		play_series_score(g, score, sizeof score);
		how.series_game = o->series_game;
		how.best_of = o->best_of;
		how.score = score;
	}
	sbuf_init(&line);
	result_line(&play_view(g)->sess, &how, date, &line);
	if (line.oom)
		play_message(g, true, _("Not in the results log: out of "
		    "memory."));
	else if (savefile_append_line(path, RESULTS_HEADER, sbuf_str(&line),
	    results_ok, &why) != SAVEFILE_OK)
		play_message(g, true, _("Not in the results log: %1$s: %2$s"),
		    path, why.text);
	else
		play_message(g, false, _("The game is in the results log %s."),
		    path);
	sbuf_free(&line);
}
