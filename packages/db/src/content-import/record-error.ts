/** A problem with one record found while writing it (e.g. an unknown reference); aborts that record only. */
export class RecordError extends Error {
  constructor(
    /** Field path relative to the record, e.g. `category` or `programs[2]`. */
    readonly field: string,
    message: string,
  ) {
    super(message);
    this.name = 'RecordError';
  }
}
