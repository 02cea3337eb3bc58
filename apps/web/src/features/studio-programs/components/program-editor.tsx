'use client';
import { formatNumber, type Locale } from '@manara/i18n';
import { useLocale, useTranslations } from '#intl';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { CategoriesQuery } from '@/features/catalogue/api/listing-documents';
import { studioLecturersQuery, type StudioLecturerChoice } from '@/features/studio/api/studio-lecturer-documents';
import { StudioBreadcrumbs } from '@/features/studio/components/studio-breadcrumbs';
import { StudioRefusal } from '@/features/studio/components/studio-access';
import { StatusBadge } from '@/features/studio/components/status-badge';
import type { EnvelopeOf } from '@/shared/graphql/envelope';
import { request } from '@/shared/graphql/request';
import { FormAlert } from '@/shared/ui/form/form-alert';
import { useToast } from '@/shared/ui/toast/use-toast';
import { buttonStyles } from '@/shared/ui/styles';
import { updateProgramMutation, type StudioProgram } from '../api/studio-program-documents';
import { useLocalDraft } from '../hooks/use-local-draft';
import { useStudioProgram } from '../hooks/use-studio-program';
import { useUnsavedWarning } from '../hooks/use-unsaved-warning';
import { changesFrom, formValuesOf, type ProgramChanges, type ProgramFormValues } from '../lib/program-form';
import { noPageTexts } from '../lib/program-page-texts';
import { AuditList } from './audit-list';
import { ExportProgramButton } from './export-program-button';
import { ConflictPanel } from './conflict-panel';
import { CurriculumEditor } from './curriculum-editor';
import { LifecycleActions } from './lifecycle-actions';
import { PreviewLinkButton } from './preview-link-button';
import { ProgramFields } from './program-fields';
import { PublishChecklist } from './publish-checklist';

type Errors = Partial<Record<keyof ProgramFormValues, string>>;
type Envelope = EnvelopeOf<StudioProgram>;

/**
 * Field errors named `changes.arTitle` (or `arTitle`, or an item's `changes.coLecturerIds.2`) land
 * under their field, several in turn; others join the message.
 */
function spread(envelope: Envelope, fields: string[]): { errors: Errors; other: string[] } {
  const errors: Errors = {};
  const other: string[] = [];
  for (const { field, message } of envelope.fieldErrors ?? []) {
    const name = field.split('.').find((part) => fields.includes(part)) as keyof ProgramFormValues | undefined;
    if (name) errors[name] = errors[name] ? `${errors[name]} ${message}` : message;
    else other.push(message);
  }
  return { errors, other };
}

/**
 * One program in the studio (decision 0028): its fields in both languages, saved from the version
 * the author started on (a conflict shows both sides), the publishing checklist, the lifecycle
 * steps and the record's history. Unsaved edits warn before leaving and survive a closed tab.
 */
