ALTER TABLE "orders" ADD COLUMN "provider_order_id" text;--> statement-breakpoint
-- Sandbox orders placed before this column kept the sandbox's order id in provider_intent_id.
UPDATE "orders" SET "provider_order_id" = substr("provider_intent_id", 9)
  WHERE "provider" = 'sandbox' AND left("provider_intent_id", 8) = 'sandbox_';
