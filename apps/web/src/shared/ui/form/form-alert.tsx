import type { ReactNode } from 'react';

const tones = {
  error:
    'border-[color:light-dark(#fecdca,#7a271a)] bg-[color:light-dark(#fef3f2,#2b1210)] [color:light-dark(#912018,#fecdca)]',
  success:
    'border-[color:light-dark(#abefc6,#085d3a)] bg-[color:light-dark(#ecfdf3,#0b2418)] [color:light-dark(#085d3a,#abefc6)]',
} as const;

/** The form-level message: the envelope's message on failure, a note on success. */
export function FormAlert({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>
      {children}
    </div>
  );
}
