/*
 * test-ui.c: the game logic behind the screens, without a terminal: the
 * session (turns, undo, redo, the computer's reply, the hint, the status
 * line) and the selection of each board (keys and clicks to positions,
 * positions back to marks).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine/misere.h"
#include "play/choice.h"
#include "press.h"
#include "play/starts.h"
#include "play/session.h"

static const char *
fmt_pos(const struct pos *p)
{
	static char buf[512];
	struct sbuf sb;

	sbuf_init(&sb);
	game_format_numbers(p, &sb);
	snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	return buf;
}

static void
start(struct session *s, const char *game, const char *text, enum side first)
{
	struct sg_cause why;
	struct rules *r;
	struct pos p;

	pos_init(&p);
	if (sess_parse_line(game_find(game), text, &r, &p, &why) != SG_OK ||
	    sess_init(s, r, &p, first) != SG_OK) {
		printf("Bail out! %s %s: %s\n", game, text, why.text);
		exit(1);
	}
	pos_free(&p);
}

static const char *
status(const struct session *s)
{
	static char buf[512];
	struct sbuf sb;

	sbuf_init(&sb);
	sess_status(s, &sb);
	snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	return buf;
}


/* Every winning move of the hint is timed alike, in the moves its win
 * takes: the fastest says so, the others how much longer they are. */
static void
test_hint_lengths(void)
{
	struct session s;
	struct sg_cause why;
	struct hint h;
	int rc;

	start(&s, "grundy", "9 5", SIDE_HUMAN);
	rc = sess_hint(&s, 50, &h, &why);
	ok(rc == SG_OK && h.nlines == 3 &&
	    strcmp(h.lines[0], "split heap 2 into 2 and 3, leaving 9 2 3 "
	    "(a win in 7 moves, the fastest)") == 0 &&
	    strcmp(h.lines[1], "split heap 1 into 1 and 8, leaving 1 8 5 "
	    "(a win in 9 moves; the fastest win takes 7)") == 0,
	    "grundy 9 5: the hint's moves in the moves each win takes: %s",
	    rc != SG_OK ? why.text : h.nlines > 0 ? h.lines[0] : "");
	sess_hint_free(&h);
	sess_free(&s);
}

static void
test_session(void)
{
	struct session s;
	struct sg_cause why;
	struct choice sl;
	struct pos to;
	struct hint h;
	const struct pos *a, *b;
	int rc;

	start(&s, "nim", "3 4 5", SIDE_HUMAN);
	ok(strcmp(status(&s), "nim | your turn | move 1 | nim 3 4 5") == 0,
	    "status line at the start: %s", status(&s));
	ok(sess_hint(&s, 50, &h, &why) == SG_OK && h.nlines == 1 &&
	    strcmp(h.lines[0], "take 2 from heap 1, leaving 1 4 5 "
	    "(a win in 11 moves)") == 0,
	    "hint of 3 4 5 names the one winning move, with the moves the "
	    "win takes");
	sess_hint_free(&h);

	choice_init(&sl, s.rules, sess_pos(&s), false);
	pos_init(&to);
	ok(press_keys(&sl, sess_pos(&s), "<e", &why),
	    "left then enter makes the move");
	ok(choice_build(&sl, sess_pos(&s), &to, &why) == SG_OK &&
	    strcmp(fmt_pos(&to), "1 4 5") == 0, "left takes 2: %s",
	    fmt_pos(&to));
	ok(sess_move(&s, &to, &why) == SG_OK, "the move is made");
	ok(strcmp(status(&s), "nim | computer's turn | move 2 | nim 1 4 5")
	    == 0, "status after the move: %s", status(&s));
	ok(sess_reply(&s, &to, &why) == SG_OK &&
	    strcmp(fmt_pos(&to), "0 4 5") == 0,
	    "in a lost position the computer plays the longest defence: %s",
	    fmt_pos(&to));
	ok(sess_move(&s, &to, &why) == SG_OK && sess_last(&s, &a, &b) &&
	    strcmp(fmt_pos(b), "0 4 5") == 0, "the reply is made");
	rc = sess_hint(&s, 50, &h, &why);
	ok(rc == SG_OK && h.nlines == 1 &&
	    strstr(h.lines[0], "leaving 0 4 4") != NULL, "hint: %s",
	    h.nlines > 0 ? h.lines[0] : "");
	sess_hint_free(&h);

	choice_free(&sl);
	choice_init(&sl, s.rules, sess_pos(&s), false);
	ok(press_keys(&sl, sess_pos(&s), ">e", &why) &&
	    choice_build(&sl, sess_pos(&s), &to, &why) == SG_OK && strcmp(fmt_pos(&to), "0 3 5") == 0,
	    "the keys never leave no move chosen: %s", fmt_pos(&to));
	pos_copy(&to, sess_pos(&s));
	ok(sess_move(&s, &to, &why) == SG_EINVAL &&
	    strstr(why.text, "exactly one heap") != NULL,
	    "taking nothing is refused: %s", why.text);
	ok(strcmp(status(&s), "nim | your turn | move 3 | nim 0 4 5") == 0,
	    "and nothing changed");

	ok(sess_undo(&s) && s.cur == 0, "undo takes back the move and reply");
	ok(!sess_undo(&s), "nothing more to undo");
	ok(sess_redo(&s) && s.cur == 2, "redo replays both");
	ok(!sess_redo(&s), "nothing more to redo");
	sess_undo(&s);
	pos_copy(&to, sess_pos(&s));
	to.v[2] = 0;
	ok(sess_move(&s, &to, &why) == SG_OK && !sess_redo(&s),
	    "a new move drops the redo list");

	choice_free(&sl);
	pos_free(&to);
	sess_free(&s);
}

