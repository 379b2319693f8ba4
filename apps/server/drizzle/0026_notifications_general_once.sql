CREATE TABLE "notification_clearances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"general_through_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_dismissals" (
	"user_id" integer NOT NULL,
	"notification_id" bigint NOT NULL,
	CONSTRAINT "notification_dismissals_user_id_notification_id_pk" PRIMARY KEY("user_id","notification_id")
);
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notification_clearances" ADD CONSTRAINT "notification_clearances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_dismissals" ADD CONSTRAINT "notification_dismissals_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_dismissals_notification_idx" ON "notification_dismissals" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "notifications_business_general_idx" ON "notifications" USING btree ("business_id","created_at","id") WHERE "notifications"."user_id" is null;--> statement-breakpoint
-- The per-person general rows of the last day become one shared row each; whoever had already removed theirs
-- keeps it removed through a dismissal, so nobody sees a notification come back.
WITH "legacy" AS (
	SELECT "business_id", "type", "model", min("created_at") AS "created_at", array_agg("user_id") AS "holders"
	FROM "notifications" WHERE "scope" = 'general' AND "user_id" IS NOT NULL
	GROUP BY "business_id", "type", "model"
), "shared" AS (
	INSERT INTO "notifications" ("business_id", "user_id", "scope", "type", "model", "created_at")
	SELECT "business_id", NULL, 'general', "type", "model", "created_at" FROM "legacy"
	RETURNING "id", "business_id", "type", "model"
)
INSERT INTO "notification_dismissals" ("user_id", "notification_id")
SELECT "users"."id", "shared"."id" FROM "shared"
JOIN "legacy" ON "legacy"."business_id" = "shared"."business_id" AND "legacy"."type" = "shared"."type"
	AND "legacy"."model" = "shared"."model"
JOIN "users" ON "users"."business_id" = "shared"."business_id"
WHERE "users"."id" <> ALL ("legacy"."holders");--> statement-breakpoint
DELETE FROM "notifications" WHERE "scope" = 'general' AND "user_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_general_has_no_user" CHECK (("notifications"."user_id" is null) = ("notifications"."scope" = 'general'));