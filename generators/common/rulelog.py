"""Owns the log of a model's run that attribution reads (common/attribution.py): the order in
which the run applies clauses and observes things.  Each clause applied is logged with the step
being played and how many observations (events, rejections, legal sets) came before it; each
event and rejection records how many came before it.  The clauses applied since the previous
observation are the ones that produced an observation (its "window").  A clause that decides one
field of the next event only (the source of a damage, not its amount) is logged for that field
(`log_field_rules`): the field's check names it, the event's other checks do not."""


class RuleLog:
    """A mixin of a document's model: `init_log` first; `log_rules` where the model records its
    trace, `log_event`, `log_rejection` and `log_legal` where it observes."""

    def init_log(self):
        self.rule_log = []        # (step, observations before it, clause)
        self.seen = 0             # observations so far
        self.event_seen = []      # per event: observations before it
        self.rejection_seen = []  # per rejection: observations before it
        self.event_fields = []    # per event: {field: clauses that decide that field only}
        self.pending_fields = {}

    def log_rules(self, step, clauses):
        for c in clauses:
            self.rule_log.append((step, self.seen, c))

    def log_field_rules(self, field, clauses):
        self.pending_fields.setdefault(field, set()).update(clauses)

    def log_event(self):
        self.event_seen.append(self.seen)
        self.event_fields.append(self.pending_fields)
        self.pending_fields = {}
        self.seen += 1

    def log_rejection(self):
        self.rejection_seen.append(self.seen)
        self.seen += 1

    def log_legal(self):
        self.seen += 1

    def logged_between(self, seen):
        """The clauses applied after `seen` observations and before the next one."""
        return {c for _, n, c in self.rule_log if n == seen}

    def at_step(self, step):
        """The clauses applied while `step` was played."""
        return {c for s, _, c in self.rule_log if s == step}
