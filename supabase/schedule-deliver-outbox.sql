-- Runs deliver-outbox every minute, as Supabase documents for scheduled functions: pg_cron starts the job, pg_net
-- makes the HTTP call, and Supabase Vault keeps the project's URL and the function's secret out of the job's text.
-- Run once in the project's SQL editor (or `psql "$DATABASE_URL" -f supabase/schedule-deliver-outbox.sql`) after
-- replacing the two values below; the README's "Deploy on Supabase" section says where they come from.
-- Not a migration: it holds a secret, and a fresh local database has neither pg_cron nor pg_net.

create extension if not exists pg_cron;
create extension if not exists pg_net with schema extensions;

select vault.create_secret('https://YOUR-PROJECT-REF.supabase.co', 'northstar_project_url');
select vault.create_secret('THE-OUTBOX_SECRET-YOU-SET-ON-THE-FUNCTIONS', 'northstar_outbox_secret');

select cron.schedule(
  'northstar-deliver-outbox',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'northstar_project_url')
      || '/functions/v1/deliver-outbox',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'northstar_outbox_secret')
    ),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
  $$
);

-- To stop it: select cron.unschedule('northstar-deliver-outbox');
