/*
 * test-progress.c: the practice record on disk.  Its text read and
 * written back; damaged texts refused with the line and the reason; a
 * damaged file set aside (never overwritten) and practice going on; a
 * directory where the file goes; no directory made under a $HOME that
 * does not exist.
 */
#include "config.h"

#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "progress.h"

static char dir[64];

static bool
parses(const char *text, char *msg, size_t len)
{
	struct progress pg;
	bool good;

	memset(&pg, 0, sizeof pg);
	good = progress_parse(&pg, text, strlen(text), msg, len);
	progress_free(&pg);
	return good;
}

static void
test_text(void)
{
	static const char good[] = "sprague progress 2\n"
	    "nim 3 12 15 4 6 0 0\n"
	    "future-game 5 1 1 0 0 2 3\n";
	static const char pupils[] = "sprague progress 2\n"
	    "nim 3 12 15 4 6 0 0\n"
	    "pupil Ann Smith\n"
	    "nim 1 1 2 0 0 0 0\n"
	    "grundy 4 0 0 0 0 1 1\n"
	    "pupil Zo\xc3\xab\n"
	    "nim 5 0 0 0 0 0 0\n";
	static const struct { const char *text, *why; } bad[] = {
		{ "", "empty" },
		{ "sprague progress 3\n", "line 1: not" },
		{ "sprague progress 1\npupil Ann\n", "line 2: a pupil in a "
		    "file of version 1" },
		{ "sprague progress 2\npupil \n", "line 2: pupil \"\": a name" },
		{ "sprague progress 2\npupil  Ann\n", "line 2: pupil" },
		{ "sprague progress 2\npupil A\x01n\n", "no control" },
		{ "sprague progress 2\npupil A\xffn\n", "a name is" },
		{ "sprague progress 2\npupil 123456789012345678901234567890123"
		    "\n", "1 to 32 bytes" },
		{ "sprague progress 2\npupil Ann\nnim 1 0 0 0 0 0 0\npupil Ann"
		    "\n", "line 4: pupil Ann comes twice" },
		{ "sprague progress 2\npupil Ann\nnim 1 0 0 0 0 0 0\n"
		    "nim 1 0 0 0 0 0 0\n", "line 4: nim comes twice" },
		{ "sprague progress 1\nnim 3 1 2 3\n", "line 2: 5 words" },
		{ "sprague progress 1\nnim 9 0 0 0 0 0 0\n", "line 2: level" },
		{ "sprague progress 1\nnim 0 0 0 0 0 0 0\n", "line 2: level 0" },
		{ "sprague progress 1\nnim 2 5 4 0 0 0 0\n",
		    "line 2: more right" },
		{ "sprague progress 1\nnim 2 0 0 0 0 0 0\nnim 1 0 0 0 0 0 0\n",
		    "line 3: nim comes twice" },
		{ "sprague progress 1\nNim! 2 0 0 0 0 0 0\n",
		    "line 2: \"Nim!\" is not a game's name" },
		{ "sprague progress 1\nnim 2 x 0 0 0 0 0\n", "line 2: count" },
		{ "sprague progress 1\nnim 2 0 0 0 0 0 0 7\n",
		    "line 2: 9 words" },
		/* The file's own words followed by a tab are not a game's
		 * name: written back they would read as a pupil or a
		 * lesson. */
		{ "sprague progress 2\npupil\t4 0 0 0 0 1 1\n",
		    "line 2: pupil \"\t4" },
		{ "sprague progress 2\n pupil\t4 0 0 0 0 1 1\n",
		    "line 2: \"pupil\" is not a game's name" },
		{ "sprague progress 2\nlesson\t4 0 0 0 0 1 1\n",
		    "line 2: a lesson's line" },
		{ "sprague progress 2\n lesson 4 0 0 0 0 1 1\n",
		    "line 2: \"lesson\" is not a game's name" },
	};
	struct progress pg;
	struct sbuf sb;
	char msg[256];
	size_t i;

	memset(&pg, 0, sizeof pg);
	ok(progress_parse(&pg, good, strlen(good), msg, sizeof msg) &&
	    progress_level(&pg, "nim") == 3 &&
	    progress_level(&pg, "future-game") == 5 &&
	    progress_level(&pg, "grundy") == 0,
	    "a good text reads, a game unknown here kept");
	sbuf_init(&sb);
	progress_format(&pg, &sb);
	ok(strcmp(sbuf_str(&sb), good) == 0, "and is written back the same");
	sbuf_free(&sb);
	progress_free(&pg);

	/* Pupils: each reads their own record, the account its own. */
	memset(&pg, 0, sizeof pg);
	ok(progress_parse(&pg, pupils, strlen(pupils), msg, sizeof msg) &&
	    progress_level(&pg, "nim") == 3 &&
	    progress_level(&pg, "grundy") == 0 &&
	    progress_set_pupil(&pg, "Ann Smith") &&
	    progress_level(&pg, "nim") == 1 &&
	    progress_level(&pg, "grundy") == 4 &&
	    progress_set_pupil(&pg, "Zo\xc3\xab") &&
	    progress_level(&pg, "nim") == 5 &&
	    progress_set_pupil(&pg, "Bob") &&
	    progress_level(&pg, "nim") == 0 &&
	    progress_get(&pg, "kayles") != NULL &&
	    progress_set_pupil(&pg, NULL) &&
	    progress_level(&pg, "kayles") == 0,
	    "pupils' records read apart from the account's (%s)", msg);
	ok(!progress_set_pupil(&pg, " Ann") && !progress_set_pupil(&pg,
	    "A\tb"), "a name with a blank at the end or a tab is refused");
	sbuf_init(&sb);
	progress_format(&pg, &sb);
	ok(strncmp(sbuf_str(&sb), pupils, strlen(pupils)) == 0 &&
	    strcmp(sbuf_str(&sb) + strlen(pupils), "pupil Bob\n"
	    "kayles 1 0 0 0 0 0 0\n") == 0,
	    "written back: each pupil's lines under the name, a new pupil "
	    "last");
	sbuf_free(&sb);
	progress_free(&pg);
	ok(parses("sprague progress 1\nnim 3 1 1 0 0 0 0\n", msg,
	    sizeof msg), "a file of version 1 reads");

	ok(parses("sprague progress 1\r\nnim 3 1 1 0 0 0 0\r\n\r\n", msg,
	    sizeof msg), "CRLF line ends and a blank line read");
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		msg[0] = '\0';
		ok(!parses(bad[i].text, msg, sizeof msg) &&
		    strstr(msg, bad[i].why) != NULL,
		    "refused: \"%s\" (%s)", bad[i].why, msg);
	}
	memset(&pg, 0, sizeof pg);
	ok(!progress_parse(&pg, "sprague progress 1\n\0nim", 23, msg,
	    sizeof msg) && strstr(msg, "NUL") != NULL,
	    "refused: a NUL byte (%s)", msg);
	progress_free(&pg);
}

