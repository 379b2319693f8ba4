CREATE TABLE "bot_settings" (
	"business_id" integer NOT NULL,
	"kind" text NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"texts" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bot_settings_business_id_kind_pk" PRIMARY KEY("business_id","kind"),
	CONSTRAINT "bot_settings_kind_check" CHECK ("bot_settings"."kind" in ('welcome', 'name_change', 'selector'))
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "out_of_hours" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_step" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_data" jsonb;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "bot_outcome" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "choices" jsonb;--> statement-breakpoint
ALTER TABLE "bot_settings" ADD CONSTRAINT "bot_settings_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_bot_deadline_idx" ON "conversations" USING btree ("bot_deadline_at") WHERE "conversations"."status" = 'bot';--> statement-breakpoint
CREATE INDEX "conversations_bot_report_idx" ON "conversations" USING btree ("business_id","opened_at") WHERE "conversations"."bot_outcome" is not null or "conversations"."out_of_hours";--> statement-breakpoint
-- A business whose selector was on keeps it on, with the default texts (read over an empty object).
INSERT INTO "bot_settings" ("business_id", "kind", "active", "texts") SELECT "id", 'selector', true, '{}'::jsonb FROM "businesses" WHERE "selector_enabled";--> statement-breakpoint
ALTER TABLE "businesses" DROP COLUMN "selector_enabled";