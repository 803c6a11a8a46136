"""Owns BF-PAIR's "first rematch-free pairing in backtracking order" (FR.3.2.1~p1;
docs/engines/bushiroad-floor.md, "pair"), computed in polynomial time.

The page: in the order given, the first unpaired fighter takes the earliest unpaired fighter it
has not met *such that the rest can still be paired without rematches*; when no rematch-free
pairing exists at all, the caller pairs in order.  A depth-first backtracking search returns
exactly this pairing, but may take exponential time on a large event.  Here every "can the rest
still be paired" is decided exactly instead: the graph joins two fighters who have not met, and
a perfect matching of the fighters still unpaired is kept as a witness.

- Choosing the table (a, b) removes a, b and, unless the witness already pairs them, leaves
  their two witness partners a2, b2 unmatched.  The rest has a perfect matching if and only if
  there is an augmenting path between a2 and b2 (Berge: a matching is maximum iff it has no
  augmenting path; a2 and b2 are its only exposed fighters), and one search of Edmonds' blossom
  algorithm from a2 finds such a path whenever one exists.  So each candidate costs at most one
  O(n²) search, usually none (a2 and b2 have not met), and the witness partner of a is always
  a feasible candidate: at most n/2 tables × n candidates × one search, never exponential.
- The first witness is a greedy matching completed by one search from each exposed fighter; a
  search that fails proves there is no perfect matching (its symmetric difference with a
  perfect one would contain an augmenting path from that fighter).
"""

from collections import deque


def first_pairing(order, met):
    """The tables [[a, b], …] of the first rematch-free pairing of `order` (a list of names of
    even length) in backtracking order, or None when no rematch-free pairing exists.
    met: name -> set of names already met."""
    n = len(order)
    if n % 2:
        raise ValueError("an odd number of fighters to pair")
    if n == 0:
        return []
    index = {name: i for i, name in enumerate(order)}
    adj = []
    for i, name in enumerate(order):
        row = bytearray(b"\x01") * n
        row[i] = 0
        for other in met.get(name, ()):
            j = index.get(other)
            if j is not None:
                row[j] = 0
        adj.append(row)
    alive = list(range(n))
    match = _initial_witness(adj, alive)
    if match is None:
        return None
    tables = []
    while alive:
        a = alive[0]
        for b in alive[1:]:
            if not adj[a][b]:
                continue
            repaired = _without(adj, alive, match, a, b)
            if repaired is not None:
                match = repaired
                break
        else:                                    # unreachable: match[a] is always feasible
            raise AssertionError("the witness lost its partner of %s" % order[a])
        tables.append([order[a], order[b]])
        alive = [x for x in alive if x != a and x != b]
    return tables


def _initial_witness(adj, alive):
    """A perfect matching of `alive` (list match[i], -1 outside), or None when none exists."""
    match = [-1] * len(adj)
    for i in alive:
        if match[i] == -1:
            for j in alive:
                if j != i and match[j] == -1 and adj[i][j]:
                    match[i], match[j] = j, i
                    break
    for i in alive:
        if match[i] == -1 and not _augment(adj, alive, match, i):
            return None
    return match


def _without(adj, alive, match, a, b):
    """The witness repaired for `alive` less the table (a, b), or None when the rest has no
    perfect matching.  `match` is left unchanged."""
    m = list(match)
    if m[a] == b:
        m[a] = m[b] = -1
        return m
    a2, b2 = m[a], m[b]
    for x in (a, b, a2, b2):
        m[x] = -1
    if adj[a2][b2]:
        m[a2], m[b2] = b2, a2
        return m
    rest = [x for x in alive if x != a and x != b]
    return m if _augment(adj, rest, m, a2) else None


def _augment(adj, alive, match, root):
    """Edmonds' blossom search for an augmenting path from the exposed `root` inside `alive`;
    flips it into `match` and returns True, or returns False when there is none."""
    n = len(adj)
    parent = [-1] * n
    base = list(range(n))
    used = [False] * n
    used[root] = True
    queue = deque([root])

    def lca(x, y):
        seen = [False] * n
        while True:
            x = base[x]
            seen[x] = True
            if match[x] == -1:
                break
            x = parent[match[x]]
        while True:
            y = base[y]
            if seen[y]:
                return y
            y = parent[match[y]]

    def mark_path(v, b, child, blossom):
        while base[v] != b:
            blossom[base[v]] = blossom[base[match[v]]] = True
            parent[v] = child
            child = match[v]
            v = parent[match[v]]

    while queue:
        v = queue.popleft()
        row = adj[v]
        for to in alive:
            if not row[to] or base[v] == base[to] or match[v] == to:
                continue
            if to == root or (match[to] != -1 and parent[match[to]] != -1):
                cur = lca(v, to)
                blossom = [False] * n
                mark_path(v, cur, to, blossom)
                mark_path(to, cur, v, blossom)
                for i in alive:
                    if blossom[base[i]]:
                        base[i] = cur
                        if not used[i]:
                            used[i] = True
                            queue.append(i)
            elif parent[to] == -1:
                parent[to] = v
                if match[to] == -1:
                    while to != -1:
                        pv = parent[to]
                        nxt = match[pv]
                        match[to], match[pv] = pv, to
                        to = nxt
                    return True
                used[match[to]] = True
                queue.append(match[to])
    return False
