/*
 * test-record.c: saved games.  Records of several games round-trip
 * byte for byte; damaged and foreign texts are refused naming the right
 * line; files are written atomically and never lost on a failed save.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "engine/record.h"
#include "engine/strategy.h"
#include "savefile.h"

/* A game from start_text (options first, as on the command line) played
 * for up to nmoves moves by the computer at the beginner level. */
static bool
make_record(const char *game, const char *start_text, size_t nmoves,
    unsigned seed, struct record *rec)
{
	const struct game *g = game_find(game);
	struct strategy_rng rng;
	struct sg_cause why;
	struct pos next;

	record_init(rec);
	if (g == NULL) {
		diag("game \"%s\": not in the registry", game);
		return false;
	}
	if (game_parse_line(g, start_text, &rec->rules, &rec->start, &why) !=
	    SG_OK) {
		diag("%s %s: %s", game, start_text, why.text);
		return false;
	}
	strategy_rng_seed(&rng, seed);
	pos_init(&next);
	while (rec->moves.n < nmoves && strategy_move(rec->rules,
	    record_pos(rec, rec->moves.n), STRATEGY_BEGINNER, &rng, &next,
	    &why) == SG_OK) {
		if (record_move(rec, &next, &why) != SG_OK) {
			diag("%s: the computer's move refused: %s", game,
			    why.text);
			break;
		}
	}
	pos_free(&next);
	return true;
}

static void
round_trip(const char *game, const char *start, size_t nmoves)
{
	struct record rec, back;
	struct sg_cause why;
	struct sbuf a, b;
	size_t i;
	bool same;

	if (!ok(make_record(game, start, nmoves, 7, &rec), "%s %s: a record",
	    game, start))
		return;
	strcpy(rec.player[0].name, "Ann Lee");
	rec.player[1].kind = RECORD_COMPUTER;
	rec.level = STRATEGY_CASUAL;
	sbuf_init(&a);
	sbuf_init(&b);
	record_init(&back);
	ok(record_format(&rec, &a, &why) == SG_OK, "%s: formats", game);
	if (!ok(record_parse(a.s, a.len, &back, &why) == SG_OK,
	    "%s: parses back", game))
		diag("%s\n%s", why.text, sbuf_str(&a));
	record_format(&back, &b, &why);
	ok(a.len == b.len && memcmp(a.s, b.s, a.len) == 0,
	    "%s %s: %zu moves round-trip byte for byte", game, start,
	    rec.moves.n);
	same = back.moves.n == rec.moves.n && pos_eq(&back.start, &rec.start);
	for (i = 0; same && i < rec.moves.n; i++)
		same = pos_eq(&back.moves.p[i], &rec.moves.p[i]);
	ok(same && back.level == STRATEGY_CASUAL &&
	    back.player[1].kind == RECORD_COMPUTER &&
	    strcmp(back.player[0].name, "Ann Lee") == 0,
	    "%s: the same positions, players and level", game);
	sbuf_free(&a);
	sbuf_free(&b);
	record_free(&rec);
	record_free(&back);
}

static const char good[] =
    "sprague-game 1\n"
    "game: nim\n"
    "play: normal\n"
    "start: 3 4 5\n"
    "player 1: human Ann\n"
    "player 2: human Ben\n"
    "level: perfect\n"
    "moves: 3\n"
    "move 1: 1 4 5\n"
    "move 2: 1 4 3\n"
    "move 3: 1 2 3\n";

/* Parse text of len bytes, wanting a refusal at line whose reason has
 * the words want. */
static void
refused(const char *what, const char *text, size_t len, unsigned line,
    const char *want)
{
	struct record rec;
	struct sg_cause why;
	char prefix[32];
	int rc;

	record_init(&rec);
	rc = record_parse(text, len, &rec, &why);
	snprintf(prefix, sizeof prefix, "line %u: ", line);
	if (!ok(rc == SG_EINVAL && strncmp(why.text, prefix, strlen(prefix))
	    == 0 && strstr(why.text, want) != NULL && rec.rules == NULL,
	    "%s: refused at line %u", what, line))
		diag("rc %d: %s (want %s%s)", rc, why.text, prefix, want);
	record_free(&rec);
}

/* good with line n (from 1) replaced by repl (NULL: removed). */
static char *
edit(unsigned n, const char *repl)
{
	static char buf[4096];
	const char *s = good, *nl;
	unsigned i;

	buf[0] = '\0';
	for (i = 1; *s != '\0'; i++, s = nl + 1) {
		nl = strchr(s, '\n');
		if (i != n)
			strncat(buf, s, (size_t)(nl - s) + 1);
		else if (repl != NULL) {
			strcat(buf, repl);
			strcat(buf, "\n");
		}
	}
	return buf;
}

