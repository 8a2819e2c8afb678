/**
 * The order drawer's remark (`order:remark`, POST /api/order/remark), until now behind `order:ship`,
 * in a database seeded before it existed: a button of the order list, granted to the admin role and
 * to every role that could ship (so whoever remarked before still can). A first start gets it from
 * seed/menu-tree.ts (the contract's buttons).
 */
export const sql = `
WITH screen AS (
  SELECT id FROM menus WHERE name = 'orderList' AND type = 'menu'
), button AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT screen.id, 'button', 'router.btn.remark', 'order:remark', 6 FROM screen
  WHERE NOT EXISTS (SELECT 1 FROM menus WHERE permission = 'order:remark')
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT DISTINCT holder.role_id, b.id FROM button b, (
    SELECT r.id AS role_id FROM roles r WHERE r.sign = 'admin'
    UNION
    SELECT rm.role_id FROM role_menus rm JOIN menus m ON m.id = rm.menu_id
    WHERE m.permission = 'order:ship'
  ) holder;
`;
