-- 0572_hr_tutorial_videos: a guide may carry a short screen recording (MP4 or WebM) besides its
-- screenshot or PDF.
ALTER TABLE tutorials ADD COLUMN video jsonb;
