-- The worker looks for sends a crash left in flight on every pass: a few rows, where the queue's own index
-- (every queued and sending row, by due time) would be read whole to find them.
CREATE INDEX "campaign_recipients_sending_idx" ON "campaign_recipients" USING btree ("locked_until") WHERE "campaign_recipients"."status" = 'sending';