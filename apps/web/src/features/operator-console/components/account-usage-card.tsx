import { useAccountOverview } from '../api/get-account-overview';
import { Card, QueryState, TableRegion, tdClass, thClass } from './console-ui';

/** How much the account prompts: today against its allowance, the last 30 days and per day. */
export function AccountUsageCard({ userId }: { userId: string }) {
  const overview = useAccountOverview(userId);
  return (
    <Card id="usage" title="Usage">
      <QueryState query={overview} label="usage">
        {() => {
          const usage = overview.data?.usage;
          if (!usage) return null;
          return (
            <>
              <p>
                Today {usage.today} of {usage.limit} prompts · last 30 days {usage.last_30_days}
              </p>
              {usage.days.length > 0 && (
                <TableRegion label="Prompts per day">
                  <thead>
                    <tr>
                      <th scope="col" className={thClass}>
                        Day (UTC)
                      </th>
                      <th scope="col" className={thClass}>
                        Prompts
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {usage.days.map((day) => (
                      <tr key={day.day}>
                        <td className={tdClass}>{day.day}</td>
                        <td className={tdClass}>{day.prompts}</td>
                      </tr>
                    ))}
                  </tbody>
                </TableRegion>
              )}
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
