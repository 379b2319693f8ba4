DROP INDEX "areas_business_idx";--> statement-breakpoint
DROP INDEX "businesses_name_idx";--> statement-breakpoint
DROP INDEX "users_business_name_idx";--> statement-breakpoint
ALTER TABLE "areas" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(replace(translate(name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãéèêëíìîïóòôöõúùûüçý', 'AAAAAEEEEIIIIOOOOOUUUUñCYaaaaaeeeeiiiiooooouuuucy'), 'ñ', 'n' || chr(127)))) STORED;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(replace(translate(name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãéèêëíìîïóòôöõúùûüçý', 'AAAAAEEEEIIIIOOOOOUUUUñCYaaaaaeeeeiiiiooooouuuucy'), 'ñ', 'n' || chr(127)))) STORED;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sort_name" text GENERATED ALWAYS AS (lower(replace(translate(name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãéèêëíìîïóòôöõúùûüçý', 'AAAAAEEEEIIIIOOOOOUUUUñCYaaaaaeeeeiiiiooooouuuucy'), 'ñ', 'n' || chr(127)))) STORED;--> statement-breakpoint
CREATE INDEX "areas_business_idx" ON "areas" USING btree ("business_id","sort_name" collate "C",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "businesses_name_idx" ON "businesses" USING btree ("sort_name" collate "C",lower("name") collate "C","id");--> statement-breakpoint
CREATE INDEX "users_business_name_idx" ON "users" USING btree ("business_id","sort_name" collate "C",lower("name") collate "C","id");