/**
 * Form answers (issue 18): what shoppers submit through a published page's form module. The page
 * may be deleted later; its answers go with it. `address_hash` is a keyed hash of the sender's
 * address (the key lives in `form_answer_keys`, made on first use), enough to count one address's
 * answers for the rate limit and to spot repeats in the back office without keeping the address.
 */
export const sql = `
CREATE TABLE form_answers (
  id bigserial PRIMARY KEY,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  page_name text NOT NULL DEFAULT '',
  component_id text NOT NULL,
  form_title text NOT NULL DEFAULT '',
  published_version integer NOT NULL,
  answers jsonb NOT NULL,
  summary text NOT NULL DEFAULT '',
  address_hash text NOT NULL,
  user_agent text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX form_answers_page_created_idx ON form_answers(page_id, created_at);
CREATE INDEX form_answers_created_idx ON form_answers(created_at);
CREATE INDEX form_answers_limit_idx ON form_answers(page_id, address_hash, created_at);
CREATE TABLE form_answer_keys (
  id integer PRIMARY KEY CHECK (id = 1),
  secret text NOT NULL
);
-- A database seeded before form answers existed gets their screen and its buttons here, granted to
-- the admin role; a first start gets them from the seeded menu tree (seed/menu-tree.ts).
WITH screen AS (
  INSERT INTO menus (pid, type, title, name, path, component, icon, is_keep_alive, sort)
  SELECT 0, 'menu', 'router.decorateForms', 'decorateForms', '/decorate/forms', 'forms/index',
    'FileTextOutlined', false, COALESCE((SELECT max(sort) FROM menus WHERE pid = 0 AND path = '/decorate'), 0)
  WHERE EXISTS (SELECT 1 FROM roles WHERE sign = 'admin')
    AND NOT EXISTS (SELECT 1 FROM menus WHERE name = 'decorateForms')
  RETURNING id
), buttons AS (
  INSERT INTO menus (pid, type, title, permission, sort)
  SELECT screen.id, 'button', 'router.btn.' || b.action, 'formAnswer:' || b.action, b.sort
  FROM screen, (VALUES ('index', 0), ('export', 1), ('del', 2)) AS b(action, sort)
  RETURNING id
)
INSERT INTO role_menus (role_id, menu_id)
  SELECT r.id, m.id FROM roles r, (SELECT id FROM screen UNION ALL SELECT id FROM buttons) m
  WHERE r.sign = 'admin';
`;
