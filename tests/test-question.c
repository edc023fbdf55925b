/*
 * test-question.c: the teacher's side of the engine.  A lesson's
 * questions (question.h): each kind read, asked, checked right and wrong
 * and explained, malformed ones refused; the options of a try line;
 * remoteness (remote.h) against its definition and the outcome of every
 * small position of every game; the hints of a saved game.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine/lesson.h"
#include "engine/question.h"
#include "engine/record.h"
#include "engine/remote.h"

/* Ask words, check answers said right and wrong, and the reason. */
static void
asked(const char *words, const char *right, const char *wrong,
    const char *prompt, const char *reason)
{
	struct question q;
	struct sg_cause why;
	struct sbuf sb;
	bool r1 = false, r2 = true;

	if (!ok(question_open(words, &q, &why) == SG_OK, "ask %s: read",
	    words)) {
		diag("%s", why.text);
		return;
	}
	ok(question_check(&q, right, &r1, &why) == SG_OK && r1,
	    "ask %s: \"%s\" is right", words, right);
	ok(question_check(&q, wrong, &r2, &why) == SG_OK && !r2,
	    "ask %s: \"%s\" is not", words, wrong);
	sbuf_init(&sb);
	question_prompt(&q, &sb);
	if (!ok(strstr(sbuf_str(&sb), prompt) != NULL, "ask %s: asks \"%s\"",
	    words, prompt))
		diag("got: %s", sbuf_str(&sb));
	sbuf_reset(&sb);
	question_reason(&q, &sb);
	if (!ok(strstr(sbuf_str(&sb), reason) != NULL, "ask %s: says \"%s\"",
	    words, reason))
		diag("got: %s", sbuf_str(&sb));
	sbuf_reset(&sb);
	ok(question_hint(&q, &sb, &why) == SG_OK && sb.len > 0,
	    "ask %s: has a hint", words);
	sbuf_free(&sb);
	question_free(&q);
}

static void
form_refused(const char *words, const char *answer)
{
	struct question q;
	struct sg_cause why;
	bool right;

	if (question_open(words, &q, &why) != SG_OK)
		return;
	ok(question_check(&q, answer, &right, &why) == SG_EINVAL,
	    "ask %s: answer \"%s\" is not of the form (%s)", words, answer,
	    why.text);
	question_free(&q);
}

static void
malformed(const char *words, const char *want)
{
	struct question q;
	struct sg_cause why;

	if (!ok(question_open(words, &q, &why) == SG_EINVAL &&
	    strstr(why.text, want) != NULL, "ask %s: refused", words))
		diag("got: %s (want %s)", why.text, want);
}

