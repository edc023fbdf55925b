/*
 * text.h: UTF-8 text measured in display columns.
 *
 * A person's words (player names, file names, lessons, translations) may
 * hold any script; a Chinese or Japanese character takes two columns of a
 * terminal, a combining accent none.  Everything that wraps, centres, cuts
 * or boxes text measures it here, never in bytes or characters.  The
 * widths follow the East Asian Width property as wcwidth(3) does, from a
 * table of our own, so they are the same whatever the locale.
 */
#ifndef SPRAGUE_TEXT_H
#define SPRAGUE_TEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The character at s (at most n bytes): its length in bytes, or 0 when
 * the bytes there are not well-formed UTF-8 (overlong forms, surrogates
 * and code points past U+10FFFF included).  *cp gets the code point. */
size_t text_decode(const char *s, size_t n, uint32_t *cp);

/* Is s[0..n) well-formed UTF-8?  If not, *bad (when not NULL) gets the
 * offset of the first byte that is not. */
bool text_valid(const char *s, size_t n, size_t *bad);

/* Columns a code point takes: 0 (combining, joiners, controls), 1 or 2. */
int text_cp_width(uint32_t cp);

/* Columns of a string (n bytes, or up to its NUL); a malformed byte counts
 * as one column, as it is shown as a replacement. */
int text_nwidth(const char *s, size_t n);
int text_width(const char *s);

/* The bytes of the longest prefix of s[0..n) that fits in cols columns,
 * cut only between characters (a combining mark stays with its base). */
size_t text_fit(const char *s, size_t n, int cols);

/* Make s (up to its NUL) well-formed UTF-8 in place: a character cut
 * off by the end of s goes, and each other byte that does not start a
 * well-formed character (a character cut by a "%.64s", a byte of another
 * encoding) becomes '?'. */
void text_repair(char *s);

/* Where the last character of s[0..len) starts (len when len is 0). */
size_t text_prev(const char *s, size_t len);

#endif
