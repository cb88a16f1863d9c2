-- The language of the page the visitor sent the form from (a BCP 47 tag: nb, en), on a site published in more
-- than one (docs/client-site.md). Leads kept before this column are null: the site then had one language.
ALTER TABLE leads ADD COLUMN language TEXT;
