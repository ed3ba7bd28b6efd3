import type { ChatMessage } from '../store/thread';
import { MessageBubble } from './message-bubble';

export interface PrintTranscriptProps {
  appName: string;
  assistantName: string;
  title: string;
  startedLabel: string | null;
  messages: readonly ChatMessage[];
}

/**
 * The open chat as one printable document: every loaded message in order (the screen's list only
 * holds the rows in view), without the sidebar, panels, input or message actions.
 */
export function PrintTranscript({
  appName,
  assistantName,
  title,
  startedLabel,
  messages,
}: PrintTranscriptProps) {
  return (
    <div className="hidden bg-white text-slate-900 print:block" data-testid="print-transcript">
      <header className="mb-6 border-b border-slate-300 pb-3">
        <p className="text-xs text-slate-600">{appName}</p>
        <h1 className="text-xl font-bold">{title}</h1>
        {startedLabel !== null && <p className="text-sm text-slate-600">{startedLabel}</p>}
      </header>
      <div className="space-y-4">
        {messages.map((message) => (
          <div key={message.key} className="break-inside-avoid-page">
            <MessageBubble message={message} assistantName={assistantName} />
          </div>
        ))}
      </div>
    </div>
  );
}
