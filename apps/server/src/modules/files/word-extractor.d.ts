/** Types for word-extractor 1.0.4 (it ships none): the parts of its API the files module uses. */
declare module 'word-extractor' {
  interface TextOptions {
    filterUnicode?: boolean;
  }

  class WordDocument {
    getBody(options?: TextOptions): string;
    getFootnotes(options?: TextOptions): string;
    getEndnotes(options?: TextOptions): string;
    getHeaders(options?: TextOptions & { includeFooters?: boolean }): string;
    getFooters(options?: TextOptions): string;
    getAnnotations(options?: TextOptions): string;
    getTextboxes(
      options?: TextOptions & { includeHeadersAndFooters?: boolean; includeBody?: boolean },
    ): string;
  }

  // eslint-disable-next-line no-restricted-syntax -- the package exports its class as `module.exports`
  export default class WordExtractor {
    /** Reads a Word 97–2003 (.doc) or .docx file from a path or a buffer. */
    extract(source: string | Buffer): Promise<WordDocument>;
  }
}
