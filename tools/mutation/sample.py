"""sample.py — the deterministic, stratified sample of mutants: a seed and the population decide
it, nothing else.

The quota of N is spread over the files, then each file's quota over its operators (strata are
(file, operator) pairs): proportionally to the number of mutants, by largest remainder, every
stratum getting at least one while the quota allows it (so a small file or a rare operator is
never left out of a large enough sample); with fewer mutants than files, the files are drawn at
random, weighted by their size. Each stratum is sampled with its own generator, seeded by the seed
and the stratum's name, so a change in one file moves no other file's mutants unless the quotas
change. Ties are broken by a hash of the seed and the key, never by dictionary order."""
import hashlib
import random


def _tie(seed, key):
    return hashlib.sha256(f"{seed}:{key}".encode()).hexdigest()


def allocate(sizes, total, seed):
    """{key: quota} for {key: population}: sum min(total, population), each quota within its
    key's population."""
    keys = sorted(k for k, n in sizes.items() if n > 0)
    total = min(total, sum(sizes[k] for k in keys))
    quota = {k: 0 for k in sizes}
    if total <= 0:
        return quota
    if total < len(keys):
        rng = random.Random(_tie(seed, "draw"))
        pool = list(keys)
        for _ in range(total):
            k = rng.choices(pool, weights=[sizes[x] for x in pool])[0]
            quota[k] = 1
            pool.remove(k)
        return quota
    for k in keys:
        quota[k] = 1
    left = total - len(keys)
    while left > 0:
        room = {k: sizes[k] - quota[k] for k in keys if sizes[k] > quota[k]}
        weight = sum(room.values())
        shares = {k: left * room[k] / weight for k in room}
        given = {k: min(int(shares[k]), room[k]) for k in room}
        rest = left - sum(given.values())
        order = sorted(room, key=lambda k: (-(shares[k] - int(shares[k])), _tie(seed, k)))
        for k in order:
            if rest <= 0:
                break
            if given[k] < room[k]:
                given[k] += 1
                rest -= 1
        for k, g in given.items():
            quota[k] += g
        left -= sum(given.values())
    return quota


def sample(mutants, total, seed):
    """The sample: a list of mutants, in an order shuffled by the seed (so the progress line's
    rate is representative from the start)."""
    by_file = {}
    for m in mutants:
        by_file.setdefault(m.file, {}).setdefault(m.operator, []).append(m)
    files = allocate({f: sum(len(v) for v in ops.values()) for f, ops in by_file.items()},
                     total, seed)
    chosen = []
    for f in sorted(by_file):
        ops = by_file[f]
        per_op = allocate({o: len(v) for o, v in ops.items()}, files[f], f"{seed}/{f}")
        for o in sorted(ops):
            if per_op[o]:
                pool = sorted(ops[o], key=lambda m: m.id)
                chosen.extend(random.Random(_tie(seed, f"{f}/{o}")).sample(pool, per_op[o]))
    chosen.sort(key=lambda m: m.id)
    random.Random(_tie(seed, "order")).shuffle(chosen)
    return chosen
