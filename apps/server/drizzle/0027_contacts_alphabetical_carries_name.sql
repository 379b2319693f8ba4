-- The alphabetical list's index carries the name (INCLUDE, which the schema's index builder cannot say): lower(name)
-- is in it only as an expression, and PostgreSQL reads an index alone only when it holds the columns themselves.
-- A later page then skips its earlier contacts in the index instead of reading each from the table.
DROP INDEX "contacts_business_alphabetical_idx";--> statement-breakpoint
CREATE INDEX "contacts_business_alphabetical_idx" ON "contacts" USING btree ("business_id","search_name",lower("name"),"id") INCLUDE ("name");