/* Both sides play the engine's choice to the end; the first player wins
 * exactly when the start is an N-position. */
static void
test_full_game(const char *game, const char *text, bool human_wins)
{
	struct session s;
	struct sg_cause why;
	struct pos to;
	size_t moves = 0;

	start(&s, game, text, SIDE_HUMAN);
	pos_init(&to);
	while (!sess_over(&s) && moves < 10000) {
		if (sess_reply(&s, &to, &why) != SG_OK ||
		    sess_move(&s, &to, &why) != SG_OK)
			break;
		moves++;
	}
	ok(sess_over(&s) && (sess_turn(&s) == SIDE_COMPUTER) == human_wins,
	    "%s %s played out in %zu moves, %s won", game, text, moves,
	    sess_turn(&s) == SIDE_COMPUTER ? "the first player" :
	    "the second player");
	pos_free(&to);
	sess_free(&s);
}

static void
test_computer_first(void)
{
	struct session s;
	struct sg_cause why;
	struct pos to;

	start(&s, "nim", "1 2", SIDE_COMPUTER);
	pos_init(&to);
	ok(sess_turn(&s) == SIDE_COMPUTER, "the computer moves first");
	ok(sess_reply(&s, &to, &why) == SG_OK && sess_move(&s, &to, &why) ==
	    SG_OK && strcmp(fmt_pos(sess_pos(&s)), "1 1") == 0,
	    "and wins with 1 1");
	ok(!sess_undo(&s), "its first move cannot be undone");
	pos_free(&to);
	sess_free(&s);
}

/* A session as setup says, from text; bails out when it cannot start. */
static void
start_setup(struct session *s, const char *game, const char *text,
    const struct sess_setup *setup)
{
	struct sg_cause why;
	struct rules *r;
	struct pos p;

	pos_init(&p);
	if (sess_parse_line(game_find(game), text, &r, &p, &why) != SG_OK ||
	    sess_start(s, r, &p, SIDE_HUMAN, setup, &why) != SG_OK) {
		printf("Bail out! %s %s: %s\n", game, text, why.text);
		exit(1);
	}
	pos_free(&p);
}

