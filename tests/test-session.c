/*
 * test-session.c: the game in progress (play/), linked without curses.
 * Players are told apart by their parts, never by their names: a person
 * may be called "Computer" or "the computer" and still be a person.  The
 * screens' way into a session: its history, seeking in it, the record of
 * the game up to the board or of all of it.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/remote.h"
#include "play/say.h"
#include "play/session.h"
#include "play/starts.h"

/* A session of game from text under setup; bails out on failure. */
static void
start(struct session *s, const char *game, const char *text,
    const struct sess_setup *setup, enum side first)
{
	struct rules *r;
	struct sg_cause why;
	struct pos p;

	pos_init(&p);
	if (sess_parse_line(game_find(game), text, &r, &p, &why) != SG_OK ||
	    sess_start(s, r, &p, first, setup, &why) != SG_OK)
		check_bail("%s %s: %s", game, text, why.text);
	pos_free(&p);
}

static bool
move_to(struct session *s, const char *text)
{
	struct sg_cause why;
	struct pos p;
	bool good;

	pos_init(&p);
	check_parse(s->rules, text, &p);
	good = sess_move(s, &p, &why) == SG_OK;
	pos_free(&p);
	return good;
}

static const char *
status(const struct session *s)
{
	static char buf[256];
	struct sbuf sb;

	sbuf_init(&sb);
	sess_status(s, &sb);
	snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	return buf;
}

static const char *
spoken(const struct session *s, int i)
{
	static char buf[2][PLAYER_NAME_LEN];

	sess_spoken_name(s, i, buf[i], sizeof buf[i]);
	return buf[i];
}

/* "computer" is the computer's name, no person's, in any case or width;
 * a person may still be called "the computer" and be a person. */
static void
test_person_called_computer(void)
{
	static const char *const taken[] = { "Computer,Bob", "Ann,computer",
	    "COMPUTER", "\xef\xbd\x83omputer,Bob" };
	struct sess_setup setup;
	struct session s;
	struct sg_cause why;
	size_t i;

	sess_setup_init(&setup);
	for (i = 0; i < sizeof taken / sizeof *taken; i++)
		ok(sess_setup_names(&setup, taken[i], &why) == SG_EINVAL &&
		    strstr(why.text, "the computer's name") != NULL,
		    "--players %s is refused: %s", taken[i], why.text);
	sess_setup_init(&setup);
	ok(sess_setup_two_names(&setup, "Ann", &why) == SG_EINVAL &&
	    strstr(why.text, "two names") != NULL && setup.mode ==
	    PLAY_COMPUTER && setup.name[0][0] == '\0', "where two people are "
	    "asked for, one name is refused and changes nothing");
	if (sess_setup_names(&setup, "Ann", &why) != SG_OK)
		check_bail("names: %s", why.text);
	start(&s, "nim", "2", &setup, SIDE_COMPUTER);
	ok(sess_is_computer(&s, 0) && !sess_is_you(&s, 1) &&
	    strcmp(spoken(&s, 1), "Ann") == 0, "--players Ann: Ann against "
	    "the computer, named: \"%s\"", spoken(&s, 1));
	sess_free(&s);

	if (sess_setup_names(&setup, "the computer,you", &why) != SG_OK)
		check_bail("names: %s", why.text);
	start(&s, "nim", "2", &setup, SIDE_HUMAN);
	ok(strcmp(status(&s), "nim | the computer's turn | move 1 | nim 2") ==
	    0, "a person called \"the computer\" has a turn of that name: %s",
	    status(&s));
	ok(move_to(&s, "1") && strcmp(status(&s),
	    "nim | you's turn | move 2 | nim 1") == 0 && !sess_is_you(&s, 1),
	    "a person called \"you\" is not addressed as you: %s",
	    status(&s));
	sess_free(&s);
}

