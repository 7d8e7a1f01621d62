-- Full-text search (hand-written: drizzle-kit does not model virtual tables,
-- views or triggers). Two FTS5 indexes over each fragrance, kept current by
-- triggers so every insert, update and delete updates them on libSQL files,
-- Turso and D1:
--   fragrance_search: trigram, so a MATCH answers "the word is a substring of
--     a field" (the shop's rule) from the index, without reading fragrances;
--     accents are folded. Columns are weighted at query time (bm25).
--   fragrance_words: whole words, whose vocabulary (fragrance_vocabulary)
--     is what typo correction picks replacements from.
-- fragrance_search_rows says once what each index holds for a fragrance.
CREATE VIEW `fragrance_search_rows` AS
SELECT id, name, coalesce(inspiration, '') AS inspiration, coalesce(brand, '') AS brand,
  gender || ' ' || CASE gender WHEN 'male' THEN 'For Him' WHEN 'female' THEN 'For Her' ELSE '' END AS gender,
  replace(notes_key, '|', char(10)) AS notes, description, search_text AS words
FROM fragrances;
--> statement-breakpoint
CREATE VIRTUAL TABLE `fragrance_search` USING fts5(name, inspiration, brand, gender, notes, description, tokenize = 'trigram remove_diacritics 1');
--> statement-breakpoint
CREATE VIRTUAL TABLE `fragrance_words` USING fts5(words, tokenize = 'unicode61 remove_diacritics 2');
--> statement-breakpoint
CREATE VIRTUAL TABLE `fragrance_vocabulary` USING fts5vocab(fragrance_words, 'row');
--> statement-breakpoint
CREATE TRIGGER `fragrances_search_insert` AFTER INSERT ON `fragrances` BEGIN
  INSERT INTO fragrance_search(rowid, name, inspiration, brand, gender, notes, description)
    SELECT id, name, inspiration, brand, gender, notes, description FROM fragrance_search_rows WHERE id = new.id;
  INSERT INTO fragrance_words(rowid, words) SELECT id, words FROM fragrance_search_rows WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `fragrances_search_update` AFTER UPDATE OF name, inspiration, brand, gender, notes_key, description, search_text ON `fragrances` BEGIN
  DELETE FROM fragrance_search WHERE rowid = old.id;
  DELETE FROM fragrance_words WHERE rowid = old.id;
  INSERT INTO fragrance_search(rowid, name, inspiration, brand, gender, notes, description)
    SELECT id, name, inspiration, brand, gender, notes, description FROM fragrance_search_rows WHERE id = new.id;
  INSERT INTO fragrance_words(rowid, words) SELECT id, words FROM fragrance_search_rows WHERE id = new.id;
END;
--> statement-breakpoint
CREATE TRIGGER `fragrances_search_delete` AFTER DELETE ON `fragrances` BEGIN
  DELETE FROM fragrance_search WHERE rowid = old.id;
  DELETE FROM fragrance_words WHERE rowid = old.id;
END;
--> statement-breakpoint
INSERT INTO fragrance_search(rowid, name, inspiration, brand, gender, notes, description)
  SELECT id, name, inspiration, brand, gender, notes, description FROM fragrance_search_rows;
--> statement-breakpoint
INSERT INTO fragrance_words(rowid, words) SELECT id, words FROM fragrance_search_rows;