static void
test_refusals(void)
{
	char *big, *s;
	size_t n = (size_t)RECORD_LINE_MAX + 100;

	refused("a foreign file", "hello\nworld\n", 12, 1, "not a saved game");
	refused("an empty file", "", 0, 1, "empty");
	s = edit(1, "sprague-game 3");
	refused("a later version", s, strlen(s), 1, "version 3");
	s = edit(2, "game: chess");
	refused("an unknown game", s, strlen(s), 2, "game \"chess\": unknown");
	s = edit(2, "game: nim\noptions: --take 1,3");
	refused("an option nim lacks", s, strlen(s), 3,
	    "option \"--take\": unknown for nim");
	s = edit(3, "play: sideways");
	refused("a bad play line", s, strlen(s), 3, "normal or misere");
	s = edit(4, "start: 3 -4 5");
	refused("a bad start", s, strlen(s), 4, "heap \"-4\"");
	s = edit(4, "strat: 3 4 5");
	refused("a misspelt key", s, strlen(s), 4, "expected \"start: ");
	s = edit(5, "player 1: robot");
	refused("a bad player", s, strlen(s), 5, "player \"robot\"");
	s = edit(7, "level: godlike");
	refused("a bad level", s, strlen(s), 7, "level \"godlike\"");
	s = edit(10, "move 2: 1 4 6");
	refused("an illegal move", s, strlen(s), 10, "move 2 is not legal");
	s = edit(10, "move 3: 1 4 3");
	refused("a move out of order", s, strlen(s), 10, "expected \"move 2");
	s = edit(8, "moves: 2");
	refused("more moves than said", s, strlen(s), 11,
	    "expected the end of the file");
	s = edit(8, "moves: 4");
	refused("fewer moves than said", s, strlen(s), 12, "ends before");
	refused("cut in a line", good, sizeof good - 4, 11,
	    "ends in the middle");
	refused("cut before the moves", good, 60, 5, "ends in the middle");
	s = edit(9, "move 1: 1 4\0015");
	refused("a control byte", s, strlen(s), 9, "not text (byte 0x01");
	refused("a NUL byte", "sprague-game 1\ngame: n\0im\n", 25, 2,
	    "not text (byte 0x00");
	refused("binary junk", "\x7f" "ELF\x02\x01\x01", 7, 1, "not text");
	refused("a carriage return inside a line", "sprague-game\r 1\n", 16,
	    1, "byte 0x0d");
	s = edit(5, "player 1: human Ann\xc2\x9b");
	refused("a C1 control in a name", s, strlen(s), 5, "player \"");
	s = edit(5, "player 1: human \xe9t\xe9");
	refused("a name that is not UTF-8", s, strlen(s), 5, "player \"");
	big = malloc(n + 100);
	strcpy(big, "sprague-game 1\ngame: nim\nplay: normal\nstart: ");
	s = big + strlen(big);
	memset(s, '1', n);
	s[n] = '\n';
	refused("an overlong line", big, (size_t)(s - big) + n + 1, 4,
	    "longer than 1048576 bytes");
	free(big);
}

/* The lines after the hints: what unlocked a game, or that it is a
 * match; a match that was unlocked is damaged. */
