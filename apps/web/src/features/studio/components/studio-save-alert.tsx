'use client';
import { FormAlert } from '@/shared/ui/form/form-alert';
import type { StudioAlert } from '../hooks/use-studio-save';

/** A studio form's alert; on a version conflict, a button that loads the saved version. */
export function StudioSaveAlert({
  alert,
  reloadLabel,
  onReload,
}: {
  alert: StudioAlert;
  reloadLabel: string;
  onReload: () => void;
}) {
  if (!alert) return null;
  return (
    <FormAlert tone={alert.tone}>
      {alert.message}{' '}
      {alert.conflict ? (
        <button type="button" className="font-semibold underline" onClick={onReload}>
          {reloadLabel}
        </button>
      ) : null}
    </FormAlert>
  );
}