static void
test_questions(void)
{
	asked("mex 0 1 3", "2", "3", "mex {0, 1, 3}?", "2: the least");
	asked("mex 1 2", "0", "3", "mex {1, 2}?", "(0 is not in it)");
	asked("nimsum 3 5 6", "0", "6", "nim-sum 3 ^ 5 ^ 6?",
	    "011 ^ 101 ^ 110 = 000");
	asked("nimsum 1 4", "5", "3", "1 ^ 4", "001 ^ 100 = 101");
	asked("outcome nim 3 5 6", "p", "N", "Who wins 3 5 6", "P: every "
	    "move");
	asked("outcome nim 3 4 5", "N", "p", "Who wins 3 4 5", "N (the value "
	    "is 2, not 0)");
	asked("value grundy 8", "2", "0", "Grundy value of Grundy's game 8",
	    "2: the moves lead to values {0, 1, 3}");
	asked("value subtract --take 1,3,4 7", "0", "1", "7?", "0");
	/* A question names the code it asks about. */
	asked("value takebreak --code 0.137 11", "2", "3",
	    "(--code 0.137) 11?", "2");
	/* Grundy's game: g(1..7) = 0 0 1 0 2 1 0. */
	asked("lost grundy 1 2 3 4 5 6 7", "1 2 4 7", "1 2 4",
	    "which of these heaps are lost", "1 2 4 7: a heap is lost");
	asked("lost grundy 3 5", "none", "3", "3, 5?", "none");
	asked("lost subtract --take 1,2 3 4 6", "6 3", "4", "3, 4, 6",
	    "g(4) = 1");
	/* A list in any order, with commas or blanks. */
	asked("lost subtract --take 1,3,4 8 9 10 11 12 13 14", "14, 9",
	    "8, 9, 10", "8, 9, 10, 11, 12, 13, 14?", "9 14: a heap is lost");
	asked("lost subtract --take 1,3,4 8 9 10 11 12 13 14", "9,14", "9",
	    "any order", "g(14) = 0");
	/* A table of values, every winning move, the period. */
	asked("table grundy 10", "0 0 0 1 0 2 1 0 2 1 0",
	    "0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 1", "heaps 0 to 10",
	    "0 0 0 1 0 2 1 0 2 1 0: each value is the mex");
	asked("table lasker 4", "0,1,2,4,3", "0 1 2 3 4", "Lasker",
	    "0 1 2 4 3");
	asked("moves nim 3 4 5", "1 4 5", "1 4 5, 3 4 1", "every winning move",
	    "1 4 5 (take 2 from heap 1)");
	asked("moves staircase 1 5 6 7 9 12", "1 5 6 7 8 12; 1 4 6 7 9 12",
	    "1 4 6 7 9 12", "from 1 5 6 7 9 12",
	    "move the chessman on cell 9 to cell 8");
	asked("moves nim 1 2 3", "none", "0 2 3", "or none", "none: every");
	asked("moves kayles 4 3", "4 1, 3 3, 1 2 3, 2 1 3", "4 1",
	    "Kayles", "each leaves a position of value 0");
	asked("period kayles", "12", "71", "what is their least period?",
	    "12: from heap 71 on");
	asked("period subtract --take 1,3,4", "7", "14", "(--take 1,3,4)",
	    "7: from heap 0 on");
	/* Misere play. */
	asked("outcome nim 1 1 1 --misere", "P", "N", "misere play",
	    "P: under misere play");
	asked("outcome kayles 9 --misere", "P", "N", "Kayles, misere",
	    "every move leaves");
	asked("moves nim 1 1 2 --misere", "1 1 1", "1 1 0", "misere",
	    "1 1 1 (take 1 from heap 3)");
	form_refused("lost subtract --take 1,3,4 8 9 10", "15");
	form_refused("table grundy 3", "0 0 0");
	form_refused("moves nim 3 4 5", "1 4 5, 2 2 2");
	form_refused("moves nim 3 4 5", "");
	form_refused("period kayles", "12 13");
	form_refused("mex 0 1", "two");
	form_refused("outcome nim 1 1", "yes");
	form_refused("lost grundy 1 2", "one");
	form_refused("lost grundy 1 2", "");
	malformed("guess 1 2", "not a kind of question");
	malformed("mex", "no numbers");
	malformed("mex 1 x", "x");
	malformed("nimsum 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 "
	    "21 22 23 24 25 26 27 28 29 30 31 32 33", "at most 32");
	malformed("outcome nosuch 3", "unknown");
	malformed("value nim", "missing the position");
	malformed("lost euclid 3 4", "not a game of heaps");
	malformed("lost kayles --nope 2 3", "nope");
	malformed("table grundy 40", "from 0 to 31");
	malformed("table grundy 3 4", "one number");
	malformed("period lasker", "not periodic");
	malformed("period euclid", "not a game of heaps");
	malformed("period kayles 4", "no heaps");
	malformed("moves chomp 30x25", "more winning moves");
	malformed("value nim 3 --misere", "--misere");
}

static void
lesson_reads(const char *what, const char *text, bool good,
    const char *want)
{
	struct lesson l;
	struct sg_cause why;
	int rc = lesson_parse(text, strlen(text), &l, &why);

	if (good) {
		ok(rc == SG_OK, "lesson: %s", what);
		if (rc != SG_OK)
			diag("%s", why.text);
		else
			lesson_free(&l);
		return;
	}
	if (!ok(rc == SG_EINVAL && strstr(why.text, want) != NULL,
	    "lesson refused: %s", what))
		diag("got: %s (want %s)", why.text, want);
}