/* The names of every part, inside a sentence and at its start. */
static void
test_roles(void)
{
	struct sess_setup setup;
	struct session s;
	char name[PLAYER_NAME_LEN];

	sess_setup_init(&setup);
	start(&s, "nim", "3", &setup, SIDE_COMPUTER);
	sess_player_name(&s, 0, name, sizeof name);
	ok(sess_role(&s, 0) == PLAYER_COMPUTER && sess_role(&s, 1) ==
	    PLAYER_YOU && strcmp(name, "the computer") == 0 &&
	    strcmp(spoken(&s, 0), "Computer") == 0 && strcmp(spoken(&s, 1),
	    "You") == 0 && sess_is_you(&s, 1) && !sess_is_you(&s, 0),
	    "the computer against you: \"%s\", \"%s\"", spoken(&s, 0),
	    spoken(&s, 1));
	ok(strcmp(status(&s), "nim | computer's turn | move 1 | nim 3") == 0,
	    "the computer's turn: %s", status(&s));
	ok(move_to(&s, "0") && sess_over(&s) && sess_winner_is_computer(&s),
	    "the computer's win is the computer's");
	sess_free(&s);

	setup.mode = PLAY_DEMO;
	start(&s, "nim", "3", &setup, SIDE_HUMAN);
	ok(sess_role(&s, 0) == PLAYER_DEMO && strcmp(spoken(&s, 1),
	    "Computer 2") == 0, "two computers: \"%s\"", spoken(&s, 1));
	sess_free(&s);

	setup.mode = PLAY_TWO;
	setup.name[0][0] = setup.name[1][0] = '\0';
	start(&s, "nim", "3", &setup, SIDE_HUMAN);
	ok(strcmp(spoken(&s, 0), "Player 1") == 0 && strcmp(spoken(&s, 1),
	    "Player 2") == 0, "two people without names: \"%s\", \"%s\"",
	    spoken(&s, 0), spoken(&s, 1));
	sess_free(&s);
}

/* The record's positions, as text. */
static const char *
record_text(const struct record *rec)
{
	static char buf[256];
	struct sbuf sb;
	size_t i;

	sbuf_init(&sb);
	for (i = 0; i <= rec->moves.n; i++) {
		sbuf_add(&sb, i > 0 ? " | " : "");
		game_format(rec->rules, record_pos(rec, i), &sb);
	}
	snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	return buf;
}

/* Seeking in the history, and the records up to the board and whole. */
static void
test_history(void)
{
	struct sess_setup setup;
	struct session s;
	struct sg_cause why;
	struct record rec;
	struct sbuf sb;
	const char *text;

	sess_setup_init(&setup);
	setup.mode = PLAY_TWO;
	start(&s, "nim", "3 4", &setup, SIDE_HUMAN);
	ok(move_to(&s, "3 3") && move_to(&s, "1 3") && move_to(&s, "1 1") &&
	    sess_length(&s) == 4 && sess_at(&s) == 3, "three moves");
	ok(sess_seek(&s, 1) && sess_at(&s) == 1 && sess_length(&s) == 4 &&
	    strcmp(check_fmt(s.rules, sess_pos(&s)), "3 3") == 0 &&
	    strcmp(check_fmt(s.rules, sess_pos_at(&s, 3)), "1 1") == 0,
	    "seek to move 1 keeps the history");
	ok(!sess_seek(&s, 4) && sess_at(&s) == 1, "no seeking past the end");

	record_init(&rec);
	if (sess_to_record(&s, &rec, &why) != SG_OK)
		check_bail("sess_to_record: %s", why.text);
	text = record_text(&rec);
	ok(strcmp(text, "3 4 | 3 3") == 0, "the record up to the board: %s",
	    text);
	record_free(&rec);
	if (sess_to_record_whole(&s, &rec, &why) != SG_OK)
		check_bail("sess_to_record_whole: %s", why.text);
	text = record_text(&rec);
	ok(strcmp(text, "3 4 | 3 3 | 1 3 | 1 1") == 0 && sess_at(&s) == 1,
	    "the whole record, the board left where it is: %s", text);
	sbuf_init(&sb);
	say_record_move(&rec, 1, &sb);
	ok(strcmp(sbuf_str(&sb), "2. player 2: take 2 from heap 1, "
	    "leaving 1 3") == 0, "a move of the record in words: %s",
	    sbuf_str(&sb));
	sbuf_free(&sb);
	record_free(&rec);

	ok(sess_seek(&s, 3) && sess_over(&s) == false && sess_at(&s) == 3,
	    "seek back to the end");
	sess_set_level(&s, STRATEGY_CASUAL);
	ok(s.level == STRATEGY_CASUAL, "the level is set");
	sess_free(&s);
}

