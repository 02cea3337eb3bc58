ALTER TABLE "orders" ADD COLUMN "kiosk_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kiosk_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_kiosk_expires_idx" ON "orders" USING btree ("kiosk_expires_at");