static void
write_text(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (f == NULL)
		check_bail("cannot write %s", path);
	fputs(text, f);
	fclose(f);
}

static bool
exists(const char *path)
{
	struct stat st;

	return stat(path, &st) == 0;
}

static void
test_file(void)
{
	char msg[512], path[128], aside[160];
	struct progress pg;
	struct progress_entry *e;

	setenv("XDG_DATA_HOME", dir, 1);
	snprintf(path, sizeof path, "%s/sprague/progress", dir);

	ok(progress_load(&pg, msg, sizeof msg) && pg.n == 0 && pg.keep,
	    "no file yet: an empty record, to be kept");
	e = progress_get(&pg, "grundy");
	e->level = 4;
	e->right[EX_VALUE] = 2;
	e->tried[EX_VALUE] = 3;
	ok(progress_save(&pg, msg, sizeof msg) && exists(path),
	    "saved to $XDG_DATA_HOME/sprague/progress");
	progress_free(&pg);
	ok(progress_load(&pg, msg, sizeof msg) &&
	    progress_level(&pg, "grundy") == 4 &&
	    progress_get(&pg, "grundy")->right[EX_VALUE] == 2,
	    "and read back");
	progress_free(&pg);

	write_text(path, "sprague progress 1\ngrundy 4 1 1\n");
	snprintf(aside, sizeof aside, "%s.damaged", path);
	ok(!progress_load(&pg, msg, sizeof msg) && pg.n == 0 && pg.keep &&
	    strstr(msg, "damaged (line 2: 4 words") != NULL &&
	    strstr(msg, aside) != NULL && exists(aside) && !exists(path),
	    "a damaged file: set aside, with a message (%s)", msg);
	ok(progress_save(&pg, msg, sizeof msg) && exists(path) &&
	    exists(aside), "practice goes on: a new file, the old kept");
	progress_free(&pg);

	write_text(path, "garbage\n");
	snprintf(aside, sizeof aside, "%s.damaged.1", path);
	ok(!progress_load(&pg, msg, sizeof msg) && exists(aside) &&
	    strstr(msg, aside) != NULL,
	    "a second damaged file: beside the first, not over it");
	progress_free(&pg);

	unlink(path);
	mkdir(path, 0755);
	ok(!progress_load(&pg, msg, sizeof msg) && !pg.keep &&
	    strstr(msg, "a directory") != NULL,
	    "a directory where the file goes: not kept (%s)", msg);
	ok(progress_save(&pg, msg, sizeof msg) && exists(path),
	    "and nothing written over it");
	progress_free(&pg);
	rmdir(path);

	/* An XDG_DATA_HOME not made yet is made, parents and all. */
	snprintf(path, sizeof path, "%s/new/data", dir);
	setenv("XDG_DATA_HOME", path, 1);
	snprintf(path, sizeof path, "%s/new/data/sprague/progress", dir);
	ok(progress_load(&pg, msg, sizeof msg) && pg.keep &&
	    progress_get(&pg, "nim") != NULL &&
	    progress_save(&pg, msg, sizeof msg) && exists(path),
	    "an XDG_DATA_HOME that does not exist is made (%s)", msg);
	progress_free(&pg);
	unlink(path);
	snprintf(path, sizeof path, "%s/new/data/sprague", dir);
	rmdir(path);
	snprintf(path, sizeof path, "%s/new/data", dir);
	rmdir(path);
	snprintf(path, sizeof path, "%s/new", dir);
	rmdir(path);

	unsetenv("XDG_DATA_HOME");
	snprintf(path, sizeof path, "%s/nohome/deep", dir);
	setenv("HOME", path, 1);
	ok(!progress_load(&pg, msg, sizeof msg) && !pg.keep &&
	    !exists(path), "a HOME that does not exist is not made (%s)",
	    msg);
	progress_free(&pg);
}

