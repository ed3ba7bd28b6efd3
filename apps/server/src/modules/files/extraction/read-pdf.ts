import { getDocumentProxy } from 'unpdf';
import { capText, type Extraction, type ExtractionLimits } from './extraction';
import { FileRejection, formatCount } from '../upload/file-rejection';

/** pdf.js names its exceptions; the name is all that tells a password from damage. */
function errorName(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

async function pageText(
  document: Awaited<ReturnType<typeof getDocumentProxy>>,
  number: number,
): Promise<string> {
  const page = await document.getPage(number);
  const content = await page.getTextContent();
  let text = '';
  for (const item of content.items) {
    if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
  }
  page.cleanup();
  return text
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The PDF's text layer, page by page (`[Page 2]` markers between pages). A password-protected
 * PDF, a damaged one and one without any text (scanned images: no text recognition here) are
 * refused with a 422 that says which.
 */
export async function extractPdf(
  name: string,
  bytes: Uint8Array,
  limits: ExtractionLimits,
): Promise<Extraction> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js refuses Node Buffers and may take over the memory it is given: a copy of its own.
    document = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      isEvalSupported: false,
      stopAtErrors: false,
    });
  } catch (error: unknown) {
    if (errorName(error) === 'PasswordException') {
      throw new FileRejection(
        422,
        `${name} is password-protected, so it cannot be read. Save or print it to a PDF without a password and attach that.`,
      );
    }
    throw new FileRejection(422, `${name} is damaged or is not a valid PDF, so it cannot be read.`);
  }
  try {
    const pages = document.numPages;
    if (pages > limits.maxPdfPages) {
      throw new FileRejection(
        413,
        `${name} has ${formatCount(pages)} pages; at most ${formatCount(limits.maxPdfPages)} can be read. Attach the part you need.`,
      );
    }
    const parts: string[] = [];
    let withoutText = 0;
    let length = 0;
    for (let number = 1; number <= pages && length <= limits.maxTextChars; number += 1) {
      let text: string;
      try {
        text = await pageText(document, number);
      } catch (error: unknown) {
        if (error instanceof FileRejection) throw error;
        throw new FileRejection(422, `${name} is damaged (page ${number} cannot be read).`);
      }
      if (text === '') withoutText += 1;
      const part =
        pages > 1 ? `[Page ${number}]\n${text === '' ? '(no text on this page)' : text}` : text;
      parts.push(part);
      length += part.length + 2;
    }
    if (withoutText === pages) {
      throw new FileRejection(
        422,
        `${name} has no text to read: it is probably scanned images. Text recognition (OCR) is not available; attach a PDF with selectable text, or the document it was made from.`,
      );
    }
    return {
      ...capText(parts.join('\n\n'), limits),
      summary: null,
      tables: null,
      details: { pages, ...(withoutText > 0 && { pages_without_text: withoutText }) },
    };
  } finally {
    await document.destroy();
  }
}
