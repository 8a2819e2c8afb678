/**
 * The goods wizard (新增/编辑商品) on its own route (issue 36): a hidden menu row /goods/add under the
 * goods section, opened as its own tab instead of inside the 商品列表 tab. A database seeded before
 * gets the row here, granted to exactly the roles that have 商品列表 (whoever may open the list may
 * open its wizard; the save still needs goods:add or goods:edit); a first start gets it from the
 * seed (@vitrine/contract's resources). Nothing happens where there is no goods list row.
 */
export const sql = `
WITH list AS (
  SELECT id, pid FROM menus WHERE name = 'goodsList' AND type = 'menu' ORDER BY id LIMIT 1
), screen AS (
  INSERT INTO menus (pid, type, title, name, path, component, is_hide, is_keep_alive, sort)
  SELECT list.pid, 'menu', 'router.goodsAdd', 'goodsAdd', '/goods/add', 'goods/add/index', true, false,
    COALESCE((SELECT max(sort) + 1 FROM menus WHERE pid = list.pid AND type = 'menu'), 0)
  FROM list
  WHERE NOT EXISTS (SELECT 1 FROM menus WHERE name = 'goodsAdd')
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT rm.role_id, screen.id FROM screen, list, role_menus rm WHERE rm.menu_id = list.id;
`;
