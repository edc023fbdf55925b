/*
 * text.h: UTF-8 text measured in display columns.
 *
 * A person's words (player names, file names, lessons, translations) may
 * hold any script; a Chinese or Japanese character takes two columns of a
 * terminal, a combining accent none.  Everything that wraps, centres, cuts
 * or boxes text measures it here, never in bytes or characters.  The
 * widths follow the East Asian Width property as wcwidth(3) does, from
 * utf8proc's tables, so they are the same whatever the locale.  Lines
 * break where each language breaks them (text_break; wrap.h wraps
 * whole texts), and what a person
 * types is folded to the forms the program reads (text_fold).
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

/*
 * Where a line of s[0..n) (no newline in it) that is to fit w columns
 * ends: the bytes of its longest head that fits and ends where a line may
 * break, by the Unicode line breaking algorithm (UAX #14) and the
 * project's own rules: never inside a position ("491 2"), between a
 * number and its counter word ("3 個", "第 1 行") or inside a formula
 * ("(1 + sqrt 5) / 2"); never before a closing mark, a small kana or a
 * prolonged sound mark, nor after an opening mark.  The blanks at the
 * break are in the head (the caller drops them and those that follow).
 * Returns n when all of s fits; when no such break fits, a break that
 * UAX #14 alone allows, else a cut between characters; never 0 for n > 0.
 */
size_t text_break(const char *s, size_t n, int w);

/* Does one of the project's own rules (text_break's: a position, a
 * counted number, a formula, kinsoku) forbid a line to break at s[i], the
 * blank before it (if any) being the break?  For a page that the reader's
 * browser breaks: that blank is written as a no-break space. */
bool text_joined(const char *s, size_t n, size_t i);

/*
 * s in buf (len bytes), as it is when it fits w columns; else its longest
 * head that ends at a break (text_break's) and fits with "…" after it,
 * then the "…", never a word or a character cut.  Returns the bytes
 * written, not counting the NUL.
 */
size_t text_clip(const char *s, int w, char *buf, size_t len);

/* The columns a line s[0..n) continues at when it is wrapped: past its
 * leading blanks, and past the number of a numbered item after them
 * ("1. ", "2) ", "(3) ") with the blanks that follow it. */
size_t text_hanging(const char *s, size_t n);

/*
 * What a person typed, folded to the forms the program reads: the
 * full-width digits, letters, comma and colon and the ideographic space
 * by Unicode's compatibility normalisation (NFKC) to their ASCII forms
 * ("３ ４" is "3 4", "王小明，李华" is "王小明,李华"), the rest composed
 * (NFC) and otherwise as typed (a name's 「」 stay).  A new string the
 * caller frees; s as it is when it is not UTF-8; NULL when out of memory.
 */
char *text_fold(const char *s);

#endif
