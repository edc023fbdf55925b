/*
 * test-text.c: UTF-8 text in display columns.  Malformed sequences are
 * refused where they start; Chinese and Japanese characters take two
 * columns, combining marks none; a cut never splits a character; and the
 * table agrees with the C library's wcwidth(3) in a UTF-8 locale on the
 * characters the program meets (Latin, its symbols, kana, ideographs,
 * Hangul, fullwidth forms).  Lines break where their language breaks
 * them, never inside a position, a counted number or a formula; a clip
 * ends in an ellipsis; full-width input folds to ASCII.
 */
#define _XOPEN_SOURCE 700	/* wcwidth */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "check.h"
#include "engine/game.h"
#include "engine/pos.h"
#include "engine/text.h"

static void
test_decode(void)
{
	static const struct {
		const char *s;
		bool valid;
		size_t bad;
	} cases[] = {
		{ "Ann", true, 0 },
		{ "Jos\xc3\xa9", true, 0 },
		{ "\xe5\xb0\x8f\xe6\x98\x8e", true, 0 },	/* 小明 */
		{ "\xf0\x9f\x98\x80", true, 0 },		/* an emoji */
		{ "ab\xc3", false, 2 },				/* cut short */
		{ "\xc0\xaf", false, 0 },			/* overlong / */
		{ "\xe0\x80\xaf", false, 0 },			/* overlong */
		{ "x\xed\xa0\x80", false, 1 },			/* a surrogate */
		{ "\xf4\x90\x80\x80", false, 0 },		/* past U+10FFFF */
		{ "ok\xff", false, 2 },
		{ "\x80", false, 0 },
	};
	size_t i, bad;
	uint32_t cp;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		bad = 99;
		ok(text_valid(cases[i].s, strlen(cases[i].s), &bad) ==
		    cases[i].valid && (cases[i].valid || bad == cases[i].bad),
		    "case %zu: %s%s", i, cases[i].valid ? "valid" : "refused",
		    cases[i].valid ? "" : " at its first bad byte");
	}
	ok(text_decode("\xe3\x81\x82", 3, &cp) == 3 && cp == 0x3042,
	    "\"a\" in hiragana is U+3042, three bytes");
	ok(text_decode("\xe3\x81", 2, &cp) == 0, "a sequence cut short is not "
	    "a character");
}

static void
test_width(void)
{
	ok(text_width("nim 3 4 5") == 9, "ASCII: a column a byte");
	ok(text_width("\xe5\xb0\x8f\xe6\x98\x8e") == 4, "two ideographs: 4 "
	    "columns");
	ok(text_width("\xe3\x81\x9f\xe3\x81\x8b\xe3\x81\xaf\xe3\x81\x97") == 8,
	    "four kana: 8 columns");
	ok(text_width("Zoe\xcc\x88") == 3, "a combining diaeresis takes no "
	    "column");
	ok(text_width("\xe2\x9c\x93\xe2\x9c\x97\xc3\x97\xc2\xb7") == 4,
	    "the board's marks (check, cross, times, dot) are one column each");
	ok(text_width("\xef\xbc\xa1") == 2, "a fullwidth A: 2 columns");
	ok(text_width("a\xffz") == 3, "a malformed byte counts one column");
}

static void
test_fit(void)
{
	const char *s = "A\xe5\xb0\x8f\xe6\x98\x8e" "B";	/* A小明B */
	size_t n = strlen(s);

	ok(text_fit(s, n, 0) == 0, "nothing fits in 0 columns");
	ok(text_fit(s, n, 1) == 1, "1 column: the A");
	ok(text_fit(s, n, 2) == 1, "2 columns: not half an ideograph");
	ok(text_fit(s, n, 3) == 4, "3 columns: A and one ideograph");
	ok(text_fit(s, n, 6) == n, "6 columns: all of it");
	ok(text_fit("e\xcc\x81x", 4, 1) == 3, "a combining mark stays with "
	    "its letter");
	ok(text_prev(s, n) == n - 1 && text_prev(s, n - 1) == 4 &&
	    text_prev(s, 4) == 1 && text_prev(s, 1) == 0 &&
	    text_prev(s, 0) == 0, "back one character at a time");
	ok(text_prev("ab\xe5\xb0", 4) == 3, "an unfinished character goes "
	    "back a byte at a time");
}

