/**
 * Page addresses (issue 32): a page's public slug (`/s/<slug>`, unique, lowercase letters, digits
 * and inner hyphens, at most 64) and the home mark (`/s/`), held by one page at most. A page
 * without a slug is still reached at `/s/page-<id>` (storefront/addresses.ts), so none is filled in.
 */
export const sql = `
ALTER TABLE pages ADD COLUMN slug text;
ALTER TABLE pages ADD COLUMN is_home boolean NOT NULL DEFAULT false;
ALTER TABLE pages ADD CONSTRAINT pages_slug_format
  CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 64);
CREATE UNIQUE INDEX pages_slug_key ON pages(slug);
CREATE UNIQUE INDEX pages_one_home ON pages(is_home) WHERE is_home;
`;
