import type { ResendLinkRequest } from '@petrosage/contracts/admin';
import type { AuthUser } from '@petrosage/contracts/auth';
import { useId, useRef } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { BAN_DURATIONS, LINK_TYPES, useAccountActions } from '../hooks/use-account-actions';
import {
  ActionStatus,
  Card,
  dangerButton,
  fieldClass,
  labelClass,
  secondaryButton,
} from './console-ui';

/** Ban or unban, mail a link, make or remove an operator, and delete the account. */
export function AccountActionsCard({ user }: { user: AuthUser }) {
  const actions = useAccountActions(user);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const id = useId();

  return (
    <Card id="actions" title="Account actions">
      <div className="space-y-4">
        {actions.banned ? (
          <button
            type="button"
            className={secondaryButton}
            disabled={actions.banPending}
            onClick={actions.unban}
          >
            Unban
          </button>
        ) : (
          <form
            onSubmit={actions.submitBan}
            aria-label="Ban"
            className="flex flex-wrap items-end gap-2"
          >
            <div className="space-y-1">
              <label htmlFor={`${id}-ban`} className={labelClass}>
                Ban for
              </label>
              <select
                id={`${id}-ban`}
                value={actions.duration}
                onChange={(event) => actions.setDuration(event.target.value)}
                className={fieldClass}
              >
                {BAN_DURATIONS.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={dangerButton} disabled={actions.banPending}>
              Ban
            </button>
          </form>
        )}
        <form
          onSubmit={actions.submitLink}
          aria-label="Resend a link"
          className="flex flex-wrap items-end gap-2"
        >
          <div className="space-y-1">
            <label htmlFor={`${id}-link`} className={labelClass}>
              Link to mail
            </label>
            <select
              id={`${id}-link`}
              value={actions.linkType}
              onChange={(event) =>
                actions.setLinkType(event.target.value as ResendLinkRequest['type'])
              }
              className={fieldClass}
            >
              {LINK_TYPES.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={secondaryButton} disabled={actions.linkPending}>
            Send link
          </button>
        </form>
        {actions.operator !== null && (
          <div className="flex flex-wrap items-center gap-2">
            <p data-testid="operator-account-state">
              {actions.operator
                ? 'Operator: this account opens the console with its own sign-in.'
                : 'Not an operator.'}
            </p>
            <button
              type="button"
              className={secondaryButton}
              disabled={actions.operatorPending}
              onClick={() => actions.toggleOperator(!actions.operator)}
            >
              {actions.operator ? 'Remove operator' : 'Make operator'}
            </button>
          </div>
        )}
        <div>
          <button
            ref={deleteButton}
            type="button"
            className={dangerButton}
            disabled={actions.deletePending}
            onClick={() => actions.setConfirming(true)}
          >
            Delete account
          </button>
        </div>
        <ActionStatus message={actions.message} />
      </div>
      <ConfirmDialog
        open={actions.confirming}
        question={`Delete ${user.email} and everything it owns?`}
        confirmLabel="Delete account"
        returnFocus={deleteButton}
        onCancel={() => actions.setConfirming(false)}
        onConfirm={actions.confirmDelete}
      >
        Its chats, files, subscription and sessions go with it; the subscription is ended at its
        provider and the address is told by mail.
      </ConfirmDialog>
    </Card>
  );
}