/* Make the move to the position in text. */
static bool
move_to(struct session *s, const char *text)
{
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	bool good;

	pos_init(&p);
	good = sess_parse_line(s->game, text, &r, &p, &why) == SG_OK;
	if (good) {
		rules_free(r);
		good = sess_move(s, &p, &why) == SG_OK;
	}
	pos_free(&p);
	return good;
}

static void
test_two_players(void)
{
	struct sess_setup setup;
	struct session s;
	char name[64];

	sess_setup_init(&setup);
	setup.mode = PLAY_TWO;
	snprintf(setup.name[0], sizeof setup.name[0], "Ann");
	start_setup(&s, "nim", "1 2", &setup);
	ok(strcmp(status(&s), "nim | Ann's turn | move 1 | nim 1 2") == 0,
	    "two players: %s", status(&s));
	ok(sess_turn(&s) == SIDE_HUMAN && move_to(&s, "1 1") &&
	    sess_turn(&s) == SIDE_HUMAN, "both are people");
	sess_player_name(&s, 1, name, sizeof name);
	ok(strcmp(name, "player 2") == 0 && strcmp(status(&s),
	    "nim | player 2's turn | move 2 | nim 1 1") == 0,
	    "an unnamed second player: %s", status(&s));
	ok(sess_undo(&s) && s.cur == 0 && sess_redo(&s) && s.cur == 1,
	    "undo and redo step one move between people");
	ok(move_to(&s, "0 1") && move_to(&s, "0 0") && sess_over(&s) &&
	    sess_winner(&s) == 0, "Ann made the last move and won");
	sess_free(&s);

	setup.misere = true;
	start_setup(&s, "nim", "1 2", &setup);
	ok(move_to(&s, "1 1") && move_to(&s, "0 1") && move_to(&s, "0 0") &&
	    sess_winner(&s) == 1, "misere: Ann made the last move and lost");
	sess_free(&s);
}

static void
test_demo(void)
{
	struct sess_setup setup;
	struct session s;
	struct sg_cause why;
	struct pos to;
	size_t moves = 0;

	sess_setup_init(&setup);
	setup.mode = PLAY_DEMO;
	start_setup(&s, "kayles", "5 3", &setup);
	ok(!sess_has_human(&s) && sess_turn(&s) == SIDE_COMPUTER &&
	    strcmp(status(&s), "kayles | computer 1's turn | move 1 | "
	    "kayles 5 3") == 0, "the computer against itself: %s",
	    status(&s));
	pos_init(&to);
	while (!sess_over(&s) && moves++ < 100 && sess_reply(&s, &to, &why) ==
	    SG_OK && sess_move(&s, &to, &why) == SG_OK)
		;
	ok(sess_over(&s) && sess_winner(&s) == 0, "from a won position, "
	    "computer 1 wins at level perfect");
	moves = s.cur;
	ok(sess_undo(&s) && s.cur == moves - 1, "undo steps one move");
	pos_free(&to);
	sess_free(&s);
}

/* Play a game, save it as text, read it back, play on: the same game. */
static void
test_record(void)
{
	struct sess_setup setup;
	struct session s, t;
	struct sg_cause why;
	struct record rec, back;
	struct sbuf one, two;
	int rc;

	sess_setup_init(&setup);
	setup.level = STRATEGY_CASUAL;
	setup.misere = true;
	start_setup(&s, "subtract", "--take 1,3,4 10 7", &setup);
	ok(move_to(&s, "9 7") && move_to(&s, "6 7"), "two moves");
	record_init(&rec);
	record_init(&back);
	sbuf_init(&one);
	sbuf_init(&two);
	rc = sess_to_record(&s, &rec, &why);
	if (rc == SG_OK)
		rc = record_format(&rec, &one, &why);
	ok(rc == SG_OK && strcmp(sbuf_str(&one), "sprague-game 1\n"
	    "game: subtract\noptions: --take 1,3,4\nplay: misere\n"
	    "start: 10 7\nplayer 1: human\nplayer 2: computer\n"
	    "level: casual\nmoves: 2\nmove 1: 9 7\nmove 2: 6 7\n") == 0,
	    "the record of the session: %s", sbuf_str(&one));
	rc = record_parse(sbuf_str(&one), one.len, &back, &why);
	if (rc == SG_OK)
		rc = sess_from_record(&t, &back, &why);
	ok(rc == SG_OK && t.cur == 2 && t.misere && t.level ==
	    STRATEGY_CASUAL && strcmp(status(&t), "subtract misere | "
	    "your turn | move 3 | subtract --take 1,3,4 6 7") == 0,
	    "read back, it goes on at the last move: %s", status(&t));
	record_free(&rec);
	record_init(&rec);
	if (rc == SG_OK && sess_to_record(&t, &rec, &why) == SG_OK)
		record_format(&rec, &two, &why);
	ok(strcmp(sbuf_str(&one), sbuf_str(&two)) == 0,
	    "and gives the same text again");
	if (rc == SG_OK)
		sess_free(&t);
	sbuf_free(&one);
	sbuf_free(&two);
	record_free(&rec);
	record_free(&back);
	sess_free(&s);
}

