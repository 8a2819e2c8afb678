/**
 * The order list's 退款 button (`order:refund`, POST /api/order/refundLine) in a database seeded
 * before it existed, granted to the admin role as migration 0025 granted the others; a first start
 * gets it from seed/menu-tree.ts (the contract's buttons).
 */
export const sql = `
WITH screen AS (
  SELECT id FROM menus WHERE name = 'orderList' AND type = 'menu'
), button AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT screen.id, 'button', 'router.btn.refund', 'order:refund', 4 FROM screen
  WHERE NOT EXISTS (SELECT 1 FROM menus WHERE permission = 'order:refund')
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, b.id FROM roles r, button b WHERE r.sign = 'admin';
`;