/* An edit ("what if?") is a step of the history but not a move: the
 * player to move stays, the record keeps the true start and the edit (as
 * version 2), and reads back to the same session; undo takes it back. */
static void
test_edits(void)
{
	struct session s, back;
	struct sess_setup setup;
	struct sg_cause why;
	struct record rec, again;
	struct sbuf text;
	struct pos p;

	sess_setup_init(&setup);
	if (sess_setup_names(&setup, "Ann,Bob", &why) != SG_OK)
		check_bail("%s", why.text);
	start(&s, "nim", "3 4 5", &setup, SIDE_HUMAN);
	ok(move_to(&s, "1 4 5"), "Ann moves");
	pos_init(&p);
	check_parse(s.rules, "0 0 0", &p);
	ok(sess_edit(&s, &p, &why) == SG_EINVAL, "an edit to a finished "
	    "position is refused: %s", why.text);
	check_parse(s.rules, "2 2 6", &p);
	ok(sess_edit(&s, &p, &why) == SG_OK && sess_edited(&s, 2) &&
	    !sess_edited(&s, 1), "Bob edits the position");
	ok(strcmp(status(&s), "nim | Bob's turn | move 2 | nim 2 2 6") == 0,
	    "Bob is still to move, at move 2: %s", status(&s));
	ok(!sess_last(&s, &(const struct pos *){ NULL },
	    &(const struct pos *){ NULL }), "an edit is no last move");
	ok(move_to(&s, "2 2 2") && sess_moves_made(&s) == 2 &&
	    sess_mover(&s) == 0, "Bob moves; Ann's turn after two moves");
	record_init(&rec);
	record_init(&again);
	sbuf_init(&text);
	ok(sess_to_record(&s, &rec, &why) == SG_OK && rec.moves.n == 3 &&
	    rec.nedits == 1 && rec.edits[0] == 2 && record_moves_made(&rec) ==
	    2, "the record has three steps, one an edit");
	ok(record_format(&rec, &text, &why) == SG_OK &&
	    strncmp(sbuf_str(&text), "sprague-game 2\n", 15) == 0 &&
	    strstr(sbuf_str(&text), "start: 3 4 5\n") != NULL &&
	    strstr(sbuf_str(&text), "\nmove 1: 1 4 5\nedit 2: 2 2 6\n"
	    "move 3: 2 2 2\n") != NULL, "its text: version 2, the true start, "
	    "the edit in its place");
	ok(record_parse(text.s, text.len, &again, &why) == SG_OK &&
	    sess_from_record(&back, &again, &why) == SG_OK &&
	    sess_edited(&back, 2) && sess_mover(&back) == 0 &&
	    sess_moves_made(&back) == 2, "it reads back to the same game");
	sess_free(&back);
	ok(sess_undo(&s) && sess_at(&s) == 2 && sess_undo(&s) &&
	    sess_at(&s) == 1 && strcmp(status(&s), "nim | Bob's turn | move "
	    "2 | nim 1 4 5") == 0, "undo takes back the move, then the edit");
	record_free(&rec);
	record_free(&again);
	sbuf_free(&text);
	pos_free(&p);
	sess_free(&s);
}

/* The words of sess_slip for the move from `from` to `to`, or NULL when
 * the move is no slip. */
