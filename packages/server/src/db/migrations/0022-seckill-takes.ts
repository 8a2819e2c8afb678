/**
 * Seckill takes (issue 21): what each app user took of a seckill, so the activity's per-user limit
 * is counted from stored rows (marketing/seckill-take.ts). `seq` numbers one user's takes of one
 * activity; the unique index is a second guard behind the advisory lock the take holds.
 *
 * `seckill_skus.sold` may never pass what was taken from the goods at the start (`taken`): the
 * take's conditional UPDATE keeps it there, the check keeps any other writer there too.
 */
export const sql = `
CREATE TABLE seckill_takes (
  id bigserial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES seckill_activities(id) ON DELETE CASCADE,
  sku_id integer NOT NULL,
  app_user_id integer NOT NULL,
  seq integer NOT NULL CHECK (seq > 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  taken_at timestamptz NOT NULL,
  UNIQUE (activity_id, app_user_id, seq)
);
CREATE INDEX seckill_takes_sku_idx ON seckill_takes(activity_id, sku_id);

ALTER TABLE seckill_skus ADD CONSTRAINT seckill_skus_sold_within CHECK (sold >= 0 AND sold <= taken);
`;
