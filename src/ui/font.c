/*
 * font.c: the block font (font.h), and block text drawn with it.
 */
#include "config.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "ui/font.h"

struct font_char {
	char c;
	const char *rows[FONT_HEIGHT];
};

static const struct font_char font[] = {
	{ 'a', { ".#.", "#.#", "###", "#.#", "#.#" } },
	{ 'b', { "##.", "#.#", "##.", "#.#", "##." } },
	{ 'c', { ".##", "#..", "#..", "#..", ".##" } },
	{ 'd', { "##.", "#.#", "#.#", "#.#", "##." } },
	{ 'e', { "###", "#..", "##.", "#..", "###" } },
	{ 'f', { "###", "#..", "##.", "#..", "#.." } },
	{ 'g', { ".##", "#..", "#.#", "#.#", ".##" } },
	{ 'h', { "#.#", "#.#", "###", "#.#", "#.#" } },
	{ 'i', { "###", ".#.", ".#.", ".#.", "###" } },
	{ 'j', { "..#", "..#", "..#", "#.#", ".#." } },
	{ 'k', { "#.#", "#.#", "##.", "#.#", "#.#" } },
	{ 'l', { "#..", "#..", "#..", "#..", "###" } },
	{ 'm', { "#...#", "##.##", "#.#.#", "#...#", "#...#" } },
	{ 'n', { "#..#", "##.#", "#.##", "#..#", "#..#" } },
	{ 'o', { ".#.", "#.#", "#.#", "#.#", ".#." } },
	{ 'p', { "##.", "#.#", "##.", "#..", "#.." } },
	{ 'q', { ".#.", "#.#", "#.#", "##.", ".##" } },
	{ 'r', { "##.", "#.#", "##.", "#.#", "#.#" } },
	{ 's', { ".##", "#..", ".#.", "..#", "##." } },
	{ 't', { "###", ".#.", ".#.", ".#.", ".#." } },
	{ 'u', { "#.#", "#.#", "#.#", "#.#", "###" } },
	{ 'v', { "#.#", "#.#", "#.#", "#.#", ".#." } },
	{ 'w', { "#...#", "#...#", "#.#.#", "##.##", "#...#" } },
	{ 'x', { "#.#", "#.#", ".#.", "#.#", "#.#" } },
	{ 'y', { "#.#", "#.#", ".#.", ".#.", ".#." } },
	{ 'z', { "###", "..#", ".#.", "#..", "###" } },
	{ '0', { "###", "#.#", "#.#", "#.#", "###" } },
	{ '1', { ".#.", "##.", ".#.", ".#.", "###" } },
	{ '2', { "###", "..#", "###", "#..", "###" } },
	{ '3', { "###", "..#", "###", "..#", "###" } },
	{ '4', { "#.#", "#.#", "###", "..#", "..#" } },
	{ '5', { "###", "#..", "###", "..#", "###" } },
	{ '6', { "###", "#..", "###", "#.#", "###" } },
	{ '7', { "###", "..#", "..#", "..#", "..#" } },
	{ '8', { "###", "#.#", "###", "#.#", "###" } },
	{ '9', { "###", "#.#", "###", "..#", "###" } },
	{ ' ', { "..", "..", "..", "..", ".." } },
	{ ',', { "..", "..", "..", ".#", "#." } },
	{ '.', { ".", ".", ".", ".", "#" } },
	{ '-', { "...", "...", "###", "...", "..." } },
	{ ':', { ".", "#", ".", "#", "." } },
	{ '^', { ".#.", "#.#", "...", "...", "..." } },
	{ '=', { "...", "###", "...", "###", "..." } },
	{ '(', { ".#", "#.", "#.", "#.", ".#" } },
	{ ')', { "#.", ".#", ".#", ".#", "#." } },
	{ '[', { "##", "#.", "#.", "#.", "##" } },
	{ ']', { "##", ".#", ".#", ".#", "##" } },
	{ '*', { "...", "#.#", ".#.", "#.#", "..." } },
	{ '+', { "...", ".#.", "###", ".#.", "..." } },
	{ '/', { "..#", "..#", ".#.", "#..", "#.." } },
	{ '!', { "#", "#", "#", ".", "#" } },
	{ '?', { "###", "..#", ".##", "...", ".#." } },
	{ '\'', { "#", "#", ".", ".", "." } },
	{ '#', { ".#.#.", "#####", ".#.#.", "#####", ".#.#." } },
};

