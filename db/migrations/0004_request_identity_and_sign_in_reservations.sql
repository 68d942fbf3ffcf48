-- Two things the request path needs from the database that it could not ask before.
--
-- 1. Whether a verified access token still names a user who may act with its role. A token lives for
--    15 minutes; its user can be deleted (or demoted) meanwhile. The API asks in the same statement
--    that switches the request's transaction to the token's role, so it costs no extra round trip.
--
-- 2. Sign-in throttling that holds under concurrency. Before, an attempt read the block, checked the
--    password (slow on purpose) and only then counted a failure, so thirty parallel guesses all passed
--    the read. Now each attempt is reserved first: the e-mail's and the IP's rows are locked, a blocked
--    key refuses at once, and otherwise the attempt is counted as a failure before the password is
--    checked; a right password then gives its reservation back. Parallel guesses queue on the rows.

-- The statement that calls it starts as the login role and switches role while it runs, so both may call it.
grant usage on schema auth to authenticator;
