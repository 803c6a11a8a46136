/* zones.h — moves between zones (3-1-5: a moved card is a new card, except between court areas,
 * 3-1-5-1; the move counts once the card is placed, 8-4-2), the court's stacks (a card placed on
 * an occupied area goes on top and the card below becomes a gut, 8-3; a character leaving alone
 * leaves its guts, the nearest becoming the character, 1-2-15-3), the block area's centre and
 * side blockers (3-6), and last-known information (6-4). */
#ifndef HB_ZONES_H
#define HB_ZONES_H

#include "engine/haikyu_break/hb.h"

/* The information a card had where it was last seen (6-4-2). */
typedef struct hb_lki {
    hb_param param[HB_NPARAMS];  /* with the continuous effects applied */
    int zone, player;
    bool public_zone;
} hb_lki;

/* Move `card` to `player`'s `zone` at `pos` (TCG_TOP, TCG_BOTTOM, TCG_DEFAULT): a court zone
 * places it on top of that area's stack (8-3; the block area's centre stack). A move
 * to a drop may be replaced (6-11): *moved says whether the card moved. Raises the `move`
 * event's triggers. */
int hb_move(hb_game *g, int card, int player, int zone, long pos, const char *cause,
            bool *moved);
/* The same as `role` in a court area (HB_ROLE_SIDE: a side blocker), without replacements. */
int hb_move_role(hb_game *g, int card, int player, int zone, long pos, int role,
                 const char *cause);
/* The same without replacements (the rules' own moves that no skill replaces: setup, a draw). */
int hb_move_plain(hb_game *g, int card, int player, int zone, long pos, const char *cause);
/* Put `card` on top of `player`'s area `zone` without a zone event (a card already there, a
 * gut appearing in its own area, 1-4-5-3), as a character of `role` in the block area. */
void hb_to_top(hb_game *g, int card, int player, int zone, int role);
/* The card stops being a character (it becomes a gut): the effects on it end (0-2-11, 6-10-3,
 * 8-3-1-2). */
void hb_no_longer_character(hb_game *g, int card);
/* Take the card's last-known information as it is now. */
void hb_lki_take(hb_game *g, int card);
const hb_lki *hb_lki_of(const hb_game *g, int card, unsigned inc);
/* Whether a zone is public (3-1-4): a face-up set card counts as public (3-11-3). */
bool hb_public_zone(int zone);

#endif
