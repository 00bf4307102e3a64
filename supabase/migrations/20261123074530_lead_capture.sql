-- Written by server/db/supabase-migrations.ts from server/db/migrations/0000_lead_capture.sql; do not edit.
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"fields" jsonb NOT NULL,
	"email" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"page" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"utm_term" text,
	"utm_content" text,
	"referrer" text,
	"spam" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"request_fingerprint" text,
	CONSTRAINT "leads_form_type_known" CHECK ("leads"."form_type" in ('contact-sales', 'contact-message'))
);
--> statement-breakpoint
CREATE TABLE "outbox_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lead_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_jobs_channel_known" CHECK ("outbox_jobs"."channel" in ('email', 'webhook')),
	CONSTRAINT "outbox_jobs_status_known" CHECK ("outbox_jobs"."status" in ('pending', 'sent', 'dead'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_jobs" ADD CONSTRAINT "outbox_jobs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_form_type_idempotency_key_unique" ON "leads" USING btree ("form_type","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_email_idx" ON "leads" USING btree ("email");--> statement-breakpoint
CREATE INDEX "leads_received_at_idx" ON "leads" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "outbox_jobs_due_idx" ON "outbox_jobs" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_jobs_lead_id_idx" ON "outbox_jobs" USING btree ("lead_id");

-- The Data API's roles may not touch these tables.
REVOKE ALL ON TABLE "leads" FROM anon, authenticated;
REVOKE ALL ON TABLE "outbox_jobs" FROM anon, authenticated;
REVOKE ALL ON TABLE "rate_limit_buckets" FROM anon, authenticated;