/* The table against wcwidth(3) on the ranges that matter here. */
static void
test_libc(void)
{
	static const uint32_t ranges[][2] = {
		{ 0x20, 0x7e }, { 0xa0, 0x17f }, { 0x300, 0x36f },
		{ 0x2190, 0x21ff }, { 0x2500, 0x25ff }, { 0x2713, 0x2717 },
		{ 0x3000, 0x303e }, { 0x3041, 0x3096 }, { 0x30a1, 0x30fa },
		{ 0x4e00, 0x9fa5 }, { 0xac00, 0xd7a3 }, { 0xff01, 0xff5e },
	};
	size_t i, bad = 0;
	uint32_t cp, first = 0;
	int lw;

	if (setlocale(LC_CTYPE, "C.UTF-8") == NULL &&
	    setlocale(LC_CTYPE, "C.utf8") == NULL) {
		ok(false, "the C.UTF-8 locale exists (install the C library's "
		    "locales)");
		return;
	}
	for (i = 0; i < sizeof ranges / sizeof ranges[0]; i++)
		for (cp = ranges[i][0]; cp <= ranges[i][1]; cp++) {
			lw = wcwidth((wchar_t)cp);
			if (lw >= 0 && lw != text_cp_width(cp) && bad++ == 0)
				first = cp;
		}
	ok(bad == 0, "the widths agree with wcwidth (%zu differ, the first "
	    "U+%04X)", bad, (unsigned)first);
}

/* Repairing a message: a character cut inside the text becomes '?', one
 * cut by the end goes, and well-formed text stays as it is. */
static void
test_repair(void)
{
	char whole[] = "小明 et José", cut_in[] = "\"\xe5\xb0\x8f\xe6\x98\"",
	    cut_end[] = "ab\xe5\xb0", latin[] = "Jos\xe9 x", lone[] = "\x80";

	text_repair(whole);
	ok(strcmp(whole, "小明 et José") == 0, "repair: whole text stays");
	text_repair(cut_in);
	ok(strcmp(cut_in, "\"小??\"") == 0, "repair: a character cut inside "
	    "the text shows as '?' for each of its bytes");
	text_repair(cut_end);
	ok(strcmp(cut_end, "ab") == 0, "repair: a character cut by the end "
	    "goes");
	text_repair(latin);
	ok(strcmp(latin, "Jos? x") == 0, "repair: a byte of another encoding "
	    "becomes '?'");
	text_repair(lone);
	ok(strcmp(lone, "?") == 0 && text_valid(lone, 1, NULL),
	    "repair: a lone continuation byte becomes '?'");
}

/* got equals want, or a diagnostic showing both. */
static void
is_str(const char *got, const char *want, const char *name)
{
	if (!ok(strcmp(got, want) == 0, "%s", name))
		diag("got \"%s\", want \"%s\"", got, want);
}

/* s wrapped to w columns by text_break, the lines joined by '|', the
 * blanks at each break dropped, into out. */
static const char *
wrapped(const char *s, int w, char *out, size_t len)
{
	size_t n = strlen(s), k, at = 0;

	out[0] = '\0';
	while (n > 0) {
		k = text_break(s, n, w);
		if (k == 0 || k > n)
			return "(stuck)";
		if (at > 0 && at + 1 < len)
			out[at++] = '|';
		snprintf(out + at, len - at, "%.*s", (int)(k > 0 &&
		    s[k - 1] == ' ' && k < n ? k - 1 : k), s);
		at = strlen(out);
		if (text_nwidth(s, k > 0 && s[k - 1] == ' ' ? k - 1 : k) > w &&
		    text_nwidth(s, k) > 2)
			return "(too wide)";
		for (s += k, n -= k; n > 0 && *s == ' '; s++, n--)
			;
	}
	return out;
}

