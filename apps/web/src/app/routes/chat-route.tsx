import { useCallback, type ReactElement } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { runtimeConfig } from '../../config/runtime-config';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ChatErrorBoundary } from '../../features/chat/components/chat-error-boundary';
import {
  ChatWorkspace,
  type SelectionChangeOptions,
} from '../../features/chat/components/chat-workspace';
import { ProfileDialog } from '../../features/profile/components/profile-dialog';

/** `/chat`, `/chat/new` and `/chat/<chat id>`: the workspace, keeping the query string. */
export function ChatRoute() {
  const { user, signOut } = useAuth();
  const selection = useParams()['*'] ?? '';
  const navigate = useNavigate();
  const { search } = useLocation();

  const onSelectionChange = useCallback(
    (next: string, options?: SelectionChangeOptions) => {
      void navigate(
        { pathname: next === '' ? '/chat' : `/chat/${next}`, search },
        { replace: options?.replace ?? false },
      );
    },
    [navigate, search],
  );

  const renderProfileDialog = useCallback(
    (trigger: ReactElement) => <ProfileDialog trigger={trigger} />,
    [],
  );

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
        onSignOut={signOut}
        selection={selection}
        onSelectionChange={onSelectionChange}
        renderProfileDialog={renderProfileDialog}
      />
    </ChatErrorBoundary>
  );
}
