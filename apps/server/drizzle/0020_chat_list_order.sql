DROP INDEX "conversations_business_status_idx";--> statement-breakpoint
DROP INDEX "conversations_business_status_opened_idx";--> statement-breakpoint
DROP INDEX "conversations_contact_idx";--> statement-breakpoint
CREATE INDEX "contacts_business_id_idx" ON "contacts" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "conversations_business_ended_idx" ON "conversations" USING btree ("business_id","last_message_at","id") WHERE "conversations"."status" in ('closed', 'timed_out');--> statement-breakpoint
CREATE INDEX "conversations_assignee_ended_idx" ON "conversations" USING btree ("assigned_user_id","last_message_at","id") WHERE "conversations"."status" in ('closed', 'timed_out');--> statement-breakpoint
CREATE INDEX "conversations_business_recent_idx" ON "conversations" USING btree ("business_id","last_message_at","id","contact_id");--> statement-breakpoint
CREATE INDEX "conversations_business_status_idx" ON "conversations" USING btree ("business_id","status","last_message_at","id");--> statement-breakpoint
CREATE INDEX "conversations_business_status_opened_idx" ON "conversations" USING btree ("business_id","status","opened_at","id");--> statement-breakpoint
CREATE INDEX "conversations_contact_idx" ON "conversations" USING btree ("contact_id","last_message_at","id");