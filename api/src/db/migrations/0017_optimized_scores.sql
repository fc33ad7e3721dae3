-- 0017: the score of a scan's optimized resume, kept when the owner's optimized text is rescored,
-- so the advanced analytics dashboard can show before and after (docs/decisions/040).
ALTER TABLE resumes ADD COLUMN optimized_score integer;
ALTER TABLE resumes ADD COLUMN optimized_scored_at timestamptz;
