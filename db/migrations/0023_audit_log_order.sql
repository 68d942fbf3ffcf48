-- The audit log lists entries in the order they were written, not in the order their transactions
-- began. An entry's `at` was the start of its transaction (now()), so of twenty balance changes of one
-- member queued on that member's row lock, an entry written later could carry an earlier time, and
-- the list's 'newest first' did not chain each change's 'from' to the previous 'to'. The identity `id`
-- is drawn when the entry is inserted, after the locks its action took, so for entries about one
-- subject its order is the order of their commits: the list is ordered by it. `at` becomes the time
-- the entry was written (clock_timestamp()), so the times shown agree with that order.

alter table public.audit_log alter column at set default clock_timestamp();

drop index public.audit_log_at_idx;
-- For the list's from/to filters.
create index audit_log_at_idx on public.audit_log (at);

drop index public.audit_log_subject_idx;
create index audit_log_subject_idx on public.audit_log (subject_type, subject_id, id desc);
