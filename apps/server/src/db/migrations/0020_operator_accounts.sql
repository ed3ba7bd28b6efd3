-- Accounts an operator marked operator (docs/decisions/051-operator-console.md): their own
-- signed-in session opens the operator API and console, as the operator key does.
ALTER TABLE users ADD COLUMN is_operator boolean NOT NULL DEFAULT false;
