-- 0660_branch_login_branch_required: a bank-branch login belongs to one bank branch. Its
-- description requires one, the branch scope of every list reads it, and since the branch-users
-- master (0414) no screen stores a login without it; the column now agrees (model-tables test).
-- A login left without a branch could see nothing; rather than guess one, the migration stops and
-- says which, for an administrator to set (UPDATE branch_users SET bank_branch_id = …) or remove.
DO $$
DECLARE orphans text;
BEGIN
  SELECT string_agg(email, ', ' ORDER BY email) INTO orphans FROM branch_users WHERE bank_branch_id IS NULL;
  IF orphans IS NOT NULL THEN
    RAISE EXCEPTION 'bank-branch logins without a bank branch: %', orphans
      USING HINT = 'Set each one''s bank_branch_id (or delete it), then start again.';
  END IF;
END $$;
ALTER TABLE branch_users ALTER COLUMN bank_branch_id SET NOT NULL;
