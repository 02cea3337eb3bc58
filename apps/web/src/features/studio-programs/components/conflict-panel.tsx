'use client';
import { useTranslations } from '#intl';
import type { ProgramChanges } from '../lib/program-form';
import type { StudioProgram } from '../api/studio-program-documents';

/** A value as the table shows it: a list's items joined, ids (co-lecturers) by their names. */
const shown = (value: unknown, names: Readonly<Record<string, string>>) => {
  if (Array.isArray(value))
    value = value
      .map((item) => names[String(item)] ?? String(item))
      .filter((line) => line.trim())
      .join(' · ');
  return value === null || value === undefined || value === '' ? '—' : String(value);
};

/**
 * Someone saved first (VERSION_CONFLICT): each field this author changed, theirs beside the
 * current saved value, and the two ways on: save mine over the current version, or take theirs.
 */
export function ConflictPanel({
  changes,
  current,
  labels,
  names,
  onKeepMine,
  onTakeTheirs,
}: {
  changes: ProgramChanges;
  current: StudioProgram;
  labels: Record<string, string>;
  /** Lecturers' names by id. */
  names: Readonly<Record<string, string>>;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}) {
  const t = useTranslations('studio.conflict');
  return (
    <section
      role="alert"
      aria-labelledby="studio-conflict"
      className="rounded-card border border-[color:light-dark(#fecdca,#7a271a)] bg-[color:light-dark(#fef3f2,#2b1210)] p-4"
      data-testid="conflict-panel"
    >
      <h2 id="studio-conflict" className="font-bold text-fg">
        {t('heading')}
      </h2>
      <p className="mt-1 text-sm text-fg">{t('body')}</p>
      <div className="mt-3 overflow-x-auto">
        <table className="w-full text-start text-sm [overflow-wrap:anywhere]">
          <thead>
            <tr className="text-fg-muted">
              <th scope="col" className="py-1 text-start font-semibold">
                {t('field')}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('yours')}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('theirs')}
              </th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(changes).map(([field, value]) => (
              <tr key={field} className="border-t border-line align-top">
                <th scope="row" className="py-1 pe-3 text-start font-semibold">
                  {labels[field] ?? field}
                </th>
                <td className="py-1 pe-3">
                  <bdi>{shown(value, names)}</bdi>
                </td>
                <td className="py-1">
                  <bdi>{shown(current[field as keyof StudioProgram], names)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          onClick={onKeepMine}
          className="rounded-xl bg-accent px-4 py-2 font-semibold text-on-accent"
        >
          {t('keepMine')}
        </button>
        <button
          type="button"
          onClick={onTakeTheirs}
          className="rounded-xl border border-line bg-surface px-4 py-2 font-semibold text-fg"
        >
          {t('takeTheirs')}
        </button>
      </div>
    </section>
  );
}
