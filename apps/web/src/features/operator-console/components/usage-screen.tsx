import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useUsageReport } from '../api/get-usage-report';
import { formatTime } from '../utils/format';
import {
  Card,
  fieldClass,
  labelClass,
  linkClass,
  QueryState,
  ScreenTitle,
  TableRegion,
  tdClass,
  thClass,
} from './console-ui';

const PERIODS = [7, 30, 90] as const;

/** Prompts per day, allowance hits, the top users, and what the engine could not answer. */
export function UsageScreen() {
  const [days, setDays] = useState<number>(30);
  const report = useUsageReport(days);
  const id = useId();
  return (
    <>
      <ScreenTitle title="Usage">Usage</ScreenTitle>
      <div className="flex items-end gap-2">
        <div className="space-y-1">
          <label htmlFor={`${id}-days`} className={labelClass}>
            Period
          </label>
          <select
            id={`${id}-days`}
            value={days}
            onChange={(event) => setDays(Number(event.target.value))}
            className={fieldClass}
          >
            {PERIODS.map((period) => (
              <option key={period} value={period}>
                Last {period} days
              </option>
            ))}
          </select>
        </div>
      </div>
      <QueryState query={report} label="usage">
        {() => {
          const data = report.data;
          if (!data) return null;
          return (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <Card id="per-day" title="Prompts per day">
                {data.days.length === 0 ? (
                  <p>No prompts in this period.</p>
                ) : (
                  <TableRegion label="Prompts and allowance hits per day">
                    <thead>
                      <tr>
                        <th scope="col" className={thClass}>
                          Day (UTC)
                        </th>
                        <th scope="col" className={thClass}>
                          Prompts
                        </th>
                        <th scope="col" className={thClass}>
                          Allowance hits
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.days.map((day) => (
                        <tr key={day.day}>
                          <td className={tdClass}>{day.day}</td>
                          <td className={tdClass}>{day.prompts}</td>
                          <td className={tdClass}>{day.allowance_hits}</td>
                        </tr>
                      ))}
                    </tbody>
                  </TableRegion>
                )}
                <p className="mt-2 text-slate-600">
                  An allowance hit is an account that sent all {data.allowance_limit} prompts of its
                  day.
                </p>
              </Card>
              <Card id="top-users" title="Top users">
                {data.top_users.length === 0 ? (
                  <p>Nobody yet.</p>
                ) : (
                  <ol className="list-decimal space-y-1 pl-5">
                    {data.top_users.map((user) => (
                      <li key={user.user_id}>
                        <Link to={`/accounts/${user.user_id}`} className={linkClass}>
                          {user.email}
                        </Link>{' '}
                        — {user.prompts} prompts
                      </li>
                    ))}
                  </ol>
                )}
              </Card>
              <div className="lg:col-span-2">
                <Card id="unanswered" title="Questions the built-in engine could not answer">
                  <p className="mb-2 text-slate-600">
                    Most asked first: what the assistant should learn next. Read from the stored
                    replies that said the question needs a language model.
                  </p>
                  {data.unanswered.length === 0 ? (
                    <p>None in this period.</p>
                  ) : (
                    <TableRegion label="Unanswered questions">
                      <thead>
                        <tr>
                          <th scope="col" className={thClass}>
                            Question
                          </th>
                          <th scope="col" className={thClass}>
                            Times
                          </th>
                          <th scope="col" className={thClass}>
                            Last asked
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {data.unanswered.map((row) => (
                          <tr key={row.question}>
                            <td className={`${tdClass} break-words`}>{row.question}</td>
                            <td className={tdClass}>{row.times}</td>
                            <td className={tdClass}>{formatTime(row.last_asked_at)}</td>
                          </tr>
                        ))}
                      </tbody>
                    </TableRegion>
                  )}
                </Card>
              </div>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