static void
test_lesson_lines(void)
{
	static const char text[] = "title: T\n\n"
	    "try: nim 1 2 3 --first computer\n"
	    "ask: mex 0 2\n"
	    "try: nim 3 4 5 --hints\n"
	    "try: nim 2 2 --first you --hints\n";
	struct lesson l;
	struct sg_cause why;

	if (!ok(lesson_parse(text, strlen(text), &l, &why) == SG_OK &&
	    l.ntries == 4, "a lesson of try and ask lines reads"))
		return;
	ok(strcmp(l.tries[0].words, "nim 1 2 3") == 0 &&
	    l.tries[0].computer_first && !l.tries[0].coach && !l.tries[0].ask,
	    "try --first computer: the computer starts");
	ok(l.tries[1].ask && l.tries[1].line == 4 &&
	    strcmp(l.tries[1].words, "mex 0 2") == 0, "ask: a question");
	ok(strcmp(l.tries[2].words, "nim 3 4 5") == 0 && l.tries[2].coach &&
	    !l.tries[2].computer_first, "try --hints: hints at every turn");
	ok(strcmp(l.tries[3].words, "nim 2 2") == 0 && l.tries[3].coach &&
	    !l.tries[3].computer_first, "try --first you --hints");
	lesson_free(&l);
	lesson_reads("only questions", "title: T\n\nask: nimsum 1 2\n", true,
	    NULL);
	lesson_reads("a malformed question", "title: T\n\ntext\nask: mex\n",
	    false, "line 4: ask mex: no numbers");
	lesson_reads("an unknown question", "title: T\n\nask: who 3\n", false,
	    "line 3: ask \"who\"");
	lesson_reads("an empty ask line", "title: T\n\nask: \n", false,
	    "line 3: an ask line names");
	lesson_reads("a side without --first", "title: T\n\ntry: nim 3 "
	    "computer\n", false, "line 3: heap \"computer\"");
	lesson_reads("--first without a side", "title: T\n\ntry: nim 3 "
	    "--first\n", false, "line 3: --first is followed by you or "
	    "computer");
	lesson_reads("--first inside the words", "title: T\n\ntry: nim --first "
	    "computer 3\n", true, "");
}

/* Remoteness by its definition, without memory, for tiny positions:
 * *budget positions at most (past it the answer is not used). */
static uint64_t
remote_plain(struct rules *r, const struct pos *p, long *budget)
{
	struct poslist opts;
	struct sg_cause why;
	uint64_t best_even = UINT64_MAX, most = 0, x;
	size_t i;

	if (--*budget < 0)
		return 0;
	poslist_init(&opts);
	if (r->game->rules.moves(r, p, &opts, &why) != SG_OK)
		check_bail("moves: %s", why.text);
	for (i = 0; i < opts.n && *budget >= 0; i++) {
		x = remote_plain(r, &opts.p[i], budget);
		if (x % 2 == 0 && x < best_even)
			best_even = x;
		most = x > most ? x : most;
	}
	x = opts.n == 0 ? 0 : best_even != UINT64_MAX ? best_even + 1 :
	    most + 1;
	poslist_free(&opts);
	return x;
}

static void
remote_known(const char *game, const char *pos, uint64_t want)
{
	struct rules *r = check_rules(game, NULL);
	struct remote *rm;
	struct sg_cause why;
	struct pos p;
	uint64_t got = 0;

	pos_init(&p);
	check_parse(r, pos, &p);
	if (remote_new(r, false, REMOTE_STATES, &rm) != SG_OK)
		check_bail("out of memory");
	if (remote_of(rm, &p, &got, &why) != SG_OK)
		got = UINT64_MAX;
	ok(got == want,
	    "remoteness of %s %s is %llu (got %llu)", game, pos,
	    (unsigned long long)want, (unsigned long long)got);
	remote_free(rm);
	pos_free(&p);
	rules_free(r);
}

/* Every small position of every game: odd remoteness exactly when the
 * player to move wins; on the tiniest, equal to the plain definition. */
