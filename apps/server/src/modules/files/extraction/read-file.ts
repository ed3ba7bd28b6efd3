import type { Extraction, ExtractionJob } from './extraction';

/**
 * Reads a file whose type was already checked, with the parser for its kind. Parsers are loaded
 * on first use, so a worker that only ever reads text never loads the PDF or Excel code.
 */
export async function extract({
  name,
  parseAs,
  bytes,
  limits,
}: ExtractionJob): Promise<Extraction> {
  switch (parseAs) {
    case 'pdf':
      return (await import('./read-pdf')).extractPdf(name, bytes, limits);
    case 'docx':
      return (await import('./read-word')).extractDocx(name, bytes, limits);
    case 'doc':
      return (await import('./read-word')).extractDoc(name, bytes, limits);
    case 'xlsx':
      return (await import('./read-xlsx')).extractXlsx(name, bytes, limits);
    case 'csv':
      return (await import('./read-text')).extractCsv(name, bytes, limits);
    case 'json':
      return (await import('./read-text')).extractJson(name, bytes, limits);
    case 'txt':
      return (await import('./read-text')).extractTxt(name, bytes, limits);
  }
}
