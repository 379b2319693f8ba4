CREATE TABLE "business_holidays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_holidays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "business_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"opens_at" text NOT NULL,
	"closes_at" text NOT NULL,
	CONSTRAINT "business_hours_weekday_check" CHECK ("business_hours"."weekday" between 1 and 7),
	CONSTRAINT "business_hours_times_check" CHECK ("business_hours"."opens_at" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "business_hours"."closes_at" ~ '^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$' and "business_hours"."opens_at" < "business_hours"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "whatsapp_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"examples" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text NOT NULL,
	"rejected_reason" text DEFAULT '' NOT NULL,
	"provider_template_id" text,
	"synced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_status_check" CHECK ("whatsapp_templates"."status" in ('APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'))
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "auto_assign_when_nobody" text DEFAULT 'queue' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "phone_country" text DEFAULT 'MX' NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "hours_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "out_of_hours_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quick_answers" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "quick_answers" ADD COLUMN "shortcut" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "max_open_chats" integer;--> statement-breakpoint
ALTER TABLE "business_holidays" ADD CONSTRAINT "business_holidays_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_hours" ADD CONSTRAINT "business_hours_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_channel_id_business_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."business_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_holidays_business_day_unique" ON "business_holidays" USING btree ("business_id","day");--> statement-breakpoint
CREATE INDEX "business_hours_business_idx" ON "business_hours" USING btree ("business_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_line_name_unique" ON "whatsapp_templates" USING btree ("channel_id","name","language");--> statement-breakpoint
CREATE INDEX "whatsapp_templates_business_idx" ON "whatsapp_templates" USING btree ("business_id","name");--> statement-breakpoint
ALTER TABLE "quick_answers" ADD CONSTRAINT "quick_answers_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_body_search_idx" ON "messages" USING gin (to_tsvector('simple', lower(translate("body", 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇáàâäãéèêëíìîïóòôöõúùûüñç', 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc'))));--> statement-breakpoint
CREATE UNIQUE INDEX "quick_answers_business_shortcut_unique" ON "quick_answers" USING btree ("business_id",lower("shortcut")) WHERE "quick_answers"."shortcut" <> '';--> statement-breakpoint
CREATE INDEX "users_area_idx" ON "users" USING btree ("area_id");--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_phone_country_check" CHECK ("businesses"."phone_country" in ('MX', 'CO'));--> statement-breakpoint
ALTER TABLE "businesses" ADD CONSTRAINT "businesses_auto_assign_when_nobody_check" CHECK ("businesses"."auto_assign_when_nobody" in ('queue', 'any_area'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_max_open_chats_check" CHECK ("users"."max_open_chats" is null or "users"."max_open_chats" between 0 and 100);