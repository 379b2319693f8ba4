CREATE INDEX "contacts_business_phone_end_idx" ON "contacts" USING btree ("business_id",reverse("phone_number"));--> statement-breakpoint
-- Statistics for the new expression index (and the name words of migration 0021) before the first searches:
-- without them the planner guesses how many numbers end with the digits, and guesses wrong.
ANALYZE "contacts", "contact_name_words";
