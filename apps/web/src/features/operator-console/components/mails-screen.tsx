import { useRecentMails } from '../api/list-recent-mails';
import { formatTime } from '../utils/format';
import { QueryState, ScreenTitle, TableRegion, tdClass, thClass } from './console-ui';

/** The mails the server sent or failed to send (recipient, subject, outcome), newest first. */
export function MailsScreen() {
  const mails = useRecentMails();
  return (
    <>
      <ScreenTitle title="Mails">Recent mails</ScreenTitle>
      <p className="text-sm text-slate-600">
        The last 14 days, newest first. Bodies are not kept: their links sign in.
      </p>
      <QueryState query={mails} label="mails">
        {() => {
          const data = mails.data;
          if (!data) return null;
          if (data.mails.length === 0) return <p className="text-sm">No mail yet.</p>;
          return (
            <TableRegion label="Recent mails">
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    When
                  </th>
                  <th scope="col" className={thClass}>
                    To
                  </th>
                  <th scope="col" className={thClass}>
                    Subject
                  </th>
                  <th scope="col" className={thClass}>
                    Outcome
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.mails.map((mail) => (
                  <tr key={mail.id}>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      {formatTime(mail.created_at)}
                    </td>
                    <td className={`${tdClass} break-all`}>{mail.to}</td>
                    <td className={tdClass}>{mail.subject}</td>
                    <td className={tdClass}>
                      {mail.status === 'sent' ? 'Sent' : `Failed: ${mail.error ?? 'unknown'}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </TableRegion>
          );
        }}
      </QueryState>
    </>
  );
}
