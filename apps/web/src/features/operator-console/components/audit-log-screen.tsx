import { Link, useSearchParams } from 'react-router';
import { AUDIT_ENTRIES_PER_PAGE, useAuditLog } from '../api/get-audit-log';
import { formatTime } from '../utils/format';
import {
  linkClass,
  QueryState,
  ScreenTitle,
  secondaryButton,
  TableRegion,
  tdClass,
  thClass,
} from './console-ui';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `days=30, reason=Pilot` from an entry's detail. */
function detailText(detail: Record<string, unknown>): string {
  return Object.entries(detail)
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

/** Every operator action, newest first; `?user=` narrows it to one account. */
export function AuditLogScreen() {
  const [params, setParams] = useSearchParams();
  const user = params.get('user') ?? '';
  const userId = UUID.test(user) ? user : undefined;
  const offset = Math.max(Number(params.get('offset') ?? 0) || 0, 0);
  const log = useAuditLog({ ...(userId && { userId }), offset });
  const go = (next: number) => {
    const query = new URLSearchParams(params);
    if (next > 0) query.set('offset', String(next));
    else query.delete('offset');
    setParams(query);
  };
  return (
    <>
      <ScreenTitle title="Audit log">Audit log</ScreenTitle>
      {userId && (
        <p className="text-sm">
          Actions on one account only.{' '}
          <Link to="/audit" className={linkClass}>
            Show all
          </Link>
        </p>
      )}
      <QueryState query={log} label="the audit log">
        {() => {
          const data = log.data;
          if (!data) return null;
          if (data.entries.length === 0) return <p className="text-sm">No actions yet.</p>;
          return (
            <>
              <TableRegion label="Operator actions">
                <caption className="sr-only">
                  Operator actions {offset + 1}–{offset + data.entries.length} of {data.total},
                  newest first
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={thClass}>
                      When
                    </th>
                    <th scope="col" className={thClass}>
                      Action
                    </th>
                    <th scope="col" className={thClass}>
                      Account
                    </th>
                    <th scope="col" className={thClass}>
                      Detail
                    </th>
                    <th scope="col" className={thClass}>
                      From
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.entries.map((entry) => (
                    <tr key={entry.id} data-testid="operator-audit-row">
                      <td className={`${tdClass} whitespace-nowrap`}>
                        {formatTime(entry.created_at)}
                      </td>
                      <td className={tdClass}>{entry.action}</td>
                      <td className={tdClass}>
                        {entry.target_user_id ? (
                          <Link
                            to={`/audit?user=${entry.target_user_id}`}
                            className={linkClass}
                            aria-label={`Actions on account ${entry.target_user_id}`}
                          >
                            {entry.target_user_id.slice(0, 8)}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td className={`${tdClass} break-all`}>{detailText(entry.detail)}</td>
                      <td className={tdClass}>{entry.ip ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </TableRegion>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={offset === 0}
                  onClick={() => go(Math.max(offset - AUDIT_ENTRIES_PER_PAGE, 0))}
                >
                  Newer
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  disabled={offset + data.entries.length >= data.total}
                  onClick={() => go(offset + AUDIT_ENTRIES_PER_PAGE)}
                >
                  Older
                </button>
              </div>
            </>
          );
        }}
      </QueryState>
    </>
  );
}
