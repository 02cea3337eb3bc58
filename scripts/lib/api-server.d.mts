export const API_DIR: string;
export const API_BUNDLE: string;
export function ensureApiBuilt(): Promise<number>;
export function apiServerArgs(): string[];
