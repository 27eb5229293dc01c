-- 0920_power_rights: every power is a right, never a login kind (issue 24). The final approval of
-- an applicant, every ticket, every leave and every learning article were implied by kind 'admin';
-- now each is a right of its own. Existing accounts keep what they could do: a user of kind 'admin',
-- or one holding all 66 earlier rights (an administrator), is granted the four; everyone else gets
-- them as not viewable, so the rights matrix stays complete.
INSERT INTO page_rights (user_id, page_name, view_status)
SELECT u.id, p.name,
  CASE WHEN u.kind = 'admin'
    OR (SELECT count(*) FROM page_rights r WHERE r.user_id = u.id AND r.view_status = '1') >= 66
  THEN '1' ELSE '0' END
FROM users u
CROSS JOIN (VALUES ('applicant_final_approval'), ('all_tickets'), ('leave_approval_all'), ('learning_edit_all')) AS p(name)
ON CONFLICT (user_id, page_name) DO NOTHING;
