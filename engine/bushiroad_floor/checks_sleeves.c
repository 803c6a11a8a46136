/* checks_sleeves.c — whether a fighter's sleeves may be used (FR.2.3.1~p5, ~p6 with ~b2–b4,
 * FR.2.3.6~p2 for Shadowverse EVOLVE's other parts, FR.2.3.8~p1 for hololive's three decks) and
 * which layers are not recommended (FR.2.3.1~p8: 6 mm or more larger than what they cover).
 * Layers are listed from the innermost out (BF-SLEEVE-ABOVE: "above" is anywhere outside). */
#include "floor_conduct.h"

#include <string.h>

static const char *const sleeve_keys[] = {"do", "event", "game", "card", "layers", "parts", NULL};
static const char *const size_keys[] = {"width", "height", NULL};
static const char *const layer_keys[] = {"kind", "width", "height", NULL};
static const char *const events[] = {"official", "authorized", NULL};
static const char *const kinds[] = {"clear", "partly-opaque", "opaque-plain", "opaque-art", NULL};
enum { CLEAR, PARTLY, PLAIN, ART };

typedef struct layer {
    int kind;
    int64_t w, h;
} layer;

static int read_size(bf_tournament *t, const json_t *o, const char *const *keys, layer *out)
{
    const char *what = "check-sleeves";
    if (!json_is_object(o))
        return eng_error(t->run, "check-sleeves: sizes must be objects");
    return (eng_only_keys(t->run, o, what, keys) != BF_OK ||
            eng_get_int(t->run, o, "width", what, true, 1, ENG_INT_MAX, &out->w) != BF_OK ||
            eng_get_int(t->run, o, "height", what, true, 1, ENG_INT_MAX, &out->h) != BF_OK)
               ? BF_ERR
               : BF_OK;
}

static bool opaque(int kind)
{
    return kind == PLAIN || kind == ART;
}

int bf_do_check_sleeves(bf_tournament *t, const json_t *act)
{
    const char *what = "check-sleeves";
    int event = 0, game = t->conduct->game;
    layer card = {CLEAR, 0, 0};
    if (eng_only_keys(t->run, act, what, sleeve_keys) != BF_OK ||
        eng_get_enum(t->run, act, "event", what, true, events, &event) != BF_OK ||
        eng_get_enum(t->run, act, "game", what, false, bf_game_names, &game) != BF_OK ||
        read_size(t, json_object_get(act, "card"), size_keys, &card) != BF_OK)
        return BF_ERR;
    const json_t *lv = json_object_get(act, "layers"), *parts = json_object_get(act, "parts");
    if (!json_is_array(lv) || json_array_size(lv) > 64)
        return eng_error(t->run, "check-sleeves: \"layers\" must be an array of layers");
    if (parts && !json_is_object(parts))
        return eng_error(t->run, "check-sleeves: \"parts\" must be an object");
    layer l[64];
    size_t n = json_array_size(lv);
    for (size_t i = 0; i < n; i++) {
        const json_t *o = json_array_get(lv, i);
        if (read_size(t, o, layer_keys, &l[i]) != BF_OK ||
            eng_get_enum(t->run, o, "kind", what, true, kinds, &l[i].kind) != BF_OK)
            return BF_ERR;
    }
    const char *key;
    json_t *v;
    json_object_foreach((json_t *)parts, key, v)
        if (!json_is_string(v) && !json_is_null(v))
            return eng_error(t->run, "check-sleeves: \"parts\".%s must be a design or null",
                             key);
    json_t *viol = json_array();
    RULE(t->run, "FR.2.3.1~p6");  /* 以下の項目を満たすスリーブは原則として使用できません */
    RULE(t->run, "FR.2.3.1~b2");  /* 4重以上の多重スリーブ */
    if (n >= 4)
        json_array_append_new(viol, json_string("FR.2.3.1~b2"));
    bool b3 = false, b4 = false;
    for (size_t i = 0; i < n; i++)
        for (size_t j = i + 1; j < n; j++) {
            b3 = b3 || (opaque(l[i].kind) && l[j].kind == PARTLY);
            b4 = b4 || (l[i].kind == ART && opaque(l[j].kind));
        }
    RULE(t->run, "FR.2.3.1~b3");  /* 不透明なスリーブの上に…一部が不透明なスリーブ */
    if (b3)
        json_array_append_new(viol, json_string("FR.2.3.1~b3"));
    RULE(t->run, "FR.2.3.1~b4");  /* 無地でない不透明なスリーブの上に、不透明なスリーブ */
    if (b4)
        json_array_append_new(viol, json_string("FR.2.3.1~b4"));
    RULE(t->run, "FR.2.3.1~p5");  /* 公式大会に於いて…原則としてカードにスリーブを使用する必要 */
    bool required = event == 0 || t->conduct->authorized_sleeves_required;
    bool unsleeved = n == 0;
    if (game == BF_GAME_SVE && parts)
        RULE(t->run, "FR.2.3.6~p2");  /* メインデッキ以外でのスリーブの使用は任意…統一性は求められません */
    json_object_foreach((json_t *)parts, key, v)
        if (json_is_null(v) && !(game == BF_GAME_SVE && strcmp(key, "main") != 0))
            unsleeved = true;
    if (required && unsleeved)
        json_array_append_new(viol, json_string("FR.2.3.1~p5"));
    if (game == BF_GAME_HOLOLIVE) {
        RULE(t->run, "FR.2.3.8~p1");  /* メインデッキ、エールデッキ、推しホロメン…それぞれ異なるもの */
        const char *names[3] = {"main", "cheer", "oshi"};
        bool same = false;
        for (int i = 0; i < 3; i++)
            for (int j = i + 1; j < 3; j++) {
                const char *a = json_string_value(json_object_get(parts, names[i]));
                const char *b = json_string_value(json_object_get(parts, names[j]));
                same = same || (a && b && strcmp(a, b) == 0);
            }
        if (same)
            json_array_append_new(viol, json_string("FR.2.3.8~p1"));
    }
    json_t *notrec = json_array();
    if (n > 0)
        RULE(t->run, "FR.2.3.1~p8");  /* 横・縦いずれかが6mm以上大きいスリーブは推奨しません */
    for (size_t i = 0; i < n; i++) {
        const layer *under = i == 0 ? &card : &l[i - 1];
        if (l[i].w - under->w >= 6 || l[i].h - under->h >= 6)
            json_array_append_new(notrec, json_integer((json_int_t)i));
    }
    eng_event(t->run, "sleeves", json_pack("{s:b, s:o, s:o}", "allowed", json_array_size(viol) == 0,
                                           "violations", viol, "not_recommended", notrec));
    return BF_OK;
}
