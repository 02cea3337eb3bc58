ALTER TABLE "carts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_guest_token_hash_unique" UNIQUE("guest_token_hash");--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_one_owner" CHECK (("carts"."user_id" is null) <> ("carts"."guest_token_hash" is null));