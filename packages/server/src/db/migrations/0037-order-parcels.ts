/**
 * An order may ship in several parcels (issue 33): each parcel's carrier and tracking number, in
 * the order the operator entered them. `carrier` and `tracking_no` keep the first parcel, which
 * the list, its filters and the export show; orders shipped before hold their one parcel here too.
 */
export const sql = `
ALTER TABLE orders ADD COLUMN parcels jsonb NOT NULL DEFAULT '[]'::jsonb;
UPDATE orders SET parcels = jsonb_build_array(jsonb_build_object('carrier', carrier, 'trackingNo', tracking_no))
  WHERE tracking_no <> '';
`;
