/* parse.c — the strict reading of the instructions of an effect when a card is read
 * (docs/engines/nivel-arena.md, part 2): each instruction an object with one action key and the
 * modifiers that action allows, a "then" never first; anything else is a case error naming the
 * card. */
#include "engine/nivel_arena/setup/setup.h"

#include <string.h>

static const char *const actions[] = {"draw", "damage", "power", "hit", "trash", "hand",
                                      "level", "size", "then", "lose", "win", "look", "reveal",
                                      NULL};
static const char *const whos[] = {"self", "opponent", "each", NULL};
static const char *const targets[] = {"this", "opponent-unit", "own-unit", "opponent-units",
                                      "own-units", NULL};
static const char *const untils[] = {"battle", "turn", "game", NULL};

static int check_one(na_game *g, const json_t *in, const char *what)
{
    static const char *const keys[] = {"draw", "damage", "power", "hit", "trash", "hand",
                                       "level", "size", "then", "lose", "win", "look", "reveal",
                                       "upto", "who", "to", "target", "until", NULL};
    if (!json_is_object(in) || eng_only_keys(g->run, in, what, keys) != 0)
        return json_is_object(in) ? -1 : eng_error(g->run, "%s: an instruction is an object",
                                                   what);
    int n = 0, act = -1;
    for (int i = 0; actions[i]; i++)
        if (json_object_get(in, actions[i])) {
            n++;
            act = i;
        }
    if (n != 1)
        return eng_error(g->run, "%s: an instruction has exactly one of draw, damage, power, "
                         "hit, trash, hand, level, size, then, lose, win, look, reveal", what);
    const char *a = actions[act];
    int e;
    long v;
    bool b;
    if (strcmp(a, "then") == 0)
        return na_check_instrs(g, json_object_get(in, "then"), what);
    if (strcmp(a, "trash") == 0)
        return eng_get_enum(g->run, in, "trash", what, true, targets, &e);
    if (strcmp(a, "hand") == 0) {
        const char *h = json_string_value(json_object_get(in, "hand"));
        if (!h || strcmp(h, "this") != 0)
            return eng_error(g->run, "%s: \"hand\" moves \"this\" card", what);
        return 0;
    }
    if (strcmp(a, "lose") == 0)
        return eng_get_enum(g->run, in, "lose", what, true, whos, &e);
    if (strcmp(a, "win") == 0)
        return eng_get_enum(g->run, in, "win", what, true, whos, &e);
    long lo = strcmp(a, "draw") == 0 || strcmp(a, "damage") == 0 || strcmp(a, "look") == 0
                      || strcmp(a, "reveal") == 0 ? 0 : -ENG_INT_MAX;
    if (eng_get_int(g->run, in, a, what, true, lo, ENG_INT_MAX, &v) != 0
        || eng_get_bool(g->run, in, "upto", what, &b) != 0
        || eng_get_enum(g->run, in, "who", what, false, whos, &e) != 0
        || eng_get_enum(g->run, in, "to", what, false, whos, &e) != 0
        || eng_get_enum(g->run, in, "target", what, false, targets, &e) != 0
        || eng_get_enum(g->run, in, "until", what, false, untils, &e) != 0)
        return -1;
    return 0;
}

int na_check_instrs(na_game *g, const json_t *v, const char *what)
{
    if (!json_is_array(v))
        return eng_error(g->run, "%s: an effect is an array of instructions", what);
    if (json_object_get(json_array_get(v, 0), "then"))
        return eng_error(g->run, "%s: \"then\" (8.3.2) follows an instruction: no effect and no "
                         "\"then\" begins with one", what);
    for (size_t i = 0; i < json_array_size(v); i++)
        if (check_one(g, json_array_get(v, i), what) != 0)
            return -1;
    return 0;
}
