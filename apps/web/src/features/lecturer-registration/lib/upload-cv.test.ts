import { describe, expect, it } from 'vitest';
import { CV_MAX_BYTES, precheckCv } from './upload-cv';

const fileOf = (name: string, size: number) => ({ name, size }) as File;

describe('precheckCv', () => {
  it('lets PDF, DOC and DOCX names within the size limit through to the server', () => {
    for (const name of ['cv.pdf', 'CV.PDF', 'cv.doc', 'سيرة.docx']) expect(precheckCv(fileOf(name, 1000))).toBeNull();
  });

  it('stops other names and files over 10 MB before anything is sent', () => {
    expect(precheckCv(fileOf('cv.exe', 1000))?.messageKey).toBe('cvType');
    expect(precheckCv(fileOf('cv.pdf.exe', 1000))?.messageKey).toBe('cvType');
    expect(precheckCv(fileOf('cv.pdf', CV_MAX_BYTES + 1))?.messageKey).toBe('cvTooLarge');
  });
});