static void
test_remoteness(void)
{
	struct poslist smalls;
	struct solution sol;
	struct sg_cause why;
	struct remote *rm;
	struct rules *r;
	unsigned long bad, done, plain;
	uint64_t x, x2;
	long budget;
	size_t gi, i;

	remote_known("nim", "5", 1);
	remote_known("nim", "1 1", 2);
	remote_known("nim", "2 2", 4);
	remote_known("nim", "0", 0);
	for (gi = 0; gi < game_count(); gi++) {
		const struct game *g = game_at(gi);

		if (g->tests.smalls == NULL || g->rules.moves == NULL ||
		    rules_new(g, &r, &why) != SG_OK)
			continue;
		/* A game of codes is searched under one: Dawson's chess. */
		if (rules_has_opt(g, "code") && rules_set(r, "code", "0.137",
		    &why) != SG_OK)
			check_bail("%s: %s", g->name, why.text);
		poslist_init(&smalls);
		bad = done = plain = 0;
		if (g->tests.smalls(r, &smalls) != SG_OK ||
		    remote_new(r, false, REMOTE_STATES, &rm) != SG_OK)
			check_bail("%s: out of memory", g->name);
		for (i = 0; i < smalls.n; i++) {
			solution_init(&sol, 0);
			if (remote_of(rm, &smalls.p[i], &x, &why) == SG_OK &&
			    g->theory.solve(r, &smalls.p[i], &sol, &why) == SG_OK) {
				done++;
				bad += (x % 2 == 1) != (sol.outcome ==
				    OUTCOME_N);
				budget = 2000;
				x2 = remote_plain(r, &smalls.p[i], &budget);
				if (budget >= 0) {
					plain++;
					bad += x2 != x;
				}
			}
			solution_free(&sol);
		}
		ok(bad == 0 && done > 0, "%s: remoteness agrees with the outcome "
		    "on %lu small positions (%lu by the plain definition)",
		    g->name, done, plain);
		remote_free(rm);
		poslist_free(&smalls);
		rules_free(r);
	}
}

static void
hints_refused(const char *what, const char *line, const char *want)
{
	struct record rec;
	struct sg_cause why;
	struct sbuf sb;

	sbuf_init(&sb);
	sbuf_printf(&sb, "sprague-game 1\ngame: nim\nplay: normal\nstart: 3 4 5\n"
	    "player 1: human\nplayer 2: computer\nlevel: perfect\nmoves: 2\n"
	    "move 1: 1 4 5\nmove 2: 1 4 4\n%s\n", line);
	record_init(&rec);
	if (!ok(record_parse(sbuf_str(&sb), sb.len, &rec, &why) == SG_EINVAL &&
	    strstr(why.text, want) != NULL, "saved game refused: %s", what))
		diag("got: %s (want %s)", why.text, want);
	record_free(&rec);
	sbuf_free(&sb);
}

static void
test_record_hints(void)
{
	static const char text[] = "sprague-game 1\ngame: nim\nplay: normal\n"
	    "start: 3 4 5\nplayer 1: human\nplayer 2: computer\n"
	    "level: perfect\nmoves: 3\nmove 1: 1 4 5\nmove 2: 1 4 4\n"
	    "move 3: 0 4 4\nhints: 1 3\n";
	struct record rec;
	struct sg_cause why;
	struct sbuf sb;

	record_init(&rec);
	sbuf_init(&sb);
	ok(record_parse(text, strlen(text), &rec, &why) == SG_OK &&
	    rec.nhints == 2 && rec.hints[0] == 1 && rec.hints[1] == 3,
	    "a saved game's hints read");
	ok(record_format(&rec, &sb, &why) == SG_OK &&
	    strcmp(sbuf_str(&sb), text) == 0, "and are written back the same");
	record_free(&rec);
	/* Without hints: no line, as before. */
	ok(record_parse(text, strlen(text) - strlen("hints: 1 3\n"), &rec,
	    &why) == SG_OK && rec.nhints == 0, "a game without the line reads");
	sbuf_reset(&sb);
	ok(record_format(&rec, &sb, &why) == SG_OK &&
	    strstr(sbuf_str(&sb), "hints") == NULL,
	    "and is written without it");
	record_free(&rec);
	sbuf_free(&sb);
	hints_refused("move 0", "hints: 0", "line 11: hints: the moves");
	hints_refused("past the moves", "hints: 3", "line 11:");
	hints_refused("not ascending", "hints: 2 1", "ascending");
	hints_refused("a word", "hints: one", "line 11:");
	hints_refused("twice", "hints: 1\nhints: 2", "line 12: expected the end");
}

