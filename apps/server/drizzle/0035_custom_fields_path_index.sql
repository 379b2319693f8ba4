-- Custom field filters read exact key-and-value entries (jsonb_path_ops) rather than intersecting keys and values.
DROP INDEX "contacts_custom_fields_idx";--> statement-breakpoint
CREATE INDEX "contacts_custom_fields_idx" ON "contacts" USING gin ("custom_fields" jsonb_path_ops);