import { exportFileName } from '@petrosage/contracts/chat';
import type { ApiClient } from '../../../lib/api-client';

/** `GET /history/{chatId}/export`: the whole chat as Markdown text. */
export async function getChatExport(api: ApiClient, chatId: string): Promise<string> {
  const body = await api.requestUnknown(`/history/${encodeURIComponent(chatId)}/export`);
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/**
 * Downloads the chat as a Markdown file named after its title — the stored one, which heads the
 * export (`# Title`): the title on screen may still be a new chat's while the list catches up.
 */
export async function downloadChatExport(
  api: ApiClient,
  chatId: string,
  title: string,
): Promise<void> {
  const markdown = await getChatExport(api, chatId);
  const url = URL.createObjectURL(new Blob([markdown], { type: 'text/markdown;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = exportFileName(/^# (.+)$/m.exec(markdown)?.[1] ?? title);
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
