ALTER TABLE "contacts" ADD COLUMN "opt_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "opt_changed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_opt_changed_by_user_id_users_id_fk" FOREIGN KEY ("opt_changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_opt_changed_by_idx" ON "contacts" USING btree ("opt_changed_by_user_id") WHERE "contacts"."opt_changed_by_user_id" is not null;