/* The answer typed is right (want_right) or not; when not, what is wrong
 * in it is said, containing note. */
static void
judged(const char *words, const char *answer, bool want_right,
    const char *note)
{
	struct question q;
	struct sg_cause why;
	bool right = !want_right;

	if (question_open(words, &q, &why) != SG_OK) {
		ok(false, "ask %s: read (%s)", words, why.text);
		return;
	}
	if (!ok(question_check(&q, answer, &right, &why) == SG_OK &&
	    right == want_right && (want_right || strstr(why.text, note) !=
	    NULL), "ask %s: \"%s\" is %s%s%s", words, answer, want_right ?
	    "right" : "not right: ", want_right ? "" : note, ""))
		diag("got: %s (%s)", right ? "right" : "not right", why.text);
	question_free(&q);
}

/* A position is a multiset of parts: the order of heaps, of a split's
 * two heaps, of rows, does not count; a partly right answer says what is
 * missing or extra, a wrong table its first wrong entry. */
static void
test_as_read(void)
{
	judged("moves kayles 4 3", "4 1, 3 3, 1 2 3", true, NULL);
	judged("moves kayles 4 3", "4 1, 3 3, 2 1 3", true, NULL);
	judged("moves kayles 4 3", "1 4, 3 3, 3 2 1", true, NULL);
	judged("moves kayles 4 3", "4 1, 3 3", false,
	    "You left out 1 winning move.");
	judged("moves kayles 4 3", "4 1, 3 3, 1 2 3, 4 2", false,
	    "4 2 is not a winning move.");
	judged("moves grundy 9", "7 2, 6 3", true, NULL);
	judged("moves grundy 9", "2 7, 3 6", true, NULL);
	judged("moves grundy 9", "7 2", false, "You left out 1 winning move.");
	judged("moves lasker 1 3 4", "1 2 4, 1 3 3 1", true, NULL);
	judged("moves staircase 1 5 6 7 9 12", "1 5 6 7 8 12", false,
	    "You left out 1 winning move.");
	judged("table grundy 10", "0 0 0 1 0 2 1 0 2 2 0", false,
	    "The first wrong value is that of heap 9: you said 2.");
	judged("lost grundy 1 2 3 4 5 6 7", "1 2 3 4 7", false,
	    "Heap 3 is not lost.");
	judged("lost grundy 1 2 3 4 5 6 7", "1 2", false,
	    "You left out 2 lost heaps.");
}

/* The hint of a value asked in a game explained by its invariant speaks
 * of values, not of who wins (practice asked for the value of Moore's
 * Nim --k 2 1 2 2 with a hint about winning and losing). */
static void
test_value_hint(void)
{
	struct exercise e;
	struct sg_cause why;
	struct sbuf hint;

	sbuf_init(&hint);
	if (!ok(ex_from("moore --k 2 1 2 2", EX_VALUE, &e, &why) == SG_OK,
	    "moore --k 2 1 2 2: a value exercise"))
		diag("%s", why.text);
	else {
		ok(ex_hint(&e, &hint, &why) == SG_OK &&
		    strstr(sbuf_str(&hint), "(the mex)") != NULL &&
		    strstr(sbuf_str(&hint), "is won when") == NULL,
		    "its hint speaks of the mex, not of who wins");
		ex_free(&e);
	}
	sbuf_free(&hint);
}

int
main(void)
{
	test_questions();
	test_lesson_lines();
	test_remoteness();
	test_record_hints();
	test_as_read();
	test_value_hint();
	return done_testing();
}
