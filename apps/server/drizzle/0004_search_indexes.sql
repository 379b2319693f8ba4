DROP INDEX "contacts_name_trgm_idx";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "search_name" text GENERATED ALWAYS AS (lower(translate(name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãéèêëíìîïóòôöõúùûüñçý', 'AAAAAEEEEIIIIOOOOOUUUUNCYaaaaaeeeeiiiiooooouuuuncy'))) STORED;--> statement-breakpoint
CREATE INDEX "contacts_search_name_trgm_idx" ON "contacts" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "conversations_business_status_opened_idx" ON "conversations" USING btree ("business_id","status","opened_at");