static const char *
slip_words(struct session *s, const char *from, const char *to)
{
	static char buf[512];
	struct pos a, b;
	struct sbuf sb;
	bool slip = false;

	pos_init(&a);
	pos_init(&b);
	check_parse(s->rules, from, &a);
	check_parse(s->rules, to, &b);
	sbuf_init(&sb);
	if (sess_slip(s, &a, &b, &slip, &sb) != SG_OK)
		check_bail("sess_slip: out of memory");
	snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	pos_free(&a);
	pos_free(&b);
	return slip ? buf : NULL;
}

/* A learner's slip: what it left, and the explanation's winning move. */
static void
test_slip(void)
{
	struct sess_setup setup;
	struct session s;
	struct sg_cause why;
	const char *w;

	sess_setup_init(&setup);
	start(&s, "nim", "3 4 5", &setup, SIDE_HUMAN);
	w = slip_words(&s, "3 4 5", "2 4 5");
	ok(w != NULL && strstr(w, "it leaves 2 4 5, whose nim-sum is 3, "
	    "not 0") != NULL && strstr(w, "A winning move was: take 2 from "
	    "heap 1, leaving 1 4 5 (nim-sum 0).") != NULL,
	    "nim 3 4 5 to 2 4 5: a slip, its nim-sum, the winning move: %s",
	    w != NULL ? w : "(none)");
	ok(slip_words(&s, "3 4 5", "1 4 5") == NULL, "a winning move is no "
	    "slip");
	ok(slip_words(&s, "1 2 3", "0 2 3") == NULL, "from a lost position "
	    "nothing is a slip");
	w = sess_set_misere(&s, true, &why) == SG_OK ?
	    slip_words(&s, "1 1 2", "1 1 0") : NULL;
	ok(w != NULL && strstr(w, "nim-sum") == NULL &&
	    strstr(w, "A winning move was: ") != NULL,
	    "misere: a slip without a nim-sum, with a winning move: %s",
	    w != NULL ? w : "(none)");
	sess_free(&s);

	/* Grundy's game 7 4 6: the first move the theory lists raises heap
	 * 1; the one told lowers heap 3, the heap with the 1. */
	start(&s, "grundy", "7 4 6", &setup, SIDE_HUMAN);
	w = slip_words(&s, "7 4 6", "7 4 1 5");
	ok(w != NULL && strstr(w, "whose nim-sum is 2, not 0") != NULL &&
	    strstr(w, "A winning move was: split heap 3 into 2 and 4, leaving "
	    "7 4 2 4 (nim-sum 0).") != NULL,
	    "grundy 7 4 6: the argument's winning move: %s",
	    w != NULL ? w : "(none)");
	sess_free(&s);
}

/* A session of game from text under setup, if one can start there. */
static bool
start_if(struct session *s, const char *game, const char *text,
    const struct sess_setup *setup)
{
	struct rules *r;
	struct sg_cause why;
	struct pos p;
	bool good;

	pos_init(&p);
	good = sess_parse_line(game_find(game), text, &r, &p, &why) ==
	    SG_OK && sess_start(s, r, &p, SIDE_HUMAN, setup, &why) == SG_OK;
	pos_free(&p);
	return good;
}

/* The hint lists the winning moves the fastest first: their remoteness
 * never falls along the list.  On every position of up to three heaps of
 * 1 to 9 (Nim, Grundy's game, Kayles' rows), normal and misere. */