/* Marks beyond ASCII, by their UTF-8 bytes. */
static const struct font_mark {
	const char *utf8;
	const char *rows[FONT_HEIGHT];
} marks[] = {
	/* the tick and the cross of a verdict */
	{ "\u2713", { "....#", "...##", "#.##.", "###..", ".#..." } },
	{ "\u2717", { "#...#", ".#.#.", "..#..", ".#.#.", "#...#" } },
};

const char *const *
font_glyph(char c)
{
	size_t i;

	if (c >= 'A' && c <= 'Z')
		c = (char)(c - 'A' + 'a');
	for (i = 0; i < sizeof font / sizeof font[0]; i++)
		if (font[i].c == c)
			return font[i].rows;
	return NULL;
}

/* The glyph of the character at s, its bytes in *len; NULL when the
 * font lacks it. */
static const char *const *
glyph_at(const char *s, size_t *len)
{
	size_t i, n;

	*len = 1;
	if ((unsigned char)*s < 0x80)
		return font_glyph(*s);
	for (i = 0; i < sizeof marks / sizeof marks[0]; i++) {
		n = strlen(marks[i].utf8);
		if (strncmp(s, marks[i].utf8, n) == 0) {
			*len = n;
			return marks[i].rows;
		}
	}
	/* A character the font lacks: all its bytes. */
	while ((s[*len] & 0xc0) == 0x80)
		(*len)++;
	return NULL;
}

bool
font_has_all(const char *s)
{
	size_t n;

	for (; *s != '\0'; s += n)
		if (glyph_at(s, &n) == NULL)
			return false;
	return true;
}

/* One glyph at (y, x) when draw is set: its width and the gap after. */
static int
glyph_draw(struct app *a, int y, int x, enum role r, const char *const *g,
    bool draw)
{
	int row, c, gw = (int)strlen(g[0]);

	for (row = 0; draw && row < FONT_HEIGHT; row++)
		for (c = 0; c < gw; c++)
			if (g[row][c] == '#')
				app_put(a, y + row, x + c, r,
				    app_glyph(a, G_BAR));
	return gw + 1;
}

/* Is the character at s drawn big in a text the font cannot draw whole:
 * a figure or a mark? */
static bool
big_alone(const char *s)
{
	size_t n;

	return (*s >= '0' && *s <= '9') ||
	    ((unsigned char)*s >= 0x80 && glyph_at(s, &n) != NULL);
}

int
font_text(struct app *a, int y, int x, enum role r, const char *s,
    bool draw)
{
	const char *const *g;
	char run[256];
	size_t n, k;
	int w = 0;

	if (font_has_all(s)) {
		for (; *s != '\0'; s += n)
			w += glyph_draw(a, y, x + w, r, glyph_at(s, &n), draw);
		return w;
	}
	while (*s != '\0') {
		if (big_alone(s)) {
			g = glyph_at(s, &n);
			w += glyph_draw(a, y, x + w, r, g, draw);
			s += n;
			continue;
		}
		/* The words up to the next figure or mark, whole
		 * characters. */
		for (k = 0; s[k] != '\0' && !big_alone(s + k) &&
		    k < sizeof run - 8; k += n)
			glyph_at(s + k, &n);
		memcpy(run, s, k);
		run[k] = '\0';
		s += k;
		if (draw)
			app_put(a, y + FONT_HEIGHT / 2, x + w, r, run);
		w += app_width(run) + 1;
	}
	return w;
}
