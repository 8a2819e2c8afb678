/**
 * The group-buying team an order opens or joins (issue 33). `group_team_id` is the team the
 * shopper asked to join at checkout, then the team the payment put the order in; `group_state`
 * is null on orders without a group line, else 0 while the team waits for members, 1 once it
 * filled (the order may ship), 2 when it failed or could not be joined (refunded by the sweep).
 */
export const sql = `
ALTER TABLE orders ADD COLUMN group_team_id integer REFERENCES group_teams(id);
ALTER TABLE orders ADD COLUMN group_state smallint CHECK (group_state IN (0, 1, 2));
CREATE INDEX orders_group_team_idx ON orders(group_team_id) WHERE group_team_id IS NOT NULL;
CREATE INDEX orders_group_refund_idx ON orders(id) WHERE group_state = 2 AND status = 1;
`;
