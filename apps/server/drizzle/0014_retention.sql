ALTER TABLE "businesses" ADD COLUMN "retention_days" integer;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "retention_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_retention_days_check" CHECK ("businesses"."retention_days" is null or "businesses"."retention_days" between 30 and 3650);