/** The ids a field's hint and error carry, and the `aria-describedby` that names them (undefined when neither shows). */
export function fieldNoteIds(id: string, hint: string | undefined, error: string | undefined) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

/** A field's hint and error under it, with the ids its control points to. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string | undefined; error?: string | undefined }) {
  const { hintId, errorId } = fieldNoteIds(id, hint, error);
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm [color:light-dark(#b42318,#fda29b)]">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The border of a field's box: red while it has an error. */
export const fieldBorder = (error: string | undefined) =>
  error ? 'border-[color:light-dark(#b42318,#fda29b)]' : 'border-line';
