-- Names that differ only in case were possible while two people created a company (or a product)
-- at once; later ones get their slug added to the name, so the unique indexes below can be built.
UPDATE "companies" SET "name" = "companies"."name" || ' (' || "companies"."slug" || ')' WHERE EXISTS (SELECT 1 FROM "companies" "earlier" WHERE lower("earlier"."name") = lower("companies"."name") AND ("earlier"."created_at", "earlier"."id") < ("companies"."created_at", "companies"."id"));--> statement-breakpoint
UPDATE "products" SET "name" = "products"."name" || ' (' || "products"."slug" || ')' WHERE EXISTS (SELECT 1 FROM "products" "earlier" WHERE "earlier"."company_id" = "products"."company_id" AND lower("earlier"."name") = lower("products"."name") AND ("earlier"."created_at", "earlier"."id") < ("products"."created_at", "products"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_lower_key" ON "companies" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_company_name_lower_key" ON "products" USING btree ("company_id",lower("name"));
