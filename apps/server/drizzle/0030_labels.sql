-- Labels of a business, carried by contacts and chats as arrays of label ids (GIN-indexed for the filters).
CREATE TABLE "labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_name" text GENERATED ALWAYS AS (lower(replace(translate(name, 'ÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇÝáàâäãéèêëíìîïóòôöõúùûüçý', 'AAAAAEEEEIIIIOOOOOUUUUñCYaaaaaeeeeiiiiooooouuuucy'), 'ñ', 'n' || chr(127)))) STORED,
	"color" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "label_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "label_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "labels" ADD CONSTRAINT "labels_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "labels_business_name_unique" ON "labels" USING btree ("business_id",lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_label_ids_idx" ON "contacts" USING gin ("label_ids");--> statement-breakpoint
CREATE INDEX "conversations_label_ids_idx" ON "conversations" USING gin ("label_ids");