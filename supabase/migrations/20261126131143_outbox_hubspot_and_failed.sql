-- Written by server/db/supabase-migrations.ts from server/db/migrations/0002_outbox_hubspot_and_failed.sql; do not edit.
ALTER TABLE "outbox_jobs" DROP CONSTRAINT "outbox_jobs_channel_known";--> statement-breakpoint
ALTER TABLE "outbox_jobs" DROP CONSTRAINT "outbox_jobs_status_known";--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD CONSTRAINT "outbox_jobs_channel_known" CHECK ("outbox_jobs"."channel" in ('email', 'webhook', 'hubspot'));--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD CONSTRAINT "outbox_jobs_status_known" CHECK ("outbox_jobs"."status" in ('pending', 'sent', 'dead', 'failed'));
