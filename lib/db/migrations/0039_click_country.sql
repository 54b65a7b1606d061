-- On the partitioned clicks table this adds the column to every partition (existing and future);
-- nullable without a default, so no partition is rewritten.
ALTER TABLE "clicks" ADD COLUMN "country" text;
