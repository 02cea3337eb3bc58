'use client';
import type { ReactNode } from 'react';

/** An Arabic field beside its English twin (stacked on phones); the fields carry their own language and direction. */
export function BilingualPair({ legend, children }: { legend: string; children: [ReactNode, ReactNode] }) {
  return (
    <fieldset className="grid gap-4 md:grid-cols-2">
      <legend className="mb-2 text-sm font-bold text-fg">{legend}</legend>
      <div>{children[0]}</div>
      <div>{children[1]}</div>
    </fieldset>
  );
}
