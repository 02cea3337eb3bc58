'use client';
import type { Locale } from '@manara/i18n';
import { createContext } from 'react';
import type { CompiledMessages } from './translator';

export type IntlValue = { locale: Locale; messages: CompiledMessages };

export const IntlContext = createContext<IntlValue | null>(null);
