-- An ideal week's schedule is written and read whole (ADR 026 addendum): json keeps the text as sent, so a 231-cell
-- save skips jsonb's parse and compression (issue 13 bench).
ALTER TABLE "ideal_weeks" ALTER COLUMN "schedule" SET DATA TYPE json USING "schedule"::json;