/* Random starts are fair under the play chosen: won for a person who
 * moves first, lost for the computer moving first. */
static void
test_random_fair(const char *game, bool misere)
{
	struct solution sol;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	uint64_t seed = 11;
	int k, bad = 0;

	for (k = 0; k < 40; k++) {
		enum side first = k % 2 ? SIDE_COMPUTER : SIDE_HUMAN;

		pos_init(&p);
		solution_init(&sol, 0);
		if (starts_random(game_find(game), NULL, 3, first, misere,
		    &seed, &r, &p, &why) != SG_OK || (misere ? misere_solve(r, &p,
		    &sol, &why) : r->game->theory.solve(r, &p, &sol, &why)) != SG_OK ||
		    (sol.outcome == OUTCOME_N) != (first == SIDE_HUMAN))
			bad++;
		else
			rules_free(r);
		solution_free(&sol);
		pos_free(&p);
	}
	ok(bad == 0, "%s%s: 40 random starts fair to the person (%d not)",
	    game, misere ? " misere" : "", bad);
}

/* Misere play past the quotient's heaps and the search's limits is
 * refused at the start. */
static void
test_misere_refused(void)
{
	struct sess_setup setup;
	struct session s;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	int rc;

	sess_setup_init(&setup);
	setup.misere = true;
	pos_init(&p);
	if (sess_parse_line(game_find("grundy"), "5000", &r, &p, &why) !=
	    SG_OK)
		exit(1);
	rc = sess_start(&s, r, &p, SIDE_HUMAN, &setup, &why);
	ok(rc == SG_ERANGE && strstr(why.text, "misere") != NULL,
	    "misere grundy 5000 (past the quotient and the search) is "
	    "refused: %s", why.text);
	pos_free(&p);
}

static void
test_parse(void)
{
	struct sg_cause why;
	struct rules *r = NULL;
	struct pos p;

	pos_init(&p);
	ok(sess_parse_line(game_find("nim"), "3 x", &r, &p, &why) ==
	    SG_EINVAL && strstr(why.text, "heap \"x\"") != NULL,
	    "a bad position is refused: %s", why.text);
	ok(sess_parse_line(game_find("nim"), "  ", &r, &p, &why) ==
	    SG_EINVAL, "an empty position is refused: %s", why.text);
	ok(sess_parse_line(game_find("nim"), "--take 1 3", &r, &p, &why) ==
	    SG_EINVAL && strstr(why.text, "--take") != NULL,
	    "an option the game lacks is refused: %s", why.text);
	pos_free(&p);
}

int
main(void)
{
	test_session();
	test_hint_lengths();
	test_computer_first();
	test_two_players();
	test_demo();
	test_record();
	test_misere_refused();
	test_random_fair("nim", false);
	test_random_fair("nim", true);
	test_random_fair("kayles", true);
	test_random_fair("grundy", true);
	test_parse();
	test_full_game("nim", "3 4 5", true);
	test_full_game("nim", "1 2 3", false);
	test_full_game("nim", "7 11 13 14 1", true);
	return done_testing();
}
