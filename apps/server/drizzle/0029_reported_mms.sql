-- A chat that carried a file: over a Twilio line it is reported as MMS (decision 032). A row trigger that
-- fires only for a message with a file, so a text message costs nothing more.
ALTER TABLE "conversations" ADD COLUMN "carried_media" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION "conversation_carried_media"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "conversations" SET "carried_media" = true WHERE "id" = NEW."conversation_id" AND NOT "carried_media";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "conversation_carried_media" AFTER INSERT OR UPDATE OF "media_key", "media_remote_ref" ON "messages"
FOR EACH ROW WHEN (NEW."media_key" IS NOT NULL OR NEW."media_remote_ref" IS NOT NULL)
EXECUTE FUNCTION "conversation_carried_media"();--> statement-breakpoint
UPDATE "conversations" SET "carried_media" = true
WHERE "id" IN (SELECT "conversation_id" FROM "messages" WHERE "media_key" IS NOT NULL OR "media_remote_ref" IS NOT NULL);
