-- How a session began, as Supabase Auth names it in the access token's `amr` claim: `password`,
-- `otp` (an e-mailed link or code verified directly), or the flow a PKCE code completed
-- (`email/signup`, `magiclink`, `recovery`, `email_change`, `invite`).
ALTER TABLE auth_sessions ADD COLUMN sign_in_method text NOT NULL DEFAULT 'password';
