import type { CompiledMessages } from './react/translator';

/**
 * The parts of a catalogue named by `paths`: whole namespaces (`cart`) or parts of one
 * (`explore.pagination`), in the catalogue's shape.
 */
export function pickMessages(messages: CompiledMessages, paths: readonly string[]): CompiledMessages {
  const picked: CompiledMessages = {};
  for (const path of paths) {
    const keys = path.split('.');
    let source: CompiledMessages | undefined = messages;
    let target = picked;
    keys.forEach((key, index) => {
      const value: unknown = source?.[key];
      if (value === undefined) return;
      if (index === keys.length - 1) target[key] = value as CompiledMessages;
      else {
        target = (target[key] ??= {}) as CompiledMessages;
        source = value as CompiledMessages;
      }
    });
  }
  return picked;
}

/** Outer messages with inner ones added, namespace parts merged rather than replaced. */
export function mergeMessages(outer: CompiledMessages, inner: CompiledMessages): CompiledMessages {
  const merged: CompiledMessages = { ...outer };
  for (const [key, value] of Object.entries(inner)) {
    const before = merged[key];
    const bothObjects =
      typeof value === 'object' && !Array.isArray(value) && typeof before === 'object' && !Array.isArray(before);
    merged[key] = bothObjects ? mergeMessages(before as CompiledMessages, value as CompiledMessages) : value;
  }
  return merged;
}
