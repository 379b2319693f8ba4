-- The fixed extra fields live on as custom fields (0031).
ALTER TABLE "contacts" DROP COLUMN "broker_id";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "line_of_business";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "commercial_zone";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "profile";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "commercial_reason";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "company";--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "classification";