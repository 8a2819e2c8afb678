/**
 * The activity an order line was priced by (issue 33): its kind and id, so a shopper's per-user
 * limit counts what they already bought under it, and closing the order gives a seckill's units
 * back to the seckill rather than to the goods. Null on lines bought at the sale price.
 */
export const sql = `
ALTER TABLE order_lines ADD COLUMN activity_kind text
  CHECK (activity_kind IN ('seckill', 'group', 'bargain'));
ALTER TABLE order_lines ADD COLUMN activity_id integer;
ALTER TABLE order_lines ADD CONSTRAINT order_lines_activity_pair
  CHECK ((activity_kind IS NULL) = (activity_id IS NULL));
CREATE INDEX order_lines_activity_idx ON order_lines(activity_kind, activity_id)
  WHERE activity_id IS NOT NULL;
`;
