/* rulemarks.c — build/tools/rulemarks: the table of an engine module's RULE() marks, read from
 * its sources at build time (the Makefile runs it for every engine/<game>/ folder), so that the
 * oracle learns where the reference engine implements each clause from the module itself
 * (engine.h, eng_module.marks) and never reads engine sources.
 *
 *   rulemarks SYMBOL FILE...   writes to stdout a C file defining
 *                              const eng_mark SYMBOL[] = {{"8-4-6", "FILE", LINE}, …, {0}};
 *
 * A mark is `RULE(run, "id")` in code; every string literal of its second argument counts
 * (`RULE(g->run, cond ? "16-3-3-1" : "16-3-3-2")` is two marks on one line), but for those
 * inside parentheses there (`RULE(g->run, has(x, "color") ? "1-4-5-2" : "1-4-5-1")`). Comments, string
 * literals and character constants are skipped, so a RULE( inside them is no mark. Files are
 * read in the order given (the Makefile sorts them), marks in line order within a file. Exit
 * status 2 with a message naming file and line for a mark whose id is not a literal, 1 when a
 * file cannot be read. */
#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct scan {
    const char *file;
    const char *s, *end;
    long line;
} scan;

static bool ident_char(char c)
{
    return isalnum((unsigned char)c) || c == '_';
}

/* Skip the comment, string or character constant at x->s, if any; true when skipped. */
static bool skip_opaque(scan *x)
{
    const char *s = x->s;
    if (s + 1 < x->end && s[0] == '/' && s[1] == '*') {
        for (s += 2; s + 1 < x->end && !(s[0] == '*' && s[1] == '/'); s++)
            x->line += *s == '\n';
        x->s = s + 2 <= x->end ? s + 2 : x->end;
        return true;
    }
    if (s + 1 < x->end && s[0] == '/' && s[1] == '/') {
        while (s < x->end && *s != '\n')
            s++;
        x->s = s;
        return true;
    }
    if (*s == '"' || *s == '\'') {
        char q = *s++;
        while (s < x->end && *s != q && *s != '\n')
            s += (*s == '\\' && s + 1 < x->end) ? 2 : 1;
        x->s = s < x->end && *s == q ? s + 1 : s;
        return true;
    }
    return false;
}

/* Print the string literal at x->s (its opening quote) as a table entry. */
static void emit(scan *x, const char *lit, size_t len)
{
    printf("    {\"%.*s\", \"%s\", %ld},\n", (int)len, lit, x->file, x->line);
}

/* The arguments of a RULE( whose '(' x->s is just past: the literals after the first top-level
 * comma, up to the matching ')'. Returns the number of literals, -1 when the mark is broken. */
static int read_mark(scan *x)
{
    int depth = 0, literals = 0;
    bool second = false;
    while (x->s < x->end) {
        char c = *x->s;
        if (c == '"' && second && depth == 0) {
            const char *lit = x->s + 1, *q = lit;
            while (q < x->end && *q != '"' && *q != '\n' && *q != '\\')
                q++;
            if (q >= x->end || *q != '"' || q == lit)
                return -1;
            emit(x, lit, (size_t)(q - lit));
            literals++;
            x->s = q + 1;
            continue;
        }
        if (skip_opaque(x))
            continue;
        if (c == '\n')
            x->line++;
        else if (c == '(')
            depth++;
        else if (c == ')' && depth-- == 0) {
            x->s++;
            return literals;
        } else if (c == ',' && depth == 0)
            second = true;
        x->s++;
    }
    return -1;
}

static int scan_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "rulemarks: %s: cannot read\n", path);
        return 1;
    }
    size_t cap = 1 << 16, n = 0;
    char *text = malloc(cap);
    size_t got;
    while (text && (got = fread(text + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap)
            text = realloc(text, cap *= 2);
    }
    fclose(f);
    if (!text) {
        fputs("rulemarks: out of memory\n", stderr);
        return 1;
    }
    scan x = {.file = path, .s = text, .end = text + n, .line = 1};
    int rc = 0;
    while (x.s < x.end && rc == 0) {
        if (skip_opaque(&x))
            continue;
        if (*x.s == '\n') {
            x.line++;
            x.s++;
            continue;
        }
        if (x.end - x.s > 5 && memcmp(x.s, "RULE(", 5) == 0 &&
            (x.s == text || !ident_char(x.s[-1]))) {
            long line = x.line;
            x.s += 5;
            if (read_mark(&x) <= 0) {
                fprintf(stderr, "rulemarks: %s:%ld: a RULE() mark's id must be a string literal "
                                "(or a choice between literals)\n", path, line);
                rc = 2;
            }
            continue;
        }
        x.s++;
    }
    free(text);
    return rc;
}

int main(int argc, char **argv)
{
    if (argc < 2 || strcmp(argv[1], "--help") == 0) {
        fputs("usage: rulemarks SYMBOL FILE...\n"
              "Writes on stdout a C table of the RULE() marks of FILE..., named SYMBOL.\n", stderr);
        return argc < 2 ? 2 : 0;
    }
    printf("/* Generated by tools/rulemarks.c from the RULE() marks of its sources: do not edit. */\n"
           "#include \"engine/engine.h\"\n\n"
           "const eng_mark %s[] = {\n", argv[1]);
    int rc = 0;
    for (int i = 2; i < argc; i++) {
        int r = scan_file(argv[i]);
        if (r > rc)
            rc = r;
    }
    puts("    {0},\n};");
    return rc;
}
