import { runtimeConfig } from '../../config/runtime-config';
import { useAuth } from '../../features/auth/hooks/use-auth';
import { ChatShell } from '../../features/chat/components/chat-shell';

export function ChatRoute() {
  const { user, signOut } = useAuth();
  // The auth gate only renders this route for a signed-in user.
  if (!user) return null;
  return (
    <ChatShell
      appName={runtimeConfig.appName}
      assistantName={runtimeConfig.assistantName}
      email={user.email ?? 'User'}
      onSignOut={signOut}
    />
  );
}
