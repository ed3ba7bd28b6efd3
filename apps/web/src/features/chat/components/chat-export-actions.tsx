import { Download, LoaderCircle, Printer } from 'lucide-react';
import { useState } from 'react';

export interface ChatExportActionsProps {
  /** Downloads the open chat as a Markdown file; rejects with what went wrong. */
  onExport: () => Promise<void>;
  /** Reports an export that failed. */
  onError: (message: string) => void;
  /** On the dark mobile top bar rather than the light desktop header. */
  dark?: boolean;
}

/** Export the open chat as Markdown, or print it (the browser's "Save as PDF" included). */
export function ChatExportActions({ onExport, onError, dark = false }: ChatExportActionsProps) {
  const [exporting, setExporting] = useState(false);
  const button = `shrink-0 rounded-lg p-2 focus-visible:outline-2 disabled:opacity-50 ${
    dark
      ? 'hover:bg-white/10 focus-visible:outline-amber-400'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-amber-600'
  }`;
  return (
    <>
      <button
        type="button"
        aria-label="Export chat as Markdown"
        title="Export as Markdown"
        data-testid="export-chat"
        disabled={exporting}
        className={button}
        onClick={() => {
          setExporting(true);
          onExport()
            .catch((error: unknown) =>
              onError(
                `The chat could not be exported: ${error instanceof Error ? error.message : 'unknown error'}`,
              ),
            )
            .finally(() => setExporting(false));
        }}
      >
        {exporting ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <Download aria-hidden="true" className="size-5" />
        )}
      </button>
      <button
        type="button"
        aria-label="Print chat"
        title="Print or save as PDF"
        data-testid="print-chat"
        className={button}
        onClick={() => window.print()}
      >
        <Printer aria-hidden="true" className="size-5" />
      </button>
    </>
  );
}
