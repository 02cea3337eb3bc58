/** docs/product/shell.md: the loading bar's states and timings, as pure functions the component schedules. */
export const LOADING_BAR_TIMING = {
  heightPx: 3,
  throttleMs: 200,
  estimateMs: 2000,
  hideMs: 500,
  resetMs: 400,
  tickMs: 120,
} as const;

export type LoadingBarPhase = 'idle' | 'loading' | 'finished' | 'error';

export interface LoadingBarState {
  phase: LoadingBarPhase;
  /** Drawn on screen (false while throttled and after hiding). */
  visible: boolean;
  /** 0 to 1. */
  progress: number;
  startedAt: number | null;
}

export type LoadingBarEvent =
  | { type: 'start'; now: number }
  | { type: 'tick'; now: number }
  | { type: 'finish' }
  | { type: 'fail' }
  | { type: 'hide' }
  | { type: 'reset' };

export const initialLoadingBarState: LoadingBarState = { phase: 'idle', visible: false, progress: 0, startedAt: null };

/** Creeps toward 100% without reaching it: about 90% when the estimate has elapsed, capped at 99%. */
export function creepProgress(elapsedMs: number, estimateMs: number = LOADING_BAR_TIMING.estimateMs): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(0.99, 1 - Math.exp((-2.3 * elapsedMs) / estimateMs));
}

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      if (state.phase === 'loading') return state;
      return { phase: 'loading', visible: false, progress: 0, startedAt: event.now };
    case 'tick': {
      if (state.phase !== 'loading' || state.startedAt === null) return state;
      const shownFor = event.now - state.startedAt - LOADING_BAR_TIMING.throttleMs;
      if (shownFor < 0) return state;
      return { ...state, visible: true, progress: Math.max(state.progress, creepProgress(shownFor)) };
    }
    case 'finish':
      if (state.phase !== 'loading') return state;
      // Finished inside the throttle: the bar never appears.
      if (!state.visible) return initialLoadingBarState;
      return { ...state, phase: 'finished', progress: 1 };
    case 'fail':
      return { phase: 'error', visible: true, progress: 1, startedAt: state.startedAt };
    case 'hide':
      if (state.phase !== 'finished' && state.phase !== 'error') return state;
      return { ...state, visible: false };
    case 'reset':
      if (state.visible || state.phase === 'loading') return state;
      return initialLoadingBarState;
  }
}

/** The one timer the component should run for a state, or null when nothing is pending. */
export function nextLoadingBarTimer(
  state: LoadingBarState,
): { event: 'tick' | 'hide' | 'reset'; delayMs: number } | null {
  if (state.phase === 'loading') {
    return { event: 'tick', delayMs: state.visible ? LOADING_BAR_TIMING.tickMs : LOADING_BAR_TIMING.throttleMs };
  }
  if (state.phase === 'finished' || state.phase === 'error') {
    return state.visible
      ? { event: 'hide', delayMs: LOADING_BAR_TIMING.hideMs }
      : { event: 'reset', delayMs: LOADING_BAR_TIMING.resetMs };
  }
  return null;
}