static void
test_tally(void)
{
	struct record rec;
	struct sg_cause why;
	struct sbuf out;
	const char *what;
	char *s;
	int rc;

	s = edit(11, "move 3: 1 2 3\nseen: 1 2\ntakebacks: 3\nedits made: 1");
	record_init(&rec);
	sbuf_init(&out);
	rc = record_parse(s, strlen(s), &rec, &why);
	if (!ok(rc == SG_OK && record_seen(&rec, 0) == 1 &&
	    record_seen(&rec, 1) == 2 && rec.takebacks == 3 &&
	    record_edits_made(&rec) == 1 && !rec.match,
	    "hints seen, take-backs and edits made are read"))
		diag("rc %d: %s", rc, why.text);
	ok(record_unlocked(&rec, &what) && strstr(what, "hint") != NULL,
	    "such a game was unlocked, by a hint first");
	ok(rc == SG_OK && record_format(&rec, &out, &why) == SG_OK &&
	    strcmp(sbuf_str(&out), s) == 0, "and written back as they were");
	record_free(&rec);
	s = edit(11, "move 3: 1 2 3\nmatch: yes");
	rc = record_parse(s, strlen(s), &rec, &why);
	ok(rc == SG_OK && rec.match && !record_unlocked(&rec, &what),
	    "a match is read");
	sbuf_reset(&out);
	ok(rc == SG_OK && record_format(&rec, &out, &why) == SG_OK &&
	    strcmp(sbuf_str(&out), s) == 0, "and written back");
	record_free(&rec);
	sbuf_free(&out);
	s = edit(11, "move 3: 1 2 3\nhints: 1\nmatch: yes");
	refused("a match with a hint", s, strlen(s), 13, "a match, but a hint");
	s = edit(11, "move 3: 1 2 3\ntakebacks: 1\nmatch: yes");
	refused("a match with a take-back", s, strlen(s), 13,
	    "a move was taken back");
	s = edit(11, "move 3: 1 2 3\nmatch: no");
	refused("a match line saying no", s, strlen(s), 12, "must be yes");
	s = edit(11, "move 3: 1 2 3\nmatch: yes\ntakebacks: 1");
	refused("the lines out of order", s, strlen(s), 13, "expected the end");
	s = edit(11, "move 3: 1 2 3\nseen: 1");
	refused("seen with one count", s, strlen(s), 12, "seen: expected");
}

/* A file whose lines end by CR LF reads as the same game. */
static void
test_crlf(void)
{
	struct record a, b;
	struct sg_cause why;
	char crlf[sizeof good * 2];
	const char *s;
	size_t n = 0;
	int rc;

	for (s = good; *s != '\0'; s++) {
		if (*s == '\n')
			crlf[n++] = '\r';
		crlf[n++] = *s;
	}
	record_init(&a);
	record_init(&b);
	rc = record_parse(crlf, n, &a, &why);
	if (!ok(rc == SG_OK, "a file with CR LF line ends is read"))
		diag("%s", why.text);
	ok(rc == SG_OK && record_parse(good, sizeof good - 1, &b, &why) ==
	    SG_OK && a.moves.n == b.moves.n && a.moves.n > 0 &&
	    pos_eq(&a.moves.p[a.moves.n - 1], &b.moves.p[b.moves.n - 1]) &&
	    strcmp(a.player[0].name, b.player[0].name) == 0,
	    "as the same game as with LF");
	record_free(&a);
	record_free(&b);
}

/* Names: counted in characters, control characters of C0 and C1 refused. */
static void
test_names(void)
{
	char name[RECORD_NAME_BYTES + 8];
	int i;

	name[0] = '\0';
	for (i = 0; i < RECORD_NAME_MAX; i++)
		strcat(name, "\xc3\xa9");	/* e acute, two bytes */
	ok(record_name_ok(name), "32 two-byte characters are a name");
	strcat(name, "e");
	ok(!record_name_ok(name), "33 characters are not");
	ok(record_name_ok("\xe5\xbc\xa0\xe4\xbc\x9f"), "a CJK name");
	ok(!record_name_ok("Ann\xc2\x85"), "U+0085 (NEL) is refused");
	ok(!record_name_ok("\xc2\x9b" "31m"), "U+009B (CSI) is refused");
	ok(!record_name_ok("Ann\x1b"), "ESC is refused");
	ok(!record_name_ok("Ann\x7f"), "DEL is refused");
	ok(record_name_ok("Ann\xc2\xa0" "B"), "U+00A0 is a character");
	ok(!record_name_ok("\xc3"), "a cut sequence is refused");
	ok(!record_name_ok("\xc0\xa0"), "an overlong form is refused");
	ok(!record_name_ok("\xed\xa0\x80"), "a surrogate is refused");
	ok(!record_name_ok(" Ann"), "a blank at the start is refused");
	ok(!record_name_ok("computer") && !record_name_ok("Computer") &&
	    !record_name_ok("\xef\xbd\x83\xef\xbd\x8f\xef\xbd\x8d"
	    "\xef\xbd\x90\xef\xbd\x95\xef\xbd\x94\xef\xbd\x85"
	    "\xef\xbd\x92"), "the computer's name, in any case or width, "
	    "is no person's");
	ok(record_name_ok("computers") && record_name_ok("my computer"),
	    "names that only hold the word are");
}