static void
test_break(void)
{
	static const struct {
		const char *s;
		int w;
		const char *want;
		const char *what;
	} cases[] = {
		{ "one two three", 9, "one two|three", "English: at a blank" },
		{ "留下 12 1 13 13 12 1 就赢了", 22,
		  "留下|12 1 13 13 12 1 就赢了", "a position stays whole" },
		{ "残る局面は 491 2 で、勝てる", 16,
		  "残る局面は|491 2 で、勝てる", "491 2 is not cut" },
		{ "留下 nim 1 4 + kayles 5 + grundy 9。", 32,
		  "留下|nim 1 4 + kayles 5 + grundy 9。",
		  "a sum stays whole, each part with its position" },
		{ "leaves nim 1 4 + kayles 5 + grundy 9 and more", 14,
		  "leaves|nim 1 4 +|kayles 5 +|grundy 9 and|more",
		  "a sum too long for the line breaks between its parts" },
		{ "lasker 7 10 + lasker 7 2 2 + grundy 18 3 + staircase 2 6 9 "
		  "12", 55, "lasker 7 10 + lasker 7 2 2 + grundy 18 3 +|"
		  "staircase 2 6 9 12", "a sum breaks after a '+', not in "
		  "its last part" },
		{ "一共有 3 個の石がある", 9, "一共有|3 個の石|がある",
		  "a number keeps its counter word" },
		{ "看第 1 行的数", 7, "看|第 1 行|的数",
		  "an ordinal keeps its number and its counter" },
		{ "the ratio is (1 + sqrt 5) / 2 exactly", 25,
		  "the ratio is|(1 + sqrt 5) / 2 exactly",
		  "a formula stays whole" },
		{ "so 3 ^ 2 = 1 here", 10, "so|3 ^ 2 = 1|here",
		  "an operator binds both sides" },
		{ "ニム和である（値）", 12, "ニム和である|（値）",
		  "an opening bracket does not end a line" },
		{ "ありがとう。ございます", 12, "ありがとう。|ございます",
		  "a full stop does not begin a line" },
		{ "用逗号分隔，再看", 10, "用逗号分|隔，再看",
		  "a comma does not begin a line" },
		{ "グランディ数", 8, "グラン|ディ数",
		  "no break before a small kana" },
		{ "コーヒー", 4, "コー|ヒー",
		  "no break before a prolonged sound mark" },
		{ "例外があって", 8, "例外が|あって",
		  "no break before a small tsu" },
		{ "kept as /tmp/sprague-test/progress here", 30,
		  "kept|as /tmp/sprague-test/progress|here",
		  "a file's name is not broken at its hyphen" },
		{ "take-and-break games", 10, "take-and-|break|games",
		  "a word breaks after its hyphen" },
		{ "abcdefghij", 4, "abcd|efgh|ij",
		  "a word longer than the line is cut between characters" },
		{ "1 2 3 4 5 6 7 8", 5, "1 2 3|4 5 6|7 8",
		  "a position longer than the line breaks at a blank" },
		{ "漢字", 1, "漢|字", "a character wider than the line: alone" },
	};
	char out[256];
	size_t i;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++)
		is_str(wrapped(cases[i].s, cases[i].w, out, sizeof out),
		    cases[i].want, cases[i].what);
	ok(text_break("", 0, 5) == 0, "break: nothing is nothing");
	ok(text_break("\xff" "abc def", 8, 5) == 5, "break: a malformed byte "
	    "counts as a character");
}

