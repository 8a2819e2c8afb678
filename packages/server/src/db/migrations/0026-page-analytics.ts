/**
 * Page analytics (issue 32, compass row 48): per published page and shop day, views, unique
 * visitors, form conversions and clicks per component. A visitor is a keyed hash (HMAC of the
 * day's random salt, the address and the user agent), kept only for the day it counts: no raw
 * address is stored, and once a day's salt is deleted its hashes cannot be tied to anyone.
 */
export const sql = `
CREATE TABLE page_analytics_days (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  day date NOT NULL,
  views integer NOT NULL DEFAULT 0,
  visitors integer NOT NULL DEFAULT 0,
  conversions integer NOT NULL DEFAULT 0,
  PRIMARY KEY (page_id, day)
);
CREATE INDEX page_analytics_days_day ON page_analytics_days(day);
CREATE TABLE page_analytics_clicks (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  day date NOT NULL,
  component_id text NOT NULL,
  component_type text NOT NULL,
  clicks integer NOT NULL DEFAULT 0,
  PRIMARY KEY (page_id, day, component_id)
);
CREATE TABLE page_analytics_visitors (
  page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
  day date NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (page_id, day, visitor)
);
CREATE INDEX page_analytics_visitors_day ON page_analytics_visitors(day);
CREATE TABLE analytics_salts (
  day date PRIMARY KEY,
  salt bytea NOT NULL
);
`;
