ALTER TABLE "conversations" ADD COLUMN "first_inbound_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "first_response_user_id" integer;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "messages_in" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "messages_out" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_first_response_user_id_users_id_fk" FOREIGN KEY ("first_response_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_business_opened_idx" ON "conversations" USING btree ("business_id","opened_at","id");--> statement-breakpoint
CREATE INDEX "conversations_business_closed_idx" ON "conversations" USING btree ("business_id","closed_at") WHERE "conversations"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "messages_business_created_idx" ON "messages" USING btree ("business_id","created_at","direction","channel_id");--> statement-breakpoint
-- The chats stored before the counters: their figures from their messages, once.
UPDATE "conversations" AS c SET
  "first_inbound_at" = f."first_in",
  "messages_in" = f."messages_in",
  "messages_out" = f."messages_out"
FROM (
  SELECT "conversation_id",
    min("created_at") FILTER (WHERE "direction" = 'in') AS "first_in",
    count(*) FILTER (WHERE "direction" = 'in') AS "messages_in",
    count(*) FILTER (WHERE "direction" = 'out') AS "messages_out"
  FROM "messages" GROUP BY "conversation_id"
) AS f
WHERE f."conversation_id" = c."id";--> statement-breakpoint
UPDATE "conversations" AS c SET
  "first_response_at" = r."created_at",
  "first_response_user_id" = r."author_user_id"
FROM (
  SELECT DISTINCT ON (m."conversation_id") m."conversation_id", m."created_at", m."author_user_id"
  FROM "messages" AS m JOIN "conversations" AS o ON o."id" = m."conversation_id"
  WHERE m."direction" = 'out' AND m."author_kind" = 'agent' AND m."created_at" >= o."first_inbound_at"
  ORDER BY m."conversation_id", m."created_at", m."id"
) AS r
WHERE r."conversation_id" = c."id";