static void
test_hint_fastest(void)
{
	static const char *const games[] = { "nim", "grundy", "kayles" };
	struct sess_setup setup;
	struct sg_cause why;
	struct session s;
	struct hint h;
	char text[32];
	uint64_t r, last;
	size_t gi, i, checked = 0, bad = 0, mixed = 0;
	unsigned a, b, c, m;

	for (m = 0; m < 2; m++)
	for (gi = 0; gi < sizeof games / sizeof games[0]; gi++)
	for (a = 1; a <= 9; a++)
	for (b = a; b <= 9; b += 2)
	for (c = b; c <= 9; c += 3) {
		sess_setup_init(&setup);
		setup.misere = m == 1;
		snprintf(text, sizeof text, "%u %u %u", a, b, c);
		if (!start_if(&s, games[gi], text, &setup))
			continue;
		if (sess_hint(&s, 50, &h, &why) == SG_OK && h.sol.wins.n > 1) {
			bool differ = false;

			checked++;
			for (i = 0, last = 0; i < h.sol.wins.n; i++) {
				if (sess_remoteness(&s, &h.sol.wins.p[i], &r,
				    &why) != SG_OK)
					break;
				if (r < last && bad++ < 5)
					diag("%s %s%s: move %zu of the hint has "
					    "remoteness %llu after %llu",
					    games[gi], text, m ? " misere" : "",
					    i + 1, (unsigned long long)r,
					    (unsigned long long)last);
				differ = differ || (i > 0 && r != last);
				last = r;
			}
			mixed += differ;
		}
		sess_hint_free(&h);
		sess_free(&s);
	}
	ok(checked > 0 && mixed > 0 && bad == 0, "the hint lists the fastest "
	    "winning move first on %zu positions with several (%zu of them "
	    "with moves of different lengths; %zu out of order)", checked,
	    mixed, bad);
}

/* Many moves timed by one key share one budget of work: on the moves of
 * kayles 3 4 1 4 281 (each searched with a quick budget of its own, the
 * second v took half a minute, minutes under the sanitizers), the budget
 * is spent by fewer than a quarter of them, the others are refused at
 * once, and what was solved still answers. */
static void
test_shared_work(void)
{
	struct sess_setup setup;
	struct sg_cause why;
	struct session s;
	struct poslist opts;
	uint64_t work = sess_shared_work, r, r2;
	size_t i, answered = 0, refused = 0, searched = 0;
	int rc;

	sess_setup_init(&setup);
	poslist_init(&opts);
	if (!start_if(&s, "kayles", "3 4 1 4 281", &setup)) {
		ok(0, "kayles 3 4 1 4 281 starts");
		return;
	}
	rc = s.game->rules.moves(s.rules, sess_pos(&s), &opts, &why);
	ok(rc == SG_OK && opts.n > 200, "kayles 3 4 1 4 281: %zu moves",
	    opts.n);
	for (i = 0; i < opts.n; i++) {
		/* Only while work is left does a call search. */
		searched += work > 0;
		rc = sess_remoteness_shared(&s, &opts.p[i], &work, &r, &why);
		if (rc == SG_OK)
			answered++;
		else
			refused++;
	}
	ok(work == 0 && searched > 0 && searched < opts.n / 4,
	    "the shared budget is spent by %zu of the %zu moves, the others "
	    "refused at once (%zu answered, %zu refused)", searched, opts.n,
	    answered, refused);
	/* 3 4 1 4 2 is small: solved once, it answers with no work left. */
	{
		struct pos q;

		pos_init(&q);
		check_parse(s.rules, "3 4 1 4 2", &q);
		ok(sess_remoteness(&s, &q, &r, &why) == SG_OK &&
		    sess_remoteness_shared(&s, &q, &work, &r2, &why) ==
		    SG_OK && r2 == r, "with the budget spent, a solved "
		    "position still answers (remoteness %llu)",
		    (unsigned long long)r);
		pos_free(&q);
	}
	poslist_free(&opts);
	sess_free(&s);
}

/* Random fair starts are never over in a move or two: each lasts at
 * least its level's floor (remoteness), which grows with the level. */
