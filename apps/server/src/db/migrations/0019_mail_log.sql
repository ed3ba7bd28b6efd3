-- The mails the server sent or failed to send, for the operator console's "Recent mails"
-- (docs/decisions/051-operator-console.md): recipient, subject and outcome — never the body,
-- whose links and codes sign in. Rows older than 14 days are removed as new mail is written; an
-- account's deletion removes the rows to its address (its deletion notice is logged without it).
CREATE TABLE mail_log (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  status text NOT NULL CHECK (status IN ('sent', 'failed')),
  error text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_log_created_idx ON mail_log (created_at);
