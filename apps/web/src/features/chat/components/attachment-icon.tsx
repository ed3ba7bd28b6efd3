import type { FileKind } from '@petrosage/contracts/files';
import { FileBraces, FileSpreadsheet, FileText } from 'lucide-react';

/** The icon of a file kind: spreadsheet for CSV/XLSX, braces for JSON, a page for the rest. */
export function AttachmentIcon({ kind, className }: { kind: FileKind | null; className: string }) {
  if (kind === 'csv' || kind === 'xlsx') {
    return <FileSpreadsheet aria-hidden="true" className={className} />;
  }
  if (kind === 'json') return <FileBraces aria-hidden="true" className={className} />;
  return <FileText aria-hidden="true" className={className} />;
}
