DROP INDEX "audit_log_business_idx";--> statement-breakpoint
CREATE INDEX "businesses_name_idx" ON "businesses" USING btree (lower("name"),"id");--> statement-breakpoint
CREATE INDEX "audit_log_business_idx" ON "audit_log" USING btree ("business_id","created_at","id");