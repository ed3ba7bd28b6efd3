import { useSubscriptionReport } from '../api/get-subscription-report';
import { formatCents } from '../utils/format';
import { Card, QueryState, ScreenTitle } from './console-ui';

/** Subscriptions by status, cancellations and the monthly revenue they bring. */
export function SubscriptionsScreen() {
  const report = useSubscriptionReport();
  return (
    <>
      <ScreenTitle title="Subscriptions">Subscriptions and revenue</ScreenTitle>
      <QueryState query={report} label="subscriptions">
        {() => {
          const data = report.data;
          if (!data) return null;
          const figures = [
            ['Active', data.active],
            ['Trialing', data.trialing],
            ['Past due', data.past_due],
            ['Cancelling at period end', data.cancelling],
            ['Cancelled in the last 30 days', data.canceled_last_30_days],
            ['Provisional access (24 h)', data.provisional],
            ['Operator grants', data.operator_grants],
            ['Paying', data.paying],
          ] as const;
          return (
            <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
              <Card id="subscription-counts" title="Subscriptions now">
                <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
                  {figures.map(([name, value]) => (
                    <div key={name} className="contents">
                      <dt className="text-slate-600">{name}</dt>
                      <dd className="text-right font-semibold tabular-nums text-slate-900">
                        {value}
                      </dd>
                    </div>
                  ))}
                </dl>
              </Card>
              <Card id="revenue" title="Monthly revenue">
                <p className="text-2xl font-bold text-slate-900" data-testid="monthly-revenue">
                  {formatCents(data.monthly_revenue_cents)}
                </p>
                <p className="mt-1">
                  {data.paying} paying × {formatCents(data.price_cents)} a month (Standard Plan).
                  Grants and provisional access bring nothing.
                </p>
              </Card>
            </div>
          );
        }}
      </QueryState>
    </>
  );
}
