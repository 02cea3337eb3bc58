import { buttonStyles } from '@/shared/ui/styles';

/** Submit button with a busy state; stays focusable while busy (aria-disabled) so keyboard users keep their place. */
export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button
      type="submit"
      aria-disabled={busy || undefined}
      className={`${buttonStyles.primary} min-h-11 w-full aria-disabled:cursor-progress aria-disabled:opacity-80`}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
        />
      )}
      {busy ? busyLabel : label}
    </button>
  );
}
