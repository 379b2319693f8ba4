ALTER TABLE "contacts" ADD COLUMN "new_number_contact_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "referral" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reaction" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "provider_raw" jsonb;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_new_number_contact_id_contacts_id_fk" FOREIGN KEY ("new_number_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;