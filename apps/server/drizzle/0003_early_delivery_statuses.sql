CREATE TABLE "early_delivery_statuses" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "early_delivery_statuses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" integer NOT NULL,
	"provider_message_id" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "early_delivery_statuses" ADD CONSTRAINT "early_delivery_statuses_channel_id_business_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."business_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "early_delivery_statuses_message_idx" ON "early_delivery_statuses" USING btree ("channel_id","provider_message_id");