import { useAccountFactors } from '../api/list-account-factors';
import { useRemoveAccountFactor } from '../api/remove-account-factor';
import { useActionMessage } from '../hooks/use-action-message';
import { formatTime } from '../utils/format';
import { ActionStatus, Card, QueryState, secondaryButton } from './console-ui';

/** The account's second factors, each with a button that removes it. */
export function AccountFactorsCard({ userId }: { userId: string }) {
  const factors = useAccountFactors(userId);
  const remove = useRemoveAccountFactor(userId);
  const { message, run } = useActionMessage();
  return (
    <Card id="factors" title="Second factors">
      <QueryState query={factors} label="second factors">
        {() =>
          factors.data && factors.data.length > 0 ? (
            <ul className="space-y-2">
              {factors.data.map((factor) => (
                <li key={factor.id} className="flex flex-wrap items-center justify-between gap-2">
                  <span>
                    {factor.friendly_name || 'Authenticator app'} · {factor.status} · added{' '}
                    {formatTime(factor.created_at)}
                  </span>
                  <button
                    type="button"
                    className={secondaryButton}
                    disabled={remove.isPending}
                    onClick={() =>
                      void run('Second factor removed.', () => remove.mutateAsync(factor.id))
                    }
                  >
                    Remove factor {factor.friendly_name || factor.id.slice(0, 8)}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p>No second factor.</p>
          )
        }
      </QueryState>
      <ActionStatus message={message} />
    </Card>
  );
}
