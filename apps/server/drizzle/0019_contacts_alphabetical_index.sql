DROP INDEX "contacts_business_name_idx";--> statement-breakpoint
CREATE INDEX "contacts_business_alphabetical_idx" ON "contacts" USING btree ("business_id","search_name",lower("name"),"id");