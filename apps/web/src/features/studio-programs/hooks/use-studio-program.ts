'use client';
import { useLocale } from '#intl';
import { useCallback, useEffect, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { studioProgramQuery, type StudioProgram } from '../api/studio-program-documents';

export interface MissingItem {
  field: string;
  message: string;
}

export type StudioProgramState =
  | { status: 'loading' }
  | { status: 'refused'; code: string }
  | { status: 'error' }
  | { status: 'ready'; program: StudioProgram; missing: MissingItem[] };

/** One program as its editor sees it, with the publishing checklist; `reload` reads both again. */
export function useStudioProgram(programId: string) {
  const locale = useLocale();
  const [state, setState] = useState<StudioProgramState>({ status: 'loading' });

  const fetchCurrent = useCallback(
    async (signal?: AbortSignal): Promise<StudioProgramState> => {
      try {
        const { studioProgram } = await request(studioProgramQuery, { programId }, { locale, signal });
        if (!studioProgram.success || !studioProgram.data) return { status: 'refused', code: studioProgram.code };
        return { status: 'ready', program: studioProgram.data.program, missing: studioProgram.data.missingForPublish };
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        return { status: 'error' };
      }
    },
    [programId, locale],
  );

  const reload = useCallback(async () => {
    const next = await fetchCurrent();
    setState(next);
    return next;
  }, [fetchCurrent]);

  useEffect(() => {
    const controller = new AbortController();
    fetchCurrent(controller.signal).then(setState, () => {});
    return () => controller.abort();
  }, [fetchCurrent]);

  /** Takes the program a curriculum write answered (its new version and checklist) without reading again. */
  const replace = useCallback(
    (program: StudioProgram, missing: MissingItem[]) => setState({ status: 'ready', program, missing }),
    [],
  );

  return { state, reload, fetchCurrent, replace } as const;
}
