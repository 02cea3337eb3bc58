export interface PdfRenderOptions {
  /** Paper size; A4 is the only one we print on. */
  format?: 'A4';
}

/**
 * Turns a complete, self-contained HTML document into PDF bytes (invoices, certificates).
 * The HTML must not need the network: the adapter blocks every request and supplies the
 * brand font (IBM Plex Sans Arabic) itself. Arabic is shaped and ordered by the renderer.
 */
export interface PdfRenderer {
  renderHtml(html: string, options?: PdfRenderOptions): Promise<Uint8Array>;
  /** Releases the renderer's resources (the API calls it when the server closes). */
  close?(): Promise<void>;
}
