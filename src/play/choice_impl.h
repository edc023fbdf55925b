/*
 * choice_impl.h: the inside of the move models (choice.h), for their files
 * model-*.c and choice.c only.
 */
#ifndef SPRAGUE_PLAY_CHOICE_IMPL_H
#define SPRAGUE_PLAY_CHOICE_IMPL_H

#include "play/choice.h"

/*
 * One key of a model: the action, the words the key line shows for it
 * (NULL: not shown, as for the second of a pair of arrows), what it does
 * ("%s" stands for the game's word for an item), and the function that
 * does it, which returns true when the move is to be made now.
 */
struct model_key {
	enum action act;
	const char *keys;
	const char *does;
	bool (*fn)(struct choice *c, const struct pos *p,
	    const struct choice_ev *ev);
};

struct model {
	enum move_model id;
	const char *name;	/* "take", "split": the key k names it */
	/* The keys, ended by ACT_NONE: [0] while choosing, [1] in the
	 * second phase of a two-phase move (NULL when there is none). */
	const struct model_key *keys[2];
	/* Up/Down and Tab step through the items (after the model's own
	 * keys, which come first): the keys most models share. */
	bool item_keys;
	/* The items of p, and can item i take a move (to start on one)? */
	size_t (*items)(const struct choice *c, const struct pos *p);
	bool (*movable)(const struct choice *c, const struct pos *p, size_t i);
	/* The cursor arrives on item i: a sensible unit. */
	void (*enter)(struct choice *c, const struct pos *p, size_t i);
	/* A number typed (digits): SG_OK, or the reason it fits nothing. */
	int (*typed)(struct choice *c, const struct pos *p, uint64_t n,
	    struct sg_cause *why);
	int (*build)(const struct choice *c, const struct pos *p,
	    struct pos *out, struct sg_cause *why);
	/* Optional: the changes of the chosen move where the choice knows
	 * more than the pair of positions (which coins of a row); NULL: the
	 * game's reader. */
	int (*changes)(const struct choice *c, const struct pos *p,
	    const struct pos *to, struct changes *out);
	/* Optional: every move the keys can enter on p, once for each
	 * place it is entered from (coin 1 and the last coin of a row
	 * both, though they lead to the same position); false when fn
	 * stopped it or memory ran out. */
	bool (*each)(const struct choice *c, const struct pos *p,
	    choice_move_fn *fn, void *arg);
	/* Optional: the amount in words ("take 3"). */
	void (*say)(const struct choice *c, const struct pos *p,
	    struct sbuf *out);
	/* Optional: can the key of act do anything in this game?  SG_OK,
	 * or SG_EINVAL with the reason (then the key line leaves it out
	 * and the key is refused with the reason); NULL: every key can. */
	int (*applies)(const struct choice *c, enum action act,
	    struct sg_cause *why);
};

extern const struct model model_lower, model_split, model_take_split,
    model_hand_out, model_neighbours, model_slide, model_cut, model_list,
    model_several, model_pick, model_turn;

/* A game made of parts (model-parts.c): each part chosen on its own
 * position with its own game's models; the driver hands a choice of such
 * a game over to these. */
bool parts_game(const struct game *g);
void parts_init(struct choice *c, const struct pos *p);
void parts_reset(struct choice *c, const struct pos *p);
void parts_free(struct choice *c);
int parts_copy(struct choice *dst, const struct choice *src);
bool parts_action(struct choice *c, const struct pos *p,
    const struct choice_ev *ev, struct sg_cause *refused);
int parts_build(const struct choice *c, const struct pos *p,
    struct pos *out, struct sg_cause *why);
int parts_changes(const struct choice *c, const struct pos *p,
    const struct pos *to, struct changes *out);
void parts_keys(const struct choice *c, struct sbuf *out);
bool parts_each(const struct choice *c, const struct pos *p,
    choice_move_fn *fn, void *arg);

/* Has the model in use a key of its own for act, which can do something
 * in this game (Tab in Kayles: one or more coins)? */
bool choice_own_key(const struct choice *c, enum action act);

/* Keys the models share. */
bool choice_prev_item(struct choice *c, const struct pos *p,
    const struct choice_ev *ev);
bool choice_next_item(struct choice *c, const struct pos *p,
    const struct choice_ev *ev);
bool choice_go(struct choice *c, const struct pos *p,
    const struct choice_ev *ev);
/* Move the cursor to item i (through the model's enter). */
void choice_enter(struct choice *c, const struct pos *p, size_t i);

/* The heap keys (model-lower.c), shared by the models that take first. */
size_t model_entries(const struct choice *c, const struct pos *p);
bool model_has_stones(const struct choice *c, const struct pos *p, size_t i);
void model_take_enter(struct choice *c, const struct pos *p, size_t i);
bool model_take_more(struct choice *c, const struct pos *p,
    const struct choice_ev *ev);
bool model_take_fewer(struct choice *c, const struct pos *p,
    const struct choice_ev *ev);
bool model_take_click(struct choice *c, const struct pos *p,
    const struct choice_ev *ev);
int model_take_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why);
int model_take_build(const struct choice *c, const struct pos *p,
    struct pos *out, struct sg_cause *why);
void model_take_say(const struct choice *c, const struct pos *p,
    struct sbuf *out);

/* Refuses a move that takes more than item i's v stones. */
int model_too_few(const struct choice *c, size_t i, uint64_t v,
    struct sg_cause *why);

/* The keys of taking from the heap under the cursor, rows of a key
 * table (a model that clicks otherwise puts its click first); their
 * words are in model-lower.c, where they are marked for translation. */
extern const char model_take_keys_words[], model_take_does_words[];
#define MODEL_TAKE_KEYS \
	{ ACT_LEFT, model_take_keys_words, model_take_does_words, \
	    model_take_more }, \
	{ ACT_RIGHT, NULL, NULL, model_take_fewer }, \
	{ ACT_CLICK, NULL, NULL, model_take_click }

/* A click on unit u: a second click on the chosen unit makes the move,
 * a click elsewhere chooses it. */
bool choice_click_unit(struct choice *c, uint64_t u);

/* x kept within lo..hi; one less, stopping at 0. */
static inline uint64_t
choice_clamp(uint64_t x, uint64_t lo, uint64_t hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

static inline uint64_t
choice_dec(uint64_t x)
{
	return x > 0 ? x - 1 : 0;
}

#endif