static void
test_start_floor(void)
{
	static const char *const games[] = { "kayles", "chomp", "grundy",
	    "nim" };
	struct sg_cause why;
	struct rules *r;
	struct remote *rm;
	struct pos p;
	uint64_t seed = 7, length;
	size_t gi, k, tried = 0, short_ = 0;
	unsigned level, m;

	ok(starts_floor(1) >= 3 && starts_floor(3) > starts_floor(1) &&
	    starts_floor(5) > starts_floor(3), "the floor grows with the "
	    "level: %llu, %llu, %llu moves at levels 1, 3, 5",
	    (unsigned long long)starts_floor(1),
	    (unsigned long long)starts_floor(3),
	    (unsigned long long)starts_floor(5));
	pos_init(&p);
	for (m = 0; m < 2; m++)
	for (gi = 0; gi < sizeof games / sizeof games[0]; gi++)
	for (level = 1; level <= 5; level++)
	for (k = 0; k < 4; k++) {
		if (starts_random(game_find(games[gi]), NULL, level, k % 2 ?
		    SIDE_HUMAN : SIDE_COMPUTER, m == 1, &seed, &r, &p,
		    &why) != SG_OK)
			continue;
		if (remote_new(r, m == 1, 1000, &rm) == SG_OK &&
		    remote_of(rm, &p, &length, &why) == SG_OK) {
			tried++;
			if (length < starts_floor(level) && short_++ < 5)
				diag("%s %s at level %u%s: over in %llu moves",
				    games[gi], check_fmt(r, &p), level,
				    m ? " (misere)" : "",
				    (unsigned long long)length);
		}
		remote_free(rm);
		rules_free(r);
	}
	pos_free(&p);
	ok(tried > 50 && short_ == 0, "%zu random starts last their level's "
	    "floor (%zu not)", tried, short_);
}

/* What unlocks a game is counted and never undone: a hint seen before
 * an edit, each take-back, each edit; such a game cannot become a match,
 * and the record carries it all. */
static void
test_unlocking(void)
{
	struct sess_setup setup;
	struct session s, back;
	struct sg_cause why;
	struct record rec;
	struct pos p;
	const char *what;

	sess_setup_init(&setup);
	start(&s, "nim", "3 4 5", &setup, SIDE_HUMAN);
	ok(sess_set_match(&s, true) && sess_match(&s), "a new game can be a "
	    "match");
	sess_set_match(&s, false);
	ok(sess_note_hint(&s) == SG_OK && sess_note_hint(&s) == SG_OK &&
	    sess_hints_seen(&s, 0) == 1, "a turn's hint counts once");
	pos_init(&p);
	check_parse(s.rules, "1 0 0", &p);
	ok(sess_edit(&s, &p, &why) == SG_OK && sess_hints_seen(&s, 0) == 1 &&
	    sess_hints_used(&s, 0) == 0 && sess_edits_made(&s) == 1,
	    "a hint seen before an edit stays counted");
	ok(sess_undo(&s) && sess_takebacks(&s) == 1 &&
	    sess_edits_made(&s) == 1, "the edit taken back: a take-back, "
	    "the edit still counted");
	ok(!sess_set_match(&s, true) && !sess_match(&s) &&
	    sess_unlocked(&s, &what), "an unlocked game cannot become a "
	    "match");
	record_init(&rec);
	if (sess_to_record(&s, &rec, &why) != SG_OK ||
	    sess_from_record(&back, &rec, &why) != SG_OK)
		check_bail("record: %s", why.text);
	ok(sess_hints_seen(&back, 0) == 1 && sess_takebacks(&back) == 1 &&
	    sess_edits_made(&back) == 1 && sess_continued(&back),
	    "the record carries them to a continued game");
	record_free(&rec);
	sess_free(&back);
	sess_restart(&s);
	ok(sess_hints_seen(&s, 0) == 0 && sess_takebacks(&s) == 0 &&
	    !sess_continued(&s), "the same position again is a new game");
	ok(move_to(&s, "1 4 5") && (sess_swap_players(&s), sess_at(&s) ==
	    0) && sess_is_computer(&s, 0) && !sess_is_computer(&s, 1),
	    "a rematch: the start again, the other first");
	pos_free(&p);
	sess_free(&s);
}

int
main(void)
{
	test_person_called_computer();
	test_roles();
	test_history();
	test_edits();
	test_slip();
	test_hint_fastest();
	test_shared_work();
	test_start_floor();
	test_unlocking();
	return done_testing();
}
