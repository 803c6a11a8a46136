/* rulemarks.h — where the reference engine implements each clause: the RULE("id") marks of
 * engine/<doc>/ (the document's slug with '-' written '_'), found by reading the sources, so a
 * report can send its reader from a clause to the code (DESIGN.md, contract 5). */
#ifndef ORACLE_RULEMARKS_H
#define ORACLE_RULEMARKS_H

#include <jansson.h>

/* {clause id: ["engine/fusion_world/fw_battle.c:123", …]} for document `slug`, the marks in
 * file-name then line order, paths relative to `root` (the repository root). An empty object
 * when the engine has no folder for the document or the sources are not there. */
json_t *rulemarks_scan(const char *root, const char *slug);

#endif