/* The lessons' section: marks read and written back, set and replaced,
 * damaged lines refused. */
static void
test_lessons(void)
{
	static const char good[] = "sprague progress 2\n"
	    "nim 3 12 15 4 6 0 0\n"
	    "lesson nim pprw-p-\n"
	    "lesson my-own r\n"
	    "pupil Ann\n"
	    "nim 1 1 1 0 0 0 0\n";
	/* Lessons are the account's, wherever they stand in the file. */
	static const char later[] = "sprague progress 2\n"
	    "nim 3 12 15 4 6 0 0\n"
	    "pupil Ann\n"
	    "nim 1 1 1 0 0 0 0\n"
	    "lesson nim pprw-p-\n"
	    "lesson my-own r\n";
	static const struct { const char *text, *why; } bad[] = {
		{ "sprague progress 1\nlesson nim\n", "line 2: a lesson's" },
		{ "sprague progress 1\nlesson nim pp x\n", "line 2: a lesson's" },
		{ "sprague progress 1\nlesson nim px\n", "marks are - p r h w" },
		{ "sprague progress 1\nlesson Nim! p\n", "not a name" },
		{ "sprague progress 1\nlesson nim p\nlesson nim r\n",
		    "line 3: lesson \"nim\": not a name, or twice" },
	};
	struct progress pg;
	struct sbuf sb;
	char msg[256];
	size_t i;

	memset(&pg, 0, sizeof pg);
	ok(progress_parse(&pg, good, strlen(good), msg, sizeof msg) &&
	    strcmp(progress_lesson_marks(&pg, "nim"), "pprw-p-") == 0 &&
	    strcmp(progress_lesson_marks(&pg, "my-own"), "r") == 0 &&
	    progress_lesson_marks(&pg, "mex") == NULL &&
	    progress_level(&pg, "nim") == 3,
	    "a lesson's marks read beside the games");
	sbuf_init(&sb);
	progress_format(&pg, &sb);
	ok(strcmp(sbuf_str(&sb), good) == 0, "and are written back the same");
	progress_free(&pg);
	memset(&pg, 0, sizeof pg);
	sbuf_reset(&sb);
	ok(progress_parse(&pg, later, strlen(later), msg, sizeof msg) &&
	    strcmp(progress_lesson_marks(&pg, "nim"), "pprw-p-") == 0 &&
	    (progress_format(&pg, &sb), strcmp(sbuf_str(&sb), good) == 0),
	    "a lesson's line after a pupil's is the account's, written "
	    "before the pupils");
	ok(progress_lesson_set(&pg, "nim", "rrrr") &&
	    progress_lesson_set(&pg, "mex", "-w") &&
	    strcmp(progress_lesson_marks(&pg, "nim"), "rrrr") == 0 &&
	    strcmp(progress_lesson_marks(&pg, "mex"), "-w") == 0,
	    "marks set and replaced");
	ok(!progress_lesson_set(&pg, "Bad Name", "r") &&
	    !progress_lesson_set(&pg, "nim", "rx") &&
	    !progress_lesson_set(&pg, "nim", ""),
	    "a name or marks that cannot be kept are refused");
	sbuf_free(&sb);
	progress_free(&pg);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		msg[0] = '\0';
		ok(!parses(bad[i].text, msg, sizeof msg) &&
		    strstr(msg, bad[i].why) != NULL,
		    "refused: \"%s\" (%s)", bad[i].why, msg);
	}
}

int
main(void)
{
	char cmd[128];

	snprintf(dir, sizeof dir, "/tmp/sprague-progress-XXXXXX");
	if (mkdtemp(dir) == NULL)
		check_bail("no temporary directory");
	test_text();
	test_lessons();
	test_file();
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", dir);
	if (system(cmd) != 0)
		diag("could not remove %s", dir);
	return done_testing();
}