export function ProgramEditor({ programId }: { programId: string }) {
  const t = useTranslations('studio.editor');
  const fieldLabels = useTranslations('studio.fields');
  const locale = useLocale();
  const toast = useToast();
  const { user } = useSession();
  const { state, reload, fetchCurrent, replace } = useStudioProgram(programId);
  const [values, setValues] = useState<ProgramFormValues | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ changes: ProgramChanges; current: StudioProgram } | null>(null);
  const [categories, setCategories] = useState<{ id: string; name: string }[]>([]);
  const [lecturers, setLecturers] = useState<StudioLecturerChoice[] | null | undefined>(null);
  const [historyKey, setHistoryKey] = useState(0);

  const program = state.status === 'ready' ? state.program : null;
  // A curriculum write raises the version but changes no field here: unsaved edits stay.
  const shownFields = useRef('');
  useEffect(() => {
    if (!program) return;
    const saved = formValuesOf(program, locale as Locale);
    const key = JSON.stringify(saved);
    if (key !== shownFields.current) setValues(saved);
    shownFields.current = key;
  }, [program, locale]);
  const curriculumSaved = useCallback(
    (saved: StudioProgram, missing: { field: string; message: string }[]) => {
      replace(saved, missing);
      setHistoryKey((k) => k + 1);
    },
    [replace],
  );
  const curriculumConflict = useCallback(() => void reload(), [reload]);
  useEffect(() => {
    void request(CategoriesQuery, {}, { locale }).then(
      ({ categories: answer }) => setCategories(answer.data?.items ?? []),
      () => {},
    );
    void request(studioLecturersQuery, {}, { locale }).then(
      ({ studioLecturers: answer }) => setLecturers(answer.data ? [...answer.data.items] : undefined),
      () => setLecturers(undefined),
    );
  }, [locale]);

  const changes = useMemo(
    () => (program && values ? changesFrom(program, values, locale as Locale) : {}),
    [program, values, locale],
  );
  const dirty = Object.keys(changes).length > 0;
  useUnsavedWarning(dirty);
  const draft = useLocalDraft(
    programId,
    program?.version ?? 0,
    values ?? formValuesOf(emptyProgram, locale as Locale),
    dirty,
  );

  if (state.status === 'refused') return <StudioRefusal code={state.code} />;
  if (state.status === 'error')
    return (
      <p role="alert" className="text-fg">
        {t('loadFailed')}
      </p>
    );
  if (!program || !values) return <p className="text-fg-muted">{t('loading')}</p>;

  const labels = Object.fromEntries(Object.keys(values).map((key) => [key, fieldLabels(`labels.${key}`)]));
  const isAdmin = user?.role === 'ADMIN';
  const archived = program.publicationStatus === 'ARCHIVED';

  async function afterChange(envelope: Envelope) {
    if (envelope.success && envelope.data) {
      setAlert(null);
      setErrors({});
      setConflict(null);
      toast({ type: 'success', message: envelope.message });
      draft.clear();
      await reload();
      setHistoryKey((k) => k + 1);
      return;
    }
    if (envelope.code === 'VERSION_CONFLICT') {
      const current = await fetchCurrent();
      if (current.status === 'ready') setConflict({ changes, current: current.program });
      setAlert(envelope.message);
      return;
    }
    const { errors: byField, other } = spread(envelope, Object.keys(values!));
    setErrors(byField);
    setAlert([envelope.message, ...other].join(' '));
  }

  async function save(version: number) {
    if (saving) return;
    setSaving(true);
    try {
      const answer = await request(
        updateProgramMutation,
        { input: { programId, version, changes: changes as never } },
        { locale },
      );
      await afterChange(answer.updateProgram);
    } catch {
      setAlert(t('saveFailed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <StudioBreadcrumbs
        label={t('breadcrumbs')}
        crumbs={[{ label: t('programs'), href: '/studio/programs' }, { label: program.title }]}
      />
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold text-fg">
          <bdi>{program.title}</bdi>
        </h1>
        <StatusBadge status={program.publicationStatus} />
        <span className="text-sm text-fg-muted" data-testid="program-version">
          {t('version', { version: formatNumber(program.version, locale as Locale) })}
        </span>
      </header>
      {draft.offered && draft.offered.version === program.version ? (
        <FormAlert tone="success">
          <span>{t('draftFound')}</span>{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              // A draft kept before the editor had a field leaves that field as saved.
              setValues({ ...formValuesOf(program, locale as Locale), ...draft.offered!.values });
              draft.dismiss();
            }}
          >
            {t('restoreDraft')}
          </button>{' '}
          <button type="button" className="font-semibold underline" onClick={draft.clear}>
            {t('discardDraft')}
          </button>
        </FormAlert>
      ) : null}
      {conflict ? (
        <ConflictPanel
          changes={conflict.changes}
          current={conflict.current}
          labels={labels}
          names={Object.fromEntries((lecturers ?? []).map((l) => [l.id, l.fullName]))}
          onKeepMine={() => void save(conflict.current.version)}
          onTakeTheirs={() => {
            setConflict(null);
            setAlert(null);
            void reload().then((next) => {
              if (next.status === 'ready') setValues(formValuesOf(next.program, locale as Locale));
            });
          }}
        />
      ) : null}
      {alert && !conflict ? <FormAlert tone="error">{alert}</FormAlert> : null}
      <div className="grid items-start gap-8 xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-10">
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void save(program.version);
            }}
            className="flex min-w-0 flex-col gap-8"
          >
            <ProgramFields
              values={values}
              errors={errors}
              onChange={(name, value) => setValues((v) => (v ? { ...v, [name]: value } : v))}
              categories={categories}
              ownerEditable={isAdmin}
              lecturers={lecturers}
              moneyLocked={!isAdmin && program.publishedAt !== null}
              readOnly={archived}
            />
            <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-t border-line bg-surface py-3">
              <button
                type="submit"
                aria-disabled={saving || !dirty || archived || undefined}
                className={`${buttonStyles.primary} aria-disabled:opacity-60`}
                data-testid="studio-save"
              >
                {saving ? t('saving') : t('save')}
              </button>
              <span className="text-sm text-fg-muted" role="status">
                {dirty ? t('unsaved') : t('allSaved')}
              </span>
            </div>
          </form>
          <CurriculumEditor
            programId={programId}
            version={program.version}
            readOnly={archived}
            onProgram={curriculumSaved}
            onConflict={curriculumConflict}
          />
        </div>
        <aside className="flex flex-col gap-4">
          <PublishChecklist missing={state.status === 'ready' ? state.missing : []} />
          <LifecycleActions program={program} isAdmin={isAdmin} dirty={dirty} onOutcome={(o) => void afterChange(o)} />
          <PreviewLinkButton programId={programId} />
          <ExportProgramButton programId={programId} />
          <section aria-labelledby="studio-history" className="flex flex-col gap-2">
            <h2 id="studio-history" className="font-bold text-fg">
              {t('history')}
            </h2>
            <AuditList programId={programId} refreshKey={historyKey} />
          </section>
        </aside>
      </div>
    </div>
  );
}

/** Stands in while the program loads, so the draft hook's arguments keep their shape. */
const emptyProgram = {
  arTitle: '',
  enTitle: '',
  arSummary: '',
  enSummary: '',
  arAbout: '',
  enAbout: '',
  slug: '',
  categoryId: null,
  level: 'BEGINNER',
  language: 'AR',
  learningTime: 0,
  learningTimeUnit: 'HOURS',
  originalPrice: 0,
  priceAfterDiscount: null,
  discountStartsAt: null,
  discountEndsAt: null,
  hasCertificate: true,
  thumbnail: null,
  promoVideo: null,
  lecturerId: null,
  coLecturerIds: [] as string[],
  ...noPageTexts,
} as const;
