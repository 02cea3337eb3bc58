/**
 * graphql-js ends some messages with `Did you mean "field"?`, naming parts of the schema that
 * production hides from introspection. Validation is told not to suggest (Mercurius'
 * `validateOptions.hideSuggestions`), but variable coercion during execution is not, so the
 * error formatter removes whatever suggestion remains.
 */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

export function withoutSuggestions(message: string): string {
  return message.replace(SUGGESTION, '');
}
