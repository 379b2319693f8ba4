CREATE TABLE "campaign_prices" (
	"business_id" integer NOT NULL,
	"category" text NOT NULL,
	"country" text NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	CONSTRAINT "campaign_prices_business_id_category_country_pk" PRIMARY KEY("business_id","category","country")
);
--> statement-breakpoint
CREATE TABLE "campaign_recipients" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaign_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"campaign_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"channel_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"country" text NOT NULL,
	"params" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"segments" integer DEFAULT 1 NOT NULL,
	"status" text NOT NULL,
	"exclusion" text,
	"due_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"provider_message_id" text,
	"error_code" text,
	"error" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"replied_at" timestamp with time zone,
	"conversation_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_recipients_status_check" CHECK ("campaign_recipients"."status" in ('excluded', 'ready', 'queued', 'sending', 'sent', 'delivered', 'read', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel_id" integer NOT NULL,
	"template_id" integer,
	"template_name" text,
	"template_language" text,
	"template_category" text,
	"template_body" text,
	"text" text DEFAULT '' NOT NULL,
	"audience" jsonb,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone,
	"within_hours" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"preparation" text DEFAULT 'none' NOT NULL,
	"prepare_cursor" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"excluded_rows" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"wait_reason" text,
	"wait_until" timestamp with time zone,
	"created_by_user_id" integer,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('draft', 'scheduled', 'sending', 'paused', 'finished', 'cancelled')),
	CONSTRAINT "campaigns_preparation_check" CHECK ("campaigns"."preparation" in ('none', 'preparing', 'ready'))
);
--> statement-breakpoint
CREATE TABLE "contact_import_contacts" (
	"import_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "contact_import_contacts_import_id_contact_id_pk" PRIMARY KEY("import_id","contact_id")
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "campaign_gap_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "campaign_currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "business_channels" ADD COLUMN "send_rate" integer DEFAULT 80 NOT NULL;--> statement-breakpoint
ALTER TABLE "business_channels" ADD COLUMN "messaging_limit" integer;--> statement-breakpoint
ALTER TABLE "business_channels" ADD COLUMN "limit_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "campaign_prices" ADD CONSTRAINT "campaign_prices_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_channel_id_business_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."business_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_recipients" ADD CONSTRAINT "campaign_recipients_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_channel_id_business_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."business_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_template_id_whatsapp_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."whatsapp_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_contacts" ADD CONSTRAINT "contact_import_contacts_import_id_contact_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."contact_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_import_contacts" ADD CONSTRAINT "contact_import_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_contact_unique" ON "campaign_recipients" USING btree ("campaign_id","contact_id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_page_idx" ON "campaign_recipients" USING btree ("campaign_id","status","id");--> statement-breakpoint
CREATE INDEX "campaign_recipients_outbox_idx" ON "campaign_recipients" USING btree ("due_at") WHERE "campaign_recipients"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_recipients_provider_id_unique" ON "campaign_recipients" USING btree ("channel_id","provider_message_id") WHERE "campaign_recipients"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "campaign_recipients_contact_sent_idx" ON "campaign_recipients" USING btree ("contact_id","sent_at") WHERE "campaign_recipients"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "campaign_recipients_line_sent_idx" ON "campaign_recipients" USING btree ("channel_id","sent_at") WHERE "campaign_recipients"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "campaigns_business_idx" ON "campaigns" USING btree ("business_id","id");--> statement-breakpoint
CREATE INDEX "campaigns_active_idx" ON "campaigns" USING btree ("status") WHERE "campaigns"."status" in ('scheduled', 'sending') or "campaigns"."preparation" = 'preparing';--> statement-breakpoint
CREATE INDEX "campaigns_channel_idx" ON "campaigns" USING btree ("channel_id");--> statement-breakpoint
CREATE INDEX "contact_import_contacts_contact_idx" ON "contact_import_contacts" USING btree ("contact_id");--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_campaign_idx" ON "conversations" USING btree ("campaign_id","id") WHERE "conversations"."campaign_id" is not null;
