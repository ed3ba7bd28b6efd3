export interface StartupErrorProps {
  message: string;
}

/** Shown instead of the app when it cannot start (for example a missing runtime config). */
export function StartupError({ message }: StartupErrorProps) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 p-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">The app could not start</h1>
      <p className="max-w-md text-slate-600">{message}</p>
    </main>
  );
}
