'use client';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useRef, useState } from 'react';
import { request } from '@/shared/graphql/request';
import { useToast } from '@/shared/ui/toast/use-toast';
import type { StudioProgram } from '../api/studio-program-documents';
import {
  addLessonMutation,
  addLessonResourceMutation,
  addSectionMutation,
  deleteLessonMutation,
  deleteLessonResourceMutation,
  deleteQuizQuestionMutation,
  deleteSectionMutation,
  reorderCurriculumMutation,
  reorderQuizQuestionsMutation,
  saveQuizQuestionMutation,
  setDiplomaProgramsMutation,
  studioCurriculumQuery,
  updateLessonMutation,
  updateSectionMutation,
  type StudioCurriculum,
} from '../api/studio-curriculum-documents';
import type { MissingItem } from './use-studio-program';

const writes = {
  addSection: addSectionMutation,
  updateSection: updateSectionMutation,
  deleteSection: deleteSectionMutation,
  addLesson: addLessonMutation,
  updateLesson: updateLessonMutation,
  deleteLesson: deleteLessonMutation,
  addLessonResource: addLessonResourceMutation,
  deleteLessonResource: deleteLessonResourceMutation,
  reorderCurriculum: reorderCurriculumMutation,
  saveQuizQuestion: saveQuizQuestionMutation,
  deleteQuizQuestion: deleteQuizQuestionMutation,
  reorderQuizQuestions: reorderQuizQuestionsMutation,
  setDiplomaPrograms: setDiplomaProgramsMutation,
} as const;
export type CurriculumWrite = keyof typeof writes;

export interface CurriculumAnswer {
  success: boolean;
  code: string;
  message: string;
  fieldErrors: readonly { field: string; message: string }[];
  data: StudioCurriculum | null;
}

export interface CurriculumHost {
  programId: string;
  /** The program's version as the editor knows it (a program save raises it too). */
  version: number;
  /** A curriculum write raised the version: the editor takes the program and checklist it answered. */
  onProgram: (program: StudioProgram, missing: MissingItem[]) => void;
  /** Someone saved first: the editor reads the program again. */
  onConflict: () => void;
}

/**
 * A program's curriculum and its writes (decision 0028). Writes go one at a time, each on the
 * newest version known (the answer of the previous write, or the editor's); the answer replaces
 * the curriculum and hands the program back to the editor. A conflict shows the API's message and
 * reads everything again.
 */
export function useCurriculum({ programId, version, onProgram, onConflict }: CurriculumHost) {
  const locale = useLocale();
  const t = useTranslations('studio.curriculum');
  const toast = useToast();
  const [curriculum, setCurriculum] = useState<StudioCurriculum | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const versionRef = useRef(version);
  const busyRef = useRef(false);
  useEffect(() => {
    versionRef.current = Math.max(versionRef.current, version);
  }, [version]);

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const { studioCurriculum } = await request(studioCurriculumQuery, { programId }, { locale, signal });
        if (!studioCurriculum.success || !studioCurriculum.data) return setFailed(studioCurriculum.message);
        versionRef.current = studioCurriculum.data.program.version;
        setCurriculum(studioCurriculum.data);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setFailed(t('loadFailed'));
      }
    },
    [programId, locale, t],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const write = useCallback(
    async (name: CurriculumWrite, input: Record<string, unknown>): Promise<CurriculumAnswer | null> => {
      if (busyRef.current) return null;
      busyRef.current = true;
      setBusy(true);
      try {
        const variables = { input: { programId, version: versionRef.current, ...input } };
        const result = (await request(writes[name] as never, variables as never, { locale })) as Record<
          string,
          CurriculumAnswer
        >;
        const answer = result[name]!;
        if (answer.success && answer.data) {
          versionRef.current = answer.data.program.version;
          setCurriculum(answer.data);
          setAlert(null);
          onProgram(answer.data.program, [...answer.data.missingForPublish]);
          toast({ type: 'success', message: answer.message });
        } else {
          if (answer.code === 'VERSION_CONFLICT') onConflict();
          // Field errors belong to the form that sent them; anything else is the curriculum's.
          if (answer.fieldErrors.length === 0 || name === 'reorderCurriculum' || name === 'reorderQuizQuestions')
            setAlert(answer.message);
          await load();
        }
        return answer;
      } catch {
        setAlert(t('saveFailed'));
        await load();
        return null;
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [programId, locale, onProgram, onConflict, load, toast, t],
  );

  /** Shows a curriculum before the server has answered (a move being saved). */
  const show = setCurriculum;

  return { curriculum, failed, alert, busy, write, show } as const;
}
