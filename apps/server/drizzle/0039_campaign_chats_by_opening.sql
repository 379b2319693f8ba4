-- The reports read a campaign's chats by the day they opened, newest first, a page at a time: with the opening
-- instant after the campaign a page is one range of the index, where (campaign, id) left the planner walking the
-- business's whole period and dropping other chats (5,050 read for a 51-row page of a campaign with 1 % of
-- 60,000 chats). The lists' campaign filter and removing a campaign read it by its first column as before.
DROP INDEX "conversations_campaign_idx";--> statement-breakpoint
CREATE INDEX "conversations_campaign_opened_idx" ON "conversations" USING btree ("campaign_id","opened_at","id") WHERE "conversations"."campaign_id" is not null;