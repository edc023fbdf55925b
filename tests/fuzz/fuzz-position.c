/*
 * fuzz-position.c: the position parser of every registered game, with its
 * options.  The first line names the game (`nim`; a line that names none
 * picks one by its first byte, so that mutations still reach every game),
 * the second holds the options (`--take 1,3,4`), the third the position.
 * The seeds are keyed by the game's name, never by its place in the
 * registry (tests/fuzz-seeds.sh checks that every game has one).  A position that
 * parses must format back to text that parses to the same position, and
 * the options must format back to options that format the same.
 */
#include "config.h"

#include <stdbool.h>

#include "engine/game.h"
#include "engine/record.h"
#include "fuzz.h"

/* Parse the words of text as a position of r into out. */
static int
parse_words(struct rules *r, const char *text, struct pos *out,
    struct sg_cause *why)
{
	char *copy, **argv;
	int argc, rc;

	if ((rc = sg_split(text, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	rc = argc == 0 ? SG_EINVAL : r->game->notation.parse(r, argc, argv, out, why);
	free(argv);
	free(copy);
	return rc;
}

/* Set the options written in text on r. */
static int
set_words(struct rules *r, const char *text, struct sg_cause *why)
{
	char *copy, **argv;
	int argc, rc;

	if ((rc = sg_split(text, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	rc = rules_set_opts(r, argc, argv, why);
	free(argv);
	free(copy);
	return rc;
}

/* The options of r written back must give rules whose options read the
 * same; the position's text must parse under them to the same position. */
static void
check_round_trip(struct rules *r, const struct pos *p)
{
	const struct game *g = r->game;
	struct sbuf opts, opts2, text;
	struct rules *r2 = NULL;
	struct sg_cause why;
	struct pos q;
	int rc;

	sbuf_init(&opts);
	sbuf_init(&opts2);
	sbuf_init(&text);
	pos_init(&q);
	if (g->notation.format_opts != NULL)
		g->notation.format_opts(r, &opts);
	game_format(r, p, &text);
	if (opts.oom || text.oom || rules_new(g, &r2, &why) != SG_OK)
		goto out;
	rc = set_words(r2, sbuf_str(&opts), &why);
	FUZZ_CHECK(rc == SG_OK, "%s: options \"%s\" refused: %s", g->name,
	    sbuf_str(&opts), why.text);
	if (g->notation.format_opts != NULL)
		g->notation.format_opts(r2, &opts2);
	FUZZ_CHECK(strcmp(sbuf_str(&opts), sbuf_str(&opts2)) == 0,
	    "%s: options \"%s\" read back as \"%s\"", g->name,
	    sbuf_str(&opts), sbuf_str(&opts2));
	rc = parse_words(r2, sbuf_str(&text), &q, &why);
	if (rc == SG_ENOMEM)
		goto out;
	FUZZ_CHECK(rc == SG_OK, "%s %s: its own text \"%.200s\" refused: %s",
	    g->name, sbuf_str(&opts), sbuf_str(&text), why.text);
	FUZZ_CHECK(pos_eq(p, &q), "%s %s: \"%.200s\" reads back as another "
	    "position", g->name, sbuf_str(&opts), sbuf_str(&text));
out:
	pos_free(&q);
	rules_free(r2);
	sbuf_free(&opts);
	sbuf_free(&opts2);
	sbuf_free(&text);
}

/*
 * Does text hold a number of 7 significant digits or more?  For a game
 * given by a code, a heap past the table's limit makes the parser try to
 * prove a period first: bounded, but seconds for some codes, and minutes
 * under the sanitizers, so such positions are passed over for them (and
 * for a game made of games, whose parts may be such games).
 */
static bool
has_long_number(const char *text)
{
	size_t run = 0;

	for (; *text != '\0'; text++) {
		if (*text >= '1' && *text <= '9')
			run++;
		else if (*text == '0')
			run += run > 0;
		else
			run = 0;
		if (run >= 7)
			return true;
	}
	return false;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct game *g;
	struct rules *r = NULL;
	struct sg_cause why;
	struct pos p;
	char *text, *nl, *posline;

	if (size < 1 || size > 4096)
		return 0;
	if ((text = fuzz_text(data, size)) == NULL)
		return 0;
	if ((nl = strchr(text, '\n')) != NULL)
		*nl = '\0';
	if ((g = game_find(text)) == NULL)
		g = game_at(data[0] % game_count());
	if (nl == NULL) {
		free(text);
		return 0;
	}
	memmove(text, nl + 1, strlen(nl + 1) + 1);
	posline = text;
	if ((nl = strchr(text, '\n')) != NULL) {
		*nl = '\0';
		posline = nl + 1;
	} else
		text[0] = '\0';
	pos_init(&p);
	if ((rules_has_opt(g, "code") || g->notation.nests) &&
	    has_long_number(posline))
		goto out;
	if (rules_new(g, &r, &why) == SG_OK &&
	    (posline == text || set_words(r, text, &why) == SG_OK) &&
	    parse_words(r, posline, &p, &why) == SG_OK)
		check_round_trip(r, &p);
out:
	pos_free(&p);
	rules_free(r);
	free(text);
	return 0;
}
