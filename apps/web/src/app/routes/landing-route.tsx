import { useState } from 'react';
import { AuthForm, type AuthMode } from '../../features/auth/components/auth-form';
import { LandingPage } from '../../features/landing/components/landing-page';

export function LandingRoute() {
  const [mode, setMode] = useState<AuthMode>('sign-in');
  return (
    <LandingPage
      authForm={<AuthForm mode={mode} onModeChange={setMode} />}
      onSelectSignIn={() => setMode('sign-in')}
      onSelectSignUp={() => setMode('sign-up')}
    />
  );
}
