/* cards.c — a card's information read from setup.cards[id] (ch. 2): its type (2-2), name (2-6),
 * attributes (2-3 … 2-5, the words of the tables of chapter 11), parameters (1-3-2, 2-7 …
 * 2-11: a number or 「-」), an event card's play-timing icons (2-12), the printed fields with
 * no game meaning (2-15 … 2-18) and its skills (2-13, part 2 of the vocabulary). */
#include "engine/haikyu_break/setup/setup.h"
#include "engine/haikyu_break/effects/effects.h"

#include <string.h>

/* Table 1 (11-1-1): the affiliations, as printed. */
static const char *const affiliations[] = {
    "烏野", "音駒", "MSBY ブラックジャッカル", "仙台フロッグス", "雪ヶ丘中",
    "青葉城西", "梟谷", "シュバイデン アドラーズ", "日脚自動車ライオンズ", "北川第一中",
    "常波", "生川", "立花Red falcons", "たまでんエレファント", "千鳥山中",
    "伊達工業", "森然", "Azuma Pharmacy グリーンロケッツ", "東海重工エスベランツァ", "泉館中",
    "白鳥沢", "稲荷崎", "EJP(東日本製紙)RAIJIN", "ヨツヤモーターズピリッツ", "長虫中",
    "扇南", "鷗台", "大日本電鉄ウオリアーズ", "静岡Penectジャガーズ", "西光台中",
    "角川", "井闌山", "VC神奈川", "キンイロスポーツジャンパーズ", "光仙学園中",
    "条善寺", "椿原", "DESEO ホーネッツ", "光新薬レッドラビッツ", "白鳥沢中等部",
    "和久谷南", "早流川工業", "加持ワイルド・ドッグス", "音駒中",
    "白水館", "戸美", "日本代表",
    "烏野女子", "猿坂", "アルゼンチン代表",
    "新山女子", "Asas São Paulo",
    "町内会", "Ifviga Torino", NULL};
/* Table 2 (11-2-1): the grades. */
static const char *const grades[] = {"1年", "2年", "3年", "OB", "OG", NULL};
/* Table 3 (11-3-1): the positions. */
static const char *const positions[] = {"WS", "MB", "S", "Li", "OH", "OP", "監督", "元監督",
                                        "コーチ", "マネージャー", "応援団長", "マスコット", "応援団",
                                        NULL};

/* Table 3's words from 監督 on name no volleyball position (2-5-3). */
bool hb_staff_position(const char *word)
{
    int k = eng_enum_index(positions, word);
    return k >= eng_enum_index(positions, "監督");
}

bool hb_table_word(int attr, const char *word)
{
    const char *const *t = attr == HB_AFF ? affiliations : attr == HB_GRADE ? grades : positions;
    return eng_enum_index(t, word) >= 0;
}

static int read_attr(hb_game *g, const json_t *info, int attr, const char *what, const json_t **out)
{
    const json_t *v = json_object_get(info, hb_attr_names[attr]);
    *out = NULL;
    if (!v)
        return 0;
    if (!json_is_array(v))
        return eng_error(g->run, "%s.%s: an array of words expected", what, hb_attr_names[attr]);
    for (size_t i = 0; i < json_array_size(v); i++) {
        const char *w = json_string_value(json_array_get(v, i));
        if (!w || !hb_table_word(attr, w))
            return eng_error(g->run, "%s.%s[%zu]: not a word of table %d (11-%d-1)", what,
                             hb_attr_names[attr], i, attr + 1, attr + 1);
    }
    *out = v;
    return 0;
}

static int read_param(hb_game *g, const json_t *info, int p, const char *what, hb_param *out)
{
    const json_t *v = json_object_get(info, hb_param_names[p]);
    *out = (hb_param){0, true};
    if (!v)
        return 0;
    if (json_is_string(v) && strcmp(json_string_value(v), "-") == 0) {
        out->has = false;                /* 1-3-2-1: the card has no such parameter */
        return 0;
    }
    if (!json_is_integer(v) || json_integer_value(v) > ENG_INT_MAX ||
        json_integer_value(v) < -ENG_INT_MAX)
        return eng_error(g->run, "%s.%s: an integer or \"-\" expected", what, hb_param_names[p]);
    out->v = (long)json_integer_value(v);
    return 0;
}

int hb_read_card(hb_game *g, int card, const json_t *info, const char *what)
{
    static const char *const keys[] = {"type", "name", "affiliation", "grade", "position",
                                       "serve", "block", "receive", "toss", "attack", "timing",
                                       "number", "rarity", "illustrator", "copyright", "skills",
                                       NULL};
    static const char *const types[] = {"character", "event", NULL};
    static const char *const icons[] = {"serve", "block", "draw", "receive", "toss", "attack",
                                        NULL};
    static const hb_phase icon_phase[] = {HB_PH_SERVE, HB_PH_BLOCK, HB_PH_DRAW, HB_PH_RECEIVE,
                                          HB_PH_TOSS, HB_PH_ATTACK};
    hb_card *c = &g->c[card];
    if (!json_is_object(info))
        return eng_error(g->run, "%s: an object expected", what);
    int type = HB_T_CHARACTER;
    const char *name = tcg_id(&g->t, card);
    if (eng_only_keys(g->run, info, what, keys) != 0 ||
        eng_get_enum(g->run, info, "type", what, false, types, &type) != 0 ||
        eng_get_string(g->run, info, "name", what, false, &name) != 0)
        return -1;
    c->type = type;
    c->name = name;
    for (int a = 0; a < HB_NATTRS; a++)
        if (read_attr(g, info, a, what, &c->attr[a]) != 0)
            return -1;
    for (int p = 0; p < HB_NPARAMS; p++) {
        if (type == HB_T_EVENT && json_object_get(info, hb_param_names[p]))
            return eng_error(g->run, "%s: an event card has no %s point (1-3-2)", what,
                             hb_param_names[p]);
        if (read_param(g, info, p, what, &c->param[p]) != 0)
            return -1;
    }
    const json_t *timing = json_object_get(info, "timing");
    if (timing && type != HB_T_EVENT)
        return eng_error(g->run, "%s: play-timing icons are an event card's (2-12-2)", what);
    if (timing && !json_is_array(timing))
        return eng_error(g->run, "%s.timing: an array expected", what);
    for (size_t i = 0; i < json_array_size(timing); i++) {
        int k = eng_enum_index(icons, json_string_value(json_array_get(timing, i)));
        if (k < 0)
            return eng_error(g->run, "%s.timing[%zu]: one of serve, block, draw, receive, toss, "
                             "attack expected", what, i);
        c->timing |= 1u << icon_phase[k];
    }
    static const char *const meaningless[] = {"number", "rarity", "illustrator", "copyright"};
    for (size_t i = 0; i < 4; i++) {
        const char *s;
        if (eng_get_string(g->run, info, meaningless[i], what, false, &s) != 0)
            return -1;
    }
    /* rarity, illustrator and copyright are read and play no part (2-16-2, 2-17-2, 2-18-2) */
    if (json_object_get(info, "rarity"))
        RULE(g->run, "2-16-2");
    if (json_object_get(info, "illustrator"))
        RULE(g->run, "2-17-2");
    if (json_object_get(info, "copyright"))
        RULE(g->run, "2-18-2");
    char path[256];
    eng_format(path, sizeof path, "%s.skills", what);
    return hb_parse_skills(g, card, json_object_get(info, "skills"), path, &c->skills,
                           &c->nskills);
}
