-- Issue 12: the demo's seeded ratings and review counts were invented. From now on a product's
-- review_count and rating are counted from its reviews (reviews.repo.ts recountReviews); this brings
-- databases seeded before that in line: products nobody reviewed show 0 reviews.
UPDATE "products" SET
  "review_count" = (SELECT count(*) FROM "reviews" r WHERE r."product_id" = "products"."id"),
  "rating" = coalesce((SELECT avg(r."rating") FROM "reviews" r WHERE r."product_id" = "products"."id"), 0);