static void
test_format_limits(void)
{
	struct record rec;
	struct sg_cause why;
	struct sbuf sb;

	ok(make_record("nim", "3 4 5", 0, 1, &rec), "nim: a record");
	strcpy(rec.player[0].name, "tab\there");
	sbuf_init(&sb);
	ok(record_format(&rec, &sb, &why) == SG_ERANGE &&
	    strstr(why.text, "player 1") != NULL,
	    "a name with a control character is not written: %s", why.text);
	strcpy(rec.player[0].name, "");
	ok(record_format(&rec, &sb, &why) == SG_OK, "an unnamed human is");
	ok(record_move(&rec, &rec.start, &why) == SG_EINVAL,
	    "record_move refuses a move that changes nothing: %s", why.text);
	sbuf_free(&sb);
	record_free(&rec);
}

static char *
slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = malloc(65536);

	*len = f != NULL ? fread(buf, 1, 65536, f) : 0;
	if (f != NULL)
		fclose(f);
	return buf;
}

static void
spill(const char *path, const char *text, size_t len)
{
	FILE *f = fopen(path, "wb");

	fwrite(text, 1, len, f);
	fclose(f);
}

/* Does dir hold nothing but the names given? */
static bool
only_files(const char *dir, size_t n)
{
	struct dirent *de;
	size_t count = 0;
	DIR *d = opendir(dir);

	while (d != NULL && (de = readdir(d)) != NULL) {
		if (strcmp(de->d_name, ".") != 0 &&
		    strcmp(de->d_name, "..") != 0)
			count++;
	}
	if (d != NULL)
		closedir(d);
	return count == n;
}

static void
test_files(void)
{
	char dir[] = "/tmp/sprague-record.XXXXXX", path[64], sub[64];
	struct record rec, back;
	struct sg_cause why;
	char *before, *after;
	size_t nb, na;

	if (!ok(mkdtemp(dir) != NULL, "a scratch directory"))
		return;
	snprintf(path, sizeof path, "%s/game.txt", dir);
	record_init(&back);
	make_record("kayles", "4 3", 3, 5, &rec);
	ok(savefile_save(path, &rec, &why) == SAVEFILE_OK, "save");
	ok(savefile_load(path, &back, &why) == SAVEFILE_OK &&
	    back.moves.n == rec.moves.n, "load what was saved");
	ok(only_files(dir, 1), "no temporary file left behind");

	before = slurp(path, &nb);
	strcpy(rec.player[1].name, "bad\nname");
	ok(savefile_save(path, &rec, &why) == SAVEFILE_BAD,
	    "a save that cannot be written fails: %s", why.text);
	after = slurp(path, &na);
	ok(na == nb && memcmp(before, after, nb) == 0 && only_files(dir, 1),
	    "and leaves the old file as it was");
	free(after);

	snprintf(sub, sizeof sub, "%s/sub", dir);
	mkdir(sub, 0700);
	rec.player[1].name[0] = '\0';
	ok(savefile_save(sub, &rec, &why) != SAVEFILE_OK &&
	    only_files(dir, 2), "a failed rename removes its temporary "
	    "file: %s", why.text);
	rmdir(sub);

	spill(path, before, nb - 3);
	ok(savefile_load(path, &back, &why) == SAVEFILE_BAD &&
	    strstr(why.text, "ends in the middle") != NULL &&
	    back.rules == NULL, "a file cut short is refused: %s", why.text);
	after = slurp(path, &na);
	ok(na == nb - 3 && memcmp(before, after, na) == 0,
	    "and left as it was");
	free(after);
	free(before);
	ok(savefile_load("/nonexistent/game.txt", &back, &why) ==
	    SAVEFILE_BAD, "a missing file: %s", why.text);
	unlink(path);
	rmdir(dir);
	record_free(&rec);
	record_free(&back);
}

int
main(void)
{
	round_trip("nim", "3 4 5", 20);
	round_trip("kayles", "4 3 10", 20);
	round_trip("circle", "oooo.ooo.o", 20);
	round_trip("circle", "12", 20);
	round_trip("euclid", "25 7", 20);
	round_trip("staircase", "1 5 6 7 9 12", 20);
	round_trip("multiply", "1000 6", 20);
	round_trip("grundy", "9 12", 20);
	round_trip("subtract", "--take 1,3,4 10 7", 20);
	round_trip("takebreak", "--code 0.137 9 12", 20);
	round_trip("cutting", "4x3 2x2", 20);
	round_trip("stones", "3 1 4", 20);
	round_trip("ordered", "3 4 5", 20);
	test_refusals();
	test_crlf();
	test_tally();
	test_names();
	test_format_limits();
	test_files();
	return done_testing();
}
