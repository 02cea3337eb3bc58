/** Window event an error boundary dispatches to turn the loading bar into its error state. */
export const LOADING_BAR_ERROR_EVENT = 'manara:loading-bar-error';

export function signalLoadingBarError(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOADING_BAR_ERROR_EVENT));
}
