CREATE TABLE "demo_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"client_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_accounts" ADD CONSTRAINT "demo_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_accounts_expires_idx" ON "demo_accounts" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "demo_accounts_ip_created_idx" ON "demo_accounts" USING btree ("client_ip","created_at");