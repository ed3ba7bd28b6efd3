import { useCallback, type ReactElement } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { runtimeConfig } from '../../config/runtime-config';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { CalcBlock, CalculatorsButton } from '../../features/calc-cards';
import {
  ChatErrorBoundary,
  ChatWorkspace,
  chatsQueryKey,
  type SelectionChangeOptions,
} from '../../features/chat';
import { AnalysisBlock, ChartBlock } from '../../features/file-analysis';
import { createReplyView } from '../../features/messages';
import { QuickActionsPanel } from '../../features/quick-actions/components/quick-actions-panel';
import { SuggestedPrompts } from '../../features/quick-actions/components/suggested-prompts';
import { ProfileDialog } from '../../features/profile/components/profile-dialog';
import { useDisplayName } from '../../features/profile/api/get-profile';
import { CheckoutNotice } from '../../features/subscription/components/checkout-notice';
import { SubscriptionCard } from '../../features/subscription/components/subscription-card';
import { usePaywall } from '../../features/subscription/hooks/use-paywall';
import { useStatusRefreshOn } from '../../features/subscription/hooks/use-status-refresh';
import { useOnDemand } from '../../hooks/use-on-demand';
import { onDemand } from '../../lib/on-demand';

/** Fetched when the paywall first opens (decision 042). */
const paywallPart = onDemand(() => import('../../features/subscription/components/paywall-modal'));

const redirectTo = (url: string) => window.location.assign(url);

/**
 * Replies as markdown, each fenced block drawn by the feature it belongs to (decision 057). The
 * contracts that name the blocks' languages hold the cards' schemas too, which a chat of plain
 * replies never needs: they are fetched with the markdown renderer, their only reader.
 */
const replyView = createReplyView(async () => {
  const [{ CALC_LANGUAGE }, { CHART_LANGUAGE }, { ANALYSIS_LANGUAGE }] = await Promise.all([
    import('@petrosage/contracts/calc'),
    import('@petrosage/contracts/chart'),
    import('@petrosage/contracts/analysis-card'),
  ]);
  return {
    [CALC_LANGUAGE]: CalcBlock,
    [CHART_LANGUAGE]: ChartBlock,
    [ANALYSIS_LANGUAGE]: AnalysisBlock,
  };
});

const calculators = (openCard: (block: string) => void) => (
  <CalculatorsButton onOpenCard={openCard} />
);

/** `/chat`, `/chat/new` and `/chat/<chat id>`: the workspace, keeping the query string. */
export function ChatRoute() {
  const { user, signOut } = useAuth();
  const selection = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const { pathname, search } = useLocation();

  const onSelectionChange = useCallback(
    (next: string, options?: SelectionChangeOptions) => {
      void navigate(
        { pathname: next === '' ? '/chat' : `/chat/${next}`, search },
        { replace: options?.replace ?? false },
      );
    },
    [navigate, search],
  );

  const replaceSearch = useCallback(
    (next: string) => void navigate({ pathname, search: next }, { replace: true }),
    [navigate, pathname],
  );
  const paywall = usePaywall({
    search,
    replaceSearch,
    origin: window.location.origin,
    redirect: redirectTo,
  });
  const paywallModal = useOnDemand(paywallPart, paywall.open, paywall.close);
  // The card's count of today's messages follows the chat.
  useStatusRefreshOn(chatsQueryKey);

  const renderProfileDialog = useCallback(
    (trigger: ReactElement) => <ProfileDialog trigger={trigger} />,
    [],
  );

  const displayName = useDisplayName();

  // The auth gate only renders this route for a signed-in user.
  if (!user) return null;
  return (
    <ChatErrorBoundary>
      <ChatWorkspace
        // A different account never sees the previous one's chat state.
        key={user.id}
        appName={runtimeConfig.appName}
        assistantName={runtimeConfig.assistantName}
        email={user.email ?? null}
        displayName={displayName}
        onSignOut={signOut}
        selection={selection}
        onSelectionChange={onSelectionChange}
        replyView={replyView}
        sidebarTools={calculators}
        quickActionsPanel={(composer) => (
          <QuickActionsPanel
            onPrompt={composer.sendPrompt}
            onOpenCard={composer.openCard}
            busy={composer.isBusy}
          />
        )}
        suggestedPrompts={(composer) => (
          <SuggestedPrompts onPrompt={composer.sendPrompt} disabled={composer.isBusy} />
        )}
        renderProfileDialog={renderProfileDialog}
        subscriptionPanel={
          <SubscriptionCard
            email={user.email ?? null}
            supportEmail={runtimeConfig.supportEmail}
            onUpgrade={paywall.openPaywall}
          />
        }
      />
      <CheckoutNotice notice={paywall.checkoutNotice} />
      {paywallModal && (
        <paywallModal.PaywallModal
          open={paywall.open}
          onClose={paywall.close}
          onUpgrade={() => void paywall.upgrade.upgrade()}
          isProcessing={paywall.upgrade.isProcessing}
          error={paywall.upgrade.error}
          notice={paywall.upgrade.notice}
          testPayments={runtimeConfig.testPayments ?? false}
        />
      )}
    </ChatErrorBoundary>
  );
}
