CREATE TABLE "shop_prices" (
	"variant_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "shop_prices_variant_id_currency_pk" PRIMARY KEY("variant_id","currency"),
	CONSTRAINT "shop_prices_currency" CHECK ("shop_prices"."currency" in ('GBP', 'EUR', 'USD')),
	CONSTRAINT "shop_prices_amount_positive" CHECK ("shop_prices"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"holder_rule" jsonb,
	"wearable_trait_id" integer,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_variants_product_title" UNIQUE("product_id","title"),
	CONSTRAINT "shop_variants_stock_not_negative" CHECK ("shop_variants"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"variant_id" integer NOT NULL,
	"product_title" text NOT NULL,
	"variant_title" text NOT NULL,
	"image" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_minor" integer NOT NULL,
	"wearable_trait_id" integer,
	CONSTRAINT "shop_order_lines_variant" UNIQUE("order_id","variant_id"),
	CONSTRAINT "shop_order_lines_quantity" CHECK ("shop_order_lines"."quantity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"profile_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"total_minor" integer NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"fulfilled_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	CONSTRAINT "shop_orders_profile_key" UNIQUE("profile_id","idempotency_key"),
	CONSTRAINT "shop_orders_status" CHECK ("shop_orders"."status" in ('pending', 'paid', 'fulfilled', 'cancelled', 'expired')),
	CONSTRAINT "shop_orders_currency" CHECK ("shop_orders"."currency" in ('GBP', 'EUR', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "shop_wearable_grants" (
	"order_line_id" integer PRIMARY KEY NOT NULL,
	"chest_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_prices" ADD CONSTRAINT "shop_prices_variant_id_shop_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_wearable_trait_id_traits_id_fk" FOREIGN KEY ("wearable_trait_id") REFERENCES "public"."traits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_variants" ADD CONSTRAINT "shop_variants_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_variant_id_shop_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."shop_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_lines" ADD CONSTRAINT "shop_order_lines_wearable_trait_id_traits_id_fk" FOREIGN KEY ("wearable_trait_id") REFERENCES "public"."traits"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wearable_grants" ADD CONSTRAINT "shop_wearable_grants_order_line_id_shop_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."shop_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_wearable_grants" ADD CONSTRAINT "shop_wearable_grants_chest_id_chests_id_fk" FOREIGN KEY ("chest_id") REFERENCES "public"."chests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_variants_product" ON "shop_variants" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_orders_profile" ON "shop_orders" USING btree ("profile_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_orders_status" ON "shop_orders" USING btree ("status","expires_at");