-- Custom contact fields per business; contacts keep their values as one JSON object by key.
CREATE TABLE "contact_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"business_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_fields_type_check" CHECK ("contact_fields"."type" in ('text', 'number', 'date', 'list', 'yesno', 'email', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_fields" ADD CONSTRAINT "contact_fields_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_fields_business_key_unique" ON "contact_fields" USING btree ("business_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_fields_business_name_unique" ON "contact_fields" USING btree ("business_id",lower("name"));--> statement-breakpoint
-- The spec's fixed extra fields become each business's custom text fields, in the detail's order, with their
-- values; the next migration drops the old columns.
INSERT INTO "contact_fields" ("business_id", "key", "name", "type", "position")
SELECT b.id, f.key, f.name, 'text', f.position
FROM "businesses" b
CROSS JOIN (VALUES
	('broker_id', 'Broker', 1),
	('line_of_business', 'Giro', 2),
	('commercial_zone', 'Zona comercial', 3),
	('profile', 'Perfil', 4),
	('commercial_reason', 'Razón comercial', 5),
	('company', 'Empresa', 6),
	('classification', 'Clasificación', 7)
) AS f(key, name, position);--> statement-breakpoint
UPDATE "contacts" SET "custom_fields" = jsonb_strip_nulls(jsonb_build_object(
	'broker_id', nullif(btrim("broker_id"), ''),
	'line_of_business', nullif(btrim("line_of_business"), ''),
	'commercial_zone', nullif(btrim("commercial_zone"), ''),
	'profile', nullif(btrim("profile"), ''),
	'commercial_reason', nullif(btrim("commercial_reason"), ''),
	'company', nullif(btrim("company"), ''),
	'classification', nullif(btrim("classification"), '')
))
WHERE btrim("broker_id" || "line_of_business" || "commercial_zone" || "profile" || "commercial_reason" || "company" || "classification") <> '';--> statement-breakpoint
CREATE INDEX "contacts_custom_fields_idx" ON "contacts" USING gin ("custom_fields");