static void
test_clip(void)
{
	char buf[64];

	text_clip("nim | streak 12", 40, buf, sizeof buf);
	is_str(buf, "nim | streak 12", "clip: what fits stays");
	text_clip("practice | mixed | streak 12", 20, buf, sizeof buf);
	is_str(buf, "practice | mixed |…", "clip: ends at a word, then …");
	ok(text_width(buf) <= 20, "clip: within its columns");
	text_clip("练习 混合 连对 12", 10, buf, sizeof buf);
	is_str(buf, "练习 混合…", "clip: CJK ends at a break");
	text_clip("练习混合连对", 9, buf, sizeof buf);
	is_str(buf, "练习混合…", "clip: CJK ends between characters");
	text_clip("Supercalifragilistic", 8, buf, sizeof buf);
	is_str(buf, "…", "clip: no word cut, even a long one");
	text_clip("sum | move 1 | sum multiply 638 1 + ordered 1 3 6 + "
	    "cutting 2x3 3x3", 60, buf, sizeof buf);
	is_str(buf, "sum | move 1 | sum multiply 638 1 + ordered 1 3 6…",
	    "clip: a sum keeps every whole part that fits");
	text_clip("a | nim 1 2 3 4 5 6 7 8 9 10 11", 20, buf, sizeof buf);
	ok(strstr(buf, "nim 1") == NULL || strstr(buf, "11") != NULL,
	    "clip: a position is never cut inside");
	text_clip("abc", 0, buf, sizeof buf);
	is_str(buf, "", "clip: 0 columns is nothing");
}

static void
test_fold(void)
{
	static const struct {
		const char *in, *want, *what;
	} cases[] = {
		{ "王小明，李华", "王小明,李华", "a full-width comma" },
		{ "Ｐ", "P", "a full-width letter" },
		{ "３", "3", "a full-width digit" },
		{ "３\xe3\x80\x80４　５", "3 4 5", "ideographic spaces" },
		{ "try：nim 3 4 5", "try:nim 3 4 5", "a full-width colon" },
		{ "小明", "小明", "ideographs stay" },
		{ "王（老师）「一」", "王（老师）「一」",
		  "other full-width marks stay as typed" },
		{ "José", "Jos\xc3\xa9", "a composed letter stays composed" },
		{ "Jose\xcc\x81", "Jos\xc3\xa9", "a combining accent composes" },
		{ "a\xff" "b", "a\xff" "b", "bytes not UTF-8 stay as they are" },
	};
	size_t i;
	char *f;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		f = text_fold(cases[i].in);
		is_str(f != NULL ? f : "(null)", cases[i].want,
		    cases[i].what);
		free(f);
	}
}

/* A position typed full-width reads as the ASCII one: a line (the board's
 * and the menu's fields, a lesson's try line) and words (the command
 * line). */
static void
test_fold_position(void)
{
	char three[] = "３", four_five[] = "４　５";
	char *const words[] = { three, four_five };
	struct rules *r = NULL;
	struct sg_cause why;
	struct sbuf sb;
	struct pos p;
	int rc;

	pos_init(&p);
	sbuf_init(&sb);
	rc = game_parse_line(game_find("nim"), "３　４ ５", &r, &p, &why);
	if (rc == SG_OK)
		game_format(r, &p, &sb);
	is_str(sbuf_str(&sb), "3 4 5", "fold: a line of full-width digits "
	    "is a position");
	rules_free(r);
	r = NULL;
	pos_free(&p);
	pos_init(&p);
	sbuf_reset(&sb);
	rc = game_parse_args(game_find("nim"), 2, words, &r, &p, &why);
	if (rc == SG_OK)
		game_format(r, &p, &sb);
	is_str(sbuf_str(&sb), "3 4 5", "fold: words with an ideographic "
	    "space are split");
	rules_free(r);
	pos_free(&p);
	sbuf_free(&sb);
}

int
main(void)
{
	test_break();
	test_fold_position();
	test_clip();
	test_fold();
	test_decode();
	test_width();
	test_fit();
	test_repair();
	test_libc();
	return done_testing();
}
