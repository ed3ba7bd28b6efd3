import type { ApiClient } from '../../../lib/api-client';

/** The download's name, as the server names it (`PetroSage-data-2026-11-29.json`). */
function fileName(appName: string): string {
  return `${appName.replace(/[^\w.-]+/g, '-')}-data-${new Date().toISOString().slice(0, 10)}.json`;
}

/** `GET /account/export`: everything the account holds, saved as one JSON file. */
export async function downloadAccountData(api: ApiClient, appName: string): Promise<void> {
  const data = await api.requestUnknown('/account/export');
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json;charset=utf-8' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName(appName);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
