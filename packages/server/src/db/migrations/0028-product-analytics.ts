/**
 * Product analytics (issue 32, compass row 48): per product and shop day, views of its product
 * page, unique visitors (the same keyed daily hash as the pages', kept for the day it counts) and
 * the views that came from a tap on its card on a published page, per page (the conversion).
 */
export const sql = `
CREATE TABLE product_analytics_days (
  goods_id integer NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  from_pages integer NOT NULL DEFAULT 0,
  PRIMARY KEY (goods_id, day)
);
CREATE INDEX product_analytics_days_day ON product_analytics_days(day);
CREATE TABLE product_analytics_sources (
  goods_id integer NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  day date NOT NULL,
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (goods_id, day, page_id)
);
CREATE INDEX product_analytics_sources_page ON product_analytics_sources(page_id, day);
CREATE TABLE product_analytics_visitors (
  goods_id integer NOT NULL REFERENCES goods(id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (goods_id, day, visitor)
);
CREATE INDEX product_analytics_visitors_day ON product_analytics_visitors(day);
`;
